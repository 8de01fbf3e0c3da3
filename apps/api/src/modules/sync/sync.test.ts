import SQLite from 'better-sqlite3';
import { DEVICE_KEY_HEADER } from '@symposium/sync/protocol';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { signPass } from '../../lib/pass-keys';
import {
  adminToken,
  createTestContext,
  insertParticipant,
  signInStaff,
  tokenFor,
  type TestContext,
} from '../../test-support/context';
import { ROSTER_USER_COLUMNS } from './roster.mapper';
import { checkIn, firstEvent, firstWorkshop, issueKit, scannerDesk, verifiedParticipant } from './sync-test-kit';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestContext();
});
afterEach(async () => {
  await ctx.close();
});

const count = (sql: string) => (ctx.deps.db.sqlite.prepare(sql).get() as { n: number }).n;

describe('POST /sync/push', () => {
  test('applies a check-in and a kit, one result per mutation in order', async () => {
    const p = await verifiedParticipant(ctx, 'SYM25-0001');
    const desk = await scannerDesk(ctx);
    const event = firstEvent(ctx);
    const a = checkIn('SYM25-0001', event.id, undefined, { qrData: p.pass_data! });
    const b = issueKit('SYM25-0001');
    const res = await desk.push([a, b]);
    expect(res.status).toBe(200);
    expect(res.json.results.map((r) => [r.id, r.status])).toEqual([
      [a.id, 'applied'],
      [b.id, 'applied'],
    ]);
    expect(res.json.results[0].record).toMatchObject({
      participantId: 'SYM25-0001',
      itemId: event.id,
      deskName: 'Main desk',
    });
    expect(res.json.results[1].record).toMatchObject({ idCardNumber: 'ID-SYM25-0001', collectionPoint: 'main-desk' });
    expect(count('select count(*) n from attendance')).toBe(1);
    expect(count('select count(*) n from kits')).toBe(1);
    expect(count('select count(*) n from scan_log')).toBe(2);
  });

  test('a replayed mutation id has one effect and answers the same result', async () => {
    await verifiedParticipant(ctx, 'SYM25-0001');
    const desk = await scannerDesk(ctx);
    const m = checkIn('SYM25-0001', firstEvent(ctx).id);
    const first = await desk.push([m]);
    const again = await desk.push([m, m]);
    expect(again.json.results).toEqual([first.json.results[0], first.json.results[0]]);
    expect(count('select count(*) n from attendance')).toBe(1);
    expect(count('select count(*) n from scan_log')).toBe(1);
  });

  test('an id sent twice in its first batch is applied once and its repeat answers the same result', async () => {
    await verifiedParticipant(ctx, 'SYM25-0001');
    const desk = await scannerDesk(ctx);
    const m = issueKit('SYM25-0001');
    const bad = { id: 'bad-scan-0001', type: 'issue-kit', participantId: 'SYM25-0001' };
    const res = await desk.push([m, bad, m, bad]);
    expect(res.status).toBe(200);
    expect(res.json.results.map((r) => r.status)).toEqual(['applied', 'rejected', 'applied', 'rejected']);
    expect(res.json.results[2]).toEqual(res.json.results[0]);
    expect(res.json.results[3]).toEqual(res.json.results[1]);
    expect(count('select count(*) n from kits')).toBe(1);
    expect(count('select count(*) n from scan_log')).toBe(2);
  });

  test('a second desk scanning the same person is answered duplicate with the winning record', async () => {
    await verifiedParticipant(ctx, 'SYM25-0001');
    const main = await scannerDesk(ctx, 'Main desk');
    const side = await scannerDesk(ctx, 'Side desk');
    const event = firstEvent(ctx);
    await main.push([checkIn('SYM25-0001', event.id)]);
    const res = await side.push([checkIn('SYM25-0001', event.id)]);
    expect(res.json.results[0]).toMatchObject({ status: 'duplicate', record: { deskName: 'Main desk' } });
    const kit1 = await side.push([issueKit('SYM25-0001')]);
    const kit2 = await main.push([issueKit('SYM25-0001', undefined, { localStatus: 'applied' })]);
    expect(kit1.json.results[0].status).toBe('applied');
    expect(kit2.json.results[0]).toMatchObject({ status: 'duplicate', record: { deskName: 'Side desk' } });
    expect(count('select count(*) n from kits')).toBe(1);
    expect(count('select count(*) n from scan_log')).toBe(4);
  });

  test('a scan is attributed to the staff member who scanned it, though another login on the device sends it', async () => {
    await verifiedParticipant(ctx, 'SYM25-0001');
    await verifiedParticipant(ctx, 'SYM25-0002');
    await verifiedParticipant(ctx, 'SYM25-0003');
    const desk = await scannerDesk(ctx, 'Shared laptop');
    const earlier = await signInStaff(ctx, 'coordinator');
    const participant = await verifiedParticipant(ctx, 'SYM25-0099');
    const rename = ctx.deps.db.sqlite.prepare('update users set name = ? where id = ?');
    rename.run('Keerthana Suresh', earlier.id);
    rename.run('Revathi Anand', desk.staff.id);
    const event = firstEvent(ctx);
    // Keerthana scanned these before logging out; Revathi, signed in now, sends them.
    const res = await desk.push([
      issueKit('SYM25-0001', undefined, { scannedBy: earlier.id }),
      checkIn('SYM25-0001', event.id, undefined, { scannedBy: earlier.id }),
      issueKit('SYM25-0002', undefined, { scannedBy: participant.id }), // not a staff account: the sender
      issueKit('SYM25-0003'), // an older app names nobody: the sender
    ]);
    expect(res.json.results.map((r) => r.status)).toEqual(['applied', 'applied', 'applied', 'applied']);
    expect(res.json.results[0].record).toMatchObject({ issuedBy: 'Keerthana Suresh', deskName: 'Shared laptop' });
    expect(res.json.results[1].record).toMatchObject({ staffName: 'Keerthana Suresh' });
    expect(res.json.results[2].record).toMatchObject({ issuedBy: 'Revathi Anand' });
    expect(res.json.results[3].record).toMatchObject({ issuedBy: 'Revathi Anand' });
    const kits = ctx.deps.db.sqlite
      .prepare('select participant_id, staff_user_id, staff_name from kits order by participant_id')
      .all();
    expect(kits).toEqual([
      { participant_id: 'SYM25-0001', staff_user_id: earlier.id, staff_name: 'Keerthana Suresh' },
      { participant_id: 'SYM25-0002', staff_user_id: desk.staff.id, staff_name: 'Revathi Anand' },
      { participant_id: 'SYM25-0003', staff_user_id: desk.staff.id, staff_name: 'Revathi Anand' },
    ]);
    // The scan log keeps both: who scanned and who sent it.
    const log = ctx.deps.db.sqlite
      .prepare("select staff_user_id, sent_by_user_id from scan_log where participant_id = 'SYM25-0001'")
      .all();
    expect(log).toEqual([
      { staff_user_id: earlier.id, sent_by_user_id: desk.staff.id },
      { staff_user_id: earlier.id, sent_by_user_id: desk.staff.id },
    ]);
    // A second desk's duplicate names the winner as it was recorded.
    const side = await scannerDesk(ctx, 'Side desk');
    const again = await side.push([issueKit('SYM25-0001', undefined, { localStatus: 'applied' })]);
    expect(again.json.results[0]).toMatchObject({
      status: 'duplicate',
      record: { issuedBy: 'Keerthana Suresh', deskName: 'Shared laptop' },
    });
  });

  test('device times are corrected by the clock offset, and the attendance keeps the earliest scan', async () => {
    await verifiedParticipant(ctx, 'SYM25-0001');
    const fast = await scannerDesk(ctx, 'Fast clock');
    const slow = await scannerDesk(ctx, 'Slow clock');
    const event = firstEvent(ctx);
    const now = Date.now();
    // The fast device's clock runs one hour ahead: its "now" is now + 1h.
    const fastScan = new Date(now + 3600_000 - 60_000).toISOString(); // really one minute ago
    const r1 = await fast.push([checkIn('SYM25-0001', event.id, fastScan)], new Date(now + 3600_000).toISOString());
    const applied = r1.json.results[0].record as { checkInTime: string };
    expect(Math.abs(Date.parse(applied.checkInTime) - (now - 60_000))).toBeLessThan(2000);
    // The slow device scanned (offline) five minutes ago by the real clock; its clock is 10 min behind.
    const slowScan = new Date(now - 10 * 60_000 - 5 * 60_000).toISOString();
    const r2 = await slow.push([checkIn('SYM25-0001', event.id, slowScan)], new Date(now - 10 * 60_000).toISOString());
    const dup = r2.json.results[0];
    expect(dup.status).toBe('duplicate');
    expect(dup.record).toMatchObject({ deskName: 'Fast clock' });
    expect(Math.abs(Date.parse((dup.record as any).checkInTime) - (now - 5 * 60_000))).toBeLessThan(2000);
    const log = ctx.deps.db.sqlite
      .prepare('select device_occurred_at, occurred_at from scan_log order by id')
      .all() as any[];
    expect(log).toHaveLength(2);
    expect(log[1].device_occurred_at).toBe(slowScan);
  });

  test('a scan dated after the push that carried it (the device clock turned back meanwhile) takes the time the server received it', async () => {
    await verifiedParticipant(ctx, 'SYM25-0001');
    const desk = await scannerDesk(ctx);
    const before = Date.now();
    const dayAhead = new Date(before + 86_400_000).toISOString();
    const res = await desk.push([issueKit('SYM25-0001', dayAhead)], new Date(before).toISOString());
    const issuedAt = Date.parse((res.json.results[0].record as { issuedAt: string }).issuedAt);
    expect(issuedAt).toBeGreaterThanOrEqual(before);
    expect(issuedAt).toBeLessThanOrEqual(Date.now());
    expect(ctx.deps.db.sqlite.prepare('select device_occurred_at from scan_log').get()).toEqual({
      device_occurred_at: dayAhead,
    });
  });

  test('refused scans are rejected with their code, acknowledged and kept in the scan log', async () => {
    await verifiedParticipant(ctx, 'SYM25-G', 'general');
    await verifiedParticipant(ctx, 'SYM25-W', 'workshop');
    await insertParticipant(ctx, { participant_id: 'SYM25-P', payment_status: 'pending' });
    await verifiedParticipant(ctx, 'SYM25-R');
    ctx.deps.db.sqlite.prepare("update users set payment_status = 'rejected' where participant_id = 'SYM25-R'").run();
    const desk = await scannerDesk(ctx);
    const event = firstEvent(ctx);
    const workshop = firstWorkshop(ctx);
    const good = signPass(ctx.deps.passKeys, 'SYM25-G');
    const cases = [
      [checkIn('SYM25-P', event.id), 'PAYMENT_NOT_VERIFIED'],
      [checkIn('SYM25-R', event.id), 'PAYMENT_NOT_VERIFIED'],
      [checkIn('SYM25-W', event.id), 'ACCESS_DENIED'],
      [checkIn('SYM25-G', workshop.id, undefined, { eventType: 'workshop' }), 'ACCESS_DENIED'],
      [checkIn('NOBODY', event.id), 'USER_NOT_FOUND'],
      [checkIn('SYM25-G', 'no-such-event'), 'EVENT_NOT_FOUND'],
      [checkIn('SYM25-G', workshop.id), 'EVENT_NOT_FOUND'], // a workshop id sent as an event
      [checkIn('SYM25-G', event.id, undefined, { qrData: good.replace('SYM25-G', 'SYM25-W') }), 'INVALID_QR'],
      [checkIn('SYM25-W', event.id, undefined, { qrData: good }), 'INVALID_QR'], // a genuine pass of someone else
      [issueKit('SYM25-P'), 'PAYMENT_NOT_VERIFIED'],
      [{ id: 'malformed-1', type: 'check-in', participantId: 'SYM25-G' }, 'VALIDATION_ERROR'],
    ] as const;
    const res = await desk.push(cases.map(([m]) => m));
    expect(res.status).toBe(200);
    expect(res.json.results.map((r) => r.error)).toEqual(cases.map(([, code]) => code));
    expect(res.json.results.every((r) => r.status === 'rejected' && r.message)).toBe(true);
    expect(count("select count(*) n from scan_log where status = 'rejected'")).toBe(cases.length);
    expect(count('select count(*) n from attendance') + count('select count(*) n from kits')).toBe(0);
  });

  test('a batch without mutation ids or too large is a 400', async () => {
    const desk = await scannerDesk(ctx);
    expect((await desk.push([{ type: 'check-in' }])).status).toBe(400);
    expect((await desk.push(Array.from({ length: 501 }, () => issueKit('X')))).status).toBe(400);
  });

  test('a malformed envelope is a 400 whose message names the field in plain words', async () => {
    const desk = await scannerDesk(ctx);
    const cases = [
      [{ deviceId: undefined }, 'deviceId is required: the scanner device id, 8 to 64 characters'],
      [{ deviceId: 'short' }, 'deviceId must be 8 to 64 characters'],
      [{ sentAt: 'yesterday' }, 'Must be an ISO date-time with its offset, such as 2025-10-23T09:00:00.000Z'],
    ] as const;
    for (const [extra, message] of cases) {
      const res = await desk.push([], undefined, extra);
      expect(res.status).toBe(400);
      expect(res.json.message).toBe(message);
    }
    const pull = await desk.pull(undefined, undefined, { limit: '0' });
    expect(pull.status).toBe(400);
    expect(pull.json.message).toBe('limit must be a whole number from 1 to 5000');
  });

  test.each([
    [{ queueSize: 'abc' }, 'queueSize must be a whole number from 0 up'],
    [{ queueSize: 1.5 }, 'queueSize must be a whole number from 0 up'],
    [{ queueSize: -1 }, 'queueSize must be a whole number from 0 up'],
    [{ mutations: [42] }, 'mutations[0] must be an object'],
  ])('a push with %o is a 400 that names the field, never zod’s default text', async (extra, message) => {
    const desk = await scannerDesk(ctx);
    const res = await desk.push([], undefined, extra);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ success: false, error: 'VALIDATION_ERROR', message });
  });

  test.each([
    [{ limit: 'abc' }, 'limit must be a whole number from 1 to 5000'],
    [{ limit: '100000' }, 'limit must be a whole number from 1 to 5000'],
    [{ queueSize: 'abc' }, 'queueSize must be a whole number from 0 up'],
    [{ queueSize: '1.5' }, 'queueSize must be a whole number from 0 up'],
  ])('a pull with %o is a 400 that names the parameter and its range', async (extra, message) => {
    const desk = await scannerDesk(ctx);
    const res = await desk.pull(undefined, undefined, extra);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ success: false, error: 'VALIDATION_ERROR', message });
  });

  test('a malformed scan in a batch is rejected with a message naming its field, never zod’s default text', async () => {
    const desk = await scannerDesk(ctx);
    const event = firstEvent(ctx);
    const cases = [
      [{ id: 'malformed-type', type: 'refund', participantId: 'SYM25-1' }, 'type must be one of: check-in, issue-kit'],
      [
        checkIn('SYM25-1', event.id, undefined, { eventType: 'party' as never }),
        'eventType must be one of: event, workshop',
      ],
      [
        issueKit('SYM25-1', undefined, { collectionPoint: 'car-park' as never }),
        'collectionPoint must be one of: main-desk, workshop-desk, event-venue',
      ],
      [
        checkIn('SYM25-1', event.id, undefined, { localStatus: 'maybe' as never }),
        'localStatus must be one of: applied, duplicate, rejected',
      ],
      [checkIn('SYM25-1', event.id, undefined, { qrData: 42 as never }), 'qrData must be text'],
    ] as const;
    const res = await desk.push(cases.map(([m]) => m));
    expect(res.status).toBe(200);
    expect(res.json.results.map((r) => [r.status, r.error, r.message])).toEqual(
      cases.map(([, message]) => ['rejected', 'VALIDATION_ERROR', message]),
    );
  });

  test('registering a device without a name asks for one in words, not zod’s default text', async () => {
    const staff = await signInStaff(ctx, 'coordinator');
    for (const name of [undefined, 42, '  ']) {
      const res = await ctx.request('/api/v1/sync/devices', {
        method: 'POST',
        token: staff.token,
        json: { deviceId: 'device-without-name', name },
      });
      expect(res.status, String(name)).toBe(400);
      expect(res.json, String(name)).toMatchObject({
        error: 'VALIDATION_ERROR',
        message: 'Give this device a name, such as Main desk',
      });
    }
  });

  test('a push of another schema version is a distinct 409 telling the desk to reload; nothing is acknowledged', async () => {
    await verifiedParticipant(ctx, 'SYM25-0001');
    const desk = await scannerDesk(ctx);
    for (const schemaVersion of [2, 0]) {
      const res = await desk.push([issueKit('SYM25-0001')], undefined, { schemaVersion });
      expect(res.status).toBe(409);
      expect(res.json).toEqual({
        success: false,
        error: 'SCHEMA_VERSION_UNSUPPORTED',
        message: 'This scanner app is out of date. Reload it to update; queued scans stay saved.',
      });
    }
    expect(count('select count(*) n from scan_log') + count('select count(*) n from kits')).toBe(0);
  });

  test('pushes need a staff token and a registered, unrevoked device', async () => {
    const p = await insertParticipant(ctx);
    const desk = await scannerDesk(ctx);
    const body = { deviceId: desk.deviceId, schemaVersion: 1, sentAt: new Date().toISOString(), mutations: [] };
    expect((await ctx.request('/api/v1/sync/push', { method: 'POST', json: body })).status).toBe(401);
    expect(
      (await ctx.request('/api/v1/sync/push', { method: 'POST', json: body, token: await tokenFor(ctx, p.id) })).status,
    ).toBe(403);
    const unknown = await ctx.request('/api/v1/sync/push', {
      method: 'POST',
      token: desk.staff.token,
      json: { ...body, deviceId: 'never-registered' },
    });
    expect(unknown.status).toBe(409);
    expect(unknown.json.error).toBe('DEVICE_NOT_REGISTERED');

    const admin = await adminToken(ctx);
    const revoke = await ctx.request(`/api/v1/admin/devices/${desk.deviceId}/revoke`, { method: 'PUT', token: admin });
    expect(revoke.status).toBe(200);
    const refused = await desk.push([]);
    expect(refused.status).toBe(403);
    expect(refused.json).toMatchObject({ error: 'DEVICE_REVOKED', message: expect.stringContaining('revoked') });
    expect((await desk.pull()).status).toBe(403);
    const devices = await ctx.request('/api/v1/admin/devices', { token: admin });
    expect(devices.json.data[0]).toMatchObject({
      deviceId: desk.deviceId,
      name: 'Main desk',
      revokedAt: expect.any(String),
    });
    expect(count("select count(*) n from audit_log where action = 'device.revoke'")).toBe(1);
    await ctx.request(`/api/v1/admin/devices/${desk.deviceId}/restore`, { method: 'PUT', token: admin });
    expect((await desk.push([])).status).toBe(200);
  });

  test('a revoked device’s refused push and pull still tell admins when it last tried, by whom, and the scans it holds', async () => {
    await verifiedParticipant(ctx, 'SYM25-0001');
    const desk = await scannerDesk(ctx, 'Lost tablet');
    expect((await desk.push([issueKit('SYM25-0001')], undefined, { queueSize: 1 })).status).toBe(200);
    const admin = await adminToken(ctx);
    const listed = async () =>
      (await ctx.request('/api/v1/admin/devices', { token: admin })).json.data.find(
        (d: any) => d.deviceId === desk.deviceId,
      );
    const synced = await listed();
    expect(synced).toMatchObject({ queueSize: 0, lastSyncAt: expect.any(String) });
    await ctx.request(`/api/v1/admin/devices/${desk.deviceId}/revoke`, { method: 'PUT', token: admin });

    // Another account picks the tablet up (it holds the tablet's key) and scans on: its push is refused, and what it holds is recorded.
    const other = await scannerDesk(ctx, 'Side desk');
    const push = (queueSize: number | undefined, mutations: ReturnType<typeof issueKit>[]) =>
      ctx.request('/api/v1/sync/push', {
        method: 'POST',
        token: other.staff.token,
        headers: { [DEVICE_KEY_HEADER]: desk.deviceKey },
        json: { deviceId: desk.deviceId, schemaVersion: 1, sentAt: new Date().toISOString(), queueSize, mutations },
      });
    const refused = await push(4, [issueKit('SYM25-0001'), issueKit('SYM25-0001')]);
    expect(refused.status).toBe(403);
    expect(refused.json.error).toBe('DEVICE_REVOKED');
    const afterPush = await listed();
    expect(afterPush).toMatchObject({ queueSize: 4, lastSyncAt: synced.lastSyncAt, staff: { id: other.staff.id } });
    expect(afterPush.lastSeenAt >= afterPush.revokedAt).toBe(true);
    // No queueSize (an older app): at least the batch it sent is still on the device.
    await push(undefined, [issueKit('SYM25-0001'), issueKit('SYM25-0001'), issueKit('SYM25-0001')]);
    expect(await listed()).toMatchObject({ queueSize: 3 });

    // A refused pull records the queue it reports; one that reports none leaves the last report.
    const pull = (extra: Record<string, string>) =>
      ctx.request(
        `/api/v1/sync/pull?${new URLSearchParams({ schemaVersion: '1', deviceId: desk.deviceId, ...extra })}`,
        {
          token: desk.staff.token,
          headers: { [DEVICE_KEY_HEADER]: desk.deviceKey },
        },
      );
    expect((await pull({ queueSize: '5' })).status).toBe(403);
    expect(await listed()).toMatchObject({ queueSize: 5, lastSyncAt: synced.lastSyncAt, staff: { id: desk.staff.id } });
    expect((await pull({})).status).toBe(403);
    expect(await listed()).toMatchObject({ queueSize: 5 });
    expect(count('select count(*) n from scan_log')).toBe(1);
  });

  test('a revoked device is refused with 403 even while the database is locked (its bookkeeping is skipped)', async () => {
    const desk = await scannerDesk(ctx);
    const admin = await adminToken(ctx);
    await ctx.request(`/api/v1/admin/devices/${desk.deviceId}/revoke`, { method: 'PUT', token: admin });
    const blocker = new SQLite(ctx.env.databaseFile);
    blocker.exec('BEGIN IMMEDIATE');
    try {
      expect((await desk.push([], undefined, { queueSize: 2 })).status).toBe(403);
      expect((await desk.pull(undefined, undefined, { queueSize: '2' })).status).toBe(403);
    } finally {
      blocker.exec('ROLLBACK');
      blocker.close();
    }
    const device = (await ctx.request('/api/v1/admin/devices', { token: admin })).json.data[0];
    expect(device.queueSize).toBe(0);
  });

  test('admins see each device’s last sync and queue size', async () => {
    const desk = await scannerDesk(ctx, 'Workshop desk');
    await desk.push([], undefined, { queueSize: 7 });
    const admin = await adminToken(ctx);
    const list = await ctx.request('/api/v1/admin/devices', { token: admin });
    expect(list.json.data[0]).toMatchObject({ name: 'Workshop desk', lastSyncAt: expect.any(String), queueSize: 7 });
    expect((await ctx.request('/api/v1/admin/devices', { token: desk.staff.token })).status).toBe(403);
  });
});

