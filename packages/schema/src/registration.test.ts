import { describe, expect, test } from 'vitest';
import type { z } from 'zod';
import { DEFAULT_EDITION, editionNights } from './edition';
import { M } from './messages';
import {
  stayNightsOnOffer,
  accommodationNights,
  checkScreenshot,
  paymentDetailsSchema,
  personalDetailsSchema,
  registerRequestSchema,
} from './registration';
import { fieldErrorsOf, firstMessage } from './validation';

/** The message a form shows under `field`: the first issue on that path, or undefined when it passes. */
function messageFor(schema: z.ZodType, input: unknown, field: string): string | undefined {
  const result = schema.safeParse(input);
  return result.success ? undefined : fieldErrorsOf(result.error)[field]?.[0];
}

const validPersonal = {
  firstName: 'Asha',
  lastName: 'Kumar',
  email: 'asha.kumar@college.edu',
  phone: '9876543210',
  college: 'Government College of Technology',
  department: 'Mechanical Engineering',
  year: '3',
  collegeLocation: "St. Mary's Road, Coimbatore (641-013)",
  password: 'secret1',
  confirmPassword: 'secret1',
};

const validPayment = {
  registrationType: 'general',
  transactionId: 'UPI_2025-0001',
  termsAccepted: true,
};

const { confirmPassword: _confirm, firstName: _f, lastName: _l, ...personalWithoutNames } = validPersonal;
/** The multipart body of POST /auth/register (docs/product.md#registration): `name`, no confirmation field. */
const validRequest = {
  ...personalWithoutNames,
  name: 'Asha Kumar',
  ...validPayment,
  termsAccepted: 'true',
};

const withPersonal = (patch: Record<string, unknown>) => ({ ...validPersonal, ...patch });
const withPayment = (patch: Record<string, unknown>) => ({ ...validPayment, ...patch });
const withRequest = (patch: Record<string, unknown>) => ({ ...validRequest, ...patch });

