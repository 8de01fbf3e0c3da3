import { describe, expect, test } from 'vitest';
import {
  auditRows,
  decodeMail,
  freshAdminContextPerTest,
  insertParticipant,
  registerParticipant,
  signInStaff,
  type TestContext,
} from '../../test-support/context';

let ctx: TestContext;
let token: string;
freshAdminContextPerTest((fresh) => ({ ctx, token } = fresh));

const statusOf = (id: string) =>
  ctx.deps.db.sqlite
    .prepare('select payment_status s, rejection_reason r, verified_at v from users where id = ?')
    .get(id) as {
    s: string;
    r: string | null;
    v: string | null;
  };

/** What the mail queue says each message is and whom it is about (the staff's mail status shows the kind). */
const queuedMails = () => ctx.deps.db.sqlite.prepare('select kind, user_id from mail_queue order by id').all();

describe('payment lists and statistics', () => {
  test('pending and verified lists carry transaction ID, amount, screenshot link and a duplicate flag', async () => {
    const registered = await registerParticipant(ctx, { transactionId: 'UPI-777' });
    const twin = await insertParticipant(ctx, {
      transaction_id: 'upi-777',
      payment_status: 'verified',
      payment_amount: 449,
    });
    const alone = await insertParticipant(ctx, { transaction_id: 'UPI-999' });

    const pending = await ctx.request('/api/v1/admin/payments/pending', { token });
    expect(pending.status).toBe(200);
    // Oldest first: the inserted row dates from September 2025, the registration from now.
    expect(pending.json.data.map((p: any) => p.id)).toEqual([alone.id, registered.id]);
    const mine = pending.json.data.find((p: any) => p.id === registered.id);
    expect(mine).toMatchObject({
      transactionId: 'UPI-777',
      amount: 299,
      possibleDuplicate: true,
      paymentStatus: 'pending',
    });
    expect(mine.paymentScreenshot).toMatch(/^\/api\/v1\/uploads\/[a-f0-9]{32}\.png$/);
    expect(pending.json.data.find((p: any) => p.id === alone.id).possibleDuplicate).toBe(false);

    const verified = await ctx.request('/api/v1/admin/payments/verified', { token });
    expect(verified.json.data).toMatchObject([{ id: twin.id, amount: 449, possibleDuplicate: true }]);
  });

  test('a duplicate names the other registrations that used the transaction ID, in the lists and the details', async () => {
    const first = await insertParticipant(ctx, { name: 'Anu', transaction_id: 'UPI-42' });
    const second = await insertParticipant(ctx, {
      name: 'Bala',
      transaction_id: 'upi-42',
      payment_status: 'verified',
      participant_id: 'SYM25-0009',
    });
    const third = await insertParticipant(ctx, {
      name: 'Chandra',
      transaction_id: 'Upi-42',
      payment_status: 'rejected',
      rejection_reason: 'dup',
    });
    const twin = (u: typeof first) => ({
      id: u.id,
      name: u.name,
      participantId: u.participant_id,
      paymentStatus: u.payment_status,
    });

    const pending = await ctx.request('/api/v1/admin/payments/pending', { token });
    expect(pending.json.data.find((p: any) => p.id === first.id).alsoUsedBy).toEqual([twin(second), twin(third)]);
    const verified = await ctx.request('/api/v1/admin/payments/verified', { token });
    expect(verified.json.data[0].alsoUsedBy).toEqual([twin(first), twin(third)]);

    const details = await ctx.request(`/api/v1/admin/users/${third.id}`, { token });
    expect(details.json.data.alsoUsedBy).toEqual([twin(first), twin(second)]);
    const alone = await insertParticipant(ctx, { transaction_id: 'UPI-ALONE' });
    expect((await ctx.request(`/api/v1/admin/users/${alone.id}`, { token })).json.data.alsoUsedBy).toEqual([]);
    expect(
      (await ctx.request('/api/v1/admin/payments/pending', { token })).json.data.find((p: any) => p.id === alone.id),
    ).toMatchObject({
      possibleDuplicate: false,
      alsoUsedBy: [],
    });
  });

  test('the rejected list (latest rejection first) carries the reason, for an admin to correct a wrong rejection', async () => {
    const older = await insertParticipant(ctx, { payment_status: 'rejected', rejection_reason: 'Blurred screenshot' });
    await insertParticipant(ctx, { payment_status: 'pending' });
    const newer = await insertParticipant(ctx);
    const reject = await ctx.request(`/api/v1/admin/payments/${newer.id}/reject`, {
      method: 'PUT',
      token,
      json: { reason: 'Amount short' },
    });
    expect(reject.status).toBe(200);
    const { token: coordinator } = await signInStaff(ctx, 'coordinator');
    const rejected = await ctx.request('/api/v1/admin/payments/rejected', { token: coordinator });
    expect(rejected.status).toBe(200);
    expect(rejected.json.data.map((p: any) => [p.id, p.rejectionReason, p.paymentStatus])).toEqual([
      [newer.id, 'Amount short', 'rejected'],
      [older.id, 'Blurred screenshot', 'rejected'],
    ]);
    const corrected = await ctx.request(`/api/v1/admin/payments/${older.id}/verify`, {
      method: 'PUT',
      token,
      json: { notes: 'Bank confirmed' },
    });
    expect(corrected.json.data).toMatchObject({
      paymentStatus: 'verified',
      paymentNotes: 'Bank confirmed',
      rejectionReason: null,
    });
    expect((await ctx.request('/api/v1/admin/payments/rejected', { token })).json.data.map((p: any) => p.id)).toEqual([
      newer.id,
    ]);
    expect(auditRows(ctx).at(-1)).toMatchObject({
      action: 'payment.verify',
      entity_id: older.id,
      before: { paymentStatus: 'rejected', rejectionReason: 'Blurred screenshot' },
      after: { paymentStatus: 'verified', rejectionReason: null, paymentNotes: 'Bank confirmed' },
    });
  });

  test('?q= finds the person at the desk by name, email, phone, transaction ID or participant ID, ignoring case', async () => {
    const kavya = await insertParticipant(ctx, {
      name: 'Kavya Raman',
      email: 'kavya.r@example.com',
      phone: '9123400001',
      transaction_id: 'UPI-KR-001',
    });
    const arun = await insertParticipant(ctx, {
      name: 'Arun Kumar',
      email: 'arun@college.edu',
      phone: '9123400002',
      transaction_id: 'UPI_50%',
    });
    const verified = await insertParticipant(ctx, {
      name: 'Kavin',
      payment_status: 'verified',
      participant_id: 'SYM25-0042',
    });
    const ids = async (list: string, q: string) => {
      const res = await ctx.request(`/api/v1/admin/payments/${list}?q=${encodeURIComponent(q)}`, { token });
      expect(res.status).toBe(200);
      return res.json.data.map((p: any) => p.id);
    };

    expect(await ids('pending', 'KAVYA')).toEqual([kavya.id]); // name, any case
    expect(await ids('pending', '@college.EDU')).toEqual([arun.id]); // email
    expect(await ids('pending', '400002')).toEqual([arun.id]); // phone
    expect(await ids('pending', '+91 91234 00002')).toEqual([arun.id]); // a phone as read out
    expect(await ids('pending', 'upi-kr')).toEqual([kavya.id]); // transaction ID
    expect(await ids('pending', 'kav')).toEqual([kavya.id]); // only the list asked for: Kavin is verified
    expect(await ids('verified', 'sym25-0042')).toEqual([verified.id]); // participant ID
    expect(await ids('pending', '_50%')).toEqual([arun.id]); // LIKE wildcards match literally
    expect(await ids('pending', '_5_%')).toEqual([]);
    expect(await ids('pending', '   ')).toEqual([kavya.id, arun.id]); // blank: the whole list, as without q
    expect(await ids('rejected', 'kavya')).toEqual([]);

    const tooLong = await ctx.request(`/api/v1/admin/payments/pending?q=${'x'.repeat(101)}`, { token });
    expect(tooLong.status).toBe(400);
    expect(tooLong.json).toMatchObject({ success: false, error: 'VALIDATION_ERROR' });
    expect(JSON.stringify(tooLong.json)).toContain('Search text must be at most 100 characters');
  });

  test('?page= and ?limit= answer one page and the total; without them the whole list (the data list)', async () => {
    const pending = [];
    for (let i = 0; i < 5; i++)
      pending.push(await insertParticipant(ctx, { name: i === 3 ? 'Kavya Raman' : `Pending ${i}` }));
    // The last one shares its transaction ID with a verified registration on no page of the pending list.
    const twin = await insertParticipant(ctx, {
      payment_status: 'verified',
      transaction_id: pending[4]!.transaction_id!.toLowerCase(),
    });
    const page = async (query: string) => {
      const res = await ctx.request(`/api/v1/admin/payments/pending?${query}`, { token });
      expect(res.status).toBe(200);
      return res.json;
    };

    const whole = await page('');
    expect(whole.data.map((p: any) => p.id)).toEqual(pending.map((p) => p.id));
    expect(whole.total).toBe(5);
    expect(whole.page).toBeUndefined();

    const first = await page('page=1&limit=2');
    expect(first).toMatchObject({ success: true, total: 5, page: 1, limit: 2, totalPages: 3 });
    expect(first.data.map((p: any) => p.id)).toEqual([pending[0]!.id, pending[1]!.id]);
    const last = await page('page=3&limit=2');
    expect(last.data.map((p: any) => p.id)).toEqual([pending[4]!.id]);
    expect(last.data[0]).toMatchObject({
      possibleDuplicate: true,
      alsoUsedBy: [{ id: twin.id, paymentStatus: 'verified' }],
    });
    expect((await page('page=4&limit=2')).data).toEqual([]);

    // A page alone takes the /admin/users page size (20); a search pages and counts only its matches.
    expect(await page('page=1')).toMatchObject({ total: 5, page: 1, limit: 20, totalPages: 1 });
    const found = await page('q=kavya&page=1&limit=2');
    expect(found).toMatchObject({ total: 1, totalPages: 1 });
    expect(found.data.map((p: any) => p.id)).toEqual([pending[3]!.id]);

    for (const bad of ['page=0', 'limit=101', 'page=two', 'limit=1.5']) {
      const res = await ctx.request(`/api/v1/admin/payments/verified?${bad}`, { token });
      expect(res.status, bad).toBe(400);
      expect(res.json).toMatchObject({ success: false, error: 'VALIDATION_ERROR' });
    }
  });

  test('stats: counts by status, revenue from verified payments only, revenue by type', async () => {
    await insertParticipant(ctx, { payment_status: 'verified', registration_type: 'general', payment_amount: 299 });
    await insertParticipant(ctx, { payment_status: 'verified', registration_type: 'general', payment_amount: 599 });
    await insertParticipant(ctx, { payment_status: 'verified', registration_type: 'both', payment_amount: 449 });
    await insertParticipant(ctx, { payment_status: 'pending', registration_type: 'workshop', payment_amount: 199 });
    await insertParticipant(ctx, { payment_status: 'rejected', registration_type: 'both', payment_amount: 449 });
    await signInStaff(ctx, 'coordinator');
    const res = await ctx.request('/api/v1/admin/payments/stats', { token });
    expect(res.json).toEqual({
      success: true,
      data: {
        totalRegistrations: 5,
        pendingPayments: 1,
        verifiedPayments: 3,
        rejectedPayments: 1,
        totalRevenue: 1347,
        revenueByType: [
          { _id: 'both', count: 1, totalRevenue: 449 },
          { _id: 'general', count: 2, totalRevenue: 898 },
        ],
      },
    });
  });
});

