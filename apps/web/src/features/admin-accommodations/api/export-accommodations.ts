import { apiFile } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import { type AccommodationFilters, accommodationParams } from './get-accommodations';

/** GET /accommodation/admin/export.csv with the same filters, saved under the server's name (<edition>-accommodations-all-65-YYYY-MM-DD.csv, or -filtered-12-). */
export async function exportAccommodations(filters: AccommodationFilters): Promise<string> {
  const { blob, fileName } = await apiFile(`/accommodation/admin/export.csv?${accommodationParams(filters)}`);
  const name = fileName ?? `accommodations-${new Date().toISOString().slice(0, 10)}.csv`;
  saveFile(blob, name);
  return name;
}
