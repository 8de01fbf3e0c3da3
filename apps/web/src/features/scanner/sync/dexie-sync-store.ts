import type { SyncStore } from '@symposium/sync/client/engine';
import type { AttendanceRecord, KitRecord, Mutation, MutationResult, PullChanges } from '@symposium/sync/protocol';
import { localDb, type QueuedScan, withLocalDb } from '../../../lib/local-db';

export const META = {
  cursor: 'cursor',
  deviceId: 'deviceId',
  deviceName: 'deviceName',
  /** The device name the server last accepted (registration done). */
  registeredName: 'registeredName',
  passKeys: 'passKeys',
  passKeysAt: 'passKeysAt',
  lastSyncAt: 'lastSyncAt',
  /** Set when a pull finished with nothing more to fetch; cleared by a reset. */
  rosterCompleteAt: 'rosterCompleteAt',
} as const;

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

const attendanceKey = (a: Pick<AttendanceRecord, 'participantId' | 'itemType' | 'itemId'>): [string, string, string] => [a.participantId, a.itemType, a.itemId];

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
      localDb.transaction('rw', [localDb.outbox, localDb.results, localDb.attendance, localDb.kits], async () => {
        const ids = results.map((r) => r.id);
        const queued = new Map((await localDb.outbox.where('id').anyOf(ids).toArray()).map((m) => [m.id, m]));
        for (const result of results) {
          const mutation = queued.get(result.id);
          if (!mutation) continue;
          if (mutation.type === 'check-in') {
            const key = attendanceKey({ participantId: mutation.participantId, itemType: mutation.eventType, itemId: mutation.eventId });
            if (result.record) await localDb.attendance.put(result.record as AttendanceRecord);
            else if (result.status === 'rejected' && (await localDb.attendance.get(key))?.id === mutation.id) {
              // The desk counted it at once; the server refused it, so the desk must not keep it.
              await localDb.attendance.delete(key);
            }
          } else {
            if (result.record) await localDb.kits.put(result.record as KitRecord);
            else if (result.status === 'rejected' && (await localDb.kits.get(mutation.participantId))?.id === mutation.id) {
              await localDb.kits.delete(mutation.participantId);
            }
          }
        }
        await localDb.results.bulkPut(results.map((r) => ({ ...r, receivedAt })));
        await localDb.outbox.where('id').anyOf(ids).delete();
      }),
    );
  }

  getCursor(): Promise<string | undefined> {
    return readMeta<string>(META.cursor);
  }

  applyPull(changes: PullChanges, cursor: string): Promise<void> {
    return withLocalDb(() =>
      localDb.transaction('rw', [localDb.participants, localDb.items, localDb.attendance, localDb.kits, localDb.meta], async () => {
        if (changes.participants.length) await localDb.participants.bulkPut(changes.participants);
        if (changes.items.length) await localDb.items.bulkPut(changes.items);
        if (changes.attendance.length) await localDb.attendance.bulkPut(changes.attendance);
        if (changes.kits.length) await localDb.kits.bulkPut(changes.kits);
        await localDb.meta.put({ key: META.cursor, value: cursor });
      }),
    );
  }

  resetRoster(): Promise<void> {
    return withLocalDb(() =>
      localDb.transaction('rw', [localDb.participants, localDb.items, localDb.attendance, localDb.kits, localDb.meta], async () => {
        await Promise.all([localDb.participants.clear(), localDb.items.clear(), localDb.attendance.clear(), localDb.kits.clear()]);
        await localDb.meta.bulkDelete([META.cursor, META.rosterCompleteAt]);
      }),
    );
  }
}
