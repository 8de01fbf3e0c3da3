import { type TextareaHTMLAttributes, useId } from 'react';
import { FieldError } from './field-error';

type NativeProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange' | 'value' | 'name'>;

interface TextAreaFieldProps extends NativeProps {
  label: string;
  name: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string;
}

export function TextAreaField({ label, name, value, onValueChange, error, className, ...rest }: TextAreaFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={`field ${className ?? ''}`}>
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        name={name}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
        {...rest}
      />
      <FieldError id={errorId} message={error} />
    </div>
  );
}
