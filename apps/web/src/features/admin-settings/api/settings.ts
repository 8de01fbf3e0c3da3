import type { Edition } from '@symposium/schema/edition';
import type { Settings } from '@symposium/schema/settings';
import { apiRequest } from '../../../lib/api-client';

/** GET /admin/settings (admin): the settings and the edition. */
export async function getSettings(): Promise<Settings & { edition: Edition }> {
  const body = await apiRequest<{ data: Settings & { edition: Edition } }>('/admin/settings');
  return body.data;
}

/** PUT /admin/settings (admin): any subset; audited. */
export const saveSettings = (changes: Partial<Settings>) =>
  apiRequest<{ message: string; data: Settings }>('/admin/settings', { method: 'PUT', json: changes });
