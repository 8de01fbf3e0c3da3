import 'fake-indexeddb/auto';
import { generateKeyPairSync, sign } from 'node:crypto';
import { DEFAULT_EDITION } from '@symposium/schema/edition';
import { formatPass, parsePassText, passSigningInput } from '@symposium/sync/pass';
import type { RosterItem, RosterParticipant, RosterRegistration } from '@symposium/sync/protocol';
import { SCAN_MESSAGES, ScanError } from '@symposium/sync/verdict';
import { beforeEach, describe, expect, test } from 'vitest';
import { localDb } from '../../../lib/local-db';
import { PASS_PUBLIC_KEY, signedPassText } from '../camera/test-support/signed-passes';
import { META, writeMeta } from '../sync/dexie-sync-store';
import { decideScan, type ScanContext, type ScanMode } from './decide-scan';

// The desk's own part of a verdict, on fake-indexeddb: what it reads, what it asks the network for, and what it writes.
// The rules themselves (who may check in where and when) are packages/sync/src/verdict.test.ts.

const KOLKATA = 'Asia/Kolkata';
const DURING_ROBO_RACE = Date.parse('2025-10-23T10:30:00+05:30');
const DURING_CAD = Date.parse('2025-10-24T14:15:00+05:30');

const participant = (index: number, fields: Partial<RosterParticipant>): RosterParticipant => ({
  userId: `665f1c2a7b9e4d3c2b1a${String(index + 1).padStart(4, '0')}`,
  participantId: `SYM25-${String(index + 1).padStart(4, '0')}`,
  name: 'Asha Kumar',
  college: 'Government College of Engineering, Salem',
  registrationType: 'both',
  paymentStatus: 'verified',
  revoked: false,
  ...fields,
});
// Each is the `index`th participant of signedPassText, so their genuine passes verify with PASS_PUBLIC_KEY.
const ASHA = participant(0, {});
const RAVI = participant(1, { name: 'Ravi Shankar', registrationType: 'general' });
const MEERA = participant(2, { name: 'Meera Iyer', paymentStatus: 'pending' });
/** Registered and paid since this desk's last pull: the server knows her, the roster here does not yet. */
const KAVYA = participant(3, { name: 'Kavya Nair' });

const ROBO_RACE: RosterItem = {
  id: '6650a1b2c3d4e5f60718293a',
  kind: 'event',
  name: 'Robo Race',
  category: 'technical',
  venue: 'Ground',
  date: '2025-10-23',
  timeStart: '10:00',
  timeEnd: '12:00',
  checkInRequiresRegistration: false,
  deleted: false,
};
const CAD_WORKSHOP: RosterItem = {
  id: '6650a1b2c3d4e5f60718293b',
  kind: 'workshop',
  name: 'CAD Workshop',
  category: 'workshop',
  venue: 'Lab 2',
  date: '2025-10-24',
  timeStart: '14:00',
  timeEnd: '17:00',
  checkInRequiresRegistration: true,
  deleted: false,
};
const registrationFor = (p: RosterParticipant, item: RosterItem, id: string): RosterRegistration => ({
  id,
  userId: p.userId,
  itemType: item.kind,
  itemId: item.id,
  status: 'registered',
});

const passOf = (p: RosterParticipant) => signedPassText(Number(p.participantId.slice(-4)) - 1);
/** Asha's pass with Ravi's ID typed over hers: the signature no longer matches. */
const editedPass = () => formatPass({ ...parsePassText(passOf(ASHA))!, participantId: RAVI.participantId });

/** A pass signed by a key made after a rotation this desk has not seen. */
function passSignedByNewKey(p: RosterParticipant) {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  const kid = '9c4d2e1a';
  const s = sign(null, Buffer.from(passSigningInput(p.participantId, kid)), privateKey).toString('base64url');
  return {
    text: formatPass({ participantId: p.participantId, k: kid, s }),
    key: { kid, x: publicKey.export({ format: 'jwk' }).x! },
  };
}

const checkInAt = (item: RosterItem): ScanMode => ({ type: 'check-in', item });
const KITS: ScanMode = { type: 'issue-kit', collectionPoint: 'main-desk' };

function desk(overrides: Partial<ScanContext> = {}): ScanContext {
  return {
    deviceId: '3f6c1d2e-8a4b-4c7d-9e1f-2a3b4c5d6e7f',
    deskName: 'Main gate 1',
    staffName: 'Priya Raman',
    staffUserId: '665f0000aaaabbbbccccdddd',
    keys: [PASS_PUBLIC_KEY],
    timeZone: KOLKATA,
    now: () => DURING_ROBO_RACE,
    ...overrides,
  };
}

