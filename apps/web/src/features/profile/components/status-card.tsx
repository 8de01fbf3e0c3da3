import { M } from '@symposium/schema/messages';
import type { PublicUser } from '@symposium/schema/user';
import { CircleCheck } from 'lucide-react';
import { useRef, useState } from 'react';
import type { StoredPass } from '../../../lib/local-db';
import { passStatus } from '../pass-status';
import { PassBadge } from './pass-badge';
import { PaymentProofForm } from './payment-proof-form';

interface StatusCardProps {
  pass: StoredPass;
  /** Keeps the pass (and its offline copy) in step with the server's answer to a new payment proof. */
  onProofSubmitted: (user: PublicUser) => Promise<void>;
}

/**
 * Spec §2 status card: the badge of spec §4 and what it means for the participant; after a rejection,
 * the form that sends a new payment proof (docs/decisions.md).
 */
export function StatusCard({ pass, onProofSubmitted }: StatusCardProps) {
  const status = passStatus(pass);
  const [proofSent, setProofSent] = useState(false);
  const noteRef = useRef<HTMLParagraphElement>(null);

  async function proofSubmitted(user: PublicUser) {
    await onProofSubmitted(user);
    setProofSent(true);
    // The form (and its button) is gone: keyboard and screen-reader users land on the note instead.
    requestAnimationFrame(() => noteRef.current?.focus());
  }

  return (
    <section className={`card status-card status-card-${status.tone}`} aria-labelledby="status-title">
      <h2 id="status-title" className="card-title">
        Registration Status
      </h2>
      <PassBadge text={status.badge} tone={status.tone} />
      {status.detail && <p className="card-text">{status.detail}</p>}
      <div role="status">
        {proofSent && pass.paymentStatus === 'pending' && (
          <p ref={noteRef} className="form-success" tabIndex={-1}>
            <CircleCheck aria-hidden="true" size={20} />
            {M.paymentProofReceived}
          </p>
        )}
      </div>
      {pass.paymentStatus === 'rejected' && (
        <PaymentProofForm userId={pass.userId} amount={pass.paymentAmount} registrationType={pass.registrationType} onSubmitted={proofSubmitted} />
      )}
    </section>
  );
}
