import type { PublicEdition } from '@symposium/schema/edition';
import { paths } from '@symposium/schema/paths';
import { CalendarX } from 'lucide-react';
import { Link } from 'react-router-dom';
import { FormCard } from '../../../components/ui/form-card';
import { PageTitle } from '../../../lib/page-title';

const TITLES: Record<Exclude<PublicEdition['registration']['state'], 'open'>, string> = {
  'not-open': 'Registration Not Open Yet',
  full: 'Registration Full',
  closed: 'Registration Closed',
  over: 'Registration Closed',
};

/**
 * /register while the edition does not take new players (GET /config: not open yet, full, closed or over): no form
 * and no payment QR, so nobody pays for a place they cannot have — the server's sentence says why. Registered players
 * still sign in for their pass.
 */
export function RegistrationClosedNotice({ registration }: { registration: PublicEdition['registration'] }) {
  const state = registration.state === 'open' ? 'closed' : registration.state;
  return (
    <FormCard title="Player Registration" shape="square">
      <PageTitle title={TITLES[state]} />
      <div className="result-panel" role="status">
        <CalendarX aria-hidden="true" size={56} className="result-icon result-icon-muted" />
        <p>{registration.message}.</p>
        <p className="muted">Already registered? Log in to see your entry pass and registrations.</p>
      </div>
      <div className="button-row">
        <Link to={paths.login} className="btn btn-primary">
          Login
        </Link>
        <Link to={paths.home} className="btn btn-outline">
          Back to Home
        </Link>
      </div>
    </FormCard>
  );
}
