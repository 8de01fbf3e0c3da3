import { z } from 'zod';
import { LIMITS } from './constants';
import { GENERAL_EMAIL_PATTERN } from './fields';
import { M } from './messages';

export const STAFF_ROLES_ASSIGNABLE = ['coordinator', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES_ASSIGNABLE)[number];
export const STAFF_PASSWORD_MIN = 8;

/** POST /admin/staff: without a password, one is generated and answered once. */
export const staffCreateSchema = z.object({
  email: z
    .string({ error: M.validEmail })
    .trim()
    .max(LIMITS.emailMax, M.validEmail)
    .regex(GENERAL_EMAIL_PATTERN, M.validEmail)
    .transform((v) => v.toLowerCase()),
  name: z
    .string({ error: M.staffNameRequired })
    .trim()
    .min(1, M.staffNameRequired)
    .max(LIMITS.staffNameMax, M.textTooLong),
  role: z.enum(STAFF_ROLES_ASSIGNABLE, { error: M.staffRoleRequired }),
  password: z.string().min(STAFF_PASSWORD_MIN, M.staffPasswordMin).max(LIMITS.passwordMax, M.passwordMax).optional(),
});

/** PUT /admin/staff/:id: change the role, disable or re-enable. */
export const staffUpdateSchema = z
  .object({
    role: z.enum(STAFF_ROLES_ASSIGNABLE, { error: M.staffRoleRequired }).optional(),
    disabled: z.boolean({ error: 'disabled must be true or false' }).optional(),
  })
  .refine((v) => v.role !== undefined || v.disabled !== undefined, { message: 'Nothing to change', path: ['role'] });

export interface StaffMember {
  _id: string;
  id: string;
  name: string;
  email: string;
  role: StaffRole;
  disabled: boolean;
  createdAt: string;
}
