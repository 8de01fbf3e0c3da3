import type { RegistrationType } from '@symposium/schema/fees';
import type { Gender } from '@symposium/schema/constants';

/** Step 1 as typed (spec §3). Passwords stay in memory only. */
export interface PersonalDetails {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  college: string;
  department: string;
  year: string;
  collegeLocation: string;
  password: string;
  confirmPassword: string;
}

/** Step 2 as typed, without the screenshot file. */
export interface PaymentDetails {
  registrationType: RegistrationType | '';
  transactionId: string;
  termsAccepted: boolean;
  needsAccommodation: boolean;
  accommodationRulesAccepted: boolean;
  accommodationCheckIn: string;
  accommodationCheckOut: string;
  accommodationGender: Gender | '';
}

export const EMPTY_PERSONAL_DETAILS: PersonalDetails = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  college: '',
  department: '',
  year: '',
  collegeLocation: '',
  password: '',
  confirmPassword: '',
};

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

/** Field order on screen, used to focus the first error. */
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
] as const;

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
