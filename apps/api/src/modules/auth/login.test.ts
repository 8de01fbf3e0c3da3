import { SignJWT } from 'jose';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { ADMIN, createTestContext, registerParticipant, type TestContext } from '../../test-support/context';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestContext({ TRUST_PROXY: 'true' });
});
afterEach(async () => {
  await ctx.close();
});

const login = (body: unknown, ip = '10.1.1.1') =>
  ctx.request('/api/v1/auth/login', { method: 'POST', json: body, headers: { 'x-forwarded-for': ip } });

describe('POST /auth/login', () => {
  test('answers token, refreshToken and the user with its role', async () => {
    await registerParticipant(ctx);
    const res = await login({ email: 'ASHA.KUMAR@example.com', password: 'secret-pass', rememberMe: true });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ success: true, data: { email: 'asha.kumar@example.com', role: 'user' } });
    expect(res.json.message).toEqual(expect.any(String));
    expect(res.json.token.split('.')).toHaveLength(3);
    expect(res.json.refreshToken.split('.')).toHaveLength(3);

    const me = await ctx.request('/api/v1/auth/me', { token: res.json.token });
    expect(me.status).toBe(200);
    expect(me.json.data).toMatchObject({ email: 'asha.kumar@example.com', paymentStatus: 'pending' });
  });

  test('staff log in with their role', async () => {
    const res = await login({ email: ADMIN.email, password: ADMIN.password });
    expect(res.json.data.role).toBe('admin');
  });

  test('a wrong password and an unknown email get the same answer', async () => {
    await registerParticipant(ctx);
    const wrong = await login({ email: 'asha.kumar@example.com', password: 'not-the-password' });
    const unknown = await login({ email: 'nobody@example.com', password: 'not-the-password' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.json).toEqual(unknown.json);
    expect(wrong.json).toEqual({ success: false, message: 'Invalid email or password', error: 'INVALID_CREDENTIALS' });
  });

  test.each([
    [{ email: '', password: '' }, 'Please fill in all fields'],
    [{ email: 'a@b.co' }, 'Please fill in all fields'],
    [{ email: 'not-an-email', password: 'secret-pass' }, 'Please enter a valid email address'],
    [{ email: 'a@b.co', password: 'abc' }, 'Password must be at least 6 characters'],
  ])('validates %j with the spec message', async (body, message) => {
    const res = await login(body);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ success: false, error: 'VALIDATION_ERROR', message });
  });

  test('locks an account after 5 failed logins with 429 and Retry-After, even from new addresses', async () => {
    await registerParticipant(ctx);
    for (let i = 0; i < 5; i++) {
      expect((await login({ email: 'asha.kumar@example.com', password: 'wrong-pass' }, `10.2.0.${i}`)).status).toBe(401);
    }
    const locked = await login({ email: 'asha.kumar@example.com', password: 'secret-pass' }, '10.2.0.99');
    expect(locked.status).toBe(429);
    expect(locked.json.error).toBe('RATE_LIMITED');
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another account is not affected.
    expect((await login({ email: ADMIN.email, password: ADMIN.password }, '10.2.0.99')).status).toBe(200);
  });

  test('limits failed logins per client address across accounts', async () => {
    for (let i = 0; i < 50; i++) {
      await login({ email: `user${i}@example.com`, password: 'wrong-pass' }, '10.3.3.3');
    }
    const blocked = await login({ email: ADMIN.email, password: ADMIN.password }, '10.3.3.3');
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await login({ email: ADMIN.email, password: ADMIN.password }, '10.3.3.4')).status).toBe(200);
  });

  test('ignores X-Forwarded-For unless TRUST_PROXY is set', async () => {
    const plain = await createTestContext();
    try {
      for (let i = 0; i < 50; i++) {
        await plain.request('/api/v1/auth/login', {
          method: 'POST',
          json: { email: `u${i}@example.com`, password: 'wrong-pass' },
          headers: { 'x-forwarded-for': `10.9.9.${i}` },
        });
      }
      const res = await plain.request('/api/v1/auth/login', {
        method: 'POST',
        json: { email: ADMIN.email, password: ADMIN.password },
        headers: { 'x-forwarded-for': '10.9.9.200' },
      });
      expect(res.status).toBe(429);
    } finally {
      await plain.close();
    }
  });
});

describe('access tokens', () => {
  test('/auth/me without a token is 401', async () => {
    const res = await ctx.request('/api/v1/auth/me');
    expect(res.status).toBe(401);
    expect(res.json).toMatchObject({ success: false, error: 'UNAUTHORIZED' });
  });

  test('a refresh token is never accepted as an access token', async () => {
    const { refreshToken } = await ctx.login(ADMIN.email, ADMIN.password);
    const res = await ctx.request('/api/v1/auth/me', { token: refreshToken });
    expect(res.status).toBe(401);
    expect(res.json.error).toBe('INVALID_TOKEN');
  });

  test('a tampered, unsigned or foreign-key token is refused', async () => {
    const { token } = await ctx.login(ADMIN.email, ADMIN.password);
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forgedPayload = Buffer.from(JSON.stringify({ ...claims, role: 'admin', sub: 'someone-else' })).toString('base64url');
    const noneHeader = Buffer.from(JSON.stringify({ alg: 'none', typ: 'at+jwt' })).toString('base64url');
    const otherKey = await new SignJWT({ role: 'admin' })
      .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
      .setSubject(claims.sub)
      .setIssuer(claims.iss)
      .setAudience(claims.aud)
      .setJti('x')
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('a-different-secret-of-enough-length-000000'));
    for (const bad of [`${header}.${forgedPayload}.${signature}`, `${noneHeader}.${payload}.`, otherKey]) {
      const res = await ctx.request('/api/v1/auth/me', { token: bad });
      expect(res.status).toBe(401);
    }
  });

  test('an expired access token answers 401 TOKEN_EXPIRED', async () => {
    const { token } = await ctx.login(ADMIN.email, ADMIN.password);
    const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
    const expired = await new SignJWT({ role: 'admin' })
      .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
      .setSubject(claims.sub)
      .setIssuer(claims.iss)
      .setAudience(claims.aud)
      .setJti('expired')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(ctx.deps.keys.secret);
    const res = await ctx.request('/api/v1/auth/me', { token: expired });
    expect(res.status).toBe(401);
    expect(res.json.error).toBe('TOKEN_EXPIRED');
  });

  test('disabling an account or changing a role takes effect on the next request', async () => {
    const user = await registerParticipant(ctx);
    const { token } = await ctx.login('asha.kumar@example.com', 'secret-pass');
    const name = (ctx.deps.db.sqlite.prepare('select payment_screenshot s from users where id = ?').get(user.id) as any).s;
    // A participant may not read screenshots (staff only)...
    expect((await ctx.request(`/api/v1/uploads/${name}`, { token })).status).toBe(403);
    // ...but once promoted to coordinator the same token works, because the role is read per request.
    ctx.deps.db.sqlite.prepare("update users set role = 'coordinator' where id = ?").run(user.id);
    expect((await ctx.request(`/api/v1/uploads/${name}`, { token })).status).toBe(200);
    ctx.deps.db.sqlite.prepare("update users set disabled_at = datetime('now') where id = ?").run(user.id);
    expect((await ctx.request('/api/v1/auth/me', { token })).status).toBe(401);
    const again = await login({ email: 'asha.kumar@example.com', password: 'secret-pass' });
    expect(again.status).toBe(403);
    expect(again.json.error).toBe('ACCOUNT_DISABLED');
  });
});
