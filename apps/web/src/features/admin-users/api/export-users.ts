import { apiFile } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import { type UsersQuery, usersFilterParams } from './get-users';

/**
 * GET /admin/users/export.csv — the selected participants, else everything the filters match — fetched
 * with the token and saved under the server's name (participants-YYYY-MM-DD.csv).
 */
export async function exportUsers(query: Omit<UsersQuery, 'page'>, selectedIds?: readonly string[]): Promise<string> {
  const params = selectedIds?.length ? new URLSearchParams({ ids: selectedIds.join(',') }) : usersFilterParams(query);
  const { blob, fileName } = await apiFile(`/admin/users/export.csv?${params}`);
  const name = fileName ?? `participants-${new Date().toISOString().slice(0, 10)}.csv`;
  saveFile(blob, name);
  return name;
}
