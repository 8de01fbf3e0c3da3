import { CATEGORY_SYMBOLS, type Workshop } from '@symposium/schema/catalogue';
import { CalendarDays, Clock, GraduationCap, MapPin, Phone, User } from 'lucide-react';
import { RegisterItemButton } from '../../../components/registration/register-item-button';
import type { RegisterButtonState } from '../../../components/registration/use-register-button-states';
import { SymbolMark } from '../../../components/ui/symbol-mark';
import { formatCalendarDate } from '../../../lib/format-date';

interface WorkshopCardProps {
  workshop: Workshop;
  registerButton: RegisterButtonState;
}

/** docs/product.md#workshops workshop card: date, time, description, topics ('What You'll Learn') or rules ('Details'), trainer, coordinator. */
export function WorkshopCard({ workshop, registerButton }: WorkshopCardProps) {
  const coordinator = workshop.coordinators[0];
  const list = workshop.topics.length > 0 ? workshop.topics : workshop.rules;
  const listTitle = workshop.topics.length > 0 ? "What You'll Learn" : 'Details';
  const headingId = `workshop-${workshop.id}`;
  return (
    <article className="card workshop-card" aria-labelledby={headingId}>
      <SymbolMark shape={CATEGORY_SYMBOLS.workshop} size={36} tone="secondary" className="card-symbol" />
      <h2 id={headingId} className="card-title">
        {workshop.title}
      </h2>
      <ul className="fact-list fact-list-inline">
        <li>
          <CalendarDays aria-hidden="true" size={18} />
          {formatCalendarDate(workshop.date)}
        </li>
        <li>
          <Clock aria-hidden="true" size={18} />
          {workshop.time}
        </li>
        {workshop.venue && (
          <li>
            <MapPin aria-hidden="true" size={18} />
            {workshop.venue}
          </li>
        )}
      </ul>
      <p className="card-text">{workshop.description}</p>
      {list.length > 0 && (
        <>
          <h3 className="card-subtitle">{listTitle}</h3>
          <ul className="check-list">
            {list.map((entry) => (
              <li key={entry}>{entry}</li>
            ))}
          </ul>
        </>
      )}
      <ul className="fact-list">
        <li>
          <GraduationCap aria-hidden="true" size={18} />
          <span>
            <span className="muted">Trainer: </span>
            {workshop.trainer || workshop.instructor.name || 'TBA'}
          </span>
        </li>
        <li>
          <User aria-hidden="true" size={18} />
          <span>
            <span className="muted">Coordinator: </span>
            {coordinator?.name || 'TBA'}
          </span>
        </li>
        <li>
          <Phone aria-hidden="true" size={18} />
          {coordinator?.phone ? <a href={`tel:${coordinator.phone}`}>{coordinator.phone}</a> : 'TBA'}
        </li>
      </ul>
      <div className="card-actions">
        <RegisterItemButton itemType="workshop" item={workshop} state={registerButton} />
      </div>
    </article>
  );
}
