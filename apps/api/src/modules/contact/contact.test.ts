import { M } from '@symposium/schema/messages';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { adminToken, createTestContext, type TestContext } from '../../test-support/context';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestContext({ TRUST_PROXY: 'true', ORGANISER_EMAIL: 'team@symposium.test' });
});
afterEach(async () => {
  await ctx.close();
});

const valid = {
  name: 'Meena Raj',
  email: 'Meena@Example.com',
  phone: '9123456789',
  subject: 'Accommodation',
  message: 'Is parking available?',
};
const send = (body: unknown, ip = '10.8.8.8') =>
  ctx.request('/api/v1/contact', { method: 'POST', json: body, headers: { 'x-forwarded-for': ip } });

describe('POST /contact', () => {
  test('stores the message and mails a copy to the organisers', async () => {
    const res = await send(valid);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ success: true, message: "✓ Message sent successfully! We'll get back to you soon." });
    const row = ctx.deps.db.sqlite.prepare('select * from contact_messages').get() as any;
    expect(row).toMatchObject({ name: 'Meena Raj', email: 'meena@example.com', subject: 'Accommodation' });
    const mails = await ctx.outbox();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('To: team@symposium.test');
    expect(mails[0]).toContain('Reply-To: meena@example.com');
    expect(mails[0]).toContain('Is parking available?');
  });

  test('mails the organiser email the admin set in Settings, not the start-up default', async () => {
    const saved = await ctx.request('/api/v1/admin/settings', {
      method: 'PUT',
      token: await adminToken(ctx),
      json: { organiserEmail: 'desk@symposium.test' },
    });
    expect(saved.status).toBe(200);
    expect((await send(valid)).status).toBe(200);
    const mails = await ctx.outbox();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('To: desk@symposium.test');
    expect(mails[0]).not.toContain('team@symposium.test');
  });

  test('stores a pasted +91 number as its 10 digits, and refuses 11 digits rather than cutting them', async () => {
    expect((await send({ ...valid, phone: '+91 91234 56789' })).status).toBe(200);
    const row = ctx.deps.db.sqlite.prepare('select phone from contact_messages').get() as { phone: string };
    expect(row.phone).toBe('9123456789');
    const long = await send({ ...valid, phone: '91234567891' });
    expect(long.status).toBe(400);
    expect(long.json.message).toBe('Phone number must be exactly 10 digits');
  });

  test.each([
    [{ name: '' }, 'Name is required'],
    [{ name: 'Meena 2' }, 'Name should only contain letters and spaces'],
    [{ name: 'M' }, 'Name must be at least 2 characters'],
    [{ phone: '' }, 'Phone number is required'],
    [{ phone: '12345' }, 'Phone number must be exactly 10 digits'],
    [{ email: '' }, 'Email is required'],
    [{ email: 'meena@' }, 'Please enter a valid email address'],
    [{ subject: '  ' }, 'Subject is required'],
    [{ message: '' }, 'Message is required'],
  ])('refuses %j with the spec message and stores nothing', async (override, message) => {
    const res = await send({ ...valid, ...override });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ success: false, error: 'VALIDATION_ERROR', message });
    expect((ctx.deps.db.sqlite.prepare('select count(*) n from contact_messages').get() as any).n).toBe(0);
  });

  test('is limited per client address with 429', async () => {
    for (let i = 0; i < 20; i++) expect((await send(valid, '10.8.0.1')).status).toBe(200);
    const limited = await send(valid, '10.8.0.1');
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(60);
    expect(limited.json.message).toBe(M.tooManyRequests(retryAfter));
    expect(limited.json.message).toMatch(/^Too many attempts\. Please try again in \d+ minutes\.$/);
  });
});
