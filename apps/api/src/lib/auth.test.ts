import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { adminToken, createTestContext, insertParticipant, tokenFor, type TestContext } from '../test-support/context';

let ctx: TestContext;
let token: string;
let participant: string;

beforeAll(async () => {
  ctx = await createTestContext();
  token = await adminToken(ctx);
  participant = await tokenFor(ctx, (await insertParticipant(ctx)).id);
});
afterAll(async () => {
  await ctx.close();
});

const profile = (authorization: string) => ctx.request('/api/v1/auth/me', { headers: { authorization } });

describe('the Authorization header', () => {
  test.each(['Bearer', 'bearer', 'BEARER', 'bEaReR'])(
    'accepts the scheme written %s (RFC 9110 §11.1: case-insensitive)',
    async (scheme) => {
      const res = await profile(`${scheme} ${token}`);
      expect(res.status).toBe(200);
      expect(res.json.data.email).toBe('admin@test.local');
    },
  );

  test('a participant route with its own sign-in prompt accepts the lowercase scheme too', async () => {
    const res = await ctx.request('/api/v1/event-registrations/my-registrations', {
      headers: { authorization: `bearer ${participant}` },
    });
    expect(res.status).toBe(200);
    expect(res.json.success).toBe(true);
  });

  test('accepts more than one space between the scheme and the token (1*SP)', async () => {
    expect((await profile(`bearer   ${token}`)).status).toBe(200);
  });

  test.each([
    ['another scheme', () => `Basic ${token}`],
    ['a scheme with no space before the token', () => `Bearer${token}`],
    ['the scheme alone', () => 'Bearer'],
    ['the token alone', () => token],
  ])('refuses %s with 401', async (_, header) => {
    const res = await profile(header());
    expect(res.status).toBe(401);
    expect(res.json.success).toBe(false);
  });
});
