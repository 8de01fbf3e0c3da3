import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MAIL_STATUS_FAILURES } from '@symposium/schema/mail-status';
import { afterEach, describe, expect, test } from 'vitest';
import { migrateToLatest, openDatabase, type Db } from '../db/client';
import { eventually } from '../test-support/smtp-server';
import { createMailer, type Mailer } from './mail';
import { insertMail, latestFailures, mailCounts, markFailed, type QueuedMail } from './mail-queue';

// A real SQLite file and a real outbox folder; the only thing moved is the retention sweep's clock.

const DAY_MS = 24 * 60 * 60_000;
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

async function fixture() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mail-retention-'));
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  const db = openDatabase(path.join(dir, 'symposium.sqlite'));
  cleanups.push(() => db.close());
  await migrateToLatest(db);
  const outboxDir = path.join(dir, 'outbox');
  /** Days the sweep's clock is ahead of the real one. */
  const clock = { aheadDays: 0 };
  const start = (): Mailer => {
    const mailer = createMailer(db, {
      from: 'Symposium <no-reply@symposium.test>',
      outboxDir,
      retry: { maxAttempts: 3, baseDelayMs: 10 },
      smtpMaxConnections: 1,
      smtpRatePerSecond: 0,
      retentionDays: 30,
      now: () => new Date(Date.now() + clock.aheadDays * DAY_MS),
    });
    cleanups.push(() => mailer.stop());
    return mailer;
  };
  return { db, outboxDir, clock, start };
}

const rows = (db: Db) => db.sqlite.prepare('select * from mail_queue order by id').all() as QueuedMail[];
const outboxFiles = (dir: string) => (fs.existsSync(dir) ? fs.readdirSync(dir).sort() : []);
const resetMail = (to: string) => ({
  to,
  subject: 'Reset your password',
  text: `Reset it: http://symposium.test/reset-password/secret-${to}`,
  link: `http://symposium.test/reset-password/secret-${to}`,
  kind: 'password-reset',
});

/** A message that gave up (a 550, say), as the worker records it. */
function failedMail(db: Db, to: string, at: Date): number {
  const id = insertMail(
    db,
    {
      kind: 'password-reset',
      userId: null,
      recipient: to,
      replyTo: null,
      subject: 'Reset your password',
      text: 'Reset: secret',
      html: null,
      link: 'http://x/secret',
    },
    at.toISOString(),
  );
  markFailed(db, id, at.toISOString(), `550 No such mailbox ${to}`);
  return id;
}

