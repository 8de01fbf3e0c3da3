import type { EventRegistrationView } from '@symposium/schema/registrations-admin';
import { apiRequest } from '../../../lib/api-client';

/** GET /event-registrations/registrations/all (staff): every event and workshop registration, oldest first. */
export async function getAllRegistrations(): Promise<EventRegistrationView[]> {
  const body = await apiRequest<{ data: EventRegistrationView[] }>('/event-registrations/registrations/all');
  return body.data;
}
