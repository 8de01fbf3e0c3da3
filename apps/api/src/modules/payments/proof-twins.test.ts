import sharp from 'sharp';
import { describe, expect, test } from 'vitest';
import {
  freshAdminContextPerTest,
  registrationForm,
  validRegistration,
  type TestContext,
} from '../../test-support/context';
import { ARUN_RECEIPT, KAVYA_RECEIPT, upiReceiptPng } from '../../test-support/upi-receipt';

let ctx: TestContext;
let token: string;
freshAdminContextPerTest((fresh) => ({ ctx, token } = fresh));

async function register(n: number, file: { bytes: Uint8Array; name: string; type: string }) {
  const fields = validRegistration({
    firstName: `Player`,
    lastName: `Number${'abcdefgh'[n]}`,
    name: `Player Number${'abcdefgh'[n]}`,
    email: `player${n}@example.com`,
    transactionId: `UPI-61234567890${n}`,
  });
  const res = await ctx.request('/api/v1/auth/register', { method: 'POST', body: registrationForm(fields, file) });
  expect(res.status).toBe(201);
  return res.json.data.user as { id: string; name: string };
}

describe('proofAlsoUsedBy: the same screenshot sent by two registrations', () => {
  test('a re-encoded, smaller copy is flagged on both, in the details and the lists; another receipt is not; nobody is refused', async () => {
    const receipt = await upiReceiptPng(KAVYA_RECEIPT);
    const copy = await sharp(receipt).resize(810, 1800).jpeg({ quality: 80 }).toBuffer();
    const kavya = await register(1, { bytes: receipt, name: 'Screenshot_20261002-103212.png', type: 'image/png' });
    const friend = await register(2, { bytes: copy, name: 'IMG-20261002-WA0007.jpg', type: 'image/jpeg' });
    const arun = await register(3, {
      bytes: await upiReceiptPng(ARUN_RECEIPT),
      name: 'Screenshot_20261003-180512.png',
      type: 'image/png',
    });

    const details = async (id: string) => (await ctx.request(`/api/v1/admin/users/${id}`, { token })).json.data;
    const kavyaDetails = await details(kavya.id);
    expect(kavyaDetails.proofAlsoUsedBy).toEqual([
      { id: friend.id, name: friend.name, participantId: null, paymentStatus: 'pending' },
    ]);
    expect(kavyaDetails.alsoUsedBy).toEqual([]);
    expect((await details(friend.id)).proofAlsoUsedBy.map((t: any) => t.id)).toEqual([kavya.id]);
    expect((await details(arun.id)).proofAlsoUsedBy).toEqual([]);

    const pending = (await ctx.request('/api/v1/admin/payments/pending', { token })).json.data;
    const flags = Object.fromEntries(pending.map((p: any) => [p.id, p.proofAlsoUsedBy.map((t: any) => t.id)]));
    expect(flags).toEqual({ [kavya.id]: [friend.id], [friend.id]: [kavya.id], [arun.id]: [] });
  });
});

describe("'Verify and issue ID'", () => {
  test('verifies and generates the participant ID in one call, both mailed', async () => {
    const player = await register(4, {
      bytes: await upiReceiptPng(ARUN_RECEIPT),
      name: 'Screenshot_20261003-180512.png',
      type: 'image/png',
    });
    const res = await ctx.request(`/api/v1/admin/payments/${player.id}/verify`, {
      method: 'PUT',
      token,
      json: { issueId: true },
    });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ paymentStatus: 'verified', participantId: expect.stringMatching(/-0001$/) });
    const kinds = ctx.deps.db.sqlite
      .prepare('select kind from mail_queue where user_id = ? order by id')
      .all(player.id);
    expect(kinds.map((k: any) => k.kind)).toEqual(['registration-received', 'payment-verified', 'pass-ready']);
  });
});
