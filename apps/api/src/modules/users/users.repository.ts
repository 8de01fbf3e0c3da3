import type { Insertable, Updateable } from 'kysely';
import { first, run, type Db } from '../../db/client';
import type { UsersTable } from '../../db/database';

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
