/** The line under a field. Always rendered so the live region exists before a message arrives. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  return (
    <p id={id} className="field-error" aria-live="polite">
      {message}
    </p>
  );
}