describe('scans the desk did not apply (localStatus rejected or duplicate)', () => {
  test('a kit the desk refused is not recorded: the next visit is issued, not "already issued"', async () => {
    await verifiedParticipant(ctx, 'SYM25-0001'); // verified since the desk's roster was downloaded
    const desk = await scannerDesk(ctx);
    const refused = await desk.push([issueKit('SYM25-0001', undefined, { localStatus: 'rejected' })]);
    expect(refused.json.results[0]).toEqual({
      id: expect.any(String),
      status: 'rejected',
      error: 'REFUSED_AT_DESK',
      message: 'The desk refused this scan; nothing was recorded.',
    });
    expect(count('select count(*) n from kits')).toBe(0);
    const nextVisit = await desk.push([issueKit('SYM25-0001', undefined, { localStatus: 'applied' })]);
    expect(nextVisit.json.results[0].status).toBe('applied');
    expect(count('select count(*) n from kits')).toBe(1);
    expect(count('select count(*) n from scan_log')).toBe(2);
  });

  test('the server’s own refusal, a winner it already has, and an eligible person turned away', async () => {
    await verifiedParticipant(ctx, 'SYM25-0001');
    await verifiedParticipant(ctx, 'SYM25-0002');
    await insertParticipant(ctx, { participant_id: 'SYM25-P', payment_status: 'pending' });
    const main = await scannerDesk(ctx, 'Main desk');
    const side = await scannerDesk(ctx, 'Side desk');
    const event = firstEvent(ctx);
    const now = Date.now();
    const winner = await main.push([
      checkIn('SYM25-0001', event.id, new Date(now - 60_000).toISOString()),
      issueKit('SYM25-0001'),
    ]);
    const winningCheckIn = winner.json.results[0].record as { checkInTime: string };

    const scans = [
      checkIn('SYM25-P', event.id, undefined, { localStatus: 'rejected' }), // the server refuses too
      issueKit('SYM25-P', undefined, { localStatus: 'duplicate' }),
      checkIn('SYM25-0001', event.id, new Date(now - 30 * 60_000).toISOString(), { localStatus: 'duplicate' }), // has a winner
      issueKit('SYM25-0001', undefined, { localStatus: 'rejected' }), // has a winner
      checkIn('SYM25-0002', event.id, undefined, { localStatus: 'rejected' }), // eligible: turned away
      issueKit('SYM25-0002', undefined, { localStatus: 'duplicate' }), // eligible, nothing on record
    ];
    const res = await side.push(scans);
    expect(res.json.results.map((r) => [r.status, r.error ?? null])).toEqual([
      ['rejected', 'PAYMENT_NOT_VERIFIED'],
      ['rejected', 'PAYMENT_NOT_VERIFIED'],
      ['duplicate', null],
      ['duplicate', null],
      ['rejected', 'REFUSED_AT_DESK'],
      ['rejected', 'REFUSED_AT_DESK'],
    ]);
    expect(res.json.results[2].record).toMatchObject({
      deskName: 'Main desk',
      checkInTime: winningCheckIn.checkInTime,
    }); // time not moved
    expect(res.json.results[3].record).toMatchObject({ deskName: 'Main desk', issuedBy: 'Test coordinator' });
    expect(count('select count(*) n from attendance')).toBe(1);
    expect(count('select count(*) n from kits')).toBe(1);
    expect(count('select count(*) n from scan_log')).toBe(2 + scans.length);
    const logged = ctx.deps.db.sqlite
      .prepare('select local_status, status, error from scan_log order by id')
      .all()
      .slice(2);
    expect(logged).toEqual(
      scans.map((m, i) => ({
        local_status: m.localStatus,
        status: res.json.results[i].status,
        error: res.json.results[i].error ?? null,
      })),
    );
  });
});

