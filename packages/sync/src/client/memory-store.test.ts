import { attendanceKeyOf, MemorySyncStore } from './memory-store';
import { describeSyncStoreContract } from './store-contract-test-kit';

describeSyncStoreContract('MemorySyncStore', async () => {
  const store = new MemorySyncStore();
  return {
    store,
    queue: async (mutations) => void store.outbox.push(...mutations),
    recordAtDesk: async (record) => {
      if ('attendance' in record) store.attendance.set(attendanceKeyOf(record.attendance), record.attendance);
      else store.kits.set(record.kit.participantId, record.kit);
    },
    roster: async () => ({
      participants: [...store.participants.values()],
      items: [...store.items.values()],
      registrations: [...store.registrations.values()],
      attendance: [...store.attendance.values()],
      kits: [...store.kits.values()],
    }),
  };
});
