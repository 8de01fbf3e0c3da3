import { ACCOMMODATION_CSV_COLUMNS } from '@symposium/schema/accommodation';
import { parse } from 'csv-parse/sync';
import { describe, expect, test } from 'vitest';
import { venueDate } from '../../lib/dates';
import { TEST_EDITION } from '../../test-support/test-edition';
import {
  adminToken,
  auditRows,
  decodeMail,
  freshCoordinatorContextPerTest,
  insertAccommodationFor,
  insertParticipant,
  registerParticipant,
  tokenFor,
  type TestContext,
} from '../../test-support/context';

let ctx: TestContext;
let coordinator: string;
freshCoordinatorContextPerTest((fresh) => ({ ctx, token: coordinator } = fresh));

async function threeStays() {
  const a = await insertParticipant(ctx, {
    name: 'Arun Prakash',
    college: 'Anna University',
    payment_status: 'verified',
  });
  const b = await insertParticipant(ctx, {
    name: 'Bhavya Rao',
    email: 'bhavya@example.com',
    payment_status: 'verified',
  });
  const c = await insertParticipant(ctx, { name: 'Chitra Devi', payment_status: 'verified' });
  return {
    male: insertAccommodationFor(ctx, a, { gender: 'male' }),
    female: insertAccommodationFor(ctx, b, { gender: 'female', status: 'confirmed', room_number: 'G-4' }),
    // Cancelled after a room was confirmed: the room was released, its number kept on the record.
    cancelled: insertAccommodationFor(ctx, c, { gender: 'female', status: 'cancelled', room_number: 'G-9' }),
  };
}

const confirm = (id: string, json: unknown, token = coordinator) =>
  ctx.request(`/api/v1/accommodation/${id}/confirm`, { method: 'PUT', token, json });

