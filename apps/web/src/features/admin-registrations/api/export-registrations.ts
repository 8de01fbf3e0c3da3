import type { RegistrationItemType } from '@symposium/schema/registrations-admin';
import { apiFile } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

/**
 * GET /admin/registrations/:itemType/:itemId/export.csv — active registrations, with the withdrawn ones
 * when they are shown — saved under the server's name, '<edition>-<name>-registrations-YYYY-MM-DD.csv'.
 */
export function exportRegistrations(
  itemType: RegistrationItemType,
  itemId: string,
  includeWithdrawn: boolean,
): Promise<string> {
  return downloadItemCsv(
    `/admin/registrations/${itemType}/${encodeURIComponent(itemId)}/export.csv${includeWithdrawn ? '?includeWithdrawn=true' : ''}`,
    'registrations',
  );
}

/** GET /admin/registrations/:itemType/:itemId/attendance.csv — who was checked in — saved as '<edition>-<name>-attendance-YYYY-MM-DD.csv'. */
export function exportAttendance(itemType: RegistrationItemType, itemId: string): Promise<string> {
  return downloadItemCsv(`/admin/registrations/${itemType}/${encodeURIComponent(itemId)}/attendance.csv`, 'attendance');
}

async function downloadItemCsv(path: string, fallbackName: string): Promise<string> {
  const { blob, fileName } = await apiFile(path);
  const name = fileName ?? `${fallbackName}-${new Date().toISOString().slice(0, 10)}.csv`;
  saveFile(blob, name);
  return name;
}
