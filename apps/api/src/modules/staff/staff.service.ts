import type { Role } from '@symposium/schema/auth';
import type { Db } from '../../db/client';
import { writeTransaction } from '../../db/client';
import { newId, nowIso } from '../../lib/ids';
import { generatePassword, hashPassword, verifyPassword } from '../../lib/passwords';
import { countAdmins, findUserByEmail, insertUser, updateUser } from '../users/users.repository';

export const DEFAULT_ADMIN_EMAIL = 'admin@symposium.local';

export class StaffError extends Error {}

/** Adds a staff account; a generated password is returned when none was given. */
export async function addStaff(
  db: Db,
  input: { email: string; name: string; role: Exclude<Role, 'user'>; password?: string },
  logN: number,
): Promise<{ id: string; password: string; generated: boolean }> {
  const email = input.email.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new StaffError(`Not an email address: ${input.email}`);
  if (!input.name.trim()) throw new StaffError('A name is required');
  const password = input.password ?? generatePassword();
  if (password.length < 8) throw new StaffError('Staff passwords must be at least 8 characters');
  const hash = await hashPassword(password, logN);
  const id = newId();
  writeTransaction(db, () => {
    if (findUserByEmail(db, email)) throw new StaffError(`An account with ${email} already exists`);
    const now = nowIso();
    insertUser(db, {
      id,
      name: input.name.trim(),
      email,
      phone: '',
      college: '',
      department: '',
      year: null,
      college_location: '',
      roll_number: null,
      participant_id: null,
      pass_data: null,
      password_hash: hash,
      role: input.role,
      payment_status: 'pending',
      payment_amount: null,
      transaction_id: null,
      payment_screenshot: null,
      registration_type: null,
      rejection_reason: null,
      disabled_at: null,
      created_at: now,
      updated_at: now,
      verified_at: null,
    });
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
    const existing = findUserByEmail(db, configured.email);
    if (!existing) {
      await addStaff(db, { email: configured.email, name: 'Administrator', role: 'admin', password: configured.password }, logN);
      return { created: true, email: configured.email.toLowerCase() };
    }
    const passwordMatches = await verifyPassword(configured.password, existing.password_hash);
    const hash = passwordMatches ? existing.password_hash : await hashPassword(configured.password, logN);
    writeTransaction(db, () =>
      updateUser(db, existing.id, { role: 'admin', disabled_at: null, password_hash: hash, updated_at: nowIso() }),
    );
    return null;
  }
  if (countAdmins(db) > 0) return null;
  const email = findUserByEmail(db, DEFAULT_ADMIN_EMAIL) ? `admin-${newId().slice(0, 6)}@symposium.local` : DEFAULT_ADMIN_EMAIL;
  const { password } = await addStaff(db, { email, name: 'Administrator', role: 'admin' }, logN);
  return { created: true, email, password };
}
