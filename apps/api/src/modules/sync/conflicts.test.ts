import { describeAuditChanges } from '@symposium/schema/audit';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { adminToken, auditRows, createTestContext, insertParticipant, type TestContext } from '../../test-support/context';
import { checkIn, firstEvent, firstWorkshop, issueKit, scannerDesk, verifiedParticipant } from './sync-test-kit';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestContext();
});
afterEach(async () => {
  await ctx.close();
});

describe('reconciliation of offline work', () => {
  test('lists kits handed out twice and scans refused after the fact, and an admin resolves them with an audit row', async () => {
    await verifiedParticipant(ctx, 'SYM25-0001');
    await insertParticipant(ctx, { participant_id: 'SYM25-0002', payment_status: 'pending' });
    const main = await scannerDesk(ctx, 'Main desk');
    const side = await scannerDesk(ctx, 'Side desk');
    const event = firstEvent(ctx);
    await main.push([issueKit('SYM25-0001', undefined, { localStatus: 'applied' }), checkIn('SYM25-0001', event.id, undefined, { localStatus: 'applied' })]);
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
    expect(withWorkshop.json.data[0].scan).toMatchObject({ itemType: 'workshop', itemId: workshop.id, itemName: workshop.title });

    expect((await ctx.request(`/api/v1/admin/sync/conflicts/${duplicate.id}/resolve`, { method: 'PUT', token: coordinator, json: { resolution: 'x' } })).status).toBe(403);
    const admin = await adminToken(ctx);
    expect((await ctx.request(`/api/v1/admin/sync/conflicts/${duplicate.id}/resolve`, { method: 'PUT', token: admin, json: { resolution: ' ' } })).status).toBe(400);
    const done = await ctx.request(`/api/v1/admin/sync/conflicts/${duplicate.id}/resolve`, {
      method: 'PUT',
      token: admin,
      json: { resolution: 'Second kit collected back from the participant' },
    });
    expect(done.status).toBe(200);
    const open = await ctx.request('/api/v1/admin/sync/conflicts', { token: admin });
    expect(open.json.data).toHaveLength(2);
    const all = await ctx.request('/api/v1/admin/sync/conflicts?include=resolved', { token: admin });
    expect(all.json.data.find((c: any) => c.id === duplicate.id)).toMatchObject({ resolvedBy: 'Administrator', resolution: 'Second kit collected back from the participant' });
    const audit = auditRows(ctx).filter((r: any) => r.action === 'sync.conflict.resolve');
    expect(audit).toHaveLength(1);
    // The participant and desk are context on both sides: the trail lists only what the resolution changed.
    expect(audit[0].before).toMatchObject({ participantId: 'SYM25-0001', deskName: 'Side desk', resolvedAt: null });
    expect(audit[0].after).toMatchObject({ participantId: 'SYM25-0001', deskName: 'Side desk' });
    const words = describeAuditChanges(audit[0].before, audit[0].after, { moment: () => 'then', money: String, date: String, clock: String });
    expect(words.map((change) => change.label)).toEqual(['Resolved on', 'Resolution']);
    expect((await ctx.request('/api/v1/admin/sync/conflicts/99999/resolve', { method: 'PUT', token: admin, json: { resolution: 'x' } })).status).toBe(404);
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
    expect(list.json.data.find((c: any) => c.participant.id === 'SYM25-0003')).toMatchObject({ kind: 'refused-at-desk', deskStatus: 'duplicate' });
    const done = await ctx.request(`/api/v1/admin/sync/conflicts/${turnedAway.id}/resolve`, { method: 'PUT', token: admin, json: { resolution: 'Kit handed over at the main desk' } });
    expect(done.status).toBe(200);
    expect((await ctx.request('/api/v1/admin/sync/conflicts', { token: admin })).json.data).toHaveLength(1);
  });
});
