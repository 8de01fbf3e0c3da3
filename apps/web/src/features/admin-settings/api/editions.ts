import type { Edition } from '@symposium/schema/edition';
import type { ArchiveCsvFile, EditionArchive } from '@symposium/schema/edition-archives';
import type { NextEditionInput } from '@symposium/schema/edition-schema';
import { apiFile, apiRequest } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

export type StartedEdition = {
  edition: Edition;
  archive: Pick<EditionArchive, 'name' | 'label' | 'title' | 'archivedAt' | 'counts' | 'csvFiles'>;
};

/** POST /admin/editions (admin): archives the finished edition and starts the next one. */
export const startNextEdition = (input: NextEditionInput) =>
  apiRequest<{ message: string; data: StartedEdition }>('/admin/editions', { method: 'POST', json: input });

/** GET /admin/editions/archives (admin): the finished editions, newest first. */
export async function getEditionArchives(): Promise<EditionArchive[]> {
  return (await apiRequest<{ data: EditionArchive[] }>('/admin/editions/archives')).data;
}

/** One archive's CSV, fetched with the token (like the users export) and saved under the server's name. */
export async function downloadArchiveCsv(archive: string, file: ArchiveCsvFile): Promise<void> {
  const { blob, fileName } = await apiFile(`/admin/editions/archives/${encodeURIComponent(archive)}/csv/${file}`);
  saveFile(blob, fileName ?? `${archive}-${file}`);
}
