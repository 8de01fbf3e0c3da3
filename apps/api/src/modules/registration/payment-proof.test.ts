import fs from 'node:fs';
import { M } from '@symposium/schema/messages';
import { describe, expect, test } from 'vitest';
import { checkScreenshotUpload } from '../../lib/uploads';
import {
  auditRows,
  createTestContextForThisTest,
  decodeMail,
  freshAdminContextPerTest,
  insertParticipant,
  PNG_BYTES,
  registerParticipant,
  signInStaff,
  tokenFor,
  type TestContext,
} from '../../test-support/context';
import { findUserById } from '../users/users.repository';
import { resubmitPaymentProof } from './payment-proof.service';

let ctx: TestContext;
let admin: string;
freshAdminContextPerTest((fresh) => ({ ctx, token: admin } = fresh));

const REASON = 'The screenshot does not show the transaction ID';

type File = { bytes: Uint8Array; name?: string; type?: string } | null;

function proofForm(fields: Record<string, string>, file: File = { bytes: PNG_BYTES }): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  if (file)
    form.set('paymentScreenshot', new File([file.bytes], file.name ?? 'proof.png', { type: file.type ?? 'image/png' }));
  return form;
}

const submitProof = (
  token: string | undefined,
  fields: Record<string, string> = { transactionId: 'UPI-NEW-42' },
  file?: File,
) => ctx.request('/api/v1/auth/payment-proof', { method: 'PUT', token, body: proofForm(fields, file) });

const reject = (userId: string, reason = REASON) =>
  ctx.request(`/api/v1/admin/payments/${userId}/reject`, { method: 'PUT', token: admin, json: { reason } });

/** A participant registered through the real endpoint whose payment an admin rejected. */
async function rejectedParticipant(overrides: Record<string, string> = {}) {
  const user = await registerParticipant(ctx, overrides);
  expect((await reject(user.id)).status).toBe(200);
  return { ...user, token: await tokenFor(ctx, user.id) };
}

const rowOf = (id: string) =>
  ctx.deps.db.sqlite
    .prepare(
      'select payment_status, transaction_id, payment_screenshot, rejection_reason, updated_at from users where id = ?',
    )
    .get(id) as {
    payment_status: string;
    transaction_id: string;
    payment_screenshot: string;
    rejection_reason: string | null;
    updated_at: string;
  };
const uploads = () => fs.readdirSync(ctx.env.uploadsDir).sort();
const resubmitAudits = () => auditRows(ctx).filter((r) => r.action === 'payment.resubmit');

