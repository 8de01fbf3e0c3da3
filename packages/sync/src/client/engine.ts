import {
  MAX_PUSH_BATCH,
  SYNC_SCHEMA_VERSION,
  type Mutation,
  type MutationResult,
  type PullChanges,
  type PullResponse,
  type PushResponse,
} from '../protocol';

/** Where the device keeps its outbox and roster (Dexie in the browser, memory in tests). */
export interface SyncStore {
  /** The oldest queued mutations, in the order they were scanned. */
  outboxBatch(limit: number): Promise<Mutation[]>;
  outboxCount(): Promise<number>;
  /**
   * Removes acknowledged mutations and keeps their server results (the screen shows disagreements). The
   * acknowledged mutations themselves are kept too, the newest `KEPT_ACKNOWLEDGED` of them, for `resetRoster`.
   */
  acknowledge(results: MutationResult[]): Promise<void>;
  /** The cursor to pull from: the fresh snapshot's while one is being downloaded. */
  getCursor(): Promise<string | undefined>;
  /**
   * Applies one pulled page and its cursor together (one transaction). While a fresh snapshot is being
   * downloaded (after `resetRoster`), pages are staged instead; the last one (`hasMore` false) swaps the
   * whole snapshot in at once and puts back the desk's own records of scans still in the outbox.
   */
  applyPull(changes: PullChanges, cursor: string, hasMore: boolean): Promise<void>;
  /**
   * Starts a fresh snapshot (the server asked for one). The roster in use stays as it is until the
   * snapshot is complete, so scans keep their verdicts during the download; the outbox is kept. In the same
   * transaction, the acknowledged mutations kept put themselves back in the outbox (original ids, times and
   * order): a server that no longer knows the desk's cursor may be a restored backup that lost them. Resolves
   * how many went back.
   */
  resetRoster(): Promise<number>;
}

/**
 * How many acknowledged mutations a desk keeps to send again to a restored server (docs/sync.md "Pull"). A desk
 * scans a few thousand in an event; replays are safe (the server answers an id it holds with its stored result).
 */
export const KEPT_ACKNOWLEDGED = 10_000;

/** Offline, timeout, 5xx, 429: nothing acknowledged, try again later. */
export interface RetryOutcome {
  kind: 'retry';
  reason: string;
  /** The server's Retry-After (a 503 or 429), in ms: no request before then. */
  retryAfterMs?: number;
}

/** The server refuses this device or session (revoked device, 401): keep the queue, stop retrying until told. */
export interface BlockedOutcome {
  kind: 'blocked';
  reason: string;
  code?: string;
}

export type PushOutcome = { kind: 'ok'; response: PushResponse } | RetryOutcome | BlockedOutcome;

export type PullOutcome = { kind: 'ok'; response: PullResponse } | RetryOutcome | BlockedOutcome;

export interface SyncTransport {
  push(body: {
    deviceId: string;
    schemaVersion: number;
    sentAt: string;
    queueSize: number;
    mutations: Mutation[];
  }): Promise<PushOutcome>;
  /** `queueSize`: scans still in the outbox, so admins see a device's stranded scans even when it only pulls. */
  pull(query: {
    deviceId: string;
    schemaVersion: number;
    cursor?: string;
    limit: number;
    queueSize?: number;
  }): Promise<PullOutcome>;
}

export interface SyncStatus {
  queued: number;
  syncing: boolean;
  lastSyncAt: number | null;
  /** Why the last attempt failed, in words a desk can act on; null when the last one worked. */
  problem: string | null;
  blocked: boolean;
  /** Roster download progress of the current pull (pages fetched). */
  pulledPages: number;
  pulling: boolean;
  nextRetryAt: number | null;
  /** Acknowledged scans put back in the outbox by the last reset, until a sync has sent them all (0: none). */
  resending: number;
}

export interface SyncEngineOptions {
  deviceId: string;
  store: SyncStore;
  transport: SyncTransport;
  now?: () => number;
  pullLimit?: number;
  /** Backoff bounds in ms. */
  minBackoff?: number;
  maxBackoff?: number;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
  /** Jitter source in [0, 1) (tests pin it). */
  random?: () => number;
}

