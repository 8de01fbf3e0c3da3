import { z } from 'zod';
import { LIMITS } from './constants';
import { M } from './messages';


const requiredText = (message: string) =>
  z.string({ error: message }).trim().min(1, message);

export const NAME_PATTERN = /^[A-Za-z][A-Za-z .'-]*$/;
export const LETTERS_SPACES = /^[A-Za-z ]+$/;
export const COLLEGE_LOCATION_PATTERN = /^[A-Za-z0-9 .,'()-]+$/;
// Spec §5 allows letters, digits, @ and '.'; dots inside the local part and sub-domains are allowed
// because real college addresses use them (docs/decisions.md).
export const REGISTER_EMAIL_PATTERN = /^[A-Za-z0-9]+(\.[A-Za-z0-9]+)*@[A-Za-z0-9]+(\.[A-Za-z0-9]+)*\.[A-Za-z]{2,}$/;
export const GENERAL_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const TRANSACTION_ID_PATTERN = /^[A-Za-z0-9_-]+$/;

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
