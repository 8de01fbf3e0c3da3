import { M } from '@symposium/schema/messages';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import {
  adminToken,
  createTestContext,
  registrationForm,
  tokenFor,
  validRegistration,
  PNG_BYTES,
  type TestContext,
} from '../../test-support/context';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestContext();
});
afterEach(async () => {
  await ctx.close();
});

const register = (overrides: Record<string, string>) =>
  ctx.request('/api/v1/auth/register', { method: 'POST', body: registrationForm(validRegistration(overrides)) });
const referenceOf = (id: string) =>
  (ctx.deps.db.sqlite.prepare('select payment_reference r from users where id = ?').get(id) as { r: string | null }).r;

describe('the payment reference of a registration', () => {
  test('the reference the form showed is stored as sent (case and spaces aside) and answered', async () => {
    const res = await register({ paymentReference: ' k7qm4tzp ' });
    expect(res.status).toBe(201);
    expect(res.json.data.user.paymentReference).toBe('K7QM4TZP');
    expect(referenceOf(res.json.data.user.id)).toBe('K7QM4TZP');
  });

  test('a registration sent without one (an API client) gets an unambiguous one from the server', async () => {
    const res = await register({});
    expect(res.status).toBe(201);
    expect(res.json.data.user.paymentReference).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
  });

  test.each([['K0QM4TZP'], ['KIQM4TZP'], ['K7Q'], ['K7QM4TZPK7Q'], ['K7QM-4TZ']])(
    'refuses %s with 400 naming the field: no account',
    async (reference) => {
      const res = await register({ paymentReference: reference });
      expect(res.status).toBe(400);
      expect(res.json.fieldErrors.paymentReference).toEqual([M.paymentReferenceInvalid]);
      expect(ctx.deps.db.sqlite.prepare("select count(*) n from users where role = 'user'").get()).toEqual({ n: 0 });
    },
  );

  test("another registration's reference is refused with 409: two payments the statement could not tell apart", async () => {
    expect((await register({ paymentReference: 'K7QM4TZP' })).status).toBe(201);
    const second = await register({ paymentReference: 'K7QM4TZP', email: 'ravi.s@example.com' });
    expect(second.status).toBe(409);
    expect(second.json).toMatchObject({ error: 'PAYMENT_REFERENCE_TAKEN', message: M.paymentReferenceTaken });
  });

  test('a new proof after a rejection carries the new reference it was shown; the staff details show it', async () => {
    const first = await register({ paymentReference: 'K7QM4TZP' });
    const id = first.json.data.user.id;
    const admin = await adminToken(ctx);
    await ctx.request(`/api/v1/admin/payments/${id}/reject`, {
      method: 'PUT',
      token: admin,
      json: { reason: 'Short' },
    });
    const form = new FormData();
    form.set('transactionId', 'UPI-NEW-42');
    form.set('paymentReference', 'W9XR3CEH');
    form.set('paymentScreenshot', new File([PNG_BYTES], 'proof.png', { type: 'image/png' }));
    const res = await ctx.request('/api/v1/auth/payment-proof', {
      method: 'PUT',
      token: await tokenFor(ctx, id),
      body: form,
    });
    expect(res.status).toBe(200);
    expect(res.json.data.paymentReference).toBe('W9XR3CEH');
    const details = await ctx.request(`/api/v1/admin/users/${id}`, { token: admin });
    expect(details.json.data.user.paymentReference).toBe('W9XR3CEH');
    const pending = await ctx.request('/api/v1/admin/payments/pending', { token: admin });
    expect(pending.json.data[0].paymentReference).toBe('W9XR3CEH');
  });
});
