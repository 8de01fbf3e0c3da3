import type { AccommodationStats, AccommodationStatus, StaffAccommodationRequest } from '@symposium/schema/accommodation';
import type { Gender } from '@symposium/schema/constants';
import { LIMITS } from '@symposium/schema/constants';
import { apiRequest } from '../../../lib/api-client';

export interface AccommodationFilters {
  q: string;
  status: AccommodationStatus | '';
  gender: Gender | '';
}

export function accommodationParams(filters: AccommodationFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q.trim()) params.set('q', filters.q.trim());
  if (filters.status) params.set('status', filters.status);
  if (filters.gender) params.set('gender', filters.gender);
  return params;
}

/** GET /accommodation/admin/all?limit=500 (spec §9) with the screen's filters. */
export function getAccommodations(filters: AccommodationFilters) {
  const params = accommodationParams(filters);
  params.set('limit', String(LIMITS.accommodationListLimit));
  return apiRequest<{ count: number; total: number; data: StaffAccommodationRequest[] }>(`/accommodation/admin/all?${params}`);
}

export async function getAccommodationStats(): Promise<AccommodationStats> {
  const body = await apiRequest<{ data: AccommodationStats }>('/accommodation/admin/stats');
  return body.data;
}
