import { M } from '@symposium/schema/messages';
import { SignJWT } from 'jose';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { LOGIN_LIMITS } from '../../lib/rate-limit';
import { ADMIN, createTestContext, registerParticipant, type TestContext } from '../../test-support/context';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestContext({ TRUST_PROXY: 'true' });
});
afterEach(async () => {
  await ctx.close();
});

/** A 429 says how long the block lasts, in minutes, from its own Retry-After. */
function expectWaitInWords(res: { headers: Headers; json: any }) {
  const retryAfter = Number(res.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(60);
  expect(res.json).toMatchObject({ error: 'RATE_LIMITED', message: M.tooManyRequests(retryAfter) });
  expect(res.json.message).toMatch(/^Too many attempts\. Please try again in \d+ minutes\.$/);
}

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

  const OWNER = { email: 'asha.kumar@example.com', password: 'secret-pass' };
  const wrong = { email: OWNER.email, password: 'wrong-pass' };

  test('failed logins block that account from that address only: the owner still logs in from another', async () => {
    await registerParticipant(ctx);
    const attacker = '10.2.0.66';
    for (let i = 0; i < LOGIN_LIMITS.perAccountAndAddress.points; i++) {
      expect((await login(wrong, attacker)).status).toBe(401);
    }
    // The attacker's address is refused, even with the right password...
    const blocked = await login(OWNER, attacker);
    expect(blocked.status).toBe(429);
    expect(blocked.json.error).toBe('RATE_LIMITED');
    const retryAfter = Number(blocked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(LOGIN_LIMITS.perAccountAndAddress.blockSeconds - 60);
    expect(retryAfter).toBeLessThanOrEqual(LOGIN_LIMITS.perAccountAndAddress.blockSeconds);
    // ...while the owner, elsewhere, is not locked out.
    expect((await login(OWNER, '10.2.0.99')).status).toBe(200);
    // Another account from the attacker's address is not affected either.
    expect((await login({ email: ADMIN.email, password: ADMIN.password }, attacker)).status).toBe(200);
  });

  test('a correct password clears the count of failures for that account and address', async () => {
    await registerParticipant(ctx);
    const address = '10.2.1.1';
    for (let i = 0; i < LOGIN_LIMITS.perAccountAndAddress.points - 1; i++)
      expect((await login(wrong, address)).status).toBe(401);
    expect((await login(OWNER, address)).status).toBe(200);
    for (let i = 0; i < LOGIN_LIMITS.perAccountAndAddress.points - 1; i++)
      expect((await login(wrong, address)).status).toBe(401);
    expect((await login(OWNER, address)).status).toBe(200);
  });

  test('parallel guesses cannot slip past the limit while the password checks run', async () => {
    await registerParticipant(ctx);
    const answers = await Promise.all(Array.from({ length: 12 }, () => login(wrong, '10.2.2.2')));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(LOGIN_LIMITS.perAccountAndAddress.points);
    expect(statuses.filter((s) => s === 429)).toHaveLength(12 - LOGIN_LIMITS.perAccountAndAddress.points);
  });

  // The high ceilings below would take hundreds of deliberately slow password checks to reach; the
  // earlier failures are counted straight into the app's own limiter, the last ones go through HTTP.
  test('an attack spread over many addresses is stopped per account only after a high count', async () => {
    await registerParticipant(ctx);
    const { points } = LOGIN_LIMITS.perAccount;
    expect(points).toBeGreaterThanOrEqual(20 * LOGIN_LIMITS.perAccountAndAddress.points);
    for (let i = 0; i < points - 3; i++) await ctx.deps.limiters.loginFailuresPerAccount.consume(OWNER.email);
    for (let i = 0; i < 3; i++) expect((await login(wrong, `10.4.${i}.1`)).status).toBe(401);
    const stopped = await login(OWNER, '10.4.200.1');
    expect(stopped.status).toBe(429);
    expect(stopped.headers.get('retry-after')).toMatch(/^\d+$/);
    expectWaitInWords(stopped);
    expect((await login({ email: ADMIN.email, password: ADMIN.password }, '10.4.200.1')).status).toBe(200);
  });

  test('the device cookie: a stranger with 100 wrong passwords from 20 addresses is held back, the owner on their own browser is not', async () => {
    await registerParticipant(ctx);
    // The owner signed in on their phone before: it keeps a device cookie for the sign-in path only.
    const first = await login(OWNER, '10.5.0.1');
    expect(first.status).toBe(200);
    const setCookie = first.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/^symposium_device=[^;]+;/);
    expect(setCookie).toMatch(/Path=\/api\/v1\/auth/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Strict/);
    expect(setCookie).not.toMatch(/Secure/); // plain HTTP here; tls.test.ts serves HTTPS
    const cookie = setCookie.split(';')[0];

    // 100 wrong passwords, five from each of 20 addresses: the first 19 addresses' are counted straight into the app's
    // own limiter (each is a deliberately slow password check), the last five go through HTTP.
    const perAddress = LOGIN_LIMITS.perAccountAndAddress.points;
    expect(20 * perAddress).toBe(LOGIN_LIMITS.perAccount.points);
    for (let i = 0; i < 19 * perAddress; i++) await ctx.deps.limiters.loginFailuresPerAccount.consume(OWNER.email);
    for (let i = 0; i < perAddress; i++) expect((await login(wrong, '10.6.19.1')).status).toBe(401);
    const stranger = await login(OWNER, '10.6.99.1');
    expect(stranger.status).toBe(429);
    expectWaitInWords(stranger);

    const owner = await ctx.request('/api/v1/auth/login', {
      method: 'POST',
      json: OWNER,
      headers: { 'x-forwarded-for': '10.7.0.1', cookie },
    });
    expect(owner.status).toBe(200);
    // A cookie of another account, or a forged one, counts for nothing.
    const forged = `symposium_device=${cookie.split('=')[1].slice(0, -4)}AAAA`;
    expect(
      (
        await ctx.request('/api/v1/auth/login', {
          method: 'POST',
          json: OWNER,
          headers: { 'x-forwarded-for': '10.7.0.2', cookie: forged },
        })
      ).status,
    ).toBe(429);
  });

  test('a known browser has its own small allowance: a stolen cookie is no key to unlimited guesses', async () => {
    await registerParticipant(ctx);
    const cookie = ((await login(OWNER)).headers.get('set-cookie') ?? '').split(';')[0];
    const withCookie = (body: unknown) =>
      ctx.request('/api/v1/auth/login', {
        method: 'POST',
        json: body,
        headers: { 'x-forwarded-for': '10.8.0.1', cookie },
      });
    for (let i = 0; i < LOGIN_LIMITS.perKnownDevice.points; i++) expect((await withCookie(wrong)).status).toBe(401);
    const held = await withCookie(OWNER);
    expect(held.status).toBe(429);
    expectWaitInWords(held);
  });

  test('without TRUST_PROXY a forged X-Forwarded-For changes nothing: the guesses still count for one address', async () => {
    const direct = await createTestContext();
    try {
      await registerParticipant(direct);
      const guess = (i: number) =>
        direct.request('/api/v1/auth/login', {
          method: 'POST',
          json: wrong,
          headers: { 'x-forwarded-for': `10.3.0.${i}` },
        });
      for (let i = 0; i < LOGIN_LIMITS.perAccountAndAddress.points; i++) expect((await guess(i)).status).toBe(401);
      expect((await guess(99)).status).toBe(429);
    } finally {
      await direct.close();
    }
  });

  test('one address may fail often across accounts (a lab behind one NAT) before it is limited', async () => {
    const { points } = LOGIN_LIMITS.perAddress;
    expect(points).toBeGreaterThanOrEqual(200);
    const lab = '10.3.3.3';
    for (let i = 0; i < points - 3; i++) await ctx.deps.limiters.loginFailuresPerAddress.consume(lab);
    for (let i = 0; i < 3; i++) {
      expect((await login({ email: `student${i}@example.com`, password: 'wrong-pass' }, lab)).status).toBe(401);
    }
    const blocked = await login({ email: ADMIN.email, password: ADMIN.password }, lab);
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toMatch(/^\d+$/);
    expectWaitInWords(blocked);
    expect((await login({ email: ADMIN.email, password: ADMIN.password }, '10.3.3.4')).status).toBe(200);
  });

  test('correct passwords from a lab do not count towards its limit', async () => {
    const lab = '10.3.4.4';
    for (let i = 0; i < LOGIN_LIMITS.perAddress.points - 1; i++)
      await ctx.deps.limiters.loginFailuresPerAddress.consume(lab);
    for (let i = 0; i < 3; i++)
      expect((await login({ email: ADMIN.email, password: ADMIN.password }, lab)).status).toBe(200);
  });

  test('ignores X-Forwarded-For unless TRUST_PROXY is set', async () => {
    const plain = await createTestContext();
    try {
      const from = (ip: string, password: string) =>
        plain.request('/api/v1/auth/login', {
          method: 'POST',
          json: { email: ADMIN.email, password },
          headers: { 'x-forwarded-for': ip },
        });
      for (let i = 0; i < LOGIN_LIMITS.perAccountAndAddress.points; i++) {
        expect((await from(`10.9.9.${i}`, 'wrong-pass')).status).toBe(401);
      }
      // A forged header does not make a new address: the pair is blocked.
      expect((await from('10.9.9.200', ADMIN.password)).status).toBe(429);
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
    const forgedPayload = Buffer.from(JSON.stringify({ ...claims, role: 'admin', sub: 'someone-else' })).toString(
      'base64url',
    );
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
    const name = (ctx.deps.db.sqlite.prepare('select payment_screenshot s from users where id = ?').get(user.id) as any)
      .s;
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
