import type { StaffAccommodationRequest } from '@symposium/schema/accommodation';
import { confirmAccommodationSchema } from '@symposium/schema/accommodation';
import { ADMIN_ALERTS } from '@symposium/schema/admin-alerts';
import { LIMITS, ROOM_CAPACITY } from '@symposium/schema/constants';
import { type FormEvent, useState } from 'react';
import { StatusBadge } from '../../../components/admin/status-badge';
import { useToast } from '../../../components/admin/toast-context';
import { BusyButton } from '../../../components/ui/busy-button';
import { FormAlert } from '../../../components/ui/form-alert';
import { Modal } from '../../../components/ui/modal';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/api-client';
import { formatStayNights } from '@symposium/schema/stay-nights';
import { confirmAccommodation } from '../api/change-accommodation';

const PAYMENT_NOTICE_ID = 'confirm-room-payment-notice';

interface ConfirmRoomDialogProps {
  stay: StaffAccommodationRequest;
  onClose: () => void;
  onConfirmed: () => void;
}

/** docs/product.md#accommodation-requests: requested → confirmed when staff enter a room number. */
export function ConfirmRoomDialog({ stay, onClose, onConfirmed }: ConfirmRoomDialogProps) {
  const toast = useToast();
  const [roomNumber, setRoomNumber] = useState('');
  const [error, setError] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // The API refuses a room without a verified payment (409 PAYMENT_NOT_VERIFIED); the dialog does not offer it.
  const paymentVerified = stay.paymentStatus === 'verified';

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!paymentVerified) return;
    const checked = confirmAccommodationSchema.safeParse({ roomNumber });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? '');
      return;
    }
    setError('');
    setFailure(null);
    setSaving(true);
    try {
      await confirmAccommodation(stay._id, checked.data.roomNumber);
      toast.show(ADMIN_ALERTS.accommodationConfirmed);
      onConfirmed();
    } catch (failed) {
      console.error('Confirming the stay failed', failed);
      setFailure(errorMessage(failed, ADMIN_ALERTS.accommodationConfirmFailed));
      toast.show(ADMIN_ALERTS.accommodationConfirmFailed, 'error');
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal title="Confirm accommodation" onClose={onClose} unsaved={roomNumber.trim() !== ''}>
      <form className="admin-dialog-form" onSubmit={submit} noValidate>
        <p className="modal-text">
          <strong>{stay.requestNumber}</strong> · {stay.name} · {stay.gender} · {formatStayNights(stay)}
        </p>
        <p className="modal-text">
          Payment: <StatusBadge status={stay.paymentStatus} />
        </p>
        {!paymentVerified && (
          <p className="notice notice-warning" id={PAYMENT_NOTICE_ID}>
            A room can be confirmed only once this participant's payment is verified.
          </p>
        )}
        <p className="field-hint">Rooms take {ROOM_CAPACITY} people of one gender.</p>
        <TextField
          label="Room number"
          name="roomNumber"
          value={roomNumber}
          onValueChange={(value) => {
            // A refusal was about the room typed before ('Room H1-101 is full'): it goes with that room.
            setRoomNumber(value);
            setError('');
            setFailure(null);
          }}
          error={error}
          maxLength={LIMITS.roomNumberMax}
          data-autofocus
          autoComplete="off"
        />
        <FormAlert message={failure} />
        <div className="admin-dialog-actions">
          {/* 'Back', not 'Cancel': the row's Cancel Request cancels the stay; this only closes the dialog. */}
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            Back
          </button>
          <BusyButton
            type="submit"
            className="btn btn-primary"
            disabled={!paymentVerified}
            busy={saving}
            aria-describedby={paymentVerified ? undefined : PAYMENT_NOTICE_ID}
          >
            {saving ? 'Confirming...' : 'Confirm'}
          </BusyButton>
        </div>
      </form>
    </Modal>
  );
}
