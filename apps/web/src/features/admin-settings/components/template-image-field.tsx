import { CERTIFICATE_LIMITS, CERTIFICATE_MESSAGES } from '@symposium/schema/certificates';
import { useId, useState } from 'react';
import { BusyButton } from '../../../components/ui/busy-button';
import { errorMessage } from '../../../lib/api-client';
import { removeTemplateImage, uploadTemplateImage, type TemplateImageSlot } from '../api/certificate-template';

interface TemplateImageFieldProps {
  slot: TemplateImageSlot;
  /** 'Signature of Dr. S. Lakshmi', 'Logo'. */
  label: string;
  uploaded: boolean;
  onChanged: () => void;
}

/** One of the template's images: whether it is uploaded, choose a PNG or JPEG to upload it, or remove it. */
export function TemplateImageField({ slot, label, uploaded, onChanged }: TemplateImageFieldProps) {
  const inputId = useId();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  async function act(action: () => Promise<{ message: string }>, failure: string) {
    setBusy(true);
    setOutcome(null);
    try {
      setOutcome({ tone: 'success', text: (await action()).message });
      onChanged();
    } catch (error) {
      setOutcome({ tone: 'error', text: errorMessage(error, failure) });
    } finally {
      setBusy(false);
    }
  }

  function choose(file: File | undefined) {
    if (!file) return;
    if (file.size > CERTIFICATE_LIMITS.imageMaxBytes) {
      setOutcome({ tone: 'error', text: CERTIFICATE_MESSAGES.imageTooLarge });
      return;
    }
    void act(() => uploadTemplateImage(slot, file), 'Could not upload the image.');
  }

  return (
    <div className="template-image">
      <p className="template-image-state">
        <strong>{label}:</strong> {uploaded ? 'uploaded' : 'none yet'}
      </p>
      <div className="button-row">
        <label htmlFor={inputId} className={`btn btn-outline btn-small ${busy ? 'is-busy' : ''}`}>
          {busy ? 'Working...' : uploaded ? 'Replace image' : 'Upload image'}
        </label>
        <input
          id={inputId}
          className="visually-hidden"
          type="file"
          accept="image/png,image/jpeg"
          disabled={busy}
          aria-label={`${label}: PNG or JPEG, up to ${CERTIFICATE_LIMITS.imageMaxBytes / (1024 * 1024)} MB`}
          onChange={(event) => {
            choose(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        {uploaded && (
          <BusyButton
            type="button"
            className="btn btn-ghost btn-small"
            busy={busy}
            onClick={() => act(() => removeTemplateImage(slot), 'Could not remove the image.')}
          >
            Remove
          </BusyButton>
        )}
      </div>
      <p
        className={`template-image-outcome ${outcome?.tone === 'error' ? 'field-error' : 'muted'}`}
        role="status"
        aria-live="polite"
      >
        {outcome?.text}
      </p>
    </div>
  );
}
