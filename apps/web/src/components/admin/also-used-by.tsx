import type { TransactionIdTwin } from '@symposium/schema/payments';

/**
 * Names the other registrations carrying the same transaction ID (a possible duplicate payment), or, with `lead`, the
 * same screenshot ('Same screenshot as').
 */
export function AlsoUsedBy({
  twins,
  className = '',
  lead = 'Also used by',
}: {
  twins: readonly TransactionIdTwin[];
  className?: string;
  lead?: string;
}) {
  if (twins.length === 0) return null;
  return (
    <span className={`also-used-by ${className}`}>
      {lead}{' '}
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
