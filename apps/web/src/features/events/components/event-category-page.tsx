import type { EventCategory, SymposiumEvent } from '@symposium/schema/catalogue';
import { paths } from '@symposium/schema/paths';
import { useState } from 'react';
import { useRegisterButtonStates } from '../../../components/registration/use-register-button-states';
import { CallToAction } from '../../../components/ui/call-to-action';
import { LoadState } from '../../../components/ui/load-state';
import { PageHero } from '../../../components/ui/page-hero';
import { useEvents } from '../../../lib/catalogue';
import { EVENT_CATEGORY_INFO } from '../../../lib/event-categories';
import { PageTitle } from '../../../lib/page-title';
import { useRegistrationClosed, useSiteConfig } from '../../../lib/site-config';
import { useAuth } from '../../../lib/auth/use-auth';
import { useFreshPaymentStatus } from '../../../lib/auth/use-fresh-payment-status';
import { viewerOf } from '../../../lib/auth/viewer';
import { EventCard } from './event-card';
import { EventDetailsModal } from './event-details-modal';

/** /events/technical, /events/non-technical, /events/special: the live list of one category (docs/product.md#events). */
export function EventCategoryPage({ category }: { category: EventCategory }) {
  const info = EVENT_CATEGORY_INFO[category];
  const { user, loading: sessionLoading } = useAuth();
  useFreshPaymentStatus();
  const { data, loading, error, reload } = useEvents();
  const { config } = useSiteConfig();
  const registrationClosed = useRegistrationClosed();
  const registerButtonFor = useRegisterButtonStates(
    'event',
    user,
    viewerOf(user, sessionLoading),
    config?.eventRegistrationOpen,
  );
  const [openId, setOpenId] = useState<string | null>(null);

  const events: SymposiumEvent[] = (data ?? []).filter((event) => event.category === category);
  const open = events.find((event) => event.id === openId) ?? null;
  const registerButton = (event: SymposiumEvent) =>
    registerButtonFor({ id: event.id, name: event.name, category: event.category });

  return (
    <>
      <PageTitle title={info.title} />
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
              <EventCard
                key={event.id}
                event={event}
                registerButton={registerButton(event)}
                onViewDetails={() => setOpenId(event.id)}
              />
            ))}
          </div>
        )}
      </section>
      {open && <EventDetailsModal event={open} registerButton={registerButton(open)} onClose={() => setOpenId(null)} />}
      {/* Once the organisers have closed registration the band would invite a visitor to a closed door (docs/decisions/0038-the-edition-is-data.md). */}
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
