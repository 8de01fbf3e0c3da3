import { paths } from '@symposium/schema/paths';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { BusyButton } from '../../../components/ui/busy-button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { FormCard } from '../../../components/ui/form-card';
import { PageTitle } from '../../../lib/page-title';
import { useRegistrationClosed } from '../../../lib/site-config';
import { landingAfterSignIn } from '../landing';
import { useAuth } from '../../../lib/auth/use-auth';
import { useLoginForm } from '../use-login-form';
import { LoginFields } from './login-fields';

/** `deviceNotice`: what this device holds for the next sign-in (the app passes the scanner's waiting scans). */
export function LoginPage({ deviceNotice }: { deviceNotice?: ReactNode }) {
  const { user, loading } = useAuth();
  const navigate = useNavigate();
  const registrationClosed = useRegistrationClosed();
  // A register button sends visitors here with 'Please login to register for …' (docs/product.md#registering-for-events-and-workshops); a guard with the
  // page it sent the person away from, which the sign-in goes back to.
  const state = useLocation().state as { notice?: unknown; from?: unknown } | null;
  const notice = state?.notice;
  const form = useLoginForm();
  const [rememberMe, setRememberMe] = useState(false);

  // Already signed in: this page has nothing to offer.
  if (!loading && user && !form.submitting) {
    return <Navigate to={landingAfterSignIn(user, state?.from)} replace />;
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void form.signIn(rememberMe, (signedIn) => navigate(landingAfterSignIn(signedIn, state?.from), { replace: true }));
  }

  return (
    <FormCard title="Player Login" subtitle="Enter the game with your registered email.">
      <PageTitle title={'Login'} />
      <form className="form" onSubmit={handleSubmit} noValidate>
        {typeof notice === 'string' && (
          <p className="notice notice-info" role="status">
            {notice}
          </p>
        )}
        {deviceNotice}
        <LoginFields form={form} />
        <div className="form-row-between">
          <CheckboxField name="rememberMe" checked={rememberMe} onCheckedChange={setRememberMe}>
            Remember me
          </CheckboxField>
          <Link to={paths.forgotPassword} className="text-link">
            Forgot password?
          </Link>
        </div>
        <BusyButton type="submit" className="btn btn-primary btn-block" busy={form.submitting}>
          {form.submitting ? 'Logging in...' : 'Login'}
        </BusyButton>
      </form>
      {!registrationClosed && (
        <p className="form-footer">
          New player?{' '}
          <Link to={paths.register} className="text-link">
            Register now
          </Link>
        </p>
      )}
    </FormCard>
  );
}
