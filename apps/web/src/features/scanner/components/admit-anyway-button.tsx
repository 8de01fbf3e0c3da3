import { useState } from 'react';
import { TEXTS } from '../scan-texts';

const T = TEXTS.checkIn;

/**
 * 'Admit anyway' on a refusal the rules allow overriding: the first press only arms it (the button then names the
 * person), the second admits — a deliberate act, never a slip of the thumb on a busy desk (docs/decisions/0050-check-in-rules.md).
 */
export function AdmitAnywayButton({ name, onConfirm }: { name: string; onConfirm: () => void }) {
  const [armed, setArmed] = useState(false);
  const [sent, setSent] = useState(false);
  return (
    <div className="admit-anyway">
      <button
        type="button"
        className={`btn btn-block ${armed ? 'btn-primary' : 'btn-outline'}`}
        disabled={sent}
        onClick={() => {
          if (!armed) return setArmed(true);
          setSent(true);
          onConfirm();
        }}
      >
        {armed ? T.confirmAdmit(name) : T.admitAnyway}
      </button>
      {armed && <p className="result-extra">{T.admitNote}</p>}
    </div>
  );
}
