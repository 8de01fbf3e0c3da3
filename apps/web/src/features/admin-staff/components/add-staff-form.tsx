import { LIMITS } from '@symposium/schema/constants';
import { staffCreateSchema, type StaffRole } from '@symposium/schema/staff';
import { type FormEvent, useState } from 'react';
import { useToast } from '../../../components/admin/toast-context';
import { BusyButton } from '../../../components/ui/busy-button';
import { FormAlert } from '../../../components/ui/form-alert';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { type FieldErrors, fieldErrorsFromZod, firstOfEach, focusFirstError } from '../../../lib/form-errors';
import { addStaff } from '../api/staff';
import { GeneratedPassword } from './generated-password';

const ROLE_OPTIONS = [
  { value: 'coordinator', label: 'Coordinator' },
  { value: 'admin', label: 'Admin' },
] as const;
const ORDER = ['name', 'email', 'role'] as const;

export function AddStaffForm({ onAdded }: { onAdded: () => void }) {
  const toast = useToast();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole | ''>('coordinator');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [created, setCreated] = useState<{ email: string; password: string; message: string } | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const checked = staffCreateSchema.safeParse({ name, email, role: role || undefined });
    if (!checked.success) {
      const found = fieldErrorsFromZod(checked.error);
      setErrors(found);
      focusFirstError(found, ORDER);
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const result = await addStaff({ name: checked.data.name, email: checked.data.email, role: checked.data.role });
      // A generated password is shown once, in its own panel that says the account was added: a toast
      // would sit over it on a phone.
      if (result.password) setCreated({ email: result.data.email, password: result.password, message: result.message });
      else toast.show(result.message);
      setName('');
      setEmail('');
      onAdded();
    } catch (error) {
      console.error('Adding staff failed', error);
      // A refusal about a field (the address already has an account) shows under that field only, not twice.
      const fieldErrors = error instanceof ApiError ? firstOfEach(error.fieldErrors) : {};
      setErrors(fieldErrors);
      if (Object.keys(fieldErrors).length === 0) setFailure(errorMessage(error, 'Failed to save. Check console.'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <section className="admin-panel" aria-labelledby="add-staff-title">
      <h2 id="add-staff-title" className="admin-section-title">
        Add staff
      </h2>
      <form className="add-staff-form" onSubmit={submit} noValidate>
        <TextField
          label="Name"
          name="name"
          value={name}
          onValueChange={setName}
          error={errors.name}
          maxLength={LIMITS.staffNameMax}
          autoComplete="off"
        />
        <TextField
          label="Email"
          name="email"
          type="email"
          value={email}
          onValueChange={setEmail}
          error={errors.email}
          autoComplete="off"
        />
        <SelectField
          label="Role"
          name="role"
          value={role}
          onValueChange={(value) => setRole(value as StaffRole | '')}
          options={ROLE_OPTIONS}
          placeholder="Choose a role"
          error={errors.role}
        />
        <BusyButton type="submit" className="btn btn-primary add-staff-submit" busy={saving}>
          {saving ? 'Adding...' : 'Add staff'}
        </BusyButton>
      </form>
      <FormAlert message={failure} />
      {created && <GeneratedPassword {...created} onDismiss={() => setCreated(null)} />}
    </section>
  );
}
