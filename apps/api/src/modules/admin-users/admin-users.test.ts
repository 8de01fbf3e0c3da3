import { adminUsersQuerySchema } from '@symposium/schema/admin-users';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  adminToken,
  createTestContext,
  insertAccommodationFor,
  insertParticipant,
  insertRegistration,
  signInStaff,
  type TestContext,
  tokenFor,
} from '../../test-support/context';
import { listParticipants, participantIdsMatching } from './admin-users.repository';
import { openCheckInNow } from '../sync/sync-test-kit';

// One seeded database for the read-only list tests: 45 participants with known fields, plus staff.
let ctx: TestContext;
let token: string;
const ids: string[] = [];

beforeAll(async () => {
  ctx = await createTestContext();
  token = (await signInStaff(ctx, 'coordinator')).token;
  const colleges = ['Anna University', 'beta Institute', 'Coimbatore Tech'];
  for (let i = 0; i < 45; i++) {
    const row = await insertParticipant(ctx, {
      name: i === 7 ? 'zara Ahmed' : i === 8 ? 'Ärjun 100% Real' : `Person ${String(i).padStart(2, '0')}`,
      college: colleges[i % 3],
      registration_type: i % 5 === 0 ? 'both' : i % 5 === 1 ? 'workshop' : 'general',
      payment_status: i % 4 === 0 ? 'verified' : i % 4 === 1 ? 'rejected' : 'pending',
      participant_id: i % 8 === 0 || i % 8 === 1 ? `SYM25-${String(i + 1).padStart(4, '0')}` : null,
      // Kits were handed out to half of those with an ID (the scanner sets this column; see sync).
      kit_issued_at: i % 8 === 0 ? '2025-10-23T03:45:00.000Z' : null,
      // Two passes an admin revoked (POST /admin/users/:id/revoke-pass sets these; see pass-revocation.test.ts).
      pass_revoked_at: i === 1 || i === 9 ? '2025-10-23T04:00:00.000Z' : null,
      pass_revoked_reason: i === 1 || i === 9 ? 'Payment refunded' : null,
      phone: i === 9 ? '9123456789' : `98000000${String(i).padStart(2, '0')}`,
    });
    ids.push(row.id);
  }
});
afterAll(async () => {
  await ctx.close();
});

const list = async (query = '') => {
  const res = await ctx.request(`/api/v1/admin/users${query}`, { token });
  expect(res.status, res.text).toBe(200);
  return res.json;
};

