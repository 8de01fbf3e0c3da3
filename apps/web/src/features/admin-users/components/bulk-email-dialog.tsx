import { BULK_EMAIL_TEMPLATES } from '@symposium/schema/admin-users';
import { LIMITS } from '@symposium/schema/constants';
import { M } from '@symposium/schema/messages';
import { type FormEvent, useId, useState } from 'react';
import { FieldError } from '../../../components/ui/field-error';
import { Modal } from '../../../components/ui/modal';

interface BulkEmailDialogProps {
  count: number;
  onSend: (emailType: string) => void;
  onClose: () => void;
}

/** docs/product.md#participants: the email type is free text with the suggestions welcome, reminder and qr. */
export function BulkEmailDialog({ count, onSend, onClose }: BulkEmailDialogProps) {
  const id = useId();
  const [emailType, setEmailType] = useState<string>(BULK_EMAIL_TEMPLATES[0]);
  const [error, setError] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!emailType.trim()) {
      setError(M.emailTypeRequired);
      return;
    }
    onSend(emailType.trim());
    onClose();
  }

  return (
    <Modal title="Send email" onClose={onClose} unsaved={emailType !== BULK_EMAIL_TEMPLATES[0]}>
      <form className="admin-dialog-form" onSubmit={submit} noValidate>
        <p className="modal-text">
          To {count} selected participant{count === 1 ? '' : 's'}.
        </p>
        <div className="field">
          <label htmlFor={id}>Email type</label>
          <input
            id={id}
            name="emailType"
            list={`${id}-suggestions`}
            value={emailType}
            maxLength={LIMITS.emailTypeMax}
            onChange={(event) => setEmailType(event.target.value)}
            aria-describedby={`${id}-hint ${id}-error`}
            aria-invalid={error ? true : undefined}
          />
          <datalist id={`${id}-suggestions`}>
            {BULK_EMAIL_TEMPLATES.map((template) => (
              <option key={template} value={template} />
            ))}
          </datalist>
          <p id={`${id}-hint`} className="field-hint">
            welcome, reminder and qr have templates; any other text is sent as a short note.
          </p>
          <FieldError id={`${id}-error`} message={error} />
        </div>
        <div className="admin-dialog-actions">
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary">
            Send email
          </button>
        </div>
      </form>
    </Modal>
  );
}