describe('register step 1: personalDetailsSchema', () => {
  test('accepts complete personal details and normalises them', () => {
    const result = personalDetailsSchema.safeParse(
      withPersonal({ firstName: '  Asha ', email: '  Asha.Kumar@College.EDU ', phone: ' 9876543210 ' }),
    );
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({
      firstName: 'Asha',
      email: 'asha.kumar@college.edu',
      phone: '9876543210',
      year: 3,
    });
  });

  const requiredFields = [
    'firstName',
    'lastName',
    'email',
    'phone',
    'college',
    'department',
    'year',
    'collegeLocation',
  ] as const;

  test.each(requiredFields)('asks to fill in all personal details when %s is missing', (field) => {
    const input: Record<string, unknown> = withPersonal({});
    delete input[field];
    expect(messageFor(personalDetailsSchema, input, field)).toBe(M.personalDetailsRequired);
  });

  test.each(requiredFields)('asks to fill in all personal details when %s is blank', (field) => {
    const blank = field === 'year' ? '' : '   ';
    expect(messageFor(personalDetailsSchema, withPersonal({ [field]: blank }), field)).toBe(M.personalDetailsRequired);
  });

  test('shows the spec text for an empty form first', () => {
    const result = personalDetailsSchema.safeParse({});
    expect(result.success).toBe(false);
    expect(firstMessage(result.error!)).toBe('Please fill in all personal details');
  });

  test.each(['Asha3', 'Asha@', 'Asha_K', 'Asha!'])(
    'refuses first name %j with the basic-punctuation message',
    (firstName) => {
      expect(messageFor(personalDetailsSchema, withPersonal({ firstName }), 'firstName')).toBe(M.firstNameChars);
    },
  );

  test('uses the spec text for a first name with digits', () => {
    expect(messageFor(personalDetailsSchema, withPersonal({ firstName: 'R2D2' }), 'firstName')).toBe(
      'First name should only contain letters, spaces, and basic punctuation',
    );
  });

  test.each(["O'Neil", 'Mary-Jane', 'A. R. Rahman', 'Jo'])('accepts first name %j', (firstName) => {
    expect(messageFor(personalDetailsSchema, withPersonal({ firstName }), 'firstName')).toBeUndefined();
  });

  test.each(['Kumar!', 'Kumar2', 'K_umar'])('refuses last name %j with the basic-punctuation message', (lastName) => {
    expect(messageFor(personalDetailsSchema, withPersonal({ lastName }), 'lastName')).toBe(M.lastNameChars);
  });

  test('requires a first name of at least 2 characters', () => {
    expect(messageFor(personalDetailsSchema, withPersonal({ firstName: 'A' }), 'firstName')).toBe(M.firstNameMin);
    expect(M.firstNameMin).toBe('First name must be at least 2 characters long');
  });

  test('accepts a one-letter last name', () => {
    expect(messageFor(personalDetailsSchema, withPersonal({ lastName: 'K' }), 'lastName')).toBeUndefined();
  });

  test('limits first and last names to 50 characters', () => {
    expect(messageFor(personalDetailsSchema, withPersonal({ firstName: 'A'.repeat(51) }), 'firstName')).toBe(
      M.firstNameMax,
    );
    expect(messageFor(personalDetailsSchema, withPersonal({ lastName: 'K'.repeat(51) }), 'lastName')).toBe(
      M.lastNameMax,
    );
    expect(messageFor(personalDetailsSchema, withPersonal({ firstName: 'A'.repeat(50) }), 'firstName')).toBeUndefined();
    expect(messageFor(personalDetailsSchema, withPersonal({ lastName: 'K'.repeat(50) }), 'lastName')).toBeUndefined();
  });

  test.each([
    'asha k@college.edu',
    'asha#1@college.edu',
    'asha@college',
    'asha@@college.edu',
    'asha@college.e1',
    '@college.edu',
    'asha.@college.edu',
  ])('refuses email %j with the letters-numbers-@-dot message', (email) => {
    expect(messageFor(personalDetailsSchema, withPersonal({ email }), 'email')).toBe(M.registerEmail);
  });

  test('uses the spec text for an invalid register email', () => {
    expect(messageFor(personalDetailsSchema, withPersonal({ email: 'not-an-email' }), 'email')).toBe(
      'Please enter a valid email address (only letters, numbers, @, and . allowed)',
    );
  });

  test.each([
    'asha@gmail.com',
    'ASHA123@GMAIL.COM',
    'a.kumar@mail.college.ac.in',
    'ravi_k@yahoo.com',
    'anu.k+x@my-college.ac.in',
  ])('accepts email %j', (email) => {
    expect(messageFor(personalDetailsSchema, withPersonal({ email }), 'email')).toBeUndefined();
  });

  test.each(['98765', '98765432101', '98765abcde', '+1 415 555 0100'])(
    'refuses phone %j as not a 10-digit number',
    (phone) => {
      expect(messageFor(personalDetailsSchema, withPersonal({ phone }), 'phone')).toBe(M.registerPhone);
    },
  );

  test.each(['0876543210', '1876543210', '5876543210'])('refuses phone %j that does not start with 6-9', (phone) => {
    expect(messageFor(personalDetailsSchema, withPersonal({ phone }), 'phone')).toBe(
      'Phone number must start with 6, 7, 8, or 9',
    );
    expect(messageFor(personalDetailsSchema, withPersonal({ phone }), 'phone')).toBe(M.registerPhoneStart);
  });

  test.each(['+91 98765 43210', '098765-43210', '98765 43210'])('normalises phone %j to its 10 digits', (phone) => {
    const result = personalDetailsSchema.safeParse(withPersonal({ phone }));
    expect(result.success && result.data.phone).toBe('9876543210');
  });

  test.each(['6123456789', '7123456789', '8123456789', '9123456789'])('accepts phone %j', (phone) => {
    expect(messageFor(personalDetailsSchema, withPersonal({ phone }), 'phone')).toBeUndefined();
  });

  test.each(['College 1', 'St. Joseph College', 'PSG-Tech'])(
    'refuses college name %j as not letters and spaces',
    (college) => {
      expect(messageFor(personalDetailsSchema, withPersonal({ college }), 'college')).toBe(M.collegeChars);
    },
  );

  test('uses the spec text for a college name with digits', () => {
    expect(messageFor(personalDetailsSchema, withPersonal({ college: 'College 1' }), 'college')).toBe(
      'College name should only contain letters and spaces (no numbers)',
    );
  });

  test('requires a college name of 3 to 150 characters', () => {
    expect(messageFor(personalDetailsSchema, withPersonal({ college: 'AB' }), 'college')).toBe(M.collegeMin);
    expect(messageFor(personalDetailsSchema, withPersonal({ college: 'A'.repeat(151) }), 'college')).toBe(M.collegeMax);
    expect(messageFor(personalDetailsSchema, withPersonal({ college: 'ABC' }), 'college')).toBeUndefined();
    expect(messageFor(personalDetailsSchema, withPersonal({ college: 'A'.repeat(150) }), 'college')).toBeUndefined();
  });

  test.each(['Mech2', 'Mech & Auto', 'E.C.E'])('refuses department %j as not letters and spaces', (department) => {
    expect(messageFor(personalDetailsSchema, withPersonal({ department }), 'department')).toBe(M.departmentChars);
  });

  test('uses the spec text for a department with digits', () => {
    expect(messageFor(personalDetailsSchema, withPersonal({ department: 'Mech2' }), 'department')).toBe(
      'Department name should only contain letters and spaces (no numbers)',
    );
  });

  test('requires a department of 2 to 100 characters', () => {
    expect(messageFor(personalDetailsSchema, withPersonal({ department: 'M' }), 'department')).toBe(M.departmentMin);
    expect(messageFor(personalDetailsSchema, withPersonal({ department: 'M'.repeat(101) }), 'department')).toBe(
      M.departmentMax,
    );
    expect(messageFor(personalDetailsSchema, withPersonal({ department: 'ME' }), 'department')).toBeUndefined();
    expect(
      messageFor(personalDetailsSchema, withPersonal({ department: 'M'.repeat(100) }), 'department'),
    ).toBeUndefined();
  });

  test.each(['Chennai #1', 'Chennai; TN', 'Madurai/TN', 'Salem!'])(
    "refuses college location %j outside letters, digits, spaces and . , ' ( ) -",
    (collegeLocation) => {
      expect(messageFor(personalDetailsSchema, withPersonal({ collegeLocation }), 'collegeLocation')).toBe(
        M.collegeLocationChars,
      );
    },
  );

  test("accepts a college location with letters, digits, spaces and . , ' ( ) -", () => {
    expect(
      messageFor(
        personalDetailsSchema,
        withPersonal({ collegeLocation: "No. 12, St. Mary's Rd (Near Bus-Stand) 600001" }),
        'collegeLocation',
      ),
    ).toBeUndefined();
  });

  test('limits the college location to 100 characters', () => {
    expect(
      messageFor(personalDetailsSchema, withPersonal({ collegeLocation: 'C'.repeat(101) }), 'collegeLocation'),
    ).toBe(M.collegeLocationMax);
    expect(
      messageFor(personalDetailsSchema, withPersonal({ collegeLocation: 'C'.repeat(100) }), 'collegeLocation'),
    ).toBeUndefined();
  });

  test.each([0, 5, -1, '2.5', 2.5])('refuses year %j outside 1 to 4', (year) => {
    expect(messageFor(personalDetailsSchema, withPersonal({ year }), 'year')).toBe(M.yearRange);
  });

  test.each([
    [1, 1],
    ['2', 2],
    ['4', 4],
  ])('accepts year %j as the number %i', (year, expected) => {
    const result = personalDetailsSchema.safeParse(withPersonal({ year }));
    expect(result.success).toBe(true);
    expect(result.data?.year).toBe(expected);
  });

  test('requires a password of at least 6 characters', () => {
    expect(
      messageFor(personalDetailsSchema, withPersonal({ password: 'abc12', confirmPassword: 'abc12' }), 'password'),
    ).toBe('Password must be at least 6 characters long');
    expect(
      messageFor(personalDetailsSchema, withPersonal({ password: 'abc123', confirmPassword: 'abc123' }), 'password'),
    ).toBeUndefined();
  });

  test('limits the password to 128 characters', () => {
    const long = 'p'.repeat(129);
    expect(messageFor(personalDetailsSchema, withPersonal({ password: long, confirmPassword: long }), 'password')).toBe(
      M.passwordMax,
    );
  });

  test('says the passwords do not match on the confirmation field', () => {
    expect(messageFor(personalDetailsSchema, withPersonal({ confirmPassword: 'secret2' }), 'confirmPassword')).toBe(
      'Passwords do not match',
    );
    expect(messageFor(personalDetailsSchema, withPersonal({ confirmPassword: 'secret2' }), 'confirmPassword')).toBe(
      M.passwordsMismatch,
    );
  });

  test('asks for the confirmation when it is empty', () => {
    expect(messageFor(personalDetailsSchema, withPersonal({ confirmPassword: '' }), 'confirmPassword')).toBe(
      M.personalDetailsRequired,
    );
  });
});

