import { z } from 'zod';
import { LIMITS } from './constants';
import { M } from './messages';
import { normalisePhone } from './normalise';

const requiredText = (message: string) => z.string({ error: message }).trim().min(1, message);

export const NAME_PATTERN = /^[A-Za-z][A-Za-z .'-]*$/;
export const LETTERS_SPACES = /^[A-Za-z ]+$/;
export const COLLEGE_LOCATION_PATTERN = /^[A-Za-z0-9 .,'()-]+$/;
// docs/product.md#validation-messages names letters, digits, @ and '.'; real addresses also need dots in the local part, several
// domain labels, `_ - +` in the local part and `-` inside a domain label (docs/decisions/0002-email-phone-and-name-rules.md, "Register
// email pattern"). The form never strips characters: anything else gets the spec's message.
export const REGISTER_EMAIL_PATTERN =
  /^[A-Za-z0-9_+-]+(\.[A-Za-z0-9_+-]+)*@([A-Za-z0-9]+(-+[A-Za-z0-9]+)*\.)+[A-Za-z]{2,}$/;
// One address: no spaces, and none of the characters that make a mail header hold more than one (`a@b.co,c@d.co`,
// `"x" <a@b.co>`): the contact form's address becomes the Reply-To of the organisers' mail.
// The domain is "something . something": written so that only one way to match it exists (the part before the dot
// that is matched has no dot), as two overlapping runs around the dot took time quadratic in a run of dots — a 64 KB
// login body held the server for seconds (docs/decisions/0002-email-phone-and-name-rules.md, "An email rule that runs in linear time").
export const GENERAL_EMAIL_PATTERN =
  /^[^\s@,;:<>()[\]\\"]+@[^\s@,;:<>()[\]\\"][^\s@,;:<>()[\]\\".]*\.[^\s@,;:<>()[\]\\"]+$/;
export const TRANSACTION_ID_PATTERN = /^[A-Za-z0-9_-]+$/;

/**
 * A phone number as typed, pasted or autofilled: normalised by the same rule the form applies as the
 * person types (digits only, a +91/91/0 prefix dropped when 10 digits remain), so web and API agree.
 */
export const phoneField = (requiredMessage: string) =>
  z.string({ error: requiredMessage }).transform(normalisePhone).pipe(requiredText(requiredMessage));

/** An address-like email, lower-cased so one person has one account. */
export const emailField = (requiredMessage: string) =>
  requiredText(requiredMessage)
    .max(LIMITS.emailMax, M.validEmail)
    .regex(GENERAL_EMAIL_PATTERN, M.validEmail)
    .transform((v) => v.toLowerCase());

export const registerEmailField = requiredText(M.personalDetailsRequired)
  .max(LIMITS.emailMax, M.registerEmail)
  .regex(REGISTER_EMAIL_PATTERN, M.registerEmail)
  .transform((v) => v.toLowerCase());

export const newPasswordField = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .min(1, requiredMessage)
    .min(LIMITS.passwordMin, M.passwordMin)
    .max(LIMITS.passwordMax, M.passwordMax);

export { requiredText };
