import { M } from '@symposium/schema/messages';
import { paths } from '@symposium/schema/paths';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { BusyButton } from '../../../components/ui/busy-button';
import { Modal } from '../../../components/ui/modal';
import { isStaffUser } from '../../../lib/auth/is-staff';
import { useAuth } from '../../../lib/auth/use-auth';
import { useLoginForm } from '../use-login-form';
import { LoginFields } from './login-fields';

/**
 * Over a staff page whose session ended (useAuth().sessionPaused): the same account signs in again and carries on with
 * what it typed; another account starts afresh at /admin, and 'Go to login' ends the session as anywhere else. It
 * cannot be closed otherwise: an Escape must not choose for the person (docs/decisions/0006-sessions-in-the-browser.md, "A staff session that ends
 * keeps the page").
 */
export function SignInAgainDialog() {
  const { user, endPausedSession } = useAuth();
  const navigate = useNavigate();
  const form = useLoginForm(user?.email ?? '');

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const before = user?.id;
    // Another account: the page it would see was someone else's (RequireStaff remounts it); start where login would.
    void form.signIn(false, (signedIn) => {
      if (signedIn.id !== before && isStaffUser(signedIn)) navigate(paths.admin, { replace: true });
    });
  }

  return (
    <Modal title="Sign in again">
      <form className="form" onSubmit={handleSubmit} noValidate>
        {/* The focus starts on why the dialog is here, not in a field: a desk's barcode scanner typing a pass into
            the password would count as failed logins (five lock the account on this desk for 15 minutes). */}
        <p className="notice notice-info" tabIndex={-1} data-autofocus>
          {M.sessionEndedSignInAgain}
        </p>
        <LoginFields form={form} emailHint={M.signInAgainOtherAccount} />
        <div className="admin-dialog-actions">
          <button type="button" className="btn btn-ghost" onClick={endPausedSession}>
            Go to login
          </button>
          <BusyButton type="submit" className="btn btn-primary" busy={form.submitting}>
            {form.submitting ? 'Signing in...' : 'Sign in'}
          </BusyButton>
        </div>
      </form>
    </Modal>
  );
}