describe('accommodation administration', () => {
  test('lists every request (registration creates them) with search, status and gender filters', async () => {
    await registerParticipant(ctx, {
      needsAccommodation: 'true',
      accommodationRulesAccepted: 'true',
      accommodationCheckIn: '2031-10-23',
      accommodationCheckOut: '2031-10-23',
      accommodationGender: 'female',
      amount: '599',
    });
    const stays = await threeStays();
    const all = await ctx.request('/api/v1/accommodation/admin/all?limit=500', { token: coordinator });
    expect(all.status).toBe(200);
    expect(all.json).toMatchObject({ success: true, count: 4, total: 4 });
    expect(all.json.data.map((r: any) => r.requestNumber)).toEqual(['ACC-0001', 'ACC-0002', 'ACC-0003', 'ACC-0004']);
    expect(all.json.data[0]).toMatchObject({
      name: 'Asha Kumar',
      gender: 'female',
      numberOfDays: 1,
      status: 'requested',
      roomNumber: null,
      paymentStatus: 'pending',
    });
    expect(all.json.data[1].paymentStatus).toBe('verified');

    const q = async (query: string) =>
      (await ctx.request(`/api/v1/accommodation/admin/all?${query}`, { token: coordinator })).json.data.map(
        (r: any) => r.id,
      );
    expect(await q('q=BHAVYA')).toEqual([stays.female.id]);
    expect(await q('q=acc-0002')).toEqual([stays.male.id]);
    expect(await q('q=anna')).toEqual([stays.male.id]);
    expect(await q('status=cancelled')).toEqual([stays.cancelled.id]);
    expect(await q('gender=female&status=all')).toHaveLength(3);
    expect(await q('limit=2')).toHaveLength(2);
    expect((await ctx.request('/api/v1/accommodation/admin/all?limit=501', { token: coordinator })).status).toBe(400);
  });

  test("the payment filter finds the stays a room can be confirmed for (the participant's verified payment), list, total and CSV alike", async () => {
    await registerParticipant(ctx, {
      needsAccommodation: 'true',
      accommodationRulesAccepted: 'true',
      accommodationCheckIn: '2031-10-23',
      accommodationCheckOut: '2031-10-23',
      accommodationGender: 'female',
      amount: '599',
    }); // ACC-0001, payment pending
    const stays = await threeStays(); // ACC-0002..0004, payments verified
    const list = async (query: string) =>
      (await ctx.request(`/api/v1/accommodation/admin/all?${query}`, { token: coordinator })).json;
    const verifiedRequested = await list('paymentStatus=verified&status=requested');
    expect(verifiedRequested).toMatchObject({ total: 1, count: 1 });
    expect(verifiedRequested.data.map((r: any) => [r.id, r.paymentStatus])).toEqual([[stays.male.id, 'verified']]);
    expect((await list('paymentStatus=pending')).data.map((r: any) => r.requestNumber)).toEqual(['ACC-0001']);
    expect((await list('paymentStatus=rejected')).total).toBe(0);
    expect((await list('paymentStatus=all')).total).toBe(4);
    const bad = await ctx.request('/api/v1/accommodation/admin/all?paymentStatus=paid', { token: coordinator });
    expect(bad).toMatchObject({
      status: 400,
      json: { error: 'VALIDATION_ERROR', message: 'Payment status must be one of: pending, verified, rejected' },
    });

    const csv = await ctx.app.request('/api/v1/accommodation/admin/export.csv?paymentStatus=pending', {
      headers: { authorization: `Bearer ${coordinator}` },
    });
    expect((parse(await csv.text(), { bom: true }) as string[][]).slice(1).map((r) => r[0])).toEqual(['ACC-0001']);
  });

  test('pages past the first 500: page and limit answer that page with the total and the number of pages', async () => {
    const stays = await threeStays();
    const page = (query: string) => ctx.request(`/api/v1/accommodation/admin/all?${query}`, { token: coordinator });
    const second = await page('limit=2&page=2');
    expect(second.json).toMatchObject({ count: 1, total: 3, page: 2, limit: 2, totalPages: 2 });
    expect(second.json.data.map((r: any) => r.id)).toEqual([stays.cancelled.id]);
    expect((await page('limit=2&page=3')).json).toMatchObject({ count: 0, total: 3, page: 3, data: [] });
    // Without them, the first 500 of docs/product.md#interface-constants, as before.
    expect((await page('')).json).toMatchObject({ count: 3, total: 3, page: 1, limit: 500, totalPages: 1 });
    for (const bad of ['page=0', 'page=x', 'page=1.5']) {
      const res = await page(bad);
      expect(res.status, bad).toBe(400);
      expect(res.json.error).toBe('VALIDATION_ERROR');
    }
  });

  test.each([
    ['limit=abc', 'limit must be a whole number from 1 to 500'],
    ['limit=100000', 'limit must be a whole number from 1 to 500'],
    ['limit=0', 'limit must be a whole number from 1 to 500'],
    ['limit=2.5', 'limit must be a whole number from 1 to 500'],
    ['page=x', 'page must be a whole number from 1 to 1000000'],
    ['status=bar', 'Status must be one of: requested, confirmed, cancelled'],
    ['gender=x', 'Gender must be one of: male, female'],
    [`q=${'x'.repeat(101)}`, 'Search text must be at most 100 characters'],
  ])(
    'list and CSV answer ?%s with a 400 that names the parameter and its range, never zod’s default text',
    async (query, message) => {
      for (const path of ['/api/v1/accommodation/admin/all', '/api/v1/accommodation/admin/export.csv']) {
        const res = await ctx.request(`${path}?${query}`, { token: coordinator });
        expect(res.status, path).toBe(400);
        expect(res.json, path).toEqual({
          success: false,
          error: 'VALIDATION_ERROR',
          message,
          fieldErrors: { [query.split('=')[0]!]: [message] },
        });
      }
    },
  );

  test('stats count totals by gender and status', async () => {
    await threeStays();
    const res = await ctx.request('/api/v1/accommodation/admin/stats', { token: coordinator });
    expect(res.json).toEqual({
      success: true,
      data: {
        total: 3,
        totalMale: 1,
        totalFemale: 2,
        requested: 1,
        confirmed: 1,
        cancelled: 1,
        deskFeesDue: 0,
        deskFeesDueAmount: 0,
      },
    });
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
    expect(ok.json).toMatchObject({
      message: 'Accommodation confirmed successfully!',
      data: { status: 'confirmed', roomNumber: 'B-101' },
    });
    for (const row of [male, female]) {
      expect(await confirm(row.id, { roomNumber: 'C-1' })).toMatchObject({
        status: 409,
        json: { error: 'ACCOMMODATION_NOT_REQUESTED' },
      });
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
    expect(mails[0]).toContain('Room: B-101\nNights: 23 Oct – 24 Oct (2 nights)');
    // Named as the staff's mail status shows it, and tied to the participant.
    expect(ctx.deps.db.sqlite.prepare('select kind, user_id from mail_queue').all()).toEqual([
      { kind: 'accommodation-confirmed', user_id: male.user_id },
    ]);
  });

  test('cancel works on requested and confirmed rows, once, and tells the participant after the commit', async () => {
    const { male, female } = await threeStays();
    for (const row of [male, female]) {
      const res = await ctx.request(`/api/v1/accommodation/${row.id}/cancel`, { method: 'PUT', token: coordinator });
      expect(res.json.data.status).toBe('cancelled');
    }
    const mails = (await ctx.outbox()).map(decodeMail);
    expect(mails).toHaveLength(2);
    for (const row of [male, female]) {
      const mail = mails.find((m) => m.includes(`To: ${row.email}`))!;
      expect(mail).toContain('accommodation cancelled');
      expect(mail).toContain(
        `Your accommodation request ${row.request_number} has been cancelled.\nNights: 23 Oct – 24 Oct (2 nights)`,
      );
    }
    const again = await ctx.request(`/api/v1/accommodation/${male.id}/cancel`, { method: 'PUT', token: coordinator });
    expect(again).toMatchObject({ status: 409, json: { error: 'ACCOMMODATION_ALREADY_CANCELLED' } });
    expect(auditRows(ctx).map((r) => [r.action, r.before.status, r.after.status])).toEqual([
      ['accommodation.cancel', 'requested', 'cancelled'],
      ['accommodation.cancel', 'confirmed', 'cancelled'],
    ]);
    expect(await ctx.outbox()).toHaveLength(2); // the refused second cancel mails nobody
    expect(ctx.deps.db.sqlite.prepare('select kind, user_id from mail_queue order by id').all()).toEqual(
      [male, female].map((row) => ({ kind: 'accommodation-cancelled', user_id: row.user_id })),
    );
  });

  test('a room needs a verified payment: pending and rejected participants are refused with a clear message', async () => {
    for (const payment_status of ['pending', 'rejected'] as const) {
      const stay = insertAccommodationFor(ctx, await insertParticipant(ctx, { payment_status }));
      const res = await confirm(stay.id, { roomNumber: 'A-1' });
      expect(res).toMatchObject({
        status: 409,
        json: {
          error: 'PAYMENT_NOT_VERIFIED',
          message: `This participant's payment is ${payment_status}, not verified. Verify the payment before confirming a room.`,
        },
      });
    }
    expect(
      ctx.deps.db.sqlite.prepare("select count(*) n from accommodation_requests where status = 'confirmed'").get(),
    ).toEqual({ n: 0 });
    expect(auditRows(ctx)).toEqual([]);
    expect(await ctx.outbox()).toEqual([]);
  });

  test('a room takes at most 4 confirmed people of one gender (room numbers compared case-insensitively)', async () => {
    const stayOf = async (
      gender: 'male' | 'female',
      status: 'requested' | 'confirmed' | 'cancelled' = 'requested',
      room: string | null = null,
    ) =>
      insertAccommodationFor(ctx, await insertParticipant(ctx, { payment_status: 'verified' }), {
        gender,
        status,
        room_number: room,
      });
    // Three already in R-1; a cancelled stay there no longer takes a bed.
    for (let i = 0; i < 3; i++) await stayOf('male', 'confirmed', 'R-1');
    await stayOf('male', 'cancelled', 'R-1');
    const woman = await stayOf('female');
    expect(await confirm(woman.id, { roomNumber: 'r-1' })).toMatchObject({
      status: 409,
      json: { error: 'ROOM_GENDER_MISMATCH', message: 'Room R-1 is assigned to male participants.' },
    });
    const fourth = await stayOf('male');
    expect((await confirm(fourth.id, { roomNumber: 'R-1' })).status).toBe(200);
    const fifth = await stayOf('male');
    expect(await confirm(fifth.id, { roomNumber: 'r-1' })).toMatchObject({
      status: 409,
      json: { error: 'ROOM_FULL', message: 'Room R-1 is full (4 of 4).' },
    });
    expect((await confirm(fifth.id, { roomNumber: 'R-2' })).status).toBe(200);
    // Stored as one room however the desk typed it (the CSV groups by it).
    expect((await confirm(woman.id, { roomNumber: ' g-1 ' })).json.data).toMatchObject({ roomNumber: 'G-1' });
    const rooms = ctx.deps.db.sqlite
      .prepare(
        "select room_number r, count(*) n from accommodation_requests where status = 'confirmed' group by room_number order by 1",
      )
      .all();
    expect(rooms).toEqual([
      { r: 'G-1', n: 1 },
      { r: 'R-1', n: 4 },
      { r: 'R-2', n: 1 },
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

  test('CSV: the accommodation export columns, "Not Assigned" for empty rooms and for the room a cancelled stay released, filters apply', async () => {
    await threeStays();
    const admin = await adminToken(ctx);
    const res = await ctx.app.request('/api/v1/accommodation/admin/export.csv', {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="mech-symposium-25-26-accommodations-all-3-${venueDate(new Date(), TEST_EDITION.timeZone)}.csv"`,
    );
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
    const filtered = await ctx.app.request('/api/v1/accommodation/admin/export.csv?status=confirmed', {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(filtered.headers.get('content-disposition')).toBe(
      `attachment; filename="mech-symposium-25-26-accommodations-filtered-1-${venueDate(new Date(), TEST_EDITION.timeZone)}.csv"`,
    );
    expect(parse(await filtered.text(), { bom: true })).toHaveLength(2);
  });

  test('CSV: Check-in is the first night and Check-out the morning of leaving (the day after the last night), in every export', async () => {
    // The register form's choices: check-in Thu 23 Oct; check-out "Fri 24 Oct, morning" (the last night the 23rd) or
    // "Sat 25 Oct, morning" (the last night the 24th).
    const one = await insertParticipant(ctx, { name: 'Divya Menon', payment_status: 'verified' });
    const two = await insertParticipant(ctx, { name: 'Elango Suresh', email: 'elango@example.com' });
    insertAccommodationFor(ctx, one, { gender: 'female', check_in_date: '2031-10-23', check_out_date: '2031-10-23' });
    insertAccommodationFor(ctx, two, { gender: 'male', check_in_date: '2031-10-23', check_out_date: '2031-10-24' });
    const nights = async (query: string) => {
      const res = await ctx.app.request(`/api/v1/accommodation/admin/export.csv${query}`, {
        headers: { authorization: `Bearer ${coordinator}` },
      });
      expect(res.status).toBe(200);
      const [header, ...rows] = parse(await res.text(), { bom: true }) as string[][];
      expect(header!.slice(6, 8)).toEqual(['Check-in', 'Check-out']);
      return rows.map((r) => [r[1], r[6], r[7]]);
    };
    expect(await nights('')).toEqual([
      ['Divya Menon', '2031-10-23', '2031-10-24'],
      ['Elango Suresh', '2031-10-23', '2031-10-25'],
    ]);
    expect(await nights('?gender=female')).toEqual([['Divya Menon', '2031-10-23', '2031-10-24']]);
    expect(await nights('?q=elango')).toEqual([['Elango Suresh', '2031-10-23', '2031-10-25']]);
    // What the stay holds is unchanged: its nights, as every screen shows them.
    const list = await ctx.request('/api/v1/accommodation/admin/all?gender=female', { token: coordinator });
    expect(list.json.data[0]).toMatchObject({ checkInDate: '2031-10-23', checkOutDate: '2031-10-23', numberOfDays: 1 });
  });
});

describe("a participant's own stay", () => {
  test('GET /accommodation/mine answers the signed-in participant their own requests, room included, and nobody else’s', async () => {
    const { female } = await threeStays();
    const owner = await tokenFor(ctx, female.user_id);
    const mine = await ctx.request('/api/v1/accommodation/mine', { token: owner });
    expect(mine.status).toBe(200);
    expect(
      mine.json.data.map((r: any) => [r.requestNumber, r.status, r.roomNumber, r.checkInDate, r.checkOutDate]),
    ).toEqual([['ACC-0002', 'confirmed', 'G-4', '2031-10-23', '2031-10-24']]);
    const stranger = await insertParticipant(ctx, { name: 'Dinesh Kumar' });
    const none = await ctx.request('/api/v1/accommodation/mine', { token: await tokenFor(ctx, stranger.id) });
    expect(none.json).toMatchObject({ success: true, count: 0, data: [] });
    expect((await ctx.request('/api/v1/accommodation/mine')).status).toBe(401);
  });
});
