import { ErrorCode } from '@symposium/schema/error-codes';
import { M } from '@symposium/schema/messages';
import type { ApiError } from '../../lib/api-client';
import { type FieldErrors, firstOfEach } from '../../lib/form-errors';
import { PAYMENT_FIELD_ORDER, PERSONAL_FIELD_ORDER } from './register-form-state';

export type RegisterStep = 1 | 2;

/**
 * Where a refused registration's errors go: under their fields, and the step that holds the first of them (step 1
 * wins: its fields come first); step null when none is a field of this form (the refusal is then the form's alert).
 */
export function refusalOnTheForm(error: ApiError): { errors: FieldErrors; step: RegisterStep | null } {
  const errors = firstOfEach(error.fieldErrors);
  if (error.code === ErrorCode.EMAIL_TAKEN) errors.email = error.message || M.emailTaken;
  if (error.code === ErrorCode.FILE_TOO_LARGE || error.code === ErrorCode.INVALID_FILE_TYPE) {
    errors.paymentScreenshot = error.message;
  }
  if (errors.name && !errors.firstName) errors.firstName = errors.name;
  if (errors.amount && !errors.registrationType) errors.registrationType = errors.amount;
  if (PERSONAL_FIELD_ORDER.some((field) => errors[field])) return { errors, step: 1 };
  if (PAYMENT_FIELD_ORDER.some((field) => errors[field])) return { errors, step: 2 };
  return { errors, step: null };
}

/** Where the register form stands when the history entry it is on changes. */
export interface RegisterHistoryChange {
  /** The form's first look at the history (its mount): a reload, or coming back to an old entry. */
  first: boolean;
  /** The entry is the one the form already handled. */
  seen: boolean;
  /** 'POP': the browser's Back or Forward (or the form's Back, which is one). */
  navigationType: 'POP' | 'PUSH' | 'REPLACE';
  /** The success screen is showing. */
  done: boolean;
  submitting: boolean;
  step: RegisterStep;
  /** The entry is step 2's (its state says `registerStep: 2`). */
  onPaymentStepEntry: boolean;
}

/**
 * What the register form does when its history entry changes (docs/decisions/0037-register-form-keeps-what-was-typed.md):
 * `leave-payment-entry` rewrites a step-2 entry to say step 1, `leave-form` goes one entry further
 * back, `show-details` shows step 1, `continue-to-payment` checks step 1 and shows step 2 (without adding an entry).
 */
export function registerHistoryMove(
  change: RegisterHistoryChange,
): 'none' | 'leave-payment-entry' | 'leave-form' | 'show-details' | 'continue-to-payment' {
  const { first, seen, navigationType, done, submitting, step, onPaymentStepEntry } = change;
  // A reload on step 2 opens on step 1 (passwords are never kept): its entry says so too.
  if (first) return onPaymentStepEntry ? 'leave-payment-entry' : 'none';
  if (seen) return 'none';
  // Back from the success screen leaves the form (not a second press): step 2's entry is behind the screen, and its
  // step 1 would only offer to register again.
  if (navigationType === 'POP' && done) return onPaymentStepEntry ? 'none' : 'leave-form';
  // Only the browser's Back and Forward (and the form's Back, which is one) move between the steps here.
  if (navigationType !== 'POP' || submitting) return 'none';
  if (step === 2 && !onPaymentStepEntry) return 'show-details';
  if (step === 1 && onPaymentStepEntry) return 'continue-to-payment';
  return 'none';
}
