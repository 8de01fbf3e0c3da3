import { loginSchema } from '@symposium/schema/auth';
import { M } from '@symposium/schema/messages';
import { paths } from '@symposium/schema/paths';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { BusyButton } from '../../../components/ui/busy-button';
import { FormAlert } from '../../../components/ui/form-alert';
import { Modal } from '../../../components/ui/modal';
import { PasswordField } from '../../../components/ui/password-field';
import { TextField } from '../../../components/ui/text-field';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { checkForm, type FieldErrors, firstOfEach, formWideError } from '../../../lib/form-errors';
import { isStaffUser } from '../is-staff';
import { useAuth } from '../use-auth';

const FIELD_ORDER = ['email', 'password'] as const;

/**
 * Over a staff page whose session ended (useAuth().sessionPaused): the same account signs in again and carries on with
 * what it typed; another account starts afresh at /admin, and 'Go to login' ends the session as anywhere else. It
 * cannot be closed otherwise: an Escape must not choose for the person (docs/decisions.md, "A staff session that ends
 * keeps the page").
 */
export function SignInAgainDialog() {
  const { user, login, endPausedSession } = useAuth();
  const navigate = useNavigate();
  const [email, setEmail] = useState(user?.email ?? '');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    const credentials = checkForm(loginSchema, { email, password, rememberMe: false }, FIELD_ORDER, setErrors);
    if (!credentials) return;
    const before = user?.id;
    setSubmitting(true);
    try {
      const signedIn = await login(credentials);
      // Another account: the page it would see was someone else's (RequireStaff remounts it); start where login would.
      if (signedIn.id !== before && isStaffUser(signedIn)) navigate(paths.admin, { replace: true });
    } catch (error) {
      setFormError(errorMessage(error, M.loginFailed));
      if (error instanceof ApiError) setErrors(firstOfEach(error.fieldErrors));
      setSubmitting(false);
    }
  }

  return (
    <Modal title="Sign in again">
      <form className="form" onSubmit={handleSubmit} noValidate>
        {/* The focus starts on why the dialog is here, not in a field: a desk's barcode scanner typing a pass into
            the password would count as failed logins (five lock the account on this desk for 15 minutes). */}
        <p className="notice notice-info" tabIndex={-1} data-autofocus>
          {M.sessionEndedSignInAgain}
        </p>
        <FormAlert message={formError} takeFocus />
        <FormAlert message={formWideError(errors)} />
        <TextField
          label="Email"
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          value={email}
          onValueChange={setEmail}
          error={errors.email}
          hint={M.signInAgainOtherAccount}
        />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="current-password"
          value={password}
          onValueChange={setPassword}
          error={errors.password}
        />
        <div className="admin-dialog-actions">
          <button type="button" className="btn btn-ghost" onClick={endPausedSession}>
            Go to login
          </button>
          <BusyButton type="submit" className="btn btn-primary" busy={submitting}>
            {submitting ? 'Signing in...' : 'Sign in'}
          </BusyButton>
        </div>
      </form>
    </Modal>
  );
}
