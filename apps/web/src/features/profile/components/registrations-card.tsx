import type { SymposiumEvent, Workshop } from '@symposium/schema/catalogue';
import type { RegistrationType } from '@symposium/schema/fees';
import { M } from '@symposium/schema/messages';
import { canRegisterFor, deadlinePassed, type ItemType } from '@symposium/schema/participation';
import { paths } from '@symposium/schema/paths';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { keepFocusInside } from '../../../components/ui/return-focus';
import { EVENT_CATEGORY_INFO } from '../../../lib/event-categories';
import { formatCalendarDate } from '../../../lib/format-date';
import type { StoredPass } from '../../../lib/local-db';
import { removeFromSavedPass } from '../../../lib/saved-registrations';
import { RegisteredItem } from './registered-item';

interface RegistrationsCardProps {
  type: ItemType;
  /** Whose saved pass a withdrawal is taken off. */
  userId: string;
  /** null: not known yet (a first visit on this device, the list still on its way), never shown as none. */
  registrations: StoredPass['registrations'] | null;
  registrationType: RegistrationType | null;
  /** Withdrawing stays open while the pass is revoked (docs/decisions/0015-revoked-passes.md); the question says the place cannot come back. */
  passRevoked: boolean;
  /** Registering waits for a verified payment (the server's rule): an empty card says so beside its Browse link. */
  paymentVerified: boolean;
  online: boolean;
  /** The catalogue, for each item's line (category, date, venue) and deadline: null while not loaded. */
  events: readonly SymposiumEvent[] | null;
  workshops: readonly Workshop[] | null;
  /** The staff switch for this type (GET /config): undefined while not known. */
  registrationOpen: boolean | undefined;
  onChanged: () => void;
}

/** docs/product.md#participant-profile: registered events, registered workshops. */
export function RegistrationsCard(props: RegistrationsCardProps) {
  const {
    type,
    userId,
    registrations,
    registrationType,
    passRevoked,
    paymentVerified,
    online,
    events,
    workshops,
    registrationOpen: open,
    onChanged,
  } = props;
  const title = type === 'event' ? 'Registered Events' : 'Registered Workshops';
  const card = useRef<HTMLElement>(null);
  const cardTitle = useRef<HTMLHeadingElement>(null);
  // A withdrawn item's row goes with the focused 'Yes, Withdraw': the focus moves on to the next row's Withdraw (or
  // the card's Browse link, else its title), not to the page's body.
  const loaded = registrations !== null;
  useEffect(() => (card.current ? keepFocusInside(card.current, cardTitle.current) : undefined), [loaded]);

  function details(id: string): { text: string | null; deadline: string | null } {
    if (type === 'event') {
      const event = events?.find((e) => e.id === id);
      if (!event) return { text: null, deadline: null };
      return {
        text: `${EVENT_CATEGORY_INFO[event.category].title} · ${formatCalendarDate(event.date)} · ${event.venue}`,
        deadline: event.registrationDeadline,
      };
    }
    const workshop = workshops?.find((w) => w.id === id);
    if (!workshop) return { text: null, deadline: null };
    return { text: `${formatCalendarDate(workshop.date)} · ${workshop.time}`, deadline: workshop.registrationDeadline };
  }

  if (registrations === null) {
    return (
      <section ref={card} className="card" aria-labelledby={`${type}-registrations-title`}>
        <h2 id={`${type}-registrations-title`} className="card-title">
          {title}
        </h2>
        <p className="muted" role="status">
          {type === 'event' ? 'Loading your events...' : 'Loading your workshops...'}
        </p>
      </section>
    );
  }

  const items = registrations.filter((r) => r.type === type);
  return (
    <section ref={card} className="card" aria-labelledby={`${type}-registrations-title`}>
      <h2 id={`${type}-registrations-title`} className="card-title" tabIndex={-1} ref={cardTitle}>
        {title} <span className="section-count">({items.length})</span>
      </h2>
      {items.length === 0 && !canRegisterFor(registrationType, type) ? (
        // Nothing to browse: the participant's registration type leaves these out (the server's own rule).
        <p className="muted">
          <span>{type === 'event' ? M.eventAccessDenied : M.workshopAccessDenied}</span>{' '}
          <Link to={paths.contact} className="text-link">
            {M.registrationTypeChange}
          </Link>
        </p>
      ) : items.length === 0 ? (
        <p className="muted">
          {type === 'event' ? 'No events yet. ' : 'No workshops yet. '}
          {/* Browsing is open to everyone; registering waits for the payment's verification. */}
          {!passRevoked && !paymentVerified && `${M.registrationPaymentPending} `}
          {/* A revoked pass registers for nothing: no invitation to browse (the actions card says why). */}
          {!passRevoked && (
            <Link to={type === 'event' ? paths.events : paths.workshops} className="text-link">
              {type === 'event' ? 'Browse events' : 'Browse workshops'}
            </Link>
          )}
        </p>
      ) : (
        <ul className="registered-list">
          {items.map((item) => {
            const info = details(item.id);
            // Past its deadline, or with the staff switch off, the server refuses a withdrawal too: say why there
            // is no Withdraw button (a closed deadline is for good, so it is said first).
            const closed = info.deadline !== null && deadlinePassed(info.deadline);
            // Attended (checked in, or only checked in: an event open to all): nothing left to withdraw from.
            const attended = item.status === 'attended' || Boolean(item.checkedInAt);
            const closedNote = attended
              ? null
              : closed
                ? M.withdrawClosed
                : open === false
                  ? M.withdrawUnavailable
                  : null;
            return (
              <RegisteredItem
                key={item.id}
                type={type}
                id={item.id}
                name={item.name}
                detail={info.text}
                checkedInAt={item.checkedInAt ?? null}
                passRevoked={passRevoked}
                canWithdraw={!attended && online && open === true && info.deadline !== null && !closed}
                closedNote={closedNote}
                onWithdrawn={async () => {
                  await removeFromSavedPass(userId, type, item.id).catch(() => undefined);
                  onChanged();
                }}
              />
            );
          })}
        </ul>
      )}
    </section>
  );
}
