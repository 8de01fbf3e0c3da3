import { ATTENDANCE_CSV_COLUMNS, REGISTRATION_CSV_COLUMNS } from '@symposium/schema/registrations-admin';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { venueDate } from '../../lib/dates';
import { TEST_EDITION } from '../../test-support/test-edition';
import {
  createTestContext,
  insertParticipant,
  insertRegistration,
  signInStaff,
  type TestContext,
} from '../../test-support/context';
import { openCheckInNow } from '../sync/sync-test-kit';

let ctx: TestContext;
let token: string;
let skyShot: any;
let workshop: any;
let filmQuest: any;

beforeAll(async () => {
  ctx = await createTestContext();
  token = (await signInStaff(ctx, 'coordinator')).token;
  const events = (await ctx.request('/api/v1/events')).json.events;
  skyShot = events.find((e: any) => e.name === 'SKY SHOT');
  filmQuest = events.find((e: any) => e.name === 'FILM QUEST');
  workshop = (await ctx.request('/api/v1/workshops')).json.workshops[0];
  const asha = await insertParticipant(ctx, { name: 'Asha', email: 'asha@example.com', department: '' });
  const bala = await insertParticipant(ctx, { name: '=cmd', email: 'bala@example.com', phone: '9000000001' });
  insertRegistration(ctx, asha.id, { itemType: 'event', itemId: skyShot.id, createdAt: '2025-10-01T04:30:00.000Z' });
  insertRegistration(ctx, bala.id, {
    itemType: 'event',
    itemId: skyShot.id,
    status: 'cancelled',
    createdAt: '2025-10-02T04:30:00.000Z',
  });
  insertRegistration(ctx, bala.id, {
    itemType: 'workshop',
    itemId: workshop.id,
    createdAt: '2025-10-03T04:30:00.000Z',
  });
  insertRegistration(ctx, asha.id, { itemType: 'event', itemId: filmQuest.id, createdAt: '2025-10-04T04:30:00.000Z' });
  ctx.deps.db.sqlite
    .prepare('update events set deleted_at = ? where id = ?')
    .run(new Date().toISOString(), filmQuest.id);
});
afterAll(async () => {
  await ctx.close();
});

describe('GET /event-registrations/registrations/all', () => {
  test('active registrations only by default, as the dashboard counts them; withdrawn ones on request', async () => {
    const res = await ctx.request('/api/v1/event-registrations/registrations/all', { token });
    expect(res.json.count).toBe(2);
    expect(res.json.data.map((r: any) => [r.eventName, r.status])).toEqual([
      ['SKY SHOT', 'registered'],
      [workshop.title, 'registered'],
    ]);
    const bad = await ctx.request('/api/v1/event-registrations/registrations/all?includeWithdrawn=yes', { token });
    expect(bad.status).toBe(400);
  });

  test('answers event registrations for events and workshops; deleted events are left out', async () => {
    const res = await ctx.request('/api/v1/event-registrations/registrations/all?includeWithdrawn=true', { token });
    expect(res.status).toBe(200);
    expect(res.json.count).toBe(3);
    expect(res.json.data[0]).toEqual({
      _id: expect.any(String),
      id: expect.any(String),
      itemType: 'event',
      event: { _id: skyShot.id, name: 'SKY SHOT', category: 'technical' },
      eventName: 'SKY SHOT',
      eventType: 'technical',
      user: {
        _id: expect.any(String),
        name: 'Asha',
        email: 'asha@example.com',
        phone: expect.any(String),
        college: expect.any(String),
        department: '',
      },
      registeredAt: '2025-10-01T04:30:00.000Z',
      status: 'registered',
    });
    expect(res.json.data[1]).toMatchObject({ status: 'cancelled', user: { name: '=cmd' } });
    expect(res.json.data[2]).toMatchObject({
      itemType: 'workshop',
      eventType: 'workshop',
      event: { _id: workshop.id, name: workshop.title, title: workshop.title },
    });
  });

  test('public lists count active registrations only', async () => {
    const events = (await ctx.request('/api/v1/events')).json.events;
    expect(events.find((e: any) => e.id === skyShot.id).registrations).toBe(1);
    expect((await ctx.request(`/api/v1/workshops/${workshop.id}`)).json.data.registrations).toBe(1);
  });
});

