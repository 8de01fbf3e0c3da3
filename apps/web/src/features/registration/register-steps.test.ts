import { ErrorCode } from '@symposium/schema/error-codes';
import { M } from '@symposium/schema/messages';
import { describe, expect, test } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { type RegisterHistoryChange, refusalOnTheForm, registerHistoryMove } from './register-steps';

describe('a refused registration, on the form', () => {
  test('a taken email goes under the email field on step 1', () => {
    const taken = new ApiError(409, ErrorCode.EMAIL_TAKEN, M.emailTaken, { email: [M.emailTaken] });

    expect(refusalOnTheForm(taken)).toEqual({ errors: { email: M.emailTaken }, step: 1 });
  });

  test("a taken email without the server's words still says so", () => {
    const taken = new ApiError(409, ErrorCode.EMAIL_TAKEN, '');

    expect(refusalOnTheForm(taken)).toEqual({ errors: { email: M.emailTaken }, step: 1 });
  });

  test('a screenshot refused as too large or not an image goes under the screenshot field on step 2', () => {
    const tooLarge = new ApiError(413, ErrorCode.FILE_TOO_LARGE, M.screenshotTooLarge);
    const notImage = new ApiError(415, ErrorCode.INVALID_FILE_TYPE, M.screenshotNotImage, {
      paymentScreenshot: [M.screenshotNotImage],
    });

    expect(refusalOnTheForm(tooLarge)).toEqual({ errors: { paymentScreenshot: M.screenshotTooLarge }, step: 2 });
    expect(refusalOnTheForm(notImage)).toEqual({ errors: { paymentScreenshot: M.screenshotNotImage }, step: 2 });
  });

  test('the joined name is told under the first name, the amount under the registration type', () => {
    const refused = new ApiError(400, ErrorCode.VALIDATION_ERROR, 'Please correct the highlighted fields', {
      name: [M.fieldAtMost('Name', 100, 'characters')],
      amount: [M.amountMismatch],
    });

    expect(refusalOnTheForm(refused).errors).toMatchObject({
      firstName: M.fieldAtMost('Name', 100, 'characters'),
      registrationType: M.amountMismatch,
    });
  });

  test("a field's own error is kept over one borrowed from the joined name", () => {
    const refused = new ApiError(400, ErrorCode.VALIDATION_ERROR, 'Please correct the highlighted fields', {
      firstName: [M.firstNameChars],
      name: [M.fieldAtMost('Name', 100, 'characters')],
    });

    expect(refusalOnTheForm(refused).errors.firstName).toBe(M.firstNameChars);
  });

  test('errors on both steps send the person to step 1, whose fields come first', () => {
    const refused = new ApiError(400, ErrorCode.VALIDATION_ERROR, 'Please correct the highlighted fields', {
      transactionId: [M.transactionIdChars],
      phone: [M.registerPhoneStart],
    });

    expect(refusalOnTheForm(refused)).toEqual({
      errors: { transactionId: M.transactionIdChars, phone: M.registerPhoneStart },
      step: 1,
    });
  });

  test("errors on step 2's fields only keep the person on step 2", () => {
    const refused = new ApiError(400, ErrorCode.VALIDATION_ERROR, 'Please correct the highlighted fields', {
      accommodationCheckOut: [M.accommodationCheckOutBeforeCheckIn],
    });

    expect(refusalOnTheForm(refused).step).toBe(2);
  });

  test('a refusal naming no field of this form (a rate limit, a bad submission key) is left for the alert above it', () => {
    expect(refusalOnTheForm(new ApiError(429, ErrorCode.RATE_LIMITED, M.tooManyRequests(420)))).toEqual({
      errors: {},
      step: null,
    });
    expect(
      refusalOnTheForm(
        new ApiError(400, ErrorCode.VALIDATION_ERROR, 'Invalid request', { submissionKey: ['Invalid key'] }),
      ).step,
    ).toBeNull();
  });
});

describe("the register form's steps in the browser's history", () => {
  /** A change of entry after the form's first look: the browser's Back or Forward, on step 1, nothing sent. */
  const pop: RegisterHistoryChange = {
    first: false,
    seen: false,
    navigationType: 'POP',
    done: false,
    submitting: false,
    step: 1,
    onPaymentStepEntry: false,
  };

  test("a reload on step 2's entry opens on step 1 and rewrites the entry to say so", () => {
    expect(registerHistoryMove({ ...pop, first: true, onPaymentStepEntry: true })).toBe('leave-payment-entry');
    expect(registerHistoryMove({ ...pop, first: true, navigationType: 'PUSH' })).toBe('none');
  });

  test("a phone's Back on step 2 shows step 1, everything typed still there", () => {
    expect(registerHistoryMove({ ...pop, step: 2 })).toBe('show-details');
  });

  test("Forward to step 2's entry shows step 2 again, after step 1's checks", () => {
    expect(registerHistoryMove({ ...pop, onPaymentStepEntry: true })).toBe('continue-to-payment');
  });

  test("Back on the success screen leaves the form in one press, skipping step 2's entry", () => {
    expect(registerHistoryMove({ ...pop, step: 2, done: true })).toBe('leave-form');
    expect(registerHistoryMove({ ...pop, step: 2, done: true, onPaymentStepEntry: true })).toBe('none');
  });

  test("the form's own Continue (a new entry) moves nothing here: the form has already shown step 2", () => {
    expect(registerHistoryMove({ ...pop, navigationType: 'PUSH', step: 2, onPaymentStepEntry: true })).toBe('none');
    expect(registerHistoryMove({ ...pop, navigationType: 'REPLACE', step: 1 })).toBe('none');
  });

  test('nothing moves while the registration is being sent, nor for an entry already handled', () => {
    expect(registerHistoryMove({ ...pop, step: 2, submitting: true })).toBe('none');
    expect(registerHistoryMove({ ...pop, step: 2, seen: true })).toBe('none');
  });

  test('a step already matching its entry stays', () => {
    expect(registerHistoryMove({ ...pop, step: 1 })).toBe('none');
    expect(registerHistoryMove({ ...pop, step: 2, onPaymentStepEntry: true })).toBe('none');
  });
});
