import { z } from 'zod';
import { LIMITS } from './constants';
import { REGISTRATION_TYPES } from './fees';
import { M } from './messages';
import { enumParam, limitParam, pageParam, searchTextParam } from './query-params';
import { PAYMENT_STATUSES, type PublicUser } from './user';

export const USER_SORT_FIELDS = ['createdAt', 'name', 'college'] as const;
export type UserSortField = (typeof USER_SORT_FIELDS)[number];
export const SORT_ORDERS = ['asc', 'desc'] as const;
/** docs/product.md#kit-distribution: having a participant ID means the kit counts as issued. */
export const KIT_STATUSES = ['issued', 'not-issued'] as const;
export type KitStatus = (typeof KIT_STATUSES)[number];
/** An entry pass an admin revoked, or not (participants without a pass yet count as not revoked). */
export const PASS_STATUSES = ['revoked', 'not-revoked'] as const;
export type PassStatus = (typeof PASS_STATUSES)[number];

/**
 * GET /admin/users and its CSV: the filters of the /admin/users screen (docs/product.md#participants). Sorting by
 * date defaults to newest first; by name or college to A→Z.
 */
export const adminUsersQuerySchema = z
  .object({
    page: pageParam.transform((v) => v ?? 1),
    limit: limitParam(LIMITS.userPageSizeMax).transform((v) => v ?? LIMITS.userPageSize),
    q: searchTextParam,
    registrationType: enumParam('Registration type', REGISTRATION_TYPES),
    paymentStatus: enumParam('Payment status', PAYMENT_STATUSES),
    kitStatus: enumParam('Kit status', KIT_STATUSES),
    passStatus: enumParam('Pass status', PASS_STATUSES),
    sort: enumParam('Sort', USER_SORT_FIELDS),
    order: enumParam('Order', SORT_ORDERS),
  })
  .transform((v) => {
    const sort = v.sort ?? 'createdAt';
    return { ...v, sort, order: v.order ?? (sort === 'createdAt' ? 'desc' : 'asc') };
  });
export type AdminUsersQuery = z.output<typeof adminUsersQuerySchema>;

const userId = z.string().trim().min(1).max(64);

/** A list of participant ids for a bulk action: at least one, duplicates removed. */
export const userIdsField = z
  .array(userId, { error: M.selectUsers })
  .min(1, M.selectUsers)
  .max(LIMITS.bulkMax, M.tooManyUsers)
  .transform((ids) => [...new Set(ids)]);

export const bulkVerifySchema = z.object({ userIds: userIdsField });

/** Without userIds, every verified participant without an ID gets one. */
export const generateIdsSchema = z.object({ userIds: userIdsField.optional() });

/** docs/product.md#participants: the email type is free text with the suggestions welcome, reminder and qr. */
export const BULK_EMAIL_TEMPLATES = ['welcome', 'reminder', 'qr'] as const;
export const bulkEmailSchema = z.object({
  userIds: userIdsField,
  emailType: z
    .string({ error: M.emailTypeRequired })
    .trim()
    .min(1, M.emailTypeRequired)
    .max(LIMITS.emailTypeMax, M.textTooLong),
});

/** POST /admin/users/export.csv: the selected participants, in the given order. */
export const exportSelectedSchema = z.object({ userIds: userIdsField });

/** A participant as the staff screens receive it: the public fields plus what only staff see. */
export interface StaffUserView extends PublicUser {
  /** docs/product.md#kit-distribution: a participant ID means the kit counts as issued. */
  kitIssued: boolean;
  kitIssuedAt: string | null;
  /** The verifier's optional note (staff only). */
  paymentNotes: string | null;
  disabled: boolean;
}

/** POST /admin/users/:id/revoke-pass: the reason is required, and the participant is told it. */
export const passRevocationSchema = z.object({
  reason: z
    .string({ error: M.passRevokeReasonRequired })
    .trim()
    .min(1, M.passRevokeReasonRequired)
    .max(LIMITS.rejectionReasonMax, M.textTooLong),
});
export type PassRevocation = z.infer<typeof passRevocationSchema>;

export interface AdminUsersStats {
  total: number;
  verified: number;
  pending: number;
  rejected: number;
  general: number;
  workshop: number;
  both: number;
  kitsIssued: number;
  /** Verified participants without a participant ID: those 'Generate all IDs' would number (and mail). */
  awaitingId: number;
}

export interface AdminUsersPage {
  success: true;
  users: StaffUserView[];
  total: number;
  page: number;
  limit: number;
  totalPages: number;
  stats: AdminUsersStats;
}

/**
 * GET /admin/users/ids: the ids matching the list's filters, in its order, at most LIMITS.bulkMax of
 * them; `total` counts every match (more than `ids.length` only past the cap).
 */
export interface AdminUserIdsAnswer {
  success: true;
  ids: string[];
  total: number;
}

/** Participant CSV columns of docs/product.md#csv-exports, in order. */
export const PARTICIPANT_CSV_COLUMNS = [
  'Participant ID',
  'Name',
  'Email',
  'Phone',
  'College',
  'Department',
  'Registration Type',
  'Payment Status',
  'Verified Date',
  'Payment Reference',
] as const;

/** A participant a bulk action left out, and why ('payment is rejected', 'already has an ID', 'not found'). */
export interface SkippedUser {
  userId: string;
  reason: string;
}

/**
 * The toast after a bulk verify or ID generation that left some out: how many, and why, so the desk can tell an
 * already verified payment from a rejected one without opening each — '3 skipped (not eligible): payment is
 * verified (2), payment is rejected (1).' Most frequent reason first, ties in alphabetical order.
 */
export function skippedNote(skipped: readonly Pick<SkippedUser, 'reason'>[]): string {
  const counts = new Map<string, number>();
  for (const { reason } of skipped) counts.set(reason, (counts.get(reason) ?? 0) + 1);
  const reasons = [...counts]
    .sort(([a, m], [b, n]) => n - m || a.localeCompare(b))
    .map(([reason, n]) => `${reason} (${n})`);
  return `${skipped.length} skipped (not eligible): ${reasons.join(', ')}.`;
}
