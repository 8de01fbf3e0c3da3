import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { migrateToLatest, openDatabase, writeTransaction, type Db } from '../db/client';
import { adminToken, createTestContextForThisTest, registerParticipant } from '../test-support/context';
import { eventually, startTestSmtp } from '../test-support/smtp-server';
import { createMailer, type Mailer, type MailerOptions } from './mail';
import type { QueuedMail } from './mail-queue';
import { retryDelayMs } from './mail-worker';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

function tempDir(prefix: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

async function openDb(dataDir: string): Promise<Db> {
  const db = openDatabase(path.join(dataDir, 'symposium.sqlite'));
  await migrateToLatest(db);
  return db;
}

/** A mailer on a real SQLite file; fast retries so tests wait milliseconds, not minutes. */
function mailerOn(db: Db, options: Partial<MailerOptions> & { outboxDir?: string } = {}): Mailer {
  const mailer = createMailer(db, {
    from: 'Symposium <no-reply@symposium.test>',
    outboxDir: '/nonexistent',
    retry: { maxAttempts: 20, baseDelayMs: 10 },
    smtpMaxConnections: 3,
    smtpRatePerSecond: 0,
    retentionDays: 30,
    ...options,
  });
  cleanups.push(() => mailer.stop());
  return mailer;
}

async function fixture(options: Parameters<typeof mailerOn>[1] = {}) {
  const db = await openDb(tempDir('mail-queue-'));
  cleanups.push(() => db.close());
  return { db, mailer: mailerOn(db, options) };
}

const rows = (db: Db) => db.sqlite.prepare('select * from mail_queue order by id').all() as QueuedMail[];
/** Every row once none is queued any more (the worker retries on its own timer). */
const whenDrained = (db: Db) =>
  eventually(() => {
    const all = rows(db);
    return all.length > 0 && all.every((r) => r.status !== 'queued') ? all : undefined;
  }, 'the mail queue to drain');

const mail = (to: string, subject = `Hello ${to}`) => ({ to, subject, text: `Body for ${to}` });

describe('mail over SMTP (a real local server)', () => {
  test('a queued message goes through the server and is recorded as sent, its body no longer kept', async () => {
    const smtp = await startTestSmtp();
    cleanups.push(smtp.close);
    const { db, mailer } = await fixture({ smtpUrl: smtp.url });
    expect(mailer.mode).toBe('smtp');
    mailer.sendInBackground({ ...mail('asha@example.com', 'Hello over SMTP'), kind: 'test', userId: 'u1' });
    await mailer.settled();
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0].from).toBe('no-reply@symposium.test');
    expect(smtp.received[0].to).toEqual(['asha@example.com']);
    expect(smtp.received[0].data).toContain('Subject: Hello over SMTP');
    expect(smtp.received[0].data).toContain('Body for asha@example.com');
    expect(rows(db)).toMatchObject([
      {
        status: 'sent',
        attempts: 1,
        kind: 'test',
        user_id: 'u1',
        recipient: 'asha@example.com',
        text: '',
        last_error: null,
      },
    ]);
    expect(rows(db)[0].sent_at).not.toBeNull();
  });

  test('a server capped at 1 connection: all 40 messages arrive once each, after retrying the 421s', async () => {
    const smtp = await startTestSmtp({ maxClients: 1 });
    cleanups.push(smtp.close);
    const { db, mailer } = await fixture({ smtpUrl: smtp.url });
    const recipients = Array.from({ length: 40 }, (_, i) => `p${i}@example.com`);
    for (const to of recipients) mailer.sendInBackground(mail(to));
    const done = await whenDrained(db);
    expect(done.every((r) => r.status === 'sent')).toBe(true);
    expect(smtp.received.flatMap((m) => m.to).sort()).toEqual([...recipients].sort());
    // The cap was really hit: some messages needed more than one attempt, and their 421 was recorded.
    const retried = done.filter((r) => r.attempts > 1);
    expect(retried.length).toBeGreaterThan(0);
    expect(retried[0].last_error).toContain('421');
  });

  test('a server answering 421 to the first 5 messages: each is retried and delivered, nothing lost or doubled', async () => {
    const smtp = await startTestSmtp({
      refuse: (_address, n) =>
        n <= 5 ? { code: 421, message: 'Too many connected clients, try again in a moment' } : undefined,
    });
    cleanups.push(smtp.close);
    const { db, mailer } = await fixture({ smtpUrl: smtp.url, smtpMaxConnections: 1 });
    const recipients = Array.from({ length: 12 }, (_, i) => `q${i}@example.com`);
    for (const to of recipients) mailer.sendInBackground(mail(to));
    const done = await whenDrained(db);
    expect(done.map((r) => r.status)).toEqual(recipients.map(() => 'sent'));
    expect(smtp.received.flatMap((m) => m.to).sort()).toEqual([...recipients].sort());
    expect(done.reduce((sum, r) => sum + r.attempts, 0)).toBe(recipients.length + 5);
  });

  test('never more connections than MAIL_SMTP_MAX_CONNECTIONS, however many messages are queued', async () => {
    const smtp = await startTestSmtp();
    cleanups.push(smtp.close);
    const { db, mailer } = await fixture({ smtpUrl: smtp.url, smtpMaxConnections: 2 });
    for (let i = 0; i < 30; i++) mailer.sendInBackground(mail(`c${i}@example.com`));
    await whenDrained(db);
    expect(smtp.received).toHaveLength(30);
    expect(smtp.mostOpenAtOnce()).toBeGreaterThan(0);
    expect(smtp.mostOpenAtOnce()).toBeLessThanOrEqual(2);
  });

  test("a 5xx answer fails the message at once with the server's reason; the others still go", async () => {
    const smtp = await startTestSmtp({
      refuse: (address) => (address.startsWith('nobody@') ? { code: 550, message: 'No such user here' } : undefined),
    });
    cleanups.push(smtp.close);
    const { db, mailer } = await fixture({ smtpUrl: smtp.url });
    mailer.sendInBackground(mail('nobody@example.com'));
    mailer.sendInBackground(mail('somebody@example.com'));
    const [bounced, delivered] = await whenDrained(db);
    expect(bounced).toMatchObject({ status: 'failed', attempts: 1, sent_at: null });
    expect(bounced.last_error).toContain('550 No such user here');
    expect(bounced.text).toBe('Body for nobody@example.com');
    expect(delivered).toMatchObject({ status: 'sent', attempts: 1 });
  });

  test('temporary failures stop after MAIL_MAX_ATTEMPTS and the message is marked failed', async () => {
    const smtp = await startTestSmtp({ refuse: () => ({ code: 451, message: 'Local problem, try later' }) });
    cleanups.push(smtp.close);
    const { db, mailer } = await fixture({ smtpUrl: smtp.url, retry: { maxAttempts: 3, baseDelayMs: 5 } });
    mailer.sendInBackground(mail('later@example.com'));
    const [row] = await whenDrained(db);
    expect(row).toMatchObject({ status: 'failed', attempts: 3 });
    expect(row.last_error).toContain('451 Local problem, try later');
    expect(smtp.received).toEqual([]);
  });

  test('a refused connection (no server) is temporary: the message stays queued with the error and a later try', async () => {
    const { db, mailer } = await fixture({
      smtpUrl: 'smtp://127.0.0.1:1',
      retry: { maxAttempts: 5, baseDelayMs: 60_000 },
    });
    mailer.sendInBackground(mail('waiting@example.com'));
    await mailer.settled();
    const [row] = rows(db);
    expect(row).toMatchObject({ status: 'queued', attempts: 1 });
    expect(row.last_error).toContain('ECONNREFUSED');
    expect(Date.parse(row.next_attempt_at)).toBeGreaterThan(Date.parse(row.last_attempt_at!));
  });

  test('queued mail survives a restart: enqueued, stopped before any send, reopened, delivered', async () => {
    const smtp = await startTestSmtp();
    cleanups.push(smtp.close);
    const dataDir = tempDir('mail-restart-');
    const first = await openDb(dataDir);
    const before = mailerOn(first, { smtpUrl: smtp.url });
    writeTransaction(first, () => {
      before.sendInBackground(mail('one@example.com'));
      before.sendInBackground(mail('two@example.com'));
    });
    await before.stop();
    expect(rows(first).map((r) => r.status)).toEqual(['queued', 'queued']);
    first.close();
    expect(smtp.received).toEqual([]);

    const second = await openDb(dataDir);
    cleanups.push(() => second.close());
    const after = mailerOn(second, { smtpUrl: smtp.url });
    await after.settled();
    expect(rows(second).map((r) => r.status)).toEqual(['sent', 'sent']);
    expect(smtp.received.flatMap((m) => m.to).sort()).toEqual(['one@example.com', 'two@example.com']);
  });
});

