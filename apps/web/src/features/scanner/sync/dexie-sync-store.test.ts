import 'fake-indexeddb/auto';
import { describeSyncStoreContract } from '@symposium/sync/client/store-contract-test-kit';
import { localDb } from '../../../lib/local-db';
import { DexieSyncStore, META, writeMeta } from './dexie-sync-store';

// The browser's store on fake-indexeddb, against the contract the memory store keeps (packages/sync).
describeSyncStoreContract('DexieSyncStore', async () => {
  await Promise.all(localDb.tables.map((table) => table.clear()));
  // A pull is written only into a registered device (a tab may have cleared it meanwhile).
  await writeMeta(META.registeredName, 'Main gate 1');
  return {
    store: new DexieSyncStore(),
    // In scan order: the outbox's auto-increment `seq` orders them as it orders the desk's scans.
    queue: async (mutations) =>
      void (await localDb.outbox.bulkAdd(mutations.map((m) => ({ ...m, queuedAt: Date.parse(m.occurredAt) })))),
    recordAtDesk: async (record) => {
      if ('attendance' in record) await localDb.attendance.put(record.attendance);
      else await localDb.kits.put(record.kit);
    },
    roster: async () => ({
      participants: await localDb.participants.toArray(),
      items: await localDb.items.toArray(),
      registrations: await localDb.registrations.toArray(),
      attendance: await localDb.attendance.toArray(),
      kits: await localDb.kits.toArray(),
    }),
  };
});
