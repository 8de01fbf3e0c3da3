import type { SymposiumEvent } from '@symposium/schema/catalogue';
import type { RegistrationType } from '@symposium/schema/fees';
import { CalendarDays, Clock, MapPin, Phone, User, Users } from 'lucide-react';
import { RegisterItemButton, type Viewer } from '../../../components/registration/register-item-button';
import type { RefusedAvailability } from '../../../lib/use-refused-items';
import { Modal } from '../../../components/ui/modal';
import { SymbolMark } from '../../../components/ui/symbol-mark';
import { formatCalendarDate, formatClockTime } from '../../../lib/format-date';

interface EventDetailsModalProps {
  event: SymposiumEvent;
  viewer: Viewer;
  registrationType: RegistrationType | null;
  passRevoked: boolean;
  /** The signed-in participant's payment is verified (GET /auth/me's paymentStatus); false for visitors and staff. */
  paymentVerified: boolean;
  registrationOpen: boolean | undefined;
  registered: boolean;
  onRegistered: () => Promise<void>;
  refusedAs: RefusedAvailability | null;
  onRefused: (availability: RefusedAvailability) => void;
  onClose: () => void;
}

const teamLabel = ({ min, max }: SymposiumEvent['teamSize']) =>
  max <= 1 ? 'Individual' : min === max ? `Teams of ${max}` : `Teams of ${min} to ${max}`;

/** Spec §2 detail modal: description, Rules & Regulations (fallback 'Rules to be announced'), coordinator. */
export function EventDetailsModal({ event, viewer, registrationType, passRevoked, paymentVerified, registrationOpen, registered, onRegistered, refusedAs, onRefused, onClose }: EventDetailsModalProps) {
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
        <RegisterItemButton
          itemType="event"
          item={event}
          viewer={viewer}
          registrationType={registrationType}
          passRevoked={passRevoked}
          paymentVerified={paymentVerified}
          registrationOpen={registrationOpen}
          registered={registered}
          onRegistered={onRegistered}
          refusedAs={refusedAs}
          onRefused={onRefused}
          inModal
        />
      </div>
    </Modal>
  );
}