/** A catch-up with the server (the network's edge): counts its calls, and brings what the server knows since. */
function catchUp(serverKnows: () => Promise<unknown> = async () => undefined) {
  const calls = { count: 0 };
  const run = async () => {
    calls.count++;
    await serverKnows();
    return true;
  };
  return { calls, run };
}

beforeEach(async () => {
  await Promise.all(localDb.tables.map((table) => table.clear()));
  await writeMeta(META.registeredName, 'Main gate 1');
  await localDb.participants.bulkPut([ASHA, RAVI, MEERA]);
  await localDb.items.bulkPut([ROBO_RACE, CAD_WORKSHOP]);
  await localDb.registrations.put(registrationFor(ASHA, CAD_WORKSHOP, '6650c3d4e5f60718293a4b5c'));
});

describe('a check-in', () => {
  test('a genuine pass is admitted, recorded at this desk, queued with its text and kept in the desk’s journal', async () => {
    const text = passOf(ASHA);
    const outcome = await decideScan(text, 'camera', checkInAt(ROBO_RACE), desk());

    expect(outcome).toMatchObject({
      status: 'applied',
      queued: true,
      participantId: ASHA.participantId,
      participant: ASHA,
    });
    const checkInTime = new Date(DURING_ROBO_RACE).toISOString();
    expect(await localDb.attendance.toArray()).toEqual([
      {
        id: outcome.id,
        participantId: ASHA.participantId,
        userId: ASHA.userId,
        itemType: 'event',
        itemId: ROBO_RACE.id,
        checkInTime,
        deviceId: '3f6c1d2e-8a4b-4c7d-9e1f-2a3b4c5d6e7f',
        deskName: 'Main gate 1',
        staffName: 'Priya Raman',
      },
    ]);
    const [queued] = await localDb.outbox.toArray();
    expect(queued).toMatchObject({
      id: outcome.id,
      type: 'check-in',
      participantId: ASHA.participantId,
      eventId: ROBO_RACE.id,
      eventType: 'event',
      occurredAt: checkInTime,
      qrData: text,
      localStatus: 'applied',
      scannedBy: '665f0000aaaabbbbccccdddd',
      queuedAt: DURING_ROBO_RACE,
    });
    expect(queued).not.toHaveProperty('force');
    expect(await localDb.scans.get(outcome.id)).toMatchObject({
      scope: `check-in:${ROBO_RACE.id}`,
      localStatus: 'applied',
      name: 'Asha Kumar',
      idCardNumber: null,
      server: null,
    });
  });

  test('a second scan of the pass at this desk is a duplicate naming the first check-in, and is queued as such', async () => {
    const first = await decideScan(passOf(ASHA), 'camera', checkInAt(ROBO_RACE), desk());
    const later = DURING_ROBO_RACE + 90_000;
    const second = await decideScan(passOf(ASHA), 'camera', checkInAt(ROBO_RACE), desk({ now: () => later }));

    expect(second.status).toBe('duplicate');
    expect(second.attendance).toEqual(first.attendance);
    expect(await localDb.attendance.count()).toBe(1);
    expect((await localDb.outbox.toArray()).map((m) => m.localStatus)).toEqual(['applied', 'duplicate']);
  });

  test('an edited pass is refused as no pass, queued as refused, without waiting for the network', async () => {
    const server = catchUp();
    const outcome = await decideScan(editedPass(), 'camera', checkInAt(ROBO_RACE), desk({ catchUpRoster: server.run }));

    expect(outcome).toMatchObject({
      status: 'rejected',
      error: ScanError.INVALID_QR,
      message: SCAN_MESSAGES.INVALID_QR,
      participantId: RAVI.participantId,
    });
    expect(server.calls.count).toBe(0);
    expect(await localDb.attendance.count()).toBe(0);
    expect(await localDb.outbox.toArray()).toMatchObject([
      { participantId: RAVI.participantId, localStatus: 'rejected' },
    ]);
  });

  test('an edited pass typed by a keyboard wedge is checked as a camera read would be', async () => {
    const outcome = await decideScan(editedPass(), 'manual', checkInAt(ROBO_RACE), desk());
    expect(outcome).toMatchObject({ status: 'rejected', error: ScanError.INVALID_QR });
  });

  test('text that is not a pass (another QR code) is refused, and nothing is queued or recorded', async () => {
    const url = 'https://www.example.org/tickets/8841';
    const checkIn = await decideScan(url, 'camera', checkInAt(ROBO_RACE), desk());
    expect(checkIn).toMatchObject({
      status: 'rejected',
      error: ScanError.INVALID_QR,
      queued: false,
      participantId: null,
    });
    const kit = await decideScan(url, 'camera', KITS, desk());
    expect(kit).toMatchObject({ status: 'rejected', error: 'KIT_ISSUANCE_ERROR', message: 'Kit issuance failed' });
    expect(await localDb.outbox.count()).toBe(0);
    expect(await localDb.scans.count()).toBe(0);
  });

  test('a participant ID typed at the desk is read in capitals and judged from the roster, with no pass text', async () => {
    const outcome = await decideScan('  sym25-0002 ', 'manual', checkInAt(ROBO_RACE), desk());

    expect(outcome).toMatchObject({ status: 'applied', participantId: RAVI.participantId });
    const [queued] = await localDb.outbox.toArray();
    expect(queued.participantId).toBe(RAVI.participantId);
    expect(queued).not.toHaveProperty('qrData');
  });

  test('outside the check-in time, on the edition’s clock, it is refused and queued as refused', async () => {
    const dayBefore = DURING_ROBO_RACE - 24 * 3600_000;
    const outcome = await decideScan(passOf(ASHA), 'camera', checkInAt(ROBO_RACE), desk({ now: () => dayBefore }));
    expect(outcome).toMatchObject({ status: 'rejected', error: ScanError.OUTSIDE_CHECK_IN_TIME });
    expect(await localDb.attendance.count()).toBe(0);
    expect(await localDb.outbox.toArray()).toMatchObject([{ localStatus: 'rejected' }]);
  });

  test('a device cleared in another tab a moment ago takes no scan', async () => {
    await localDb.meta.delete(META.registeredName);
    const scan = decideScan(passOf(ASHA), 'camera', checkInAt(ROBO_RACE), desk());
    await expect(scan).rejects.toMatchObject({ name: 'DeskProblemError', problem: 'device-cleared' });
    expect(await localDb.outbox.count()).toBe(0);
    expect(await localDb.attendance.count()).toBe(0);
  });
});

