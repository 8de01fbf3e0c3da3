import { M } from '@symposium/schema/messages';
import {
  PERSONAL_FIELDS,
  paymentDetailsSchema,
  paymentDetailsShape,
  personalDetailsSchema,
} from '@symposium/schema/registration';
import { describe, expect, test } from 'vitest';
import { fieldErrorsFromZod, formWideError } from '../../lib/form-errors';
import {
  EMPTY_PAYMENT_DETAILS,
  EMPTY_PERSONAL_DETAILS,
  PAYMENT_FIELD_ORDER,
  PERSONAL_FIELD_ORDER,
} from './register-form-state';

describe("the register form's fields", () => {
  test("step 1 shows every field of its rules, in the rules' order", () => {
    expect([...PERSONAL_FIELD_ORDER]).toEqual([...PERSONAL_FIELDS]);
  });

  test('step 2 shows every field of its rules and the screenshot, and nothing else', () => {
    expect([...PAYMENT_FIELD_ORDER].sort()).toEqual([...Object.keys(paymentDetailsShape), 'paymentScreenshot'].sort());
  });

  test("the empty step 2 holds exactly its rules' fields, with no choice made and nothing ticked", () => {
    expect(Object.keys(EMPTY_PAYMENT_DETAILS).sort()).toEqual(Object.keys(paymentDetailsShape).sort());
    expect(Object.values(EMPTY_PAYMENT_DETAILS).every((value) => value === '' || value === false)).toBe(true);
  });

  test('an untouched step 1 is refused field by field, each error on a field the screen shows, with one alert above', () => {
    const refused = personalDetailsSchema.safeParse(EMPTY_PERSONAL_DETAILS);
    const errors = fieldErrorsFromZod(refused.error!);

    expect(Object.keys(errors).sort()).toEqual([...PERSONAL_FIELD_ORDER].sort());
    expect(formWideError(errors)).toBe(M.personalDetailsRequired);
  });

  test('an untouched step 2 is refused on fields the screen shows, so focus always has somewhere to go', () => {
    // As the form sends it: a registration type not chosen yet is no value.
    const refused = paymentDetailsSchema.safeParse({ ...EMPTY_PAYMENT_DETAILS, registrationType: undefined });
    const errors = fieldErrorsFromZod(refused.error!);

    expect(Object.keys(errors).sort()).toEqual(['registrationType', 'termsAccepted', 'transactionId']);
    expect(Object.keys(errors).every((field) => (PAYMENT_FIELD_ORDER as readonly string[]).includes(field))).toBe(true);
  });
});
