import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { createTestContext, type TestContext } from '../../test-support/context';
import { seedCatalogue } from './catalogue.seeding';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestContext();
});
afterEach(async () => {
  await ctx.close();
});

describe('catalogue', () => {
  test('GET /events answers the 12 seeded events as both events and data', async () => {
    const res = await ctx.request('/api/v1/events');
    expect(res.status).toBe(200);
    expect(res.json.success).toBe(true);
    expect(res.json.events).toHaveLength(12);
    expect(res.json.data).toEqual(res.json.events);
    const byCategory = (c: string) => res.json.events.filter((e: any) => e.category === c).length;
    expect([byCategory('technical'), byCategory('non-technical'), byCategory('special')]).toEqual([6, 4, 2]);
    const skyShot = res.json.events.find((e: any) => e.name === 'SKY SHOT');
    expect(skyShot).toMatchObject({
      symbol: 'square',
      category: 'technical',
      isTeamEvent: true,
      teamSize: { min: 1, max: 2 },
    });
    expect(skyShot._id).toBe(skyShot.id);
    expect(skyShot.coordinator).toEqual(skyShot.coordinators[0]);
  });

  test('filters by category and refuses an unknown one with 400', async () => {
    const special = await ctx.request('/api/v1/events?category=special');
    expect(special.json.events.map((e: any) => e.name).sort()).toEqual(['ROBO RUMBLE', 'VISION TRIAL']);
    expect(special.json.events.every((e: any) => e.symbol === 'triangle')).toBe(true);
    const bad = await ctx.request('/api/v1/events?category=sports');
    expect(bad.status).toBe(400);
    expect(bad.json.error).toBe('VALIDATION_ERROR');
  });

  test('GET /events/:id answers one event, and 404 EVENT_NOT_FOUND for an unknown id', async () => {
    const list = await ctx.request('/api/v1/events');
    const first = list.json.events[0];
    const one = await ctx.request(`/api/v1/events/${first.id}`);
    expect(one.json.data).toMatchObject({
      name: first.name,
      category: first.category,
      venue: first.venue,
      date: first.date,
    });
    const missing = await ctx.request('/api/v1/events/does-not-exist');
    expect(missing.status).toBe(404);
    expect(missing.json).toMatchObject({ success: false, error: 'EVENT_NOT_FOUND' });
  });

  test('GET /workshops answers the 2 seeded workshops with title and name', async () => {
    const res = await ctx.request('/api/v1/workshops');
    expect(res.json.workshops).toHaveLength(2);
    expect(res.json.data).toEqual(res.json.workshops);
    const titles = res.json.workshops.map((w: any) => w.title).sort();
    expect(titles).toEqual(['Additive Manufacturing Workshop', 'Smart Manufacturing Workshop']);
    const additive = res.json.workshops.find((w: any) => w.title.startsWith('Additive'));
    expect(additive).toMatchObject({ name: additive.title, date: '2025-10-23', time: '2.00 P.M - 5:00 P.M' });
    expect((await ctx.request(`/api/v1/workshops/${additive.id}`)).json.data.title).toBe(additive.title);
    expect((await ctx.request('/api/v1/workshops/nope')).status).toBe(404);
  });

  test('GET /workshops lists them by date and start time, read from their free-text times', async () => {
    const titles = async () => (await ctx.request('/api/v1/workshops')).json.workshops.map((w: any) => w.title);
    // Both seeded on 23 October: Smart Manufacturing at '10:00 A.M - 1:00 P.M', Additive at '2.00 P.M - 5:00 P.M'.
    expect(await titles()).toEqual(['Smart Manufacturing Workshop', 'Additive Manufacturing Workshop']);
    const setTime = (title: string, time: string) =>
      ctx.deps.db.sqlite.prepare('update workshops set time = ? where title = ?').run(time, title);
    setTime('Smart Manufacturing Workshop', '3 - 5 PM');
    setTime('Additive Manufacturing Workshop', '9:30 am to 12:30 pm');
    expect(await titles()).toEqual(['Additive Manufacturing Workshop', 'Smart Manufacturing Workshop']);
    // A time that names no clock time comes after the others of its day; an earlier date comes first.
    setTime('Additive Manufacturing Workshop', 'To be announced');
    expect(await titles()).toEqual(['Smart Manufacturing Workshop', 'Additive Manufacturing Workshop']);
    ctx.deps.db.sqlite
      .prepare("update workshops set date = '2025-10-22' where title = 'Additive Manufacturing Workshop'")
      .run();
    expect(await titles()).toEqual(['Additive Manufacturing Workshop', 'Smart Manufacturing Workshop']);
  });

  test('seeding again changes nothing and keeps staff edits', async () => {
    ctx.deps.db.sqlite.prepare("update events set description = 'Edited by staff' where name = 'FILM QUEST'").run();
    expect(seedCatalogue(ctx.deps.db)).toEqual({ events: 0, workshops: 0 });
    const res = await ctx.request('/api/v1/events');
    expect(res.json.events).toHaveLength(12);
    expect(res.json.events.find((e: any) => e.name === 'FILM QUEST').description).toBe('Edited by staff');
  });
});
