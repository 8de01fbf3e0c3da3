import { EmailField } from '../../../components/ui/email-field';
import { FormAlert } from '../../../components/ui/form-alert';
import { PasswordField } from '../../../components/ui/password-field';
import { formWideError } from '../../../lib/form-errors';
import type { LoginForm } from '../use-login-form';

/** The refusal, then the email and password fields of a sign-in (useLoginForm). */
export function LoginFields({ form, emailHint }: { form: LoginForm; emailHint?: string }) {
  return (
    <>
      <FormAlert message={form.formError} takeFocus />
      <FormAlert message={formWideError(form.errors)} />
      <EmailField value={form.email} onValueChange={form.setEmail} error={form.errors.email} hint={emailHint} />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="current-password"
        value={form.password}
        onValueChange={form.setPassword}
        error={form.errors.password}
      />
    </>
  );
}
