import { M } from '@symposium/schema/messages';
import { paths } from '@symposium/schema/paths';
import type { PublicUser } from '@symposium/schema/user';
import { Link } from 'react-router-dom';
import { FormCard } from '../../../components/ui/form-card';
import { PageTitle } from '../../../lib/page-title';
import { LogoutButton } from '../../../components/auth/logout-button';
import { clearPaymentDetailsDraft } from '../hooks/use-payment-details-draft';
import { clearPersonalDetailsDraft } from '../hooks/use-personal-details-draft';
import { forgetSubmissionKey } from '../submission-key';

/**
 * /register while a participant is signed in: no form under their session (a friend's registration on this phone
 * would end on 'Go to Login' into the first person's profile), but a way to log out and register someone else.
 * The register form then starts empty: nothing typed before the logout is kept (docs/decisions/0037-register-form-keeps-what-was-typed.md,
 * "/register while signed in offers to log out first").
 */
export function SignedInRegisterNotice({ participant }: { participant: PublicUser }) {
  // What was typed goes with the session; once it is gone the page shows the empty register form in place of this notice.
  function forgetWhatWasTyped() {
    clearPersonalDetailsDraft();
    clearPaymentDetailsDraft();
    forgetSubmissionKey();
  }

  return (
    <FormCard title="Player Registration" shape="square" wide>
      <PageTitle title={'Register'} />
      <div className="notice notice-info register-signed-in" role="status">
        <p>
          You are already registered and signed in as {participant.name}. Your payment status and entry pass are on your
          profile. {M.registrationChangesByOrganisers}
        </p>
        <p>To register someone else on this device, log out first.</p>
        <div className="register-signed-in-actions">
          <Link to={paths.profile} className="btn btn-outline btn-small">
            Go to My Profile
          </Link>
          <LogoutButton
            className="btn btn-primary btn-small"
            iconSize={16}
            label="Log Out to Register Someone Else"
            beforeLogout={forgetWhatWasTyped}
            afterLogout="stay"
          />
        </div>
      </div>
    </FormCard>
  );
}
