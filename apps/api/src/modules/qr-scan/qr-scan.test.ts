import { describe, expect, test } from 'vitest';
import {
  ADMIN,
  freshCoordinatorContextPerTest,
  insertParticipant,
  insertRegistration,
  tokenFor,
  type TestContext,
} from '../../test-support/context';
import {
  checkIn,
  firstEvent,
  firstWorkshop,
  issueKit,
  openCheckInNow,
  scannerDesk,
  verifiedParticipant,
} from '../sync/sync-test-kit';

let ctx: TestContext;
let staffToken: string;
freshCoordinatorContextPerTest((fresh) => {
  ({ ctx, token: staffToken } = fresh);
  openCheckInNow(ctx);
});

const post = (path: string, json: unknown, token = staffToken) =>
  ctx.request(`/api/v1/qr-scan/${path}`, { method: 'POST', token, json });

describe('online scanning', () => {
  test('scan-qr validates a genuine pass without writing, then check-in records it once', async () => {
    const p = await verifiedParticipant(ctx, 'SYM25-0007', 'general');
    const event = firstEvent(ctx);
    const valid = await post('scan-qr', { qrData: p.pass_data, eventId: event.id, eventType: 'event' });
    expect(valid.status).toBe(200);
    expect(valid.json).toMatchObject({
      success: true,
      alreadyCheckedIn: false,
      participant: { id: 'SYM25-0007', name: p.name },
      event: { name: event.name },
    });
    expect(ctx.deps.db.sqlite.prepare('select count(*) n from attendance').get()).toEqual({ n: 0 });

    const done = await post('check-in', {
      participantId: 'SYM25-0007',
      eventId: event.id,
      eventType: 'event',
      deviceInfo: { userAgent: 'test', ipAddress: 'N/A' },
    });
    expect(done.json).toMatchObject({
      success: true,
      alreadyCheckedIn: false,
      attendance: { checkInTime: expect.any(String) },
    });
    const again = await post('scan-qr', { qrData: p.pass_data, eventId: event.id, eventType: 'event' });
    expect(again.json).toMatchObject({
      success: true,
      alreadyCheckedIn: true,
      attendance: { checkInTime: done.json.attendance.checkInTime },
    });

    const history = await ctx.request('/api/v1/qr-scan/history/SYM25-0007', { token: staffToken });
    expect(history.json.attendance).toEqual([
      expect.objectContaining({ itemId: event.id, event: expect.objectContaining({ name: event.name }) }),
    ]);
  });

  test('an edited pass is INVALID_QR; refusals carry the participant and the event', async () => {
    const p = await verifiedParticipant(ctx, 'SYM25-0008', 'workshop');
    const event = firstEvent(ctx);
    const forged = await post('scan-qr', {
      qrData: p.pass_data!.replace('SYM25-0008', 'SYM25-0009'),
      eventId: event.id,
    });
    expect(forged.status).toBe(400);
    expect(forged.json).toMatchObject({ success: false, error: 'INVALID_QR' });
    const denied = await post('scan-qr', { qrData: p.pass_data, eventId: event.id, eventType: 'event' });
    expect(denied.status).toBe(403);
    expect(denied.json).toMatchObject({
      success: false,
      error: 'ACCESS_DENIED',
      participant: { id: 'SYM25-0008', name: p.name, registrationType: 'workshop' },
      event: { category: 'technical' },
    });
    const workshop = firstWorkshop(ctx);
    insertRegistration(ctx, p.id, { itemType: 'workshop', itemId: workshop.id });
    expect(
      (await post('scan-qr', { qrData: p.pass_data, eventId: workshop.id, eventType: 'workshop' })).json.success,
    ).toBe(true);
  });

  test('scan-qr refusals stay in the scan log (the same apply as a push), without an attendance', async () => {
    const p = await verifiedParticipant(ctx, 'SYM25-0014', 'workshop');
    const event = firstEvent(ctx);
    const forged = await post('scan-qr', {
      qrData: p.pass_data!.replace('SYM25-0014', 'SYM25-0015'),
      eventId: event.id,
    });
    const garbage = await post('scan-qr', { qrData: 'not a pass at all', eventId: event.id });
    const denied = await post('scan-qr', { qrData: p.pass_data, eventId: event.id, eventType: 'event' });
    expect([forged.json.error, garbage.json.error, denied.json.error]).toEqual([
      'INVALID_QR',
      'INVALID_QR',
      'ACCESS_DENIED',
    ]);
    const log = ctx.deps.db.sqlite
      .prepare('select participant_id, type, item_id, status, error, desk_name, staff_name from scan_log order by id')
      .all();
    const row = {
      type: 'check-in',
      item_id: event.id,
      status: 'rejected',
      desk_name: 'Online scanner',
      staff_name: 'Test coordinator',
    };
    expect(log).toEqual([
      { ...row, participant_id: 'SYM25-0015', error: 'INVALID_QR' },
      { ...row, participant_id: '(unreadable pass)', error: 'INVALID_QR' },
      { ...row, participant_id: 'SYM25-0014', error: 'ACCESS_DENIED' },
    ]);
    expect(ctx.deps.db.sqlite.prepare('select count(*) n from attendance').get()).toEqual({ n: 0 });
    // A pass that checks out is step one of two: only the check-in call that follows is logged.
    insertRegistration(ctx, p.id, { itemType: 'workshop', itemId: firstWorkshop(ctx).id });
    await post('scan-qr', { qrData: p.pass_data, eventId: firstWorkshop(ctx).id, eventType: 'workshop' });
    expect(ctx.deps.db.sqlite.prepare('select count(*) n from scan_log').get()).toEqual({ n: 3 });
  });

  test('a revoked participant is refused although the old pass still verifies', async () => {
    const p = await verifiedParticipant(ctx, 'SYM25-0010');
    ctx.deps.db.sqlite.prepare("update users set disabled_at = 'now' where id = ?").run(p.id);
    const res = await post('scan-qr', { qrData: p.pass_data, eventId: firstEvent(ctx).id });
    expect(res.status).toBe(403);
    expect(res.json.error).toBe('PAYMENT_NOT_VERIFIED');
  });

  test('issue-kit gives one kit; a second is alreadyIssued with who and when', async () => {
    await verifiedParticipant(ctx, 'SYM25-0011', 'both');
    const first = await post('issue-kit', { participantId: 'SYM25-0011', collectionPoint: 'workshop-desk' });
    expect(first.json).toMatchObject({
      success: true,
      alreadyIssued: false,
      kit: {
        idCardNumber: 'ID-SYM25-0011',
        collectionPoint: 'workshop-desk',
        issuedBy: 'Test coordinator',
        participant: { registrationType: 'both' },
      },
    });
    expect(first.json.kit.contents.map((c: any) => c.item)).toContain('Workshop Toolkit');
    const second = await post('issue-kit', { participantId: 'SYM25-0011', collectionPoint: 'main-desk' });
    expect(second.json).toMatchObject({
      alreadyIssued: true,
      kit: { issuedAt: first.json.kit.issuedAt, collectionPoint: 'workshop-desk' },
    });
    const status = await ctx.request('/api/v1/qr-scan/kit-status/SYM25-0011', { token: staffToken });
    expect(status.json.kit).toMatchObject({ idCardNumber: 'ID-SYM25-0011' });
    const pending = await insertParticipant(ctx, { participant_id: 'SYM25-0012' });
    void pending;
    const refused = await post('issue-kit', { participantId: 'SYM25-0012' });
    expect(refused.status).toBe(403);
    expect(refused.json.error).toBe('PAYMENT_NOT_VERIFIED');
    expect((await post('issue-kit', { participantId: 'NOBODY' })).json.error).toBe('USER_NOT_FOUND');
  });

  test("a kit holds the edition's contents for the participant's type: what the admin set, online and from a desk", async () => {
    const admin = await ctx.login(ADMIN.email, ADMIN.password);
    const kits = {
      general: [
        { item: 'Event Bag', quantity: 1 },
        { item: 'Pen', quantity: 2 },
      ],
      workshop: [{ item: 'Workshop Kit', quantity: 1 }],
      both: [
        { item: 'Event Bag', quantity: 1 },
        { item: 'Workshop Kit', quantity: 1 },
        { item: 'T-shirt', quantity: 1 },
      ],
    };
    expect(
      (await ctx.request('/api/v1/admin/settings', { method: 'PUT', token: admin.token, json: { edition: { kits } } }))
        .status,
    ).toBe(200);
    await verifiedParticipant(ctx, 'SYM25-0021', 'general');
    await verifiedParticipant(ctx, 'SYM25-0022', 'both');
    const online = await post('issue-kit', { participantId: 'SYM25-0021', collectionPoint: 'main-desk' });
    expect(online.json.kit.contents).toEqual(kits.general);
    const desk = await scannerDesk(ctx, 'Main desk');
    const pushed = await desk.push([issueKit('SYM25-0022')]);
    expect(pushed.json.results[0]).toMatchObject({ status: 'applied', record: { contents: kits.both } });
  });

  test('online and offline share verdicts: a desk pushing later gets duplicate of the online record', async () => {
    await verifiedParticipant(ctx, 'SYM25-0013');
    const event = firstEvent(ctx);
    await post('check-in', { participantId: 'SYM25-0013', eventId: event.id, eventType: 'event' });
    const desk = await scannerDesk(ctx, 'Hall B');
    const res = await desk.push([checkIn('SYM25-0013', event.id), issueKit('SYM25-0013')]);
    expect(res.json.results[0]).toMatchObject({ status: 'duplicate', record: { deskName: 'Online scanner' } });
    expect(res.json.results[1].status).toBe('applied');
    expect((await post('issue-kit', { participantId: 'SYM25-0013' })).json).toMatchObject({
      alreadyIssued: true,
      kit: { deskName: 'Hall B' },
    });
  });

  test('participants and visitors cannot scan', async () => {
    const p = await insertParticipant(ctx);
    expect((await post('issue-kit', { participantId: 'X' }, '')).status).toBe(401);
    expect((await post('issue-kit', { participantId: 'X' }, await tokenFor(ctx, p.id))).status).toBe(403);
  });
});
