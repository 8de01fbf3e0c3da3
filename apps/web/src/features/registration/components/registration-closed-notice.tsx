import { SYMPOSIUM } from '@symposium/schema/constants';
import { M } from '@symposium/schema/messages';
import { paths } from '@symposium/schema/paths';
import { CalendarX } from 'lucide-react';
import { Link } from 'react-router-dom';
import { FormCard } from '../../../components/ui/form-card';
import { pageTitle } from '../../../lib/page-title';

/**
 * /register once the organisers' close has passed (GET /config): no form and no payment QR, so nobody pays for a
 * place no longer taken (docs/decisions.md, "Registration closes when the organisers say"). Registered players
 * still sign in for their pass.
 */
export function RegistrationClosedNotice() {
  // The edition's title ('… 25-26') stays on one line; a phone would otherwise break it at its hyphen.
  const [before, after] = M.registrationClosed.split(SYMPOSIUM.title);
  return (
    <FormCard title="Player Registration" shape="square">
      <title>{pageTitle('Registration Closed')}</title>
      <div className="result-panel" role="status">
        <CalendarX aria-hidden="true" size={56} className="result-icon result-icon-muted" />
        <p>
          {before}
          <span className="result-reference">{SYMPOSIUM.title}</span>
          {after}
        </p>
        <p className="muted">Already registered? Log in to see your entry pass and registrations.</p>
      </div>
      <div className="button-row">
        <Link to={paths.login} className="btn btn-primary">
          Login
        </Link>
        <Link to={paths.events} className="btn btn-outline">
          View Events
        </Link>
      </div>
    </FormCard>
  );
}
