import type { Db } from '../db/client';
import { describeFailure, isPermanentFailure, type Delivery } from './mail-delivery';
import { dueMails, markFailed, markRetry, markSent, nextDueAt, type QueuedMail } from './mail-queue';

export interface RetryPolicy {
  /** Attempts in all, the first included; the last failed attempt marks the message failed. */
  maxAttempts: number;
  /** The wait after the first failure; it doubles with each further failure, up to an hour. */
  baseDelayMs: number;
}

const MAX_DELAY_MS = 60 * 60_000;
/** The timer's longest sleep: also picks up messages queued by another process on the same database. */
const IDLE_CHECK_MS = 30_000;
/** How long stop() lets messages in flight finish before it closes the connections anyway. */
const STOP_GRACE_MS = 10_000;

/** Exponential backoff with ±20 % jitter, so a batch refused together does not come back together. */
export function retryDelayMs(policy: RetryPolicy, attemptsSoFar: number, random = Math.random): number {
  const exact = Math.min(policy.baseDelayMs * 2 ** Math.max(0, attemptsSoFar - 1), MAX_DELAY_MS);
  return Math.round(exact * (0.8 + 0.4 * random()));
}

/**
 * Drains mail_queue through one Delivery. One drain runs at a time: a kick during a drain asks for
 * another pass instead of a second, concurrent one, so a message is never handed over twice by this
 * process. Messages that fail for now come back when their next_attempt_at falls due (the timer).
 */
export function createMailWorker(db: Db, delivery: Delivery, policy: RetryPolicy, batchSize: number) {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;

  const usable = () => !stopped && db.sqlite.open;

  async function attempt(mail: QueuedMail): Promise<void> {
    try {
      await delivery.deliver(mail);
      if (db.sqlite.open) markSent(db, mail.id, new Date().toISOString());
    } catch (error) {
      if (!db.sqlite.open) return;
      const now = new Date();
      const reason = describeFailure(error);
      const attempts = mail.attempts + 1;
      if (isPermanentFailure(error) || attempts >= policy.maxAttempts) {
        markFailed(db, mail.id, now.toISOString(), reason);
        console.error(
          `[mail] gave up on "${mail.subject}" to ${mail.recipient} after ${attempts} attempt(s): ${reason}`,
        );
      } else {
        markRetry(
          db,
          mail.id,
          now.toISOString(),
          reason,
          new Date(now.getTime() + retryDelayMs(policy, attempts)).toISOString(),
        );
      }
    }
  }

  async function drainDue(): Promise<void> {
    while (usable()) {
      // Each batch is settled (sent, rescheduled or failed) before the next query, so none is picked twice.
      const batch = dueMails(db, new Date().toISOString(), batchSize);
      if (batch.length === 0) return;
      await Promise.all(batch.map(attempt));
    }
  }

  function schedule() {
    if (timer) clearTimeout(timer);
    timer = null;
    if (!usable()) return;
    const next = nextDueAt(db);
    const wait = next === null ? IDLE_CHECK_MS : Math.min(Math.max(0, Date.parse(next) - Date.now()), IDLE_CHECK_MS);
    timer = setTimeout(() => void kick(), wait);
    timer.unref();
  }

  /** Starts a drain now (or asks the running one for another pass); resolves when draining stops. */
  function kick(): Promise<void> {
    if (!usable()) return running ?? Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          await drainDue();
        } while (again && usable());
      } catch (error) {
        console.error('[mail] the queue worker stopped on an error:', (error as Error).message);
      } finally {
        running = null;
        try {
          schedule();
        } catch (error) {
          console.error('[mail] could not schedule the next attempt:', (error as Error).message);
        }
      }
    })();
    return running;
  }

  /** Resolves once nothing that is due now is left unattempted (later retries do not count). */
  async function settled(): Promise<void> {
    for (;;) {
      if (running) await running;
      if (!usable() || dueMails(db, new Date().toISOString(), 1).length === 0) return;
      await kick();
    }
  }

  async function stop(): Promise<void> {
    stopped = true;
    if (timer) clearTimeout(timer);
    timer = null;
    if (running) {
      let grace: NodeJS.Timeout | undefined;
      await Promise.race([running, new Promise<void>((resolve) => (grace = setTimeout(resolve, STOP_GRACE_MS)))]);
      clearTimeout(grace);
    }
    delivery.close();
  }

  return { kick, settled, stop };
}
