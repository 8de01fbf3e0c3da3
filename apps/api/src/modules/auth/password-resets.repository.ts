import { first, run, type Db } from '../../db/client';
import type { PasswordResetsTable } from '../../db/database';

export function insertPasswordReset(db: Db, row: PasswordResetsTable): void {
  run(db, db.kysely.insertInto('password_resets').values(row));
}

export function findPasswordReset(db: Db, tokenHash: string): PasswordResetsTable | undefined {
  return first(db, db.kysely.selectFrom('password_resets').selectAll().where('token_hash', '=', tokenHash));
}

/** Every open link of the user stops working once one of them is used. */
export function closeUserResets(db: Db, userId: string, at: string): void {
  run(
    db,
    db.kysely
      .updateTable('password_resets')
      .set({ used_at: at })
      .where('user_id', '=', userId)
      .where('used_at', 'is', null),
  );
}
