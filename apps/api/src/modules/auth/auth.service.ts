import { LIMITS } from '@symposium/schema/constants';
import { ErrorCode } from '@symposium/schema/error-codes';
import { M } from '@symposium/schema/messages';
import { STAFF_PASSWORD_MIN } from '@symposium/schema/staff';
import { writeTransaction } from '../../db/client';
import type { UsersTable } from '../../db/database';
import type { AppDeps } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { reserveLoginAttempt } from '../../lib/rate-limit';
import { nowIso, randomToken, sha256 } from '../../lib/ids';
import { assertUncommonPassword, hashPassword, verifyPassword } from '../../lib/passwords';
import { findUserByEmail, findUserById, updateUser } from '../users/users.repository';
import { readEdition } from '../edition/edition.repository';
import { passwordResetMail } from './auth.mails';
import { closeUserResets, findPasswordReset, insertPasswordReset } from './password-resets.repository';
import { revokeAllForUser } from './sessions.repository';
import { resetPasswordLink } from '../../lib/site-links';

let dummyHash: Promise<string> | undefined;

/** Same work for an unknown email as for a wrong password, so timing does not reveal accounts. */
async function checkCredentials(deps: AppDeps, email: string, password: string): Promise<UsersTable | null> {
  const user = findUserByEmail(deps.db, email);
  if (!user) {
    dummyHash ??= hashPassword('not-a-real-password', deps.env.SCRYPT_LOG_N);
    await verifyPassword(password, await dummyHash);
    return null;
  }
  return (await verifyPassword(password, user.password_hash)) ? user : null;
}

/**
 * Failed logins are limited per account and address, per address and per account (lib/rate-limit.ts); a browser the
 * account signed in on before only by its own allowance. `knownDevice`: this browser's device id when its device
 * cookie names the account (device-cookie.ts).
 */
export async function login(
  deps: AppDeps,
  input: { email: string; password: string },
  address: string,
  knownDevice: (userId: string | undefined) => Promise<string | null> = async () => null,
) {
  const device = await knownDevice(findUserByEmail(deps.db, input.email)?.id);
  const attempt = await reserveLoginAttempt(deps.limiters, input.email, address, device);
  const user = await checkCredentials(deps, input.email, input.password);
  if (!user) throw new AppError(401, ErrorCode.INVALID_CREDENTIALS, M.invalidCredentials);
  await attempt.succeeded();
  if (user.disabled_at) {
    throw new AppError(
      403,
      ErrorCode.ACCOUNT_DISABLED,
      'This account has been disabled. Please contact the organisers.',
    );
  }
  return user;
}

/** Always the same answer; a link is only created and mailed when the account exists. */
export function requestPasswordReset(deps: AppDeps, email: string): void {
  const user = findUserByEmail(deps.db, email);
  if (!user || user.disabled_at) return;
  const token = randomToken();
  const now = Date.now();
  const link = resetPasswordLink(deps.env, token);
  writeTransaction(deps.db, () => {
    insertPasswordReset(deps.db, {
      token_hash: sha256(token),
      user_id: user.id,
      created_at: new Date(now).toISOString(),
      expires_at: new Date(now + LIMITS.resetLinkMinutes * 60_000).toISOString(),
      used_at: null,
    });
    deps.mailer.sendInBackground({
      ...passwordResetMail(readEdition(deps.db, deps.env), user.email, user.name, link),
      userId: user.id,
    });
  });
}

const invalidResetLink = () => new AppError(400, ErrorCode.INVALID_RESET_TOKEN, M.resetExpired);
export const RESET_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Single use, 10 minutes; a successful reset also ends every session of the account. */
export async function resetPassword(deps: AppDeps, token: string, password: string): Promise<void> {
  if (!RESET_TOKEN_PATTERN.test(token)) throw invalidResetLink();
  const isOpen = (row: { used_at: string | null; expires_at: string } | undefined) =>
    !!row && !row.used_at && row.expires_at > nowIso();
  // Checked before the (deliberately slow) hash so a bad link costs nothing, and again inside the write.
  const open = findPasswordReset(deps.db, sha256(token));
  if (!isOpen(open)) throw invalidResetLink();
  // A staff account keeps the staff minimum through a reset too (docs/decisions/0008-passwords-and-resets.md, "Staff accounts"); the link stays usable.
  const account = findUserById(deps.db, open!.user_id);
  if (account && account.role !== 'user' && password.length < STAFF_PASSWORD_MIN) {
    throw new AppError(400, ErrorCode.VALIDATION_ERROR, M.staffPasswordMin, { password: [M.staffPasswordMin] });
  }
  assertUncommonPassword(password);
  const passwordHash = await hashPassword(password, deps.env.SCRYPT_LOG_N);
  writeTransaction(deps.db, () => {
    const row = findPasswordReset(deps.db, sha256(token));
    const now = nowIso();
    if (!row || !isOpen(row)) throw invalidResetLink();
    const changed = updateUser(deps.db, row.user_id, { password_hash: passwordHash, updated_at: now });
    if (!changed) throw invalidResetLink();
    closeUserResets(deps.db, row.user_id, now);
    revokeAllForUser(deps.db, row.user_id, now);
  });
}
