import { CircleAlert } from 'lucide-react';

/** A form-level error (server answer, offline). role="alert" makes screen readers announce it at once. */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <div className="form-alert" role="alert">
      <CircleAlert aria-hidden="true" size={20} />
      <span>{message}</span>
    </div>
  );
}
