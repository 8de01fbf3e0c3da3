import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import nodemailer from 'nodemailer';
import { PRIVATE_DIR_MODE } from './data-dir';
import type { QueuedMail } from './mail-queue';

/** Hands one queued message to the outside world; throws when it was not accepted. */
export interface Delivery {
  readonly mode: 'smtp' | 'outbox';
  deliver(mail: QueuedMail): Promise<void>;
  close(): void;
}

export interface SmtpOptions {
  url: string;
  from: string;
  /** Connections the pool may hold open at once (servers cap them; the audit's server allowed 10). */
  maxConnections: number;
  /** Messages per second at most; 0 = no limit. */
  ratePerSecond: number;
}

const envelopeOf = (from: string, mail: QueuedMail) => ({
  from,
  to: mail.recipient,
  subject: mail.subject,
  text: mail.text,
  ...(mail.html ? { html: mail.html } : {}),
  ...(mail.reply_to ? { replyTo: mail.reply_to } : {}),
});

/** One pooled SMTP transport: few connections, reused, and a send rate the server will accept. */
export function smtpDelivery(options: SmtpOptions): Delivery {
  const transport = nodemailer.createTransport({
    url: options.url,
    pool: true,
    maxConnections: options.maxConnections,
    ...(options.ratePerSecond > 0 ? { rateDelta: 1000, rateLimit: options.ratePerSecond } : {}),
  });
  return {
    mode: 'smtp',
    async deliver(mail) {
      await transport.sendMail(envelopeOf(options.from, mail));
    },
    close: () => transport.close(),
  };
}

/** The embedded default: each message becomes DATA_DIR/outbox/<time>-<random>.eml and one log line. */
export function outboxDelivery(options: { from: string; outboxDir: string; logLinks: boolean }): Delivery {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    mode: 'outbox',
    async deliver(mail) {
      const info = await transport.sendMail(envelopeOf(options.from, mail));
      await fs.promises.mkdir(options.outboxDir, { recursive: true, mode: PRIVATE_DIR_MODE });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      // Written under a temporary name and renamed, so a reader never sees half a message. Owner-only, as uploads
      // and keys are: a message may carry a working password-reset link.
      const target = path.join(options.outboxDir, name);
      await fs.promises.writeFile(`${target}.tmp`, info.message as Buffer, { mode: 0o600 });
      await fs.promises.rename(`${target}.tmp`, target);
      const link = !mail.link ? '' : options.logLinks ? ` link=${mail.link}` : ` link in outbox/${name}`;
      console.log(`[mail] to=${mail.recipient} subject="${mail.subject}"${link}`);
    },
    close: () => transport.close(),
  };
}

/**
 * SMTP reply codes say whether trying again can help: 4xx is "not now" (421 too many connections, 451
 * local error), 5xx is "never" (550 no such mailbox). No code at all means the conversation did not
 * happen (refused, reset, timed out): worth another try — except a message nodemailer itself could not
 * build or address, which will not improve.
 */
export function isPermanentFailure(error: unknown): boolean {
  const { responseCode, code } = (error ?? {}) as { responseCode?: number; code?: string };
  if (typeof responseCode === 'number') return responseCode >= 500 && responseCode < 600;
  return code === 'EENVELOPE' || code === 'EMESSAGE';
}

/** One line for staff: the server's reply when there is one, else the error's message. */
export function describeFailure(error: unknown): string {
  const { response, message } = (error ?? {}) as { response?: string; message?: string };
  return String(response || message || error)
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 500);
}
