import { describeAuditChanges } from '@symposium/schema/audit';
import { SCAN_MESSAGES } from '@symposium/sync/verdict';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import {
  adminToken,
  auditRows,
  createTestContext,
  insertParticipant,
  signInStaff,
  type TestContext,
} from '../../test-support/context';
import { checkIn, firstEvent, firstWorkshop, issueKit, scannerDesk, verifiedParticipant } from './sync-test-kit';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestContext();
});
afterEach(async () => {
  await ctx.close();
});

describe('reconciliation of offline work', () => {
  test('an unknown ?include= is a 400 saying what it takes, not a silent unresolved-only list', async () => {
    const token = (await signInStaff(ctx, 'coordinator')).token;
    const res = await ctx.request('/api/v1/admin/sync/conflicts?include=everything', { token });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({
      success: false,
      error: 'VALIDATION_ERROR',
      message: 'include must be one of: resolved',
      fieldErrors: { include: ['include must be one of: resolved'] },
    });
    expect((await ctx.request('/api/v1/admin/sync/conflicts?include=resolved', { token })).status).toBe(200);
    expect((await ctx.request('/api/v1/admin/sync/conflicts', { token })).status).toBe(200);
  });

  test('lists kits handed out twice and scans refused after the fact, and an admin resolves them with an audit row', async () => {
    await verifiedParticipant(ctx, 'SYM25-0001');
    await insertParticipant(ctx, { participant_id: 'SYM25-0002', payment_status: 'pending' });
    const main = await scannerDesk(ctx, 'Main desk');
    const side = await scannerDesk(ctx, 'Side desk');
    const event = firstEvent(ctx);
    await main.push([
      issueKit('SYM25-0001', undefined, { localStatus: 'applied' }),
      checkIn('SYM25-0001', event.id, undefined, { localStatus: 'applied' }),
    ]);
    await side.push([
      issueKit('SYM25-0001', undefined, { localStatus: 'applied' }), // handed out again offline
      checkIn('SYM25-0001', event.id, undefined, { localStatus: 'applied' }), // harmless duplicate
      checkIn('SYM25-0002', event.id, undefined, { localStatus: 'applied' }), // the desk let them in; payment was not verified
      issueKit('SYM25-0002', undefined, { localStatus: 'rejected' }), // the desk refused too: no conflict
    ]);
    const coordinator = main.staff.token;
    const list = await ctx.request('/api/v1/admin/sync/conflicts', { token: coordinator });
    expect(list.status).toBe(200);
    expect(list.json.data.map((c: any) => [c.kind, c.participant.id, c.scan.deskName])).toEqual([
      ['rejected-after-scan', 'SYM25-0002', 'Side desk'],
      ['duplicate-kit', 'SYM25-0001', 'Side desk'],
    ]);
    const duplicate = list.json.data[1];
    expect(duplicate.winner).toMatchObject({ deskName: 'Main desk' });
    expect(list.json.data[0]).toMatchObject({ error: 'PAYMENT_NOT_VERIFIED', message: expect.any(String) });
    // Where the check-in was: the event's name, so an admin need not look the id up; a kit has none.
    expect(list.json.data[0].scan).toMatchObject({ itemType: 'event', itemId: event.id, itemName: event.name });
    expect(duplicate.scan.itemName).toBeNull();
    const workshop = firstWorkshop(ctx);
    await side.push([checkIn('SYM25-0002', workshop.id, undefined, { eventType: 'workshop', localStatus: 'applied' })]);
    const withWorkshop = await ctx.request('/api/v1/admin/sync/conflicts', { token: coordinator });
    expect(withWorkshop.json.data[0].scan).toMatchObject({
      itemType: 'workshop',
      itemId: workshop.id,
      itemName: workshop.title,
    });

    expect(
      (
        await ctx.request(`/api/v1/admin/sync/conflicts/${duplicate.id}/resolve`, {
          method: 'PUT',
          token: coordinator,
          json: { resolution: 'x' },
        })
      ).status,
    ).toBe(403);
    const admin = await adminToken(ctx);
    expect(
      (
        await ctx.request(`/api/v1/admin/sync/conflicts/${duplicate.id}/resolve`, {
          method: 'PUT',
          token: admin,
          json: { resolution: ' ' },
        })
      ).status,
    ).toBe(400);
    const done = await ctx.request(`/api/v1/admin/sync/conflicts/${duplicate.id}/resolve`, {
      method: 'PUT',
      token: admin,
      json: { resolution: 'Second kit collected back from the participant' },
    });
    expect(done.status).toBe(200);
    const open = await ctx.request('/api/v1/admin/sync/conflicts', { token: admin });
    expect(open.json.data).toHaveLength(2);
    const all = await ctx.request('/api/v1/admin/sync/conflicts?include=resolved', { token: admin });
    expect(all.json.data.find((c: any) => c.id === duplicate.id)).toMatchObject({
      resolvedBy: 'Administrator',
      resolution: 'Second kit collected back from the participant',
    });
    const audit = auditRows(ctx).filter((r: any) => r.action === 'sync.conflict.resolve');
    expect(audit).toHaveLength(1);
    // The participant and desk are context on both sides: the trail lists only what the resolution changed.
    expect(audit[0].before).toMatchObject({ participantId: 'SYM25-0001', deskName: 'Side desk', resolvedAt: null });
    expect(audit[0].after).toMatchObject({ participantId: 'SYM25-0001', deskName: 'Side desk' });
    const words = describeAuditChanges(audit[0].before, audit[0].after, {
      moment: () => 'then',
      money: String,
      date: String,
      clock: String,
    });
    expect(words.map((change) => change.label)).toEqual(['Resolved on', 'Resolution']);
    expect(
      (
        await ctx.request('/api/v1/admin/sync/conflicts/99999/resolve', {
          method: 'PUT',
          token: admin,
          json: { resolution: 'x' },
        })
      ).status,
    ).toBe(404);
  });

  test('lists people the desk turned away (or told "already done") whom the server would have accepted', async () => {
    await verifiedParticipant(ctx, 'SYM25-0001');
    await verifiedParticipant(ctx, 'SYM25-0003');
    await insertParticipant(ctx, { participant_id: 'SYM25-0002', payment_status: 'pending' });
    const desk = await scannerDesk(ctx, 'Kit desk');
    const occurredAt = new Date(Date.now() - 5 * 60_000).toISOString();
    await desk.push([
      issueKit('SYM25-0001', occurredAt, { localStatus: 'rejected' }), // old roster: not yet verified
      issueKit('SYM25-0003', occurredAt, { localStatus: 'duplicate' }), // the desk thought a kit was out; none is
      issueKit('SYM25-0002', occurredAt, { localStatus: 'rejected' }), // the server refuses too: no conflict
    ]);
    const admin = await adminToken(ctx);
    const list = await ctx.request('/api/v1/admin/sync/conflicts', { token: admin });
    expect(list.json.data).toHaveLength(2);
    const turnedAway = list.json.data.find((c: any) => c.participant.id === 'SYM25-0001');
    expect(turnedAway).toMatchObject({
      kind: 'refused-at-desk',
      type: 'issue-kit',
      deskStatus: 'rejected',
      participant: { id: 'SYM25-0001', name: expect.any(String) },
      scan: { deskName: 'Kit desk', staffName: 'Test coordinator', occurredAt: expect.any(String) },
      error: 'REFUSED_AT_DESK',
      message: 'The desk refused this scan; nothing was recorded.',
      winner: null,
    });
    expect(Math.abs(Date.parse(turnedAway.scan.occurredAt) - Date.parse(occurredAt))).toBeLessThan(2000);
    expect(list.json.data.find((c: any) => c.participant.id === 'SYM25-0003')).toMatchObject({
      kind: 'refused-at-desk',
      deskStatus: 'duplicate',
    });
    const done = await ctx.request(`/api/v1/admin/sync/conflicts/${turnedAway.id}/resolve`, {
      method: 'PUT',
      token: admin,
      json: { resolution: 'Kit handed over at the main desk' },
    });
    expect(done.status).toBe(200);
    expect((await ctx.request('/api/v1/admin/sync/conflicts', { token: admin })).json.data).toHaveLength(1);
  });

  test('a pass revoked after a desk last synced: its offline check-in and kit are refused on push with the revoked texts, listed with who, where and when', async () => {
    const p = await verifiedParticipant(ctx, 'SYM25-0007');
    const desk = await scannerDesk(ctx, 'Gate desk');
    const roster = await desk.pull(undefined, 5000);
    expect(roster.json.changes.participants).toEqual([
      expect.objectContaining({ participantId: 'SYM25-0007', revoked: false }),
    ]);
    const admin = await adminToken(ctx);
    const revoked = await ctx.request(`/api/v1/admin/users/${p.id}/revoke-pass`, {
      method: 'POST',
      token: admin,
      json: { reason: 'Payment refunded' },
    });
    expect(revoked.status).toBe(200);

    // The desk has not pulled since: its roster still admits the pass, offline, at the gate and at the kit table.
    const event = firstEvent(ctx);
    const gateman = await signInStaff(ctx, 'admin'); // who scanned, signed in at the desk; the push comes from the desk's account
    const scannedAt = new Date(Date.now() - 2 * 60_000).toISOString();
    const offline = { localStatus: 'applied' as const, qrData: p.pass_data!, scannedBy: gateman.id };
    const mutations = [checkIn('SYM25-0007', event.id, scannedAt, offline), issueKit('SYM25-0007', scannedAt, offline)];
    const pushed = await desk.push(mutations);
    expect(pushed.status).toBe(200);
    const refusal = ['rejected', 'PAYMENT_NOT_VERIFIED', SCAN_MESSAGES.REVOKED];
    expect(pushed.json.results.map((r) => [r.status, r.error, r.message])).toEqual([refusal, refusal]);
    expect(
      ctx.deps.db.sqlite.prepare('select (select count(*) from attendance) + (select count(*) from kits) n').get(),
    ).toEqual({ n: 0 });
    // A replay (the answer lost on the way) answers the same and lists nothing twice.
    expect((await desk.push(mutations)).json.results).toEqual(pushed.json.results);

    const list = await ctx.request('/api/v1/admin/sync/conflicts', { token: desk.staff.token });
    const seen = {
      deviceId: desk.deviceId,
      deskName: 'Gate desk',
      staffName: 'Test admin',
      occurredAt: expect.any(String),
    };
    const listed = {
      kind: 'rejected-after-scan',
      deskStatus: 'applied',
      participant: { id: 'SYM25-0007', name: p.name },
      error: 'PAYMENT_NOT_VERIFIED',
      message: SCAN_MESSAGES.REVOKED,
    };
    expect(list.json.data).toEqual([
      expect.objectContaining({
        ...listed,
        type: 'issue-kit',
        scan: expect.objectContaining({ ...seen, itemName: null }),
      }),
      expect.objectContaining({
        ...listed,
        type: 'check-in',
        scan: expect.objectContaining({ ...seen, itemType: 'event', itemId: event.id, itemName: event.name }),
      }),
    ]);
    // When: the scan's moment on the server's clock, not the push's.
    for (const conflict of list.json.data)
      expect(Math.abs(Date.parse(conflict.scan.occurredAt) - Date.parse(scannedAt))).toBeLessThan(2000);
  });
});
