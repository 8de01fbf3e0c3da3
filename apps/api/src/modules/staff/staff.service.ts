import type { Role } from '@symposium/schema/roles';
import { M } from '@symposium/schema/messages';
import { STAFF_PASSWORD_MIN } from '@symposium/schema/staff';
import { isCommonPassword } from '../../lib/common-passwords';
import type { Db } from '../../db/client';
import { writeTransaction } from '../../db/client';
import { newId, nowIso } from '../../lib/ids';
import { generatePassword, hashPassword, verifyPassword } from '../../lib/passwords';
import type { UsersTable } from '../../db/database';
import { recordAudit } from '../audit/audit.repository';
import { closeUserResets } from '../auth/password-resets.repository';
import { revokeAllForUser } from '../auth/sessions.repository';
import { countAdmins, findUserByEmail, insertUser, newUserRow, updateUser } from '../users/users.repository';

export const DEFAULT_ADMIN_EMAIL = 'admin@symposium.local';

export class StaffError extends Error {
  constructor(
    message: string,
    readonly reason: 'invalid' | 'duplicate' | 'password' = 'invalid',
  ) {
    super(message);
  }
}

/** What the audit trail and the staff list keep of a staff account (never the hash). */
export const staffState = (u: Pick<UsersTable, 'id' | 'name' | 'email' | 'role' | 'disabled_at'>) => ({
  id: u.id,
  name: u.name,
  email: u.email,
  role: u.role,
  disabled: u.disabled_at !== null,
});

/**
 * Adds a staff account; a generated password is returned when none was given. With an actor (an
 * admin in /admin), the creation is audited in the same transaction.
 */
export async function addStaff(
  db: Db,
  input: { email: string; name: string; role: Exclude<Role, 'user'>; password?: string },
  logN: number,
  actor?: Pick<UsersTable, 'id' | 'name'>,
): Promise<{ id: string; password: string; generated: boolean }> {
  const email = input.email.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new StaffError(`Not an email address: ${input.email}`);
  if (!input.name.trim()) throw new StaffError('A name is required');
  const password = input.password ?? generatePassword();
  if (password.length < STAFF_PASSWORD_MIN)
    throw new StaffError(`Staff passwords must be at least ${STAFF_PASSWORD_MIN} characters`, 'password');
  if (isCommonPassword(password)) throw new StaffError(M.passwordTooCommon, 'password');
  const hash = await hashPassword(password, logN);
  const id = newId();
  writeTransaction(db, () => {
    if (findUserByEmail(db, email)) throw new StaffError(`An account with ${email} already exists`, 'duplicate');
    const row = newUserRow({ id, name: input.name.trim(), email, password_hash: hash, role: input.role });
    insertUser(db, row);
    if (actor)
      recordAudit(db, { actor, action: 'staff.create', entityType: 'staff', entityId: id, after: staffState(row) });
  });
  return { id, password, generated: input.password === undefined };
}

/**
 * First staff account. With ADMIN_EMAIL/ADMIN_PASSWORD: that admin exists, is enabled and has that
 * password. Without them and with no admin at all: one is created and its password returned once.
 */
export async function ensureAdmin(
  db: Db,
  configured: { email?: string; password?: string },
  logN: number,
): Promise<{ created: boolean; email: string; password?: string } | null> {
  if (configured.email && configured.password) {
    // An existing account gets this password too: it must meet the staff minimum as a new one would.
    if (configured.password.length < STAFF_PASSWORD_MIN)
      throw new StaffError(`Staff passwords must be at least ${STAFF_PASSWORD_MIN} characters`, 'password');
    if (isCommonPassword(configured.password))
      throw new StaffError(`ADMIN_PASSWORD: ${M.passwordTooCommon}`, 'password');
    const existing = findUserByEmail(db, configured.email);
    if (!existing) {
      await addStaff(
        db,
        { email: configured.email, name: 'Administrator', role: 'admin', password: configured.password },
        logN,
      );
      return { created: true, email: configured.email.toLowerCase() };
    }
    const passwordMatches = await verifyPassword(configured.password, existing.password_hash);
    const hash = passwordMatches ? existing.password_hash : await hashPassword(configured.password, logN);
    writeTransaction(db, () => {
      const now = nowIso();
      updateUser(db, existing.id, { role: 'admin', disabled_at: null, password_hash: hash, updated_at: now });
      // The account becomes this admin: whoever signed in to it before (a participant who registered the address
      // first: no mailbox check proves an address) must not keep a session, now an admin's, nor a reset link. As a
      // password reset does, every session and open link of the account ends (docs/decisions/0005-sessions-and-access-tokens.md).
      if (existing.role !== 'admin' || !passwordMatches) {
        revokeAllForUser(db, existing.id, now);
        closeUserResets(db, existing.id, now);
      }
    });
    return null;
  }
  if (countAdmins(db) > 0) return null;
  const email = findUserByEmail(db, DEFAULT_ADMIN_EMAIL)
    ? `admin-${newId().slice(0, 6)}@symposium.local`
    : DEFAULT_ADMIN_EMAIL;
  const { password } = await addStaff(db, { email, name: 'Administrator', role: 'admin' }, logN);
  return { created: true, email, password };
}
