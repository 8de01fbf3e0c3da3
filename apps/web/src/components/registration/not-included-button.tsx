import { useId } from 'react';

/** The button of an item the participant's registration type leaves out (issue 3's access rule). */
export function NotIncludedButton({ reason }: { reason: string }) {
  const reasonId = useId();
  return (
    <div className="register-item">
      <button type="button" className="btn btn-unavailable register-item-button" disabled aria-describedby={reasonId}>
        Not in Your Registration
      </button>
      <p id={reasonId} className="register-item-reason">
        {reason}
      </p>
    </div>
  );
}
