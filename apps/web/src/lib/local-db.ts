import Dexie, { type EntityTable, liveQuery, type Table } from 'dexie';
import type { MyCertificate } from '@symposium/schema/certificates';
import type { PaymentStatus } from '@symposium/schema/user';
import type {
  AttendanceRecord,
  KitRecord,
  Mutation,
  MutationResult,
  RosterItem,
  RosterParticipant,
  RosterRegistration,
  ScanStatus,
} from '@symposium/sync/protocol';
import type { RegistrationType } from '@symposium/schema/fees';
import type { ItemType } from '@symposium/schema/participation';
import type { AccommodationStatus, StayDeskFee } from '@symposium/schema/accommodation';

// The one IndexedDB database of the app (Dexie). The participant's pass lives here so /profile works
// offline; the venue scanners' tables joined it in version 2. To add a table, add a new
// `this.version(n + 1).stores({...})` below the last one, listing only the new or changed tables —
// never edit a published version.

/** The participant's pass as last seen online: what /profile shows without a network. */
export interface StoredPass {
  /** The user's id; one row per account that opened /profile on this device. */
  userId: string;
  name: string;
  email: string;
  phone: string;
  college: string;
  department: string;
  year: number | null;
  playerId: string;
  participantId: string | null;
  /** The text the entry QR is drawn from (null until staff generate the participant ID). */
  passData: string | null;
  paymentStatus: PaymentStatus;
  /** The fee the server charged at registration (rupees); absent in copies saved before it was kept. */
  paymentAmount?: number | null;
  registrationType: RegistrationType | null;
  rejectionReason: string | null;
  /** Set when the organisers revoked the pass (the scanners refuse it), with their reason; absent in older copies. */
  passRevokedAt?: string | null;
  passRevokedReason?: string | null;
  /**
   * What the participant registered for, and what they were checked in at without registering (`status: 'attended'`);
   * `checkedInAt` once they came. Both absent in copies saved before they were kept (registered, not known to have come).
   */
  registrations: {
    type: ItemType;
    id: string;
    name: string;
    category: string | null;
    status?: 'registered' | 'attended';
    checkedInAt?: string | null;
  }[];
  /** The participant's accommodation requests; absent in copies saved before they were kept (not yet known). */
  stays?: StoredStay[];
  /** When this copy was last refreshed from the server (ms since the epoch). */
  refreshedAt: number;
}

/** An accommodation request as the pass keeps it (the room number is wanted at the hostel, offline too). */
export interface StoredStay {
  requestNumber: string;
  checkInDate: string;
  checkOutDate: string;
  numberOfDays: number;
  status: AccommodationStatus;
  roomNumber: string | null;
  /** A stay added at the desk: its fee, paid there and not with a payment proof; absent in older copies. */
  deskFee?: StayDeskFee | null;
}

/**
 * A certificate of the participant's as /profile last saw it, with its PDF once downloaded: Download works offline
 * like the pass (docs/product.md "Results and certificates").
 */
export interface StoredCertificate extends MyCertificate {
  userId: string;
  /** The PDF as the server made it; absent until fetched (never for a revoked certificate). */
  pdf?: Blob;
}

/** A scan waiting to be pushed (docs/sync.md), in scan order. */
export type QueuedScan = Mutation & {
  /** Scan order on this device (auto-increment). */
  seq?: number;
  /** When it was queued (ms since the epoch). */
  queuedAt: number;
};

/**
 * A scan the server acknowledged, kept (the newest `KEPT_ACKNOWLEDGED`, by scan order) so that a server restored from
 * a backup taken before it was sent gets it again (docs/sync.md "Pull"). Its `seq` is the one it had in the outbox.
 */
export type AcknowledgedScan = QueuedScan & { seq: number; acknowledgedAt: number };

/** The server's answer to one pushed scan, kept so screens can show where it disagreed with the desk. */
export type StoredResult = MutationResult & { receivedAt: number };

/** What this desk showed for each scan it made: the recent lists and result cards read it. */
export interface ScanJournalEntry {
  /** The mutation id (also the outbox row's id), or a local id when nothing was queued. */
  id: string;
  /** 'check-in:<itemId>' or 'issue-kit': one recent list per scope. */
  scope: string;
  type: Mutation['type'];
  at: number;
  participantId: string | null;
  localStatus: ScanStatus;
  /** Whether a mutation was queued (a text without a participant ID is not). */
  queued: boolean;
  name: string | null;
  registrationType: RosterParticipant['registrationType'];
  idCardNumber: string | null;
  /** Admitted anyway past a refusal ('Admit anyway'); absent for ordinary scans. */
  forced?: boolean;
  /**
   * The server's answer once the scan was pushed (a copy of its `results` row, written in the same transaction), so
   * a recent list is one read of this table; null until then. Absent on entries written before the journal kept the
   * answers: for those the `results` row is read.
   */
  server?: StoredResult | null;
}

