import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** A link the message carries, logged beside the subject for the embedded outbox. */
  link?: string;
  replyTo?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Sends without making the caller wait (or fail); errors are logged. */
  sendInBackground(message: MailMessage): void;
  /** Resolves once every background send has finished (used at shutdown and by tests). */
  settled(): Promise<void>;
  readonly mode: 'smtp' | 'outbox';
}

function withBackground(mode: Mailer['mode'], send: Mailer['send']): Mailer {
  const pending = new Set<Promise<unknown>>();
  return {
    mode,
    send,
    sendInBackground(message) {
      const job = sendQuietly(send, message).finally(() => pending.delete(job));
      pending.add(job);
    },
    async settled() {
      await Promise.all([...pending]);
    },
  };
}

/**
 * SMTP_URL set: messages go through that server. Unset (the embedded default): each message is
 * written as an .eml file into DATA_DIR/outbox and one line is logged with its subject and link.
 */
export function createMailer(options: { smtpUrl?: string; from: string; outboxDir: string }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return withBackground('smtp', async (message) => {
      await transport.sendMail({ from: options.from, ...message });
    });
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return withBackground('outbox', async (message) => {
      const info = await transport.sendMail({ from: options.from, ...message });
      await fs.promises.mkdir(options.outboxDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      await fs.promises.writeFile(path.join(options.outboxDir, name), info.message as Buffer);
      console.log(`[mail] to=${message.to} subject="${message.subject}"${message.link ? ` link=${message.link}` : ''}`);
  });
}

/** Mail is a side effect after the data is safely committed: a failed send is logged, never fatal. */
async function sendQuietly(send: Mailer['send'], message: MailMessage): Promise<boolean> {
  try {
    await send(message);
    return true;
  } catch (error) {
    console.error(`[mail] failed to send "${message.subject}" to ${message.to}:`, (error as Error).message);
    return false;
  }
}
