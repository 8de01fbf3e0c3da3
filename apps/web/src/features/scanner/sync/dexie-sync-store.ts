import { KEPT_ACKNOWLEDGED, type SyncStore } from '@symposium/sync/client/engine';
import type { AttendanceRecord, KitRecord, Mutation, MutationResult, PullChanges } from '@symposium/sync/protocol';
import { localDb, type QueuedScan, withLocalDb } from '../../../lib/local-db';

export const META = {
  cursor: 'cursor',
  deviceId: 'deviceId',
  deviceName: 'deviceName',
  /** The device name the server last accepted (registration done). */
  registeredName: 'registeredName',
  /** The key the server handed this device (docs/sync.md "Devices"): sent with every sync, survives staff logouts. */
  deviceKey: 'deviceKey',
  passKeys: 'passKeys',
  passKeysAt: 'passKeysAt',
  lastSyncAt: 'lastSyncAt',
  /** Set when a pull finished with nothing more to fetch. */
  rosterCompleteAt: 'rosterCompleteAt',
  /** A fresh snapshot being downloaded after a reset: `StagedSnapshot`; its pages are `stagedPage(n)`. */
  rosterStaging: 'rosterStaging',
  /**
   * The server's message when it refused this device as revoked, so a reload (even offline) still refuses scans;
   * cleared by the first sync that works again.
   */
  revokedMessage: 'revokedMessage',
} as const;

/** A pull arriving after the device was cleared (in another tab) is dropped with this problem. */
export const DEVICE_CLEARED = 'This device was cleared; set it up again to sync.';

/** Progress of a fresh snapshot: the roster in use stays untouched until its last page arrives. */
interface StagedSnapshot {
  cursor: string | null;
  pages: number;
}

const STAGED_PAGE_PREFIX = 'rosterStaging:page:';
const stagedPage = (n: number) => `${STAGED_PAGE_PREFIX}${String(n).padStart(6, '0')}`;

export async function readMeta<T>(key: string): Promise<T | undefined> {
  return withLocalDb(async () => (await localDb.meta.get(key))?.value as T | undefined);
}

export function writeMeta(key: string, value: unknown): Promise<unknown> {
  return withLocalDb(() => localDb.meta.put({ key, value }));
}

/** The wire form of a queued scan (without the device's bookkeeping fields). */
function toMutation({ seq: _seq, queuedAt: _queuedAt, ...mutation }: QueuedScan): Mutation {
  return mutation as Mutation;
}

const attendanceKey = (
  a: Pick<AttendanceRecord, 'participantId' | 'itemType' | 'itemId'>,
): [string, string, string] => [a.participantId, a.itemType, a.itemId];

/**
 * The browser's SyncStore on the app's one Dexie database: the reference is
 * packages/sync/src/client/memory-store.ts. Every multi-table change is one Dexie transaction.
 */
export class DexieSyncStore implements SyncStore {
  outboxBatch(limit: number): Promise<Mutation[]> {
    return withLocalDb(async () => (await localDb.outbox.orderBy('seq').limit(limit).toArray()).map(toMutation));
  }

  outboxCount(): Promise<number> {
    return withLocalDb(() => localDb.outbox.count());
  }

