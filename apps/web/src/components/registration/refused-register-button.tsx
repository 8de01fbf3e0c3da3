import { useId } from 'react';

/**
 * The register button of an item this participant cannot join whatever they press, disabled with the server's
 * reason beside it: an item their registration type leaves out (issue 3's access rule), or any item while their
 * entry pass is revoked.
 */
export function RefusedRegisterButton({ label, reason }: { label: string; reason: string }) {
  const reasonId = useId();
  return (
    <div className="register-item">
      <button type="button" className="btn btn-unavailable register-item-button" disabled aria-describedby={reasonId}>
        {label}
      </button>
      <p id={reasonId} className="register-item-reason">
        {reason}
      </p>
    </div>
  );
}
