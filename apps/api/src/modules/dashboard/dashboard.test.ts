import type { UsersTable } from '../../db/database';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  adminToken,
  createTestContext,
  insertAccommodationFor,
  insertParticipant,
  insertRegistration,
  signInStaff,
  type TestContext,
} from '../../test-support/context';

let ctx: TestContext;
let coordinator: string;
let events: any[];
let pendingUser: { id: string };
const users: UsersTable[] = [];

beforeAll(async () => {
  ctx = await createTestContext();
  coordinator = (await signInStaff(ctx, 'coordinator')).token;
  events = (await ctx.request('/api/v1/events')).json.events;
  for (let i = 0; i < 12; i++) {
    users.push(
      await insertParticipant(ctx, {
        payment_status: i < 6 ? 'verified' : i < 10 ? 'pending' : 'rejected',
        registration_type: i % 3 === 0 ? 'both' : i % 3 === 1 ? 'workshop' : 'general',
        payment_amount: i % 3 === 0 ? 449 : i % 3 === 1 ? 199 : 299,
        participant_id: i < 4 ? `SYM25-000${i + 1}` : null,
        kit_issued_at: i < 4 ? '2025-10-23T03:45:00.000Z' : null,
      }),
    );
  }
  pendingUser = users[7];
  // Event k gets k registrations for k = 1..12; one cancelled registration does not count.
  events.forEach((event, k) => {
    for (let j = 0; j <= k; j++)
      insertRegistration(ctx, users[j].id, {
        itemType: 'event',
        itemId: event.id,
        createdAt: new Date(Date.UTC(2025, 9, 1, k, j)).toISOString(),
      });
  });
  insertRegistration(ctx, users[11].id, { itemType: 'event', itemId: events[0].id, status: 'cancelled' });
  for (let i = 0; i < 9; i++)
    insertAccommodationFor(ctx, users[i], {
      gender: i % 2 ? 'female' : 'male',
      status: i === 0 ? 'cancelled' : 'requested',
    });
  const admin = await adminToken(ctx);
  await ctx.request(`/api/v1/admin/payments/${pendingUser.id}/reject`, {
    method: 'PUT',
    token: admin,
    json: { reason: 'Blurred screenshot' },
  });
});
afterAll(async () => {
  await ctx.close();
});

