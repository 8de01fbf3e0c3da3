import type { SetupItem } from '@symposium/schema/setup-checklist';
import { apiRequest } from '../../../lib/api-client';

export const SETUP_CHECKLIST_KEY = 'admin:setup-checklist';

/** GET /admin/setup-checklist (staff): what the public site still lacks, each with the screen that sets it. */
export async function getSetupChecklist(): Promise<SetupItem[]> {
  const body = await apiRequest<{ data: { items: SetupItem[] } }>('/admin/setup-checklist');
  return body.data.items;
}
