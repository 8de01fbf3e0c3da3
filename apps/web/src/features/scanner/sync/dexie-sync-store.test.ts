import 'fake-indexeddb/auto';
import { describeSyncStoreContract } from '@symposium/sync/client/store-contract-test-kit';
import type { AttendanceRecord, Mutation } from '@symposium/sync/protocol';
import { beforeEach, describe, expect, test } from 'vitest';
import { localDb, type ScanJournalEntry } from '../../../lib/local-db';
import { clearDeviceData, DEVICE_CLEARED, DexieSyncStore, META, readMeta, writeMeta } from './dexie-sync-store';

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

// Beyond the contract: what only the browser's store does.
describe('DexieSyncStore, beyond the contract', () => {
  const DEVICE_ID = '3f6c1d2e-8a4b-4c7d-9e1f-2a3b4c5d6e7f';
  const ROBO_RACE_ID = '6650a1b2c3d4e5f60718293a';
  const checkIn = (n: number, participantId: string): Mutation => ({
    id: `6b1e2c3d-4f5a-4b6c-8d7e-${String(n).padStart(12, '0')}`,
    type: 'check-in',
    participantId,
    eventId: ROBO_RACE_ID,
    eventType: 'event',
    occurredAt: new Date(Date.UTC(2031, 9, 23, 4, 45, n)).toISOString(),
    localStatus: 'applied',
  });
  const attendanceAtDesk = (scan: Mutation, deskName = 'Main gate 1'): AttendanceRecord => ({
    id: scan.id,
    participantId: scan.participantId,
    userId: `user-of-${scan.participantId}`,
    itemType: 'event',
    itemId: ROBO_RACE_ID,
    checkInTime: scan.occurredAt,
    deviceId: DEVICE_ID,
    deskName,
    staffName: 'Priya Raman',
  });
  const journalOf = (scan: Mutation): ScanJournalEntry => ({
    id: scan.id,
    scope: `check-in:${ROBO_RACE_ID}`,
    type: 'check-in',
    at: Date.parse(scan.occurredAt),
    participantId: scan.participantId,
    localStatus: 'applied',
    queued: true,
    name: 'Asha Kumar',
    registrationType: 'both',
    idCardNumber: null,
    server: null,
  });
  /** A scan as decide-scan leaves it: queued, counted at the desk, and in the desk's journal. */
  async function scanned(scan: Mutation) {
    await localDb.outbox.add({ ...scan, queuedAt: Date.parse(scan.occurredAt) });
    await localDb.attendance.put(attendanceAtDesk(scan));
    await localDb.scans.put(journalOf(scan));
  }

  beforeEach(async () => {
    await Promise.all(localDb.tables.map((table) => table.clear()));
    await writeMeta(META.registeredName, 'Main gate 1');
  });

  test('an answer puts the server’s record in place of the desk’s, drops a refused one, and lands in the journal', async () => {
    const admitted = checkIn(1, 'SYM31-0001');
    const refused = checkIn(2, 'SYM31-0002');
    await scanned(admitted);
    await scanned(refused);
    // Another desk's check-in reached the server first: the server answers with its record.
    const serverRecord = { ...attendanceAtDesk(checkIn(40, 'SYM31-0001'), 'Hall B desk'), deviceId: 'b0c1d2e3-f405' };
    const duplicate = { id: admitted.id, status: 'duplicate' as const, record: serverRecord };
    const rejection = {
      id: refused.id,
      status: 'rejected' as const,
      error: 'PAYMENT_NOT_VERIFIED',
      message: 'Payment has not been verified for this participant.',
    };
    await new DexieSyncStore().acknowledge([duplicate, rejection]);

    expect(await localDb.attendance.toArray()).toEqual([serverRecord]);
    expect(await localDb.scans.get(admitted.id)).toMatchObject({ localStatus: 'applied', server: duplicate });
    expect(await localDb.scans.get(refused.id)).toMatchObject({ server: rejection });
    expect(await localDb.results.count()).toBe(2);
  });

  test('a refusal leaves a record the desk did not make (a later pull’s) alone', async () => {
    const refused = checkIn(2, 'SYM31-0002');
    await scanned(refused);
    const pulled = { ...attendanceAtDesk(checkIn(41, 'SYM31-0002'), 'Hall B desk'), deviceId: 'b0c1d2e3-f405' };
    await localDb.attendance.put(pulled);
    await new DexieSyncStore().acknowledge([{ id: refused.id, status: 'rejected', error: 'X', message: 'Refused' }]);
    expect(await localDb.attendance.toArray()).toEqual([pulled]);
  });

  test('a pull arriving after another tab cleared the device is not written back', async () => {
    await localDb.meta.delete(META.registeredName);
    const participant = {
      userId: '665f1c2a7b9e4d3c2b1a0001',
      participantId: 'SYM31-0001',
      name: 'Asha Kumar',
      college: 'Government College of Engineering, Salem',
      registrationType: 'both' as const,
      paymentStatus: 'verified' as const,
      revoked: false,
    };
    const pull = new DexieSyncStore().applyPull(
      { participants: [participant], items: [], attendance: [], kits: [] },
      '7.1',
      false,
    );
    await expect(pull).rejects.toThrow(DEVICE_CLEARED);
    expect(await localDb.participants.count()).toBe(0);
    expect(await readMeta(META.cursor)).toBeUndefined();
  });

  test('clearing the device waits for its queue, then keeps only its id, its key and the pass keys', async () => {
    await writeMeta(META.deviceId, DEVICE_ID);
    await writeMeta(META.deviceKey, 'k3y-handed-out-once');
    await writeMeta(META.passKeys, [{ kid: '5e1f0c2a', x: 'public-half' }]);
    await writeMeta(META.cursor, '7.300');
    const waiting = checkIn(1, 'SYM31-0001');
    await scanned(waiting);

    expect(await clearDeviceData()).toBe(false);
    expect(await localDb.outbox.count()).toBe(1);
    expect(await readMeta(META.registeredName)).toBe('Main gate 1');

    await new DexieSyncStore().acknowledge([{ id: waiting.id, status: 'applied' }]);
    expect(await clearDeviceData()).toBe(true);
    expect((await localDb.meta.toArray()).map((row) => row.key).sort()).toEqual(
      [META.deviceId, META.deviceKey, META.passKeys].sort(),
    );
    for (const table of [localDb.attendance, localDb.scans, localDb.results, localDb.acknowledged])
      expect(await table.count()).toBe(0);
  });
});
