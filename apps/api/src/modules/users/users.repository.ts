import { type Insertable, sql, type Updateable } from 'kysely';
import { all, first, run, type Db } from '../../db/client';
import type { UsersTable } from '../../db/database';
import { newId } from '../../lib/ids';

export function findUserById(db: Db, id: string): UsersTable | undefined {
  return first(db, db.kysely.selectFrom('users').selectAll().where('id', '=', id));
}

export function findUserByEmail(db: Db, email: string): UsersTable | undefined {
  return first(db, db.kysely.selectFrom('users').selectAll().where('email', '=', email.toLowerCase()));
}

export function insertUser(db: Db, user: Insertable<UsersTable>): void {
  run(db, db.kysely.insertInto('users').values(user));
}

export function updateUser(db: Db, id: string, changes: Updateable<UsersTable>): number {
  return run(db, db.kysely.updateTable('users').set(changes).where('id', '=', id));
}

/**
 * Participants (role 'user') counted in one pass: all of them (`total`) and by payment status. The staff screens'
 * stats select their own columns on top, so every screen counts a participant's payment the same way.
 */
export function countParticipantsByPayment(db: Db) {
  return db.kysely
    .selectFrom('users')
    .where('role', '=', 'user')
    .select([
      sql<number>`count(*)`.as('total'),
      sql<number>`coalesce(sum(payment_status = 'pending'), 0)`.as('pending'),
      sql<number>`coalesce(sum(payment_status = 'verified'), 0)`.as('verified'),
      sql<number>`coalesce(sum(payment_status = 'rejected'), 0)`.as('rejected'),
    ]);
}

export function countAdmins(db: Db): number {
  const row = first(
    db,
    db.kysely
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('role', '=', 'admin')
      .where('disabled_at', 'is', null),
  );
  return Number(row?.n ?? 0);
}

type NewUserFields = Pick<UsersTable, 'name' | 'email' | 'password_hash' | 'role'> & Partial<UsersTable>;

/**
 * A complete users row: the given fields over empty defaults (no participant data, payment pending,
 * nothing issued). The one place a new column gets its default for every account kind.
 */
export function newUserRow(fields: NewUserFields, now = new Date().toISOString()): UsersTable {
  return {
    id: newId(),
    phone: '',
    college: '',
    department: '',
    year: null,
    college_location: '',
    roll_number: null,
    participant_id: null,
    pass_data: null,
    payment_status: 'pending',
    payment_amount: null,
    transaction_id: null,
    payment_reference: null,
    payment_screenshot: null,
    payment_proof_hash: null,
    payment_proof_group: null,
    registration_type: null,
    rejection_reason: null,
    payment_notes: null,
    disabled_at: null,
    pass_revoked_at: null,
    pass_revoked_reason: null,
    created_at: now,
    updated_at: now,
    verified_at: null,
    kit_issued_at: null,
    ...fields,
  };
}

/** Staff accounts (coordinators and admins), oldest first. */
export function listStaff(db: Db): UsersTable[] {
  return all(
    db,
    db.kysely
      .selectFrom('users')
      .selectAll()
      .where('role', 'in', ['coordinator', 'admin'])
      .orderBy('created_at')
      .orderBy('id'),
  );
}
