import type { EventCategory, SymposiumEvent } from '@symposium/schema/catalogue';
import { useState } from 'react';
import { CallToAction } from '../../../components/ui/call-to-action';
import { LoadState } from '../../../components/ui/load-state';
import { PageHero } from '../../../components/ui/page-hero';
import { useEvents } from '../../../lib/catalogue';
import { EVENT_CATEGORY_INFO } from '../../../lib/event-categories';
import { pageTitle } from '../../../lib/page-title';
import { paths } from '../../../lib/paths';
import { useRegistrationClosed, useSiteConfig } from '../../../lib/site-config';
import { useMyRegistrations } from '../../../lib/use-my-registrations';
import { type RefusedAvailability, useRefusedItems } from '../../../lib/use-refused-items';
import { useAuth } from '../../auth/use-auth';
import { useFreshPaymentStatus } from '../../auth/use-fresh-payment-status';
import { viewerOf } from '../../auth/viewer';
import { EventCard } from './event-card';
import { EventDetailsModal } from './event-details-modal';

/** /events/technical, /events/non-technical, /events/special: the live list of one category (spec §2). */
export function EventCategoryPage({ category }: { category: EventCategory }) {
  const info = EVENT_CATEGORY_INFO[category];
  const { user, loading: sessionLoading } = useAuth();
  useFreshPaymentStatus();
  const viewer = viewerOf(user, sessionLoading);
  const { data, loading, error, reload } = useEvents();
  const { config } = useSiteConfig();
  const registrationClosed = useRegistrationClosed();
  const mine = useMyRegistrations(viewer === 'participant' ? (user?.id ?? null) : null);
  // A participant's buttons wait for their registrations, so a registered item never offers 'Register Now'.
  const cardViewer = mine.settled ? viewer : 'unknown';
  const [openId, setOpenId] = useState<string | null>(null);
  // One learned 'Full' / 'Registration Closed' per event, for its card and its detail modal alike.
  const refused = useRefusedItems();

  const events: SymposiumEvent[] = (data ?? []).filter((event) => event.category === category);
  const open = events.find((event) => event.id === openId) ?? null;
  const registrationOpen = config?.eventRegistrationOpen;
  const cardProps = (event: SymposiumEvent) => ({
    viewer: cardViewer,
    registrationType: user?.registrationType ?? null,
    passRevoked: !!user?.passRevokedAt,
    paymentVerified: user?.paymentStatus === 'verified',
    registrationOpen,
    registered: mine.isRegistered('event', event.id),
    onRegistered: () => mine.markRegistered({ type: 'event', id: event.id, name: event.name, category: event.category }),
    refusedAs: refused.refusedAs(event.id),
    onRefused: (availability: RefusedAvailability) => refused.markRefused(event.id, availability),
  });

  return (
    <>
      <title>{pageTitle(info.title)}</title>
      <PageHero
        title={info.title}
        shape={info.shape}
        back={{ to: paths.events, label: 'All Events' }}
        subtitle={data ? info.subtitle(events.length) : info.blurb}
      />
      <section className="page" aria-label={`${info.title} list`}>
        <LoadState
          loading={loading}
          error={error}
          empty={events.length === 0}
          loadingLabel={info.loading}
          emptyLabel="No events in this category yet. Check back soon."
          subject="the events"
          onRetry={reload}
        />
        {events.length > 0 && (
          <div className="card-grid">
            {events.map((event) => (
              <EventCard key={event.id} event={event} {...cardProps(event)} onViewDetails={() => setOpenId(event.id)} />
            ))}
          </div>
        )}
      </section>
      {open && <EventDetailsModal event={open} {...cardProps(open)} onClose={() => setOpenId(null)} />}
      {/* Once the organisers have closed registration the band would invite a visitor to a closed door (docs/decisions.md). */}
      {!registrationClosed && (
        <CallToAction
          title="Ready to Compete?"
          text="Register as a player, pay once, and pick your games from your profile."
          to={paths.register}
          action="Register Now"
        />
      )}
    </>
  );
}
