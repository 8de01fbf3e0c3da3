import type { Role } from '@symposium/schema/roles';
import { ErrorCode } from '@symposium/schema/error-codes';
import { M } from '@symposium/schema/messages';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { isSessionLive } from '../modules/auth/sessions.repository';
import { findUserById } from '../modules/users/users.repository';
import type { AppDeps, AppEnv } from './context';
import { forbidden, unauthorized } from './errors';
import { nowIso } from './ids';
import { verifyAccessToken } from './tokens';

/** `Authorization: Bearer <token>`: the scheme is case-insensitive and one or more spaces follow it (RFC 9110 §11.1, §11.4). */
const BEARER = /^bearer +(\S+)\s*$/i;

/** The bearer token the request carries, or '' when it carries none. */
export function bearerToken(c: Context): string {
  return BEARER.exec(c.req.header('authorization') ?? '')?.[1] ?? '';
}

/**
 * Bearer access token → the user, read from the database on every request so a disabled account
 * or a changed role takes effect at once, whatever the token's claims say; and the token's session must
 * still be live, so a logout or a password reset ends the access tokens issued in it too.
 */
export function requireUser(deps: AppDeps) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const token = bearerToken(c);
    if (!token) throw unauthorized();
    const outcome = await verifyAccessToken(deps.keys, token);
    if (!outcome.ok) {
      throw outcome.expired
        ? unauthorized(M.sessionExpired, ErrorCode.TOKEN_EXPIRED)
        : unauthorized(M.sessionExpired, ErrorCode.INVALID_TOKEN);
    }
    const user = findUserById(deps.db, outcome.claims.sub);
    if (!user || user.disabled_at) throw unauthorized(M.sessionExpired, ErrorCode.INVALID_TOKEN);
    if (!isSessionLive(deps.db, outcome.claims.sid, user.id, nowIso()))
      throw unauthorized(M.sessionExpired, ErrorCode.INVALID_TOKEN);
    c.set('user', user);
    await next();
  });
}

/** Denies every role not listed (runs after requireUser). */
export function requireRole(...roles: Role[]) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!roles.includes(c.get('user').role)) throw forbidden();
    await next();
  });
}

export const requireStaff = () => requireRole('coordinator', 'admin');
