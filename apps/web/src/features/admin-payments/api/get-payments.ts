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

/** GET /admin/payments/pending (oldest first), /verified or /rejected (latest first). */
export async function getPayments(list: PaymentList): Promise<Payment[]> {
  const body = await apiRequest<{ data: Payment[] }>(`/admin/payments/${list}`);
  return body.data;
}

export async function getPaymentStats(): Promise<PaymentStats> {
  const body = await apiRequest<{ data: PaymentStats }>('/admin/payments/stats');
  return body.data;
}
