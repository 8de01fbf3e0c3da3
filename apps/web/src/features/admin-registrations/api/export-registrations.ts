import type { RegistrationItemType } from '@symposium/schema/registrations-admin';
import { apiFile } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

/**
 * GET /admin/registrations/:itemType/:itemId/export.csv — active registrations, with the withdrawn ones
 * when they are shown — saved as '<name>-registrations-YYYY-MM-DD.csv'.
 */
export async function exportRegistrations(itemType: RegistrationItemType, itemId: string, includeWithdrawn: boolean): Promise<string> {
  const query = includeWithdrawn ? '?includeWithdrawn=true' : '';
  const { blob, fileName } = await apiFile(`/admin/registrations/${itemType}/${encodeURIComponent(itemId)}/export.csv${query}`);
  const name = fileName ?? `registrations-${new Date().toISOString().slice(0, 10)}.csv`;
  saveFile(blob, name);
  return name;
}