describe('mail retention (MAIL_RETENTION_DAYS = 30)', () => {
  test('sent rows and their outbox .eml files go once older than 30 days, and the Mail card still counts them', async () => {
    const { db, outboxDir, clock, start } = await fixture();
    const mailer = start();
    for (const to of ['a@example.com', 'b@example.com', 'c@example.com']) mailer.sendInBackground(resetMail(to));
    await mailer.settled();
    expect(outboxFiles(outboxDir)).toHaveLength(3);
    // Sent: the body and the reset link are no longer kept in the row.
    expect(rows(db).map((r) => [r.status, r.text, r.link])).toEqual(Array(3).fill(['sent', '', null]));
    fs.writeFileSync(path.join(outboxDir, 'NOTES.txt'), 'the operator’s own file');

    clock.aheadDays = 29;
    expect(await mailer.sweep()).toEqual({ sentRows: 0, failedRows: 0, outboxFiles: 0, contactMessages: 0 });
    expect(rows(db)).toHaveLength(3);

    clock.aheadDays = 31;
    expect(await mailer.sweep()).toEqual({ sentRows: 3, failedRows: 0, outboxFiles: 3, contactMessages: 0 });
    expect(rows(db)).toEqual([]);
    expect(outboxFiles(outboxDir)).toEqual(['NOTES.txt']);
    expect(mailCounts(db)).toEqual({ queued: 0, sent: 3, failed: 0, retrying: 0 });

    // A later sweep adds to the count, never resets it.
    mailer.sendInBackground(resetMail('d@example.com'));
    await mailer.settled();
    clock.aheadDays = 62;
    expect(await mailer.sweep()).toMatchObject({ sentRows: 1, outboxFiles: 1 });
    expect(mailCounts(db).sent).toBe(4);
  });

  test('a message still waiting to be sent is never removed, however old', async () => {
    const { db, clock, start } = await fixture();
    const longAgo = new Date(Date.now() - 400 * DAY_MS).toISOString();
    // Queued a year ago, its next try (after temporary failures) far ahead: still queued.
    const id = insertMail(
      db,
      {
        kind: 'welcome',
        userId: null,
        recipient: 'late@example.com',
        replyTo: null,
        subject: 'Welcome',
        text: 'Hello',
        html: null,
        link: null,
      },
      longAgo,
    );
    db.sqlite
      .prepare(
        `update mail_queue set attempts = 5, last_error = '421 try later', last_attempt_at = ?, next_attempt_at = ? where id = ?`,
      )
      .run(longAgo, new Date(Date.now() + 3650 * DAY_MS).toISOString(), id);
    const mailer = start();
    clock.aheadDays = 365;
    expect(await mailer.sweep()).toEqual({ sentRows: 0, failedRows: 0, outboxFiles: 0, contactMessages: 0 });
    expect(rows(db)).toMatchObject([{ id, status: 'queued', text: 'Hello', last_error: '421 try later' }]);
    expect(mailCounts(db)).toMatchObject({ queued: 1, retrying: 1 });
  });

  test('old failures go, but the newest ones stay for the Mail card (their bodies emptied), and the count stays whole', async () => {
    const { db, clock, start } = await fixture();
    const base = Date.now() - DAY_MS;
    const ids = Array.from({ length: 8 }, (_, i) => failedMail(db, `f${i}@example.com`, new Date(base + i * 60_000)));
    const mailer = start();
    const cardBefore = { counts: mailCounts(db), latest: latestFailures(db, MAIL_STATUS_FAILURES) };

    clock.aheadDays = 40;
    expect(await mailer.sweep()).toEqual({
      sentRows: 0,
      failedRows: 8 - MAIL_STATUS_FAILURES,
      outboxFiles: 0,
      contactMessages: 0,
    });
    const left = rows(db);
    expect(left.map((r) => r.id)).toEqual(ids.slice(8 - MAIL_STATUS_FAILURES));
    expect(left.every((r) => r.text === '' && r.html === null && r.link === null)).toBe(true);
    // The card reads the same: 8 failed, the same latest failures with their reasons.
    expect(mailCounts(db)).toEqual(cardBefore.counts);
    expect(mailCounts(db).failed).toBe(8);
    expect(latestFailures(db, MAIL_STATUS_FAILURES)).toEqual(cardBefore.latest);
    expect(latestFailures(db, 1)[0]?.last_error).toBe('550 No such mailbox f7@example.com');
  });

  test('a failure younger than 30 days keeps its body (staff may still look into it)', async () => {
    const { db, clock, start } = await fixture();
    for (let i = 0; i < 7; i++) failedMail(db, `recent${i}@example.com`, new Date(Date.now() - i * 60_000));
    const mailer = start();
    clock.aheadDays = 10;
    expect(await mailer.sweep()).toEqual({ sentRows: 0, failedRows: 0, outboxFiles: 0, contactMessages: 0 });
    expect(rows(db).every((r) => r.text === 'Reset: secret')).toBe(true);
  });

  test('the sweep runs when the mailer starts: what an earlier run left past its time is gone without waiting a day', async () => {
    const { db, outboxDir, clock, start } = await fixture();
    const first = start();
    first.sendInBackground(resetMail('early@example.com'));
    await first.settled();
    await first.stop();
    expect(outboxFiles(outboxDir)).toHaveLength(1);

    clock.aheadDays = 31;
    start();
    await eventually(
      () => (rows(db).length === 0 && outboxFiles(outboxDir).length === 0 ? true : undefined),
      'the start sweep',
    );
    expect(mailCounts(db).sent).toBe(1);
  });
});
