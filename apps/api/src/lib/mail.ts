import type { Db } from '../db/client';
import { outboxDelivery, smtpDelivery } from './mail-delivery';
import { insertMail } from './mail-queue';
import { sweepMail, type MailSweep } from './mail-retention';
import { createMailWorker, type RetryPolicy } from './mail-worker';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** A link the message carries, logged beside the subject for the embedded outbox. */
  link?: string;
  replyTo?: string;
  /** What the message is, for the queue and the staff's mail status ('password-reset', 'bulk:welcome'…). */
  kind?: string;
  /** The participant the message is about, when there is one. */
  userId?: string;
}

export interface Mailer {
  /**
   * Queues the message in mail_queue and wakes the worker; never waits for the send and never fails
   * because of it. Synchronous: called inside a writeTransaction, the message exists if and only if
   * that transaction commits (docs/architecture.md "Mail").
   */
  sendInBackground(message: MailMessage): void;
  /** Resolves once every message due now has been attempted (tests, and the outbox readers). */
  settled(): Promise<void>;
  /** Removes the mail older than the retention (the same sweep as at start and daily); resolves with what went. */
  sweep(): Promise<MailSweep>;
  /** Stops the worker (lets messages in flight finish briefly) and closes connections; the queue stays. */
  stop(): Promise<void>;
  readonly mode: 'smtp' | 'outbox';
}

export interface MailerOptions {
  smtpUrl?: string;
  /**
   * Sent and failed mail (queue rows, outbox files) older than this is removed, at start and daily (mail-retention.ts);
   * so are the contact messages handled longer ago than this.
   */
  retentionDays: number;
  /** The clock the retention sweep reads; tests move it. */
  now?: () => Date;
  from: string;
  outboxDir: string;
  retry: RetryPolicy;
  smtpMaxConnections: number;
  smtpRatePerSecond: number;
  /**
   * The Reply-To of a message that names none, read when it is queued: the settings' public contact email, the address
   * the mails tell participants to write to — a reply to MAIL_FROM (a no-reply sender) would be lost.
   */
  defaultReplyTo?: () => string;
  /**
   * Without SMTP: the outbox's log line names the message's link (a reset link an operator can pass on by hand). Off
   * in production (NODE_ENV=production): a log is read and kept by more people than the mailbox; the .eml keeps it.
   */
  logLinks?: boolean;
}

/** How often the retention sweep runs after the one at start. */
const SWEEP_EVERY_MS = 24 * 60 * 60_000;

/**
 * A subject is a header, and the log line and the staff's mail status show it: what a visitor typed (the contact
 * form's subject) may not start a new line there, whatever nodemailer would make of it.
 */
const oneLine = (text: string) => text.replace(/[\p{Cc}\u2028\u2029]+/gu, ' ').trim();

/**
 * SMTP_URL set: messages go through that server over a small connection pool. Unset (the embedded
 * default): each message is written as an .eml file into DATA_DIR/outbox and one line is logged with
 * its subject and link. Either way they pass through the durable queue first, and the worker starts
 * at once on whatever an earlier run left queued.
 */
export function createMailer(db: Db, options: MailerOptions): Mailer {
  const delivery = options.smtpUrl
    ? smtpDelivery({
        url: options.smtpUrl,
        from: options.from,
        maxConnections: options.smtpMaxConnections,
        ratePerSecond: options.smtpRatePerSecond,
      })
    : outboxDelivery({ from: options.from, outboxDir: options.outboxDir, logLinks: options.logLinks ?? true });
  // Enough work in hand to keep every pooled connection busy; the pool and its rate limit pace the rest.
  const batchSize = options.smtpUrl ? options.smtpMaxConnections * 4 : 10;
  const worker = createMailWorker(db, delivery, options.retry, batchSize);
  void worker.kick();
  const clock = options.now ?? (() => new Date());
  const sweep = () =>
    sweepMail(db, { outboxDir: options.outboxDir, retentionDays: options.retentionDays, now: clock() });
  const sweepInBackground = () => {
    if (!db.sqlite.open) return;
    sweep().catch((error: unknown) => console.error('[mail] the retention sweep failed:', (error as Error).message));
  };
  sweepInBackground();
  const daily = setInterval(sweepInBackground, SWEEP_EVERY_MS);
  daily.unref();
  return {
    mode: delivery.mode,
    sendInBackground(message) {
      insertMail(
        db,
        {
          kind: message.kind ?? 'other',
          userId: message.userId ?? null,
          recipient: message.to,
          replyTo: message.replyTo ?? options.defaultReplyTo?.() ?? null,
          subject: oneLine(message.subject),
          text: message.text,
          html: message.html ?? null,
          link: message.link ?? null,
        },
        new Date().toISOString(),
      );
      // After the current synchronous work: inside a transaction, that is after its commit (or rollback).
      setImmediate(() => void worker.kick());
    },
    settled: worker.settled,
    sweep,
    stop() {
      clearInterval(daily);
      return worker.stop();
    },
  };
}
