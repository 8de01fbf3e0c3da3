import { TextField } from '../../../components/ui/text-field';

interface CoordinatorFieldsProps {
  name: string;
  phone: string;
  error?: string;
  onName: (value: string) => void;
  onPhone: (value: string) => void;
  /** Events also show the coordinator's email; workshops keep the one they had. */
  email?: { value: string; onChange: (value: string) => void };
}

/** The first coordinator (spec §3: the one shown publicly) in the event and workshop forms. */
export function CoordinatorFields({ name, phone, error, onName, onPhone, email }: CoordinatorFieldsProps) {
  return (
    <>
      <TextField label="Coordinator name" name="coordinators" value={name} onValueChange={onName} error={error} maxLength={100} />
      <TextField label="Coordinator phone" name="coordinatorPhone" type="tel" value={phone} onValueChange={onPhone} maxLength={20} />
      {email && <TextField label="Coordinator email" name="coordinatorEmail" type="email" value={email.value} onValueChange={email.onChange} maxLength={254} />}
    </>
  );
}