/**
 * The device side of sync: pushes the outbox in batches (oldest first) and then pulls roster changes
 * until there are no more. Failures back off exponentially; a blocked device keeps its queue.
 * Callers trigger `requestSync()` when there is a reason to try at once (a scan, 'online', 'Sync now'),
 * and `syncIfDue()` on a timer or a visible tab: that one waits for the backoff's next retry, so the
 * backoff can grow to its maximum. A server's Retry-After holds back both until it has passed.
 */
export class SyncEngine {
  private status: SyncStatus = {
    queued: 0,
    syncing: false,
    lastSyncAt: null,
    problem: null,
    blocked: false,
    pulledPages: 0,
    pulling: false,
    nextRetryAt: null,
    resending: 0,
  };
  private listeners = new Set<(s: SyncStatus) => void>();
  private running: Promise<void> | null = null;
  private again = false;
  private failures = 0;
  private retryTimer: unknown = null;
  /** When the scheduled retry is due (null: none scheduled). */
  private retryAt: number | null = null;
  /** The server asked for no request before this time (Retry-After). */
  private notBefore = 0;
  /** Stopped (a device being cleared): no sync starts until `start()`. */
  private stopped = false;
  private readonly now: () => number;
  private readonly random: () => number;
  private readonly setTimer: (fn: () => void, ms: number) => unknown;
  private readonly clearTimer: (handle: unknown) => void;

  constructor(private readonly options: SyncEngineOptions) {
    this.now = options.now ?? Date.now;
    this.random = options.random ?? Math.random;
    this.setTimer = options.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
    this.clearTimer = options.clearTimer ?? ((h) => clearTimeout(h as ReturnType<typeof setTimeout>));
  }

  getStatus(): SyncStatus {
    return this.status;
  }

  subscribe(listener: (s: SyncStatus) => void): () => void {
    this.listeners.add(listener);
    listener(this.status);
    return () => this.listeners.delete(listener);
  }

  private update(patch: Partial<SyncStatus>) {
    this.status = { ...this.status, ...patch };
    for (const l of this.listeners) l(this.status);
  }

  async refreshQueued(): Promise<void> {
    this.update({ queued: await this.options.store.outboxCount() });
  }