describe('a locked database (another connection holds the write lock)', () => {
  test('push, pull and registration answer 503 with Retry-After, acknowledge nothing, and work once it is free', async () => {
    await verifiedParticipant(ctx, 'SYM25-0001');
    const desk = await scannerDesk(ctx);
    const admin = await adminToken(ctx);
    const blocker = new SQLite(ctx.env.databaseFile);
    blocker.exec('BEGIN IMMEDIATE');
    try {
      const push = await desk.push([issueKit('SYM25-0001')]);
      const pull = await desk.pull();
      const register = await ctx.request('/api/v1/sync/devices', {
        method: 'POST',
        token: desk.staff.token,
        json: { deviceId: 'another-device-1', name: 'Side desk' },
      });
      const revoke = await ctx.request(`/api/v1/admin/devices/${desk.deviceId}/revoke`, {
        method: 'PUT',
        token: admin,
      });
      for (const res of [push, pull, register, revoke]) {
        expect(res.status).toBe(503);
        expect(res.headers.get('retry-after')).toBe('2');
        expect(res.json).toMatchObject({
          success: false,
          error: 'TEMPORARILY_UNAVAILABLE',
          message: expect.stringContaining('busy'),
        });
      }
      expect(push.json.message).toBe('The server is busy. Your scans are kept and will be sent again shortly.');
      // Reads never wait for the write lock.
      expect((await ctx.request('/api/v1/admin/devices', { token: admin })).status).toBe(200);
      // The short wait applies to these writes only; the database keeps its own busy timeout.
      expect(ctx.deps.db.sqlite.pragma('busy_timeout', { simple: true })).toBe(5000);
    } finally {
      blocker.exec('ROLLBACK');
      blocker.close();
    }
    expect(count('select count(*) n from scan_log') + count('select count(*) n from kits')).toBe(0);
    expect((await desk.push([issueKit('SYM25-0001')])).json.results[0].status).toBe('applied');
    expect((await desk.pull()).status).toBe(200);
  });
});

