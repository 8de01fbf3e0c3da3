import { SyncEngine, type SyncStatus, type SyncStore, type SyncTransport } from '@symposium/sync/client/engine';
import {
  type DeviceEvent,
  type DeviceState,
  type DeviceView,
  deviceNameOf,
  isMissingDeviceKey,
  isRefusalOfAnotherSession,
  isRefusedAs,
  LOADING,
  reduceDeviceState,
  revokedMessageOf,
  viewOfDevice,
} from '@symposium/sync/client/device-state';
import { fetchTransport } from '@symposium/sync/client/fetch-transport';
import { refreshPassKeysAfterSync } from '@symposium/sync/client/pass-key-refresh';
import type { PassPublicKey } from '@symposium/sync/pass';
import { ErrorCode } from '@symposium/schema/error-codes';
import { ApiError, authorizedFetch } from '../../../lib/api-client';
import { APP_OUTDATED_META, requestPersistentStorage } from '../../../lib/local-db';
import { getToken, onTokenStored } from '../../../lib/session-storage';
import { getPassKeys } from '../api/get-pass-keys';
import { registerDevice } from '../api/register-device';
import { onSyncRequestedByWorker, requestBackgroundSync } from './background-sync';
import { clearDeviceData, DexieSyncStore, META, readMeta, writeMeta } from './dexie-sync-store';
import { newClientId } from './new-id';

/** Spec-free cadence of the timer trigger (the others: after a scan, 'online', a visible tab, the worker). */
export const SYNC_INTERVAL_MS = 30_000;
/** A sync request still unanswered after this long counts as a network failure (retried with backoff). */
export const REQUEST_TIMEOUT_MS = 30_000;
/** A scan waits at most this long for fresh pass keys (a pass signed by a key this device has not seen). */
export const KEYS_TIMEOUT_MS = 3_000;
/** A scan the roster would refuse waits at most this long for a sync that may know better (the 'processing' card shows). */
export const ROSTER_CATCH_UP_MS = 3_000;
/**
 * An online desk whose last sync ended longer ago than this (a lull: a busy desk syncs 400 ms after each scan) syncs
 * before judging a scan, so a pass revoked or a payment rejected meanwhile is refused at once rather than after the kit
 * is handed over; it waits at most ROSTER_FRESHEN_MS, then the roster on the device decides.
 */
export const ROSTER_FRESH_MS = 10_000;
export const ROSTER_FRESHEN_MS = 1_500;
/**
 * All the waits for the network before one verdict together (pass keys, the sync after a lull, the catch-up before a
 * refusal): a slow network never keeps a participant at the desk longer than this.
 */
export const SCAN_NETWORK_WAIT_MS = 3_000;
/** The push after a scan waits this long for the next scan of a burst. */
export const AFTER_SCAN_DELAY_MS = 400;
/** The tabs of one browser share one device: a tab that clears it or sets it up tells the others here. */
const DEVICE_CHANNEL = 'symposium-scanner-device';
type DeviceMessage =
  { type: 'cleared' } | { type: 'registered' } | { type: 'revoked'; message: string } | { type: 'restored' };

/** What the screens read: the device (`DeviceView`), the network, the sync and the roster. */
export interface ScannerSnapshot extends DeviceView {
  online: boolean;
  sync: SyncStatus;
  /** Last successful sync, kept across reloads. */
  lastSyncAt: number | null;
  /** A full roster has been downloaded at least once (and not reset since). */
  rosterReady: boolean;
  keys: PassPublicKey[];
}