describe('a pass signed by a key this desk has not seen (a rotation)', () => {
  test('offline, the desk says it cannot tell, and records nothing', async () => {
    const { text } = passSignedByNewKey(ASHA);
    const scan = decideScan(text, 'camera', checkInAt(ROBO_RACE), desk());
    await expect(scan).rejects.toMatchObject({ problem: 'key-unknown' });
    expect(await localDb.outbox.count()).toBe(0);
  });

  test('a desk that never downloaded any key says so', async () => {
    const scan = decideScan(passOf(ASHA), 'camera', checkInAt(ROBO_RACE), desk({ keys: [] }));
    await expect(scan).rejects.toMatchObject({ problem: 'keys-missing' });
  });

  test('online, the keys fetched again verify it; keys that cannot be fetched leave it unknown', async () => {
    const { text, key } = passSignedByNewKey(ASHA);
    const fetched = await decideScan(
      text,
      'camera',
      checkInAt(ROBO_RACE),
      desk({ refreshKeys: async () => [PASS_PUBLIC_KEY, key] }),
    );
    expect(fetched.status).toBe('applied');
    const unreachable = decideScan(text, 'camera', KITS, desk({ refreshKeys: async () => null }));
    await expect(unreachable).rejects.toMatchObject({ problem: 'key-unknown' });
  });
});

describe('a roster that may be out of date', () => {
  test('someone the roster does not know yet is judged after a catch-up brings them', async () => {
    const server = catchUp(() => localDb.participants.put(KAVYA));
    const outcome = await decideScan(
      passOf(KAVYA),
      'camera',
      checkInAt(ROBO_RACE),
      desk({ catchUpRoster: server.run }),
    );
    expect(server.calls.count).toBe(1);
    expect(outcome).toMatchObject({ status: 'applied', participant: KAVYA });
  });

  test('a payment verified since the last pull admits them after the catch-up', async () => {
    const server = catchUp(() => localDb.participants.put({ ...MEERA, paymentStatus: 'verified' }));
    const outcome = await decideScan(
      passOf(MEERA),
      'camera',
      checkInAt(ROBO_RACE),
      desk({ catchUpRoster: server.run }),
    );
    expect(outcome.status).toBe('applied');
  });

  test('when the catch-up brings nothing new, the roster on the device refuses', async () => {
    const server = catchUp();
    const outcome = await decideScan(
      passOf(MEERA),
      'camera',
      checkInAt(ROBO_RACE),
      desk({ catchUpRoster: server.run }),
    );
    expect(server.calls.count).toBe(1);
    expect(outcome).toMatchObject({ status: 'rejected', error: ScanError.PAYMENT_NOT_VERIFIED });
  });

  test('a participant the roster admits is judged at once, without a catch-up', async () => {
    const server = catchUp();
    await decideScan(passOf(ASHA), 'camera', checkInAt(ROBO_RACE), desk({ catchUpRoster: server.run }));
    expect(server.calls.count).toBe(0);
  });

  test('registered at the help desk since the last pull: a workshop that requires it catches up first', async () => {
    const server = catchUp(() =>
      localDb.registrations.put(registrationFor(RAVI, CAD_WORKSHOP, '6650c3d4e5f60718293a4b5d')),
    );
    const ravi = { ...RAVI, registrationType: 'both' as const };
    await localDb.participants.put(ravi);
    const outcome = await decideScan(
      passOf(RAVI),
      'camera',
      checkInAt(CAD_WORKSHOP),
      desk({ now: () => DURING_CAD, catchUpRoster: server.run }),
    );
    expect(server.calls.count).toBe(1);
    expect(outcome.status).toBe('applied');
  });

  test('a roster freshened before the scan is not caught up again before a refusal', async () => {
    const freshen = catchUp();
    const server = catchUp();
    const outcome = await decideScan(
      passOf(MEERA),
      'camera',
      checkInAt(ROBO_RACE),
      desk({ freshenRoster: freshen.run, catchUpRoster: server.run }),
    );
    expect([freshen.calls.count, server.calls.count]).toEqual([1, 0]);
    expect(outcome.status).toBe('rejected');
  });

  test('a freshen that ran out of time leaves the catch-up to run before a refusal', async () => {
    const server = catchUp();
    await decideScan(
      passOf(MEERA),
      'camera',
      checkInAt(ROBO_RACE),
      desk({ freshenRoster: async () => false, catchUpRoster: server.run }),
    );
    expect(server.calls.count).toBe(1);
  });
});