/** Device settings and sync bookkeeping, one row per key. */
export interface MetaRow {
  key: string;
  value: unknown;
}

class SymposiumDatabase extends Dexie {
  pass!: EntityTable<StoredPass, 'userId'>;
  certificates!: EntityTable<StoredCertificate, 'id'>;
  participants!: EntityTable<RosterParticipant, 'participantId'>;
  items!: EntityTable<RosterItem, 'id'>;
  registrations!: EntityTable<RosterRegistration, 'id'>;
  attendance!: Table<AttendanceRecord, [string, string, string]>;
  kits!: EntityTable<KitRecord, 'participantId'>;
  outbox!: Table<QueuedScan, number>;
  results!: EntityTable<StoredResult, 'id'>;
  acknowledged!: Table<AcknowledgedScan, number>;
  scans!: EntityTable<ScanJournalEntry, 'id'>;
  meta!: EntityTable<MetaRow, 'key'>;

  constructor() {
    super('symposium');
    this.version(1).stores({ pass: 'userId' });
    // The venue scanners (issue 5, docs/sync.md): the roster, the outbox and the server's results.
    this.version(2).stores({
      participants: 'participantId',
      items: 'id',
      attendance: '[participantId+itemType+itemId]',
      kits: 'participantId',
      outbox: '++seq, &id',
      results: 'id',
      scans: 'id, [scope+at]',
      meta: 'key',
    });
    // Acknowledged scans, for a server restored from a backup. Scans acknowledged before this version are not
    // known (the outbox dropped them), so there is nothing to copy in an upgrade.
    this.version(3).stores({ acknowledged: 'seq, &id' });
    // The participants' registrations, for the check-in rules (issue 22): one per participant and item. The server
    // started a new sync epoch with them, so every desk downloads its roster afresh and fills this table.
    this.version(4).stores({ registrations: 'id, [userId+itemType+itemId]' });
    // The participant's certificates and their PDFs (issue 25), kept for offline viewing like the pass.
    this.version(5).stores({ certificates: 'id, userId' });
  }
}

export const localDb = new SymposiumDatabase();

// A backgrounded tab can lose its IndexedDB connection (the browser closes it under memory pressure);
// Dexie marks the database closed but reopens it on next use. Reopen at once so a desk returning to
// the tab finds it ready, and retry an operation that failed because the connection went away.
localDb.on('close', () => {
  setTimeout(() => {
    if (!localDb.isOpen()) void localDb.open().catch(() => undefined);
  }, 0);
});

const CONNECTION_LOST = new Set(['DatabaseClosedError', 'InvalidStateError', 'UnknownError', 'AbortError']);

/** The connection in use (null while closed): which one an operation ran on. */
const currentConnection = (): IDBDatabase | null => (localDb.isOpen() ? localDb.backendDB() : null);

/**
 * Runs `work`; if the connection was lost under it, runs it once more on a new connection. The browser
 * aborts the transactions of a connection it drops before it delivers the connection's 'close' event, so
 * Dexie may still hold the dead connection when the error arrives (a retry there fails the same way): a
 * connection that failed so is closed and replaced here, unless it already has been.
 */
export async function withLocalDb<T>(work: () => Promise<T>): Promise<T> {
  const connection = currentConnection();
  try {
    return await work();
  } catch (error) {
    const name = (error as { name?: string })?.name ?? '';
    const inner = (error as { inner?: { name?: string } })?.inner?.name ?? '';
    if (!CONNECTION_LOST.has(name) && !CONNECTION_LOST.has(inner)) throw error;
    if (connection && currentConnection() === connection) localDb.close({ disableAutoOpen: false });
    if (!localDb.isOpen()) await localDb.open();
    return work();
  }
}

/** Called each time the database opens on a new connection after its first (the browser dropped the old one). */
const reopenListeners = new Set<() => void>();
let connectionsOpened = 0;
// Sticky: Dexie calls it on every open, not only the first. The listeners run after the open (they read the database).
localDb.on(
  'ready',
  () => {
    if (connectionsOpened++ === 0) return;
    setTimeout(() => reopenListeners.forEach((listener) => listener()), 0);
  },
  true,
);

