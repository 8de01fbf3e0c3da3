import type { RegistrationItemType, RegistrationsPage } from '@symposium/schema/registrations-admin';
import { apiRequest } from '../../../lib/api-client';

/**
 * GET /admin/registrations/:itemType/:itemId (staff): one page of 20 of one event's or workshop's registrations
 * whose participant matches `q`, oldest first; with `includeWithdrawn`, the withdrawn (cancelled) ones too.
 */
export async function getItemRegistrations(
  itemType: RegistrationItemType,
  itemId: string,
  { q, includeWithdrawn, page }: { q: string; includeWithdrawn: boolean; page: number },
): Promise<RegistrationsPage> {
  const params = new URLSearchParams({ page: String(page) });
  if (q.trim()) params.set('q', q.trim());
  if (includeWithdrawn) params.set('includeWithdrawn', 'true');
  return apiRequest<RegistrationsPage>(`/admin/registrations/${itemType}/${encodeURIComponent(itemId)}?${params}`);
}
