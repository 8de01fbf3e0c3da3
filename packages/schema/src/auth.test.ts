import { isStaffRole } from './roles';
import { describe, expect, test } from 'vitest';
import type { z } from 'zod';
import {
  forgotPasswordSchema,
  loginSchema,
  refreshTokenSchema,
  resetPasswordFormSchema,
  resetPasswordSchema,
} from './auth';
import { M } from './messages';
import { fieldErrorsOf, firstMessage } from './validation';

function messageFor(schema: z.ZodType, input: unknown, field: string): string | undefined {
  const result = schema.safeParse(input);
  return result.success ? undefined : fieldErrorsOf(result.error)[field]?.[0];
}

describe('login: loginSchema', () => {
  const valid = { email: 'asha@college.edu', password: 'secret1' };

  test('accepts an email and password, lower-casing and trimming the email', () => {
    const result = loginSchema.safeParse({ email: '  Asha@College.EDU ', password: 'secret1' });
    expect(result.success).toBe(true);
    expect(result.data).toEqual({ email: 'asha@college.edu', password: 'secret1', rememberMe: false });
  });

  test('asks to fill in all fields when both are empty', () => {
    const result = loginSchema.safeParse({ email: '', password: '' });
    expect(result.success).toBe(false);
    expect(firstMessage(result.error!)).toBe('Please fill in all fields');
    expect(fieldErrorsOf(result.error!).email?.[0]).toBe(M.fillAllFields);
    expect(fieldErrorsOf(result.error!).password?.[0]).toBe(M.fillAllFields);
  });

  test.each([undefined, '', '   '])('asks to fill in all fields when the email is %j', (email) => {
    expect(messageFor(loginSchema, { ...valid, email }, 'email')).toBe(M.fillAllFields);
  });

  test.each([undefined, ''])('asks to fill in all fields when the password is %j', (password) => {
    expect(messageFor(loginSchema, { ...valid, password }, 'password')).toBe(M.fillAllFields);
  });

  test.each(['asha', 'asha@college', 'asha college@x.com', '@college.edu', 'asha@.'])(
    'asks for a valid email address for %j',
    (email) => {
      expect(messageFor(loginSchema, { ...valid, email }, 'email')).toBe('Please enter a valid email address');
      expect(messageFor(loginSchema, { ...valid, email }, 'email')).toBe(M.validEmail);
    },
  );

  test('requires a password of at least 6 characters', () => {
    expect(messageFor(loginSchema, { ...valid, password: '12345' }, 'password')).toBe(
      'Password must be at least 6 characters',
    );
    expect(messageFor(loginSchema, { ...valid, password: '12345' }, 'password')).toBe(M.loginPasswordMin);
    expect(messageFor(loginSchema, { ...valid, password: '123456' }, 'password')).toBeUndefined();
  });

  test('answers an over-long password as invalid credentials', () => {
    expect(messageFor(loginSchema, { ...valid, password: 'p'.repeat(129) }, 'password')).toBe(M.invalidCredentials);
  });

  test.each([
    [true, true],
    ['true', true],
    ['on', true],
    ['1', true],
    [false, false],
    ['false', false],
    ['0', false],
    [undefined, false],
  ])('reads rememberMe %j as %s', (rememberMe, expected) => {
    expect(loginSchema.parse({ ...valid, rememberMe }).rememberMe).toBe(expected);
  });
});

describe('forgot password: forgotPasswordSchema', () => {
  test('accepts an email, lower-casing and trimming it', () => {
    expect(forgotPasswordSchema.parse({ email: ' Asha@Gmail.COM ' })).toEqual({ email: 'asha@gmail.com' });
  });

  test.each([undefined, '', '   '])('asks for the email address when it is %j', (email) => {
    expect(messageFor(forgotPasswordSchema, { email }, 'email')).toBe('Please enter your email address');
    expect(messageFor(forgotPasswordSchema, { email }, 'email')).toBe(M.forgotEmailRequired);
  });

  test.each(['asha', 'asha@gmail', 'asha@@gmail.com'])('asks for a valid email address for %j', (email) => {
    expect(messageFor(forgotPasswordSchema, { email }, 'email')).toBe('Please enter a valid email address');
  });
});

describe('reset password: resetPasswordSchema (server)', () => {
  test('accepts a password of at least 6 characters', () => {
    expect(resetPasswordSchema.parse({ password: 'newpass' })).toEqual({ password: 'newpass' });
  });

  test.each([undefined, ''])('asks to fill in all fields when the password is %j', (password) => {
    expect(messageFor(resetPasswordSchema, { password }, 'password')).toBe(M.fillAllFields);
  });

  test('requires at least 6 characters', () => {
    expect(messageFor(resetPasswordSchema, { password: 'abc' }, 'password')).toBe(
      'Password must be at least 6 characters long',
    );
    expect(messageFor(resetPasswordSchema, { password: 'abc' }, 'password')).toBe(M.passwordMin);
  });

  test('limits the password to 128 characters', () => {
    expect(messageFor(resetPasswordSchema, { password: 'p'.repeat(129) }, 'password')).toBe(M.passwordMax);
  });
});

describe('reset password: resetPasswordFormSchema (form)', () => {
  test('accepts matching passwords of at least 6 characters', () => {
    expect(resetPasswordFormSchema.safeParse({ password: 'newpass', confirmPassword: 'newpass' }).success).toBe(true);
  });

  test('asks to fill in all fields when both are empty', () => {
    const result = resetPasswordFormSchema.safeParse({ password: '', confirmPassword: '' });
    expect(result.success).toBe(false);
    expect(firstMessage(result.error!)).toBe('Please fill in all fields');
    expect(fieldErrorsOf(result.error!).confirmPassword?.[0]).toBe(M.fillAllFields);
  });

  test('asks to fill in all fields when the confirmation is missing', () => {
    expect(messageFor(resetPasswordFormSchema, { password: 'newpass' }, 'confirmPassword')).toBe(M.fillAllFields);
  });

  test('requires at least 6 characters', () => {
    expect(messageFor(resetPasswordFormSchema, { password: 'abc', confirmPassword: 'abc' }, 'password')).toBe(
      M.passwordMin,
    );
  });

  test('says the passwords do not match on the confirmation field', () => {
    const result = resetPasswordFormSchema.safeParse({ password: 'newpass', confirmPassword: 'newpas2' });
    expect(result.success).toBe(false);
    expect(fieldErrorsOf(result.error!)).toEqual({ confirmPassword: ['Passwords do not match'] });
    expect(M.passwordsMismatch).toBe('Passwords do not match');
  });
});

describe('refreshTokenSchema', () => {
  test('answers a missing refresh token as an expired session', () => {
    expect(messageFor(refreshTokenSchema, {}, 'refreshToken')).toBe(M.sessionExpired);
    expect(messageFor(refreshTokenSchema, { refreshToken: '' }, 'refreshToken')).toBe(M.sessionExpired);
  });
});

describe('isStaffRole', () => {
  test('treats admin and coordinator as staff', () => {
    expect(isStaffRole('admin')).toBe(true);
    expect(isStaffRole('coordinator')).toBe(true);
  });

  test.each(['user', 'participant', '', null, undefined, 'Admin'])('does not treat %j as staff', (role) => {
    expect(isStaffRole(role)).toBe(false);
  });
});
