import { Link } from 'react-router-dom';
import { PageHero } from '../../../components/ui/page-hero';
import { pageTitle } from '../../../lib/page-title';
import { paths } from '../../../lib/paths';
import { TERMS } from '../terms-content';

/** /terms-and-conditions (spec §2): nine numbered terms and Accept → /register. */
export function TermsPage() {
  return (
    <>
      <title>{pageTitle('Terms & Conditions')}</title>
      <PageHero eyebrow="Rules of the game" title="Terms & Conditions" shape="square" subtitle="Read these before you register." />
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
          <Link to={paths.register} className="btn btn-primary btn-large">
            I Accept — Continue to Register
          </Link>
        </div>
      </section>
    </>
  );
}