describe('GET /admin/users pagination', () => {
  test('pages of 20 by default, the total and page info; staff accounts are not listed', async () => {
    const first = await list();
    expect(first).toMatchObject({ success: true, total: 45, page: 1, limit: 20, totalPages: 3 });
    expect(first.users).toHaveLength(20);
    expect(first.users.every((u: any) => u.role === 'user')).toBe(true);
    const third = await list('?page=3');
    expect(third.users).toHaveLength(5);
    const beyond = await list('?page=9');
    expect(beyond.users).toEqual([]);
    expect(beyond.total).toBe(45);
  });

  test('the pages together hold every participant exactly once', async () => {
    const seen: string[] = [];
    for (const page of [1, 2, 3]) seen.push(...(await list(`?page=${page}`)).users.map((u: any) => u.id));
    expect(seen).toHaveLength(45);
    expect(new Set(seen)).toEqual(new Set(ids));
  });

  test('limit up to 100; beyond, or a bad page, is a 400', async () => {
    expect((await list('?limit=100')).users).toHaveLength(45);
    expect((await list('?limit=7&page=2')).users).toHaveLength(7);
    for (const bad of ['?limit=101', '?limit=0', '?page=0', '?page=abc', '?sort=email', '?paymentStatus=paid']) {
      const res = await ctx.request(`/api/v1/admin/users${bad}`, { token });
      expect(res.status, bad).toBe(400);
      expect(res.json.error).toBe('VALIDATION_ERROR');
    }
  });

  test.each([
    ['limit=abc', 'limit must be a whole number from 1 to 100'],
    ['limit=100000', 'limit must be a whole number from 1 to 100'],
    ['limit=1.5', 'limit must be a whole number from 1 to 100'],
    ['limit=-3', 'limit must be a whole number from 1 to 100'],
    ['page=0', 'page must be a whole number from 1 to 1000000'],
    ['page=NaN', 'page must be a whole number from 1 to 1000000'],
    ['sort=foo', 'Sort must be one of: createdAt, name, college'],
    ['order=bar', 'Order must be one of: asc, desc'],
  ])(
    '?%s is a 400 naming the parameter and what it takes, on the list, the CSV and the ids alike',
    async (query, message) => {
      for (const path of ['/api/v1/admin/users', '/api/v1/admin/users/export.csv', '/api/v1/admin/users/ids']) {
        const res = await ctx.request(`${path}?${query}`, { token });
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

  test('each user carries the staff fields and never a password hash', async () => {
    const { users } = await list('?limit=100');
    const withKit = users.find((u: any) => u.kitIssued);
    expect(withKit).toMatchObject({
      participantId: expect.any(String),
      kitIssuedAt: '2025-10-23T03:45:00.000Z',
      disabled: false,
    });
    expect(users.find((u: any) => u.participantId && !u.kitIssued)).toBeDefined();
    expect(users.find((u: any) => !u.participantId).kitIssued).toBe(false);
    expect(JSON.stringify(users)).not.toMatch(/scrypt|password_hash|passwordHash/);
  });
});

describe('GET /admin/users sorting', () => {
  test('newest first by default; order=asc reverses', async () => {
    const desc = (await list('?limit=100')).users.map((u: any) => u.createdAt);
    expect(desc).toEqual([...desc].sort().reverse());
    const asc = (await list('?limit=100&sort=createdAt&order=asc')).users.map((u: any) => u.id);
    expect(asc).toEqual(ids);
  });

  test('by name A→Z ignoring case by default, and Z→A with order=desc', async () => {
    const names = (await list('?limit=100&sort=name')).users.map((u: any) => u.name);
    // SQLite's NOCASE folds ASCII letters only: 'Ärjun' sorts after 'zara' (docs/decisions/0011-staff-lists-search-paging-address.md).
    const asciiFold = (s: string) => s.replace(/[A-Z]/g, (ch) => ch.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => (asciiFold(a) < asciiFold(b) ? -1 : 1)));
    expect(names.at(-2)).toBe('zara Ahmed');
    const reversed = (await list('?limit=100&sort=name&order=desc')).users.map((u: any) => u.name);
    expect(reversed[1]).toBe('zara Ahmed');
  });

  test('by college, case-insensitively', async () => {
    const colleges = (await list('?limit=100&sort=college')).users.map((u: any) => u.college);
    expect(colleges.slice(0, 15).every((c: string) => c === 'Anna University')).toBe(true);
    expect(colleges.slice(15, 30).every((c: string) => c === 'beta Institute')).toBe(true);
    expect(colleges.slice(30).every((c: string) => c === 'Coimbatore Tech')).toBe(true);
  });
});

describe('GET /admin/users search and filters', () => {
  test('q is a case-insensitive substring over name, email, phone, participant ID and college', async () => {
    expect((await list('?q=ZARA')).users.map((u: any) => u.name)).toEqual(['zara Ahmed']);
    expect((await list('?q=participant')).total).toBe(45); // every email
    expect((await list('?q=91234')).users.map((u: any) => u.phone)).toEqual(['9123456789']);
    // A phone as it is read out or copied: spaces, dashes, +91.
    expect((await list(`?q=${encodeURIComponent('91234 56789')}`)).users.map((u: any) => u.phone)).toEqual([
      '9123456789',
    ]);
    expect((await list(`?q=${encodeURIComponent('+91 91234-56789')}`)).users.map((u: any) => u.phone)).toEqual([
      '9123456789',
    ]);
    expect((await list('?q=sym25-0009')).users.map((u: any) => u.participantId)).toEqual(['SYM25-0009']);
    expect((await list('?q=coimbatore&limit=100')).total).toBe(15);
    expect((await list('?q=nobody-matches')).users).toEqual([]);
  });

  test('LIKE wildcards in the search text match literally', async () => {
    expect((await list('?q=100%25')).users.map((u: any) => u.name)).toEqual(['Ärjun 100% Real']);
    expect((await list('?q=_')).total).toBe(0);
  });

  test('filters by registration type, payment status and kit status, combined with search', async () => {
    const both = await list('?registrationType=both&limit=100');
    expect(both.total).toBe(9);
    expect(both.users.every((u: any) => u.registrationType === 'both')).toBe(true);
    const verified = await list('?paymentStatus=verified&limit=100');
    expect(verified.total).toBe(12);
    const issued = await list('?kitStatus=issued&limit=100');
    expect(issued.total).toBe(6);
    expect(issued.users.every((u: any) => u.participantId && u.kitIssued && u.kitIssuedAt)).toBe(true);
    expect((await list('?kitStatus=not-issued')).total).toBe(39);
    const combined = await list('?paymentStatus=verified&registrationType=both&q=anna&limit=100');
    expect(combined.users.length).toBeGreaterThan(0);
    expect(
      combined.users.every(
        (u: any) => u.paymentStatus === 'verified' && u.registrationType === 'both' && u.college === 'Anna University',
      ),
    ).toBe(true);
    expect((await list('?paymentStatus=all&registrationType=&kitStatus=all')).total).toBe(45);
  });

  test('filters by pass status: the revoked passes, or the rest; the ids, the CSV of all and of a selection agree', async () => {
    const revoked = await list('?passStatus=revoked&limit=100');
    expect(revoked.users.map((u: any) => u.participantId).sort()).toEqual(['SYM25-0002', 'SYM25-0010']);
    expect(revoked.users.every((u: any) => u.passRevokedAt && u.passRevokedReason === 'Payment refunded')).toBe(true);
    const rest = await list('?passStatus=not-revoked&limit=100');
    expect(rest.total).toBe(43);
    expect(rest.users.every((u: any) => u.passRevokedAt === null)).toBe(true);
    expect(
      (await list('?passStatus=revoked&registrationType=workshop')).users.map((u: any) => u.participantId),
    ).toEqual(['SYM25-0002']);
    expect((await list('?passStatus=all')).total).toBe(45);
    const bad = await ctx.request('/api/v1/admin/users?passStatus=yes', { token });
    expect([bad.status, bad.json.error, bad.json.message]).toEqual([
      400,
      'VALIDATION_ERROR',
      'Pass status must be one of: revoked, not-revoked',
    ]);

    const matching = await ctx.request('/api/v1/admin/users/ids?passStatus=revoked', { token });
    expect(matching.json).toMatchObject({ total: 2, ids: revoked.users.map((u: any) => u.id) });
    const csvRows = async (res: Response) => {
      expect(res.status).toBe(200);
      return parse(await res.text(), { bom: true }) as string[][];
    };
    const headers = { authorization: `Bearer ${token}` };
    const all = await csvRows(await ctx.app.request('/api/v1/admin/users/export.csv?passStatus=revoked', { headers }));
    expect(all.slice(1).map((row) => row[0])).toEqual(revoked.users.map((u: any) => u.participantId));
    const selected = await csvRows(
      await ctx.app.request('/api/v1/admin/users/export.csv', {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ userIds: matching.json.ids }),
      }),
    );
    expect(selected).toEqual(all);
  });

  test('stats count every participant, whatever the filters, and how many verified ones await an ID', async () => {
    const { stats } = await list('?q=zara');
    expect(stats).toEqual({
      total: 45,
      verified: 12,
      pending: 22,
      rejected: 11,
      general: 27,
      workshop: 9,
      both: 9,
      kitsIssued: 6,
      awaitingId: 6,
    });
  });
});

