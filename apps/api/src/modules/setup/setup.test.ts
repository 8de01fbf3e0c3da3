import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { ADMIN, createTestContext, signInStaff, type TestContext } from '../../test-support/context';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestContext({}, { edition: 'fresh' });
});
afterEach(async () => {
  await ctx.close();
});

const ids = (res: { json: any }) => (res.json.data.items as { id: string }[]).map((item) => item.id);

describe('GET /admin/setup-checklist', () => {
  test('a fresh install lists what a visitor would miss, each with the screen that sets it; once set, it is empty', async () => {
    const { token } = await ctx.login(ADMIN.email, ADMIN.password);
    const first = await ctx.request('/api/v1/admin/setup-checklist', { token });
    expect(first.status).toBe(200);
    expect(ids(first)).toEqual([
      'edition-dates',
      'contact-phones',
      'team',
      'social-links',
      'map',
      'event-coordinators',
    ]);
    expect(first.json.data.items[0]).toMatchObject({
      label: 'Edition dates',
      path: '/admin/edition',
      detail: "The edition's dates (2025-10-23 to 2025-10-24) are in the past.",
    });
    expect(first.json.data.items.at(-1)).toMatchObject({
      path: '/admin/events',
      detail: expect.stringMatching(/^12 events without a coordinator's name and phone: .+ and 9 more\.$/),
    });

    const edition = {
      startDate: '2031-10-23',
      endDate: '2031-10-24',
      registration: { opensAt: '2031-08-01T00:00:00+05:30', closesAt: null },
      contacts: [{ role: 'general', name: 'Arun Prakash', phone: '+91 98765 43210' }],
      socials: [{ network: 'instagram', url: 'https://www.instagram.com/mechsymposium' }],
      venue: {
        name: 'Main Auditorium',
        address: 'College of Engineering, Guindy, Chennai',
        mapUrl: 'https://maps.app.goo.gl/abc123',
      },
    };
    expect((await ctx.request('/api/v1/admin/settings', { method: 'PUT', token, json: { edition } })).status).toBe(200);
    await ctx.request('/api/v1/admin/team', {
      method: 'PUT',
      token,
      json: { sections: [{ title: 'Organisers', members: [{ name: 'Meera Iyer', role: 'Secretary' }] }] },
    });
    const events = (await ctx.request('/api/v1/events')).json.data as { _id: string }[];
    for (const { _id } of events) {
      const current = ctx.deps.db.sqlite.prepare('select coordinators from events where id = ?').get(_id) as {
        coordinators: string;
      };
      expect(JSON.parse(current.coordinators)).toBeInstanceOf(Array);
      ctx.deps.db.sqlite
        .prepare('update events set coordinators = ? where id = ?')
        .run(JSON.stringify([{ name: 'Ravi', phone: '9876543210' }]), _id);
    }
    const after = await ctx.request('/api/v1/admin/setup-checklist', { token });
    expect(after.json.data.items).toEqual([]);
  });

  test('a registration window that opens after the games have begun is listed', async () => {
    const { token } = await ctx.login(ADMIN.email, ADMIN.password);
    const edition = {
      startDate: '2031-10-23',
      endDate: '2031-10-24',
      registration: { opensAt: '2031-10-23T10:00:00+05:30', closesAt: null },
    };
    await ctx.request('/api/v1/admin/settings', { method: 'PUT', token, json: { edition } });
    const res = await ctx.request('/api/v1/admin/setup-checklist', { token });
    expect(res.json.data.items[0]).toMatchObject({
      id: 'registration-window',
      detail: 'Registration opens only after the games have begun.',
    });
  });

  test('coordinators read it; participants and visitors do not', async () => {
    const coordinator = await signInStaff(ctx, 'coordinator');
    expect((await ctx.request('/api/v1/admin/setup-checklist', { token: coordinator.token })).status).toBe(200);
    expect((await ctx.request('/api/v1/admin/setup-checklist')).status).toBe(401);
  });
});
