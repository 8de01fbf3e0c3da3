import { M } from '@symposium/schema/messages';
import type { StoredPass } from '../../lib/local-db';

export type PassTone = 'success' | 'info' | 'warning' | 'danger';

/**
 * docs/product.md#status-badge badge: verified with QR, verified without QR yet, pending, otherwise (with the rejection reason).
 * A pass the organisers revoked says so first, with their reason (docs/decisions/0015-revoked-passes.md).
 */
export function passStatus(
  pass: Pick<StoredPass, 'paymentStatus' | 'passData' | 'rejectionReason' | 'passRevokedAt' | 'passRevokedReason'>,
): {
  badge: string;
  tone: PassTone;
  detail: string | null;
} {
  if (pass.passRevokedAt) {
    return {
      badge: M.passRevoked,
      tone: 'danger',
      detail: `The organisers revoked your entry pass: it is not accepted at the registration desk or at events. Reason: ${pass.passRevokedReason ?? '—'}`,
    };
  }
  if (pass.paymentStatus === 'verified') {
    return pass.passData
      ? {
          badge: M.passActive,
          tone: 'success',
          detail: 'Show this QR code at the registration desk and at every event.',
        }
      : { badge: M.passGenerating, tone: 'info', detail: null };
  }
  if (pass.paymentStatus === 'pending') {
    return {
      badge: M.passAwaitingPayment,
      tone: 'warning',
      detail: 'The organisers are checking your payment. Your entry pass appears here once it is verified.',
    };
  }
  return {
    badge: M.passPaymentRequired,
    tone: 'danger',
    detail: pass.rejectionReason ? `Reason: ${pass.rejectionReason}` : null,
  };
}
