import type { StaffUserView } from '@symposium/schema/admin-users';
import { LIMITS } from '@symposium/schema/constants';
import { M } from '@symposium/schema/messages';
import { useEffect, useRef, useState } from 'react';
import { useToast } from '../../../components/admin/toast-context';
import { BusyButton } from '../../../components/ui/busy-button';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { useReportUnsaved } from '../../../components/ui/use-report-unsaved';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { formatMoment } from '../../../lib/format-date';
import { restorePass, revokePass } from '../api/pass-revocation';

interface PassRevocationPanelProps {
  user: StaffUserView;
  /** Admins revoke and restore; coordinators only read the state (the API refuses them). */
  canChange: boolean;
  /** Done, or refused as stale (409): the details and the list reload. */
  onChanged: () => void;
  /** Whether a reason is typed and not yet sent (the modal asks before an accidental close). */
  onUnsavedChange?: (unsaved: boolean) => void;
}

/**
 * A pass revoked by the organisers (a refunded or fraudulent payment, a duplicate account, a cancellation):
 * the scanners refuse it although the QR still verifies. Revoking needs a reason and a second click.
 */
export function PassRevocationPanel({ user, canChange, onChanged, onUnsavedChange }: PassRevocationPanelProps) {
  const toast = useToast();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const confirmRef = useRef<HTMLDivElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  useReportUnsaved(!user.passRevokedAt && reason.trim() !== '', onUnsavedChange);

  // The question and its buttons come into view inside the modal's scroll area (they open below the fold on a laptop),
  // and the focus, which was on the 'Revoke pass' button they replace, goes to the harmless answer.
  useEffect(() => {
    if (!confirming) return;
    confirmRef.current?.scrollIntoView({ block: 'nearest' });
    cancelRef.current?.focus();
  }, [confirming]);

  async function run(change: () => Promise<{ message: string }>) {
    setBusy(true);
    setFailure(null);
    try {
      toast.show((await change()).message);
      setConfirming(false);
      setReason('');
      onChanged();
    } catch (error) {
      console.error('Changing the pass failed', error);
      setFailure(errorMessage(error, 'The pass could not be changed. Please try again.'));
      if (error instanceof ApiError && error.status === 409) onChanged();
    } finally {
      setBusy(false);
    }
  }

  function askToRevoke() {
    if (!reason.trim()) {
      setReasonError(M.passRevokeReasonRequired);
      return;
    }
    setConfirming(true);
  }

  if (user.passRevokedAt) {
    return (
      <div className="pass-revocation pass-revocation-revoked" role="status">
        <p>
          <strong>Pass revoked</strong> on {formatMoment(user.passRevokedAt)}. Scanners refuse it once they have synced.
        </p>
        <p>Reason: {user.passRevokedReason}</p>
        <FormAlert message={failure} />
        {canChange && (
          <BusyButton
            type="button"
            className="btn btn-outline btn-small"
            onClick={() => run(() => restorePass(user._id))}
            busy={busy}
          >
            {busy ? 'Restoring...' : 'Restore pass'}
          </BusyButton>
        )}
      </div>
    );
  }
  if (!canChange || !user.participantId) return null;
  return (
    <div className="pass-revocation">
      <TextAreaField
        label="Reason for revoking the pass"
        name="revokeReason"
        value={reason}
        onValueChange={(value) => {
          setReason(value);
          setConfirming(false);
          if (reasonError) setReasonError('');
        }}
        error={reasonError}
        rows={2}
        maxLength={LIMITS.rejectionReasonMax}
      />
      <FormAlert message={failure} />
      {confirming ? (
        <div ref={confirmRef} className="pass-revocation-confirm" role="alert">
          <p>
            Revoke {user.name}'s pass ({user.participantId})? Every scanner refuses it after its next sync, and{' '}
            {user.name} is emailed the reason.
          </p>
          <div className="admin-dialog-actions">
            <BusyButton
              type="button"
              ref={cancelRef}
              className="btn btn-outline btn-small"
              onClick={() => setConfirming(false)}
              busy={busy}
            >
              Cancel
            </BusyButton>
            <BusyButton
              type="button"
              className="btn btn-outline btn-danger btn-small"
              onClick={() => run(() => revokePass(user._id, reason.trim()))}
              busy={busy}
            >
              {busy ? 'Revoking...' : 'Yes, revoke the pass'}
            </BusyButton>
          </div>
        </div>
      ) : (
        <button type="button" className="btn btn-outline btn-small" onClick={askToRevoke}>
          Revoke pass
        </button>
      )}
    </div>
  );
}
