import { z } from 'zod';
import type { PaymentStatus } from './user';

/**
 * Bank statements matched against registrations (docs/decisions/0053-payments-that-reconcile.md). The import reads
 * a statement's columns by their header; when it cannot tell, the admin names them (by their place in the header row,
 * counted from 0) and the mapping is kept for that layout.
 */
export const STATEMENT_COLUMN_ROLES = [
  'date',
  'description',
  'reference',
  'credit',
  'debit',
  'amount',
  'drCr',
  'balance',
] as const;
export type StatementColumnRole = (typeof STATEMENT_COLUMN_ROLES)[number];

/** What the mapping form calls each column. */
export const STATEMENT_COLUMN_LABELS: Record<StatementColumnRole, string> = {
  date: 'Transaction date',
  description: 'Description / narration',
  reference: 'Reference / UTR',
  credit: 'Credit (deposit)',
  debit: 'Debit (withdrawal)',
  amount: 'Amount (one column for both)',
  drCr: 'Cr/Dr marker',
  balance: 'Balance',
};

export const STATEMENT_LIMITS = {
  /** A year's statement of a busy account is well under this. */
  fileMaxBytes: 10 * 1024 * 1024,
  /** The rows shown to the admin who maps the columns by hand. */
  previewRows: 25,
  previewColumns: 15,
  /** How far down a preamble of account details the header is looked for. */
  headerSearchRows: 60,
} as const;

const column = z.number().int().min(0).max(200);

/** The columns an admin names when the import cannot tell them (multipart field `mapping`, JSON). */
export const statementColumnMappingSchema = z
  .object({
    headerRow: z.number().int().min(0).max(STATEMENT_LIMITS.headerSearchRows),
    date: column,
    description: column,
    reference: column.optional(),
    credit: column.optional(),
    debit: column.optional(),
    amount: column.optional(),
    drCr: column.optional(),
    balance: column.optional(),
  })
  .refine((m) => m.credit !== undefined || m.amount !== undefined, {
    message: 'Name the credit column, or the amount column',
    path: ['credit'],
  });
export type StatementColumnMapping = z.output<typeof statementColumnMappingSchema>;

/** One credit line of a statement, as the Reconcile tab shows it. */
export interface StatementLineView {
  id: number;
  /** YYYY-MM-DD; null when the file's date could not be read. */
  date: string | null;
  description: string;
  reference: string;
  /** Rupees (paise as decimals). */
  amount: number;
}

/** A registration named by a statement's answer. */
export interface StatementUserView {
  id: string;
  name: string;
  email: string;
  participantId: string | null;
  paymentStatus: PaymentStatus;
  paymentReference: string | null;
  transactionId: string | null;
  paymentScreenshot: string | null;
  /** What the screenshot should show: the fee plus a stay booked with the registration. */
  due: number | null;
}

/** POST /admin/payments/statements (and GET …/:id): what the statement says about the pending payments. */
export interface StatementAnswer {
  id: string;
  fileName: string;
  importedAt: string;
  /** Lines of the file (credits and debits) and those not seen in an earlier statement. */
  lineCount: number;
  newLines: number;
  matched: { line: StatementLineView; user: StatementUserView }[];
  amountMismatch: { line: StatementLineView; user: StatementUserView; due: number | null; paid: number }[];
  unmatchedLines: StatementLineView[];
  pendingWithoutLine: StatementUserView[];
}

/** How a statement line a registration matched reads in the verify modal and the participant details. */
export interface PaymentStatementMatch {
  kind: 'matched' | 'amount_mismatch';
  line: StatementLineView;
}

/** The 422 answer when the columns cannot be told: the first rows, for the admin to name them. */
export interface StatementColumnsUnknown {
  preview: string[][];
}
