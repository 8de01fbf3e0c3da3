import type { RegistrationCount, RegistrationGroupType } from '@symposium/schema/registrations-admin';
import { apiRequest } from '../../../lib/api-client';

export interface RegistrationCounts {
  data: RegistrationCount[];
  /** The active registrations of every item listed. */
  total: number;
}

/**
 * GET /admin/registrations/counts (staff): one entry per event and workshop of `type` (all when empty),
 * busiest first, counting the registrations whose participant matches `q`; while searching, only the
 * items with a match.
 */
export async function getRegistrationCounts(
  type: RegistrationGroupType | '',
  q: string,
  includeWithdrawn: boolean,
): Promise<RegistrationCounts> {
  const params = new URLSearchParams();
  if (type) params.set('type', type);
  if (q.trim()) params.set('q', q.trim());
  if (includeWithdrawn) params.set('includeWithdrawn', 'true');
  const query = params.size ? `?${params}` : '';
  return apiRequest<RegistrationCounts>(`/admin/registrations/counts${query}`);
}
