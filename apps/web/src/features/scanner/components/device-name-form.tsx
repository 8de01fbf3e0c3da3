import { LIMITS } from '@symposium/schema/constants';
import { type FormEvent, useState } from 'react';
import { BusyButton } from '../../../components/ui/busy-button';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/api-client';
import { deviceRegistrationSchema } from '../api/register-device';
import { useScanner } from '../hooks/use-scanner';

interface DeviceNameFormProps {
  /** Called after the server accepted the name. */
  onDone?: () => void;
  submitLabel?: string;
  /** Offered when the device keeps its name if nothing is saved (a rename): closes the form unchanged. */
  onCancel?: () => void;
  /** Opened by a press (Rename): the field takes the focus, or it would fall to the top of the page. */
  autoFocus?: boolean;
}

/** The desk name this device scans under ('Main desk'): asked once, editable later. */
export function DeviceNameForm({ onDone, submitLabel = 'Save device name', onCancel, autoFocus }: DeviceNameFormProps) {
  const scanner = useScanner();
  const [name, setName] = useState(scanner.deviceName ?? '');
  // The server refused this device's old name when registering it again (another device has it now).
  const [error, setError] = useState<string | undefined>(scanner.nameTaken ?? undefined);
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = deviceRegistrationSchema.shape.name.safeParse(name);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setSaving(true);
    setError(undefined);
    try {
      await scanner.runtime.register(parsed.data);
      onDone?.();
    } catch (reason) {
      setError(errorMessage(reason, 'Could not register this device. Please try again.'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form className="device-name-form" onSubmit={submit} noValidate>
      <TextField
        label="Device name"
        name="deviceName"
        value={name}
        onValueChange={setName}
        error={error}
        hint="Where this device scans, such as Main desk. Admins see it beside every scan."
        placeholder="Main desk"
        maxLength={LIMITS.deviceNameMax}
        autoComplete="off"
        autoFocus={autoFocus}
      />
      <div className="device-name-actions">
        <BusyButton type="submit" className="btn btn-primary" busy={saving}>
          {saving ? 'Saving...' : submitLabel}
        </BusyButton>
        {onCancel && (
          <button type="button" className="btn btn-ghost" onClick={onCancel} disabled={saving}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
