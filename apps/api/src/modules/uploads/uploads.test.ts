import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { ADMIN, createTestContext, PNG_BYTES, registerParticipant, type TestContext } from '../../test-support/context';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestContext();
});
afterEach(async () => {
  await ctx.close();
});

async function screenshotUrl() {
  await registerParticipant(ctx);
  const { token } = await ctx.login(ADMIN.email, ADMIN.password);
  const me = await ctx.request('/api/v1/auth/me', { token });
  expect(me.json.data.role).toBe('admin');
  const row = ctx.deps.db.sqlite.prepare("select payment_screenshot s from users where role = 'user'").get() as any;
  return { url: `/api/v1/uploads/${row.s}`, adminToken: token, name: row.s as string };
}

describe('payment screenshots are private', () => {
  test('staff read the screenshot with their token', async () => {
    const { url, adminToken } = await screenshotUrl();
    const res = await ctx.app.request(url, { headers: { authorization: `Bearer ${adminToken}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toContain('no-store');
    expect(Buffer.from(await res.arrayBuffer())).toEqual(PNG_BYTES);
  });

  test('coordinators may read it too', async () => {
    const { url } = await screenshotUrl();
    ctx.deps.db.sqlite.prepare("update users set role = 'coordinator' where email = ?").run(ADMIN.email);
    const { token } = await ctx.login(ADMIN.email, ADMIN.password);
    expect((await ctx.request(url, { token })).status).toBe(200);
  });

  test('anonymous visitors get 401 and participants 403 — including the owner', async () => {
    const { url } = await screenshotUrl();
    expect((await ctx.request(url)).status).toBe(401);
    const { token } = await ctx.login('asha.kumar@example.com', 'secret-pass');
    const res = await ctx.request(url, { token });
    expect(res.status).toBe(403);
    expect(res.json.error).toBe('FORBIDDEN');
  });

  test('the link in the participant’s data is the staff-only API path', async () => {
    const { name } = await screenshotUrl();
    const { token } = await ctx.login('asha.kumar@example.com', 'secret-pass');
    const me = await ctx.request('/api/v1/auth/me', { token });
    expect(me.json.data.paymentScreenshot).toBe(`/api/v1/uploads/${name}`);
  });

  test('names outside the upload pattern and unknown files are 404, not a path walk', async () => {
    const { adminToken } = await screenshotUrl();
    for (const bad of ['..%2F..%2Fsymposium.sqlite', 'x.png', `${'a'.repeat(32)}.png`]) {
      const res = await ctx.request(`/api/v1/uploads/${bad}`, { token: adminToken });
      expect(res.status).toBe(404);
      expect(res.json.success).toBe(false);
    }
  });
});
