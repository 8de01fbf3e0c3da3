import { stringify } from 'csv-stringify/sync';
import { editionTitle, type Edition } from '@symposium/schema/edition';
import type { Context } from 'hono';
import { venueDate } from './dates';

export type CsvCell = string | number | null | undefined;

/**
 * A spreadsheet-safe CSV (docs/decisions/0045-csv-exports.md): UTF-8 with a BOM so Excel reads accents, CRLF records
 * and RFC 4180 quoting from csv-stringify, and cells that begin with = + - @ tab or CR prefixed with
 * an apostrophe so a spreadsheet never runs them as formulas (OWASP "CSV injection").
 */
export function toCsv(header: readonly string[], rows: readonly CsvCell[][]): string {
  // Every cell goes in as text so the formula guard treats all alike (csv-stringify skips numbers).
  const records = rows.map((row) => row.map((cell) => (cell === null || cell === undefined ? '' : String(cell))));
  // quote_record_delimiter: with CRLF records, a lone \n or \r inside a cell must still be quoted.
  return stringify([[...header], ...records], {
    bom: true,
    escape_formulas: true,
    record_delimiter: 'windows',
    quote_record_delimiter: true,
  });
}

/** A file name safe in a Content-Disposition header: lower-case words joined by hyphens. */
export function fileSlug(text: string): string {
  return (
    text
      .normalize('NFKD')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'export'
  );
}

/**
 * Answers a CSV download named after the edition and today on its clock (docs/product.md#csv-exports: names carry the current date):
 * `<edition title>-<base>-YYYY-MM-DD.csv`, 'mech-symposium-25-26-participants-2025-10-23.csv'.
 */
export function csvAttachment(
  c: Context,
  edition: Pick<Edition, 'name' | 'label' | 'timeZone'>,
  base: string,
  csv: string,
): Response {
  const filename = csvFileName(edition, base, new Date());
  return c.body(csv, 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${filename}"`,
    'Cache-Control': 'private, no-store',
  });
}

/** `<edition title>-<base>-YYYY-MM-DD.csv`, the date on the edition's clock. */
export function csvFileName(edition: Pick<Edition, 'name' | 'label' | 'timeZone'>, base: string, at: Date): string {
  return `${fileSlug(editionTitle(edition))}-${fileSlug(base)}-${venueDate(at, edition.timeZone)}.csv`;
}
