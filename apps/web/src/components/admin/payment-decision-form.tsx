import { ADMIN_ALERTS } from '@symposium/schema/admin-alerts';
import { LIMITS } from '@symposium/schema/constants';
import { M } from '@symposium/schema/messages';
import type { PaymentStatus } from '@symposium/schema/user';
import { useRef, useState } from 'react';
import { ApiError, errorMessage } from '../../lib/api-client';
import { rejectPayment, verifyPayment } from '../../lib/payment-decisions';
import { BusyButton } from '../ui/busy-button';
import { FormAlert } from '../ui/form-alert';
import { TextAreaField } from '../ui/text-area-field';
import { useReportUnsaved } from '../ui/use-report-unsaved';
import { useToast } from './toast-context';

interface PaymentDecisionFormProps {
  userId: string;
  /** Pending: verify or reject. Rejected: verify only (an admin correcting a wrong rejection). */
  paymentStatus: Exclude<PaymentStatus, 'verified'>;
  onDecided: () => void;
  /** Another desk decided this payment meanwhile (409): what is shown behind the form reloads. */
  onStale: () => void;
  /** Whether notes or a reason are typed and not yet sent: the modal around the form asks before an accidental close. */
  onUnsavedChange?: (unsaved: boolean) => void;
  /** Offer 'Verify and issue ID' too (the participant has no ID yet). */
  offerIssueId?: boolean;
}

/**
 * docs/product.md#payments: verify with optional notes, or reject with a required reason ('Please provide a reason for
 * rejection'). Admins only: the caller shows it to admins, and the API refuses anyone else.
 */
export function PaymentDecisionForm({
  userId,
  paymentStatus,
  onDecided,
  onStale,
  onUnsavedChange,
  offerIssueId = false,
}: PaymentDecisionFormProps) {
  const toast = useToast();
  const formRef = useRef<HTMLDivElement>(null);
  const [notes, setNotes] = useState('');
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState<'verify' | 'verify-issue' | 'reject' | null>(null);
  // Decided: the buttons stay off while what is behind the form reloads (no second call, no 409).
  const [decided, setDecided] = useState(false);
  const canReject = paymentStatus === 'pending';
  const unsaved = !decided && (notes.trim() !== '' || (canReject && reason.trim() !== ''));
  useReportUnsaved(unsaved, onUnsavedChange);

  async function decide(action: 'verify' | 'verify-issue' | 'reject') {
    if (action === 'reject' && !reason.trim()) {
      setReasonError(M.rejectionReasonRequired);
      formRef.current?.querySelector<HTMLElement>('[name="reason"]')?.focus();
      return;
    }
    setReasonError('');
    setFailure(null);
    setBusy(action);
    try {
      if (action === 'reject') await rejectPayment(userId, reason.trim());
      else await verifyPayment(userId, notes, action === 'verify-issue');
      setDecided(true);
      toast.show(
        action === 'reject'
          ? ADMIN_ALERTS.paymentRejected
          : action === 'verify-issue'
            ? ADMIN_ALERTS.paymentVerifiedAndIdIssued
            : ADMIN_ALERTS.paymentVerified,
      );
      onDecided();
    } catch (error) {
      console.error(`Payment ${action} failed`, error);
      const fallback = action === 'reject' ? ADMIN_ALERTS.paymentRejectFailed : ADMIN_ALERTS.paymentVerifyFailed;
      // The server's refusal (403 for a coordinator, 409 for a payment already decided) says more than the fallback.
      setFailure(error instanceof ApiError && error.status !== 500 ? errorMessage(error, fallback) : fallback);
      toast.show(fallback, 'error');
      if (error instanceof ApiError && error.status === 409) onStale();
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="payment-review-form" ref={formRef}>
      <TextAreaField
        label="Notes (optional)"
        name="notes"
        value={notes}
        onValueChange={setNotes}
        rows={2}
        maxLength={LIMITS.paymentNotesMax}
      />
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
          maxLength={LIMITS.rejectionReasonMax}
        />
      )}
      <FormAlert message={failure} />
      <div className="admin-dialog-actions">
        {canReject && (
          <BusyButton
            type="button"
            className="btn btn-outline"
            onClick={() => decide('reject')}
            busy={busy !== null || decided}
          >
            {busy === 'reject' ? 'Rejecting...' : 'Reject payment'}
          </BusyButton>
        )}
        <BusyButton
          type="button"
          className="btn btn-primary"
          onClick={() => decide('verify')}
          busy={busy !== null || decided}
        >
          {busy === 'verify' ? 'Verifying...' : 'Verify payment'}
        </BusyButton>
        {offerIssueId && (
          <BusyButton
            type="button"
            className="btn btn-primary"
            onClick={() => decide('verify-issue')}
            busy={busy !== null || decided}
          >
            {busy === 'verify-issue' ? 'Verifying...' : 'Verify and issue ID'}
          </BusyButton>
        )}
      </div>
    </div>
  );
}
