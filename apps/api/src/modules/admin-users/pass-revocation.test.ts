import { SCAN_MESSAGES } from '@symposium/sync/verdict';
import { describe, expect, test } from 'vitest';
import {
  auditRows,
  decodeMail,
  freshAdminContextPerTest,
  insertParticipant,
  signInStaff,
  tokenFor,
  type TestContext,
} from '../../test-support/context';
import { checkIn, firstEvent, issueKit, scannerDesk, verifiedParticipant } from '../sync/sync-test-kit';

let ctx: TestContext;
let token: string;
freshAdminContextPerTest((fresh) => ({ ctx, token } = fresh));

const revoke = (userId: string, json: unknown = { reason: 'Payment refunded by the bank' }) =>
  ctx.request(`/api/v1/admin/users/${userId}/revoke-pass`, { method: 'POST', token, json });
const restore = (userId: string) =>
  ctx.request(`/api/v1/admin/users/${userId}/restore-pass`, { method: 'POST', token });
const scan = (path: string, json: unknown, staffToken: string) =>
  ctx.request(`/api/v1/qr-scan/${path}`, { method: 'POST', token: staffToken, json });

describe('revoking and restoring a pass', () => {
  test('the roster pull delivers revoked, then restored; the audit has both with the reason; the participant is mailed', async () => {
    const p = await verifiedParticipant(ctx, 'SYM25-0001');
    const desk = await scannerDesk(ctx);
    const first = await desk.pull(undefined, 5000);
    expect(first.json.changes.participants).toEqual([
      expect.objectContaining({ participantId: 'SYM25-0001', revoked: false }),
    ]);

    const res = await revoke(p.id, { reason: '  Payment refunded by the bank ' });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      success: true,
      data: { passRevokedAt: expect.any(String), passRevokedReason: 'Payment refunded by the bank' },
    });
    const afterRevoke = await desk.pull(first.json.cursor);
    expect(afterRevoke.json.changes.participants).toEqual([
      expect.objectContaining({ participantId: 'SYM25-0001', revoked: true }),
    ]);

    const back = await restore(p.id);
    expect(back.status).toBe(200);
    expect(back.json.data).toMatchObject({ passRevokedAt: null, passRevokedReason: null });
    const afterRestore = await desk.pull(afterRevoke.json.cursor);
    expect(afterRestore.json.changes.participants).toEqual([
      expect.objectContaining({ participantId: 'SYM25-0001', revoked: false }),
    ]);

    expect(auditRows(ctx)).toMatchObject([
      {
        action: 'pass.revoke',
        entity_type: 'user',
        entity_id: p.id,
        actor_name: 'Administrator',
        before: { participantId: 'SYM25-0001', passRevoked: false, passRevokedReason: null },
        after: { participantId: 'SYM25-0001', passRevoked: true, passRevokedReason: 'Payment refunded by the bank' },
      },
      {
        action: 'pass.restore',
        before: { passRevoked: true, passRevokedReason: 'Payment refunded by the bank' },
        after: { passRevoked: false, passRevokedReason: null },
      },
    ]);
    const mails = (await ctx.outbox()).map(decodeMail);
    expect(mails).toHaveLength(2);
    expect(mails[0]).toContain(`To: ${p.email}`);
    expect(mails[0]).toContain('revoked your entry pass');
    expect(mails[0]).toContain('Reason: Payment refunded by the bank');
    expect(mails[1]).toContain('restored your entry pass');
  });

  test('the online scan calls and a push refuse a revoked pass whose QR still verifies, and accept it once restored', async () => {
    const p = await verifiedParticipant(ctx, 'SYM25-0002');
    const event = firstEvent(ctx);
    const coordinator = (await signInStaff(ctx, 'coordinator')).token;
    const desk = await scannerDesk(ctx);
    await revoke(p.id);

    const refused = { success: false, error: 'PAYMENT_NOT_VERIFIED', message: SCAN_MESSAGES.REVOKED };
    const scanned = await scan('scan-qr', { qrData: p.pass_data, eventId: event.id }, coordinator);
    expect([scanned.status, scanned.json]).toEqual([403, expect.objectContaining(refused)]);
    const checkedIn = await scan(
      'check-in',
      { participantId: 'SYM25-0002', eventId: event.id, qrData: p.pass_data },
      coordinator,
    );
    expect([checkedIn.status, checkedIn.json]).toEqual([403, expect.objectContaining(refused)]);
    const kit = await scan('issue-kit', { participantId: 'SYM25-0002', qrData: p.pass_data }, coordinator);
    expect([kit.status, kit.json]).toEqual([403, expect.objectContaining(refused)]);
    const pushed = await desk.push([checkIn('SYM25-0002', event.id), issueKit('SYM25-0002')]);
    expect(pushed.json.results.map((r) => [r.status, r.error, r.message])).toEqual([
      ['rejected', 'PAYMENT_NOT_VERIFIED', SCAN_MESSAGES.REVOKED],
      ['rejected', 'PAYMENT_NOT_VERIFIED', SCAN_MESSAGES.REVOKED],
    ]);
    expect(
      ctx.deps.db.sqlite.prepare('select (select count(*) from attendance) + (select count(*) from kits) n').get(),
    ).toEqual({ n: 0 });

    await restore(p.id);
    const admitted = await scan(
      'check-in',
      { participantId: 'SYM25-0002', eventId: event.id, qrData: p.pass_data },
      coordinator,
    );
    expect(admitted.json).toMatchObject({ success: true, alreadyCheckedIn: false });
    expect((await desk.push([issueKit('SYM25-0002')])).json.results[0].status).toBe('applied');
  });

  test('a revoked participant still signs in and reads the reason on their own account', async () => {
    const p = await verifiedParticipant(ctx, 'SYM25-0003');
    await revoke(p.id, { reason: 'Duplicate account: use SYM25-0004' });
    const me = await ctx.request('/api/v1/auth/me', { token: await tokenFor(ctx, p.id) });
    expect(me.status).toBe(200);
    expect(me.json.data).toMatchObject({
      participantId: 'SYM25-0003',
      passRevokedReason: 'Duplicate account: use SYM25-0004',
      passRevokedAt: expect.any(String),
    });
  });

  test('a reason is required; staff, unknown ids and passless participants are refused; nothing changes', async () => {
    const p = await verifiedParticipant(ctx, 'SYM25-0005');
    for (const json of [{}, { reason: '   ' }]) {
      const res = await revoke(p.id, json);
      expect([res.status, res.json.error, res.json.message]).toEqual([
        400,
        'VALIDATION_ERROR',
        'Please give a reason for revoking the pass',
      ]);
    }
    const coordinator = await signInStaff(ctx, 'coordinator');
    for (const id of [coordinator.id, 'no-such-user']) {
      expect([(await revoke(id)).status, (await revoke(id)).json.error]).toEqual([404, 'USER_NOT_FOUND']);
      expect((await restore(id)).status).toBe(404);
    }
    const pending = await insertParticipant(ctx);
    expect([(await revoke(pending.id)).status, (await revoke(pending.id)).json.error]).toEqual([409, 'NO_PASS']);
    expect([(await restore(p.id)).status, (await restore(p.id)).json.error]).toEqual([409, 'PASS_NOT_REVOKED']);
    expect((await revoke(p.id)).status).toBe(200);
    expect([(await revoke(p.id)).status, (await revoke(p.id)).json.error]).toEqual([409, 'PASS_ALREADY_REVOKED']);
    expect(auditRows(ctx).map((r) => r.action)).toEqual(['pass.revoke']);
    expect(await ctx.outbox()).toHaveLength(1);
  });
});