  acknowledge(results: MutationResult[]): Promise<void> {
    const receivedAt = Date.now();
    return withLocalDb(() =>
      localDb.transaction(
        'rw',
        [localDb.outbox, localDb.results, localDb.attendance, localDb.kits, localDb.scans, localDb.acknowledged],
        async () => {
          const ids = results.map((r) => r.id);
          const queued = new Map((await localDb.outbox.where('id').anyOf(ids).toArray()).map((m) => [m.id, m]));
          for (const result of results) {
            const mutation = queued.get(result.id);
            if (!mutation) continue;
            if (mutation.type === 'check-in') {
              const key = attendanceKey({
                participantId: mutation.participantId,
                itemType: mutation.eventType,
                itemId: mutation.eventId,
              });
              if (result.record) await localDb.attendance.put(result.record as AttendanceRecord);
              else if (result.status === 'rejected' && (await localDb.attendance.get(key))?.id === mutation.id) {
                // The desk counted it at once; the server refused it, so the desk must not keep it.
                await localDb.attendance.delete(key);
              }
            } else {
              if (result.record) await localDb.kits.put(result.record as KitRecord);
              else if (
                result.status === 'rejected' &&
                (await localDb.kits.get(mutation.participantId))?.id === mutation.id
              ) {
                await localDb.kits.delete(mutation.participantId);
              }
            }
          }
          const stored = results.map((r) => ({ ...r, receivedAt }));
          await localDb.results.bulkPut(stored);
          // The desk's journal keeps the answer beside what it showed (the recent lists read only the journal).
          const journal = await localDb.scans.bulkGet(ids);
          const answered = journal.flatMap((entry, i) => (entry ? [{ ...entry, server: stored[i] }] : []));
          if (answered.length) await localDb.scans.bulkPut(answered);
          await localDb.outbox.where('id').anyOf(ids).delete();
          // Kept for a restored server; the oldest beyond the bound go.
          await localDb.acknowledged.bulkPut(
            [...queued.values()].map((m) => ({ ...m, seq: m.seq!, acknowledgedAt: receivedAt })),
          );
          const beyond = (await localDb.acknowledged.count()) - KEPT_ACKNOWLEDGED;
          if (beyond > 0)
            await localDb.acknowledged.bulkDelete(
              await localDb.acknowledged.orderBy('seq').limit(beyond).primaryKeys(),
            );
        },
      ),
    );
  }

  async getCursor(): Promise<string | undefined> {
    const staging = await readMeta<StagedSnapshot>(META.rosterStaging);
    if (staging) return staging.cursor ?? undefined;
    return readMeta<string>(META.cursor);
  }

  /**
   * One page into the roster — or, during a fresh snapshot, into the staged pages (kept in `meta`, so a
   * download interrupted by a reload carries on from where it was); the last page swaps them all in.
   */
  applyPull(changes: PullChanges, cursor: string, hasMore: boolean): Promise<void> {
    return withLocalDb(() =>
      localDb.transaction(
        'rw',
        [
          localDb.participants,
          localDb.items,
          localDb.registrations,
          localDb.attendance,
          localDb.kits,
          localDb.meta,
          localDb.outbox,
        ],
        async () => {
          // Another tab cleared this device while this pull was on its way: the roster is not written back.
          if (!(await localDb.meta.get(META.registeredName))) throw new Error(DEVICE_CLEARED);
          const staging = (await localDb.meta.get(META.rosterStaging))?.value as StagedSnapshot | undefined;
          if (!staging) {
            await putChanges(changes);
            await localDb.meta.put({ key: META.cursor, value: cursor });
          } else if (hasMore) {
            await localDb.meta.bulkPut([
              { key: stagedPage(staging.pages), value: changes },
              { key: META.rosterStaging, value: { cursor, pages: staging.pages + 1 } satisfies StagedSnapshot },
            ]);
          } else {
            await swapInSnapshot(staging, changes, cursor);
          }
        },
      ),
    );
  }

  /**
   * Starts a fresh snapshot (staged pages of an earlier one are dropped); the roster in use is kept. The acknowledged
   * scans kept go back in the outbox under their own `seq` (their place in scan order, before the scans queued since).
   */
  resetRoster(): Promise<number> {
    return withLocalDb(() =>
      localDb.transaction('rw', [localDb.meta, localDb.outbox, localDb.acknowledged], async () => {
        await localDb.meta.where('key').startsWith(STAGED_PAGE_PREFIX).delete();
        await localDb.meta.put({ key: META.rosterStaging, value: { cursor: null, pages: 0 } satisfies StagedSnapshot });
        const kept = await localDb.acknowledged.toArray();
        const queued = new Set(
          (
            await localDb.outbox
              .where('id')
              .anyOf(kept.map((m) => m.id))
              .toArray()
          ).map((m) => m.id),
        );
        const resent = kept
          .filter((m) => !queued.has(m.id))
          .map(({ acknowledgedAt: _acknowledgedAt, ...scan }) => scan);
        if (resent.length) await localDb.outbox.bulkAdd(resent);
        return resent.length;
      }),
    );
  }
}

async function putChanges(changes: PullChanges) {
  if (changes.participants.length) await localDb.participants.bulkPut(changes.participants);
  if (changes.items.length) await localDb.items.bulkPut(changes.items);
  if (changes.registrations?.length) await localDb.registrations.bulkPut(changes.registrations);
  if (changes.attendance.length) await localDb.attendance.bulkPut(changes.attendance);
  if (changes.kits.length) await localDb.kits.bulkPut(changes.kits);
}

