import { deskStayOf } from '@symposium/schema/accommodation';
import { M } from '@symposium/schema/messages';
import type { PublicUser } from '@symposium/schema/user';
import { CircleCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { StoredPass } from '../../../lib/local-db';
import { passStatus } from '../pass-status';
import { PassBadge } from './pass-badge';
import { clearPaymentProofDraft } from '../hooks/use-payment-proof-draft';
import { PaymentProofForm } from './payment-proof-form';

interface StatusCardProps {
  pass: StoredPass;
  /** Keeps the pass (and its offline copy) in step with the server's answer to a new payment proof. */
  onProofSubmitted: (user: PublicUser) => Promise<void>;
}

/**
 * The status card (docs/product.md#status-badge): the badge and what it means for the participant; after a rejection,
 * the form that sends a new payment proof (docs/decisions/0010-payment-decisions-and-new-proofs.md).
 */
export function StatusCard({ pass, onProofSubmitted }: StatusCardProps) {
  const status = passStatus(pass);
  const [proofSent, setProofSent] = useState(false);
  const noteRef = useRef<HTMLParagraphElement>(null);
  const rejected = pass.paymentStatus === 'rejected';

  // A transaction ID typed for a rejected payment is dropped once the payment is no longer rejected, however that
  // came about (staff verified it, or a proof went in from another device): a later rejection must not offer it again.
  useEffect(() => {
    if (!rejected) clearPaymentProofDraft(pass.userId);
  }, [rejected, pass.userId]);

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
      {rejected && (
        <PaymentProofForm
          userId={pass.userId}
          amount={pass.paymentAmount}
          deskStay={pass.stays ? deskStayOf(pass.stays) : undefined}
          registrationType={pass.registrationType}
          onSubmitted={proofSubmitted}
        />
      )}
    </section>
  );
}
