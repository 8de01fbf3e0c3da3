import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { AppDeps } from '../../lib/context';
import { DEVICE_COOKIE_SECONDS, signDeviceToken, verifyDeviceToken } from '../../lib/tokens';

/**
 * The device cookie (OWASP's answer to lockout attacks): a browser where an account signed in successfully keeps a
 * signed cookie naming that account. Its later sign-ins have their own small allowance (lib/rate-limit.ts
 * LOGIN_LIMITS.perKnownDevice), so a stranger's failed guesses from anywhere never lock the rightful owner out; a
 * browser without one meets the per-account limits as before. Only the sign-in path receives it.
 */
export const DEVICE_COOKIE = 'symposium_device';
const COOKIE_PATH = '/api/v1/auth';

/** This browser's device id, when its cookie is genuine and names `userId`; null otherwise. */
export async function knownDeviceOf(c: Context, deps: AppDeps, userId: string | undefined): Promise<string | null> {
  const token = getCookie(c, DEVICE_COOKIE);
  if (!token || !userId) return null;
  const outcome = await verifyDeviceToken(deps.keys, token);
  return outcome.ok && outcome.claims.sub === userId ? outcome.claims.jti : null;
}

/** After a successful sign-in: this browser is known for this account from now on (the cookie is renewed). */
export async function rememberDevice(c: Context, deps: AppDeps, userId: string): Promise<void> {
  setCookie(c, DEVICE_COOKIE, await signDeviceToken(deps.keys, userId), {
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: 'Strict',
    secure:
      new URL(c.req.url).protocol === 'https:' ||
      (deps.env.TRUST_PROXY && c.req.header('x-forwarded-proto') === 'https'),
    maxAge: DEVICE_COOKIE_SECONDS,
  });
}