describe('register step 2: paymentDetailsSchema', () => {
  test('accepts a registration type, transaction ID and accepted terms', () => {
    const result = paymentDetailsSchema.safeParse(withPayment({ transactionId: '  TXN-123_abc  ' }));
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({
      registrationType: 'general',
      transactionId: 'TXN-123_abc',
      termsAccepted: true,
      needsAccommodation: false,
    });
  });

  test.each([undefined, '', 'vip', 'General'])('asks to select a registration type for %j', (registrationType) => {
    expect(messageFor(paymentDetailsSchema, withPayment({ registrationType }), 'registrationType')).toBe(
      'Please select a registration type',
    );
  });

  test.each(['general', 'workshop', 'both'])('accepts registration type %s', (registrationType) => {
    expect(messageFor(paymentDetailsSchema, withPayment({ registrationType }), 'registrationType')).toBeUndefined();
  });

  test.each([undefined, '', '   '])('asks for the transaction ID when it is %j', (transactionId) => {
    expect(messageFor(paymentDetailsSchema, withPayment({ transactionId }), 'transactionId')).toBe(
      'Please enter transaction ID',
    );
  });

  test.each(['TXN 1234', 'TXN#1234', 'TXN.1234', 'टीएक्स1234'])(
    'refuses transaction ID %j outside letters, digits, hyphen and underscore',
    (transactionId) => {
      expect(messageFor(paymentDetailsSchema, withPayment({ transactionId }), 'transactionId')).toBe(
        M.transactionIdChars,
      );
    },
  );

  test('uses the spec text for transaction ID characters', () => {
    expect(M.transactionIdChars).toBe('Transaction ID should only contain letters, numbers, hyphens, and underscores');
  });

  test('requires a transaction ID of 4 to 50 characters', () => {
    expect(messageFor(paymentDetailsSchema, withPayment({ transactionId: 'TX1' }), 'transactionId')).toBe(
      'Transaction ID must be at least 4 characters long',
    );
    expect(messageFor(paymentDetailsSchema, withPayment({ transactionId: 'T'.repeat(51) }), 'transactionId')).toBe(
      M.transactionIdMax,
    );
    expect(messageFor(paymentDetailsSchema, withPayment({ transactionId: 'TX12' }), 'transactionId')).toBeUndefined();
    expect(
      messageFor(paymentDetailsSchema, withPayment({ transactionId: 'T'.repeat(50) }), 'transactionId'),
    ).toBeUndefined();
  });

  test.each([undefined, false, 'false', '0'])('asks to accept the terms when termsAccepted is %j', (termsAccepted) => {
    expect(messageFor(paymentDetailsSchema, withPayment({ termsAccepted }), 'termsAccepted')).toBe(
      'Please accept the terms and conditions',
    );
  });

  test.each([true, 'true', 'on', '1'])('treats termsAccepted %j as accepted', (termsAccepted) => {
    const result = paymentDetailsSchema.safeParse(withPayment({ termsAccepted }));
    expect(result.success).toBe(true);
    expect(result.data?.termsAccepted).toBe(true);
  });
});

