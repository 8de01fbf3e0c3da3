import type { StatementAnswer, StatementColumnMapping } from '@symposium/schema/payment-statements';
import { ApiError, apiRequest } from '../../../lib/api-client';

/** POST /admin/payments/statements (admin): a bank statement file, and the columns when the import asked for them. */
export async function importStatement(file: File, mapping?: StatementColumnMapping): Promise<StatementAnswer> {
  const form = new FormData();
  form.set('file', file, file.name);
  if (mapping) form.set('mapping', JSON.stringify(mapping));
  const body = await apiRequest<{ data: StatementAnswer }>('/admin/payments/statements', {
    method: 'POST',
    formData: form,
  });
  return body.data;
}

/** GET /admin/payments/statements/:id: what an imported statement says now. */
export async function getStatement(id: string): Promise<StatementAnswer> {
  const body = await apiRequest<{ data: StatementAnswer }>(`/admin/payments/statements/${encodeURIComponent(id)}`);
  return body.data;
}

/** POST /admin/payments/statements/:id/verify-matched: verifies the matched pending payments; answers how many. */
export async function verifyMatched(id: string): Promise<{ verified: number; message: string }> {
  const body = await apiRequest<{ data: { verified: number }; message: string }>(
    `/admin/payments/statements/${encodeURIComponent(id)}/verify-matched`,
    { method: 'POST' },
  );
  return { verified: body.data.verified, message: body.message };
}

/** The top rows of a statement whose columns the import could not tell (its 422), for the mapping form. */
export function previewOf(error: unknown): string[][] | null {
  if (!(error instanceof ApiError) || error.code !== 'STATEMENT_COLUMNS_UNKNOWN') return null;
  const preview = error.body?.preview;
  return Array.isArray(preview) ? (preview as string[][]) : null;
}
