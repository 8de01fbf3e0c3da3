import { LifeBuoy, LogOut, Trophy } from 'lucide-react';
import type { RegistrationType } from '@symposium/schema/fees';
import { M } from '@symposium/schema/messages';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { paths } from '../../../lib/paths';
import { useAuth } from '../../auth/use-auth';

interface ProfileActionsProps {
  registrationType: RegistrationType | null;
  /** The organisers revoked the pass: the server refuses new registrations (PASS_REVOKED), so none is offered. */
  passRevoked: boolean;
}

/**
 * Spec §2 actions: register for more events, contact support, logout. A workshop-only participant cannot take
 * part in events, so theirs is 'Register for More Workshops'. A participant whose pass was revoked is pointed to
 * support instead (docs/decisions.md).
 */
export function ProfileActions({ registrationType, passRevoked }: ProfileActionsProps) {
  const workshopsOnly = registrationType === 'workshop';
  const { logout } = useAuth();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);

  async function leave() {
    setLeaving(true);
    await logout();
    navigate(paths.home, { replace: true });
  }

  return (
    <section className="card" aria-labelledby="actions-title">
      <h2 id="actions-title" className="card-title">
        Actions
      </h2>
      {passRevoked && <p className="muted">{M.profilePassRevokedAction}</p>}
      <div className="button-stack">
        {!passRevoked && (
          <Link to={workshopsOnly ? paths.workshops : paths.events} className="btn btn-primary">
            <Trophy aria-hidden="true" size={18} />
            {workshopsOnly ? 'Register for More Workshops' : 'Register for More Events'}
          </Link>
        )}
        <Link to={paths.contact} className={passRevoked ? 'btn btn-primary' : 'btn btn-outline'}>
          <LifeBuoy aria-hidden="true" size={18} />
          Contact Support
        </Link>
        <button type="button" className="btn btn-ghost" onClick={leave} disabled={leaving}>
          <LogOut aria-hidden="true" size={18} />
          {leaving ? 'Logging out...' : 'Logout'}
        </button>
      </div>
    </section>
  );
}
