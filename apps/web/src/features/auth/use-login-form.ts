import { loginSchema } from '@symposium/schema/auth';
import { M } from '@symposium/schema/messages';
import type { PublicUser } from '@symposium/schema/user';
import { useState } from 'react';
import { ApiError, errorMessage } from '../../lib/api-client';
import { checkForm, type FieldErrors, firstOfEach } from '../../lib/form-errors';
import { useAuth } from '../../lib/auth/use-auth';

const FIELD_ORDER = ['email', 'password'] as const;

export type LoginForm = ReturnType<typeof useLoginForm>;

/**
 * The email and password of a sign-in (the login page, and the dialog over a staff page whose session ended): the
 * fields, their errors and the form's, and `signIn`, which checks them with the rules of docs/product.md#login and signs in.
 */
export function useLoginForm(initialEmail = '') {
  const { login } = useAuth();
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  /** `then` runs with the account signed in; a refusal is shown on the form and the button is free again. */
  async function signIn(rememberMe: boolean, then: (user: PublicUser) => void) {
    setFormError(null);
    const credentials = checkForm(loginSchema, { email, password, rememberMe }, FIELD_ORDER, setErrors);
    if (!credentials) return;
    setSubmitting(true);
    try {
      then(await login(credentials));
    } catch (error) {
      setFormError(errorMessage(error, M.loginFailed));
      if (error instanceof ApiError) setErrors(firstOfEach(error.fieldErrors));
      setSubmitting(false);
    }
  }

  return { email, setEmail, password, setPassword, errors, formError, submitting, signIn };
}
