import type { TransactionIdTwin } from '@symposium/schema/payments';

/** Names the other registrations carrying the same transaction ID (a possible duplicate payment). */
export function AlsoUsedBy({ twins, className = '' }: { twins: readonly TransactionIdTwin[]; className?: string }) {
  if (twins.length === 0) return null;
  return (
    <span className={`also-used-by ${className}`}>
      Also used by{' '}
      {twins.map((twin, index) => (
        <span key={twin.id}>
          {index > 0 && ', '}
          <strong>{twin.name}</strong> ({twin.participantId ? `${twin.participantId}, ` : ''}
          {twin.paymentStatus})
        </span>
      ))}
    </span>
  );
}
