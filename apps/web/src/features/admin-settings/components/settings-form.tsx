import { LIMITS } from '@symposium/schema/constants';
import { type Settings, settingsSchema } from '@symposium/schema/settings';
import { type FormEvent, useState } from 'react';
import { useToast } from '../../../components/admin/toast-context';
import { BusyButton } from '../../../components/ui/busy-button';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextField } from '../../../components/ui/text-field';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { type FieldErrors, fieldErrorsFromZod, firstOfEach, focusFirstError } from '../../../lib/form-errors';
import { saveSettings } from '../api/settings';
import {
  SETTINGS_FIELD_ORDER,
  SETTINGS_NESTED_FIELDS,
  type SettingsDraft,
  settingsDraftOf,
  settingsInputOf,
} from '../settings-draft';
import { SwitchField } from './switch-field';

/** What this form edits: the settings but the certificate's signatories (edited where their signatures are uploaded). */
const settingsFormSchema = settingsSchema.omit({ certificate: true });

export function SettingsForm({ settings, onSaved }: { settings: Settings; onSaved: () => void }) {
  const toast = useToast();
  const [draft, setDraft] = useState<SettingsDraft>(() => settingsDraftOf(settings));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const set = (key: keyof SettingsDraft) => (value: string | boolean) => setDraft((d) => ({ ...d, [key]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const checked = settingsFormSchema.safeParse(settingsInputOf(draft));
    if (!checked.success) {
      const found = fieldErrorsFromZod(checked.error, SETTINGS_NESTED_FIELDS);
      setErrors(found);
      focusFirstError(found, SETTINGS_FIELD_ORDER);
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const result = await saveSettings(checked.data);
      toast.show(result.message || 'Settings saved');
      onSaved();
    } catch (error) {
      console.error('Saving settings failed', error);
      if (error instanceof ApiError) setErrors(firstOfEach(error.fieldErrors));
      setFailure(errorMessage(error, 'Failed to save. Check console.'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form className="settings-form" onSubmit={submit} noValidate>
      <fieldset className="admin-panel settings-group">
        <legend className="admin-section-title">Registration</legend>
        <SwitchField
          name="eventRegistrationOpen"
          label="Event registration open"
          hint="Participants can register for events from the public cards."
          checked={draft.eventRegistrationOpen}
          onChange={set('eventRegistrationOpen')}
        />
        <SwitchField
          name="workshopRegistrationOpen"
          label="Workshop registration open"
          hint="Participants can register for workshops from the workshops page."
          checked={draft.workshopRegistrationOpen}
          onChange={set('workshopRegistrationOpen')}
        />
      </fieldset>
      <fieldset className="admin-panel settings-group">
        <legend className="admin-section-title">Fees (₹)</legend>
        <div className="admin-form-grid">
          {/* The server names only 'fees' for any of the three (docs/api.md); that shows under the first. */}
          <TextField
            label="General"
            name="feeGeneral"
            type="number"
            min={LIMITS.feeMin}
            value={draft.feeGeneral}
            onValueChange={set('feeGeneral')}
            error={errors.feeGeneral ?? errors.fees}
          />
          <TextField
            label="Workshop only"
            name="feeWorkshop"
            type="number"
            min={LIMITS.feeMin}
            value={draft.feeWorkshop}
            onValueChange={set('feeWorkshop')}
            error={errors.feeWorkshop}
          />
          <TextField
            label="Both"
            name="feeBoth"
            type="number"
            min={LIMITS.feeMin}
            value={draft.feeBoth}
            onValueChange={set('feeBoth')}
            error={errors.feeBoth}
          />
          <TextField
            label="Accommodation"
            name="accommodationFee"
            type="number"
            min={LIMITS.feeMin}
            value={draft.accommodationFee}
            onValueChange={set('accommodationFee')}
            error={errors.accommodationFee}
          />
        </div>
      </fieldset>
      <fieldset className="admin-panel settings-group">
        <legend className="admin-section-title">Payment and contact</legend>
        <div className="admin-form-grid">
          <TextField
            label="UPI id"
            name="upiId"
            value={draft.upiId}
            onValueChange={set('upiId')}
            error={errors.upiId}
            placeholder="name@bank"
          />
          <TextField
            label="Payee name"
            name="upiPayeeName"
            value={draft.upiPayeeName}
            onValueChange={set('upiPayeeName')}
            error={errors.upiPayeeName}
          />
          <TextField
            label="Contact email (public)"
            name="contactEmail"
            type="email"
            value={draft.contactEmail}
            onValueChange={set('contactEmail')}
            error={errors.contactEmail}
          />
          <TextField
            label="Organiser email (contact form messages)"
            name="organiserEmail"
            type="email"
            value={draft.organiserEmail}
            onValueChange={set('organiserEmail')}
            error={errors.organiserEmail}
          />
        </div>
      </fieldset>
      <FormAlert message={failure} />
      <div className="admin-dialog-actions">
        <BusyButton type="submit" className="btn btn-primary" busy={saving}>
          {saving ? 'Saving...' : 'Save settings'}
        </BusyButton>
      </div>
    </form>
  );
}
