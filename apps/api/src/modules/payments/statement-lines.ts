import { createHash } from 'node:crypto';
import {
  STATEMENT_LIMITS,
  type StatementColumnMapping,
  type StatementColumnRole,
} from '@symposium/schema/payment-statements';

/** A header cell as compared: lower case, words only ('Withdrawal Amt.(INR)' → 'withdrawal amt inr'). */
export const headerWords = (cell: string) =>
  cell
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/**
 * The column names of the common Indian bank and UPI exports (HDFC, SBI, ICICI, Axis, Kotak, PhonePe/Paytm business
 * statements), by role. The order matters: a 'Dr/Cr' column must be read as the marker before 'Dr' as a debit.
 */
const ROLE_PATTERNS: [StatementColumnRole, RegExp][] = [
  ['drCr', /^(cr dr|dr cr|debit credit|credit debit|cr dr indicator|dr cr indicator|txn type|transaction type|type)$/],
  ['balance', /balance/],
  ['date', /^(txn|tran|transaction|posting|post|value)? ?date( time)?$/],
  [
    'description',
    /^(description|narration|particulars|remarks|transaction remarks|details|transaction details|transaction description|narrative)$/,
  ],
  ['reference', /(^| )(ref|reference|utr|chq|chqno|cheque|rrn|txn id|transaction id|upi ref)( |$)/],
  ['debit', /^(debit|debits|withdrawal|withdrawals|dr)( |$)/],
  ['credit', /^(credit|credits|deposit|deposits|cr)( |$)/],
  ['amount', /^(amount|txn amount|transaction amount|amt)( |$)/],
];

type Columns = Partial<Record<StatementColumnRole, number>>;

/** The columns a header row names, by role; the transaction date wins over the value date. */
function columnsOf(row: readonly string[]): Columns {
  const columns: Columns = {};
  row.forEach((cell, index) => {
    const words = headerWords(cell);
    if (!words) return;
    const role = ROLE_PATTERNS.find(([, pattern]) => pattern.test(words))?.[0];
    if (!role) return;
    if (role === 'date') {
      const current = columns.date;
      const currentIsValueDate = current !== undefined && headerWords(row[current]!).startsWith('value');
      if (current === undefined || (currentIsValueDate && !words.startsWith('value'))) columns.date = index;
      return;
    }
    if (columns[role] === undefined) columns[role] = index;
  });
  return columns;
}

const readable = (c: Columns) =>
  c.date !== undefined &&
  (c.description !== undefined || c.reference !== undefined) &&
  (c.credit !== undefined || c.amount !== undefined);

/** The layout's fingerprint: a mapping an admin chose for it is found again by the same header row. */
export const headerSignature = (row: readonly string[]) =>
  createHash('sha256').update(row.map(headerWords).join('|')).digest('hex').slice(0, 32);

/**
 * The header row under any preamble of account details, and its columns: a remembered mapping for a row whose
 * signature the admin mapped before, else the column names read. null when neither tells.
 */
export function findColumns(
  rows: readonly string[][],
  remembered: (signature: string) => StatementColumnMapping | undefined,
): StatementColumnMapping | null {
  const limit = Math.min(rows.length, STATEMENT_LIMITS.headerSearchRows);
  for (let i = 0; i < limit; i++) {
    const row = rows[i]!;
    if (row.every((cell) => !cell)) continue;
    const saved = remembered(headerSignature(row));
    if (saved) return { ...saved, headerRow: i };
    const columns = columnsOf(row);
    if (readable(columns)) {
      return { ...columns, headerRow: i, date: columns.date!, description: columns.description ?? columns.reference! };
    }
  }
  return null;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

function isoDate(year: number, month: number, day: number): string | null {
  if (year < 100) year += 2000;
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1) return null;
  return date.toISOString().slice(0, 10);
}

