import { LifeBuoy, Trophy } from 'lucide-react';
import type { RegistrationType } from '@symposium/schema/fees';
import { M } from '@symposium/schema/messages';
import { Link } from 'react-router-dom';
import { paths } from '@symposium/schema/paths';
import { useEdition } from '../../../lib/site-config';
import { LogoutButton } from '../../../components/auth/logout-button';

interface ProfileActionsProps {
  registrationType: RegistrationType | null;
  /** The organisers revoked the pass: the server refuses new registrations (PASS_REVOKED), so none is offered. */
  passRevoked: boolean;
}

/**
 * docs/product.md#participant-profile actions: register for more events, contact support, logout. A workshop-only participant cannot take
 * part in events, so theirs is 'Register for More Workshops'. A participant whose pass was revoked is pointed to
 * support instead (docs/decisions/0015-revoked-passes.md). After the edition is over, neither.
 */
export function ProfileActions({ registrationType, passRevoked }: ProfileActionsProps) {
  const workshopsOnly = registrationType === 'workshop';
  // Once the games are over there is nothing more to register for.
  const over = useEdition()?.registration.state === 'over';

  return (
    <section className="card" aria-labelledby="actions-title">
      <h2 id="actions-title" className="card-title">
        Actions
      </h2>
      {passRevoked && <p className="muted">{M.profilePassRevokedAction}</p>}
      <div className="button-stack">
        {!passRevoked && !over && (
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
