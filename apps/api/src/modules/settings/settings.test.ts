import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import {
  ADMIN,
  createTestContext,
  registrationForm,
  validRegistration,
  type TestContext,
} from '../../test-support/context';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestContext({ UPI_ID: 'fest@okbank' });
});
afterEach(async () => {
  await ctx.close();
});

describe('settings', () => {
  test('GET /config answers defaults: fees, UPI payee, registration closed', async () => {
    const res = await ctx.request('/api/v1/config');
    expect(res.json.data).toMatchObject({
      fees: { general: 299, workshop: 199, both: 449 },
      accommodationFee: 300,
      upi: { id: 'fest@okbank' },
      eventRegistrationOpen: false,
      workshopRegistrationOpen: false,
    });
  });

  test('an admin changes settings; the public config and the register fee follow, with an audit row', async () => {
    const { token } = await ctx.login(ADMIN.email, ADMIN.password);
    const res = await ctx.request('/api/v1/admin/settings', {
      method: 'PUT',
      token,
      json: { eventRegistrationOpen: true, fees: { general: 350, workshop: 199, both: 449 } },
    });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ eventRegistrationOpen: true, fees: { general: 350 } });
    const config = await ctx.request('/api/v1/config');
    expect(config.json.data).toMatchObject({ eventRegistrationOpen: true, fees: { general: 350 } });

    const old = await ctx.request('/api/v1/auth/register', {
      method: 'POST',
      body: registrationForm(validRegistration({ amount: '299' })),
    });
    expect(old.status).toBe(400);
    expect(old.json.fieldErrors.amount[0]).toContain('₹350');
    const ok = await ctx.request('/api/v1/auth/register', {
      method: 'POST',
      body: registrationForm(validRegistration({ amount: '350' })),
    });
    expect(ok.status).toBe(201);
    expect(ok.json.data.user.paymentAmount).toBe(350);

    const audit = ctx.deps.db.sqlite.prepare('select * from audit_log').all() as any[];
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'settings.update', entity_type: 'settings', actor_name: 'Administrator' });
    expect(JSON.parse(audit[0].before).eventRegistrationOpen).toBe(false);
    expect(JSON.parse(audit[0].after).eventRegistrationOpen).toBe(true);
  });

  test('saving without an actual change writes nothing and leaves no audit row; a partial change audits once', async () => {
    const { token } = await ctx.login(ADMIN.email, ADMIN.password);
    const current = (await ctx.request('/api/v1/admin/settings', { token })).json.data;
    const same = await ctx.request('/api/v1/admin/settings', { method: 'PUT', token, json: current });
    expect(same).toMatchObject({ status: 200, json: { success: true, message: 'No changes to save', data: current } });
    expect(ctx.deps.db.sqlite.prepare('select count(*) n from settings where updated_by is not null').get()).toEqual({
      n: 0,
    });
    expect(ctx.deps.db.sqlite.prepare('select count(*) n from audit_log').get()).toEqual({ n: 0 });

    const some = await ctx.request('/api/v1/admin/settings', {
      method: 'PUT',
      token,
      json: { ...current, workshopRegistrationOpen: true },
    });
    expect(some.json).toMatchObject({ message: 'Settings saved', data: { workshopRegistrationOpen: true } });
    expect(ctx.deps.db.sqlite.prepare('select key from settings where updated_by is not null').all()).toEqual([
      { key: 'workshopRegistrationOpen' },
    ]);
    expect(ctx.deps.db.sqlite.prepare('select count(*) n from audit_log').get()).toEqual({ n: 1 });
    await ctx.request('/api/v1/admin/settings', { method: 'PUT', token, json: { workshopRegistrationOpen: true } });
    expect(ctx.deps.db.sqlite.prepare('select count(*) n from audit_log').get()).toEqual({ n: 1 });
  });

  test('settings are admin only: anonymous 401, participant and coordinator 403', async () => {
    expect((await ctx.request('/api/v1/admin/settings')).status).toBe(401);
    ctx.deps.db.sqlite.prepare("update users set role = 'coordinator' where email = ?").run(ADMIN.email);
    const { token } = await ctx.login(ADMIN.email, ADMIN.password);
    expect((await ctx.request('/api/v1/admin/settings', { token })).status).toBe(403);
    expect(
      (await ctx.request('/api/v1/admin/settings', { method: 'PUT', token, json: { eventRegistrationOpen: true } }))
        .status,
    ).toBe(403);
  });

  test('bad settings are a 400 and change nothing', async () => {
    const { token } = await ctx.login(ADMIN.email, ADMIN.password);
    const res = await ctx.request('/api/v1/admin/settings', {
      method: 'PUT',
      token,
      json: { upiId: 'no at sign', accommodationFee: -1 },
    });
    expect(res.status).toBe(400);
    // A blank or null fee is asked for, not taken as ₹0 (free registration); a word is not a number.
    const blank = await ctx.request('/api/v1/admin/settings', {
      method: 'PUT',
      token,
      json: { fees: { general: '', workshop: null, both: 'abc' }, accommodationFee: ' ' },
    });
    expect(blank.status).toBe(400);
    expect(blank.json.fieldErrors).toEqual({
      fees: ['Enter a fee', 'Enter a fee', 'Fees must be numbers'],
      accommodationFee: ['Enter a fee'],
    });
    expect(ctx.deps.db.sqlite.prepare('select count(*) n from settings where updated_by is not null').get()).toEqual({
      n: 0,
    });
  });
});
