import { LIMITS } from '@symposium/schema/constants';
import type { RegistrationItemType, RegistrationsPage } from '@symposium/schema/registrations-admin';
import { apiRequest } from '../../../lib/api-client';

/**
 * GET /event-registrations/registrations/all for one event or workshop (staff): one page of
 * LIMITS.userPageSize of its registrations whose participant matches `q`, oldest first; with
 * `includeWithdrawn`, the withdrawn (cancelled) ones too.
 */
export async function getRegistrationsPage(
  itemType: RegistrationItemType,
  itemId: string,
  { q, includeWithdrawn, page }: { q: string; includeWithdrawn: boolean; page: number },
): Promise<RegistrationsPage> {
  const params = new URLSearchParams({ itemType, itemId, page: String(page), limit: String(LIMITS.userPageSize) });
  if (q.trim()) params.set('q', q.trim());
  if (includeWithdrawn) params.set('includeWithdrawn', 'true');
  return apiRequest<RegistrationsPage>(`/event-registrations/registrations/all?${params}`);
}
