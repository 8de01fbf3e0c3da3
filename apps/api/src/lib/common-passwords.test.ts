import { M } from '@symposium/schema/messages';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { createTestContext, registerParticipant, signInStaff, type TestContext } from '../test-support/context';
import { isCommonPassword } from './common-passwords';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestContext();
});
afterEach(async () => {
  await ctx.close();
});

const tooCommon = {
  status: 400,
  json: { error: 'VALIDATION_ERROR', message: M.passwordTooCommon, fieldErrors: { password: [M.passwordTooCommon] } },
};

describe('common passwords are refused', () => {
  test('the list holds what people pick, in any case, and leaves passphrases alone', () => {
    for (const common of ['123456', 'password', 'Password', 'qwerty123', 'iloveyou', 'PASSWORD1', 'abc123456'])
      expect(isCommonPassword(common), common).toBe(true);
    for (const chosen of ['Kavya@GCT-2031', 'blue-tractor-lamp', 'secret-pass'])
      expect(isCommonPassword(chosen), chosen).toBe(false);
  });

  test('at registration: 400 beside the password field, nothing stored', async () => {
    for (const password of ['123456', 'password', 'Qwerty123']) {
      await expect(registerParticipant(ctx, { password })).rejects.toThrow(/400.*too common/);
    }
    expect(ctx.deps.db.sqlite.prepare("select count(*) n from users where role = 'user'").get()).toEqual({ n: 0 });
    await registerParticipant(ctx, { password: 'Kavya@GCT-2031' });
  });

  test('at a password reset and at staff creation', async () => {
    const user = await registerParticipant(ctx);
    await ctx.request('/api/v1/auth/forgot-password', { method: 'POST', json: { email: user.email } });
    const mail = (await ctx.outbox()).findLast((m) => m.includes('reset your password'))!;
    const token = mail.replace(/=\r?\n/g, '').match(/reset-password\/([A-Za-z0-9_-]{43})/)![1];
    expect(
      await ctx.request(`/api/v1/auth/reset-password/${token}`, { method: 'PUT', json: { password: 'password1' } }),
    ).toMatchObject(tooCommon);
    // The link is still good for a better password.
    expect(
      (
        await ctx.request(`/api/v1/auth/reset-password/${token}`, {
          method: 'PUT',
          json: { password: 'a-better-one-7' },
        })
      ).status,
    ).toBe(200);

    const admin = await signInStaff(ctx, 'admin');
    const staff = await ctx.request('/api/v1/admin/staff', {
      method: 'POST',
      token: admin.token,
      json: { email: 'desk@example.com', name: 'Desk', role: 'coordinator', password: 'password123' },
    });
    expect(staff).toMatchObject(tooCommon);
  });
});
