import type { ContactMessageView } from '@symposium/schema/contact-messages';
import { apiRequest } from '../../../lib/api-client';

/** PUT /admin/contact-messages/:id: handled (now, by the signed-in staff member) or open again; audited. */
export const markContactMessage = (id: number, handled: boolean) =>
  apiRequest<{ message: string; data: ContactMessageView }>(`/admin/contact-messages/${id}`, {
    method: 'PUT',
    json: { handled },
  });
