import { paths } from '@symposium/schema/paths';
import { Wrench } from 'lucide-react';
import { Link } from 'react-router-dom';
import { PageTitle } from '../../../lib/page-title';
import { useRegistrationClosed } from '../../../lib/site-config';

/**
 * /maintenance: where the home page's bottom call to action leads (docs/product.md#maintenance). Once the organisers have closed
 * registration it calls nobody to register, as the site's other calls to register (docs/decisions/0038-the-edition-is-data.md).
 */
export function MaintenancePage() {
  const registrationClosed = useRegistrationClosed();
  return (
    <section className="page page-narrow placeholder-page">
      <PageTitle title={'Under Maintenance'} />
      <Wrench aria-hidden="true" size={48} className="feature-icon" />
      <h1>Under Maintenance</h1>
      <p className="lead">
        {registrationClosed
          ? 'This part of the game is being rebuilt. The rest of the site is open: browse the events.'
          : 'This part of the game is being rebuilt. The rest of the site is open: browse the events or register from the registration page.'}
      </p>
      <div className="button-row button-row-center">
        {registrationClosed ? (
          <Link to={paths.events} className="btn btn-primary">
            View Events
          </Link>
        ) : (
          <Link to={paths.register} className="btn btn-primary">
            Go to Registration
          </Link>
        )}
        <Link to={paths.home} className="btn btn-outline">
          Back to Home
        </Link>
      </div>
    </section>
  );
}
