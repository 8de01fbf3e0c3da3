import { Modal } from '../../../components/ui/modal';

interface GenerateIdsDialogProps {
  /** Verified participants without an ID, counted when the button was pressed. */
  eligible: number;
  onGenerate: () => void;
  onClose: () => void;
}

/** 'Generate all IDs' numbers and mails everyone eligible at once: it asks first, saying how many. */
export function GenerateIdsDialog({ eligible, onGenerate, onClose }: GenerateIdsDialogProps) {
  const people = `${eligible} verified participant${eligible === 1 ? '' : 's'}`;
  return (
    <Modal title="Generate participant IDs" onClose={onClose}>
      <div className="admin-dialog-form">
        <p className="modal-text">
          {people} {eligible === 1 ? 'has' : 'have'} no participant ID yet. Each will get an ID and be mailed that their
          entry pass is ready. IDs are never changed or reused.
        </p>
        <div className="admin-dialog-actions">
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            Cancel
          </button>
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => {
              onGenerate();
              onClose();
            }}
          >
            Generate {eligible} ID{eligible === 1 ? '' : 's'}
          </button>
        </div>
      </div>
    </Modal>
  );
}
