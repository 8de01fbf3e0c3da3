import type { EventRegistrationView } from '@symposium/schema/registrations-admin';
import { apiRequest } from '../../../lib/api-client';

/**
 * GET /event-registrations/registrations/all (staff): the active event and workshop registrations,
 * oldest first; with `includeWithdrawn`, the withdrawn (cancelled) ones too.
 */
export async function getAllRegistrations(includeWithdrawn = false): Promise<EventRegistrationView[]> {
  const body = await apiRequest<{ data: EventRegistrationView[] }>(
    `/event-registrations/registrations/all${includeWithdrawn ? '?includeWithdrawn=true' : ''}`,
  );
  return body.data;
}