  /**
   * Runs a sync now (cutting a backoff short), or once more right after the one in progress — unless the
   * server's Retry-After has not passed yet: then the scheduled retry runs it. Never throws.
   */
  requestSync(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    if (this.running) {
      this.again = true;
      return this.running;
    }
    if (this.now() < this.notBefore) return Promise.resolve();
    this.cancelRetry();
    this.running = (async () => {
      do {
        this.again = false;
        await this.syncOnce();
      } while (this.again && !this.stopped && !this.status.blocked && this.status.problem === null);
    })().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /** A routine trigger (the interval timer, a tab becoming visible): syncs unless a retry is scheduled for later. */
  syncIfDue(): Promise<void> {
    if (this.running) return this.running;
    if (this.retryAt !== null && this.now() < this.retryAt) return Promise.resolve();
    return this.requestSync();
  }

  private cancelRetry() {
    if (this.retryTimer !== null) this.clearTimer(this.retryTimer);
    this.retryTimer = null;
    this.retryAt = null;
  }

  /**
   * Stops syncing — the scheduled retry is cancelled, no trigger starts a sync — and resolves once the sync in
   * progress (if any) has finished, so nothing writes the store afterwards. For clearing a device's data.
   */
  async stop(): Promise<void> {
    this.stopped = true;
    this.cancelRetry();
    this.update({ nextRetryAt: null });
    await this.running;
    // The sync that was in progress may have failed meanwhile and scheduled its retry.
    this.cancelRetry();
    this.update({ nextRetryAt: null });
  }

  /** Syncs may start again after `stop()` (the next trigger starts one). */
  start(): void {
    this.stopped = false;
  }

  /** After an admin restores the device or staff log in again. */
  unblock(): void {
    this.failures = 0;
    this.update({ blocked: false, problem: null });
  }

  private async syncOnce(): Promise<void> {
    if (this.status.blocked) return;
    this.update({ syncing: true, nextRetryAt: null });
    try {
      const outcome = (await this.pushAll()) ?? (await this.pullAll());
      if (outcome) return this.fail(outcome);
      this.failures = 0;
      this.notBefore = 0;
      this.update({ problem: null, lastSyncAt: this.now(), resending: 0 });
    } catch (error) {
      this.fail({ kind: 'retry', reason: (error as Error).message || 'Sync failed' });
    } finally {
      this.update({ syncing: false, pulling: false, queued: await this.options.store.outboxCount() });
    }
  }

  private fail(outcome: RetryOutcome | BlockedOutcome) {
    if (outcome.kind === 'blocked') {
      this.update({ problem: outcome.reason, blocked: true });
      return;
    }
    this.failures++;
    const { minBackoff = 1000, maxBackoff = 60_000 } = this.options;
    const jittered = Math.min(
      maxBackoff,
      Math.round(backoffDelay(this.failures, minBackoff, maxBackoff) * (0.75 + this.random() * 0.5)),
    );
    // The server knows best how long it needs (capped, so a wrong header cannot strand the queue for hours).
    const serverWait = outcome.retryAfterMs === undefined ? 0 : Math.min(maxBackoff, Math.max(0, outcome.retryAfterMs));
    const wait = Math.max(jittered, serverWait);
    const now = this.now();
    this.notBefore = now + serverWait;
    this.cancelRetry();
    this.retryAt = now + wait;
    this.update({ problem: outcome.reason, nextRetryAt: this.retryAt });
    this.retryTimer = this.setTimer(() => {
      this.retryTimer = null;
      this.retryAt = null;
      void this.requestSync();
    }, wait);
  }

  private async pushAll(): Promise<RetryOutcome | BlockedOutcome | undefined> {
    const { store, transport, deviceId } = this.options;
    for (;;) {
      const batch = await store.outboxBatch(MAX_PUSH_BATCH);
      if (!batch.length) return undefined;
      const queueSize = await store.outboxCount();
      const outcome = await transport.push({
        deviceId,
        schemaVersion: SYNC_SCHEMA_VERSION,
        sentAt: new Date(this.now()).toISOString(),
        queueSize,
        mutations: batch,
      });
      if (outcome.kind !== 'ok') return outcome;
      await store.acknowledge(outcome.response.results);
      // The server answered: an earlier failure's problem ("Cannot reach the server…") is no longer true.
      this.update({ queued: await store.outboxCount(), problem: null });
    }
  }

  private async pullAll(): Promise<RetryOutcome | BlockedOutcome | undefined> {
    const { store, transport, deviceId, pullLimit = 2000 } = this.options;
    this.update({ pulling: true, pulledPages: 0 });
    let resets = 0;
    for (;;) {
      const cursor = await store.getCursor();
      const outcome = await transport.pull({
        deviceId,
        schemaVersion: SYNC_SCHEMA_VERSION,
        cursor,
        limit: pullLimit,
        queueSize: await store.outboxCount(),
      });
      if (outcome.kind !== 'ok') return outcome;
      const response = outcome.response;
      if (response.reset) {
        if (++resets > 2) return { kind: 'retry', reason: 'The server keeps asking for a fresh roster' };
        const resent = await store.resetRoster();
        if (resent > 0) {
          // Sent before the snapshot is downloaded, so the snapshot holds the server's records of them.
          this.update({ resending: resent, queued: await store.outboxCount() });
          const pushed = await this.pushAll();
          if (pushed) return pushed;
        }
        continue;
      }
      await store.applyPull(response.changes, response.cursor, response.hasMore);
      this.update({ pulledPages: this.status.pulledPages + 1, problem: null });
      if (!response.hasMore) return undefined;
    }
  }
}

/** Exponential backoff sequence the engine uses (exported for docs and tests). */
export const backoffDelay = (failures: number, min = 1000, max = 60_000) =>
  Math.min(max, min * 2 ** Math.max(0, failures - 1));
