import { FORM_WIDE_MESSAGES } from '@symposium/schema/messages';

/**
 * The line under a field. Always rendered so the live region exists before a message arrives. A form-wide message
 * ('Please fill in all personal details') is not repeated here: the form says it once (formWideError), and the
 * field shows it is invalid by its aria-invalid styling.
 */
export function FieldError({ id, message }: { id: string; message?: string }) {
  return (
    <p id={id} className="field-error" aria-live="polite">
      {message && !FORM_WIDE_MESSAGES.has(message) ? message : undefined}
    </p>
  );
}