const IDLE: SyncStatus = {
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

/**
 * The scanners' side of one browser tab: the device identity, one SyncEngine over the Dexie store and
 * the app's API client, and the triggers that drive it. Created on first use by a scanner screen or the
 * staff status bar; lives as long as the tab.
 */
class ScannerRuntime {
  /** The device's registration, revocation and the server's refusal: changed only by `dispatch`. */
  private device: DeviceState = LOADING;
  private snapshot: ScannerSnapshot = {
    ...viewOfDevice(LOADING),
    online: typeof navigator === 'undefined' ? true : navigator.onLine,
    sync: IDLE,
    lastSyncAt: null,
    rosterReady: false,
    keys: [],
  };
  private readonly listeners = new Set<() => void>();
  private engine: SyncEngine | null = null;
  private lastReRegister = 0;
  private afterScanTimer: ReturnType<typeof setTimeout> | undefined;
  /** Syncs running at the service worker's request (its Background Sync event waits for them). */
  private workerSyncs = 0;
  private readonly channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(DEVICE_CHANNEL);
  readonly ready: Promise<void>;

  constructor() {
    this.ready = this.init();
  }

  getSnapshot = (): ScannerSnapshot => this.snapshot;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private set(patch: Partial<ScannerSnapshot>) {
    this.snapshot = { ...this.snapshot, ...patch };
    for (const listener of this.listeners) listener();
  }

  /** Moves the device to its next state; the screens hear of it (with `patch`) unless nothing they read changed. */
  private dispatch(event: DeviceEvent, patch: Partial<ScannerSnapshot> = {}) {
    this.device = reduceDeviceState(this.device, event);
    const view = viewOfDevice(this.device);
    const unchanged = (Object.keys(view) as (keyof DeviceView)[]).every((key) => view[key] === this.snapshot[key]);
    if (unchanged && Object.keys(patch).length === 0) return;
    this.set({ ...patch, ...view });
  }

  /** Lifts the server's refusal: the engine syncs again. */
  private unblock() {
    this.dispatch({ type: 'unblocked' });
    this.engine?.unblock();
  }

  private async init() {
    void requestPersistentStorage();
    let deviceId = await readMeta<string>(META.deviceId);
    if (!deviceId) {
      deviceId = newClientId();
      await writeMeta(META.deviceId, deviceId);
    }
    const [deviceName, keys, lastSyncAt, rosterCompleteAt, revokedMessage, deviceKey] = await Promise.all([
      readMeta<string>(META.registeredName),
      readMeta<PassPublicKey[]>(META.passKeys),
      readMeta<number>(META.lastSyncAt),
      readMeta<number>(META.rosterCompleteAt),
      readMeta<string | null>(META.revokedMessage),
      readMeta<string>(META.deviceKey),
    ]);
    const engine = new SyncEngine({ deviceId, store: this.store(), transport: this.transport() });
    this.engine = engine;
    // The queue is counted before the screens hear the device is ready: until then the engine's count is 0, and the
    // status bar would say 'All scans synced' over scans still waiting (a busy laptop after a shift change).
    await engine.refreshQueued();
    this.dispatch(
      {
        type: 'loaded',
        deviceId,
        name: deviceName ?? null,
        hasDeviceKey: !!deviceKey,
        revokedMessage: revokedMessage ?? null,
      },
      { sync: engine.getStatus(), keys: keys ?? [], lastSyncAt: lastSyncAt ?? null, rosterReady: !!rosterCompleteAt },
    );
    engine.subscribe((status) => this.onEngineStatus(status));
    refreshPassKeysAfterSync(engine, () => this.refreshKeys());
    this.startTriggers();
    if (this.channel)
      this.channel.onmessage = (event: MessageEvent<DeviceMessage>) => void this.followOtherTab(event.data);
    if (deviceName && isMissingDeviceKey(this.device)) {
      // Registered before devices had keys: registering again under the same name claims its key.
      void this.register(deviceName).catch(() => this.sync());
    } else if (deviceName) {
      void this.refreshKeys();
      void this.sync();
    }
  }

  /**
   * The Dexie store. A fresh roster (the server asked for one) downloads beside the one in use, so the
   * desk stays ready and keeps scanning meanwhile. While the browser knows it is offline, a retry does not
   * read the queue only to fail sending it (that read would compete with the desk's next scan); the pull
   * that follows fails fast and the engine backs off.
   */
  private store(): SyncStore {
    const store = new DexieSyncStore();
    const outboxBatch = store.outboxBatch.bind(store);
    store.outboxBatch = async (limit) => (navigator.onLine ? outboxBatch(limit) : []);
    return store;
  }

  /** fetchTransport over the app's API client (bearer token, refresh once); the device learns why it was blocked. */
  private transport(): SyncTransport {
    const inner = fetchTransport(
      '',
      (url, init) =>
        authorizedFetch(url, {
          method: init.method as 'GET' | 'POST',
          json: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
          headers: Object.fromEntries(new Headers(init.headers)),
          // Venue Wi-Fi can leave a request hanging: give up, keep the queue, and let the engine back off.
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        }),
      // Read on every call: another tab of this device may have just been handed the key.
      () => readMeta<string>(META.deviceKey).then((key) => key ?? null),
    );
    const note = <T extends { kind: string; code?: string }>(outcome: T): T => {
      if (outcome.kind === 'blocked')
        this.dispatch({ type: 'sync-refused', code: outcome.code ?? null, token: getToken() });
      return outcome;
    };
    return {
      push: async (body) => {
        const outcome = note(await inner.push(body));
        // Flaky Wi-Fi can say 'online' while pushes fail: ask the browser to wake us when it sees the network
        // come back — not while answering its wake-up (the failed event is retried by the browser itself;
        // registering again then would make it fire again at once, in a loop).
        if (outcome.kind === 'retry' && this.workerSyncs === 0) void requestBackgroundSync();
        return outcome;
      },
      pull: async (query) => note(await inner.pull(query)),
    };
  }

  private onEngineStatus(status: SyncStatus) {
    const previous = this.snapshot.sync;
    const patch: Partial<ScannerSnapshot> = { sync: status };
    // The server no longer takes this version's sync: the app update prompt may then show with scans queued.
    if (status.blocked && isRefusedAs(this.device, ErrorCode.SCHEMA_VERSION_UNSUPPORTED) && !previous.blocked)
      void writeMeta(APP_OUTDATED_META, true);
    const synced = status.lastSyncAt !== null && status.lastSyncAt !== previous.lastSyncAt && status.problem === null;
    if (synced) {
      patch.lastSyncAt = status.lastSyncAt;
      patch.rosterReady = true;
      void writeMeta(META.lastSyncAt, status.lastSyncAt);
      void writeMeta(META.rosterCompleteAt, status.lastSyncAt);
      void writeMeta(APP_OUTDATED_META, false);
    }
    // Revoked (the server refused this device as such), or restored by an admin (the server took its scans again):
    // kept for a reload, and told to the other tabs.
    const revokedBefore = revokedMessageOf(this.device);
    this.dispatch({ type: 'sync-reported', blocked: status.blocked, problem: status.problem, synced }, patch);
    const revokedMessage = revokedMessageOf(this.device);
    if (revokedMessage !== revokedBefore) {
      void writeMeta(META.revokedMessage, revokedMessage);
      this.tellOtherTabs(revokedMessage === null ? { type: 'restored' } : { type: 'revoked', message: revokedMessage });
    }
    if (status.blocked && !previous.blocked) void this.onBlocked();
  }

  /** A server that forgot this device (a restored database) gets it registered again under its name. */
  private async onBlocked() {
    if (Date.now() - this.lastReRegister < 60_000) return;
    await this.reRegister();
  }

  private get forgottenByServer(): boolean {
    return this.snapshot.sync.blocked && isRefusedAs(this.device, ErrorCode.DEVICE_NOT_REGISTERED);
  }

  /** Registers this device again under its name; true when the server took it (the sync follows). */
  private async reRegister(): Promise<boolean> {
    const name = deviceNameOf(this.device);
    if (!this.forgottenByServer || !name) return false;
    this.lastReRegister = Date.now();
    try {
      await this.register(name);
      return true;
    } catch (error) {
      // Only a new name helps: the status bar and the scanner home say which name clashes.
      if (error instanceof ApiError && error.code === ErrorCode.DEVICE_NAME_TAKEN)
        this.dispatch({ type: 'name-taken', message: error.message });
      return false; // stays blocked with the server's message; tried again on the next 'online' or visible tab
    }
  }

  /**
   * The network came back, the desk returned to the tab, or the interval ticked: a re-registration that failed
   * before is tried again; otherwise a sync (`when` as for `sync`).
   */
  private async resume(when: 'now' | 'when-due' = 'now') {
    await this.ready;
    if (await this.reRegister()) return;
    // Only an admin lifts a revocation, and nothing tells the desk when one does: these routine triggers ask the
    // server again (one refused request a half-minute), so a restored desk sends its queue with nobody at it — as
    // its card promises (TEXTS.revoked.waiting). Each refusal also tells admins the device is still in use.
    const revoked = this.snapshot.sync.blocked && isRefusedAs(this.device, ErrorCode.DEVICE_REVOKED);
    if (revoked) this.unblock();
    // 'now' once a revocation is lifted: a refused sync still finishing would otherwise answer for this trigger.
    await this.sync(revoked ? 'now' : when);
  }

  private startTriggers() {
    window.addEventListener('online', () => {
      this.set({ online: true });
      void this.resume();
    });
    window.addEventListener('offline', () => this.set({ online: false }));
    // Routine triggers wait for the backoff's next retry (so it can grow to its maximum on a dead network).
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') void this.resume('when-due');
    });
    // The interval also retries a failed re-registration ('online' can fire before the network carries requests).
    window.setInterval(() => void this.resume('when-due'), SYNC_INTERVAL_MS);
    onSyncRequestedByWorker(() => this.syncForWorker());
    // A new session (a login, the sign-in dialog over a page whose session ended, either in another tab too): a sync
    // blocked by the old session sends the queue now, not at the next tick (`sync` lifts the block on a new token).
    onTokenStored(() => {
      if (this.snapshot.sync.blocked && !isRefusedAs(this.device, ErrorCode.DEVICE_REVOKED)) void this.sync();
    });
  }

  /**
   * Runs a sync now (or right after the current one) — 'when-due' waits instead for a retry the engine
   * has scheduled. The server's Retry-After holds both back. Never throws.
   */
  async sync(when: 'now' | 'when-due' = 'now'): Promise<void> {
    await this.ready;
    const engine = this.engine;
    if (!engine || !deviceNameOf(this.device)) return;
    // Signed in again after a 401 (or as someone else): the block was about the old session.
    if (this.snapshot.sync.blocked && isRefusalOfAnotherSession(this.device, getToken())) this.unblock();
    await (when === 'now' ? engine.requestSync() : engine.syncIfDue());
  }

  /** The service worker's Background Sync wake-up: sync now, and tell it whether every scan was sent. */
  private async syncForWorker(): Promise<boolean> {
    this.workerSyncs++;
    try {
      await this.sync();
    } finally {
      this.workerSyncs--;
    }
    const { problem, blocked, queued } = this.snapshot.sync;
    return problem === null && !blocked && queued === 0;
  }

  /** 'Try again' on a blocked sync (an admin restored the device, a new session, a server that forgot it). */
  async retryBlocked(): Promise<void> {
    await this.ready;
    if (await this.reRegister()) return;
    this.unblock();
    await this.sync();
  }

  /**
   * After each scan: count it, ask the worker to wake us when the network is back, and push — shortly
   * after the last of a burst of scans, so a push never competes with the next person's verdict.
   */
  afterScan(): void {
    void this.engine?.refreshQueued();
    if (!navigator.onLine) void requestBackgroundSync();
    clearTimeout(this.afterScanTimer);
    this.afterScanTimer = setTimeout(() => void this.sync(), AFTER_SCAN_DELAY_MS);
  }

  /**
   * 'Clear this device' (a shared laptop after the event): stops syncing, waits for a sync in progress, then removes
   * the roster, the scan list and the registration — only when no scan waits to sync (checked inside the clearing
   * transaction). Resolves false, changing nothing, when scans are queued. Setting the device up again downloads a
   * fresh roster.
   */
  async clearDevice(): Promise<boolean> {
    await this.ready;
    const engine = this.engine!;
    await engine.stop();
    try {
      if (!(await clearDeviceData())) return false;
      clearTimeout(this.afterScanTimer);
      engine.unblock();
      this.dispatch({ type: 'cleared', byAnotherTab: false }, { lastSyncAt: null, rosterReady: false });
      this.tellOtherTabs({ type: 'cleared' });
      return true;
    } finally {
      engine.start();
      await engine.refreshQueued();
    }
  }

  /** Registers (or renames) this device; the first registration downloads the keys and the roster. */
  async register(name: string): Promise<void> {
    await this.ready;
    const registered = await registerDevice(
      this.snapshot.deviceId!,
      name,
      (await readMeta<string>(META.deviceKey)) ?? null,
    );
    if (registered.deviceKey) await writeMeta(META.deviceKey, registered.deviceKey);
    await writeMeta(META.registeredName, name);
    this.dispatch({ type: 'registered', name });
    this.engine?.unblock();
    this.tellOtherTabs({ type: 'registered' });
    await this.refreshKeys();
    void this.sync();
  }

  private tellOtherTabs(message: DeviceMessage) {
    this.channel?.postMessage(message);
  }

  /**
   * Another tab of this browser cleared the device, or set it up (again): this tab follows, so it never scans
   * into, nor downloads the roster back onto, a device the desk meant to clear. Another tab learned the device
   * was revoked, or restored: this tab takes no scans, or takes them again, at once, not after its own next sync.
   */
  private async followOtherTab(message: DeviceMessage) {
    await this.ready;
    const engine = this.engine!;
    if (message.type === 'revoked') {
      this.dispatch({ type: 'revoked', message: message.message });
      return;
    }
    if (message.type === 'restored') {
      this.dispatch({ type: 'restored' });
      // This tab's own sync may still be blocked by the revocation it learned itself: the server takes it again now.
      if (isRefusedAs(this.device, ErrorCode.DEVICE_REVOKED)) this.unblock();
      void this.sync();
      return;
    }
    if (message.type === 'cleared') {
      await engine.stop();
      clearTimeout(this.afterScanTimer);
      engine.unblock();
      this.dispatch({ type: 'cleared', byAnotherTab: true }, { lastSyncAt: null, rosterReady: false });
      engine.start();
      await engine.refreshQueued();
      return;
    }
    const deviceName = await readMeta<string>(META.registeredName);
    if (!deviceName) return;
    this.dispatch({ type: 'registered', name: deviceName });
    engine.unblock();
    void this.refreshKeys();
    void this.sync();
  }

  /**
   * A sync before a scan the roster would refuse (someone verified since the last pull), waiting at most
   * `timeoutMs`: a slow network leaves the verdict to the roster on the device, and the sync carries on. Resolves
   * true when the sync ended in time.
   */
  async catchUpRoster(timeoutMs: number): Promise<boolean> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const gaveUp = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)));
    const synced = await Promise.race([this.sync().then(() => true), gaveUp]);
    clearTimeout(timer);
    return synced;
  }

  /**
   * Whether a scan should sync first (ROSTER_FRESH_MS): online, the last sync worked and ended over 10 s ago. Not while
   * the server is unreachable or refuses the device — each scan would wait for nothing — nor before the first sync.
   */
  rosterIsStale(now = Date.now()): boolean {
    const { online, lastSyncAt, sync, deviceName } = this.snapshot;
    return (
      online &&
      !!deviceName &&
      lastSyncAt !== null &&
      sync.problem === null &&
      !sync.blocked &&
      now - lastSyncAt > ROSTER_FRESH_MS
    );
  }

  /** The pass keys, fetched again (a new key after a rotation); the cached ones when offline or slow. */
  async refreshKeys(timeoutMs = REQUEST_TIMEOUT_MS): Promise<PassPublicKey[]> {
    return (await this.fetchKeys(timeoutMs)) ?? this.snapshot.keys;
  }

  /** The server's pass keys, fetched and cached; null when they could not be fetched (offline, slow, refused). */
  async fetchKeys(timeoutMs = REQUEST_TIMEOUT_MS): Promise<PassPublicKey[] | null> {
    try {
      const keys = await getPassKeys(AbortSignal.timeout(timeoutMs));
      await writeMeta(META.passKeys, keys);
      await writeMeta(META.passKeysAt, Date.now());
      this.set({ keys });
      return keys;
    } catch {
      return null;
    }
  }
}

let runtime: ScannerRuntime | null = null;

/** The tab's one scanner runtime. */
export function scannerRuntime(): ScannerRuntime {
  runtime ??= new ScannerRuntime();
  return runtime;
}

/**
 * Resolves once the tab's scanner state has been read from the device (whether it is a desk, its queue), or after
 * `capMs` when the browser's database is slow to answer. The status bar's module waits for it, so a page loaded
 * directly draws the bar in its first pass instead of pushing the page down a moment later (docs/decisions/0029-nothing-moves-under-the-pointer.md, "The
 * status bar of a desk comes with the page").
 */
export function scannerStateRead(capMs = 1000): Promise<void> {
  return new Promise((resolve) => {
    const cap = window.setTimeout(resolve, capMs);
    void scannerRuntime().ready.finally(() => {
      window.clearTimeout(cap);
      resolve();
    });
  });
}

export type { ScannerRuntime };
