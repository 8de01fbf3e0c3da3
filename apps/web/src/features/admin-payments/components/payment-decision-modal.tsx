import { ADMIN_ALERTS } from '@symposium/schema/admin-alerts';
import { M } from '@symposium/schema/messages';
import { TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { AdminOnlyNote } from '../../../components/admin/admin-only-note';
import { AlsoUsedBy } from '../../../components/admin/also-used-by';
import { AuthedImage } from '../../../components/admin/authed-image';
import { StatusBadge } from '../../../components/admin/status-badge';
import { useStaff } from '../../../components/admin/staff-context';
import { useToast } from '../../../components/admin/toast-context';
import { FormAlert } from '../../../components/ui/form-alert';
import { Modal } from '../../../components/ui/modal';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { formatRupees } from '../../../lib/format-money';
import { rejectPayment, verifyPayment } from '../api/decide-payment';
import type { Payment } from '../api/get-payments';

interface PaymentDecisionModalProps {
  payment: Payment;
  onClose: () => void;
  onDecided: () => void;
  /** Another desk decided this payment meanwhile (409): the lists behind the modal reload. */
  onStale: () => void;
}

/**
 * Spec §2/§4: the screenshot beside the transaction ID and amount; verify (optional notes) or reject
 * (reason). A rejected payment shows its reason and can be verified, to correct a wrong rejection.
 */
export function PaymentDecisionModal({ payment, onClose, onDecided, onStale }: PaymentDecisionModalProps) {
  const staff = useStaff();
  const toast = useToast();
  const [notes, setNotes] = useState('');
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState<'verify' | 'reject' | null>(null);
  const canDecide = staff.isAdmin && payment.paymentStatus !== 'verified';
  // A rejected payment can only be verified (an admin correcting a wrong rejection), never rejected again.
  const canReject = payment.paymentStatus === 'pending';

  async function decide(action: 'verify' | 'reject') {
    if (action === 'reject' && !reason.trim()) {
      setReasonError(M.rejectionReasonRequired);
      document.querySelector<HTMLElement>('[name="reason"]')?.focus();
      return;
    }
    setReasonError('');
    setFailure(null);
    setBusy(action);
    try {
      if (action === 'verify') await verifyPayment(payment._id, notes);
      else await rejectPayment(payment._id, reason.trim());
      toast.show(action === 'verify' ? ADMIN_ALERTS.paymentVerified : ADMIN_ALERTS.paymentRejected);
      onDecided();
    } catch (error) {
      console.error(`Payment ${action} failed`, error);
      const fallback = action === 'verify' ? ADMIN_ALERTS.paymentVerifyFailed : ADMIN_ALERTS.paymentRejectFailed;
      // The server's refusal (403 for a coordinator, 409 for a payment already decided) says more than the fallback.
      setFailure(error instanceof ApiError && error.status !== 500 ? errorMessage(error, fallback) : fallback);
      toast.show(fallback, 'error');
      if (error instanceof ApiError && error.status === 409) onStale();
    } finally {
      setBusy(null);
    }
  }

  return (
    <Modal title={`Payment of ${payment.name}`} onClose={onClose}>
      <div className="modal-wide payment-review">
        <AuthedImage path={payment.paymentScreenshot} alt={`Payment screenshot of ${payment.name}`} className="payment-review-image" />
        <div className="payment-review-side">
          <dl className="participant-facts payment-review-facts">
            <div>
              <dt>Transaction ID</dt>
              <dd className="mono payment-review-txn">{payment.transactionId ?? '—'}</dd>
            </div>
            <div>
              <dt>Amount</dt>
              <dd className="payment-review-amount">{formatRupees(payment.amount)}</dd>
            </div>
            <div>
              <dt>Registration type</dt>
              <dd>{payment.registrationType ?? '—'}</dd>
            </div>
            <div>
              <dt>Status</dt>
              <dd>
                <StatusBadge status={payment.paymentStatus} />
              </dd>
            </div>
            <div>
              <dt>Email</dt>
              <dd>{payment.email}</dd>
            </div>
            <div>
              <dt>Phone</dt>
              <dd>{payment.phone}</dd>
            </div>
          </dl>
          {payment.paymentStatus === 'rejected' && payment.rejectionReason && (
            <p className="payment-review-reason">
              <strong>Rejected:</strong> {payment.rejectionReason}
            </p>
          )}
          {payment.possibleDuplicate && (
            <div>
              <p className="flag-duplicate payment-review-flag">
                <TriangleAlert aria-hidden="true" size={16} /> Possible duplicate payment: another registration uses this transaction ID.
              </p>
              <AlsoUsedBy twins={payment.alsoUsedBy} className="payment-review-twins" />
            </div>
          )}
          {payment.paymentNotes && <p className="muted">Notes: {payment.paymentNotes}</p>}
          {canDecide ? (
            <div className="payment-review-form">
              <TextAreaField label="Notes (optional)" name="notes" value={notes} onValueChange={setNotes} rows={2} maxLength={1000} />
              {canReject && (
                <TextAreaField
                  label="Reason for rejection"
                  name="reason"
                  value={reason}
                  onValueChange={(value) => {
                    setReason(value);
                    if (reasonError) setReasonError('');
                  }}
                  error={reasonError}
                  rows={2}
                  maxLength={1000}
                />
              )}
              <FormAlert message={failure} />
              <div className="admin-dialog-actions">
                {canReject && (
                  <button type="button" className="btn btn-outline" onClick={() => decide('reject')} disabled={busy !== null}>
                    {busy === 'reject' ? 'Rejecting...' : 'Reject payment'}
                  </button>
                )}
                <button type="button" className="btn btn-primary" onClick={() => decide('verify')} disabled={busy !== null}>
                  {busy === 'verify' ? 'Verifying...' : 'Verify payment'}
                </button>
              </div>
            </div>
          ) : (
            !staff.isAdmin && payment.paymentStatus !== 'verified' && <AdminOnlyNote>Only admins can verify or reject payments</AdminOnlyNote>
          )}
        </div>
      </div>
    </Modal>
  );
}
