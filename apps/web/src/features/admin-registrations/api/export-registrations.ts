import type { RegistrationItemType } from '@symposium/schema/registrations-admin';
import { apiFile } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

/** GET /admin/registrations/:itemType/:itemId/export.csv, saved as '<name>-registrations-YYYY-MM-DD.csv'. */
export async function exportRegistrations(itemType: RegistrationItemType, itemId: string): Promise<string> {
  const { blob, fileName } = await apiFile(`/admin/registrations/${itemType}/${encodeURIComponent(itemId)}/export.csv`);
  const name = fileName ?? `registrations-${new Date().toISOString().slice(0, 10)}.csv`;
  saveFile(blob, name);
  return name;
}
