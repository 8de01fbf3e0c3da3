import { first, run, type Db } from '../../db/client';
import { sha256 } from '../../lib/ids';

// The register form's submission key, stored hashed: the account a given form created (docs/decisions/0037-register-form-keeps-what-was-typed.md,
// "A registration retried after a lost answer").

export function recordSubmission(db: Db, key: string, userId: string, now: string): void {
  run(
    db,
    db.kysely
      .insertInto('registration_submissions')
      .values({ key_hash: sha256(key), user_id: userId, created_at: now }),
  );
}

/**
 * How long a form's retry is answered with the registration it made: a lost answer is retried within minutes; later
 * the key (kept in that tab) no longer reads the account back, which by then may carry the participant's pass.
 */
export const SUBMISSION_RETRY_WINDOW_MS = 24 * 60 * 60 * 1000;

/** Did the form with this key create this account, within the retry window? */
export function createdByForm(db: Db, key: string, userId: string, now = new Date()): boolean {
  const since = new Date(now.getTime() - SUBMISSION_RETRY_WINDOW_MS).toISOString();
  const row = first(
    db,
    db.kysely
      .selectFrom('registration_submissions')
      .select('user_id')
      .where('key_hash', '=', sha256(key))
      .where('user_id', '=', userId)
      .where('created_at', '>', since),
  );
  return row !== undefined;
}
