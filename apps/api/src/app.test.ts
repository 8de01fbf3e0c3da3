import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { createTestContext, type TestContext } from './test-support/context';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestContext();
});
afterEach(async () => {
  await ctx.close();
});

describe('the app', () => {
  test('an unknown API path answers a JSON 404', async () => {
    for (const path of ['/api/v1/nothing-here', '/api/v2/events', '/api/v1/auth/nope']) {
      const res = await ctx.request(path);
      expect(res.status).toBe(404);
      expect(res.json).toMatchObject({ success: false, error: 'NOT_FOUND' });
    }
  });

  test('sends a real Content-Security-Policy, HSTS for a year, nosniff and frame-ancestors', async () => {
    const res = await ctx.app.request('/api/v1/events');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
  });

  test('a broken JSON body is a 400 with a message, never a stack trace', async () => {
    const res = await ctx.request('/api/v1/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email": ',
    });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ success: false, message: 'The request body is not valid JSON.', error: 'VALIDATION_ERROR' });
    expect(res.text).not.toMatch(/at .*\.ts:\d+/);
  });

  test('GET /config gives the fee table and the UPI payee', async () => {
    const res = await ctx.request('/api/v1/config');
    expect(res.json.data).toMatchObject({
      fees: { general: 299, workshop: 199, both: 449 },
      accommodationFee: 300,
      upi: { id: expect.any(String), payeeName: expect.any(String) },
    });
  });

  test('without a web build, site paths say how to build it', async () => {
    const res = await ctx.app.request('/events');
    expect(res.status).toBe(503);
    expect(await res.text()).toContain('npm run build');
  });
});
