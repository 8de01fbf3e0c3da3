import type { SymposiumEvent } from '@symposium/schema/catalogue';
import { formatCalendarDate, formatClockTime } from '../../../lib/format-date';

export function EventFacts({ event }: { event: SymposiumEvent }) {
  return (
    <ul className="catalogue-facts">
      <li>
        {formatCalendarDate(event.date)} · {formatClockTime(event.time.start)}–{formatClockTime(event.time.end)}
      </li>
      <li>{event.venue}</li>
      <li>
        {event.registrations} / {event.maxParticipants} registered ·{' '}
        {event.type === 'team' ? `team of ${event.teamSize.min}–${event.teamSize.max}` : 'individual'}
      </li>
    </ul>
  );
}