describe('verifying and rejecting', () => {
  test('verify with optional notes: verified, mailed, audited', async () => {
    const user = await insertParticipant(ctx, { email: 'meera@example.com', name: 'Meera' });
    const res = await ctx.request(`/api/v1/admin/payments/${user.id}/verify`, {
      method: 'PUT',
      token,
      json: { notes: 'Matched bank SMS' },
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      success: true,
      message: 'Payment verified successfully!',
      data: { paymentStatus: 'verified', paymentNotes: 'Matched bank SMS' },
    });
    expect(res.json.data.verifiedAt).toEqual(expect.any(String));
    const mails = (await ctx.outbox()).map(decodeMail);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('To: meera@example.com');
    expect(mails[0]).toContain('payment verified');
    expect(mails[0]).not.toContain('Matched bank SMS'); // notes are for staff
    expect(queuedMails()).toEqual([{ kind: 'payment-verified', user_id: user.id }]); // as the staff's mail status names it
    expect(auditRows(ctx)).toMatchObject([
      {
        action: 'payment.verify',
        entity_type: 'user',
        entity_id: user.id,
        actor_name: 'Administrator',
        before: { paymentStatus: 'pending', verifiedAt: null, paymentNotes: null },
        after: { paymentStatus: 'verified', paymentNotes: 'Matched bank SMS' },
      },
    ]);
  });

  test('reject needs a non-blank reason; the participant is mailed the reason', async () => {
    const user = await insertParticipant(ctx, { email: 'ravi@example.com' });
    for (const json of [{}, { reason: '   ' }]) {
      const res = await ctx.request(`/api/v1/admin/payments/${user.id}/reject`, { method: 'PUT', token, json });
      expect(res.status).toBe(400);
      expect(res.json).toMatchObject({ error: 'VALIDATION_ERROR', message: 'Please provide a reason for rejection' });
    }
    expect(statusOf(user.id).s).toBe('pending');
    const res = await ctx.request(`/api/v1/admin/payments/${user.id}/reject`, {
      method: 'PUT',
      token,
      json: { reason: 'Transaction ID not found in our statement' },
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      message: 'Payment rejected',
      data: { paymentStatus: 'rejected', rejectionReason: 'Transaction ID not found in our statement' },
    });
    const mails = (await ctx.outbox()).map(decodeMail);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('To: ravi@example.com');
    expect(mails[0]).toContain('Reason: Transaction ID not found in our statement');
    // The way forward is the profile's new-proof form, not a reply by mail.
    expect(mails[0]).toContain('submit a new payment proof');
    expect(mails[0]).toContain('http://symposium.test/profile');
    expect(queuedMails()).toEqual([{ kind: 'payment-rejected', user_id: user.id }]);
    expect(auditRows(ctx)).toMatchObject([
      {
        action: 'payment.reject',
        after: { paymentStatus: 'rejected', rejectionReason: 'Transaction ID not found in our statement' },
      },
    ]);
  });

  test('a verified payment is final; only pending ones can be rejected; a rejection can be corrected', async () => {
    const verified = await insertParticipant(ctx, { payment_status: 'verified' });
    const rejected = await insertParticipant(ctx, { payment_status: 'rejected', rejection_reason: 'blurred' });
    const again = await ctx.request(`/api/v1/admin/payments/${verified.id}/verify`, { method: 'PUT', token, json: {} });
    expect(again).toMatchObject({ status: 409, json: { error: 'PAYMENT_ALREADY_VERIFIED' } });
    const rejectVerified = await ctx.request(`/api/v1/admin/payments/${verified.id}/reject`, {
      method: 'PUT',
      token,
      json: { reason: 'x' },
    });
    expect(rejectVerified.status).toBe(409);
    const rejectAgain = await ctx.request(`/api/v1/admin/payments/${rejected.id}/reject`, {
      method: 'PUT',
      token,
      json: { reason: 'x' },
    });
    expect(rejectAgain).toMatchObject({ status: 409, json: { error: 'PAYMENT_NOT_PENDING' } });
    const corrected = await ctx.request(`/api/v1/admin/payments/${rejected.id}/verify`, {
      method: 'PUT',
      token,
      json: {},
    });
    expect(corrected.status).toBe(200);
    expect(statusOf(rejected.id)).toMatchObject({ s: 'verified', r: null });
    expect((await ctx.request('/api/v1/admin/payments/nobody/verify', { method: 'PUT', token, json: {} })).status).toBe(
      404,
    );
  });

  test('PUT /admin/verify-payment/:userId takes {status} and, for a rejection, a reason', async () => {
    const a = await insertParticipant(ctx);
    const b = await insertParticipant(ctx);
    const ok = await ctx.request(`/api/v1/admin/verify-payment/${a.id}`, {
      method: 'PUT',
      token,
      json: { status: 'verified' },
    });
    expect(ok.json).toMatchObject({ success: true, data: { paymentStatus: 'verified' } });
    const noReason = await ctx.request(`/api/v1/admin/verify-payment/${b.id}`, {
      method: 'PUT',
      token,
      json: { status: 'rejected' },
    });
    expect(noReason).toMatchObject({ status: 400, json: { message: 'Please provide a reason for rejection' } });
    const bad = await ctx.request(`/api/v1/admin/verify-payment/${b.id}`, {
      method: 'PUT',
      token,
      json: { status: 'pending' },
    });
    expect(bad.status).toBe(400);
    const rejected = await ctx.request(`/api/v1/admin/verify-payment/${b.id}`, {
      method: 'PUT',
      token,
      json: { status: 'rejected', reason: 'Amount short' },
    });
    expect(rejected.json.data).toMatchObject({ paymentStatus: 'rejected', rejectionReason: 'Amount short' });
  });

  test('bulk verify changes only pending participants and reports the others as skipped', async () => {
    const p1 = await insertParticipant(ctx);
    const p2 = await insertParticipant(ctx);
    const done = await insertParticipant(ctx, { payment_status: 'verified' });
    const no = await insertParticipant(ctx, { payment_status: 'rejected' });
    const coordinator = await signInStaff(ctx, 'coordinator');
    const res = await ctx.request('/api/v1/admin/bulk-verify', {
      method: 'POST',
      token,
      json: { userIds: [p1.id, done.id, p2.id, no.id, coordinator.id, 'ghost', p1.id] },
    });
    expect(res.status).toBe(200);
    expect(res.json.verified).toEqual([p1.id, p2.id]);
    expect(res.json.skipped).toEqual([
      { userId: done.id, reason: 'payment is verified' },
      { userId: no.id, reason: 'payment is rejected' },
      { userId: coordinator.id, reason: 'not found' },
      { userId: 'ghost', reason: 'not found' },
    ]);
    expect([statusOf(p1.id).s, statusOf(p2.id).s, statusOf(no.id).s]).toEqual(['verified', 'verified', 'rejected']);
    expect(await ctx.outbox()).toHaveLength(2);
    expect(auditRows(ctx).map((r) => [r.action, r.entity_id])).toEqual([
      ['payment.verify', p1.id],
      ['payment.verify', p2.id],
    ]);
    const empty = await ctx.request('/api/v1/admin/bulk-verify', { method: 'POST', token, json: { userIds: [] } });
    expect(empty).toMatchObject({ status: 400, json: { message: 'Select at least one participant' } });
  });

  test('coordinators read the lists but may not verify or reject', async () => {
    const user = await insertParticipant(ctx);
    const { token: coordinator } = await signInStaff(ctx, 'coordinator');
    expect((await ctx.request('/api/v1/admin/payments/pending', { token: coordinator })).status).toBe(200);
    for (const [path, json] of [
      [`/api/v1/admin/payments/${user.id}/verify`, {}],
      [`/api/v1/admin/payments/${user.id}/reject`, { reason: 'no' }],
      [`/api/v1/admin/verify-payment/${user.id}`, { status: 'verified' }],
    ] as const) {
      const res = await ctx.request(path, { method: 'PUT', token: coordinator, json });
      expect(res.status, path).toBe(403);
    }
    expect(
      (
        await ctx.request('/api/v1/admin/bulk-verify', {
          method: 'POST',
          token: coordinator,
          json: { userIds: [user.id] },
        })
      ).status,
    ).toBe(403);
    expect(statusOf(user.id).s).toBe('pending');
    expect(auditRows(ctx)).toEqual([]);
  });
});
