import { type ReactNode, useId } from 'react';
import { FieldError } from './field-error';

interface CheckboxFieldProps {
  name: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** The label's text. Keep links out of it: a tap on the sentence must tick the box (use `after`). */
  children: ReactNode;
  /** Shown under the row, outside the label: a link about the choice (the terms), a tap target of its own. */
  after?: ReactNode;
  error?: string;
}

/** A checkbox with its label beside it; the label wraps the box, so the whole row (at least 44 px) is the tap target. */
export function CheckboxField({ name, checked, onCheckedChange, children, after, error }: CheckboxFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="field field-checkbox">
      <div className="checkbox-row">
        <label htmlFor={id}>
          <input
            id={id}
            name={name}
            type="checkbox"
            checked={checked}
            onChange={(event) => onCheckedChange(event.target.checked)}
            aria-invalid={error ? true : undefined}
            aria-describedby={errorId}
          />
          <span>{children}</span>
        </label>
      </div>
      {after}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
