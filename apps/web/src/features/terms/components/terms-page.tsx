import { Link } from 'react-router-dom';
import { PageHero } from '../../../components/ui/page-hero';
import { pageTitle } from '../../../lib/page-title';
import { M } from '@symposium/schema/messages';
import { paths } from '@symposium/schema/paths';
import { useRegistrationClosed } from '../../../lib/site-config';
import { TERMS } from '../terms-content';

/** /terms-and-conditions (spec §2): nine numbered terms and Accept → /register. */
export function TermsPage() {
  const registrationClosed = useRegistrationClosed();
  return (
    <>
      <title>{pageTitle('Terms & Conditions')}</title>
      <PageHero
        eyebrow="Rules of the game"
        title="Terms & Conditions"
        shape="square"
        subtitle={registrationClosed ? 'The rules every registered player agreed to.' : 'Read these before you register.'}
      />
      <section className="page page-narrow" aria-label="Terms">
        <ol className="terms-list">
          {TERMS.map((term, index) => (
            <li key={index} className="card terms-item">
              <span className="terms-number" aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
              <p>{term}</p>
            </li>
          ))}
        </ol>
        <div className="terms-accept">
          {registrationClosed ? (
            // The terms still bind the registered players; there is nothing left to accept them for (docs/decisions.md).
            <p className="muted">{M.registrationClosed}</p>
          ) : (
            <Link to={paths.register} className="btn btn-primary btn-large">
              I Accept — Continue to Register
            </Link>
          )}
        </div>
      </section>
    </>
  );
}
