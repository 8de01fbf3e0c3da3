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
