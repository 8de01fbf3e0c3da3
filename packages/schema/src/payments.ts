import { z } from 'zod';
import { LIMITS } from './constants';
import type { RegistrationType } from './fees';
import { limitParam, pageParam, searchTextParam } from './query-params';
import type { AccommodationStatus } from './accommodation';
import type { PaymentStatus } from './user';
import { M } from './messages';
import { PAYMENT_REFERENCE_PATTERN } from './payment-reference';

const notes = z
  .string()
  .trim()
  .max(LIMITS.paymentNotesMax, M.textTooLong)
  .optional()
  .transform((v) => (v ? v : undefined));

/** docs/product.md#payments: a rejection needs a non-blank reason. */
export const rejectionReasonField = z
  .string({ error: M.rejectionReasonRequired })
  .trim()
  .min(1, M.rejectionReasonRequired)
  .max(LIMITS.rejectionReasonMax, M.textTooLong);

/**
 * PUT /admin/payments/:id/verify. `issueId`: 'Verify and issue ID', the participant ID generated in the same
 * transaction (docs/decisions/0053-payments-that-reconcile.md).
 */
export const verifyPaymentSchema = z.object({ notes, issueId: z.boolean().optional() });

/** PUT /admin/payments/:id/reject */
export const rejectPaymentSchema = z.object({ reason: rejectionReasonField });

/** PUT /admin/verify-payment/:userId (docs/product.md#payments): verified, or rejected with a reason. */
export const paymentDecisionSchema = z.discriminatedUnion(
  'status',
  [
    z.object({ status: z.literal('verified'), notes }),
    z.object({ status: z.literal('rejected'), reason: rejectionReasonField }),
  ],
  { error: 'Status must be verified or rejected' },
);
export type PaymentDecision = z.output<typeof paymentDecisionSchema>;

/** The reference as sent with the register form or a new proof: case and surrounding spaces do not matter. */
export const paymentReferenceField = z
  .string({ error: M.paymentReferenceInvalid })
  .trim()
  .toUpperCase()
  .regex(PAYMENT_REFERENCE_PATTERN, M.paymentReferenceInvalid);

/** The payment lists of /admin/payments; 'rejected' lets an admin correct a wrong rejection. */
export const PAYMENT_LISTS = ['pending', 'verified', 'rejected'] as const;
export type PaymentList = (typeof PAYMENT_LISTS)[number];

/**
 * GET /admin/payments/pending|verified|rejected: an optional search (the registration desk finding the
 * person in front of it) and optional paging. The search is a case-insensitive substring over name,
 * email, phone, transaction ID and participant ID; empty or missing means no search. Without `page`
 * and `limit` the answer is the whole list, as docs/product.md#payments reads it; with either, one page of `limit`
 * (default 20, the /admin/users page) and the total (docs/decisions/0011-staff-lists-search-paging-address.md, "Paged payment lists").
 */
export const paymentListQuerySchema = z
  .object({
    q: searchTextParam,
    page: pageParam,
    limit: limitParam(LIMITS.userPageSizeMax),
  })
  .transform(({ q, page, limit }) => ({
    q,
    paging:
      page === undefined && limit === undefined ? undefined : { page: page ?? 1, limit: limit ?? LIMITS.userPageSize },
  }));
export type PaymentListQuery = z.output<typeof paymentListQuerySchema>;
export type Paging = NonNullable<PaymentListQuery['paging']>;

/** Another registration carrying the same transaction ID (compared case-insensitively). */
export interface TransactionIdTwin {
  id: string;
  name: string;
  participantId: string | null;
  paymentStatus: PaymentStatus;
}

/** Payment statistics (docs/product.md#payments); revenue counts verified payments only. */
export interface PaymentStats {
  totalRegistrations: number;
  pendingPayments: number;
  verifiedPayments: number;
  rejectedPayments: number;
  totalRevenue: number;
  revenueByType: { _id: RegistrationType; count: number; totalRevenue: number }[];
}

/**
 * A stay added at the desk after the participant paid (docs/decisions/0035-stays-added-at-the-desk.md, "The fee of a stay added at the desk is
 * collected there"): its fee is part of the registration amount but of no payment proof; the desk collects it.
 */
export interface PaymentDeskStayFee {
  amount: number;
  requestNumber: string;
  stayStatus: AccommodationStatus;
  /** When the desk recorded it collected; null while not. */
  collectedAt: string | null;
}

/**
 * What a payment proof covers: the registration's amount less the fee of a stay added at the desk after the payment
 * (the desk collects that). The payment lists check a screenshot against it; a new proof asks for it.
 */
export const proofAmountOf = (
  paymentAmount: number | null,
  deskFee: { amount: number } | null | undefined,
): number | null => (paymentAmount === null ? null : paymentAmount - (deskFee?.amount ?? 0));

/** How the payment lists say a desk stay's fee stands: collected, still to collect, or not due (its stay was cancelled first). */
export const deskStayFeeState = (
  fee: Pick<PaymentDeskStayFee, 'collectedAt' | 'stayStatus'>,
): 'collected' | 'due' | 'cancelled' =>
  fee.collectedAt !== null ? 'collected' : fee.stayStatus === 'cancelled' ? 'cancelled' : 'due';
