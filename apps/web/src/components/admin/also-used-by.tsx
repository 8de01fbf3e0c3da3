import type { TransactionIdTwin } from '@symposium/schema/payments';

/**
 * Names the other registrations carrying the same transaction ID (a possible duplicate payment), or, with `lead`, the
 * same screenshot ('Same screenshot as').
 */
const SHOWN = 5;

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
  // A picture sent by a whole class would list everyone: the first few are named, the rest counted.
  const named = twins.slice(0, SHOWN);
  return (
    <span className={`also-used-by ${className}`}>
      {lead}{' '}
      {named.map((twin, index) => (
        <span key={twin.id}>
          {index > 0 && ', '}
          <strong>{twin.name}</strong> ({twin.participantId ? `${twin.participantId}, ` : ''}
          {twin.paymentStatus})
        </span>
      ))}
      {twins.length > SHOWN && ` and ${twins.length - SHOWN} more`}
    </span>
  );
}
