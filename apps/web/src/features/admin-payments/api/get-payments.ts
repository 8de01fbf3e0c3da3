import type { StaffUserView } from '@symposium/schema/admin-users';
import type { PaymentList, PaymentStats, TransactionIdTwin } from '@symposium/schema/payments';
import { apiRequest } from '../../../lib/api-client';

/** A participant's payment as the payment lists answer it (docs/api.md "Payments"). */
export interface Payment extends StaffUserView {
  amount: number | null;
  /** Another participant's registration carries the same transaction ID. */
  possibleDuplicate: boolean;
  /** Those other registrations. */
  alsoUsedBy: TransactionIdTwin[];
}

export type { PaymentList };

/**
 * GET /admin/payments/pending (oldest first), /verified or /rejected (latest first); with `q`, only the
 * payments whose name, email, phone, transaction ID or participant ID contains it.
 */
export async function getPayments(list: PaymentList, q = ''): Promise<Payment[]> {
  const search = q.trim() ? `?${new URLSearchParams({ q: q.trim() })}` : '';
  const body = await apiRequest<{ data: Payment[] }>(`/admin/payments/${list}${search}`);
  return body.data;
}

export async function getPaymentStats(): Promise<PaymentStats> {
  const body = await apiRequest<{ data: PaymentStats }>('/admin/payments/stats');
  return body.data;
}
