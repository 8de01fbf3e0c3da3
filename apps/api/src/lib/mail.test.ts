import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, test } from 'vitest';
import { createMailer } from './mail';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0)) await c();
});

describe('mail', () => {
  test('with SMTP_URL, messages go through a real SMTP server', async () => {
    const received: { from: string; to: string[]; data: string }[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let data = '';
        stream.on('data', (d) => (data += d));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            data,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    cleanups.push(() => new Promise<void>((r) => server.close(() => r())));
    const { port } = server.server.address() as AddressInfo;

    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, from: 'Symposium <no-reply@symposium.test>', outboxDir: '/nonexistent' });
    expect(mailer.mode).toBe('smtp');
    await mailer.send({ to: 'asha@example.com', subject: 'Hello over SMTP', text: 'Body text' });
    expect(received).toHaveLength(1);
    expect(received[0].from).toBe('no-reply@symposium.test');
    expect(received[0].to).toEqual(['asha@example.com']);
    expect(received[0].data).toContain('Subject: Hello over SMTP');
    expect(received[0].data).toContain('Body text');
  });

  test('without SMTP_URL, each message becomes an .eml file in the outbox and one log line', async () => {
    const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-'));
    cleanups.push(() => fs.rmSync(outboxDir, { recursive: true, force: true }));
    const lines: string[] = [];
    const original = console.log;
    console.log = (...args: unknown[]) => void lines.push(args.join(' '));
    try {
      const mailer = createMailer({ from: 'no-reply@symposium.test', outboxDir });
      mailer.sendInBackground({ to: 'a@example.com', subject: 'Reset', text: 'x', link: 'http://h/reset-password/abc' });
      await mailer.settled();
    } finally {
      console.log = original;
    }
    const files = fs.readdirSync(outboxDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    expect(fs.readFileSync(path.join(outboxDir, files[0]), 'utf8')).toContain('Subject: Reset');
    expect(lines).toEqual(['[mail] to=a@example.com subject="Reset" link=http://h/reset-password/abc']);
  });

  test('a failed background send is logged, never thrown', async () => {
    const mailer = createMailer({ smtpUrl: 'smtp://127.0.0.1:1', from: 'x@symposium.test', outboxDir: '/nonexistent' });
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => void errors.push(args);
    try {
      mailer.sendInBackground({ to: 'a@example.com', subject: 'Lost', text: 'x' });
      await mailer.settled();
    } finally {
      console.error = original;
    }
    expect(errors).toHaveLength(1);
  });
});
