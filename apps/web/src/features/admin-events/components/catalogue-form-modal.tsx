import type { FormEvent, ReactNode } from 'react';
import { BusyButton } from '../../../components/ui/busy-button';
import { FormAlert } from '../../../components/ui/form-alert';
import { Modal } from '../../../components/ui/modal';

interface CatalogueFormModalProps {
  /** 'Event' or 'Workshop': the title, the submit button and its busy text say it. */
  noun: string;
  editing: boolean;
  saving: boolean;
  failure: string | null;
  /** Something typed differs from what the form opened with: an accidental close asks first (components/ui/modal.tsx). */
  unsaved: boolean;
  onSubmit: () => void;
  onClose: () => void;
  /** The fields, laid out in the form's two-column grid. */
  children: ReactNode;
}

/** The shell of the event and workshop forms (docs/product.md#events-and-workshops-catalogue: create or edit mode; saving closes and reloads). */
export function CatalogueFormModal({
  noun,
  editing,
  saving,
  failure,
  unsaved,
  onSubmit,
  onClose,
  children,
}: CatalogueFormModalProps) {
  const action = editing ? 'Update' : 'Create';

  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit();
  }

  return (
    <Modal title={`${editing ? 'Edit' : 'Create'} ${noun}`} onClose={onClose} unsaved={unsaved}>
      <form className="modal-wide admin-dialog-form" onSubmit={submit} noValidate>
        <p className="field-hint">Fields marked * are required.</p>
        <div className="admin-form-grid">{children}</div>
        <FormAlert message={failure} />
        <div className="admin-dialog-actions">
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            Cancel
          </button>
          <BusyButton type="submit" className="btn btn-primary" busy={saving}>
            {saving ? 'Saving...' : `${action} ${noun}`}
          </BusyButton>
        </div>
      </form>
    </Modal>
  );
}
