import { describe, expect, test } from 'vitest';
import {
  ADMIN,
  auditRows,
  freshAdminContextPerTest,
  insertParticipant,
  signInStaff,
  type TestContext,
} from '../../test-support/context';

let ctx: TestContext;
let token: string;
let adminId: string;
freshAdminContextPerTest((fresh) => ({ ctx, token, adminId } = fresh));

const put = (id: string, json: unknown, as = token) =>
  ctx.request(`/api/v1/admin/staff/${id}`, { method: 'PUT', token: as, json });

describe('staff management', () => {
  test('adds a coordinator with a generated password answered once; the account can log in', async () => {
    const res = await ctx.request('/api/v1/admin/staff', {
      method: 'POST',
      token,
      json: { email: 'Desk@Example.com', name: 'Main Desk', role: 'coordinator' },
    });
    expect(res.status).toBe(201);
    expect(res.json.data).toMatchObject({
      email: 'desk@example.com',
      name: 'Main Desk',
      role: 'coordinator',
      disabled: false,
    });
    expect(res.json.password).toMatch(/^[\w-]{16}$/);
    const login = await ctx.login('desk@example.com', res.json.password);
    expect(login.data.role).toBe('coordinator');

    const list = await ctx.request('/api/v1/admin/staff', { token });
    expect(list.json.data.map((s: any) => s.email)).toEqual([ADMIN.email, 'desk@example.com']);
    expect(JSON.stringify(list.json)).not.toContain('scrypt');
    expect(auditRows(ctx)).toMatchObject([
      { action: 'staff.create', entity_type: 'staff', after: { email: 'desk@example.com', role: 'coordinator' } },
    ]);

    const chosen = await ctx.request('/api/v1/admin/staff', {
      method: 'POST',
      token,
      json: { email: 'boss2@example.com', name: 'Second Admin', role: 'admin', password: 'long-enough-1' },
    });
    expect(chosen.status).toBe(201);
    expect(chosen.json).not.toHaveProperty('password');
  });

  test('refuses a taken email (409), a short password and an unknown role (400)', async () => {
    const taken = await ctx.request('/api/v1/admin/staff', {
      method: 'POST',
      token,
      json: { email: ADMIN.email, name: 'X', role: 'admin' },
    });
    expect(taken).toMatchObject({ status: 409, json: { error: 'EMAIL_TAKEN' } });
    const short = await ctx.request('/api/v1/admin/staff', {
      method: 'POST',
      token,
      json: { email: 'a@b.co', name: 'A', role: 'admin', password: 'short' },
    });
    expect(short).toMatchObject({ status: 400, json: { message: 'Staff passwords must be at least 8 characters' } });
    const role = await ctx.request('/api/v1/admin/staff', {
      method: 'POST',
      token,
      json: { email: 'a@b.co', name: 'A', role: 'user' },
    });
    expect(role.status).toBe(400);
  });

  test('changes a role and disables an account, which stops working at once; both audited', async () => {
    const staff = await signInStaff(ctx, 'coordinator');
    expect((await ctx.request('/api/v1/admin/users', { token: staff.token })).status).toBe(200);
    const promoted = await put(staff.id, { role: 'admin' });
    expect(promoted.json.data).toMatchObject({ role: 'admin', disabled: false });
    expect((await ctx.request('/api/v1/admin/staff', { token: staff.token })).status).toBe(200);

    const disabled = await put(staff.id, { disabled: true });
    expect(disabled.json.data.disabled).toBe(true);
    expect((await ctx.request('/api/v1/admin/users', { token: staff.token })).status).toBe(401);
    const login = await ctx.request('/api/v1/auth/login', {
      method: 'POST',
      json: { email: staff.email, password: staff.password },
    });
    expect(login.json.error).toBe('ACCOUNT_DISABLED');

    await put(staff.id, { disabled: false, role: 'coordinator' });
    expect((await ctx.login(staff.email, staff.password)).data.role).toBe('coordinator');
    expect(
      auditRows(ctx).map((r) => [
        r.action,
        r.actor_name,
        r.before.role,
        r.after.role,
        r.before.disabled,
        r.after.disabled,
      ]),
    ).toEqual([
      ['staff.update', 'Administrator', 'coordinator', 'admin', false, false],
      ['staff.update', 'Administrator', 'admin', 'admin', false, true],
      ['staff.update', 'Administrator', 'admin', 'coordinator', true, false],
    ]);
  });

  test('an admin cannot disable or demote themselves, so an enabled admin always remains', async () => {
    for (const json of [{ disabled: true }, { role: 'coordinator' }]) {
      const res = await put(adminId, json);
      expect(res).toMatchObject({ status: 409, json: { error: 'STAFF_SELF_CHANGE' } });
    }
    expect((await put(adminId, { role: 'admin' })).status).toBe(200);
    const other = await signInStaff(ctx, 'admin');
    expect((await put(adminId, { role: 'coordinator' }, other.token)).status).toBe(200);
    expect((await put(other.id, { disabled: true }, other.token)).json.error).toBe('STAFF_SELF_CHANGE');
    expect(
      ctx.deps.db.sqlite.prepare("select count(*) n from users where role = 'admin' and disabled_at is null").get(),
    ).toEqual({ n: 1 });
  });

  test('participants and unknown ids are not staff (404); coordinators may not manage staff (403)', async () => {
    const participant = await insertParticipant(ctx);
    for (const id of ['nobody', participant.id])
      expect((await put(id, { role: 'admin' })).json.error).toBe('STAFF_NOT_FOUND');
    expect(ctx.deps.db.sqlite.prepare('select role from users where id = ?').get(participant.id)).toEqual({
      role: 'user',
    });
    const { token: coordinator, id } = await signInStaff(ctx, 'coordinator');
    expect((await ctx.request('/api/v1/admin/staff', { token: coordinator })).status).toBe(403);
    expect((await put(id, { role: 'admin' }, coordinator)).status).toBe(403);
    expect((await put(id, {})).status).toBe(400);
  });
});
