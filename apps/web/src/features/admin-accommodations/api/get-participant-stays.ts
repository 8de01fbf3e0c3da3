import type { AccommodationRequest } from '@symposium/schema/accommodation';
import { apiRequest } from '../../../lib/api-client';

interface ParticipantDetails {
  data: { accommodation: AccommodationRequest[] };
}

/**
 * GET /admin/users/:id — the participant's stays, oldest first: a requested or confirmed one is shown in place of the
 * form (one active stay a person); cancelled ones decide what a new stay adds (deskStayCharge).
 */
export async function getParticipantStays(userId: string): Promise<AccommodationRequest[]> {
  const body = await apiRequest<ParticipantDetails>(`/admin/users/${encodeURIComponent(userId)}`);
  return body.data.accommodation;
}
