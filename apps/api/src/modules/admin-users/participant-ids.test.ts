import { M } from '@symposium/schema/messages';
import { PASS_TEXT_MAX } from '@symposium/sync/pass';
import { verifyPassText } from '../../lib/pass-keys';
import { describe, expect, test } from 'vitest';
import {
  auditRows,
  decodeMail,
  freshAdminContextPerTest,
  insertParticipant,
  signInStaff,
  type TestContext,
} from '../../test-support/context';

let ctx: TestContext;
let token: string;
freshAdminContextPerTest((fresh) => ({ ctx, token } = fresh));

const participantIdOf = (id: string) =>
  (ctx.deps.db.sqlite.prepare('select participant_id p from users where id = ?').get(id) as { p: string | null }).p;
const generateAll = (userIds?: string[]) =>
  ctx.request('/api/v1/admin/generate-participant-ids', { method: 'POST', token, json: userIds ? { userIds } : {} });

describe('participant IDs', () => {
  test('only verified participants without an ID get one; the rest are reported as skipped', async () => {
    const at = (minute: number) => new Date(Date.UTC(2025, 9, 1, 10, minute)).toISOString();
    const second = await insertParticipant(ctx, { payment_status: 'verified', verified_at: at(2) });
    const first = await insertParticipant(ctx, { payment_status: 'verified', verified_at: at(1) });
    const already = await insertParticipant(ctx, { payment_status: 'verified', participant_id: 'SYM25-0100' });
    const pending = await insertParticipant(ctx);
    const rejected = await insertParticipant(ctx, { payment_status: 'rejected' });
    const ids = [second.id, first.id, already.id, pending.id, rejected.id, 'unknown-id'];

    const res = await generateAll(ids);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ success: true, message: 'Generated IDs for 2 users!', count: 2, mailsQueued: 2 });
    expect(res.json.generated).toEqual([
      { userId: second.id, participantId: 'SYM25-0001' },
      { userId: first.id, participantId: 'SYM25-0002' },
    ]);
    expect(res.json.skipped).toEqual([
      { userId: already.id, reason: 'already has an ID' },
      { userId: pending.id, reason: 'payment is pending' },
      { userId: rejected.id, reason: 'payment is rejected' },
      { userId: 'unknown-id', reason: 'not found' },
    ]);
    expect(participantIdOf(already.id)).toBe('SYM25-0100');
    expect(participantIdOf(pending.id)).toBeNull();
  });

  test('generating the ID writes the pass text and mails the participant that the pass is ready', async () => {
    const user = await insertParticipant(ctx, {
      payment_status: 'verified',
      name: 'Kavya Iyer',
      email: 'kavya@example.com',
    });
    const res = await ctx.request(`/api/v1/admin/generate-participant-id/${user.id}`, { method: 'POST', token });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ generated: true, data: { participantId: 'SYM25-0001', kitIssued: false } });
    const passData: string = res.json.data.passData;
    expect(passData.length).toBeLessThanOrEqual(PASS_TEXT_MAX);
    expect(JSON.parse(passData)).toEqual({
      participantId: 'SYM25-0001',
      k: ctx.deps.passKeys.current.kid,
      s: expect.any(String),
    });
    expect(verifyPassText(ctx.deps.passKeys, passData)).toBe('SYM25-0001');

    const mails = (await ctx.outbox()).map(decodeMail);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('To: kavya@example.com');
    expect(mails[0]).toContain('your entry pass is ready');
    expect(mails[0]).toContain('SYM25-0001');

    const [audit] = auditRows(ctx);
    expect(audit).toMatchObject({
      action: 'participant.generate-id',
      entity_type: 'user',
      entity_id: user.id,
      actor_name: 'Administrator',
      before: { participantId: null, passData: null },
      after: { participantId: 'SYM25-0001', passData },
    });
  });

  test('IDs are stable: asking again answers the same ID, and later IDs continue the sequence', async () => {
    const a = await insertParticipant(ctx, { payment_status: 'verified' });
    const b = await insertParticipant(ctx, { payment_status: 'verified' });
    const once = await ctx.request(`/api/v1/admin/generate-participant-id/${a.id}`, { method: 'POST', token });
    const again = await ctx.request(`/api/v1/admin/generate-participant-id/${a.id}`, { method: 'POST', token });
    expect(again.json).toMatchObject({ generated: false, data: { participantId: once.json.data.participantId } });
    await generateAll();
    expect(participantIdOf(a.id)).toBe('SYM25-0001');
    expect(participantIdOf(b.id)).toBe('SYM25-0002');
    expect(await ctx.outbox()).toHaveLength(2);
  });

  test(`nobody eligible is a 400 '${M.noEligibleUsers}'`, async () => {
    const pending = await insertParticipant(ctx);
    for (const res of [
      await generateAll(),
      await generateAll([pending.id]),
      await ctx.request(`/api/v1/admin/generate-participant-id/${pending.id}`, { method: 'POST', token }),
    ]) {
      expect(res.status).toBe(400);
      expect(res.json).toEqual({
        success: false,
        message: 'No eligible users (must be verified and without ID).',
        error: 'NO_ELIGIBLE_USERS',
      });
    }
    expect((await ctx.request('/api/v1/admin/generate-participant-id/nobody', { method: 'POST', token })).status).toBe(
      404,
    );
    expect(auditRows(ctx)).toEqual([]);
  });

  test('two staff pressing the button at once never produce duplicate IDs', async () => {
    const users = await Promise.all(
      Array.from({ length: 12 }, () => insertParticipant(ctx, { payment_status: 'verified' })),
    );
    const coordinator = await signInStaff(ctx, 'coordinator');
    // Two bulk runs over overlapping sets and single calls, all in flight together.
    const results = await Promise.all([
      generateAll(users.slice(0, 8).map((u) => u.id)),
      ctx.request('/api/v1/admin/generate-participant-ids', {
        method: 'POST',
        token: coordinator.token,
        json: { userIds: users.slice(4).map((u) => u.id) },
      }),
      ...users.map((u) =>
        ctx.request(`/api/v1/admin/generate-participant-id/${u.id}`, { method: 'POST', token: coordinator.token }),
      ),
    ]);
    expect(results.every((r) => r.status === 200 || r.json.error === 'NO_ELIGIBLE_USERS')).toBe(true);
    const assigned = users.map((u) => participantIdOf(u.id));
    expect(new Set(assigned).size).toBe(12);
    expect([...assigned].sort()).toEqual(
      Array.from({ length: 12 }, (_, i) => `SYM25-${String(i + 1).padStart(4, '0')}`),
    );
    // Every ID was generated once: one audit row and one mail each.
    expect(auditRows(ctx).filter((r) => r.action === 'participant.generate-id')).toHaveLength(12);
    expect(await ctx.outbox()).toHaveLength(12);
  });

  test('a number the sequence would give that is already someone’s ID (set outside it: an import, a restored copy) is passed over, never a 500', async () => {
    const holder = await insertParticipant(ctx, { payment_status: 'verified', participant_id: 'SYM25-0001' });
    await insertParticipant(ctx, { payment_status: 'verified', participant_id: 'SYM25-0002' });
    const next = await insertParticipant(ctx, { payment_status: 'verified' });
    const res = await generateAll();
    expect(res.status).toBe(200);
    expect(res.json.generated).toEqual([{ userId: next.id, participantId: 'SYM25-0003' }]);
    expect(participantIdOf(holder.id)).toBe('SYM25-0001');
    const later = await insertParticipant(ctx, { payment_status: 'verified' });
    expect((await generateAll([later.id])).json.generated).toEqual([{ userId: later.id, participantId: 'SYM25-0004' }]);
  });

  test('the unique index refuses a second participant with the same ID', async () => {
    await insertParticipant(ctx, { participant_id: 'SYM25-0042' });
    await expect(insertParticipant(ctx, { participant_id: 'SYM25-0042' })).rejects.toThrow(
      /UNIQUE constraint failed: users.participant_id/,
    );
  });
});
