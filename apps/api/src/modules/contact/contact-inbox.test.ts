import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import {
  adminToken,
  auditRows,
  createTestContext,
  insertParticipant,
  signInStaff,
  tokenFor,
  type TestContext,
} from '../../test-support/context';

// The staff's contact inbox (docs/decisions/0056-contact-inbox.md): what /contact sends is kept until handled.

let ctx: TestContext;
let coordinator: string;
beforeEach(async () => {
  ctx = await createTestContext({ TRUST_PROXY: 'true', MAIL_RETENTION_DAYS: '30' });
  coordinator = (await signInStaff(ctx, 'coordinator')).token;
});
afterEach(async () => {
  await ctx.close();
});

const visitors = [
  {
    name: 'Meena Raj',
    email: 'meena@example.com',
    phone: '9123456789',
    subject: 'Parking',
    message: 'Is there parking?',
  },
  {
    name: 'Arjun Nair',
    email: 'arjun@example.com',
    phone: '9876543210',
    subject: 'Team size',
    message: 'Can we be 5?',
  },
  { name: 'Kavya Iyer', email: 'kavya@example.com', phone: '9000011111', subject: 'Refund & dates', message: 'Hi!' },
];
let address = 0;
async function send(body: (typeof visitors)[number]) {
  const res = await ctx.request('/api/v1/contact', {
    method: 'POST',
    json: body,
    headers: { 'x-forwarded-for': `10.9.0.${++address}` },
  });
  expect(res.status).toBe(200);
}
const inbox = (query = '', token = coordinator) => ctx.request(`/api/v1/admin/contact-messages${query}`, { token });
const mark = (id: number | string, json: unknown, token = coordinator) =>
  ctx.request(`/api/v1/admin/contact-messages/${id}`, { method: 'PUT', token, json });
const DAY_MS = 24 * 60 * 60_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();

describe('GET /admin/contact-messages', () => {
  test('a message sent from /contact is stored as it was sent (and mailed), open, newest first', async () => {
    for (const visitor of visitors) await send(visitor);
    const res = await inbox();
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ success: true, total: 3, page: 1, limit: 20, totalPages: 1 });
    expect(res.json.counts).toEqual({ open: 3, handled: 0 });
    expect(res.json.messages.map((m: any) => m.name)).toEqual(['Kavya Iyer', 'Arjun Nair', 'Meena Raj']);
    expect(res.json.messages[2]).toEqual({
      id: expect.any(Number),
      name: 'Meena Raj',
      email: 'meena@example.com',
      phone: '9123456789',
      subject: 'Parking',
      message: 'Is there parking?',
      receivedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      handled: false,
      handledAt: null,
      handledBy: null,
    });
    // Mailed as before: one copy to the organisers per message.
    expect(await ctx.outbox()).toHaveLength(3);
  });

  test('pages of `limit`, newest first across the pages, with the total and the number of pages', async () => {
    for (const visitor of visitors) await send(visitor);
    const first = await inbox('?limit=2');
    expect(first.json).toMatchObject({ total: 3, page: 1, limit: 2, totalPages: 2 });
    expect(first.json.messages.map((m: any) => m.name)).toEqual(['Kavya Iyer', 'Arjun Nair']);
    const second = await inbox('?limit=2&page=2');
    expect(second.json).toMatchObject({ total: 3, page: 2, totalPages: 2 });
    expect(second.json.messages.map((m: any) => m.name)).toEqual(['Meena Raj']);
    expect((await inbox('?limit=2&page=3')).json.messages).toEqual([]);
    for (const bad of ['page=0', 'page=x', 'limit=0', 'limit=101', 'status=closed']) {
      const res = await inbox(`?${bad}`);
      expect(res.status, bad).toBe(400);
      expect(res.json.error, bad).toBe('VALIDATION_ERROR');
    }
    expect((await inbox('?status=closed')).json.message).toBe('Status must be one of: open, handled');
  });

  test('?status=open and ?status=handled filter; no status (or all) lists both; the counts stay whole', async () => {
    for (const visitor of visitors) await send(visitor);
    const ids = (await inbox()).json.messages.map((m: any) => m.id) as number[];
    expect((await mark(ids[1]!, { handled: true })).status).toBe(200);
    const open = await inbox('?status=open');
    expect(open.json.messages.map((m: any) => m.name)).toEqual(['Kavya Iyer', 'Meena Raj']);
    expect(open.json).toMatchObject({ total: 2, counts: { open: 2, handled: 1 } });
    const handled = await inbox('?status=handled');
    expect(handled.json.messages.map((m: any) => m.name)).toEqual(['Arjun Nair']);
    expect(handled.json).toMatchObject({ total: 1, counts: { open: 2, handled: 1 } });
    expect((await inbox('?status=all')).json.total).toBe(3);
    expect((await inbox()).json.total).toBe(3);
  });

  test('staff only: a participant is refused 403, nobody signed in 401; admins and coordinators read it', async () => {
    await send(visitors[0]!);
    const participant = await insertParticipant(ctx, { email: 'meena@example.com' });
    const participantToken = await tokenFor(ctx, participant.id);
    expect((await inbox('', participantToken)).status).toBe(403);
    expect((await ctx.request('/api/v1/admin/contact-messages')).status).toBe(401);
    const id = (await inbox()).json.messages[0].id;
    expect((await mark(id, { handled: true }, participantToken)).status).toBe(403);
    expect(
      (await ctx.request(`/api/v1/admin/contact-messages/${id}`, { method: 'PUT', json: { handled: true } })).status,
    ).toBe(401);
    expect((await inbox()).json.messages[0].handled).toBe(false);
    expect((await inbox('', await adminToken(ctx))).status).toBe(200);
  });
});

