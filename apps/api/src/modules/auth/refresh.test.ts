import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { ADMIN, createTestContext, type TestContext } from '../../test-support/context';
import { REFRESH_REUSE_GRACE_MS } from './sessions.service';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestContext();
});
afterEach(async () => {
  await ctx.close();
});

const refresh = (refreshToken: unknown, path = '/api/v1/auth/refresh-token') =>
  ctx.request(path, { method: 'POST', json: { refreshToken } });

describe('refresh tokens', () => {
  test('a refresh gives a working access token and a new refresh token', async () => {
    const first = await ctx.login(ADMIN.email, ADMIN.password);
    const res = await refresh(first.refreshToken);
    expect(res.status).toBe(200);
    expect(res.json.success).toBe(true);
    expect(res.json.token).not.toBe(first.token);
    expect(res.json.refreshToken).not.toBe(first.refreshToken);
    const me = await ctx.request('/api/v1/auth/me', { token: res.json.token });
    expect(me.json.data.email).toBe(ADMIN.email);
  });

  test('is also served at /auth/refresh-token outside /api/v1', async () => {
    const first = await ctx.login(ADMIN.email, ADMIN.password);
    const res = await refresh(first.refreshToken, '/auth/refresh-token');
    expect(res.status).toBe(200);
    expect(res.json.token).toEqual(expect.any(String));
  });

  const jtiOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).jti as string;
  /** Moves a token's rotation back in time, as if it had been used that long ago. */
  const rotatedAgo = (token: string, ms: number) =>
    ctx.deps.db.sqlite
      .prepare('update refresh_tokens set used_at = ? where jti = ?')
      .run(new Date(Date.now() - ms).toISOString(), jtiOf(token));

  test('a token reused within the grace window (two tabs, a lost answer) gets the same successor', async () => {
    const first = await ctx.login(ADMIN.email, ADMIN.password);
    const [a, b] = await Promise.all([refresh(first.refreshToken), refresh(first.refreshToken)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(jtiOf(a.json.refreshToken)).toBe(jtiOf(b.json.refreshToken));
    for (const answer of [a, b]) {
      expect((await ctx.request('/api/v1/auth/me', { token: answer.json.token })).status).toBe(200);
    }
    // The successor works once, as usual, and the session goes on.
    const next = await refresh(b.json.refreshToken);
    expect(next.status).toBe(200);
    expect(jtiOf(next.json.refreshToken)).not.toBe(jtiOf(b.json.refreshToken));
    expect((await refresh(next.json.refreshToken)).status).toBe(200);
    const rows = ctx.deps.db.sqlite
      .prepare('select count(*) n from refresh_tokens where revoked_at is not null')
      .get() as { n: number };
    expect(rows.n).toBe(0);
  });

  test('a lost rotation answer is recovered by presenting the old token again within the window', async () => {
    const first = await ctx.login(ADMIN.email, ADMIN.password);
    await refresh(first.refreshToken); // the answer never reached the phone
    rotatedAgo(first.refreshToken, REFRESH_REUSE_GRACE_MS - 5_000);
    const retry = await refresh(first.refreshToken);
    expect(retry.status).toBe(200);
    expect((await refresh(retry.json.refreshToken)).status).toBe(200);
  });

  test('reusing a used refresh token after the grace window revokes the whole session family', async () => {
    const first = await ctx.login(ADMIN.email, ADMIN.password);
    const second = await refresh(first.refreshToken);
    expect(second.status).toBe(200);
    rotatedAgo(first.refreshToken, REFRESH_REUSE_GRACE_MS + 1_000);
    const replay = await refresh(first.refreshToken);
    expect(replay.status).toBe(401);
    expect(replay.json).toMatchObject({ success: false, error: 'INVALID_TOKEN' });
    // The legitimate holder's newer token died with the family.
    expect((await refresh(second.json.refreshToken)).status).toBe(401);
    // Another session of the same user is untouched.
    const other = await ctx.login(ADMIN.email, ADMIN.password);
    expect((await refresh(other.refreshToken)).status).toBe(200);
  });

  test('a token reused within the window after logout is refused', async () => {
    const first = await ctx.login(ADMIN.email, ADMIN.password);
    const second = await refresh(first.refreshToken);
    await ctx.request('/api/v1/auth/logout', { method: 'POST', json: { refreshToken: second.json.refreshToken } });
    expect((await refresh(first.refreshToken)).status).toBe(401);
  });

  test('an access token is not a refresh token, and garbage is a 401 or 400, never a 500', async () => {
    const first = await ctx.login(ADMIN.email, ADMIN.password);
    expect((await refresh(first.token)).status).toBe(401);
    expect((await refresh('not.a.token')).status).toBe(401);
    const missing = await refresh(undefined);
    expect(missing.status).toBe(400);
  });

  test('logout revokes the refresh token and ends the access tokens of that session at once', async () => {
    const first = await ctx.login(ADMIN.email, ADMIN.password);
    const rotated = await refresh(first.refreshToken);
    const other = await ctx.login(ADMIN.email, ADMIN.password);
    const me = (token: string) => ctx.request('/api/v1/auth/me', { token });
    expect((await me(first.token)).status).toBe(200);
    const out = await ctx.request('/api/v1/auth/logout', {
      method: 'POST',
      json: { refreshToken: rotated.json.refreshToken },
    });
    expect(out.json).toMatchObject({ success: true });
    expect((await refresh(rotated.json.refreshToken)).status).toBe(401);
    // Both access tokens of the ended session stop now, not when they would expire 15 minutes later.
    for (const token of [first.token, rotated.json.token]) {
      const res = await me(token);
      expect(res.status).toBe(401);
      expect(res.json.error).toBe('INVALID_TOKEN');
    }
    // The same account's other session goes on.
    expect((await me(other.token)).status).toBe(200);
  });

  test('a replayed refresh token ends the access token of the session it belongs to', async () => {
    const first = await ctx.login(ADMIN.email, ADMIN.password);
    const second = await refresh(first.refreshToken);
    rotatedAgo(first.refreshToken, REFRESH_REUSE_GRACE_MS + 1_000);
    expect((await refresh(first.refreshToken)).status).toBe(401);
    expect((await ctx.request('/api/v1/auth/me', { token: second.json.token })).status).toBe(401);
  });

  test('a disabled account cannot refresh', async () => {
    const first = await ctx.login(ADMIN.email, ADMIN.password);
    ctx.deps.db.sqlite.prepare("update users set disabled_at = 'now' where email = ?").run(ADMIN.email);
    expect((await refresh(first.refreshToken)).status).toBe(401);
  });

  test('refresh tokens carry the session’s absolute end: 12 hours, or 30 days with remember me', async () => {
    const short = await ctx.login(ADMIN.email, ADMIN.password, false);
    const long = await ctx.login(ADMIN.email, ADMIN.password, true);
    const exp = (t: string) => JSON.parse(Buffer.from(t.split('.')[1], 'base64url').toString()).exp * 1000 - Date.now();
    expect(exp(short.refreshToken)).toBeGreaterThan(11.9 * 3600_000);
    expect(exp(short.refreshToken)).toBeLessThanOrEqual(12 * 3600_000);
    expect(exp(long.refreshToken)).toBeGreaterThan(29.9 * 24 * 3600_000);
    const rotated = await refresh(short.refreshToken);
    expect(Math.abs(exp(rotated.json.refreshToken) - exp(short.refreshToken))).toBeLessThan(2000);
  });
});
