import type { PublicUser } from '@symposium/schema/user';
import { apiRequest } from '../../../lib/api-client';

export interface PaymentProofSubmission {
  transactionId: string;
  /** The reference shown with this proof's UPI QR. */
  paymentReference: string;
  paymentScreenshot: File;
}

export interface PaymentProofResponse {
  success: true;
  message: string;
  data: PublicUser;
}

/** PUT /auth/payment-proof: a new transaction ID and screenshot after a rejected payment (docs/api.md). */
export function submitPaymentProof(input: PaymentProofSubmission): Promise<PaymentProofResponse> {
  const form = new FormData();
  form.set('transactionId', input.transactionId);
  form.set('paymentReference', input.paymentReference);
  form.set('paymentScreenshot', input.paymentScreenshot, input.paymentScreenshot.name);
  return apiRequest<PaymentProofResponse>('/auth/payment-proof', { method: 'PUT', formData: form });
}
