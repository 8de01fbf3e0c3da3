import type { Settings } from '@symposium/schema/settings';
import { apiRequest } from '../../../lib/api-client';

/** GET /admin/settings (admin). */
export async function getSettings(): Promise<Settings> {
  const body = await apiRequest<{ data: Settings }>('/admin/settings');
  return body.data;
}

/** PUT /admin/settings (admin): any subset; audited. */
export const saveSettings = (changes: Partial<Settings>) =>
  apiRequest<{ message: string; data: Settings }>('/admin/settings', { method: 'PUT', json: changes });
