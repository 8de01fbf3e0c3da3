import { loginSchema } from '@symposium/schema/auth';
import { M } from '@symposium/schema/messages';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { BusyButton } from '../../../components/ui/busy-button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormCard } from '../../../components/ui/form-card';
import { PasswordField } from '../../../components/ui/password-field';
import { TextField } from '../../../components/ui/text-field';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { checkForm, type FieldErrors, firstOfEach, formWideError } from '../../../lib/form-errors';
import { pageTitle } from '../../../lib/page-title';
import { paths } from '@symposium/schema/paths';
import { useRegistrationClosed } from '../../../lib/site-config';
import { isStaffUser } from '../is-staff';
import { useAuth } from '../use-auth';

const FIELD_ORDER = ['email', 'password'] as const;

/** `deviceNotice`: what this device holds for the next sign-in (the app passes the scanner's waiting scans). */
export function LoginPage({ deviceNotice }: { deviceNotice?: ReactNode }) {
  const { user, loading, login } = useAuth();
  const navigate = useNavigate();
  const registrationClosed = useRegistrationClosed();
  // A register button sends visitors here with the spec's 'Please login to register for …' (§5).
  const notice = (useLocation().state as { notice?: unknown } | null)?.notice;
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  // Already signed in: this page has nothing to offer.
  if (!loading && user && !submitting) {
    return <Navigate to={isStaffUser(user) ? paths.admin : paths.profile} replace />;
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    const credentials = checkForm(loginSchema, { email, password, rememberMe }, FIELD_ORDER, setErrors);
    if (!credentials) return;
    setSubmitting(true);
    try {
      const signedIn = await login({
        email: credentials.email,
        password: credentials.password,
        rememberMe: credentials.rememberMe,
      });
      navigate(isStaffUser(signedIn) ? paths.admin : paths.profile, { replace: true });
    } catch (error) {
      setFormError(errorMessage(error, M.loginFailed));
      if (error instanceof ApiError) setErrors(firstOfEach(error.fieldErrors));
      setSubmitting(false);
    }
  }

  return (
    <FormCard title="Player Login" subtitle="Enter the game with your registered email.">
      <title>{pageTitle('Login')}</title>
      <form className="form" onSubmit={handleSubmit} noValidate>
        {typeof notice === 'string' && (
          <p className="notice notice-info" role="status">
            {notice}
          </p>
        )}
        {deviceNotice}
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
        />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="current-password"
          value={password}
          onValueChange={setPassword}
          error={errors.password}
        />
        <div className="form-row-between">
          <CheckboxField name="rememberMe" checked={rememberMe} onCheckedChange={setRememberMe}>
            Remember me
          </CheckboxField>
          <Link to={paths.forgotPassword} className="text-link">
            Forgot password?
          </Link>
        </div>
        <BusyButton type="submit" className="btn btn-primary btn-block" busy={submitting}>
          {submitting ? 'Logging in...' : 'Login'}
        </BusyButton>
      </form>
      {!registrationClosed && (
        <p className="form-footer">
          New player? <Link to={paths.register} className="text-link">Register now</Link>
        </p>
      )}
    </FormCard>
  );
}
