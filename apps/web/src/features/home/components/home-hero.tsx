import { SYMPOSIUM } from '@symposium/schema/constants';
import { paths } from '@symposium/schema/paths';
import { Link } from 'react-router-dom';
import { SymbolMark } from '../../../components/ui/symbol-mark';
import { useRegistrationClosed } from '../../../lib/site-config';
import { useCountdown } from '../hooks/use-countdown';
import { Countdown } from './countdown';
import { SparkleBurst } from './sparkle-burst';

/**
 * Spec §2 hero: college, title, subtitle, date, live countdown, tagline, REGISTER NOW and VIEW EVENTS. Once the
 * organisers have closed registration (GET /config) there is nothing left to register for: no REGISTER NOW, no
 * call for the first 456 players (docs/decisions.md, "Registration closes when the organisers say").
 */
export function HomeHero() {
  const { phase, justReachedZero } = useCountdown();
  const closed = useRegistrationClosed();
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="hero-shapes" aria-hidden="true">
        <SymbolMark shape="circle" size={120} className="hero-shape hero-shape-circle" />
        <SymbolMark shape="triangle" size={140} tone="secondary" className="hero-shape hero-shape-triangle" />
        <SymbolMark shape="square" size={110} className="hero-shape hero-shape-square" />
      </div>
      {justReachedZero && <SparkleBurst />}
      <div className="hero-content">
        <p className="eyebrow">{SYMPOSIUM.collegeName}</p>
        <p className="hero-association">{SYMPOSIUM.association} presents</p>
        <h1 id="hero-title" className="hero-title">
          {SYMPOSIUM.title}
        </h1>
        <p className="hero-subtitle">National-Level Technical Symposium</p>
        <p className="hero-date">{SYMPOSIUM.dateLabel}</p>
        <Countdown phase={phase} />
        <p className="hero-tagline">{SYMPOSIUM.tagline}</p>
        <div className="button-row hero-actions">
          {!closed && (
            <Link to={paths.register} className="btn btn-primary btn-large">
              REGISTER NOW
            </Link>
          )}
          <Link to={paths.events} className="btn btn-outline btn-large">
            VIEW EVENTS
          </Link>
        </div>
        {closed ? (
          <p className="hero-capacity">Registration for this edition has closed.</p>
        ) : (
          <p className="hero-capacity">
            Only the first <strong>{SYMPOSIUM.playerCapacity}</strong> players can enter.
          </p>
        )}
      </div>
    </section>
  );
}
