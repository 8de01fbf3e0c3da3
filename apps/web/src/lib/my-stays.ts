import type { AccommodationRequest } from '@symposium/schema/accommodation';
import { apiRequest } from './api-client';

// The signed-in participant's own accommodation requests (GET /accommodation/mine): the profile keeps them
// with the offline pass, /accommodation tells a registered participant what they already have.

export async function fetchMyStays(): Promise<AccommodationRequest[]> {
  const body = await apiRequest<{ data: AccommodationRequest[] }>('/accommodation/mine');
  return body.data;
}
