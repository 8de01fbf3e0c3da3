import fs from 'node:fs';
import { M } from '@symposium/schema/messages';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import {
  ADMIN,
  createTestContext,
  registrationForm,
  signInStaff,
  validRegistration,
  type TestContext,
} from '../../test-support/context';

let ctx: TestContext;
let token: string;
beforeEach(async () => {
  ctx = await createTestContext();
  token = (await ctx.login(ADMIN.email, ADMIN.password)).token;
});
afterEach(async () => {
  await ctx.close();
});

const putEdition = (edition: Record<string, unknown>, as = token) =>
  ctx.request('/api/v1/admin/settings', { method: 'PUT', token: as, json: { edition } });
const register = (email: string) =>
  ctx.request('/api/v1/auth/register', {
    method: 'POST',
    body: registrationForm(
      validRegistration({ email, firstName: 'Asha', lastName: email.split('@')[0]!.replace(/\W/g, ' ') }),
    ),
  });
const registration = async () => (await ctx.request('/api/v1/config')).json.data.edition.registration;
const participants = () =>
  (ctx.deps.db.sqlite.prepare("select count(*) n from users where role = 'user'").get() as { n: number }).n;

describe('the edition through PUT /admin/settings', () => {
  test('a bad value is a 400 with field messages under their whole path, and nothing is written', async () => {
    const res = await putEdition({
      contacts: [{ role: 'general', name: 'Arun', phone: '12' }],
      playerCapacity: 'many',
    });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ success: false, error: 'VALIDATION_ERROR' });
    expect(res.json.fieldErrors).toEqual({
      'edition.playerCapacity': ['The capacity must be a number'],
      'edition.contacts.0.phone': ['Enter a phone number of at least 10 digits'],
    });
    // The end is checked against the start as merged: a new end alone can be before the stored start.
    const backwards = await putEdition({ endDate: '2031-10-20' });
    expect(backwards.status).toBe(400);
    expect(backwards.json).toMatchObject({
      message: 'The end date cannot be before the start date',
      fieldErrors: { 'edition.endDate': ['The end date cannot be before the start date'] },
    });
    expect((await ctx.request('/api/v1/config')).json.data.edition).toMatchObject({
      startDate: '2031-10-23',
      endDate: '2031-10-24',
      contacts: [],
    });
    expect((await putEdition({ colour: 'red' })).json.fieldErrors).toEqual({ edition: ['Unknown edition field'] });
  });

  test('an admin changes the identity; /config answers it, the audit keeps before and after, coordinators cannot', async () => {
    const res = await putEdition({
      name: 'GEAR FEST',
      label: '2032',
      tagline: 'Engineer The Impossible',
      participantIdPrefix: 'gf32',
    });
    expect(res.status).toBe(200);
    expect(res.json.data.edition).toMatchObject({ name: 'GEAR FEST', label: '2032', participantIdPrefix: 'GF32' });
    expect((await ctx.request('/api/v1/config')).json.data.edition).toMatchObject({
      name: 'GEAR FEST',
      tagline: 'Engineer The Impossible',
    });
    const audit = ctx.deps.db.sqlite
      .prepare("select before, after from audit_log where action = 'settings.update'")
      .get() as { before: string; after: string };
    expect(JSON.parse(audit.before).edition.name).toBe('MECH SYMPOSIUM');
    expect(JSON.parse(audit.after).edition.name).toBe('GEAR FEST');
    const coordinator = await signInStaff(ctx, 'coordinator');
    expect((await putEdition({ name: 'X' }, coordinator.token)).status).toBe(403);
    expect((await ctx.request('/api/v1/admin/edition', { token: coordinator.token })).json.data).toMatchObject({
      name: 'GEAR FEST',
    });
  });

  test('the support email is the contact email: set in either place, read in both', async () => {
    await putEdition({ supportEmail: 'Help@GearFest.org' });
    expect((await ctx.request('/api/v1/config')).json.data).toMatchObject({
      contactEmail: 'help@gearfest.org',
      edition: { supportEmail: 'help@gearfest.org' },
    });
    await ctx.request('/api/v1/admin/settings', { method: 'PUT', token, json: { contactEmail: 'desk@gearfest.org' } });
    expect((await ctx.request('/api/v1/config')).json.data.edition.supportEmail).toBe('desk@gearfest.org');
  });
});

