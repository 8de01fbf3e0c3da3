import type { SkippedUser } from '@symposium/schema/admin-users';
import { ErrorCode } from '@symposium/schema/error-codes';
import { M } from '@symposium/schema/messages';
import { writeTransaction } from '../../db/client';
import type { UsersTable } from '../../db/database';
import type { AppDeps } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { recordAudit } from '../audit/audit.repository';
import { readEdition } from '../edition/edition.repository';
import { bulkMail } from './admin-users.mails';
import { findParticipants } from './admin-users.repository';
import { profileLink } from '../../lib/site-links';

/**
 * Queues a mail for each chosen participant (the outbox by default), with one audit row of who mailed
 * whom, in one transaction: the answer's count is what the queue now holds for delivery.
 */
export function sendBulkEmail(
  deps: AppDeps,
  actor: Pick<UsersTable, 'id' | 'name'>,
  userIds: string[],
  emailType: string,
) {
  const recipients = findParticipants(deps.db, userIds);
  const found = new Set(recipients.map((u) => u.id));
  const skipped: SkippedUser[] = userIds
    .filter((id) => !found.has(id))
    .map((userId) => ({ userId, reason: 'not found' }));
  if (recipients.length === 0) throw new AppError(400, ErrorCode.NO_ELIGIBLE_USERS, M.noEmailRecipients);
  const profileUrl = profileLink(deps.env);
  const now = new Date();
  const edition = readEdition(deps.db, deps.env);
  writeTransaction(deps.db, () => {
    recordAudit(deps.db, {
      actor,
      action: 'users.bulk-email',
      entityType: 'mail',
      entityId: emailType.slice(0, 100),
      after: { emailType, recipients: recipients.length },
    });
    for (const user of recipients) deps.mailer.sendInBackground(bulkMail(edition, user, emailType, profileUrl, now));
  });
  return { mailsQueued: recipients.length, skipped };
}
