import { resetPasswordFormSchema } from '@symposium/schema/auth';
import { LIMITS } from '@symposium/schema/constants';
import { M } from '@symposium/schema/messages';
import { paths } from '@symposium/schema/paths';
import { CircleCheck, CircleX } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { BusyButton } from '../../../components/ui/busy-button';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormCard } from '../../../components/ui/form-card';
import { PasswordField } from '../../../components/ui/password-field';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { checkForm, type FieldErrors, formWideError } from '../../../lib/form-errors';
import { PageTitle } from '../../../lib/page-title';
import { resetPassword } from '../api/reset-password';
import { PasswordChecklist } from './password-checklist';

type View = 'form' | 'done' | 'invalid';

export function ResetPasswordPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [view, setView] = useState<View>(token.trim() ? 'form' : 'invalid');
  const [doneMessage, setDoneMessage] = useState<string>(M.resetDone);

  useEffect(() => {
    if (view !== 'done') return;
    const timer = window.setTimeout(() => navigate(paths.login, { replace: true }), LIMITS.resetRedirectSeconds * 1000);
    return () => window.clearTimeout(timer);
  }, [view, navigate]);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    const passwords = checkForm(
      resetPasswordFormSchema,
      { password, confirmPassword },
      ['password', 'confirmPassword'],
      setErrors,
    );
    if (!passwords) return;
    setSubmitting(true);
    try {
      const response = await resetPassword(token, passwords.password);
      setDoneMessage(response.message || M.resetDone);
      setView('done');
    } catch (error) {
      // A password the server refuses (a staff account's reset needs 8 characters) is said under the field; any
      // other 400 means the link is invalid or has expired (docs/product.md#forgot-and-reset-password).
      const passwordRefused =
        error instanceof ApiError && error.code === 'VALIDATION_ERROR' ? error.fieldErrors.password?.[0] : undefined;
      if (passwordRefused) setErrors({ password: passwordRefused });
      else if (error instanceof ApiError && error.status === 400) setView('invalid');
      else setFormError(errorMessage(error, M.resetFailed));
    } finally {
      setSubmitting(false);
    }
  }

  if (view === 'invalid') {
    return (
      <FormCard
        title={token.trim() ? 'Link Expired' : 'Invalid Link'}
        shape="square"
        focusTitle={Boolean(token.trim())}
      >
        <PageTitle title={token.trim() ? 'Reset Link Expired' : 'Invalid Reset Link'} />
        <div className="result-panel" role="alert">
          <CircleX aria-hidden="true" size={48} className="result-icon result-icon-danger" />
          <p>{token.trim() ? M.resetExpired : M.resetMissingToken}</p>
        </div>
        <Link to={paths.forgotPassword} className="btn btn-primary btn-block">
          Request a New Link
        </Link>
      </FormCard>
    );
  }

  if (view === 'done') {
    return (
      <FormCard title="Password Reset" shape="square" focusTitle>
        <PageTitle title={'Password Reset'} />
        <div className="result-panel" role="status">
          <CircleCheck aria-hidden="true" size={48} className="result-icon result-icon-success" />
          <p>{doneMessage}</p>
          <p className="muted">Taking you to login in {LIMITS.resetRedirectSeconds} seconds...</p>
        </div>
        <Link to={paths.login} className="btn btn-primary btn-block" replace>
          Go to Login
        </Link>
      </FormCard>
    );
  }

  return (
    <FormCard title="Set New Password" shape="square" subtitle="Choose a new password for your account.">
      <PageTitle title={'Reset Password'} />
      <form className="form" onSubmit={handleSubmit} noValidate>
        <FormAlert message={formError} takeFocus />
        <FormAlert message={formWideError(errors)} />
        <PasswordField
          label="New Password"
          name="password"
          autoComplete="new-password"
          value={password}
          onValueChange={setPassword}
          error={errors.password}
        />
        <PasswordField
          label="Confirm Password"
          name="confirmPassword"
          autoComplete="new-password"
          value={confirmPassword}
          onValueChange={setConfirmPassword}
          error={errors.confirmPassword}
        />
        <PasswordChecklist password={password} confirmPassword={confirmPassword} />
        <BusyButton type="submit" className="btn btn-primary btn-block" busy={submitting}>
          {submitting ? 'Resetting...' : 'Reset Password'}
        </BusyButton>
      </form>
    </FormCard>
  );
}
