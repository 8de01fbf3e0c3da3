import fs from 'node:fs';
import path from 'node:path';
import { MAIL_STATUS_FAILURES } from '@symposium/schema/mail-status';
import { all, run, writeTransaction, type Db } from '../db/client';

// Mail is kept MAIL_RETENTION_DAYS (docs/decisions/0036-mail.md, "Mail is kept 30 days"): an outbox .eml file holds a working
// password-reset link, a queue row a participant's address and what was sent to them. A message still queued is
// never touched, whatever its age; the Mail card's counts and its latest failures outlive the rows.
// The contact inbox follows the same retention once a message is handled (docs/decisions/0056-contact-inbox.md).

const DAY_MS = 24 * 60 * 60_000;

export interface MailSweep {
  sentRows: number;
  failedRows: number;
  outboxFiles: number;
  contactMessages: number;
}

/**
 * Removes the sent rows (by sent_at) and failed rows (by their last attempt) older than `cutoff`, adding them to
 * mail_swept so the Mail card's counts stay whole; the newest MAIL_STATUS_FAILURES failures stay whatever their age —
 * the card's 'Latest failure' — with their bodies emptied. One transaction: counted if and only if removed.
 */
export function sweepMailQueue(db: Db, cutoff: string): Pick<MailSweep, 'sentRows' | 'failedRows'> {
  return writeTransaction(db, () => {
    const sentRows = run(
      db,
      db.kysely.deleteFrom('mail_queue').where('status', '=', 'sent').where('sent_at', '<', cutoff),
    );
    const kept = all(
      db,
      db.kysely
        .selectFrom('mail_queue')
        .select('id')
        .where('status', '=', 'failed')
        .orderBy('last_attempt_at', 'desc')
        .orderBy('id', 'desc')
        .limit(MAIL_STATUS_FAILURES),
    ).map((r) => r.id);
    run(
      db,
      db.kysely
        .updateTable('mail_queue')
        .set({ text: '', html: null, link: null })
        .where('status', '=', 'failed')
        .where('last_attempt_at', '<', cutoff)
        .where('id', 'in', kept.length ? kept : [-1]),
    );
    const failedRows = run(
      db,
      db.kysely
        .deleteFrom('mail_queue')
        .where('status', '=', 'failed')
        .where('last_attempt_at', '<', cutoff)
        .where('id', 'not in', kept.length ? kept : [-1]),
    );
    for (const [status, count] of [
      ['sent', sentRows],
      ['failed', failedRows],
    ] as const) {
      if (count === 0) continue;
      run(
        db,
        db.kysely
          .insertInto('mail_swept')
          .values({ status, count })
          .onConflict((oc) => oc.column('status').doUpdateSet((eb) => ({ count: eb('mail_swept.count', '+', count) }))),
      );
    }
    return { sentRows, failedRows };
  });
}

/**
 * Removes the contact messages marked handled before `cutoff`. An open message stays whatever its age: nobody has
 * answered it yet.
 */
export function sweepHandledContactMessages(db: Db, cutoff: string): number {
  return writeTransaction(db, () =>
    run(
      db,
      db.kysely.deleteFrom('contact_messages').where('handled_at', 'is not', null).where('handled_at', '<', cutoff),
    ),
  );
}

/** What the outbox writes: `<time>-<random>.eml`, and its `.eml.tmp` while it is written. Nothing else is removed. */
const OUTBOX_FILE = /\.eml(\.tmp)?$/;

/** Removes the outbox's message files last written before `cutoffMs`. */
export async function sweepOutbox(outboxDir: string, cutoffMs: number): Promise<number> {
  let names: string[];
  try {
    names = await fs.promises.readdir(outboxDir);
  } catch {
    return 0; // no outbox yet
  }
  let removed = 0;
  for (const name of names.filter((n) => OUTBOX_FILE.test(n))) {
    const file = path.join(outboxDir, name);
    try {
      const stat = await fs.promises.lstat(file);
      if (!stat.isFile() || stat.mtimeMs >= cutoffMs) continue;
      await fs.promises.rm(file);
      removed += 1;
    } catch {
      // gone meanwhile, or not ours to remove: the next sweep tries again
    }
  }
  return removed;
}

/** One sweep: the queue, the handled contact messages, then the outbox folder. `now` is the clock (moved in tests). */
export async function sweepMail(
  db: Db,
  options: { outboxDir: string; retentionDays: number; now: Date },
): Promise<MailSweep> {
  const cutoffMs = options.now.getTime() - options.retentionDays * DAY_MS;
  const cutoff = new Date(cutoffMs).toISOString();
  const rows = sweepMailQueue(db, cutoff);
  const contactMessages = sweepHandledContactMessages(db, cutoff);
  const outboxFiles = await sweepOutbox(options.outboxDir, cutoffMs);
  return { ...rows, contactMessages, outboxFiles };
}