describe('PUT /admin/contact-messages/:id', () => {
  test('marks a message handled (when, by whom) and open again, each change audited', async () => {
    await send(visitors[0]!);
    const id = (await inbox()).json.messages[0].id;
    const handled = await mark(id, { handled: true });
    expect(handled.status).toBe(200);
    expect(handled.json).toMatchObject({
      success: true,
      message: 'Message marked handled.',
      data: { id, handled: true, handledBy: 'Test coordinator', handledAt: expect.stringMatching(/^\d{4}-/) },
    });
    // Marking it again changes nothing and records nothing.
    expect((await mark(id, { handled: true })).json.data.handledAt).toBe(handled.json.data.handledAt);
    const reopened = await mark(id, { handled: false });
    expect(reopened.json).toMatchObject({
      message: 'Message marked open again.',
      data: { handled: false, handledAt: null, handledBy: null },
    });
    expect(
      auditRows(ctx)
        .filter((r) => r.entity_type === 'contact-message')
        .map((r) => [r.action, r.entity_id, r.actor_name, r.before, r.after]),
    ).toEqual([
      ['contact-message.handle', String(id), 'Test coordinator', { handled: false }, { handled: true }],
      ['contact-message.reopen', String(id), 'Test coordinator', { handled: true }, { handled: false }],
    ]);
  });

  test('an unknown message is 404; a body without a true or false `handled` is 400', async () => {
    await send(visitors[0]!);
    const id = (await inbox()).json.messages[0].id;
    for (const unknown of [id + 1, 'abc', '0', '1.5']) {
      const res = await mark(unknown, { handled: true });
      expect(res.status, String(unknown)).toBe(404);
      expect(res.json).toMatchObject({
        success: false,
        error: 'NOT_FOUND',
        message: 'This message is no longer in the inbox. Reload the page.',
      });
    }
    for (const body of [{}, { handled: 'yes' }, { handled: 1 }, { handled: null }]) {
      const res = await mark(id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json).toMatchObject({
        error: 'VALIDATION_ERROR',
        message: 'Say whether the message is handled: true or false',
      });
    }
    expect((await inbox()).json.counts).toEqual({ open: 1, handled: 0 });
  });
});

describe('retention (MAIL_RETENTION_DAYS = 30, the mail retention sweep)', () => {
  test('removes only the messages handled longer ago than the retention; open ones stay whatever their age', async () => {
    for (const visitor of visitors) await send(visitor);
    const [kavya, arjun, meena] = (await inbox()).json.messages.map((m: any) => m.id) as number[];
    for (const id of [kavya, arjun, meena]) expect((await mark(id!, { handled: true })).status).toBe(200);
    expect((await mark(kavya!, { handled: false })).status).toBe(200);
    // Received 90 days ago: Meena's handled 31 days ago, Arjun's 29 days ago; Kavya's was never handled.
    const age = ctx.deps.db.sqlite.prepare('update contact_messages set created_at = ?, handled_at = ? where id = ?');
    age.run(daysAgo(90), daysAgo(31), meena);
    age.run(daysAgo(90), daysAgo(29), arjun);
    age.run(daysAgo(90), null, kavya);

    expect(await ctx.deps.mailer.sweep()).toMatchObject({ contactMessages: 1 });
    const left = await inbox();
    expect(left.json.messages.map((m: any) => [m.name, m.handled])).toEqual([
      ['Kavya Iyer', false],
      ['Arjun Nair', true],
    ]);
    expect(left.json.counts).toEqual({ open: 1, handled: 1 });
    expect(await ctx.deps.mailer.sweep()).toMatchObject({ contactMessages: 0 });
  });
});
