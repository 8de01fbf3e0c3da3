import { MAIL_STATUS_FAILURES, type MailFailure, type MailStatus } from '@symposium/schema/mail-status';
import { Hono } from 'hono';
import { requireStaff, requireUser } from '../../lib/auth';
import type { AppDeps, AppEnv } from '../../lib/context';
import { latestFailures, latestRetryError, mailCounts } from '../../lib/mail-queue';

type FailureRow = ReturnType<typeof latestFailures>[number];

/** Never the body: a queued body may carry a password-reset link. */
const toFailure = (row: FailureRow): MailFailure => ({
  id: row.id,
  kind: row.kind,
  recipient: row.recipient,
  subject: row.subject,
  attempts: row.attempts,
  reason: row.last_error ?? '',
  at: row.last_attempt_at,
});

/** GET /admin/mail/status (staff): is mail getting out? Counts by status and the latest failures. */
export function mailRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();

  routes.get('/admin/mail/status', requireUser(deps), requireStaff(), (c) => {
    const retry = latestRetryError(deps.db);
    const data: MailStatus = {
      mode: deps.mailer.mode,
      counts: mailCounts(deps.db),
      latestFailures: latestFailures(deps.db, MAIL_STATUS_FAILURES).map(toFailure),
      latestRetry: retry ? { ...toFailure(retry), nextAttemptAt: retry.next_attempt_at } : null,
    };
    return c.json({ success: true, data });
  });

  return routes;
}
