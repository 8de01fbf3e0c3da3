import { Link } from 'react-router-dom';
import { PageHero } from '../../../components/ui/page-hero';
import { PageTitle } from '../../../lib/page-title';
import { paths } from '@symposium/schema/paths';
import { fillEditionText } from '@symposium/schema/edition';
import { useEdition, useRegistrationClosed } from '../../../lib/site-config';

/** /terms-and-conditions (docs/product.md#terms): the edition's numbered terms (nine by default) and Accept → /register. */
export function TermsPage() {
  const registrationClosed = useRegistrationClosed();
  const edition = useEdition();
  return (
    <>
      <PageTitle title={'Terms & Conditions'} />
      <PageHero
        eyebrow="Rules of the game"
        title="Terms & Conditions"
        shape="square"
        subtitle={
          registrationClosed ? 'The rules every registered player agreed to.' : 'Read these before you register.'
        }
      />
      <section className="page page-narrow" aria-label="Terms">
        <ol className="terms-list">
          {edition?.terms.map((term, index) => (
            <li key={index} className="card terms-item">
              <span className="terms-number" aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
              <p>{fillEditionText(term, edition)}</p>
            </li>
          ))}
        </ol>
        <div className="terms-accept">
          {registrationClosed ? (
            // The terms still bind the registered players; there is nothing left to accept them for (docs/decisions/0038-the-edition-is-data.md).
            edition && <p className="muted">{edition.registration.message}.</p>
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
