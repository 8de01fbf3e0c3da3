import type { RegistrationType } from '@symposium/schema/fees';
import type { Gender } from '@symposium/schema/constants';
import type { PersonalField, paymentDetailsShape } from '@symposium/schema/registration';

/**
 * Step 1 as typed: every field of its rules (packages/schema/src/registration.ts), as text. Passwords stay in memory
 * only. Types only from the rules: the rules themselves (zod) load when the form is first used.
 */
export type PersonalDetails = Record<PersonalField, string>;

/** Step 2 as typed, without the screenshot file: its rules' fields, a choice not made yet being ''. */
export interface PaymentDetails extends Record<keyof typeof paymentDetailsShape, string | boolean> {
  registrationType: RegistrationType | '';
  transactionId: string;
  termsAccepted: boolean;
  needsAccommodation: boolean;
  accommodationRulesAccepted: boolean;
  accommodationCheckIn: string;
  accommodationCheckOut: string;
  accommodationGender: Gender | '';
}

export const EMPTY_PAYMENT_DETAILS: PaymentDetails = {
  registrationType: '',
  transactionId: '',
  termsAccepted: false,
  needsAccommodation: false,
  accommodationRulesAccepted: false,
  accommodationCheckIn: '',
  accommodationCheckOut: '',
  accommodationGender: '',
};

/** Field order on screen, used to focus the first error: step 1's are its rules' fields (PERSONAL_FIELDS), in order. */
export const PERSONAL_FIELD_ORDER = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'college',
  'department',
  'year',
  'collegeLocation',
  'password',
  'confirmPassword',
] as const satisfies readonly PersonalField[];

/** Every field of step 1, and only those: the order above misses none of the rules' fields. */
type Missing = Exclude<PersonalField, (typeof PERSONAL_FIELD_ORDER)[number]>;
const everyFieldOrdered: [Missing] extends [never] ? true : Missing = true;
void everyFieldOrdered;

export const EMPTY_PERSONAL_DETAILS = Object.fromEntries(
  PERSONAL_FIELD_ORDER.map((field) => [field, '']),
) as PersonalDetails;

export const PAYMENT_FIELD_ORDER = [
  'registrationType',
  'needsAccommodation',
  'accommodationCheckIn',
  'accommodationCheckOut',
  'accommodationGender',
  'accommodationRulesAccepted',
  'transactionId',
  'paymentScreenshot',
  'termsAccepted',
] as const;
