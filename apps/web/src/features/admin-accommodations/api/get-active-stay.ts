import type { AccommodationRequest } from '@symposium/schema/accommodation';
import { apiRequest } from '../../../lib/api-client';

interface ParticipantDetails {
  data: { accommodation: AccommodationRequest[] };
}

/** GET /admin/users/:id — the participant's requested or confirmed stay, if any (one active stay a person). */
export async function getActiveStay(userId: string): Promise<AccommodationRequest | null> {
  const body = await apiRequest<ParticipantDetails>(`/admin/users/${encodeURIComponent(userId)}`);
  return body.data.accommodation.find((stay) => stay.status !== 'cancelled') ?? null;
}
