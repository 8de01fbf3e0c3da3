import type { RegistrationType } from '@symposium/schema/fees';
import type { PublicUser } from '@symposium/schema/user';
import { apiRequest } from '../../../lib/api-client';

export interface RegistrationSubmission {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  college: string;
  department: string;
  year: number;
  collegeLocation: string;
  password: string;
  registrationType: RegistrationType;
  amount: number;
  transactionId: string;
  needsAccommodation: boolean;
  accommodationRulesAccepted: boolean;
  accommodationCheckIn?: string;
  accommodationCheckOut?: string;
  accommodationGender?: string;
  paymentScreenshot: File;
  /** The form's key: every try of one form sends the same (submission-key.ts). */
  submissionKey: string;
}

export interface RegistrationResponse {
  success: true;
  message: string;
  data: { user: PublicUser; accommodation: { requestNumber: string } | null };
}

/** Spec §3: the multipart form POST /auth/register reads, `name` being first plus last. */
export function toRegistrationFormData(input: RegistrationSubmission): FormData {
  const form = new FormData();
  form.set('name', `${input.firstName} ${input.lastName}`);
  form.set('firstName', input.firstName);
  form.set('lastName', input.lastName);
  form.set('email', input.email);
  form.set('phone', input.phone);
  form.set('college', input.college);
  form.set('department', input.department);
  form.set('year', String(input.year));
  form.set('collegeLocation', input.collegeLocation);
  form.set('password', input.password);
  form.set('registrationType', input.registrationType);
  form.set('amount', String(input.amount));
  form.set('transactionId', input.transactionId);
  form.set('termsAccepted', 'true');
  form.set('needsAccommodation', input.needsAccommodation ? 'true' : 'false');
  form.set('accommodationRulesAccepted', input.needsAccommodation && input.accommodationRulesAccepted ? 'true' : 'false');
  form.set('accommodationCheckIn', input.needsAccommodation ? (input.accommodationCheckIn ?? '') : '');
  form.set('accommodationCheckOut', input.needsAccommodation ? (input.accommodationCheckOut ?? '') : '');
  form.set('accommodationGender', input.needsAccommodation ? (input.accommodationGender ?? '') : '');
  form.set('submissionKey', input.submissionKey);
  form.set('paymentScreenshot', input.paymentScreenshot, input.paymentScreenshot.name);
  return form;
}

export function submitRegistration(input: RegistrationSubmission): Promise<RegistrationResponse> {
  return apiRequest<RegistrationResponse>('/auth/register', {
    method: 'POST',
    formData: toRegistrationFormData(input),
    auth: false,
  });
}