describe('GET /sync/pull', () => {
  test('a pull stamps the device’s last sync and the queue size it reports', async () => {
    const desk = await scannerDesk(ctx, 'Pull-only desk');
    const admin = await adminToken(ctx);
    const before = await ctx.request('/api/v1/admin/devices', { token: admin });
    expect(before.json.data[0]).toMatchObject({ lastSyncAt: null, queueSize: 0 });
    expect((await desk.pull(undefined, undefined, { queueSize: '12' })).status).toBe(200);
    const after = await ctx.request('/api/v1/admin/devices', { token: admin });
    expect(after.json.data[0]).toMatchObject({ name: 'Pull-only desk', lastSyncAt: expect.any(String), queueSize: 12 });
    expect((await desk.pull(undefined, undefined, { queueSize: '-1' })).status).toBe(400);
  });

  test('no cursor gives the full roster snapshot, paged; a cursor gives only later changes', async () => {
    for (let i = 1; i <= 5; i++) await verifiedParticipant(ctx, `SYM25-000${i}`);
    await insertParticipant(ctx); // no participant ID yet: not on the roster
    const desk = await scannerDesk(ctx);
    let cursor: string | undefined;
    const participants: string[] = [];
    let items = 0;
    let pages = 0;
    for (;;) {
      const res = await desk.pull(cursor, 4);
      expect(res.status).toBe(200);
      participants.push(...res.json.changes.participants.map((p: any) => p.participantId));
      items += res.json.changes.items.length;
      cursor = res.json.cursor;
      pages++;
      if (!res.json.hasMore) break;
    }
    expect(participants.sort()).toEqual(['SYM25-0001', 'SYM25-0002', 'SYM25-0003', 'SYM25-0004', 'SYM25-0005']);
    expect(items).toBe(14);
    expect(pages).toBeGreaterThan(3);

    const nothing = await desk.pull(cursor);
    expect(nothing.json.changes).toEqual({ participants: [], items: [], registrations: [], attendance: [], kits: [] });
    expect(nothing.json.cursor).toBe(cursor);

    await desk.push([checkIn('SYM25-0002', firstEvent(ctx).id), issueKit('SYM25-0003')]);
    ctx.deps.db.sqlite
      .prepare("update users set payment_status = 'rejected' where participant_id = 'SYM25-0004'")
      .run();
    ctx.deps.db.sqlite.prepare("update events set deleted_at = 'now' where id = ?").run(firstEvent(ctx).id);
    const later = await desk.pull(cursor);
    expect(later.json.changes.attendance).toHaveLength(1);
    expect(later.json.changes.kits).toHaveLength(1);
    // SYM25-0004 was revoked; SYM25-0003's kit comes as a kit, its roster entry did not change.
    const changed = Object.fromEntries(later.json.changes.participants.map((p: any) => [p.participantId, p.revoked]));
    expect(changed).toEqual({ 'SYM25-0004': true });
    expect(later.json.changes.items).toEqual([expect.objectContaining({ deleted: true })]);
  });

  test('a participant is sent again when a roster column changes, not when a kit stamps their row', async () => {
    const p = await verifiedParticipant(ctx, 'SYM25-0001');
    const desk = await scannerDesk(ctx);
    let cursor = (await desk.pull(undefined, 5000)).json.cursor as string;
    const participantsSince = async () => {
      const res = await desk.pull(cursor);
      cursor = res.json.cursor;
      return res.json.changes.participants.map((x: any) => x.participantId);
    };
    await desk.push([issueKit('SYM25-0001')]);
    ctx.deps.db.sqlite.prepare("update users set phone = '9000000000', updated_at = 'later' where id = ?").run(p.id);
    expect(await participantsSince()).toEqual([]);

    const changes: Record<string, string | null> = {
      participant_id: 'SYM25-0002',
      name: 'Renamed Participant',
      college: 'Another College',
      registration_type: 'workshop',
      payment_status: 'pending',
      disabled_at: new Date().toISOString(),
      pass_revoked_at: new Date().toISOString(),
      role: 'coordinator',
    };
    expect(Object.keys(changes).sort()).toEqual(ROSTER_USER_COLUMNS.filter((c) => c !== 'id').sort());
    for (const [column, value] of Object.entries(changes)) {
      ctx.deps.db.sqlite.prepare(`update users set ${column} = ? where id = ?`).run(value, p.id);
      const pid = (
        ctx.deps.db.sqlite.prepare('select participant_id from users where id = ?').get(p.id) as {
          participant_id: string;
        }
      ).participant_id;
      expect(await participantsSince(), column).toEqual([pid]);
    }
  });

  test('an unknown cursor or another schema version answers reset', async () => {
    const desk = await scannerDesk(ctx);
    expect((await desk.pull('abc.1')).json).toEqual({ success: true, reset: true });
    expect((await desk.pull('garbage')).json).toEqual({ success: true, reset: true });
    const first = await desk.pull();
    const [epoch, seq] = first.json.cursor.split('.');
    expect((await desk.pull(`${epoch}.${Number(seq) + 1000}`)).json.reset).toBe(true);
    const other = await desk.pull(undefined, undefined, { schemaVersion: '2' });
    expect(other.json).toEqual({ success: true, reset: true });
  });

  test('staff fetch the pass public keys; participants cannot', async () => {
    const desk = await scannerDesk(ctx);
    const keys = await ctx.request('/api/v1/sync/keys', { token: desk.staff.token });
    expect(keys.json.keys).toEqual([{ kid: ctx.deps.passKeys.current.kid, x: expect.any(String) }]);
    const p = await insertParticipant(ctx);
    expect((await ctx.request('/api/v1/sync/keys', { token: await tokenFor(ctx, p.id) })).status).toBe(403);
  });
});
