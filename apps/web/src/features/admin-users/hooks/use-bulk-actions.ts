import { ADMIN_ALERTS } from '@symposium/schema/admin-alerts';
import { skippedNote } from '@symposium/schema/admin-users';
import { M } from '@symposium/schema/messages';
import { useState } from 'react';
import { useToast } from '../../../components/admin/toast-context';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { bulkVerify } from '../api/bulk-verify';
import { exportUsers } from '../api/export-users';
import { generateIds } from '../api/generate-ids';
import type { UsersQuery } from '../api/get-users';
import { sendBulkEmail } from '../api/send-bulk-email';

export type BulkAction = 'verify' | 'generate' | 'email' | 'export';

const nothingVerifiedNote = (count: number) =>
  `None of the ${count} selected had a pending payment: nothing was verified.`;

/**
 * The user screen's bulk operations with the texts of docs/product.md#participants. Failures are logged to the console, as the
 * texts promise ('Check console.'), and the server's own message is shown when it has one.
 */
export function useBulkActions(query: UsersQuery, onDone: () => void) {
  const toast = useToast();
  const [busy, setBusy] = useState<BulkAction | null>(null);

  async function run(action: BulkAction, work: () => Promise<void>) {
    setBusy(action);
    try {
      await work();
    } finally {
      setBusy(null);
    }
  }

  const verify = (ids: string[]) =>
    run('verify', async () => {
      try {
        const result = await bulkVerify(ids);
        // The success text of docs/product.md#participants only when a payment was verified: bulk verify skips all but pending ones.
        if (result.verified.length === 0) toast.show(nothingVerifiedNote(ids.length), 'info');
        else {
          toast.show(ADMIN_ALERTS.bulkVerified);
          if (result.skipped.length > 0) toast.show(skippedNote(result.skipped), 'info');
        }
        onDone();
      } catch (error) {
        console.error('Bulk verify failed', error);
        toast.show(forbiddenOr(error, ADMIN_ALERTS.bulkVerifyFailed), 'error');
      }
    });

  /** Without ids: every verified participant who has no ID yet. */
  const generate = (ids?: string[]) =>
    run('generate', async () => {
      try {
        const result = await generateIds(ids);
        toast.show(ADMIN_ALERTS.generatedIds(result.count));
        if (result.skipped.length > 0) toast.show(skippedNote(result.skipped), 'info');
        onDone();
      } catch (error) {
        if (error instanceof ApiError && error.code === 'NO_ELIGIBLE_USERS') {
          toast.show(M.noEligibleUsers, 'error');
          return;
        }
        console.error('Generating participant IDs failed', error);
        toast.show(forbiddenOr(error, ADMIN_ALERTS.generateIdsFailed), 'error');
      }
    });

  const email = (ids: string[], emailType: string) =>
    run('email', async () => {
      try {
        const result = await sendBulkEmail(ids, emailType);
        toast.show(`${ADMIN_ALERTS.emailsSent} ${result.message}. Delivery shows on the dashboard's Mail card.`);
        if (result.skipped.length > 0) toast.show(`${result.skipped.length} not sent (not participants).`, 'info');
        if (result.mailMode === 'outbox')
          toast.show('Mail is written to the outbox: SMTP is not configured on this server.', 'info');
      } catch (error) {
        console.error('Bulk email failed', error);
        // Nobody to mail is the server's clear answer, not a mail configuration problem.
        const nobody = error instanceof ApiError && error.code === 'NO_ELIGIBLE_USERS';
        toast.show(
          nobody
            ? errorMessage(error, ADMIN_ALERTS.emailNotConfigured)
            : forbiddenOr(error, ADMIN_ALERTS.emailNotConfigured),
          'error',
        );
      }
    });

  const exportCsv = (ids?: string[]) =>
    run('export', async () => {
      try {
        const name = await exportUsers(query, ids);
        toast.show(`Downloaded ${name}`, 'info');
      } catch (error) {
        console.error('CSV export failed', error);
        toast.show(errorMessage(error, 'Could not export the CSV file.'), 'error');
      }
    });

  return { busy, verify, generate, email, exportCsv };
}

/** A refusal (403) and offline are worth their own text; anything else gets the spec's alert. */
function forbiddenOr(error: unknown, fallback: string): string {
  if (error instanceof ApiError && (error.status === 403 || error.isNetworkError)) return errorMessage(error, fallback);
  return fallback;
}