/**
 * Inside applyPull's transaction: the complete snapshot replaces the roster at once. Scans still in the
 * outbox keep the desk's own (optimistic) attendance or kit — the record whose id is the mutation's — unless
 * the snapshot already holds one for that participant (the server's record wins, as in acknowledge).
 */
async function swapInSnapshot(staging: StagedSnapshot, lastPage: PullChanges, cursor: string) {
  const pageKeys = Array.from({ length: staging.pages }, (_, n) => stagedPage(n));
  const pages = (await localDb.meta.bulkGet(pageKeys)).map((row) => row?.value as PullChanges);
  if (pages.some((page) => !page)) throw new Error('A staged roster page is missing');
  const pending = await localDb.outbox.toArray();
  const pendingIds = new Set(pending.map((m) => m.id));
  const ownAttendance = (
    await localDb.attendance.bulkGet(
      pending
        .filter((m) => m.type === 'check-in')
        .map((m) => attendanceKey({ participantId: m.participantId, itemType: m.eventType, itemId: m.eventId })),
    )
  ).filter((record): record is AttendanceRecord => !!record && pendingIds.has(record.id));
  const ownKits = (
    await localDb.kits.bulkGet(pending.filter((m) => m.type === 'issue-kit').map((m) => m.participantId))
  ).filter((record): record is KitRecord => !!record && pendingIds.has(record.id));

  await Promise.all([
    localDb.participants.clear(),
    localDb.items.clear(),
    localDb.registrations.clear(),
    localDb.attendance.clear(),
    localDb.kits.clear(),
  ]);
  for (const page of [...pages, lastPage]) await putChanges(page);
  const takenAttendance = await localDb.attendance.bulkGet(ownAttendance.map(attendanceKey));
  await localDb.attendance.bulkPut(ownAttendance.filter((_, i) => !takenAttendance[i]));
  const takenKits = await localDb.kits.bulkGet(ownKits.map((k) => k.participantId));
  await localDb.kits.bulkPut(ownKits.filter((_, i) => !takenKits[i]));

  await localDb.meta.bulkDelete([...pageKeys, META.rosterStaging]);
  await localDb.meta.put({ key: META.cursor, value: cursor });
}

/**
 * Kept by a cleared device: its id (the server's devices list knows it) with the key that proves it is that device
 * (without the key, its next registration would be refused as another desk taking the id over), and the public pass keys.
 */
const KEPT_BY_CLEARED_DEVICE = new Set<string>([META.deviceId, META.deviceKey, META.passKeys, META.passKeysAt]);

/**
 * Removes the roster (participant names), the events, the registrations, the attendance and kits, this desk's scan list, the
 * server's answers and the acknowledged scans kept for a restored server, and the device's registration and sync state — in one transaction, and only when no scan
 * waits to sync: nothing queued is ever lost. Resolves false (and changes nothing) when the outbox holds scans.
 * Other meta rows (the token hand-over, the app-update flag) are not the scanner's and stay.
 */
export function clearDeviceData(): Promise<boolean> {
  const scannerMeta = Object.values(META).filter((key) => !KEPT_BY_CLEARED_DEVICE.has(key));
  const tables = [
    localDb.outbox,
    localDb.participants,
    localDb.items,
    localDb.registrations,
    localDb.attendance,
    localDb.kits,
    localDb.results,
    localDb.scans,
    localDb.acknowledged,
    localDb.meta,
  ];
  return withLocalDb(() =>
    localDb.transaction('rw', tables, async () => {
      if ((await localDb.outbox.count()) > 0) return false;
      await Promise.all([
        localDb.participants.clear(),
        localDb.items.clear(),
        localDb.registrations.clear(),
        localDb.attendance.clear(),
        localDb.kits.clear(),
        localDb.results.clear(),
        localDb.scans.clear(),
        localDb.acknowledged.clear(),
        localDb.meta.bulkDelete(scannerMeta),
        localDb.meta.where('key').startsWith(STAGED_PAGE_PREFIX).delete(),
      ]);
      return true;
    }),
  );
}
