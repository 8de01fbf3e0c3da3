import { LIMITS } from '@symposium/schema/constants';
import { Upload } from 'lucide-react';
import { useId } from 'react';
import { FieldError } from './field-error';

interface ScreenshotFieldProps {
  file: File | null;
  error?: string;
  onFileChange: (file: File | null) => void;
}

// Rounded up, so a file just over the limit never reads as the limit itself ('5.0 MB' beside 'should not exceed 5MB').
const sizeLabel = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(Math.ceil((bytes / (1024 * 1024)) * 10) / 10).toFixed(1)} MB`
    : `${Math.max(1, Math.ceil(bytes / 1024))} KB`;

export function ScreenshotField({ file, error, onFileChange }: ScreenshotFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const statusId = `${id}-status`;
  return (
    <div className="field">
      <label htmlFor={id}>Payment Screenshot</label>
      <div className={`file-drop ${error ? 'has-error' : ''}`}>
        <Upload aria-hidden="true" size={22} />
        <input
          id={id}
          name="paymentScreenshot"
          type="file"
          accept="image/*"
          onChange={(event) => {
            const chosen = event.target.files?.[0];
            // Cancelling the picker keeps the file already chosen.
            if (chosen) onFileChange(chosen);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${statusId} ${errorId}`}
        />
      </div>
      <p id={statusId} className="field-hint">
        {file
          ? `Selected: ${file.name} (${sizeLabel(file.size)})`
          : `An image of the payment confirmation, up to ${LIMITS.screenshotMaxBytes / (1024 * 1024)} MB.`}
      </p>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
