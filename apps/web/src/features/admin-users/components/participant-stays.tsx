import { type AccommodationRequest, roomLabel } from '@symposium/schema/accommodation';
import { StatusBadge } from '../../../components/admin/status-badge';
import { formatStayNights } from '@symposium/schema/stay-nights';

export function ParticipantStays({ stays }: { stays: readonly AccommodationRequest[] }) {
  if (stays.length === 0) return <p className="muted">No accommodation requested.</p>;
  return (
    <ul className="participant-list">
      {stays.map((stay) => (
        <li key={stay._id}>
          <span className="mono">{stay.requestNumber}</span> · {formatStayNights(stay)} · {stay.gender} · Room{' '}
          {roomLabel(stay)} <StatusBadge status={stay.status} />
        </li>
      ))}
    </ul>
  );
}
