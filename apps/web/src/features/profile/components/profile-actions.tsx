import { LifeBuoy, Trophy } from 'lucide-react';
import type { RegistrationType } from '@symposium/schema/fees';
import { M } from '@symposium/schema/messages';
import { Link } from 'react-router-dom';
import { paths } from '@symposium/schema/paths';
import { LogoutButton } from '../../auth/components/logout-button';

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
        <LogoutButton className="btn btn-ghost" />
      </div>
    </section>
  );
}