describe('accommodation: checkAccommodation', () => {
  const stay = {
    needsAccommodation: true,
    accommodationRulesAccepted: true,
    accommodationCheckIn: '2025-10-23',
    accommodationCheckOut: '2025-10-24',
    accommodationGender: 'female',
  };

  test('ignores the accommodation fields when no accommodation is needed', () => {
    const result = paymentDetailsSchema.safeParse(
      withPayment({ needsAccommodation: false, accommodationCheckIn: '2030-01-01', accommodationGender: 'x' }),
    );
    expect(result.success).toBe(true);
  });

  test('accepts both nights with a gender', () => {
    expect(paymentDetailsSchema.safeParse(withPayment(stay)).success).toBe(true);
  });

  test.each(['2025-10-23', '2025-10-24'])('accepts a single night on %s', (date) => {
    const result = paymentDetailsSchema.safeParse(
      withPayment({ ...stay, accommodationCheckIn: date, accommodationCheckOut: date, accommodationGender: 'male' }),
    );
    expect(result.success).toBe(true);
  });

  test('accepts needsAccommodation sent as the multipart text "true"', () => {
    const result = paymentDetailsSchema.safeParse(withPayment({ ...stay, needsAccommodation: 'true' }));
    expect(result.success).toBe(true);
    expect(result.data?.needsAccommodation).toBe(true);
  });

  test('asks for the accommodation rules to be accepted when accommodation is needed', () => {
    const input = withPayment({ ...stay, accommodationRulesAccepted: false });
    expect(messageFor(paymentDetailsSchema, input, 'accommodationRulesAccepted')).toBe(M.accommodationRules);
    expect(
      messageFor(
        paymentDetailsSchema,
        withPayment({ ...stay, accommodationRulesAccepted: 'true' }),
        'accommodationRulesAccepted',
      ),
    ).toBeUndefined();
    const request = withRequest({
      needsAccommodation: 'true',
      amount: '599',
      accommodationCheckIn: '2025-10-23',
      accommodationCheckOut: '2025-10-24',
      accommodationGender: 'male',
    });
    expect(messageFor(registerRequestSchema, request, 'accommodationRulesAccepted')).toBe(
      'Please accept the accommodation rules',
    );
  });

  test('asks for a date and gender when accommodation is needed but no date is chosen', () => {
    const input = withPayment({ ...stay, accommodationCheckIn: '', accommodationCheckOut: '' });
    expect(messageFor(paymentDetailsSchema, input, 'accommodationCheckIn')).toBe(
      'Please select at least one date and your gender',
    );
  });

  test.each([undefined, '', 'other', 'Female'])(
    'asks for a date and gender when the gender is %j',
    (accommodationGender) => {
      expect(
        messageFor(paymentDetailsSchema, withPayment({ ...stay, accommodationGender }), 'accommodationGender'),
      ).toBe(M.accommodationDatesGender);
    },
  );

  test.each([
    ['2025-10-23', undefined],
    ['23 Oct', '2025-10-24'],
  ])('refuses a stay from %s to %s: two calendar dates are asked for', (checkIn, checkOut) => {
    const input = withPayment({ ...stay, accommodationCheckIn: checkIn, accommodationCheckOut: checkOut });
    expect(messageFor(paymentDetailsSchema, input, 'accommodationCheckIn')).toBe(M.accommodationDatesGender);
  });

  test.each([
    ['2025-10-22', '2025-10-23', false],
    ['2025-10-24', '2025-10-25', false],
    ['2025-10-23', '2025-10-24', true],
    ['2025-10-24', '2025-10-24', true],
  ])('a stay from %s to %s is on offer in the 2025 edition: %s', (checkIn, checkOut, offered) => {
    expect(stayNightsOnOffer(editionNights(DEFAULT_EDITION), checkIn, checkOut)).toBe(offered);
  });

  test('tells a check-out before the check-in on the check-out field, not as a missing date', () => {
    const input = withPayment({ ...stay, accommodationCheckIn: '2025-10-24', accommodationCheckOut: '2025-10-23' });
    expect(messageFor(paymentDetailsSchema, input, 'accommodationCheckOut')).toBe(
      'The check-out date cannot be before the check-in date',
    );
    expect(messageFor(paymentDetailsSchema, input, 'accommodationCheckIn')).toBeUndefined();
  });

  test('normalises blank accommodation fields to undefined', () => {
    const result = paymentDetailsSchema.safeParse(
      withPayment({ accommodationCheckIn: ' ', accommodationCheckOut: '', accommodationGender: '' }),
    );
    expect(result.success).toBe(true);
    expect(result.data?.accommodationCheckIn).toBeUndefined();
    expect(result.data?.accommodationCheckOut).toBeUndefined();
    expect(result.data?.accommodationGender).toBeUndefined();
  });
});

