import { LIMITS } from '@symposium/schema/constants';
import { forgotPasswordSchema } from '@symposium/schema/auth';
import { M } from '@symposium/schema/messages';
import { paths } from '@symposium/schema/paths';
import { MailCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { BusyButton } from '../../../components/ui/busy-button';
import { EmailField } from '../../../components/ui/email-field';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormCard } from '../../../components/ui/form-card';
import { errorMessage } from '../../../lib/api-client';
import { checkForm } from '../../../lib/form-errors';
import { PageTitle } from '../../../lib/page-title';
import { requestPasswordReset } from '../api/forgot-password';

export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  // 'Try Again' replaces the card it was on: the form's title takes the focus, as the result's did.
  const [triedAgain, setTriedAgain] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    const request = checkForm(forgotPasswordSchema, { email }, ['email'], (errors) => setError(errors.email));
    if (!request) return;
    setSubmitting(true);
    try {
      const response = await requestPasswordReset(request.email);
      setSentMessage(response.message || M.forgotSent);
    } catch (failure) {
      setFormError(errorMessage(failure, M.forgotFailed));
    } finally {
      setSubmitting(false);
    }
  }

  if (sentMessage) {
    return (
      <FormCard key="sent" title="Check Your Email" shape="triangle" focusTitle>
        <PageTitle title={'Check Your Email'} />
        <div className="result-panel" role="status">
          <MailCheck aria-hidden="true" size={48} className="result-icon result-icon-success" />
          <p>{sentMessage}</p>
          <p className="muted">
            The link is valid for {LIMITS.resetLinkMinutes} minutes. If it does not arrive, check your spam folder or
            try again.
          </p>
        </div>
        <div className="button-stack">
          <button
            type="button"
            className="btn btn-outline btn-block"
            onClick={() => {
              setSentMessage(null);
              setTriedAgain(true);
            }}
          >
            Try Again
          </button>
          <Link to={paths.login} className="btn btn-ghost btn-block">
            Back to Login
          </Link>
        </div>
      </FormCard>
    );
  }

  return (
    <FormCard
      key="form"
      title="Forgot Password"
      shape="triangle"
      focusTitle={triedAgain}
      subtitle="We will email you a link to set a new password."
    >
      <PageTitle title={'Forgot Password'} />
      <form className="form" onSubmit={handleSubmit} noValidate>
        <FormAlert message={formError} takeFocus />
        <EmailField value={email} onValueChange={setEmail} error={error} />
        <BusyButton type="submit" className="btn btn-primary btn-block" busy={submitting}>
          {submitting ? 'Sending...' : 'Send Reset Link'}
        </BusyButton>
      </form>
      <p className="form-footer">
        Remembered it?{' '}
        <Link to={paths.login} className="text-link">
          Back to login
        </Link>
      </p>
    </FormCard>
  );
}
