import SQLite from 'better-sqlite3';
import { M } from '@symposium/schema/messages';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { FORGOT_PASSWORD_MAILS_PER_ACCOUNT } from '../../lib/rate-limit';
import { createTestContext, registerParticipant, signInStaff, type TestContext } from '../../test-support/context';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestContext({ TRUST_PROXY: 'true' });
});
afterEach(async () => {
  await ctx.close();
});

const forgot = (email: unknown, ip = '10.5.5.5') =>
  ctx.request('/api/v1/auth/forgot-password', { method: 'POST', json: { email }, headers: { 'x-forwarded-for': ip } });
const reset = (token: string, password: unknown) =>
  ctx.request(`/api/v1/auth/reset-password/${token}`, { method: 'PUT', json: { password } });

async function resetLinkFor(email: string): Promise<string> {
  expect((await forgot(email)).status).toBe(200);
  const mail = (await ctx.outbox()).findLast((m) => m.includes('reset your password'))!;
  expect(mail).toContain(`To: ${email}`);
  const link = mail.replace(/=\r?\n/g, '').match(/http:\/\/symposium\.test\/reset-password\/([A-Za-z0-9_-]{43})/);
  expect(link).not.toBeNull();
  return link![1];
}

describe('forgot and reset password', () => {
  test('answers the same for a known address while the database is locked: no 500 tells that the account exists', async () => {
    await registerParticipant(ctx);
    ctx.deps.db.sqlite.pragma('busy_timeout = 50');
    const blocker = new SQLite(ctx.env.databaseFile);
    blocker.exec('BEGIN IMMEDIATE');
    try {
      const known = await forgot('asha.kumar@example.com');
      const unknown = await forgot('nobody@example.com');
      expect(known.status).toBe(200);
      expect(known.json).toEqual(unknown.json);
    } finally {
      blocker.exec('ROLLBACK');
      blocker.close();
    }
  });

  test('answers the same for a known and an unknown address, mailing only the known one', async () => {
    await registerParticipant(ctx);
    const known = await forgot('asha.kumar@example.com');
    const unknown = await forgot('nobody@example.com');
    expect(known.status).toBe(200);
    expect(unknown.json).toEqual(known.json);
    expect(known.json).toEqual({ success: true, message: M.forgotSent });
    const mails = (await ctx.outbox()).filter((m) => m.includes('reset your password'));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('To: asha.kumar@example.com');
  });

  test('a reset link sets a new password once, ends old sessions, and the new password logs in', async () => {
    await registerParticipant(ctx);
    const session = await ctx.login('asha.kumar@example.com', 'secret-pass');
    const token = await resetLinkFor('asha.kumar@example.com');
    const row = ctx.deps.db.sqlite.prepare('select token_hash from password_resets').get() as { token_hash: string };
    expect(row.token_hash).not.toContain(token); // stored hashed

    const done = await reset(token, 'brand-new-pass');
    expect(done.status).toBe(200);
    expect(done.json.success).toBe(true);
    expect(
      (
        await ctx.request('/api/v1/auth/login', {
          method: 'POST',
          json: { email: 'asha.kumar@example.com', password: 'secret-pass' },
        })
      ).status,
    ).toBe(401);
    expect((await ctx.login('asha.kumar@example.com', 'brand-new-pass')).data.email).toBe('asha.kumar@example.com');
    const oldRefresh = await ctx.request('/api/v1/auth/refresh-token', {
      method: 'POST',
      json: { refreshToken: session.refreshToken },
    });
    expect(oldRefresh.status).toBe(401);
    // Whoever held the old session loses it now, its access token included.
    expect((await ctx.request('/api/v1/auth/me', { token: session.token })).status).toBe(401);

    const again = await reset(token, 'another-pass');
    expect(again.status).toBe(400);
    expect(again.json).toMatchObject({ success: false, error: 'INVALID_RESET_TOKEN' });
  });

  test("a staff account's reset keeps the staff minimum of 8 characters; the link still works for a longer one", async () => {
    const coordinator = await signInStaff(ctx, 'coordinator', 'desk.lead@example.com');
    const token = await resetLinkFor('desk.lead@example.com');
    const short = await reset(token, 'abc123');
    expect(short.status).toBe(400);
    expect(short.json).toMatchObject({ success: false, error: 'VALIDATION_ERROR', message: M.staffPasswordMin });
    expect(short.json.fieldErrors).toEqual({ password: [M.staffPasswordMin] });
    expect((await ctx.login('desk.lead@example.com', coordinator.password)).data.role).toBe('coordinator');

    expect((await reset(token, 'desk-lead-2031')).status).toBe(200);
    expect((await ctx.login('desk.lead@example.com', 'desk-lead-2031')).data.role).toBe('coordinator');
  });

  test('a link older than 10 minutes is refused with 400', async () => {
    await registerParticipant(ctx);
    const token = await resetLinkFor('asha.kumar@example.com');
    const expires = ctx.deps.db.sqlite.prepare('select created_at, expires_at from password_resets').get() as any;
    expect(Date.parse(expires.expires_at) - Date.parse(expires.created_at)).toBe(10 * 60_000);
    ctx.deps.db.sqlite
      .prepare('update password_resets set expires_at = ?')
      .run(new Date(Date.now() - 1000).toISOString());
    const res = await reset(token, 'brand-new-pass');
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(M.resetExpired);
  });

  test('a missing or made-up token is a 400', async () => {
    expect((await reset('x'.repeat(43), 'brand-new-pass')).status).toBe(400);
    expect((await reset('short', 'brand-new-pass')).status).toBe(400);
    const none = await ctx.request('/api/v1/auth/reset-password/', {
      method: 'PUT',
      json: { password: 'brand-new-pass' },
    });
    expect(none.status).toBe(404);
    expect(none.json.success).toBe(false);
  });

  test.each([
    [undefined, 'Please fill in all fields'],
    ['', 'Please fill in all fields'],
    ['abc', 'Password must be at least 6 characters long'],
  ])('reset validates password %j with the spec message', async (password, message) => {
    const res = await reset('x'.repeat(43), password);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ error: 'VALIDATION_ERROR', message });
  });

  test.each([
    ['', 'Please enter your email address'],
    [undefined, 'Please enter your email address'],
    ['not-an-email', 'Please enter a valid email address'],
  ])('forgot validates email %j with the spec message', async (email, message) => {
    const res = await forgot(email);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ error: 'VALIDATION_ERROR', message });
  });

  test('at most 3 reset mails per account an hour, however many addresses ask; the answer never changes', async () => {
    await registerParticipant(ctx);
    const answers = [];
    for (let i = 0; i < FORGOT_PASSWORD_MAILS_PER_ACCOUNT.points + 3; i++)
      answers.push(await forgot('asha.kumar@example.com', `10.9.9.${i}`));
    for (const answer of answers)
      expect(answer).toMatchObject({ status: 200, json: { success: true, message: M.forgotSent } });
    const mails = (await ctx.outbox()).filter((m) => m.includes('reset your password'));
    expect(mails).toHaveLength(FORGOT_PASSWORD_MAILS_PER_ACCOUNT.points);
    // Another account is not held back by it.
    await registerParticipant(ctx, { email: 'ravi.k@example.com' });
    await resetLinkFor('ravi.k@example.com');
  });

  test('forgot-password is limited per address with 429 and Retry-After', async () => {
    for (let i = 0; i < 10; i++) expect((await forgot(`p${i}@example.com`, '10.7.7.7')).status).toBe(200);
    const limited = await forgot('p11@example.com', '10.7.7.7');
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(60);
    expect(limited.json.message).toBe(M.tooManyRequests(retryAfter));
    expect(limited.json.message).toMatch(/^Too many attempts\. Please try again in \d+ minutes\.$/);
    expect((await forgot('p11@example.com', '10.7.7.8')).status).toBe(200);
  });
});
