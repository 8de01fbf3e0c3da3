import type {
  AccommodationStats,
  AccommodationStatus,
  StaffAccommodationRequest,
} from '@symposium/schema/accommodation';
import type { Gender } from '@symposium/schema/constants';
import { LIMITS } from '@symposium/schema/constants';
import type { PaymentStatus } from '@symposium/schema/user';
import { apiRequest } from '../../../lib/api-client';

export interface AccommodationFilters {
  q: string;
  status: AccommodationStatus | '';
  gender: Gender | '';
  /** The participant's payment: 'verified' lists the stays a room can be confirmed for. */
  paymentStatus: PaymentStatus | '';
}

export function accommodationParams(filters: AccommodationFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q.trim()) params.set('q', filters.q.trim());
  if (filters.status) params.set('status', filters.status);
  if (filters.gender) params.set('gender', filters.gender);
  if (filters.paymentStatus) params.set('paymentStatus', filters.paymentStatus);
  return params;
}

/** One page of the accommodation requests and the paging figures (docs/api.md "Accommodation"). */
export interface AccommodationsPage {
  data: StaffAccommodationRequest[];
  count: number;
  total: number;
  page: number;
  limit: number;
  totalPages: number;
}

/**
 * GET /accommodation/admin/all with the screen's filters, one page of LIMITS.userPageSize as the other
 * staff lists (the `limit=500` of docs/product.md#interface-constants is still what the server answers a client that sends no limit).
 */
export function getAccommodations(filters: AccommodationFilters, page: number) {
  const params = accommodationParams(filters);
  params.set('limit', String(LIMITS.userPageSize));
  params.set('page', String(page));
  return apiRequest<AccommodationsPage>(`/accommodation/admin/all?${params}`);
}

export async function getAccommodationStats(): Promise<AccommodationStats> {
  const body = await apiRequest<{ data: AccommodationStats }>('/accommodation/admin/stats');
  return body.data;
}
