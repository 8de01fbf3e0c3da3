import type { PublicEdition } from '@symposium/schema/edition';
import { apiRequest } from '../../../lib/api-client';

/** GET /admin/edition (staff): the edition and where registration stands now. */
export async function getEdition(): Promise<PublicEdition> {
  const body = await apiRequest<{ data: PublicEdition }>('/admin/edition');
  return body.data;
}

/** PUT /admin/settings with `edition` (admin): checked whole on the server; audited. */
export const saveEdition = (edition: unknown) =>
  apiRequest<{ message: string }>('/admin/settings', { method: 'PUT', json: { edition } });
