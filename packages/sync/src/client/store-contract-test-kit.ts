import { beforeEach, describe, expect, test } from 'vitest';
import type {
  AttendanceRecord,
  KitRecord,
  Mutation,
  PullChanges,
  RosterItem,
  RosterParticipant,
  RosterRegistration,
} from '../protocol';
import { KEPT_ACKNOWLEDGED, type SyncStore } from './engine';

// What every SyncStore must do (engine.ts documents it), run against the memory store here and the browser's Dexie
// store in apps/web: the engine trusts both the same way.

/** The roster a scan would read, in a form both stores can give. */
export interface RosterInUse {
  participants: RosterParticipant[];
  items: RosterItem[];
  registrations: RosterRegistration[];
  attendance: AttendanceRecord[];
  kits: KitRecord[];
}

/** A store under test, with the desk's own writes that are not the engine's (a scan queues and records itself). */
export interface SyncStoreUnderTest {
  store: SyncStore;
  /** Queues scans as the desk does when it scans them, in this order. */
  queue(mutations: Mutation[]): Promise<void>;
  /** The desk's own record of a check-in or a kit, written with the scan before it is pushed. */
  recordAtDesk(record: { attendance: AttendanceRecord } | { kit: KitRecord }): Promise<void>;
  roster(): Promise<RosterInUse>;
}

const DESK = { deviceId: '3f6c1d2e-8a4b-4c7d-9e1f-2a3b4c5d6e7f', deskName: 'Main gate 1' };
const scanId = (n: number) => `6b1e2c3d-4f5a-4b6c-8d7e-${String(n).padStart(12, '0')}`;
const participantId = (n: number) => `SYM31-${String(n).padStart(4, '0')}`;

const participant = (n: number, name: string): RosterParticipant => ({
  userId: `665f1c2a7b9e4d3c2b1a${String(n).padStart(4, '0')}`,
  participantId: participantId(n),
  name,
  college: 'Government College of Engineering, Salem',
  registrationType: 'both',
  paymentStatus: 'verified',
  revoked: false,
});
const ASHA = participant(1, 'Asha Kumar');
const RAVI = participant(2, 'Ravi Shankar');
const MEERA = participant(3, 'Meera Iyer');

const ROBO_RACE: RosterItem = {
  id: '6650a1b2c3d4e5f60718293a',
  kind: 'event',
  name: 'Robo Race',
  category: 'technical',
  venue: 'Ground',
  date: '2031-10-23',
  timeStart: '10:00',
  timeEnd: '12:00',
  checkInRequiresRegistration: false,
  deleted: false,
};

const kitScan = (n: number, p = participantId(n)): Mutation => ({
  id: scanId(n),
  type: 'issue-kit',
  participantId: p,
  collectionPoint: 'main-desk',
  occurredAt: new Date(Date.UTC(2031, 9, 23, 3, 30, n)).toISOString(),
  localStatus: 'applied',
});
const checkInScan = (n: number, p: RosterParticipant): Mutation => ({
  id: scanId(n),
  type: 'check-in',
  participantId: p.participantId,
  eventId: ROBO_RACE.id,
  eventType: 'event',
  occurredAt: new Date(Date.UTC(2031, 9, 23, 4, 45, n)).toISOString(),
  localStatus: 'applied',
});

const attendanceOf = (scan: Mutation, p: RosterParticipant, deskName = DESK.deskName): AttendanceRecord => ({
  id: scan.id,
  participantId: p.participantId,
  userId: p.userId,
  itemType: 'event',
  itemId: ROBO_RACE.id,
  checkInTime: scan.occurredAt,
  deviceId: DESK.deviceId,
  deskName,
  staffName: 'Priya (coordinator)',
});
const kitOf = (scan: Mutation, p: RosterParticipant): KitRecord => ({
  id: scan.id,
  participantId: p.participantId,
  userId: p.userId,
  idCardNumber: `ID-${p.participantId}`,
  contents: [{ item: 'ID card', quantity: 1 }],
  collectionPoint: 'main-desk',
  issuedAt: scan.occurredAt,
  deviceId: DESK.deviceId,
  deskName: DESK.deskName,
  issuedBy: 'Priya (coordinator)',
});

const page = (changes: Partial<PullChanges>): PullChanges => ({
  participants: [],
  items: [],
  registrations: [],
  attendance: [],
  kits: [],
  ...changes,
});
const applied = (mutations: Mutation[]) => mutations.map((m) => ({ id: m.id, status: 'applied' as const }));
const namesIn = (roster: RosterInUse) => roster.participants.map((p) => p.name).sort();

