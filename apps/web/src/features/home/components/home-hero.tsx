import {
  editionDateLabel,
  editionEndsAt,
  editionStartsAt,
  editionTitle,
  type PublicEdition,
} from '@symposium/schema/edition';
import { paths } from '@symposium/schema/paths';
import { Link } from 'react-router-dom';
import { SymbolMark } from '../../../components/ui/symbol-mark';
import { useEdition, useSiteConfig } from '../../../lib/site-config';
import { useCountdown } from '../hooks/use-countdown';
import { Countdown } from './countdown';
import { SparkleBurst } from './sparkle-burst';

/**
 * docs/product.md#home hero: college, title, subtitle, date, live countdown, tagline, REGISTER NOW and VIEW EVENTS — all of them
 * the edition's (GET /config). REGISTER NOW and the call for the first players only while registration is open;
 * otherwise the sentence that says why (not open yet, full, closed, over).
 */
export function HomeHero() {
  const edition = useEdition();
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="hero-shapes" aria-hidden="true">
        <SymbolMark shape="circle" size={120} className="hero-shape hero-shape-circle" />
        <SymbolMark shape="triangle" size={140} tone="secondary" className="hero-shape hero-shape-triangle" />
        <SymbolMark shape="square" size={110} className="hero-shape hero-shape-square" />
      </div>
      {edition ? <HeroContent edition={edition} /> : <div className="hero-content" aria-busy="true" />}
    </section>
  );
}

function HeroContent({ edition }: { edition: PublicEdition }) {
  const { phase, justReachedZero } = useCountdown(editionStartsAt(edition), editionEndsAt(edition));
  const open = edition.registration.state === 'open';
  // Once a result is published the games have winners to show (docs/product.md "Results and certificates").
  const resultsPublished = useSiteConfig().config?.resultsPublished ?? false;
  return (
    <>
      {justReachedZero && <SparkleBurst />}
      <div className="hero-content">
        <p className="eyebrow">{edition.collegeName}</p>
        <p className="hero-association">{edition.associationName} presents</p>
        <h1 id="hero-title" className="hero-title">
          {editionTitle(edition)}
        </h1>
        <p className="hero-subtitle">National-Level Technical Symposium</p>
        <p className="hero-date">{editionDateLabel(edition)}</p>
        <Countdown phase={phase} />
        <p className="hero-tagline">{edition.tagline}</p>
        <div className="button-row hero-actions">
          {open && (
            <Link to={paths.register} className="btn btn-primary btn-large">
              REGISTER NOW
            </Link>
          )}
          <Link to={paths.events} className="btn btn-outline btn-large">
            VIEW EVENTS
          </Link>
          {resultsPublished && (
            <Link to={paths.results} className="btn btn-outline btn-large">
              SEE RESULTS
            </Link>
          )}
        </div>
        {open ? (
          <p className="hero-capacity">
            Only the first <strong>{edition.playerCapacity}</strong> players can enter.
          </p>
        ) : (
          // The countdown already says the games are over; the hero does not say it twice.
          edition.registration.state !== 'over' && <p className="hero-capacity">{edition.registration.message}.</p>
        )}
      </div>
    </>
  );
}
