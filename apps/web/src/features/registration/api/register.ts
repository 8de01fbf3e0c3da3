import type { RegistrationSubmission } from '@symposium/schema/registration';
import type { PublicUser } from '@symposium/schema/user';
import { apiRequest } from '../../../lib/api-client';

export interface RegistrationResponse {
  success: true;
  message: string;
  data: { user: PublicUser; accommodation: { requestNumber: string } | null };
}

/**
 * The multipart form POST /auth/register reads (docs/api.md), built from the submission's own fields: text as
 * typed, numbers and checkboxes as text, the screenshot as a file. A stay's fields go only with a stay.
 */
export function toRegistrationFormData(input: RegistrationSubmission): FormData {
  const form = new FormData();
  const stayField = /^accommodation(CheckIn|CheckOut|Gender|RulesAccepted)$/;
  for (const [field, value] of Object.entries(input)) {
    if (value === undefined || value instanceof File) continue;
    if (stayField.test(field) && !input.needsAccommodation) continue;
    form.set(field, String(value));
  }
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
