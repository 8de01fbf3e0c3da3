import { afterEach, describe, expect, test } from 'vitest';
import {
  adminToken,
  createTestContext,
  insertParticipant,
  signInStaff,
  tokenFor,
  type TestContext,
} from '../../test-support/context';
import { eventually, startTestSmtp } from '../../test-support/smtp-server';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

async function contextWithSmtp(smtp: Awaited<ReturnType<typeof startTestSmtp>>) {
  cleanups.push(smtp.close);
  const ctx = await createTestContext({
    SMTP_URL: smtp.url,
    MAIL_RETRY_BASE_MS: '10',
    MAIL_MAX_ATTEMPTS: '20',
    MAIL_SMTP_RATE_PER_SECOND: '0',
  });
  cleanups.push(ctx.close);
  return ctx;
}

const statusOf = async (ctx: TestContext, token: string) => {
  const res = await ctx.request('/api/v1/admin/mail/status', { token });
  expect(res.status).toBe(200);
  return res.json.data;
};

/** The status once nothing is queued any more (the worker retries on its own). */
const drainedStatus = (ctx: TestContext, token: string) =>
  eventually(async () => {
    const data = await statusOf(ctx, token);
    return data.counts.queued === 0 ? data : undefined;
  }, 'the mail queue to drain');

describe('mail delivery, as staff see it', () => {
  test('bulk email to 300 through a server capped at 10 connections: 300 queued, and all 300 delivered', async () => {
    const smtp = await startTestSmtp({ maxClients: 10 });
    const ctx = await contextWithSmtp(smtp);
    const token = await adminToken(ctx);
    const users = [];
    for (let i = 0; i < 300; i++) users.push(await insertParticipant(ctx));
    const res = await ctx.request('/api/v1/admin/bulk-email', {
      method: 'POST',
      token,
      json: { userIds: users.map((u) => u.id), emailType: 'reminder' },
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      success: true,
      message: 'Emails queued: 300',
      mailsQueued: 300,
      skipped: [],
      mailMode: 'smtp',
    });

    const status = await drainedStatus(ctx, token);
    expect(status.counts).toEqual({ queued: 0, sent: 300, failed: 0, retrying: 0 });
    expect(status.latestFailures).toEqual([]);
    expect(new Set(smtp.received.flatMap((m) => m.to))).toEqual(new Set(users.map((u) => u.email)));
    expect(smtp.received).toHaveLength(300);
    expect(smtp.mostOpenAtOnce()).toBeLessThanOrEqual(3);
  });

  test("a refused address shows as failed with the server's reason, never the body; coordinators see it too", async () => {
    const smtp = await startTestSmtp({
      refuse: (address) => (address.startsWith('bounce') ? { code: 550, message: 'Mailbox unavailable' } : undefined),
    });
    const ctx = await contextWithSmtp(smtp);
    const token = await adminToken(ctx);
    const bounce = await insertParticipant(ctx, { email: 'bounce@example.com' });
    const fine = await insertParticipant(ctx, { email: 'fine@example.com' });
    await ctx.request('/api/v1/admin/bulk-email', {
      method: 'POST',
      token,
      json: { userIds: [bounce.id, fine.id], emailType: 'Welcome' },
    });

    const { token: coordinator } = await signInStaff(ctx, 'coordinator');
    const status = await drainedStatus(ctx, coordinator);
    expect(status.mode).toBe('smtp');
    expect(status.counts).toMatchObject({ queued: 0, sent: 1, failed: 1 });
    expect(status.latestFailures).toHaveLength(1);
    const [failure] = status.latestFailures;
    expect(failure).toMatchObject({ kind: 'bulk:welcome', recipient: 'bounce@example.com', attempts: 1 });
    expect(failure.reason).toContain('550 Mailbox unavailable');
    expect(Object.keys(failure).sort()).toEqual(['at', 'attempts', 'id', 'kind', 'reason', 'recipient', 'subject']);
    expect(status.latestRetry).toBeNull();
  });

  test('bulk verify and ID generation say how many mails they queued, and those mails are delivered', async () => {
    const smtp = await startTestSmtp();
    const ctx = await contextWithSmtp(smtp);
    const token = await adminToken(ctx);
    const pending = [await insertParticipant(ctx), await insertParticipant(ctx)];
    const already = await insertParticipant(ctx, { payment_status: 'verified' });

    const verify = await ctx.request('/api/v1/admin/bulk-verify', {
      method: 'POST',
      token,
      json: { userIds: [...pending.map((u) => u.id), already.id] },
    });
    expect(verify.json).toMatchObject({ message: 'Verified 2 payments; skipped 1. Emails queued: 2', mailsQueued: 2 });

    const generate = await ctx.request('/api/v1/admin/generate-participant-ids', { method: 'POST', token, json: {} });
    expect(generate.json).toMatchObject({ message: 'Generated IDs for 3 users!', count: 3, mailsQueued: 3 });

    const status = await drainedStatus(ctx, token);
    expect(status.counts).toMatchObject({ sent: 5, failed: 0 });
    expect(smtp.received).toHaveLength(5);
  });

  test('a participant is refused the mail status', async () => {
    const ctx = await createTestContext();
    cleanups.push(ctx.close);
    const participant = await insertParticipant(ctx);
    const res = await ctx.request('/api/v1/admin/mail/status', { token: await tokenFor(ctx, participant.id) });
    expect(res.status).toBe(403);
  });
});