export function describeSyncStoreContract(name: string, open: () => Promise<SyncStoreUnderTest>) {
  describe(`${name} keeps the SyncStore contract`, () => {
    let desk: SyncStoreUnderTest;
    let store: SyncStore;
    beforeEach(async () => {
      desk = await open();
      store = desk.store;
    });

    describe('the outbox', () => {
      test('hands out the oldest scans first, a batch at a time, and counts them all', async () => {
        const scans = [1, 2, 3, 4, 5].map((n) => kitScan(n));
        await desk.queue(scans);
        expect(await store.outboxBatch(2)).toEqual(scans.slice(0, 2));
        expect(await store.outboxBatch(500)).toEqual(scans);
        expect(await store.outboxCount()).toBe(5);
      });

      test('an acknowledged scan leaves the outbox; the others stay, in order', async () => {
        const scans = [1, 2, 3].map((n) => kitScan(n));
        await desk.queue(scans);
        await store.acknowledge(applied([scans[0]]));
        expect(await store.outboxBatch(500)).toEqual(scans.slice(1));
        expect(await store.outboxCount()).toBe(2);
      });

      test('an answer for a scan the outbox does not hold changes nothing in it (a replayed answer)', async () => {
        const scans = [1, 2].map((n) => kitScan(n));
        await desk.queue(scans);
        await store.acknowledge(applied([kitScan(9)]));
        expect(await store.outboxBatch(500)).toEqual(scans);
      });
    });

    describe('pulling the roster', () => {
      test('a new desk has no cursor; each page is applied with its cursor', async () => {
        expect(await store.getCursor()).toBeUndefined();
        await store.applyPull(page({ participants: [ASHA], items: [ROBO_RACE] }), '7.120', true);
        expect(await store.getCursor()).toBe('7.120');
        await store.applyPull(page({ participants: [RAVI] }), '7.121', false);
        expect(await store.getCursor()).toBe('7.121');
        const roster = await desk.roster();
        expect(namesIn(roster)).toEqual(['Asha Kumar', 'Ravi Shankar']);
        expect(roster.items).toEqual([ROBO_RACE]);
      });

      test('a later page replaces what it changes: a payment verified since, a check-in, a withdrawal', async () => {
        const pending = { ...ASHA, paymentStatus: 'pending' as const };
        const registration: RosterRegistration = {
          id: '6650b2c3d4e5f60718293a4b',
          userId: ASHA.userId,
          itemType: 'event',
          itemId: ROBO_RACE.id,
          status: 'registered',
        };
        await store.applyPull(
          page({ participants: [pending], items: [ROBO_RACE], registrations: [registration] }),
          '7.1',
          false,
        );
        const checkIn = attendanceOf(checkInScan(1, ASHA), ASHA, 'Hall B desk');
        await store.applyPull(
          page({
            participants: [ASHA],
            attendance: [checkIn],
            registrations: [{ ...registration, status: 'cancelled' }],
          }),
          '7.2',
          false,
        );
        const roster = await desk.roster();
        expect(roster.participants).toEqual([ASHA]);
        expect(roster.attendance).toEqual([checkIn]);
        expect(roster.registrations).toEqual([{ ...registration, status: 'cancelled' }]);
      });
    });

    describe('a fresh roster (the server asked for one)', () => {
      beforeEach(async () => {
        await store.applyPull(page({ participants: [ASHA, RAVI], items: [ROBO_RACE] }), '7.300', false);
      });

      test('the roster in use stays while the fresh one downloads, and the download carries its own cursor', async () => {
        expect(await store.resetRoster()).toBe(0);
        expect(await store.getCursor()).toBeUndefined();
        await store.applyPull(page({ participants: [MEERA] }), '8.1000', true);
        expect(await store.getCursor()).toBe('8.1000');
        expect(namesIn(await desk.roster())).toEqual(['Asha Kumar', 'Ravi Shankar']);
      });

      test('its last page swaps the whole snapshot in at once: who is not in it is gone', async () => {
        await store.resetRoster();
        await store.applyPull(page({ participants: [MEERA], items: [ROBO_RACE] }), '8.1000', true);
        await store.applyPull(page({ participants: [RAVI] }), '8.1001', false);
        expect(namesIn(await desk.roster())).toEqual(['Meera Iyer', 'Ravi Shankar']);
        expect(await store.getCursor()).toBe('8.1001');
        // Pulling on from there is ordinary again.
        await store.applyPull(page({ participants: [ASHA] }), '8.1002', false);
        expect(namesIn(await desk.roster())).toEqual(['Asha Kumar', 'Meera Iyer', 'Ravi Shankar']);
      });

      test('a second reset starts over: the pages of the first download are dropped', async () => {
        await store.resetRoster();
        await store.applyPull(page({ participants: [MEERA] }), '8.1000', true);
        await store.resetRoster();
        expect(await store.getCursor()).toBeUndefined();
        await store.applyPull(page({ participants: [RAVI] }), '9.50', false);
        expect(namesIn(await desk.roster())).toEqual(['Ravi Shankar']);
      });

      test('the desk keeps its own records of scans not yet pushed, unless the snapshot has one for them', async () => {
        const ashaCheckIn = checkInScan(1, ASHA);
        const raviKit = kitScan(2, RAVI.participantId);
        const raviCheckIn = checkInScan(3, RAVI);
        await desk.queue([ashaCheckIn, raviKit, raviCheckIn]);
        await desk.recordAtDesk({ attendance: attendanceOf(ashaCheckIn, ASHA) });
        await desk.recordAtDesk({ kit: kitOf(raviKit, RAVI) });
        await desk.recordAtDesk({ attendance: attendanceOf(raviCheckIn, RAVI) });
        // Another desk checked Ravi in first: the server's record is the one kept.
        const serverCheckIn = {
          ...attendanceOf(checkInScan(40, RAVI), RAVI, 'Hall B desk'),
          deviceId: 'b0c1d2e3-f405',
        };

        await store.resetRoster();
        await store.applyPull(page({ participants: [ASHA, RAVI], attendance: [serverCheckIn] }), '8.2000', false);
        const roster = await desk.roster();
        const byParticipant = (records: AttendanceRecord[]) =>
          [...records].sort((a, b) => a.participantId.localeCompare(b.participantId));
        expect(byParticipant(roster.attendance)).toEqual([attendanceOf(ashaCheckIn, ASHA), serverCheckIn]);
        expect(roster.kits).toEqual([kitOf(raviKit, RAVI)]);
      });

      test('a record of a scan already pushed is not kept: the snapshot is the truth for it', async () => {
        const pushed = checkInScan(1, ASHA);
        await desk.queue([pushed]);
        await desk.recordAtDesk({ attendance: attendanceOf(pushed, ASHA) });
        await store.acknowledge(applied([pushed]));
        await store.resetRoster();
        // Sent again to the (restored) server before the snapshot; it answers as it did.
        await store.acknowledge(applied([pushed]));
        await store.applyPull(page({ participants: [ASHA] }), '8.2000', false);
        expect((await desk.roster()).attendance).toEqual([]);
      });
    });

    describe('acknowledged scans, for a server restored from a backup', () => {
      test('a reset puts them back before the scans queued since, once each', async () => {
        const sent = [1, 2, 3].map((n) => kitScan(n));
        await desk.queue(sent);
        await store.acknowledge(applied(sent));
        const since = kitScan(4);
        await desk.queue([since]);

        expect(await store.resetRoster()).toBe(3);
        expect(await store.outboxBatch(500)).toEqual([...sent, since]);
        expect(await store.resetRoster()).toBe(0);
        expect(await store.outboxCount()).toBe(4);
      });

      test(`the newest ${KEPT_ACKNOWLEDGED} are kept; older ones go`, async () => {
        const total = KEPT_ACKNOWLEDGED + 3;
        const scans = Array.from({ length: total }, (_, n) => kitScan(n, participantId(n % 5000)));
        await desk.queue(scans);
        // Acknowledged a push batch at a time, as the engine does.
        for (let start = 0; start < total; start += 500)
          await store.acknowledge(applied(scans.slice(start, start + 500)));
        expect(await store.outboxCount()).toBe(0);

        expect(await store.resetRoster()).toBe(KEPT_ACKNOWLEDGED);
        const resent = await store.outboxBatch(total);
        expect(resent).toHaveLength(KEPT_ACKNOWLEDGED);
        expect([resent[0], resent.at(-1)]).toEqual([scans[3], scans.at(-1)]);
      }, 60_000);
    });
  });
}