describe('GET /event-registrations/registrations/all, one event a page', () => {
  test('a page of one item answers that page with the paging figures; the whole list stays for a client sending no page', async () => {
    const whole = await ctx.request('/api/v1/event-registrations/registrations/all', { token });
    expect(whole.json).toMatchObject({ success: true, count: 2, total: 2 });
    expect(whole.json.page).toBeUndefined();

    const res = await ctx.request(
      `/api/v1/event-registrations/registrations/all?itemType=event&itemId=${skyShot.id}&page=1&limit=20`,
      { token },
    );
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ success: true, count: 1, total: 1, page: 1, limit: 20, totalPages: 1 });
    expect(res.json.data.map((r: any) => r.user.name)).toEqual(['Asha']);

    const withWithdrawn = await ctx.request(
      `/api/v1/event-registrations/registrations/all?itemType=event&itemId=${skyShot.id}&includeWithdrawn=true&limit=1&page=2`,
      { token },
    );
    expect(withWithdrawn.json).toMatchObject({ count: 1, total: 2, page: 2, limit: 1, totalPages: 2 });
    expect(withWithdrawn.json.data[0]).toMatchObject({ status: 'cancelled', user: { name: '=cmd' } });
  });

  test('the participant search (name, email or college, ignoring case) is applied by the server', async () => {
    const search = (q: string) =>
      ctx.request(
        `/api/v1/event-registrations/registrations/all?includeWithdrawn=true&page=1&q=${encodeURIComponent(q)}`,
        { token },
      );
    expect((await search('ASHA')).json.data.map((r: any) => r.eventName)).toEqual(['SKY SHOT']);
    expect((await search('bala@EXAMPLE')).json.total).toBe(2);
    expect((await search('100%')).json.total).toBe(0);
  });

  test('bad paging or an item id without its type is a 400 with a message', async () => {
    for (const query of ['page=0', 'limit=101', 'page=abc', `itemId=${skyShot.id}`, 'itemType=talk']) {
      const res = await ctx.request(`/api/v1/event-registrations/registrations/all?${query}`, { token });
      expect(res.status, query).toBe(400);
      expect(res.json.error).toBe('VALIDATION_ERROR');
    }
  });
});

describe('GET /admin/registrations/counts', () => {
  const tally = (item: any) => [item.name, item.registered, item.withdrawn];

  test('every event and workshop of the catalogue with its registered and withdrawn counts, busiest first; deleted events left out', async () => {
    const res = await ctx.request('/api/v1/admin/registrations/counts', { token });
    expect(res.status).toBe(200);
    const events = (await ctx.request('/api/v1/events')).json.events;
    const workshops = (await ctx.request('/api/v1/workshops')).json.workshops;
    expect(res.json.data).toHaveLength(events.length + workshops.length);
    expect(res.json.data.slice(0, 2).map(tally)).toEqual([
      ['SKY SHOT', 1, 1],
      [workshop.title, 1, 0],
    ]);
    // Without a search nothing is filtered: no matching counts.
    expect(res.json.data.every((item: any) => item.matching === null)).toBe(true);
    expect(res.json.data.some((item: any) => item.itemId === filmQuest.id)).toBe(false);
    expect(res.json.total).toBe(2);
  });

  test('with a search, each card keeps its whole counts and says how many of them match', async () => {
    const res = await ctx.request('/api/v1/admin/registrations/counts?q=asha', { token });
    expect(res.json.data).toHaveLength(1);
    expect(res.json.data[0]).toMatchObject({
      name: 'SKY SHOT',
      registered: 1,
      withdrawn: 1,
      checkedIn: 0,
      matching: { registered: 1, withdrawn: 0, checkedIn: 0 },
    });
    expect(res.json.total).toBe(1);
  });

  test('type, search and withdrawn filters are applied by the server; a search leaves only the items it matches', async () => {
    const counts = async (query: string) =>
      (await ctx.request(`/api/v1/admin/registrations/counts?${query}`, { token })).json;
    const technical = await counts('type=technical');
    expect(technical.data.every((item: any) => item.eventType === 'technical')).toBe(true);
    const workshops = (await counts('type=workshop')).data;
    expect(workshops.map((item: any) => item.itemType)).toEqual(
      (await ctx.request('/api/v1/workshops')).json.workshops.map(() => 'workshop'),
    );
    const bala = await counts('q=BALA&includeWithdrawn=true');
    expect(bala.data.map((item: any) => [item.name, item.matching.registered, item.matching.withdrawn])).toEqual([
      [workshop.title, 1, 0],
      ['SKY SHOT', 0, 1],
    ]);
    expect(bala.total).toBe(1);
    // A withdrawn match alone lists its item only when withdrawn registrations are shown.
    expect((await counts('q=BALA')).data.map((item: any) => item.name)).toEqual([workshop.title]);
    expect((await counts('type=')).data.length).toBe((await counts('')).data.length);
    const bad = await ctx.request('/api/v1/admin/registrations/counts?type=talk', { token });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toContain('Type must be one of');
  });
});

