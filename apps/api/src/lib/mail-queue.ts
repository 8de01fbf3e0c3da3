import { all, first, run, type Db } from '../db/client';
import type { MailQueueTable, MailStatus } from '../db/database';
import type { Selectable } from 'kysely';

// The mail_queue table's queries: plain functions of db, so a caller's write transaction decides
// whether a message is queued together with the change it reports.

export type QueuedMail = Selectable<MailQueueTable>;

export interface NewMail {
  kind: string;
  userId: string | null;
  recipient: string;
  replyTo: string | null;
  subject: string;
  text: string;
  html: string | null;
  link: string | null;
}

/** Queues a message, due at once; answers its id. Synchronous, so it joins an open write transaction. */
export function insertMail(db: Db, mail: NewMail, now: string): number {
  const [row] = all(
    db,
    db.kysely
      .insertInto('mail_queue')
      .values({
        kind: mail.kind,
        user_id: mail.userId,
        recipient: mail.recipient,
        reply_to: mail.replyTo,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        link: mail.link,
        next_attempt_at: now,
        last_error: null,
        last_attempt_at: null,
        created_at: now,
        sent_at: null,
      })
      .returning('id'),
  );
  return row.id;
}

/** Queued messages whose time has come, oldest first. */
export function dueMails(db: Db, now: string, limit: number): QueuedMail[] {
  return all(
    db,
    db.kysely
      .selectFrom('mail_queue')
      .selectAll()
      .where('status', '=', 'queued')
      .where('next_attempt_at', '<=', now)
      .orderBy('next_attempt_at')
      .orderBy('id')
      .limit(limit),
  );
}

/** When the next queued message falls due (null when nothing is queued). */
export function nextDueAt(db: Db): string | null {
  const row = first(
    db,
    db.kysely
      .selectFrom('mail_queue')
      .select((eb) => eb.fn.min('next_attempt_at').as('at'))
      .where('status', '=', 'queued'),
  );
  return row?.at ?? null;
}

export function markSent(db: Db, id: number, at: string): void {
  run(
    db,
    db.kysely
      .updateTable('mail_queue')
      // The body and its link (a password reset, say) are not kept once sent: the outbox file or the recipient has them.
      .set((eb) => ({
        status: 'sent',
        attempts: eb('attempts', '+', 1),
        sent_at: at,
        last_attempt_at: at,
        text: '',
        html: null,
        link: null,
      }))
      .where('id', '=', id),
  );
}

/** A temporary failure: stays queued until `retryAt`. */
export function markRetry(db: Db, id: number, at: string, error: string, retryAt: string): void {
  run(
    db,
    db.kysely
      .updateTable('mail_queue')
      .set((eb) => ({
        attempts: eb('attempts', '+', 1),
        last_error: error,
        last_attempt_at: at,
        next_attempt_at: retryAt,
      }))
      .where('id', '=', id),
  );
}

/** A permanent failure, or the last attempt: the message will not be tried again. */
export function markFailed(db: Db, id: number, at: string, error: string): void {
  run(
    db,
    db.kysely
      .updateTable('mail_queue')
      .set((eb) => ({ status: 'failed', attempts: eb('attempts', '+', 1), last_error: error, last_attempt_at: at }))
      .where('id', '=', id),
  );
}

/** Counts by status: the rows there, plus the sent and failed ones the retention sweep removed (mail_swept). */
export function mailCounts(db: Db): Record<MailStatus, number> & { retrying: number } {
  const rows = all(
    db,
    db.kysely
      .selectFrom('mail_queue')
      .select((eb) => [
        'status',
        eb.fn.countAll<number>().as('count'),
        eb.fn.sum<number>(eb.case().when('attempts', '>', 0).then(1).else(0).end()).as('retried'),
      ])
      .groupBy('status'),
  );
  const counts = { queued: 0, sent: 0, failed: 0, retrying: 0 };
  for (const row of rows) {
    counts[row.status] = Number(row.count);
    if (row.status === 'queued') counts.retrying = Number(row.retried ?? 0);
  }
  for (const swept of all(db, db.kysely.selectFrom('mail_swept').select(['status', 'count'])))
    counts[swept.status] += Number(swept.count);
  return counts;
}

/** The newest messages that gave up, without their bodies (a body may carry a reset link). */
export function latestFailures(db: Db, limit: number) {
  return all(
    db,
    db.kysely
      .selectFrom('mail_queue')
      .select(['id', 'kind', 'recipient', 'subject', 'attempts', 'last_error', 'last_attempt_at'])
      .where('status', '=', 'failed')
      .orderBy('last_attempt_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit),
  );
}

/** The newest temporary error of a message still queued for another try. */
export function latestRetryError(db: Db) {
  return first(
    db,
    db.kysely
      .selectFrom('mail_queue')
      .select(['id', 'kind', 'recipient', 'subject', 'attempts', 'last_error', 'last_attempt_at', 'next_attempt_at'])
      .where('status', '=', 'queued')
      .where('last_error', 'is not', null)
      .orderBy('last_attempt_at', 'desc')
      .limit(1),
  );
}