describe('GET /admin/users/ids (bulk mode\'s "Select all N matching")', () => {
  const matchingIds = async (query = '') => {
    const res = await ctx.request(`/api/v1/admin/users/ids${query}`, { token });
    expect(res.status, res.text).toBe(200);
    return res.json as { success: true; ids: string[]; total: number };
  };

  test("every id the filters match, in the list's order, page and limit ignored; total equals the list's", async () => {
    for (const query of [
      '',
      '?paymentStatus=verified',
      '?registrationType=both&q=anna',
      '?kitStatus=issued&sort=name',
      '?q=zara',
    ]) {
      const listed = await list(`${query ? `${query}&` : '?'}limit=100`);
      const answer = await matchingIds(`${query ? `${query}&` : '?'}page=3&limit=5`);
      expect(answer.success).toBe(true);
      expect(answer.total, query).toBe(listed.total);
      expect(answer.ids, query).toEqual(listed.users.map((u: any) => u.id));
    }
    expect((await matchingIds()).ids).toHaveLength(45);
    expect((await matchingIds('?paymentStatus=pending')).total).toBe(22);
  });

  test('staff accounts are never among them; bad filters are a 400', async () => {
    const all = await matchingIds();
    expect(new Set(all.ids)).toEqual(new Set(ids));
    const res = await ctx.request('/api/v1/admin/users/ids?paymentStatus=paid', { token });
    expect(res.status).toBe(400);
    expect(res.json.error).toBe('VALIDATION_ERROR');
  });

  test('staff only: a participant is refused, and so is nobody', async () => {
    const participant = await tokenFor(ctx, ids[0]);
    expect((await ctx.request('/api/v1/admin/users/ids', { token: participant })).status).toBe(403);
    expect((await ctx.request('/api/v1/admin/users/ids')).status).toBe(401);
    expect((await ctx.request('/api/v1/admin/users/ids', { token: await adminToken(ctx) })).status).toBe(200);
  });

  test('at most the cap of ids, while total still counts every match', () => {
    const query = adminUsersQuerySchema.parse({ paymentStatus: 'pending', sort: 'name', limit: '4' });
    const capped = participantIdsMatching(ctx.deps.db, query, 4);
    const listed = listParticipants(ctx.deps.db, query);
    expect(capped).toEqual({ ids: listed.rows.map((r) => r.id), total: 22 });
  });
});