describe('GET /admin/dashboard', () => {
  test('participants by payment status and type, revenue from verified payments, kits issued', async () => {
    const res = await ctx.request('/api/v1/admin/dashboard', { token: coordinator });
    expect(res.status).toBe(200);
    const { participants, revenue, kitsIssued } = res.json.data;
    expect(participants).toEqual({
      total: 12,
      byPaymentStatus: { pending: 3, verified: 6, rejected: 3 },
      byRegistrationType: { general: 4, workshop: 4, both: 4 },
    });
    expect(revenue.total).toBe(2 * (449 + 199 + 299));
    expect(kitsIssued).toBe(4);
    expect((await ctx.request('/api/v1/admin/kit-stats', { token: coordinator })).json).toEqual({
      success: true,
      kitsIssued: 4,
    });
  });

  test('accommodations with rooms required = ceil(active men / 4) + ceil(active women / 4): a room holds one gender', async () => {
    const { accommodations } = (await ctx.request('/api/v1/admin/dashboard', { token: coordinator })).json.data;
    // 8 active stays would fill 2 rooms together; 4 men (one man's stay is cancelled) and 4 women fill 1 room each.
    expect(accommodations).toEqual({
      total: 9,
      totalMale: 5,
      totalFemale: 4,
      requested: 8,
      confirmed: 0,
      cancelled: 1,
      deskFeesDue: 0,
      deskFeesDueAmount: 0,
      active: 8,
      activeByGender: { male: 4, female: 4 },
      roomsByGender: { male: 1, female: 1 },
      roomsRequired: 2,
    });
    // One more man and one more woman: 10 stays would fit 3 rooms mixed (ceil 10 / 4), but 5 men and 5 women need 2 each.
    insertAccommodationFor(ctx, users[9], { gender: 'female', status: 'requested' });
    insertAccommodationFor(ctx, users[10], { gender: 'male', status: 'requested' });
    const after = (await ctx.request('/api/v1/admin/dashboard', { token: coordinator })).json.data.accommodations;
    expect(after).toMatchObject({
      active: 10,
      activeByGender: { male: 5, female: 5 },
      roomsByGender: { male: 2, female: 2 },
      roomsRequired: 4,
    });
  });

  test('top 10 events by active registrations with bars against 70; the 10 latest sign-ups and registrations', async () => {
    const { topEvents, latestRegistrations, latestEventRegistrations } = (
      await ctx.request('/api/v1/admin/dashboard', { token: coordinator })
    ).json.data;
    expect(topEvents).toHaveLength(10);
    expect(topEvents.map((e: any) => e.registrations)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3]);
    expect(topEvents[0]).toMatchObject({
      _id: events[11].id,
      name: events[11].name,
      itemType: 'event',
      barPercent: 17,
    });
    expect(latestRegistrations).toHaveLength(10);
    expect(latestRegistrations[0]).toMatchObject({ paymentStatus: 'rejected' });
    expect(latestRegistrations.map((u: any) => u.createdAt)).toEqual(
      [...latestRegistrations.map((u: any) => u.createdAt)].sort().reverse(),
    );
    expect(latestEventRegistrations).toHaveLength(10);
    // The cancelled registration was written last (now); then event 12's, newest first.
    expect(latestEventRegistrations[0]).toMatchObject({ eventName: events[0].name, status: 'cancelled' });
    expect(latestEventRegistrations[1]).toMatchObject({ eventName: events[11].name, status: 'registered' });
  });

  test('tied counts: the bars keep the order of /admin/registrations (the catalogue order)', async () => {
    const fresh = await createTestContext();
    try {
      const token = (await signInStaff(fresh, 'coordinator')).token;
      // Nothing registered yet: every count ties at 0.
      const { topEvents } = (await fresh.request('/api/v1/admin/dashboard', { token })).json.data;
      const cards = (await fresh.request('/api/v1/admin/registrations/counts', { token })).json.data;
      expect(topEvents.map((e: any) => e.name)).toEqual(cards.slice(0, 10).map((item: any) => item.name));
    } finally {
      await fresh.close();
    }
  });

  test('the latest audit actions, and GET /admin/audit by entity', async () => {
    const { recentActivity } = (await ctx.request('/api/v1/admin/dashboard', { token: coordinator })).json.data;
    expect(recentActivity[0]).toMatchObject({
      action: 'payment.reject',
      actor: { name: 'Administrator' },
      entityId: pendingUser.id,
    });
    // The row names the participant it is about (read now, so a renamed participant shows the new name).
    const { name } = ctx.deps.db.sqlite.prepare('select name from users where id = ?').get(pendingUser.id) as {
      name: string;
    };
    expect(recentActivity[0].subject).toBe(name);
    const audit = await ctx.request(`/api/v1/admin/audit?entityType=user&entityId=${pendingUser.id}&limit=5`, {
      token: coordinator,
    });
    expect(audit.json.data).toMatchObject([
      { action: 'payment.reject', after: { paymentStatus: 'rejected', rejectionReason: 'Blurred screenshot' } },
    ]);
    expect((await ctx.request('/api/v1/admin/audit?entityType=event', { token: coordinator })).json.data).toEqual([]);
    expect((await ctx.request('/api/v1/admin/audit?limit=1000', { token: coordinator })).status).toBe(400);
  });

  test('the contact inbox: how many messages nobody has marked handled yet', async () => {
    const openCount = async () =>
      (await ctx.request('/api/v1/admin/dashboard', { token: coordinator })).json.data.contactMessages.open;
    expect(await openCount()).toBe(0);
    for (const subject of ['Parking', 'Team size']) {
      const sent = await ctx.request('/api/v1/contact', {
        method: 'POST',
        json: { name: 'Meena Raj', email: 'meena@example.com', phone: '9123456789', subject, message: 'Hello' },
      });
      expect(sent.status).toBe(200);
    }
    expect(await openCount()).toBe(2);
    const [newest] = (await ctx.request('/api/v1/admin/contact-messages', { token: coordinator })).json.messages;
    const handled = await ctx.request(`/api/v1/admin/contact-messages/${newest.id}`, {
      method: 'PUT',
      token: coordinator,
      json: { handled: true },
    });
    expect(handled.status).toBe(200);
    expect(await openCount()).toBe(1);
  });
});
