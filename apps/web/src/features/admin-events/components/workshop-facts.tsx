import type { Workshop } from '@symposium/schema/catalogue';
import { formatCalendarDate } from '../../../lib/format-date';
import { formatRupees } from '../../../lib/format-money';

export function WorkshopFacts({ workshop }: { workshop: Workshop }) {
  return (
    <ul className="catalogue-facts">
      <li>
        {formatCalendarDate(workshop.date)}
        {workshop.time && ` · ${workshop.time}`} · {workshop.duration.hours} h
      </li>
      <li>
        {workshop.venue} · {workshop.instructor.name}
      </li>
      <li>
        {workshop.registrations} / {workshop.maxParticipants} registered · fee {formatRupees(workshop.fee)}
      </li>
    </ul>
  );
}
