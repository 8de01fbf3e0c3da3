import { type AccommodationRequest, roomLabel } from '@symposium/schema/accommodation';
import { StatusBadge } from '../../../components/admin/status-badge';
import { formatCalendarDate } from '../../../lib/format-date';

export function ParticipantStays({ stays }: { stays: readonly AccommodationRequest[] }) {
  if (stays.length === 0) return <p className="muted">No accommodation requested.</p>;
  return (
    <ul className="participant-list">
      {stays.map((stay) => (
        <li key={stay._id}>
          <span className="mono">{stay.requestNumber}</span> · {formatCalendarDate(stay.checkInDate)} → {formatCalendarDate(stay.checkOutDate)} ·{' '}
          {stay.gender} · Room {roomLabel(stay)} <StatusBadge status={stay.status} />
        </li>
      ))}
    </ul>
  );
}
