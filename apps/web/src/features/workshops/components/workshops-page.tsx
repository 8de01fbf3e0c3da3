import { CATEGORY_SYMBOLS } from '@symposium/schema/catalogue';
import { paths } from '@symposium/schema/paths';
import { Link } from 'react-router-dom';
import { useRegisterButtonStates } from '../../../components/registration/use-register-button-states';
import { LoadState } from '../../../components/ui/load-state';
import { PageHero } from '../../../components/ui/page-hero';
import { useWorkshops } from '../../../lib/catalogue';
import { formatCalendarDate } from '../../../lib/format-date';
import { PageTitle } from '../../../lib/page-title';
import { useRegistrationClosed, useSiteConfig } from '../../../lib/site-config';
import { useAuth } from '../../../lib/auth/use-auth';
import { useFreshPaymentStatus } from '../../../lib/auth/use-fresh-payment-status';
import { viewerOf } from '../../../lib/auth/viewer';
import { WorkshopBenefits } from './workshop-benefits';
import { WorkshopCard } from './workshop-card';

/** /workshops (docs/product.md#workshops): the live workshop list, benefits, and the way to /register and /contact. */
export function WorkshopsPage() {
  const { user, loading: sessionLoading } = useAuth();
  useFreshPaymentStatus();
  const { data, loading, error, reload } = useWorkshops();
  const { config } = useSiteConfig();
  const registrationClosed = useRegistrationClosed();
  const registerButtonFor = useRegisterButtonStates(
    'workshop',
    user,
    viewerOf(user, sessionLoading),
    config?.workshopRegistrationOpen,
  );
  const workshops = data ?? [];

  return (
    <>
      <PageTitle title={'Workshops'} />
      <PageHero
        eyebrow="Skill-building sessions"
        title="Workshops"
        shape={CATEGORY_SYMBOLS.workshop}
        subtitle={
          config
            ? formatCalendarDate(config.edition.startDate, { day: 'numeric', month: 'long', year: 'numeric' })
            : undefined
        }
      />
      <section className="page" aria-label="Workshop list">
        <LoadState
          loading={loading}
          error={error}
          empty={workshops.length === 0}
          loadingLabel="Loading workshops..."
          emptyLabel="Workshops will be announced soon."
          subject="the workshops"
          onRetry={reload}
        />
        {workshops.length > 0 && (
          <div className="card-grid card-grid-2">
            {workshops.map((workshop) => (
              <WorkshopCard
                key={workshop.id}
                workshop={workshop}
                registerButton={registerButtonFor({ id: workshop.id, name: workshop.title, category: null })}
              />
            ))}
          </div>
        )}
      </section>
      <WorkshopBenefits />
      {/* A band about registering: left out once the organisers have closed registration (docs/decisions/0038-the-edition-is-data.md). */}
      {!registrationClosed && (
        <section className="cta-band" aria-labelledby="workshop-cta">
          <h2 id="workshop-cta" className="cta-band-title">
            Secure Your Seat
          </h2>
          <p className="cta-band-text">
            Choose a Workshop or Both registration, then pick your workshop from this page.
          </p>
          <div className="button-row button-row-center">
            <Link to={paths.register} className="btn btn-primary btn-large">
              Register Now
            </Link>
            <Link to={paths.contact} className="btn btn-outline btn-large">
              Contact Us
            </Link>
          </div>
        </section>
      )}
    </>
  );
}
