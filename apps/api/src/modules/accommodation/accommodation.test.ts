import { ACCOMMODATION_CSV_COLUMNS } from '@symposium/schema/accommodation';
import { parse } from 'csv-parse/sync';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { venueDate } from '../../lib/dates';
import {
  adminToken,
  auditRows,
  createTestContext,
  decodeMail,
  insertAccommodationFor,
  insertParticipant,
  registerParticipant,
  signInStaff,
  tokenFor,
  type TestContext,
} from '../../test-support/context';

let ctx: TestContext;
let coordinator: string;
beforeEach(async () => {
  ctx = await createTestContext();
  coordinator = (await signInStaff(ctx, 'coordinator')).token;
});
afterEach(async () => {
  await ctx.close();
});

async function threeStays() {
  const a = await insertParticipant(ctx, { name: 'Arun Prakash', college: 'Anna University' });
  const b = await insertParticipant(ctx, { name: 'Bhavya Rao', email: 'bhavya@example.com' });
  const c = await insertParticipant(ctx, { name: 'Chitra Devi' });
  return {
    male: insertAccommodationFor(ctx, a, { gender: 'male' }),
    female: insertAccommodationFor(ctx, b, { gender: 'female', status: 'confirmed', room_number: 'G-4' }),
    cancelled: insertAccommodationFor(ctx, c, { gender: 'female', status: 'cancelled' }),
  };
}

const confirm = (id: string, json: unknown, token = coordinator) =>
  ctx.request(`/api/v1/accommodation/${id}/confirm`, { method: 'PUT', token, json });