describe('GET /admin/registrations/:itemType/:itemId', () => {
  let many: any;
  const names: string[] = [];

  beforeAll(async () => {
    many = (await ctx.request('/api/v1/events')).json.events.find(
      (e: any) => e.name !== 'SKY SHOT' && e.name !== 'FILM QUEST',
    );
    for (let i = 0; i < 45; i++) {
      const name = `Paged ${String(i + 1).padStart(2, '0')}`;
      const college = i % 3 === 0 ? 'Hill College' : 'River College';
      const person = await insertParticipant(ctx, { name, email: `paged${i + 1}@example.com`, college });
      insertRegistration(ctx, person.id, {
        itemType: 'event',
        itemId: many.id,
        createdAt: new Date(Date.UTC(2025, 9, 1, 4, i)).toISOString(),
      });
      names.push(name);
    }
  });

  const page = (query: string) => ctx.request(`/api/v1/admin/registrations/event/${many.id}?${query}`, { token });

  test('one page of 20 of the item registrations, oldest first, with the paging figures', async () => {
    const first = await page('');
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ success: true, total: 45, page: 1, limit: 20, totalPages: 3 });
    expect(first.json.data.map((r: any) => r.user.name)).toEqual(names.slice(0, 20));
    expect(first.json.data.every((r: any) => r.event._id === many.id)).toBe(true);
    const third = await page('page=3');
    expect(third.json.data.map((r: any) => r.user.name)).toEqual(names.slice(40));
    expect((await page('page=4')).json.data).toEqual([]);
  });

  test('the search of the counts (name, email or college, ignoring case) narrows the pages', async () => {
    const hill = await page('q=hill%20college');
    expect(hill.json).toMatchObject({ total: 15, totalPages: 1 });
    expect(hill.json.data.map((r: any) => r.user.name)).toEqual(names.filter((_, i) => i % 3 === 0));
    const counted = (await ctx.request('/api/v1/admin/registrations/counts?q=hill%20college', { token })).json.data;
    expect(counted.find((item: any) => item.itemId === many.id)).toMatchObject({
      registered: 45,
      matching: { registered: 15, withdrawn: 0 },
    });
    expect((await page('q=PAGED%2007')).json.data.map((r: any) => r.user.email)).toEqual(['paged7@example.com']);
  });

  test('withdrawn registrations only when asked for; unknown items 404; bad input 400', async () => {
    expect((await ctx.request(`/api/v1/admin/registrations/event/${skyShot.id}`, { token })).json.total).toBe(1);
    const withdrawn = await ctx.request(`/api/v1/admin/registrations/event/${skyShot.id}?includeWithdrawn=true`, {
      token,
    });
    expect(withdrawn.json.data.map((r: any) => r.status)).toEqual(['registered', 'cancelled']);
    expect((await ctx.request(`/api/v1/admin/registrations/event/${filmQuest.id}`, { token })).status).toBe(404);
    expect((await ctx.request(`/api/v1/admin/registrations/talk/${skyShot.id}`, { token })).status).toBe(400);
    const bad = await page('page=0');
    expect(bad.status).toBe(400);
    expect(bad.json.message).toMatch(/page/);
  });
});