describe('payment screenshot: checkScreenshot', () => {
  test.each([null, undefined, { size: 0, type: 'image/png' }])('asks to upload the screenshot for %j', (file) => {
    expect(checkScreenshot(file)).toBe('Please upload payment screenshot');
  });

  test.each(['application/pdf', 'text/plain', ''])('refuses a file of type %j as not an image', (type) => {
    expect(checkScreenshot({ size: 1000, type })).toBe('Please upload an image file');
    expect(checkScreenshot({ size: 1000, type })).toBe(M.screenshotNotImage);
  });

  test('refuses an image larger than 5 MB', () => {
    expect(checkScreenshot({ size: 5 * 1024 * 1024 + 1, type: 'image/jpeg' })).toBe('File size should not exceed 5MB');
    expect(checkScreenshot({ size: 5242881, type: 'image/jpeg' })).toBe(M.screenshotTooLarge);
  });

  test.each(['image/png', 'image/jpeg', 'image/webp'])('accepts a %s image of exactly 5 MB', (type) => {
    expect(checkScreenshot({ size: 5242880, type })).toBeNull();
  });
});

describe('POST /auth/register: registerRequestSchema', () => {
  test('accepts the multipart body and splits name into first and last name', () => {
    const result = registerRequestSchema.safeParse(withRequest({ email: 'Asha.Kumar@College.EDU', year: '2' }));
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({
      firstName: 'Asha',
      lastName: 'Kumar',
      email: 'asha.kumar@college.edu',
      year: 2,
      registrationType: 'general',
      termsAccepted: true,
      needsAccommodation: false,
    });
  });

  test('takes the last word of a longer name as the last name', () => {
    const result = registerRequestSchema.safeParse(withRequest({ name: '  Asha   Devi  Kumar ' }));
    expect(result.data).toMatchObject({ firstName: 'Asha Devi', lastName: 'Kumar' });
  });

  test('asks for all personal details when name is a single word', () => {
    expect(messageFor(registerRequestSchema, withRequest({ name: 'Asha' }), 'lastName')).toBe(
      M.personalDetailsRequired,
    );
  });

  test('asks for all personal details when name is missing', () => {
    const { name: _name, ...noName } = validRequest;
    expect(messageFor(registerRequestSchema, noName, 'firstName')).toBe(M.personalDetailsRequired);
    expect(messageFor(registerRequestSchema, noName, 'lastName')).toBe(M.personalDetailsRequired);
  });

  test('prefers explicit firstName and lastName over name', () => {
    const result = registerRequestSchema.safeParse(
      withRequest({ name: 'Ignored Name', firstName: 'Mary Ann', lastName: "D'Souza" }),
    );
    expect(result.data).toMatchObject({ firstName: 'Mary Ann', lastName: "D'Souza" });
  });

  test('applies the step-1 rules to the request', () => {
    expect(messageFor(registerRequestSchema, withRequest({ phone: '5876543210' }), 'phone')).toBe(M.registerPhoneStart);
    expect(messageFor(registerRequestSchema, withRequest({ name: 'A Kumar' }), 'firstName')).toBe(M.firstNameMin);
    expect(messageFor(registerRequestSchema, withRequest({ password: 'short' }), 'password')).toBe(M.passwordMin);
  });

  test('does not ask for a password confirmation', () => {
    expect(registerRequestSchema.safeParse(validRequest).success).toBe(true);
  });

  test('applies the step-2 rules to the request', () => {
    expect(messageFor(registerRequestSchema, withRequest({ registrationType: '' }), 'registrationType')).toBe(
      M.registrationTypeRequired,
    );
    expect(messageFor(registerRequestSchema, withRequest({ transactionId: 'TX1' }), 'transactionId')).toBe(
      M.transactionIdMin,
    );
    expect(messageFor(registerRequestSchema, withRequest({ termsAccepted: 'false' }), 'termsAccepted')).toBe(
      M.termsRequired,
    );
  });

  test('applies the accommodation rule to the request', () => {
    const input = withRequest({
      needsAccommodation: 'true',
      accommodationCheckIn: '2025-10-23',
      accommodationCheckOut: '2025-10-24',
    });
    expect(messageFor(registerRequestSchema, input, 'accommodationGender')).toBe(M.accommodationDatesGender);
  });

  test.each([
    ['general', false, 299],
    ['workshop', false, 199],
    ['both', false, 449],
    ['general', true, 599],
    ['workshop', true, 499],
    ['both', true, 749],
  ] as const)(
    'accepts %s registration (accommodation %s) paying %i',
    (registrationType, needsAccommodation, amount) => {
      const stay = needsAccommodation
        ? {
            accommodationCheckIn: '2025-10-23',
            accommodationCheckOut: '2025-10-24',
            accommodationGender: 'male',
            accommodationRulesAccepted: 'true',
          }
        : {};
      const result = registerRequestSchema.safeParse(
        withRequest({
          registrationType,
          needsAccommodation: String(needsAccommodation),
          amount: String(amount),
          ...stay,
        }),
      );
      expect(result.success).toBe(true);
      expect(result.data?.amount).toBe(amount);
    },
  );

  test('refuses an amount that is not the fee, naming the expected fee', () => {
    const message = messageFor(
      registerRequestSchema,
      withRequest({ registrationType: 'both', amount: '499' }),
      'amount',
    );
    expect(message).toBe(`${M.amountMismatch} (₹449)`);
    expect(message).toBe('The amount does not match the registration fee (₹449)');
  });

  test('refuses the bare fee when accommodation is also needed', () => {
    const input = withRequest({
      amount: 299,
      needsAccommodation: true,
      accommodationCheckIn: '2025-10-24',
      accommodationCheckOut: '2025-10-24',
      accommodationGender: 'female',
      accommodationRulesAccepted: true,
    });
    expect(messageFor(registerRequestSchema, input, 'amount')).toBe(`${M.amountMismatch} (₹599)`);
  });

  test('refuses a non-numeric amount', () => {
    expect(messageFor(registerRequestSchema, withRequest({ amount: 'abc' }), 'amount')).toBe(M.amountMismatch);
  });

  test('accepts a request without an amount', () => {
    const result = registerRequestSchema.safeParse(withRequest({ amount: '' }));
    expect(result.success).toBe(true);
    expect(result.data?.amount).toBeUndefined();
  });

  test('does not report an amount mismatch when the registration type is invalid', () => {
    const result = registerRequestSchema.safeParse(withRequest({ registrationType: 'vip', amount: '299' }));
    expect(result.success).toBe(false);
    expect(fieldErrorsOf(result.error!)).toEqual({ registrationType: [M.registrationTypeRequired] });
  });
});

describe('accommodationNights', () => {
  test('counts a stay on one date as one night', () => {
    expect(accommodationNights('2025-10-23', '2025-10-23')).toBe(1);
    expect(accommodationNights('2025-10-24', '2025-10-24')).toBe(1);
  });

  test('counts the stay from 23 to 24 October as both nights', () => {
    expect(accommodationNights('2025-10-23', '2025-10-24')).toBe(2);
  });
});
