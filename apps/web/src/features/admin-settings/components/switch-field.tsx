import { useId } from 'react';

interface SwitchFieldProps {
  name: string;
  label: string;
  hint: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** An on/off setting: a checkbox with role="switch", its state spelled out beside it. */
export function SwitchField({ name, label, hint, checked, onChange }: SwitchFieldProps) {
  const id = useId();
  return (
    <div className="switch-field">
      <input
        id={id}
        name={name}
        type="checkbox"
        role="switch"
        className="switch-input"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-describedby={`${id}-hint`}
      />
      <label htmlFor={id} className="switch-label">
        <span className="switch-title">{label}</span>
        <span id={`${id}-hint`} className="switch-hint">
          {hint}
        </span>
      </label>
      <span className={`switch-state ${checked ? 'is-on' : ''}`} aria-hidden="true">
        {checked ? 'Open' : 'Closed'}
      </span>
    </div>
  );
}
