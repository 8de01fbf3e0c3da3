import { M } from '@symposium/schema/messages';
import { beforeEach, describe, expect, test } from 'vitest';
import {
  freshAdminContextPerTest,
  PARTICIPANT_PASSWORD,
  registerParticipant,
  type TestContext,
} from '../../test-support/context';
import { openCheckInNow, verifiedParticipant } from '../sync/sync-test-kit';

let ctx: TestContext;
let adminToken: string;
const FUTURE = '2099-12-31T23:59';

freshAdminContextPerTest((fresh) => ({ ctx, token: adminToken } = fresh));
beforeEach(() => {
  // Seeded deadlines (22 October 2025) are past; these tests register before a future deadline.
  ctx.deps.db.sqlite.prepare('update events set registration_deadline = ?').run(FUTURE);
  ctx.deps.db.sqlite.prepare('update workshops set registration_deadline = ?').run(FUTURE);
});

async function openRegistration(changes: { eventRegistrationOpen?: boolean; workshopRegistrationOpen?: boolean }) {
  const res = await ctx.request('/api/v1/admin/settings', { method: 'PUT', token: adminToken, json: changes });
  expect(res.status).toBe(200);
}

/** A participant of the given type, verified unless told otherwise, signed in. */
async function participant(registrationType: 'general' | 'workshop' | 'both', verified = true, email?: string) {
  const amounts = { general: '299', workshop: '199', both: '449' };
  const address = email ?? `${registrationType}.${Math.random().toString(36).slice(2, 8)}@example.com`;
  const user = await registerParticipant(ctx, { email: address, registrationType, amount: amounts[registrationType] });
  if (verified) {
    ctx.deps.db.sqlite
      .prepare("update users set payment_status = 'verified', verified_at = ? where id = ?")
      .run(new Date().toISOString(), user.id);
  }
  const { token } = await ctx.login(address, 'secret-pass');
  return { id: user.id, token };
}

async function eventId(name: string): Promise<string> {
  const res = await ctx.request('/api/v1/events');
  return res.json.events.find((e: any) => e.name === name).id;
}

async function workshopId(): Promise<string> {
  const res = await ctx.request('/api/v1/workshops');
  return res.json.workshops[0].id;
}

const registerEvent = (token: string | undefined, id: string) =>
  ctx.request('/api/v1/event-registrations', { method: 'POST', token, json: { eventId: id } });
const registerWorkshop = (token: string | undefined, id: string) =>
  ctx.request('/api/v1/registrations', { method: 'POST', token, json: { workshopId: id } });

