import { apiFile } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import { type UsersQuery, usersFilterParams } from './get-users';

/**
 * The participants CSV, fetched with the token and saved under the server's name
 * (<edition>-participants-YYYY-MM-DD.csv): the selected participants with POST /admin/users/export.csv (the ids
 * go in the body, hundreds would overflow a URL), else everything the filters match with GET.
 */
export async function exportUsers(query: Omit<UsersQuery, 'page'>, selectedIds?: readonly string[]): Promise<string> {
  const { blob, fileName } = selectedIds?.length
    ? await apiFile('/admin/users/export.csv', { method: 'POST', json: { userIds: selectedIds } })
    : await apiFile(`/admin/users/export.csv?${usersFilterParams(query)}`);
  const name = fileName ?? `participants-${new Date().toISOString().slice(0, 10)}.csv`;
  saveFile(blob, name);
  return name;
}
