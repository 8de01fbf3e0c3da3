import { ErrorCode } from '@symposium/schema/error-codes';
import { M } from '@symposium/schema/messages';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** The one error type routes throw; app.onError turns it into `{ success: false, message, error }`. */
export class AppError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ErrorCode,
    message: string,
    readonly fieldErrors?: Record<string, string[]>,
    readonly headers?: Record<string, string>,
    /** Extra fields of a documented error shape (a refused scan names the participant and the event). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const unauthorized = (message: string = M.notSignedIn, code: ErrorCode = ErrorCode.UNAUTHORIZED) =>
  new AppError(401, code, message);
export const forbidden = () => new AppError(403, ErrorCode.FORBIDDEN, M.forbidden);
export const notFound = (message: string = M.notFound) => new AppError(404, ErrorCode.NOT_FOUND, message);

/**
 * What an operator should read in the log when a write fails for want of storage, not because of the request:
 * DATA_DIR's disk full, its file system read-only, the disk failing, or the database locked by another program past
 * the busy timeout. null for any other error. The client is told only to try again (app.ts).
 */
export function storageTrouble(error: unknown): string | null {
  const code = String((error as { code?: unknown } | null)?.code ?? '');
  if (code === 'SQLITE_FULL' || code === 'ENOSPC' || code === 'EDQUOT') return 'the disk holding DATA_DIR is full';
  if (code.startsWith('SQLITE_READONLY') || code === 'EROFS') return 'DATA_DIR cannot be written (read-only)';
  if (code.startsWith('SQLITE_IOERR') || code === 'EIO') return 'a disk I/O error in DATA_DIR';
  if (code.startsWith('SQLITE_BUSY')) return 'the database stayed locked by another program (a CLI, a backup)';
  return null;
}