describe('admit anyway', () => {
  test('admits past a refusal the rules allow overriding, and marks the check-in, the scan and the journal', async () => {
    // Ravi holds a general pass: workshops are not his, and he has no registration for this one.
    const outcome = await decideScan(passOf(RAVI), 'camera', checkInAt(CAD_WORKSHOP), desk({ now: () => DURING_CAD }), {
      force: true,
    });
    expect(outcome).toMatchObject({ status: 'applied', overrode: { error: ScanError.ACCESS_DENIED } });
    expect(await localDb.attendance.toArray()).toMatchObject([{ participantId: RAVI.participantId, forced: true }]);
    expect(await localDb.outbox.toArray()).toMatchObject([{ force: true, localStatus: 'applied' }]);
    expect(await localDb.scans.get(outcome.id)).toMatchObject({ forced: true });
  });

  test('a force with nothing to override is an ordinary check-in, sent as forced for the server to judge', async () => {
    const outcome = await decideScan(passOf(ASHA), 'camera', checkInAt(ROBO_RACE), desk(), { force: true });
    expect(outcome.status).toBe('applied');
    expect(outcome).not.toHaveProperty('overrode');
    expect((await localDb.attendance.toArray())[0]).not.toHaveProperty('forced');
    expect(await localDb.scans.get(outcome.id)).not.toHaveProperty('forced');
    expect(await localDb.outbox.toArray()).toMatchObject([{ force: true, localStatus: 'applied' }]);
  });
});

describe('a kit', () => {
  const kits = {
    ...DEFAULT_EDITION.kits,
    both: [
      { item: 'Symposium T-shirt', quantity: 1 },
      { item: 'Workshop lab coat', quantity: 1 },
      { item: 'Notepad', quantity: 2 },
    ],
  };

  test('is issued with the edition’s contents for the registration type; a second scan is already issued', async () => {
    const outcome = await decideScan(passOf(ASHA), 'camera', KITS, desk({ kits }));
    expect(outcome.status).toBe('applied');
    expect(await localDb.kits.get(ASHA.participantId)).toEqual({
      id: outcome.id,
      participantId: ASHA.participantId,
      userId: ASHA.userId,
      idCardNumber: `ID-${ASHA.participantId}`,
      contents: kits.both,
      collectionPoint: 'main-desk',
      issuedAt: new Date(DURING_ROBO_RACE).toISOString(),
      deviceId: '3f6c1d2e-8a4b-4c7d-9e1f-2a3b4c5d6e7f',
      deskName: 'Main gate 1',
      issuedBy: 'Priya Raman',
    });
    expect(await localDb.scans.get(outcome.id)).toMatchObject({
      scope: 'issue-kit',
      idCardNumber: `ID-${ASHA.participantId}`,
    });

    const again = await decideScan(passOf(ASHA), 'camera', KITS, desk({ kits }));
    expect(again).toMatchObject({ status: 'duplicate', kit: { id: outcome.id } });
    expect(await localDb.kits.count()).toBe(1);
  });

  test('a force means nothing at the kit desk', async () => {
    await decideScan(passOf(ASHA), 'camera', KITS, desk(), { force: true });
    expect((await localDb.outbox.toArray())[0]).not.toHaveProperty('force');
  });
});
