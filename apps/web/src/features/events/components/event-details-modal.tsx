import type { SymposiumEvent } from '@symposium/schema/catalogue';
import { CalendarDays, Clock, MapPin, Phone, User, Users } from 'lucide-react';
import { RegisterItemButton } from '../../../components/registration/register-item-button';
import type { RegisterButtonState } from '../../../components/registration/use-register-button-states';
import { Modal } from '../../../components/ui/modal';
import { SymbolMark } from '../../../components/ui/symbol-mark';
import { formatCalendarDate, formatClockTime } from '../../../lib/format-date';

interface EventDetailsModalProps {
  event: SymposiumEvent;
  registerButton: RegisterButtonState;
  onClose: () => void;
}

const teamLabel = ({ min, max }: SymposiumEvent['teamSize']) =>
  max <= 1 ? 'Individual' : min === max ? `Teams of ${max}` : `Teams of ${min} to ${max}`;

/** docs/product.md#events detail modal: description, Rules & Regulations (fallback 'Rules to be announced'), coordinator. */
export function EventDetailsModal({ event, registerButton, onClose }: EventDetailsModalProps) {
  const rules = event.rules.filter((rule) => rule.trim());
  return (
    <Modal title={event.name} onClose={onClose} eyebrow={<SymbolMark shape={event.symbol} size={28} />}>
      <p className="modal-text">{event.description}</p>
      <ul className="fact-list">
        <li>
          <CalendarDays aria-hidden="true" size={18} />
          {formatCalendarDate(event.date)}
        </li>
        <li>
          <Clock aria-hidden="true" size={18} />
          {formatClockTime(event.time.start)} – {formatClockTime(event.time.end)}
        </li>
        <li>
          <MapPin aria-hidden="true" size={18} />
          {event.venue || 'Venue to be announced'}
        </li>
        <li>
          <Users aria-hidden="true" size={18} />
          {teamLabel(event.teamSize)}
        </li>
      </ul>
      <h3 className="modal-section-title">Rules &amp; Regulations</h3>
      {rules.length > 0 ? (
        <ol className="rules-list">
          {rules.map((rule, index) => (
            <li key={index}>{rule}</li>
          ))}
        </ol>
      ) : (
        <p className="muted">Rules to be announced</p>
      )}
      <h3 className="modal-section-title">Coordinator</h3>
      <ul className="fact-list">
        <li>
          <User aria-hidden="true" size={18} />
          {event.coordinator?.name || 'TBA'}
        </li>
        <li>
          <Phone aria-hidden="true" size={18} />
          {event.coordinator?.phone ? <a href={`tel:${event.coordinator.phone}`}>{event.coordinator.phone}</a> : 'TBA'}
        </li>
      </ul>
      <div className="modal-actions">
        <RegisterItemButton itemType="event" item={event} state={registerButton} inModal />
      </div>
    </Modal>
  );
}
