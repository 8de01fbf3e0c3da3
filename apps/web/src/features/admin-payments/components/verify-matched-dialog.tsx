import { Modal } from '../../../components/ui/modal';

interface VerifyMatchedDialogProps {
  count: number;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** 'Verify N matched' verifies and mails N participants at once: it asks first, saying how many and on what ground. */
export function VerifyMatchedDialog({ count, busy, onConfirm, onClose }: VerifyMatchedDialogProps) {
  const people = `${count} pending payment${count === 1 ? '' : 's'}`;
  return (
    <Modal title="Verify matched payments" onClose={onClose}>
      <div className="admin-dialog-form">
        <p className="modal-text">
          {people} matched a statement line by reference or transaction ID with the exact amount due. Each will be
          verified, recorded as verified by statement match, and mailed.
        </p>
        <div className="admin-dialog-actions">
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            Cancel
          </button>
          <button type="button" className="btn btn-primary" disabled={busy} onClick={onConfirm}>
            {busy ? 'Verifying...' : `Verify ${count}`}
          </button>
        </div>
      </div>
    </Modal>
  );
}
