import type { StaffUserView } from '@symposium/schema/admin-users';
import { LIMITS } from '@symposium/schema/constants';
import type { PaymentDeskStayFee, PaymentList, PaymentStats, TransactionIdTwin } from '@symposium/schema/payments';
import type { PaymentStatementMatch } from '@symposium/schema/payment-statements';
import { apiRequest } from '../../../lib/api-client';

/** A participant's payment as the payment lists answer it (docs/api.md "Payments"). */
export interface Payment extends StaffUserView {
  amount: number | null;
  /** What the payment screenshot should show: `amount` without the fee of a stay added at the desk after paying. */
  proofAmount: number | null;
  /** That stay's fee, collected at the desk (docs/decisions/0035-stays-added-at-the-desk.md); null when no stay was added at the desk. */
  deskStayFee: PaymentDeskStayFee | null;
  /** Another participant's registration carries the same transaction ID. */
  possibleDuplicate: boolean;
  /** Those other registrations. */
  alsoUsedBy: TransactionIdTwin[];
  /** The other registrations whose screenshot is the same picture (flagged, never refused: friends pay for each other). */
  proofAlsoUsedBy: TransactionIdTwin[];
  /** The bank statement line that names this payment, if an imported statement has one. */
  statementMatch: PaymentStatementMatch | null;
}

export type { PaymentList };

/** One page of a payment list and the paging figures (docs/api.md "Payments"). */
export interface PaymentsPage {
  data: Payment[];
  total: number;
  page: number;
  limit: number;
  totalPages: number;
}

/**
 * GET /admin/payments/pending (oldest first), /verified or /rejected (latest first), one page of
 * LIMITS.userPageSize; with `q`, only the payments whose name, email, phone, transaction ID or
 * participant ID contains it.
 */
export async function getPayments(list: PaymentList, q: string, page: number): Promise<PaymentsPage> {
  const params = new URLSearchParams({ page: String(page), limit: String(LIMITS.userPageSize) });
  if (q.trim()) params.set('q', q.trim());
  return apiRequest<PaymentsPage>(`/admin/payments/${list}?${params}`);
}

export async function getPaymentStats(): Promise<PaymentStats> {
  const body = await apiRequest<{ data: PaymentStats }>('/admin/payments/stats');
  return body.data;
}