describe('event registration', () => {
  test('refuses everyone with REGISTRATION_UNAVAILABLE while staff keep registration closed (the default)', async () => {
    const { token } = await participant('both');
    const config = await ctx.request('/api/v1/config');
    expect(config.json.data).toMatchObject({ eventRegistrationOpen: false, workshopRegistrationOpen: false });
    const event = await registerEvent(token, await eventId('SKY SHOT'));
    expect(event.status).toBe(403);
    expect(event.json).toMatchObject({ error: 'REGISTRATION_UNAVAILABLE', message: M.eventRegistrationUnavailable });
    const workshop = await registerWorkshop(token, await workshopId());
    expect(workshop.json).toMatchObject({
      error: 'REGISTRATION_UNAVAILABLE',
      message: M.workshopRegistrationUnavailable,
    });
  });

  test('asks anonymous callers to log in with the spec texts', async () => {
    const event = await registerEvent(undefined, await eventId('SKY SHOT'));
    expect(event.status).toBe(401);
    expect(event.json.message).toBe(M.loginToRegisterEvents);
    const workshop = await registerWorkshop(undefined, await workshopId());
    expect(workshop.status).toBe(401);
    expect(workshop.json.message).toBe(M.loginToRegisterWorkshops);
  });

  test('a verified general participant registers once, shows in my-registrations and in the public count', async () => {
    await openRegistration({ eventRegistrationOpen: true });
    const { token } = await participant('general');
    const id = await eventId('SKY SHOT');

    const first = await registerEvent(token, id);
    expect(first.status).toBe(201);
    expect(first.json.data).toMatchObject({
      event: { _id: id, name: 'SKY SHOT', category: 'technical' },
      status: 'registered',
    });

    const again = await registerEvent(token, id);
    expect(again.status).toBe(409);
    expect(again.json).toMatchObject({ error: 'ALREADY_REGISTERED', message: M.alreadyRegisteredEvent });

    const mine = await ctx.request('/api/v1/event-registrations/my-registrations', { token });
    expect(mine.json.data).toHaveLength(1);
    expect(mine.json.data[0]).toMatchObject({
      event: { _id: id, name: 'SKY SHOT', category: 'technical' },
      eventName: 'SKY SHOT',
    });
    const combined = await ctx.request('/api/v1/registrations/my-registrations', { token });
    expect(combined.json.data[0]).toMatchObject({
      type: 'event',
      workshop: null,
      event: { _id: id, category: 'technical' },
    });

    const list = await ctx.request('/api/v1/events');
    expect(list.json.events.find((e: any) => e.id === id).registrations).toBe(1);
    const one = await ctx.request(`/api/v1/events/${id}`);
    expect(one.json.data.registrations).toBe(1);
  });

  test('the registration type decides access: general → events only, workshop → workshops only, both → all', async () => {
    await openRegistration({ eventRegistrationOpen: true, workshopRegistrationOpen: true });
    const general = await participant('general');
    const workshopOnly = await participant('workshop');
    const both = await participant('both');
    const event = await eventId('VISION TRIAL');
    const workshop = await workshopId();

    const denied = await registerWorkshop(general.token, workshop);
    expect(denied.status).toBe(403);
    expect(denied.json).toMatchObject({ error: 'ACCESS_DENIED', message: M.workshopAccessDenied });
    const deniedEvent = await registerEvent(workshopOnly.token, event);
    expect(deniedEvent.json).toMatchObject({ error: 'ACCESS_DENIED', message: M.eventAccessDenied });

    expect((await registerWorkshop(workshopOnly.token, workshop)).status).toBe(201);
    expect((await registerEvent(both.token, event)).status).toBe(201);
    expect((await registerWorkshop(both.token, workshop)).status).toBe(201);

    const mine = await ctx.request('/api/v1/registrations/my-registrations', { token: both.token });
    expect(mine.json.data.map((r: any) => r.type).sort()).toEqual(['event', 'workshop']);
    const ws = mine.json.data.find((r: any) => r.type === 'workshop');
    expect(ws.workshop._id).toBe(workshop);
    expect(ws.workshop.title).toBe(ws.workshop.name);
    expect(
      (await ctx.request('/api/v1/workshops')).json.workshops.find((w: any) => w.id === workshop).registrations,
    ).toBe(2);
  });

  test('refuses staff, unverified payments, unknown events and past deadlines with clear codes', async () => {
    await openRegistration({ eventRegistrationOpen: true });
    const staff = await registerEvent(adminToken, await eventId('SKY SHOT'));
    expect(staff.json).toMatchObject({ error: 'FORBIDDEN', message: M.participantsOnly });

    const pending = await participant('general', false);
    const unpaid = await registerEvent(pending.token, await eventId('SKY SHOT'));
    expect(unpaid.json).toMatchObject({ error: 'PAYMENT_NOT_VERIFIED', message: M.registrationPaymentPending });

    const { token } = await participant('general');
    const unknown = await registerEvent(token, 'no-such-event');
    expect(unknown.status).toBe(404);
    expect(unknown.json.error).toBe('EVENT_NOT_FOUND');
    const blank = await registerEvent(token, '');
    expect(blank.status).toBe(400);
    expect(blank.json).toMatchObject({ error: 'VALIDATION_ERROR', message: 'Please choose an event' });
    const noWorkshop = await ctx.request('/api/v1/registrations', { method: 'POST', token, json: {} });
    expect(noWorkshop.json).toMatchObject({ error: 'VALIDATION_ERROR', message: 'Please choose a workshop' });

    const id = await eventId('FILM QUEST');
    ctx.deps.db.sqlite
      .prepare('update events set registration_deadline = ? where id = ?')
      .run('2025-10-22T23:59:00+05:30', id);
    const late = await registerEvent(token, id);
    expect(late.status).toBe(409);
    expect(late.json).toMatchObject({ error: 'REGISTRATION_CLOSED', message: M.eventRegistrationClosed });
  });

  test('a participant whose pass was revoked cannot register for an event or a workshop, and can still withdraw', async () => {
    await openRegistration({ eventRegistrationOpen: true, workshopRegistrationOpen: true });
    const both = await participant('both');
    const skyShot = await eventId('SKY SHOT');
    expect((await registerEvent(both.token, skyShot)).status).toBe(201);
    ctx.deps.db.sqlite.prepare("update users set participant_id = 'SYM25-0901' where id = ?").run(both.id);
    const revoke = await ctx.request(`/api/v1/admin/users/${both.id}/revoke-pass`, {
      method: 'POST',
      token: adminToken,
      json: { reason: 'Refunded' },
    });
    expect(revoke.status).toBe(200);

    const event = await registerEvent(both.token, await eventId('FILM QUEST'));
    expect(event.status).toBe(403);
    expect(event.json).toMatchObject({ error: 'PASS_REVOKED', message: M.registrationPassRevoked });
    const workshop = await registerWorkshop(both.token, await workshopId());
    expect(workshop.json).toMatchObject({ error: 'PASS_REVOKED', message: M.registrationPassRevoked });
    const count = ctx.deps.db.sqlite
      .prepare("select count(*) as n from registrations where user_id = ? and status = 'registered'")
      .get(both.id);
    expect(count).toEqual({ n: 1 });

    const withdraw = await ctx.request(`/api/v1/event-registrations/${skyShot}`, {
      method: 'DELETE',
      token: both.token,
    });
    expect(withdraw.status).toBe(200);
  });

  test('a participant whose pass was revoked withdraws from an event and a workshop, freeing the place, and cannot take it back', async () => {
    await openRegistration({ eventRegistrationOpen: true, workshopRegistrationOpen: true });
    const both = await participant('both');
    const skyShot = await eventId('SKY SHOT');
    const workshop = await workshopId();
    expect((await registerEvent(both.token, skyShot)).status).toBe(201);
    expect((await registerWorkshop(both.token, workshop)).status).toBe(201);
    ctx.deps.db.sqlite.prepare("update users set participant_id = 'SYM25-0902' where id = ?").run(both.id);
    expect(
      (
        await ctx.request(`/api/v1/admin/users/${both.id}/revoke-pass`, {
          method: 'POST',
          token: adminToken,
          json: { reason: 'Refunded' },
        })
      ).status,
    ).toBe(200);

    const fromEvent = await ctx.request(`/api/v1/event-registrations/${skyShot}`, {
      method: 'DELETE',
      token: both.token,
    });
    const fromWorkshop = await ctx.request(`/api/v1/registrations/${workshop}`, {
      method: 'DELETE',
      token: both.token,
    });
    expect([fromEvent.status, fromWorkshop.status]).toEqual([200, 200]);
    const mine = await ctx.request('/api/v1/registrations/my-registrations', { token: both.token });
    expect(mine.json.count).toBe(0);
    const places = await ctx.request('/api/v1/events');
    expect(places.json.events.find((e: any) => e.id === skyShot).registrations).toBe(0);

    const again = await registerEvent(both.token, skyShot);
    expect([again.status, again.json.error]).toEqual([403, 'PASS_REVOKED']);
  });

  test('a deadline typed without an offset is read on the venue clock (UTC+05:30)', async () => {
    await openRegistration({ eventRegistrationOpen: true });
    const { token } = await participant('general');
    const id = await eventId('FILM QUEST');
    // 30 minutes from now on the venue clock, written as a datetime-local value.
    const venue = new Date(Date.now() + (5.5 * 60 + 30) * 60_000).toISOString().slice(0, 16);
    ctx.deps.db.sqlite.prepare('update events set registration_deadline = ? where id = ?').run(venue, id);
    expect((await registerEvent(token, id)).status).toBe(201);
    const past = new Date(Date.now() + (5.5 * 60 - 30) * 60_000).toISOString().slice(0, 16);
    ctx.deps.db.sqlite.prepare('update events set registration_deadline = ? where id = ?').run(past, id);
    const other = await participant('general');
    expect((await registerEvent(other.token, id)).json.error).toBe('REGISTRATION_CLOSED');
  });

  test('capacity is enforced: the place after maxParticipants is refused with EVENT_FULL', async () => {
    await openRegistration({ eventRegistrationOpen: true });
    const id = await eventId('ROBO RUMBLE');
    ctx.deps.db.sqlite.prepare('update events set max_participants = 2 where id = ?').run(id);
    const players = await Promise.all([participant('general'), participant('general'), participant('both')]);
    const answers = await Promise.all(players.map((p) => registerEvent(p.token, id)));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 201, 409]);
    const full = answers.find((a) => a.status === 409)!;
    expect(full.json).toMatchObject({ error: 'EVENT_FULL', message: M.eventFull });
    const count = ctx.deps.db.sqlite
      .prepare("select count(*) as n from registrations where item_id = ? and status = 'registered'")
      .get(id) as { n: number };
    expect(count.n).toBe(2);
  });

  test('withdrawing before the deadline frees the place, and registering again revives the same row', async () => {
    await openRegistration({ eventRegistrationOpen: true });
    const { token } = await participant('general');
    const id = await eventId('DALGONA CANDY');
    expect((await registerEvent(token, id)).status).toBe(201);

    const withdrawn = await ctx.request(`/api/v1/event-registrations/${id}`, { method: 'DELETE', token });
    expect(withdrawn.status).toBe(200);
    expect((await ctx.request('/api/v1/event-registrations/my-registrations', { token })).json.data).toEqual([]);
    expect((await ctx.request(`/api/v1/events/${id}`)).json.data.registrations).toBe(0);
    const twice = await ctx.request(`/api/v1/event-registrations/${id}`, { method: 'DELETE', token });
    expect(twice.status).toBe(404);
    expect(twice.json).toMatchObject({ error: 'NOT_REGISTERED', message: M.notRegisteredEvent });

    expect((await registerEvent(token, id)).status).toBe(201);
    const rows = ctx.deps.db.sqlite.prepare('select status from registrations where item_id = ?').all(id);
    expect(rows).toEqual([{ status: 'registered' }]);

    ctx.deps.db.sqlite.prepare('update events set registration_deadline = ? where id = ?').run('2025-10-22T23:59', id);
    const late = await ctx.request(`/api/v1/event-registrations/${id}`, { method: 'DELETE', token });
    expect(late.status).toBe(409);
    expect(late.json.error).toBe('REGISTRATION_CLOSED');
  });

  test('once the edition is over no event or workshop is joined or left, whatever their deadlines say', async () => {
    await openRegistration({ eventRegistrationOpen: true, workshopRegistrationOpen: true });
    const { token } = await participant('both');
    const joined = await eventId('DALGONA CANDY');
    expect((await registerEvent(token, joined)).status).toBe(201);

    // The organisers' edition ended last week (its deadlines are still in 2099).
    const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
    const moved = await ctx.request('/api/v1/admin/settings', {
      method: 'PUT',
      token: adminToken,
      json: { edition: { startDate: day(8), endDate: day(7) } },
    });
    expect(moved.status).toBe(200);
    expect((await ctx.request('/api/v1/config')).json.data.edition.registration.state).toBe('over');

    const another = await registerEvent(token, await eventId('SKY SHOT'));
    expect(another.status).toBe(409);
    expect(another.json).toMatchObject({ error: 'REGISTRATION_CLOSED', message: M.eventRegistrationClosed });
    const workshop = await registerWorkshop(token, await workshopId());
    expect(workshop.status).toBe(409);
    expect(workshop.json).toMatchObject({ error: 'REGISTRATION_CLOSED', message: M.workshopRegistrationClosed });
    const leave = await ctx.request(`/api/v1/event-registrations/${joined}`, { method: 'DELETE', token });
    expect(leave.status).toBe(409);
    expect(leave.json.error).toBe('REGISTRATION_CLOSED');
    const kept = ctx.deps.db.sqlite.prepare('select item_id, status from registrations').all();
    expect(kept).toEqual([{ item_id: joined, status: 'registered' }]);
  });

  test('a participant withdraws from a workshop with DELETE /registrations/:workshopId', async () => {
    await openRegistration({ workshopRegistrationOpen: true });
    const { token } = await participant('workshop');
    const id = await workshopId();
    expect((await registerWorkshop(token, id)).status).toBe(201);
    const res = await ctx.request(`/api/v1/registrations/${id}`, { method: 'DELETE', token });
    expect(res.status).toBe(200);
    expect((await ctx.request('/api/v1/registrations/my-registrations', { token })).json.data).toEqual([]);
  });

  test('a deleted event drops out of my-registrations', async () => {
    await openRegistration({ eventRegistrationOpen: true });
    const { token } = await participant('general');
    const id = await eventId('MECH SHOWDOWN');
    await registerEvent(token, id);
    ctx.deps.db.sqlite.prepare('update events set deleted_at = ? where id = ?').run(new Date().toISOString(), id);
    expect((await ctx.request('/api/v1/event-registrations/my-registrations', { token })).json.data).toEqual([]);
  });

  test("the profile's list carries what the participant attended: a registered event with its check-in, and one attended without registering", async () => {
    await openRegistration({ eventRegistrationOpen: true });
    const user = await verifiedParticipant(ctx, 'SYM25-0042', 'general');
    const { token } = await ctx.login(user.email, PARTICIPANT_PASSWORD);
    const [registered, walkedIn, notCome] = await Promise.all(
      ['SKY SHOT', 'MECH SHOWDOWN', 'ENGINE GAMBLE'].map(eventId),
    );
    openCheckInNow(ctx); // the desks admit on the day of the event
    await registerEvent(token, registered);
    await registerEvent(token, notCome);
    for (const id of [registered, walkedIn]) {
      const res = await ctx.request('/api/v1/qr-scan/check-in', {
        method: 'POST',
        token: adminToken,
        json: { participantId: 'SYM25-0042', eventId: id, eventType: 'event' },
      });
      expect(res.json).toMatchObject({ success: true, alreadyCheckedIn: false });
    }

    const list = (await ctx.request('/api/v1/registrations/my-registrations', { token })).json;
    expect(list.count).toBe(3);
    expect(list.data).toEqual([
      expect.objectContaining({
        type: 'event',
        event: expect.objectContaining({ _id: registered }),
        status: 'registered',
        checkedInAt: expect.any(String),
      }),
      expect.objectContaining({
        type: 'event',
        event: expect.objectContaining({ _id: notCome }),
        status: 'registered',
        checkedInAt: null,
      }),
      expect.objectContaining({
        type: 'event',
        event: expect.objectContaining({ _id: walkedIn, name: 'MECH SHOWDOWN' }),
        status: 'attended',
        checkedInAt: expect.any(String),
      }),
    ]);
    // The events-only list stays the registrations of docs/product.md#registering-for-events-and-workshops.
    const events = (await ctx.request('/api/v1/event-registrations/my-registrations', { token })).json.data;
    expect(events.map((r: { event: { _id: string } }) => r.event._id)).toEqual([registered, notCome]);
  });
});