describe('mail without SMTP_URL (the outbox)', () => {
  test('each message becomes an .eml file in the outbox and one log line', async () => {
    const outboxDir = tempDir('outbox-');
    const lines: string[] = [];
    const original = console.log;
    console.log = (...args: unknown[]) => void lines.push(args.join(' '));
    try {
      const { db, mailer } = await fixture({ outboxDir });
      expect(mailer.mode).toBe('outbox');
      mailer.sendInBackground({
        to: 'a@example.com',
        subject: 'Reset',
        text: 'x',
        link: 'http://h/reset-password/abc',
      });
      await mailer.settled();
      expect(rows(db)).toMatchObject([{ status: 'sent', attempts: 1 }]);
    } finally {
      console.log = original;
    }
    const files = fs.readdirSync(outboxDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    expect(fs.readFileSync(path.join(outboxDir, files[0]), 'utf8')).toContain('Subject: Reset');
    // It carries a working reset link: readable by the server's user only, like uploads and keys.
    expect(fs.statSync(path.join(outboxDir, files[0])).mode & 0o777).toBe(0o600);
    expect(lines).toEqual(['[mail] to=a@example.com subject="Reset" link=http://h/reset-password/abc']);
  });

  test('in production the log line leaves the link out and names the outbox file that holds it', async () => {
    const outboxDir = tempDir('outbox-');
    const lines: string[] = [];
    const original = console.log;
    console.log = (...args: unknown[]) => void lines.push(args.join(' '));
    try {
      const { mailer } = await fixture({ outboxDir, logLinks: false });
      mailer.sendInBackground({
        to: 'a@example.com',
        subject: 'Reset',
        text: 'Open http://h/reset-password/abc',
        link: 'http://h/reset-password/abc',
      });
      await mailer.settled();
    } finally {
      console.log = original;
    }
    const [file] = fs.readdirSync(outboxDir);
    expect(lines).toEqual([`[mail] to=a@example.com subject="Reset" link in outbox/${file}`]);
    expect(fs.readFileSync(path.join(outboxDir, file), 'utf8')).toContain('http://h/reset-password/abc');
  });

  test('a subject typed with line breaks stays one line: in the queue, the staff mail status and the log', async () => {
    const outboxDir = tempDir('outbox-');
    const lines: string[] = [];
    const original = console.log;
    console.log = (...args: unknown[]) => void lines.push(args.join(' '));
    try {
      const { db, mailer } = await fixture({ outboxDir });
      mailer.sendInBackground({
        to: 'a@example.com',
        subject: 'Hi\r\n[mail] to=admin@example.com subject="forged"\u2028x',
        text: 'x',
      });
      await mailer.settled();
      expect(rows(db)[0].subject).toBe('Hi [mail] to=admin@example.com subject="forged" x');
    } finally {
      console.log = original;
    }
    expect(lines).toEqual(['[mail] to=a@example.com subject="Hi [mail] to=admin@example.com subject="forged" x"']);
    const eml = fs.readFileSync(path.join(outboxDir, fs.readdirSync(outboxDir)[0]), 'utf8');
    expect(eml.match(/^Subject: /gm)).toHaveLength(1);
  });

  test('a message queued in a transaction that rolls back is never sent', async () => {
    const outboxDir = tempDir('outbox-');
    const { db, mailer } = await fixture({ outboxDir });
    expect(() =>
      writeTransaction(db, () => {
        mailer.sendInBackground(mail('ghost@example.com'));
        throw new Error('the change failed');
      }),
    ).toThrow('the change failed');
    mailer.sendInBackground(mail('real@example.com'));
    await mailer.settled();
    expect(rows(db).map((r) => r.recipient)).toEqual(['real@example.com']);
    expect(fs.readdirSync(outboxDir)).toHaveLength(1);
  });
});

test("a participant's reply reaches the settings' contact email, not the no-reply sender; the contact form's stays the visitor's", async () => {
  const ctx = await createTestContextForThisTest({ CONTACT_EMAIL: 'help@symposium.test', TRUST_PROXY: 'true' });
  await registerParticipant(ctx, { email: 'asha@example.com' });
  const saved = await ctx.request('/api/v1/admin/settings', {
    method: 'PUT',
    token: await adminToken(ctx),
    json: { contactEmail: 'desk@symposium.test' },
  });
  expect(saved.status).toBe(200);
  const forgot = await ctx.request('/api/v1/auth/forgot-password', {
    method: 'POST',
    json: { email: 'asha@example.com' },
  });
  expect(forgot.status).toBe(200);
  const contact = {
    name: 'Meena Raj',
    email: 'meena@example.com',
    phone: '9123456789',
    subject: 'Parking',
    message: 'Is parking available?',
  };
  expect((await ctx.request('/api/v1/contact', { method: 'POST', json: contact })).status).toBe(200);
  const mails = await ctx.outbox();
  const replyTo = (subject: string) => {
    const eml = mails.find((m) => m.includes(subject));
    expect(eml, subject).toBeDefined();
    return eml!.match(/^Reply-To: (.*)$/m)?.[1];
  };
  expect(replyTo('registration received')).toBe('help@symposium.test');
  // Read when the mail is queued: the address an admin has just set.
  expect(replyTo('reset your password')).toBe('desk@symposium.test');
  expect(replyTo('contact: Parking')).toBe('meena@example.com');
});

test('retry waits double with each failure (±20 %), capped at an hour', () => {
  const policy = { maxAttempts: 8, baseDelayMs: 1000 };
  const middle = () => 0.5;
  expect([1, 2, 3, 4].map((n) => retryDelayMs(policy, n, middle))).toEqual([1000, 2000, 4000, 8000]);
  expect(retryDelayMs(policy, 1, () => 0)).toBe(800);
  expect(retryDelayMs(policy, 1, () => 1)).toBe(1200);
  expect(retryDelayMs(policy, 30, middle)).toBe(3_600_000);
});