describe('accommodation administration', () => {
  test('lists every request (registration creates them) with search, status and gender filters', async () => {
    await registerParticipant(ctx, {
      needsAccommodation: 'true',
      accommodationCheckIn: '2025-10-23',
      accommodationCheckOut: '2025-10-23',
      accommodationGender: 'female',
      amount: '599',
    });
    const stays = await threeStays();
    const all = await ctx.request('/api/v1/accommodation/admin/all?limit=500', { token: coordinator });
    expect(all.status).toBe(200);
    expect(all.json).toMatchObject({ success: true, count: 4, total: 4 });
    expect(all.json.data.map((r: any) => r.requestNumber)).toEqual(['ACC-0001', 'ACC-0002', 'ACC-0003', 'ACC-0004']);
    expect(all.json.data[0]).toMatchObject({ name: 'Asha Kumar', gender: 'female', numberOfDays: 1, status: 'requested', roomNumber: null });

    const q = async (query: string) =>
      (await ctx.request(`/api/v1/accommodation/admin/all?${query}`, { token: coordinator })).json.data.map((r: any) => r.id);
    expect(await q('q=BHAVYA')).toEqual([stays.female.id]);
    expect(await q('q=acc-0002')).toEqual([stays.male.id]);
    expect(await q('q=anna')).toEqual([stays.male.id]);
    expect(await q('status=cancelled')).toEqual([stays.cancelled.id]);
    expect(await q('gender=female&status=all')).toHaveLength(3);
    expect(await q('limit=2')).toHaveLength(2);
    expect((await ctx.request('/api/v1/accommodation/admin/all?limit=501', { token: coordinator })).status).toBe(400);
  });

  test('stats count totals by gender and status', async () => {
    await threeStays();
    const res = await ctx.request('/api/v1/accommodation/admin/stats', { token: coordinator });
    expect(res.json).toEqual({ success: true, data: { total: 3, totalMale: 1, totalFemale: 2, requested: 1, confirmed: 1, cancelled: 1 } });
  });

  test('confirm needs a room number and only works on requested rows; it is audited and mailed', async () => {
    const { male, female, cancelled } = await threeStays();
    for (const body of [{}, { roomNumber: '  ' }]) {
      const res = await confirm(male.id, body);
      expect(res).toMatchObject({ status: 400, json: { message: 'Please enter a room number' } });
    }
    expect((await confirm(male.id, { roomNumber: 'x'.repeat(21) })).status).toBe(400);

    const ok = await confirm(male.id, { roomNumber: ' B-101 ' });
    expect(ok.status).toBe(200);
    expect(ok.json).toMatchObject({ message: 'Accommodation confirmed successfully!', data: { status: 'confirmed', roomNumber: 'B-101' } });
    for (const row of [male, female]) {
      expect(await confirm(row.id, { roomNumber: 'C-1' })).toMatchObject({ status: 409, json: { error: 'ACCOMMODATION_NOT_REQUESTED' } });
    }
    expect((await confirm(cancelled.id, { roomNumber: 'C-1' })).status).toBe(409);
    expect((await confirm('missing', { roomNumber: 'C-1' })).status).toBe(404);

    const [audit] = auditRows(ctx);
    expect(audit).toMatchObject({
      action: 'accommodation.confirm',
      entity_type: 'accommodation',
      entity_id: male.id,
      actor_name: 'Test coordinator',
      before: { status: 'requested', roomNumber: null, requestNumber: male.request_number },
      after: { status: 'confirmed', roomNumber: 'B-101' },
    });
    expect(auditRows(ctx)).toHaveLength(1);
    const mails = (await ctx.outbox()).map(decodeMail);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain(`To: ${male.email}`);
    expect(mails[0]).toContain('Room: B-101');
  });

  test('cancel works on requested and confirmed rows, once', async () => {
    const { male, female } = await threeStays();
    for (const row of [male, female]) {
      const res = await ctx.request(`/api/v1/accommodation/${row.id}/cancel`, { method: 'PUT', token: coordinator });
      expect(res.json.data.status).toBe('cancelled');
    }
    const again = await ctx.request(`/api/v1/accommodation/${male.id}/cancel`, { method: 'PUT', token: coordinator });
    expect(again).toMatchObject({ status: 409, json: { error: 'ACCOMMODATION_ALREADY_CANCELLED' } });
    expect(auditRows(ctx).map((r) => [r.action, r.before.status, r.after.status])).toEqual([
      ['accommodation.cancel', 'requested', 'cancelled'],
      ['accommodation.cancel', 'confirmed', 'cancelled'],
    ]);
  });

  test('participants cannot reach any of it, not even their own request', async () => {
    const user = await insertParticipant(ctx, { email: 'guest@example.com' });
    const row = insertAccommodationFor(ctx, user);
    const token = await tokenFor(ctx, user.id);
    expect((await confirm(row.id, { roomNumber: 'A-1' }, token)).status).toBe(403);
    expect((await ctx.request('/api/v1/accommodation/admin/all', { token })).status).toBe(403);
    expect((await ctx.request('/api/v1/accommodation/admin/all')).status).toBe(401);
  });

  test('CSV: spec §9 columns, "Not Assigned" for empty rooms, filters apply', async () => {
    await threeStays();
    const admin = await adminToken(ctx);
    const res = await ctx.app.request('/api/v1/accommodation/admin/export.csv', { headers: { authorization: `Bearer ${admin}` } });
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="accommodations-${venueDate()}.csv"`);
    // Response.text() would drop the BOM while decoding: read the bytes.
    const bytes = Buffer.from(await res.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8');
    const rows = parse(text, { bom: true }) as string[][];
    expect(rows[0]).toEqual([...ACCOMMODATION_CSV_COLUMNS]);
    expect(rows.slice(1).map((r) => [r[0], r[5], r[8], r[9]])).toEqual([
      ['ACC-0001', 'male', 'requested', 'Not Assigned'],
      ['ACC-0002', 'female', 'confirmed', 'G-4'],
      ['ACC-0003', 'female', 'cancelled', 'Not Assigned'],
    ]);
    expect(rows[1].slice(6, 8)).toEqual(['2025-10-23', '2025-10-24']);
    const filtered = await ctx.app.request('/api/v1/accommodation/admin/export.csv?status=confirmed', {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(parse(await filtered.text(), { bom: true })).toHaveLength(2);
  });
});
