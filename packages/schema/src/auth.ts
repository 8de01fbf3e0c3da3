import { z } from 'zod';
import { LIMITS } from './constants';
import { emailField, newPasswordField } from './fields';
import { M } from './messages';

/** A checkbox as forms send it: true, 'true', 'on', '1' or 'yes' mean ticked; anything else does not. */
const checkbox = z
  .unknown()
  .optional()
  .transform((v) => v === true || v === 'true' || v === 'on' || v === '1' || v === 'yes');

export const loginSchema = z.object({
  email: emailField(M.fillAllFields),
  password: z
    .string({ error: M.fillAllFields })
    .min(1, M.fillAllFields)
    .min(LIMITS.passwordMin, M.loginPasswordMin)
    .max(LIMITS.passwordMax, M.invalidCredentials),
  rememberMe: checkbox,
});
export type LoginInput = z.input<typeof loginSchema>;

export const forgotPasswordSchema = z.object({
  email: emailField(M.forgotEmailRequired),
});

/** What the server receives on PUT /auth/reset-password/:token. */
export const resetPasswordSchema = z.object({
  password: newPasswordField(M.fillAllFields),
});

/** The reset form: both fields, then the match check. */
export const resetPasswordFormSchema = z
  .object({
    password: newPasswordField(M.fillAllFields),
    confirmPassword: z.string({ error: M.fillAllFields }).min(1, M.fillAllFields),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: M.passwordsMismatch,
    path: ['confirmPassword'],
  });

export const refreshTokenSchema = z.object({
  refreshToken: z.string({ error: M.sessionExpired }).min(1, M.sessionExpired).max(4096),
});

export { checkbox as checkboxField };
