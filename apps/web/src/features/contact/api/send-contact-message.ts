import type { ContactInput } from '@symposium/schema/contact';
import { apiRequest } from '../../../lib/api-client';

export function sendContactMessage(input: ContactInput) {
  return apiRequest<{ success: true; message: string }>('/contact', { method: 'POST', json: input, auth: false });
}