describe('GET /admin/users/:id', () => {
  test('answers the participant with accommodation, registrations and their history', async () => {
    const participant = await insertParticipant(ctx, { name: 'Detail Person' });
    const stay = insertAccommodationFor(ctx, participant, { gender: 'female' });
    const events = (await ctx.request('/api/v1/events')).json.events;
    insertRegistration(ctx, participant.id, { itemType: 'event', itemId: events[0].id });
    const admin = await adminToken(ctx);
    await ctx.request(`/api/v1/admin/payments/${participant.id}/verify`, {
      method: 'PUT',
      token: admin,
      json: { notes: 'seen in bank' },
    });
    await ctx.request(`/api/v1/accommodation/${stay.id}/confirm`, {
      method: 'PUT',
      token: admin,
      json: { roomNumber: 'B-12' },
    });

    const res = await ctx.request(`/api/v1/admin/users/${participant.id}`, { token });
    expect(res.status).toBe(200);
    const { user, accommodation, registrations, history } = res.json.data;
    expect(user).toMatchObject({ id: participant.id, paymentStatus: 'verified', paymentNotes: 'seen in bank' });
    expect(accommodation).toMatchObject([
      { requestNumber: stay.request_number, roomNumber: 'B-12', status: 'confirmed' },
    ]);
    expect(registrations).toMatchObject([{ event: { _id: events[0].id, name: events[0].name }, status: 'registered' }]);
    expect(history.map((h: any) => h.action)).toEqual(['accommodation.confirm', 'payment.verify']);
    expect(history[1]).toMatchObject({
      actor: { name: 'Administrator' },
      before: { paymentStatus: 'pending' },
      after: { paymentStatus: 'verified' },
    });
  });

  test('answers what the desks recorded at the venue: the kit with when, where and by whom, and every check-in', async () => {
    const participant = await insertParticipant(ctx, {
      name: 'Venue Person',
      payment_status: 'verified',
      participant_id: 'SYM25-0901',
      registration_type: 'both',
    });
    const before = (await ctx.request(`/api/v1/admin/users/${participant.id}`, { token })).json.data.venue;
    expect(before).toEqual({ kit: null, checkIns: [] });

    const desk = await signInStaff(ctx, 'coordinator');
    const event = (await ctx.request('/api/v1/events')).json.events[0];
    openCheckInNow(ctx, { only: event.id }); // the day of the event
    const scan = (path: string, json: unknown) =>
      ctx.request(`/api/v1/qr-scan/${path}`, { method: 'POST', token: desk.token, json });
    expect((await scan('issue-kit', { participantId: 'SYM25-0901', collectionPoint: 'workshop-desk' })).status).toBe(
      200,
    );
    expect(
      (await scan('check-in', { participantId: 'SYM25-0901', eventId: event.id, eventType: 'event' })).status,
    ).toBe(200);

    const { venue } = (await ctx.request(`/api/v1/admin/users/${participant.id}`, { token })).json.data;
    expect(venue.kit).toEqual({
      idCardNumber: 'ID-SYM25-0901',
      issuedAt: expect.any(String),
      deskName: 'Online scanner',
      issuedBy: 'Test coordinator',
      collectionPoint: 'workshop-desk',
    });
    expect(venue.checkIns).toEqual([
      {
        itemType: 'event',
        itemId: event.id,
        itemName: event.name,
        checkInTime: expect.any(String),
        deskName: 'Online scanner',
        staffName: 'Test coordinator',
      },
    ]);
  });

  test('an unknown id and a staff account are both 404', async () => {
    const staff = await signInStaff(ctx, 'admin');
    for (const id of ['nope', staff.id]) {
      const res = await ctx.request(`/api/v1/admin/users/${id}`, { token });
      expect(res.status).toBe(404);
      expect(res.json.error).toBe('USER_NOT_FOUND');
    }
  });
});
