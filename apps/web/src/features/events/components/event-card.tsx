import type { SymposiumEvent } from '@symposium/schema/catalogue';
import { Phone, User } from 'lucide-react';
import { RegisterItemButton } from '../../../components/registration/register-item-button';
import type { RegisterButtonState } from '../../../components/registration/use-register-button-states';
import { SymbolMark } from '../../../components/ui/symbol-mark';

interface EventCardProps {
  event: SymposiumEvent;
  registerButton: RegisterButtonState;
  onViewDetails: () => void;
}

/** docs/product.md#events card: symbol, name, description, first coordinator (TBA if missing), View Details, register. */
export function EventCard({ event, registerButton, onViewDetails }: EventCardProps) {
  const coordinator = event.coordinator;
  return (
    <article className="card event-card" aria-labelledby={`event-${event.id}`}>
      <SymbolMark shape={event.symbol} size={36} className="card-symbol" />
      <h2 id={`event-${event.id}`} className="card-title">
        {event.name}
      </h2>
      <p className="card-text event-card-description">{event.description}</p>
      <dl className="card-facts">
        <div>
          <dt>
            <User aria-hidden="true" size={16} />
            <span className="visually-hidden">Coordinator</span>
          </dt>
          <dd>{coordinator?.name || 'TBA'}</dd>
        </div>
        <div>
          <dt>
            <Phone aria-hidden="true" size={16} />
            <span className="visually-hidden">Phone</span>
          </dt>
          <dd>{coordinator?.phone ? <a href={`tel:${coordinator.phone}`}>{coordinator.phone}</a> : 'TBA'}</dd>
        </div>
      </dl>
      <div className="card-actions">
        <button
          type="button"
          className="btn btn-outline"
          onClick={onViewDetails}
          aria-label={`View details of ${event.name}`}
        >
          View Details
        </button>
        <RegisterItemButton itemType="event" item={event} state={registerButton} />
      </div>
    </article>
  );
}