describe('GET /admin/registrations/:itemType/:itemId/export.csv', () => {
  test('one CSV per event: S.No, the table columns, N/A for missing values, formulas neutralised', async () => {
    const res = await ctx.app.request(`/api/v1/admin/registrations/event/${skyShot.id}/export.csv`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="mech-symposium-25-26-sky-shot-registrations-${venueDate(new Date(), TEST_EDITION.timeZone)}.csv"`,
    );
    const rows = parse(Buffer.from(await res.arrayBuffer()).toString('utf8'), { bom: true }) as string[][];
    expect(rows[0]).toEqual([...REGISTRATION_CSV_COLUMNS]);
    expect(rows[1]).toEqual([
      '1',
      'Asha',
      'asha@example.com',
      expect.any(String),
      expect.any(String),
      'N/A',
      '2025-10-01 10:00',
      'registered',
    ]);
    // The withdrawn registration is not counted unless asked for.
    expect(rows).toHaveLength(2);
    const all = await ctx.app.request(
      `/api/v1/admin/registrations/event/${skyShot.id}/export.csv?includeWithdrawn=true`,
      {
        headers: { authorization: `Bearer ${token}` },
      },
    );
    const allRows = parse(Buffer.from(await all.arrayBuffer()).toString('utf8'), { bom: true }) as string[][];
    expect(allRows).toHaveLength(3);
    expect(allRows[2].slice(0, 4)).toEqual(['2', "'=cmd", 'bala@example.com', '9000000001']);
    expect(allRows[2][7]).toBe('cancelled');
  });

  test('unknown or deleted items are 404; a bad item type is 400', async () => {
    const get = (path: string) => ctx.request(`/api/v1/admin/registrations/${path}/export.csv`, { token });
    expect((await get(`event/${filmQuest.id}`)).status).toBe(404);
    expect((await get(`workshop/${skyShot.id}`)).status).toBe(404);
    expect((await get(`workshop/${workshop.id}`)).status).toBe(200);
    expect((await get(`talk/${skyShot.id}`)).status).toBe(400);
  });
});

describe('attendance per event', () => {
  test('the cards count who was checked in, and the attendance CSV lists them earliest first, registered or not', async () => {
    const desk = await signInStaff(ctx, 'coordinator', 'hall.desk@test.local');
    const chitra = await insertParticipant(ctx, {
      name: 'Chitra',
      email: 'chitra@example.com',
      payment_status: 'verified',
      participant_id: 'SYM25-0101',
    });
    await insertParticipant(ctx, {
      name: 'Dev',
      email: 'dev@example.com',
      payment_status: 'verified',
      participant_id: 'SYM25-0102',
    });
    insertRegistration(ctx, chitra.id, { itemType: 'event', itemId: skyShot.id });
    openCheckInNow(ctx, { only: skyShot.id }); // the day of the event
    const checkIn = (participantId: string) =>
      ctx.request('/api/v1/qr-scan/check-in', {
        method: 'POST',
        token: desk.token,
        json: { participantId, eventId: skyShot.id, eventType: 'event' },
      });
    // Dev never registered for SKY SHOT: a general registration still admits him to the event.
    expect((await checkIn('SYM25-0102')).status).toBe(200);
    expect((await checkIn('SYM25-0101')).status).toBe(200);
    expect((await checkIn('SYM25-0101')).json.alreadyCheckedIn).toBe(true);

    const counts = (await ctx.request('/api/v1/admin/registrations/counts', { token })).json.data;
    expect(counts.find((c: any) => c.itemId === skyShot.id)).toMatchObject({ registered: 2, checkedIn: 2 });
    const searched = (await ctx.request('/api/v1/admin/registrations/counts?q=chitra', { token })).json.data;
    expect(searched.find((c: any) => c.itemId === skyShot.id)).toMatchObject({
      checkedIn: 2,
      matching: { registered: 1, checkedIn: 1 },
    });
    expect(counts.find((c: any) => c.itemId === workshop.id).checkedIn).toBe(0);

    const res = await ctx.app.request(`/api/v1/admin/registrations/event/${skyShot.id}/attendance.csv`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="mech-symposium-25-26-sky-shot-attendance-${venueDate(new Date(), TEST_EDITION.timeZone)}.csv"`,
    );
    const rows = parse(Buffer.from(await res.arrayBuffer()).toString('utf8'), { bom: true }) as string[][];
    expect(rows[0]).toEqual([...ATTENDANCE_CSV_COLUMNS]);
    const deskName = 'Online scanner';
    expect(rows.slice(1).map((r) => [r[0], r[1], r[2], r[7], r[9], r[10]])).toEqual([
      ['1', 'SYM25-0102', 'Dev', 'No', deskName, 'Test coordinator'],
      ['2', 'SYM25-0101', 'Chitra', 'Yes', deskName, 'Test coordinator'],
    ]);
    expect(rows[1][8]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);

    const none = await ctx.request(`/api/v1/admin/registrations/workshop/${workshop.id}/attendance.csv`, { token });
    expect(none.text.trim().split('\n')).toHaveLength(1);
    expect(
      (await ctx.request(`/api/v1/admin/registrations/event/${filmQuest.id}/attendance.csv`, { token })).status,
    ).toBe(404);
  });
});