/** What a live query over the local database hands its subscriber (the shape `useObservable` takes). */
export interface LocalLiveQuery<T> {
  subscribe(next: (value: T) => void, error?: (reason: unknown) => void): { unsubscribe(): void };
  /** No value is known before the first run (`useObservable` then skips a synchronous probe). */
  hasValue(): false;
}

/**
 * Dexie's `liveQuery` that survives a dropped connection: each run goes through `withLocalDb` (a run the drop
 * broke is run again on a new connection), and whenever the database reopens the query is subscribed afresh. A
 * plain live query whose run a drop broke goes quiet (Dexie drops a closed or aborted run's answer and waits for
 * the next change) or ends (any other error), so the screen kept a stale value or lost it.
 */
export function liveLocalQuery<T>(querier: () => Promise<T>): LocalLiveQuery<T> {
  return {
    subscribe(next, error = () => undefined) {
      const start = () => liveQuery(async () => withLocalDb(querier)).subscribe({ next, error });
      let current = start();
      const resubscribe = () => {
        current.unsubscribe();
        current = start();
      };
      reopenListeners.add(resubscribe);
      return {
        unsubscribe() {
          reopenListeners.delete(resubscribe);
          current.unsubscribe();
        },
      };
    },
    hasValue: () => false,
  };
}

/** Asks the browser to keep this site's storage under pressure (queued scans must never be evicted). */
export async function requestPersistentStorage(): Promise<boolean> {
  try {
    if (!navigator.storage?.persist) return false;
    return (await navigator.storage.persisted()) || (await navigator.storage.persist());
  } catch {
    return false;
  }
}

/** Scans queued on this device and not yet acknowledged by the server. */
export const countQueuedScans = () => withLocalDb(() => localDb.outbox.count());

export const savePass = (pass: StoredPass) => withLocalDb(() => localDb.pass.put(pass));
export const readPass = (userId: string) => withLocalDb(() => localDb.pass.get(userId));
/** Logout: the pass and the certificates stay with the account, not on a shared phone. */
export const clearPasses = () =>
  withLocalDb(() =>
    localDb.transaction('rw', localDb.pass, localDb.certificates, async () => {
      await localDb.pass.clear();
      await localDb.certificates.clear();
    }),
  );

/**
 * The account's certificates as the server just listed them: new ones added, changed ones updated (a revocation),
 * ones no longer listed removed; a PDF already kept stays with its certificate unless it was revoked.
 */
export const saveCertificates = (userId: string, listed: readonly MyCertificate[]) =>
  withLocalDb(() =>
    localDb.transaction('rw', localDb.certificates, async () => {
      const kept = new Map((await localDb.certificates.where('userId').equals(userId).toArray()).map((c) => [c.id, c]));
      const listedIds = new Set(listed.map((c) => c.id));
      await localDb.certificates.bulkDelete([...kept.keys()].filter((id) => !listedIds.has(id)));
      await localDb.certificates.bulkPut(
        listed.map((c) => ({ ...c, userId, ...(c.revoked ? {} : { pdf: kept.get(c.id)?.pdf }) })),
      );
    }),
  );

/** Keeps a certificate's PDF on the device (once fetched for a Download or in the background). */
export const saveCertificatePdf = (id: string, pdf: Blob) =>
  withLocalDb(() => localDb.certificates.update(id, { pdf }));

/**
 * `meta` key set while the server refuses this app version's sync protocol (409 SCHEMA_VERSION_UNSUPPORTED):
 * only the new version can send the queued scans, so the update may be offered with scans queued.
 */
export const APP_OUTDATED_META = 'appOutdated';

/**
 * Calls `listener` with the number of queued scans an app update would strand, now and whenever it changes:
 * the outbox count, or 0 while the server refuses this version (the update is then what sends them); null
 * when the outbox cannot be read (never 0: an unreadable outbox may hold scans). Returns the unsubscribe.
 */
/** Every scan waiting to sync on this device (the login page tells the next staff member they are kept). */
export function watchOutboxCount(listener: (count: number | null) => void): () => void {
  const subscription = liveLocalQuery(() => localDb.outbox.count()).subscribe(listener, () => listener(null));
  return () => subscription.unsubscribe();
}

export function watchQueuedScans(listener: (count: number | null) => void): () => void {
  const strandable = async () =>
    (await localDb.meta.get(APP_OUTDATED_META))?.value === true ? 0 : localDb.outbox.count();
  const subscription = liveLocalQuery(strandable).subscribe(listener, () => listener(null));
  return () => subscription.unsubscribe();
}
