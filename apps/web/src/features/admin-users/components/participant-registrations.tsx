import type { EventRegistrationView } from '@symposium/schema/registrations-admin';
import { StatusBadge } from '../../../components/admin/status-badge';
import { formatMoment } from '../../../lib/format-date';

export function ParticipantRegistrations({ registrations }: { registrations: readonly EventRegistrationView[] }) {
  if (registrations.length === 0) return <p className="muted">No event or workshop registrations.</p>;
  return (
    <ul className="participant-list">
      {registrations.map((registration) => (
        <li key={registration._id}>
          <strong>{registration.eventName}</strong> <span className="muted">({registration.eventType})</span> ·{' '}
          {formatMoment(registration.registeredAt)} <StatusBadge status={registration.status} />
        </li>
      ))}
    </ul>
  );
}
