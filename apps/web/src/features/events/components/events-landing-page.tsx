import { editionDateLabel } from '@symposium/schema/edition';
import { paths } from '@symposium/schema/paths';
import { ArrowRight, CalendarDays } from 'lucide-react';
import { Link } from 'react-router-dom';
import { PageHero } from '../../../components/ui/page-hero';
import { SymbolMark } from '../../../components/ui/symbol-mark';
import { countByCategory, useEvents } from '../../../lib/catalogue';
import { EVENT_CATEGORY_INFO, EVENT_CATEGORY_ORDER } from '../../../lib/event-categories';
import { PageTitle } from '../../../lib/page-title';
import { useEdition, useRegistrationClosed } from '../../../lib/site-config';

/** /events: the three categories, the date card and Register Now (docs/product.md#events). */
export function EventsLandingPage() {
  const { data } = useEvents();
  const counts = data ? countByCategory(data) : null;
  const registrationClosed = useRegistrationClosed();
  const edition = useEdition();
  return (
    <>
      <PageTitle title={'Events'} />
      <PageHero eyebrow="Choose your arena" title="Events" subtitle={edition?.tagline} />
      <section className="page" aria-label="Event categories">
        <div className="card-grid card-grid-3">
          {EVENT_CATEGORY_ORDER.map((category) => {
            const info = EVENT_CATEGORY_INFO[category];
            return (
              <Link key={category} to={info.path} className="card card-link category-card">
                <SymbolMark shape={info.shape} size={48} className="card-symbol" />
                <h2 className="card-title">{info.title}</h2>
                {/* Until the counts come, a no-break space holds the line (a plain space would collapse it to nothing). */}
                <p className="category-count">{counts ? info.subtitle(counts[category]) : '\u00a0'}</p>
                <p className="card-text">{info.blurb}</p>
                <span className="card-link-cta">
                  Enter <ArrowRight aria-hidden="true" size={18} />
                </span>
              </Link>
            );
          })}
        </div>
        {edition && (
          <div className="date-card">
            <CalendarDays aria-hidden="true" size={32} />
            <div>
              <p className="date-card-label">The games run on</p>
              <p className="date-card-date">{editionDateLabel(edition)}</p>
            </div>
            {!registrationClosed && (
              <Link to={paths.register} className="btn btn-primary">
                Register Now
              </Link>
            )}
          </div>
        )}
      </section>
    </>
  );
}
