import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { ErrorCode } from '@symposium/schema/error-codes';
import { M } from '@symposium/schema/messages';
import { isCommonPassword } from './common-passwords';
import { AppError } from './errors';

// scrypt at OWASP's recommended cost (N=2^17, r=8, p=1). 128 * N * r bytes = 128 MiB per hash,
// above node's 32 MiB default maxmem, hence the explicit allowance.
const KEY_LENGTH = 64;

function derive(password: string, salt: Buffer, logN: number, r: number, p: number): Promise<Buffer> {
  const options: ScryptOptions = { N: 2 ** logN, r, p, maxmem: 256 * 1024 * 1024 };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

/** `scrypt$logN$r$p$salt$hash`: the parameters travel with the hash, so the cost can rise later. */
export async function hashPassword(password: string, logN: number): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, logN, 8, 1);
  return ['scrypt', logN, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, logN, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), Number(logN), Number(r), Number(p));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A readable random password for generated staff accounts. */
export function generatePassword(): string {
  return randomBytes(12).toString('base64url');
}

/** A new password (registration, reset) that is one of the most common is refused beside the field. */
export function assertUncommonPassword(password: string): void {
  if (isCommonPassword(password))
    throw new AppError(400, ErrorCode.VALIDATION_ERROR, M.passwordTooCommon, { password: [M.passwordTooCommon] });
}
