import { parse } from 'csv-parse/sync';
import type ExcelJS from 'exceljs';
import { ErrorCode } from '@symposium/schema/error-codes';
import { M } from '@symposium/schema/messages';
import { AppError } from '../../lib/errors';

const unreadable = () => new AppError(415, ErrorCode.STATEMENT_UNREADABLE, M.statementUnreadable);

const isZip = (bytes: Uint8Array) => bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
/** The old binary Excel format (OLE2): exceljs reads only XLSX. */
const isOle2 = (bytes: Uint8Array) => bytes[0] === 0xd0 && bytes[1] === 0xcf && bytes[2] === 0x11 && bytes[3] === 0xe0;

const pad = (n: number) => String(n).padStart(2, '0');

/** A cell of an XLSX sheet as text: dates as YYYY-MM-DD (exceljs gives them as UTC midnight), formulas by result. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) {
    return `${value.getUTCFullYear()}-${pad(value.getUTCMonth() + 1)}-${pad(value.getUTCDate())}`;
  }
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('text' in value) return String(value.text);
    if ('error' in value) return '';
  }
  return String(value).trim();
}

async function xlsxRows(bytes: Uint8Array): Promise<string[][]> {
  // exceljs loads with the first spreadsheet, not when the server starts: it was a sixth of a start's CPU.
  const { default: Excel } = await import('exceljs');
  const workbook = new Excel.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw unreadable();
  }
  // The sheet with the most rows: some banks put a cover sheet first.
  const sheet = [...workbook.worksheets].sort((a, b) => b.actualRowCount - a.actualRowCount)[0];
  if (!sheet) throw unreadable();
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => {
    const values = row.values as ExcelJS.CellValue[];
    // row.values is 1-based: its first slot is always empty.
    rows.push(values.slice(1).map(cellText));
  });
  return rows;
}

function csvRows(bytes: Uint8Array): string[][] {
  const text = new TextDecoder('utf-8').decode(bytes);
  const head = text.slice(0, 4000);
  // Some banks' "CSV" is tab- or semicolon-separated: the separator the top of the file uses most.
  const counts = [',', '\t', ';'].map((d) => [d, head.split(d).length] as const).sort((a, b) => b[1] - a[1]);
  try {
    return parse(text, {
      bom: true,
      delimiter: counts[0]![0],
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      trim: true,
    }) as string[][];
  } catch {
    throw unreadable();
  }
}

/** The rows of a statement file as text cells: XLSX by its bytes (a ZIP), anything else read as CSV. */
export async function readStatementRows(bytes: Uint8Array): Promise<string[][]> {
  if (isOle2(bytes)) throw unreadable();
  if (isZip(bytes)) return xlsxRows(bytes);
  if (bytes.includes(0)) throw unreadable(); // a binary file that is no XLSX
  return csvRows(bytes);
}
