import { TextField, type TextFieldProps } from './text-field';

type EmailFieldProps = Omit<TextFieldProps, 'label' | 'name' | 'type' | 'inputMode' | 'autoComplete'>;

/** The person's own email address ('Email'): the phone's email keyboard and the browser's autofill. */
export function EmailField(props: EmailFieldProps) {
  return <TextField label="Email" name="email" type="email" inputMode="email" autoComplete="email" {...props} />;
}