describe('PUT /auth/payment-proof', () => {
  test('a rejected participant sends a new proof: pending again, new ID and screenshot, reason cleared, audited, mailed', async () => {
    const player = await rejectedParticipant();
    const before = rowOf(player.id);
    expect(before).toMatchObject({
      payment_status: 'rejected',
      rejection_reason: REASON,
      transaction_id: 'UPI-123456',
    });

    const res = await submitProof(player.token, { transactionId: 'UPI-NEW-42' });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      success: true,
      message: M.paymentProofReceived,
      data: { id: player.id, paymentStatus: 'pending', transactionId: 'UPI-NEW-42', rejectionReason: null },
    });

    const after = rowOf(player.id);
    expect(after).toMatchObject({ payment_status: 'pending', transaction_id: 'UPI-NEW-42', rejection_reason: null });
    expect(after.payment_screenshot).toMatch(/^[a-f0-9]{32}\.png$/);
    expect(after.payment_screenshot).not.toBe(before.payment_screenshot);
    expect(fs.readFileSync(`${ctx.env.uploadsDir}/${after.payment_screenshot}`)).toEqual(PNG_BYTES);
    // The first screenshot stays: the audit row names it.
    expect(uploads()).toEqual([before.payment_screenshot, after.payment_screenshot].sort());
    expect(after.updated_at > before.updated_at).toBe(true);

    const [audit] = resubmitAudits();
    expect(audit).toMatchObject({
      actor_id: player.id,
      actor_name: 'Asha Kumar',
      entity_type: 'user',
      entity_id: player.id,
    });
    expect(audit.before).toEqual({
      paymentStatus: 'rejected',
      rejectionReason: REASON,
      transactionId: 'UPI-123456',
      paymentReference: expect.stringMatching(/^[A-HJ-NP-Z2-9]{8}$/),
      paymentScreenshot: before.payment_screenshot,
    });
    expect(audit.after).toEqual({
      paymentStatus: 'pending',
      rejectionReason: null,
      transactionId: 'UPI-NEW-42',
      paymentReference: expect.stringMatching(/^[A-HJ-NP-Z2-9]{8}$/),
      paymentScreenshot: after.payment_screenshot,
    });
    // A new proof is a new payment: a new reference.
    expect(audit.after.paymentReference).not.toBe(audit.before.paymentReference);
    // Staff see it in the participant's history.
    const history = await ctx.request(`/api/v1/admin/audit?entityType=user&entityId=${player.id}`, { token: admin });
    expect(history.json.data.map((r: any) => r.action)).toEqual(['payment.resubmit', 'payment.reject']);

    const mails = (await ctx.outbox()).map(decodeMail);
    const receipt = mails.find((m) => m.includes('payment proof received'));
    expect(receipt).toBeDefined();
    expect(receipt).toContain('To: asha.kumar@example.com');
    expect(receipt).toContain('Transaction ID: UPI-NEW-42');
    expect(receipt).toContain('http://symposium.test/profile');
    const kinds = ctx.deps.db.sqlite.prepare('select kind, user_id from mail_queue order by rowid').all();
    expect(kinds).toContainEqual({ kind: 'payment-proof-received', user_id: player.id });

    const me = await ctx.request('/api/v1/auth/me', { token: player.token });
    expect(me.json.data).toMatchObject({ paymentStatus: 'pending', rejectionReason: null });
  });

  test('the new proof waits in Pending, and the replaced transaction ID no longer flags the other registration', async () => {
    const player = await rejectedParticipant({ transactionId: 'UPI-SHARED-1' });
    const other = await registerParticipant(ctx, { email: 'other@example.com', transactionId: 'upi-shared-1' });
    const pendingRow = async (id: string) =>
      (await ctx.request('/api/v1/admin/payments/pending', { token: admin })).json.data.find((p: any) => p.id === id);
    expect(await pendingRow(other.id)).toMatchObject({ possibleDuplicate: true });
    expect(await pendingRow(player.id)).toBeUndefined();

    expect((await submitProof(player.token, { transactionId: 'UPI-OWN-77' })).status).toBe(200);
    expect(await pendingRow(player.id)).toMatchObject({
      transactionId: 'UPI-OWN-77',
      possibleDuplicate: false,
      alsoUsedBy: [],
    });
    expect(await pendingRow(other.id)).toMatchObject({ possibleDuplicate: false, alsoUsedBy: [] });
    const rejected = (await ctx.request('/api/v1/admin/payments/rejected', { token: admin })).json.data;
    expect(rejected.map((p: any) => p.id)).not.toContain(player.id);

    // A new proof that reuses someone else's transaction ID is flagged like a registration would be.
    const third = await rejectedParticipant({ email: 'third@example.com', transactionId: 'UPI-THIRD-1' });
    expect((await submitProof(third.token, { transactionId: 'upi-own-77' })).status).toBe(200);
    expect(await pendingRow(third.id)).toMatchObject({
      possibleDuplicate: true,
      alsoUsedBy: [expect.objectContaining({ id: player.id })],
    });
  });

  test.each([
    ['pending', {}],
    ['verified', { payment_status: 'verified' as const }],
  ])('a %s payment cannot be sent again: 409 PAYMENT_NOT_REJECTED, nothing stored', async (_label, overrides) => {
    const participant = await insertParticipant(ctx, overrides);
    const res = await submitProof(await tokenFor(ctx, participant.id));
    expect(res.status).toBe(409);
    expect(res.json).toEqual({
      success: false,
      error: 'PAYMENT_NOT_REJECTED',
      message: 'Only a rejected payment can be submitted again.',
    });
    expect(rowOf(participant.id).payment_status).toBe(participant.payment_status);
    expect(uploads()).toEqual([]);
    expect(resubmitAudits()).toEqual([]);
    expect(await ctx.outbox()).toEqual([]);
  });

  test.each([
    ['missing transaction ID', '', 'Please enter transaction ID'],
    [
      'spaces in the transaction ID',
      'UPI 1234',
      'Transaction ID should only contain letters, numbers, hyphens, and underscores',
    ],
    ['short transaction ID', 'U12', 'Transaction ID must be at least 4 characters long'],
    ['long transaction ID', 'U'.repeat(51), M.transactionIdMax],
  ])('refuses a %s with the spec message and changes nothing', async (_label, transactionId, message) => {
    const player = await rejectedParticipant();
    const stored = uploads();
    const res = await submitProof(player.token, { transactionId });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ success: false, error: 'VALIDATION_ERROR', message });
    expect(res.json.fieldErrors.transactionId[0]).toBe(message);
    expect(rowOf(player.id)).toMatchObject({ payment_status: 'rejected', rejection_reason: REASON });
    expect(uploads()).toEqual(stored);
  });

  test('requires the screenshot, and refuses a text file dressed up as a PNG by its magic bytes', async () => {
    const player = await rejectedParticipant();
    const stored = uploads();
    const missing = await submitProof(player.token, { transactionId: 'UPI-NEW-42' }, null);
    expect(missing.status).toBe(400);
    expect(missing.json).toMatchObject({
      message: M.screenshotRequired,
      fieldErrors: { paymentScreenshot: [M.screenshotRequired] },
    });

    const fake = await submitProof(
      player.token,
      { transactionId: 'UPI-NEW-42' },
      {
        bytes: Buffer.from('this is not an image, whatever the name says'),
        name: 'receipt.png',
        type: 'image/png',
      },
    );
    expect(fake.status).toBe(415);
    expect(fake.json).toMatchObject({
      success: false,
      error: 'INVALID_FILE_TYPE',
      message: 'Please upload an image file',
    });
    expect(rowOf(player.id).payment_status).toBe('rejected');
    expect(uploads()).toEqual(stored);
    expect(resubmitAudits()).toEqual([]);
  });

  test('a screenshot or transaction ID sent twice is a 400 naming the field; nothing changes', async () => {
    const player = await rejectedParticipant();
    const stored = uploads();
    for (const field of ['paymentScreenshot', 'transactionId']) {
      const form = proofForm({ transactionId: 'UPI-NEW-42' });
      form.append(
        field,
        field === 'transactionId' ? 'UPI-OTHER-43' : new File([PNG_BYTES], 'b.png', { type: 'image/png' }),
      );
      const res = await ctx.request('/api/v1/auth/payment-proof', { method: 'PUT', token: player.token, body: form });
      expect(res.status).toBe(400);
      expect(res.json).toMatchObject({
        error: 'VALIDATION_ERROR',
        message: M.duplicateFormField(field),
        fieldErrors: { [field]: [M.duplicateFormField(field)] },
      });
    }
    expect(rowOf(player.id).payment_status).toBe('rejected');
    expect(uploads()).toEqual(stored);
    expect(resubmitAudits()).toEqual([]);
  });

  test('refuses a screenshot one byte over 5 MB with 413 and the spec message; exactly 5 MB is accepted', async () => {
    const player = await rejectedParticipant();
    const big = Buffer.concat([PNG_BYTES, Buffer.alloc(5 * 1024 * 1024 + 1 - PNG_BYTES.length)]);
    const over = await submitProof(player.token, { transactionId: 'UPI-NEW-42' }, { bytes: big });
    expect(over.status).toBe(413);
    expect(over.json).toMatchObject({
      success: false,
      error: 'FILE_TOO_LARGE',
      message: 'File size should not exceed 5MB',
    });
    expect(rowOf(player.id).payment_status).toBe('rejected');

    const exact = Buffer.concat([PNG_BYTES, Buffer.alloc(5 * 1024 * 1024 - PNG_BYTES.length)]);
    expect((await submitProof(player.token, { transactionId: 'UPI-NEW-42' }, { bytes: exact })).status).toBe(200);
  });

  test('an endless upload is answered 413 once the limit has streamed in, without reading the rest', async () => {
    const player = await rejectedParticipant();
    const chunk = new Uint8Array(256 * 1024);
    const ceiling = 64 * 1024 * 1024;
    let sent = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent < ceiling) {
          sent += chunk.length;
          controller.enqueue(chunk);
        } else controller.close();
      },
    });
    const res = await ctx.request('/api/v1/auth/payment-proof', {
      method: 'PUT',
      token: player.token,
      body: endless,
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      duplex: 'half',
    } as RequestInit & { token: string });
    expect(res.status).toBe(413);
    expect(res.json).toMatchObject({ error: 'FILE_TOO_LARGE', message: 'File size should not exceed 5MB' });
    expect(sent).toBeGreaterThan(5 * 1024 * 1024);
    expect(sent).toBeLessThan(8 * 1024 * 1024);
    expect(rowOf(player.id).payment_status).toBe('rejected');
  });

  test('is for participants only: anonymous 401, coordinator and admin 403 before anything is read', async () => {
    expect((await submitProof(undefined)).status).toBe(401);
    for (const role of ['coordinator', 'admin'] as const) {
      const staff = await signInStaff(ctx, role);
      const res = await submitProof(staff.token);
      expect(res.status).toBe(403);
      expect(res.json.error).toBe('FORBIDDEN');
    }
    expect(uploads()).toEqual([]);
  });

  test('two submits at once: one is taken, the other is refused and leaves no stray upload', async () => {
    const player = await rejectedParticipant();
    const stored = uploads();
    const answers = await Promise.all([
      submitProof(player.token, { transactionId: 'UPI-FIRST-1' }),
      submitProof(player.token, { transactionId: 'UPI-SECOND-2' }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(uploads()).toHaveLength(stored.length + 1);
    expect(uploads()).toContain(rowOf(player.id).payment_screenshot);
    expect(resubmitAudits()).toHaveLength(1);
  });

  test('when the write is refused after the upload was stored, the stored upload is removed', async () => {
    const player = await rejectedParticipant();
    const stale = findUserById(ctx.deps.db, player.id)!;
    // An admin verifies between the participant's request and its write.
    await ctx.request(`/api/v1/admin/payments/${player.id}/verify`, { method: 'PUT', token: admin, json: {} });
    const stored = uploads();
    const screenshot = await checkScreenshotUpload(new File([PNG_BYTES], 'proof.png', { type: 'image/png' }));
    await expect(
      resubmitPaymentProof(ctx.deps, stale, { transactionId: 'UPI-LATE-1' }, screenshot),
    ).rejects.toMatchObject({
      code: 'PAYMENT_NOT_REJECTED',
    });
    expect(uploads()).toEqual(stored);
    expect(rowOf(player.id).payment_status).toBe('verified');
  });

  test('a screenshot that would eat into the free space kept for the venue is refused 507: still rejected, no file', async () => {
    const full = await createTestContextForThisTest({ UPLOADS_MIN_FREE_MB: '1000000000' }); // a petabyte: above any disk's free space
    const participant = await insertParticipant(full, { payment_status: 'rejected', rejection_reason: REASON });
    const res = await full.request('/api/v1/auth/payment-proof', {
      method: 'PUT',
      token: await tokenFor(full, participant.id),
      body: proofForm({ transactionId: 'UPI-NEW-42' }),
    });
    expect(res.status).toBe(507);
    expect(res.json).toEqual({ success: false, message: M.screenshotStorageFull, error: 'STORAGE_FULL' });
    expect(findUserById(full.deps.db, participant.id)).toMatchObject({
      payment_status: 'rejected',
      rejection_reason: REASON,
      transaction_id: participant.transaction_id,
    });
    expect(fs.readdirSync(full.env.uploadsDir)).toEqual([]);
    expect(auditRows(full).filter((r) => r.action === 'payment.resubmit')).toEqual([]);
    expect(await full.outbox()).toEqual([]);
  });

  test('limits submissions per client address, with Retry-After', async () => {
    const ctx2 = await createTestContextForThisTest({ TRUST_PROXY: 'true' });
    const participant = await insertParticipant(ctx2, { payment_status: 'rejected', rejection_reason: REASON });
    const token = await tokenFor(ctx2, participant.id);
    const send = (ip: string) =>
      ctx2.request('/api/v1/auth/payment-proof', {
        method: 'PUT',
        token,
        headers: { 'x-forwarded-for': ip },
        body: proofForm({ transactionId: '' }),
      });
    for (let i = 0; i < 20; i++) expect((await send('10.0.0.9')).status).toBe(400);
    const limited = await send('10.0.0.9');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await send('10.0.0.10')).status).toBe(400);
  });
});
