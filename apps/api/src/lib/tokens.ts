import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { errors, jwtVerify, SignJWT, type JWTPayload } from 'jose';

const ISSUER = 'symposium-api';
const AUDIENCE = 'symposium-web';
const ALGORITHM = 'HS256';
const ACCESS_TYP = 'at+jwt';
const REFRESH_TYP = 'rt+jwt';
const DEVICE_TYP = 'device+jwt';
/** How long a browser stays known for the account that last signed in on it (the device cookie). */
export const DEVICE_COOKIE_SECONDS = 180 * 24 * 3600;
export const ACCESS_TOKEN_SECONDS = 15 * 60;
/** Absolute lifetime of a session family: rotation never extends it. */
export const SESSION_SECONDS = { remembered: 30 * 24 * 3600, default: 12 * 3600 } as const;

export interface TokenKeys {
  secret: Uint8Array;
}

/** JWT_SECRET, else a random secret kept in DATA_DIR/keys (created once, readable by the owner only). */
export function loadTokenKeys(keysDir: string, configured?: string): TokenKeys {
  if (configured) return { secret: new TextEncoder().encode(configured) };
  const file = path.join(keysDir, 'jwt-secret');
  fs.mkdirSync(keysDir, { recursive: true, mode: 0o700 });
  if (!fs.existsSync(file)) {
    fs.writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
  }
  return { secret: new TextEncoder().encode(fs.readFileSync(file, 'utf8').trim()) };
}

/**
 * `sid` names the session (refresh-token family) the token was issued in: the API refuses the token as soon as
 * that session ends (logout, a password reset, a disabled account, a replayed refresh token), not 15 minutes later.
 */
export function signAccessToken(
  keys: TokenKeys,
  claims: { userId: string; role: string; sessionId: string },
): Promise<string> {
  return new SignJWT({ role: claims.role, sid: claims.sessionId })
    .setProtectedHeader({ alg: ALGORITHM, typ: ACCESS_TYP })
    .setSubject(claims.userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setJti(randomBytes(12).toString('base64url'))
    .setExpirationTime(`${ACCESS_TOKEN_SECONDS}s`)
    .sign(keys.secret);
}

export function signRefreshToken(
  keys: TokenKeys,
  claims: { userId: string; jti: string; familyId: string; expiresAt: Date },
): Promise<string> {
  return new SignJWT({ fam: claims.familyId })
    .setProtectedHeader({ alg: ALGORITHM, typ: REFRESH_TYP })
    .setSubject(claims.userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setJti(claims.jti)
    .setExpirationTime(Math.floor(claims.expiresAt.getTime() / 1000))
    .sign(keys.secret);
}

export type VerifyOutcome<T> = { ok: true; claims: T } | { ok: false; expired: boolean };

async function verify(keys: TokenKeys, token: string, typ: string): Promise<VerifyOutcome<JWTPayload>> {
  try {
    const { payload } = await jwtVerify(token, keys.secret, {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      audience: AUDIENCE,
      typ,
      requiredClaims: ['sub', 'exp', 'jti'],
    });
    return { ok: true, claims: payload };
  } catch (error) {
    return { ok: false, expired: error instanceof errors.JWTExpired };
  }
}

export async function verifyAccessToken(keys: TokenKeys, token: string) {
  const outcome = await verify(keys, token, ACCESS_TYP);
  if (outcome.ok && typeof outcome.claims.sid !== 'string') return { ok: false, expired: false } as const;
  return outcome as VerifyOutcome<JWTPayload & { sub: string; sid: string }>;
}

export async function verifyRefreshToken(keys: TokenKeys, token: string) {
  const outcome = await verify(keys, token, REFRESH_TYP);
  if (outcome.ok && typeof outcome.claims.fam !== 'string') return { ok: false, expired: false } as const;
  return outcome as VerifyOutcome<JWTPayload & { sub: string; jti: string; fam: string }>;
}

/**
 * The device cookie's token (OWASP's "device cookies" against account lockout): it names the account that signed in
 * on this browser; `jti` names the browser, for its own small allowance of failed sign-ins.
 */
export function signDeviceToken(keys: TokenKeys, userId: string): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: ALGORITHM, typ: DEVICE_TYP })
    .setSubject(userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setJti(randomBytes(12).toString('base64url'))
    .setExpirationTime(`${DEVICE_COOKIE_SECONDS}s`)
    .sign(keys.secret);
}

export async function verifyDeviceToken(keys: TokenKeys, token: string) {
  return verify(keys, token, DEVICE_TYP) as Promise<VerifyOutcome<JWTPayload & { sub: string; jti: string }>>;
}
