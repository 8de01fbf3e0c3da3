import { Wrench } from 'lucide-react';
import { Link } from 'react-router-dom';
import { pageTitle } from '../../../lib/page-title';
import { paths } from '../../../lib/paths';

/** /maintenance: where the home page's bottom call to action leads (spec §2). */
export function MaintenancePage() {
  return (
    <section className="page page-narrow placeholder-page">
      <title>{pageTitle('Under Maintenance')}</title>
      <Wrench aria-hidden="true" size={48} className="feature-icon" />
      <h1>Under Maintenance</h1>
      <p className="lead">
        This part of the game is being rebuilt. The rest of the site is open: browse the events or register from the
        registration page.
      </p>
      <div className="button-row button-row-center">
        <Link to={paths.register} className="btn btn-primary">
          Go to Registration
        </Link>
        <Link to={paths.home} className="btn btn-outline">
          Back to Home
        </Link>
      </div>
    </section>
  );
}