describe('registration follows the edition', () => {
  test('not open yet: refused with the opening date; open once the window opens', async () => {
    await putEdition({ registration: { opensAt: '2031-08-01T09:00:00+05:30', closesAt: null } });
    expect(await registration()).toMatchObject({ state: 'not-open', message: 'Registration opens on 1 August 2031' });
    const early = await register('early@example.com');
    expect(early.status).toBe(409);
    expect(early.json).toMatchObject({ error: 'REGISTRATION_CLOSED', message: 'Registration opens on 1 August 2031' });
    await putEdition({ registration: { opensAt: '2026-01-01T00:00:00+05:30', closesAt: null } });
    expect((await register('early@example.com')).status).toBe(201);
  });

  test('full: the capacity counts registrations not rejected; a rejected payment frees its place', async () => {
    await putEdition({ playerCapacity: 1 });
    const first = await register('first@example.com');
    expect(first.status).toBe(201);
    expect(await registration()).toMatchObject({ state: 'full', message: 'All 1 places are taken', placesTaken: 1 });
    const second = await register('second@example.com');
    expect(second.status).toBe(409);
    expect(second.json).toMatchObject({ error: 'REGISTRATION_FULL', message: 'All 1 places are taken' });
    const rejected = await ctx.request(`/api/v1/admin/payments/${first.json.data.user.id}/reject`, {
      method: 'PUT',
      token,
      json: { reason: 'The screenshot shows another payee' },
    });
    expect(rejected.status).toBe(200);
    expect(await registration()).toMatchObject({ state: 'open', placesTaken: 0 });
    expect((await register('second@example.com')).status).toBe(201);
  });

  test('two registrations racing for the last place: one takes it, the other is refused and leaves nothing behind', async () => {
    await putEdition({ playerCapacity: 3 });
    expect((await register('one@example.com')).status).toBe(201);
    expect((await register('two@example.com')).status).toBe(201);
    const uploadsBefore = fs.readdirSync(ctx.env.uploadsDir).length;
    const mailsBefore = (await ctx.outbox()).length;
    const answers = await Promise.all([register('racer.a@example.com'), register('racer.b@example.com')]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(answers.find((a) => a.status === 409)!.json).toMatchObject({
      error: 'REGISTRATION_FULL',
      message: 'All 3 places are taken',
    });
    expect(participants()).toBe(3);
    expect(fs.readdirSync(ctx.env.uploadsDir)).toHaveLength(uploadsBefore + 1);
    expect(await ctx.outbox()).toHaveLength(mailsBefore + 1);
  });

  test('closed and over: refused with their sentences; after the last day over whatever the window says', async () => {
    await putEdition({ registration: { opensAt: '2025-01-01T00:00:00+05:30', closesAt: '2026-06-30T18:00:00+05:30' } });
    expect((await register('late@example.com')).json).toMatchObject({
      error: 'REGISTRATION_CLOSED',
      message: 'Registration closed on 30 June 2026',
    });
    await putEdition({
      startDate: '2026-03-05',
      endDate: '2026-03-06',
      registration: { opensAt: '2025-01-01T00:00:00+05:30', closesAt: null },
    });
    expect(await registration()).toMatchObject({
      state: 'over',
      message: 'The games are over — thank you for playing',
    });
    expect((await register('late@example.com')).json).toMatchObject({
      error: 'REGISTRATION_CLOSED',
      message: 'The games are over — thank you for playing',
    });
    expect(participants()).toBe(0);
  });

  test("new participant IDs carry the edition's prefix; a stay is only for the edition's nights", async () => {
    await putEdition({ participantIdPrefix: 'GF32', startDate: '2032-02-12', endDate: '2032-02-14' });
    const user = (await register('asha@example.com')).json.data.user;
    await ctx.request(`/api/v1/admin/payments/${user.id}/verify`, { method: 'PUT', token, json: {} });
    const id = await ctx.request(`/api/v1/admin/generate-participant-id/${user.id}`, { method: 'POST', token });
    expect(id.json.data.participantId ?? id.json.participantId).toBe('GF32-0001');
    const stay = (checkIn: string, checkOut: string) =>
      ctx.request('/api/v1/auth/register', {
        method: 'POST',
        body: registrationForm(
          validRegistration({
            email: `stay.${checkIn}@example.com`,
            amount: '599',
            needsAccommodation: 'true',
            accommodationRulesAccepted: 'true',
            accommodationCheckIn: checkIn,
            accommodationCheckOut: checkOut,
            accommodationGender: 'female',
          }),
        ),
      });
    expect((await stay('2031-10-23', '2031-10-24')).json.fieldErrors).toEqual({
      accommodationCheckIn: [M.accommodationDatesGender],
    });
    const kept = await stay('2032-02-13', '2032-02-14');
    expect(kept.status).toBe(201);
    expect(kept.json.data.accommodation).toMatchObject({
      checkInDate: '2032-02-13',
      checkOutDate: '2032-02-14',
      numberOfDays: 2,
    });
  });
});
