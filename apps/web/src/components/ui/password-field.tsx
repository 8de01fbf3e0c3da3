import { Eye, EyeOff } from 'lucide-react';
import { useId, useState } from 'react';
import { FieldError } from './field-error';

interface PasswordFieldProps {
  label: string;
  name: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string;
  autoComplete: 'current-password' | 'new-password';
}

export function PasswordField({ label, name, value, onValueChange, error, autoComplete }: PasswordFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const [visible, setVisible] = useState(false);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="password-input">
        <input
          id={id}
          name={name}
          type={visible ? 'text' : 'password'}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          autoComplete={autoComplete}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
        />
        <button
          type="button"
          className="password-toggle"
          onClick={() => setVisible((v) => !v)}
          aria-label={visible ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
          aria-pressed={visible}
        >
          {visible ? <EyeOff aria-hidden="true" size={20} /> : <Eye aria-hidden="true" size={20} />}
        </button>
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
