import { first, run, type Db } from '../../db/client';
import { sha256 } from '../../lib/ids';

// The register form's submission key, stored hashed: the account a given form created (docs/decisions.md,
// "A registration retried after a lost answer").

export function recordSubmission(db: Db, key: string, userId: string, now: string): void {
  run(db, db.kysely.insertInto('registration_submissions').values({ key_hash: sha256(key), user_id: userId, created_at: now }));
}

/** Did the form with this key create this account? */
export function createdByForm(db: Db, key: string, userId: string): boolean {
  const row = first(
    db,
    db.kysely.selectFrom('registration_submissions').select('user_id').where('key_hash', '=', sha256(key)).where('user_id', '=', userId),
  );
  return row !== undefined;
}
