import { CircleAlert } from 'lucide-react';
import { focusOnMount } from '../../lib/focus-on-mount';

/**
 * A form-level error (server answer, offline). role="alert" makes screen readers announce it at once.
 * `takeFocus`: it appears after a submit whose button sat further down (off screen on a phone), so focus moves
 * to it and brings it into view.
 */
export function FormAlert({ message, takeFocus }: { message: string | null; takeFocus?: boolean }) {
  if (!message) return null;
  return (
    <div
      className="form-alert"
      role="alert"
      tabIndex={takeFocus ? -1 : undefined}
      ref={takeFocus ? focusOnMount : undefined}
    >
      <CircleAlert aria-hidden="true" size={20} />
      <span>{message}</span>
    </div>
  );
}
