import type { FieldErrors } from './form-errors';

/** What a form's text, email, password or select field takes from the form's state. */
export interface BoundField {
  name: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string;
}

/**
 * Binds a form's fields to its values, errors and change handler: `field('college')` gives the field its name, value,
 * message and change, and `field('phone', normalisePhone)` cleans what is typed before it is kept.
 */
export function fieldBinder<K extends string>(
  values: Readonly<Record<K, string>>,
  errors: FieldErrors,
  onChange: (field: K, value: string) => void,
) {
  return (name: K, clean: (typed: string) => string = (typed) => typed): BoundField => ({
    name,
    value: values[name],
    onValueChange: (typed) => onChange(name, clean(typed)),
    error: errors[name],
  });
}
