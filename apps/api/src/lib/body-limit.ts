import { ErrorCode } from '@symposium/schema/error-codes';
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { AppError } from './errors';

const KB = 1024;

/**
 * What a request body may weigh (docs/decisions/0004-request-bodies.md, "Request body limits"). Bodies are counted as they
 * stream in (or refused on their Content-Length), so an oversized one is answered 413 before it is
 * buffered or parsed.
 * - public forms and auth calls: the longest, a contact message of 5,000 characters, is about 20 KB;
 * - staff routes: the catalogue forms (lists of rules and outcomes) and bulk actions on up to 10,000
 *   participant ids are the largest, under 700 KB;
 * - a sync push: 500 mutations at the protocol's maximum field lengths measure about 663 KB
 *   (body-limit.test.ts measures it), so 2 MB leaves ample room;
 * - POST /auth/register and PUT /auth/payment-proof keep their own 5 MB + envelope limit with the
 *   screenshot's message (uploads.ts, screenshotFormBodyLimit);
 * - PUT /admin/team/members/:id/photo keeps its own 2 MB + envelope limit with the photo's message (team-photos.ts);
 * - the certificate's signature and logo uploads keep their own 8 MB + envelope limit (certificate-images.ts).
 */
export const BODY_LIMITS = {
  json: 64 * KB,
  staff: 1024 * KB,
  syncPush: 2048 * KB,
} as const;

/** The forms that carry a payment screenshot: their routes limit the body themselves. */
const SCREENSHOT_FORM_PATHS = new Set(['/api/v1/auth/register', '/api/v1/auth/payment-proof']);
const SYNC_PUSH_PATH = '/api/v1/sync/push';
/** A bank statement's upload: its route limits the body itself (10 MB, modules/payments/statements.routes.ts). */
const STATEMENT_PATH = '/api/v1/admin/payments/statements';
/** A team photo's form: its route limits the body itself, with the photo's message (modules/team/team-photos.ts). */
const TEAM_PHOTO_PATH = /^\/api\/v1\/admin\/team\/members\/[^/]+\/photo$/;
/** A certificate template image's form: its route limits the body itself (modules/certificates/certificate-images.ts). */
const CERTIFICATE_IMAGE_PATH = /^\/api\/v1\/admin\/certificates\/(logo|signatories\/[^/]+\/signature)$/;
const STAFF_PATHS = /^\/api\/v1\/(admin|events|workshops)(\/|$)/;

export const payloadTooLarge = () => new AppError(413, ErrorCode.PAYLOAD_TOO_LARGE, 'The request is too large.');

/** The limit for a request path; null where the route enforces its own. */
export function bodyLimitFor(path: string): number | null {
  if (
    SCREENSHOT_FORM_PATHS.has(path) ||
    TEAM_PHOTO_PATH.test(path) ||
    CERTIFICATE_IMAGE_PATH.test(path) ||
    path === STATEMENT_PATH
  )
    return null;
  if (path === SYNC_PUSH_PATH) return BODY_LIMITS.syncPush;
  if (STAFF_PATHS.test(path)) return BODY_LIMITS.staff;
  return BODY_LIMITS.json;
}

/** One middleware for the whole app: every request body is limited by bodyLimitFor. */
export function requestBodyLimit(): MiddlewareHandler {
  const onError = () => {
    throw payloadTooLarge();
  };
  const limiters = new Map(
    Object.values(BODY_LIMITS).map((maxSize) => [maxSize, bodyLimit({ maxSize, onError })] as const),
  );
  return async (c, next) => {
    const limit = bodyLimitFor(c.req.path);
    if (limit === null) return next();
    return limiters.get(limit)!(c, next);
  };
}