/** Indian statements write day first: '01/10/2026', '01-10-26', '01-Oct-2026', '1 Oct 2026'; XLSX dates come as ISO. */
export function parseStatementDate(text: string): string | null {
  const value = text.trim();
  let m = /^(\d{4})-(\d{1,2})-(\d{1,2})/.exec(value);
  if (m) return isoDate(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /^(\d{1,2})[/.\-\s](\d{1,2})[/.\-\s](\d{2}|\d{4})(?!\d)/.exec(value);
  if (m) return isoDate(Number(m[3]), Number(m[2]), Number(m[1]));
  m = /^(\d{1,2})[/.\-\s]?([A-Za-z]{3,9})[/.\-\s,]*(\d{2}|\d{4})(?!\d)/.exec(value);
  if (m) {
    const month = MONTHS.indexOf(m[2]!.slice(0, 3).toLowerCase());
    return month < 0 ? null : isoDate(Number(m[3]), month + 1, Number(m[1]));
  }
  return null;
}

/**
 * An amount cell in paise, and the side it says when it says one: '1,299.00', '₹ 1,01,299.50', 'INR 749', '749.00 Cr',
 * '(749.00)' or '-749' (a debit). null for an empty cell, '-' or anything that is not an amount.
 */
export function parseAmount(text: string): { paise: number; side: 'credit' | 'debit' | null } | null {
  let value = text.trim().replace(/^(₹|rs\.?|inr)\s*/i, '');
  let side: 'credit' | 'debit' | null = null;
  const marker = /\s*\(?(cr|dr)\.?\)?$/i.exec(value);
  if (marker) {
    side = marker[1]!.toLowerCase() === 'cr' ? 'credit' : 'debit';
    value = value.slice(0, marker.index);
  }
  if (/^\(.*\)$/.test(value)) {
    side = 'debit';
    value = value.slice(1, -1);
  }
  value = value.replace(/[,\s]/g, '');
  if (value.startsWith('-')) {
    side = 'debit';
    value = value.slice(1);
  } else if (value.startsWith('+')) value = value.slice(1);
  if (!/^\d+(\.\d{1,2})?$/.test(value)) return null;
  const paise = Math.round(Number(value) * 100);
  return paise > 0 ? { paise, side } : null;
}

export interface ParsedLine {
  checksum: string;
  date: string | null;
  description: string;
  reference: string;
  direction: 'credit' | 'debit';
  paise: number;
}

const cell = (row: readonly string[], index: number | undefined) => (index === undefined ? '' : (row[index] ?? ''));

function amountOf(row: readonly string[], m: StatementColumnMapping): Pick<ParsedLine, 'direction' | 'paise'> | null {
  if (m.credit !== undefined || m.debit !== undefined) {
    const credit = parseAmount(cell(row, m.credit));
    if (credit) return { direction: credit.side === 'debit' ? 'debit' : 'credit', paise: credit.paise };
    const debit = parseAmount(cell(row, m.debit));
    if (debit) return { direction: 'debit', paise: debit.paise };
    if (m.amount === undefined) return null;
  }
  const amount = parseAmount(cell(row, m.amount));
  if (!amount) return null;
  const marker = cell(row, m.drCr).trim().toLowerCase();
  if (marker.startsWith('c')) return { direction: 'credit', paise: amount.paise };
  if (marker.startsWith('d')) return { direction: 'debit', paise: amount.paise };
  return { direction: amount.side ?? 'credit', paise: amount.paise };
}

/**
 * The transaction lines under the header: a row with a date and an amount. A row with only text continues the
 * narration above it (HDFC wraps long narrations); totals, opening balances and footers have no date and are left.
 * Each line's checksum is its content and its place among identical lines of the file, so the same line in an
 * overlapping statement is known again, and two genuinely equal payments on one day stay two.
 */
export function statementLines(rows: readonly string[][], m: StatementColumnMapping): ParsedLine[] {
  const lines: ParsedLine[] = [];
  const seen = new Map<string, number>();
  let last: ParsedLine | null = null;
  for (const row of rows.slice(m.headerRow + 1)) {
    const date = parseStatementDate(cell(row, m.date));
    const amount = amountOf(row, m);
    const description = cell(row, m.description).replace(/\s+/g, ' ').trim();
    if (!date || !amount) {
      const blank = !cell(row, m.date).trim() && !amount;
      if (blank && last && description && row.length > 0) last.description = `${last.description} ${description}`;
      else last = null;
      continue;
    }
    const reference = m.reference === undefined ? '' : cell(row, m.reference).trim();
    last = { checksum: '', date, description, reference, ...amount };
    lines.push(last);
  }
  for (const line of lines) {
    const balanceFree = [line.date, line.description.toUpperCase(), line.reference.toUpperCase(), line.direction];
    const content = [...balanceFree, line.paise].join('|');
    const nth = (seen.get(content) ?? 0) + 1;
    seen.set(content, nth);
    line.checksum = createHash('sha256').update(`${content}#${nth}`).digest('hex');
  }
  return lines;
}
