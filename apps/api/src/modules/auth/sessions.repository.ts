import { first, run, type Db } from '../../db/client';
import type { RefreshTokensTable } from '../../db/database';

export function insertRefreshToken(db: Db, row: RefreshTokensTable): void {
  run(db, db.kysely.insertInto('refresh_tokens').values(row));
}

export function findRefreshToken(db: Db, jti: string): RefreshTokensTable | undefined {
  return first(db, db.kysely.selectFrom('refresh_tokens').selectAll().where('jti', '=', jti));
}

/** The family's current token: the one not yet used or revoked (rotation keeps exactly one). */
export function findLiveRefreshToken(db: Db, familyId: string): RefreshTokensTable | undefined {
  return first(
    db,
    db.kysely
      .selectFrom('refresh_tokens')
      .selectAll()
      .where('family_id', '=', familyId)
      .where('used_at', 'is', null)
      .where('revoked_at', 'is', null)
      .orderBy('created_at', 'desc'),
  );
}

/** A session is live until it is revoked (logout, reset, disabled account, reuse) or reaches its absolute end. */
export function isSessionLive(db: Db, familyId: string, userId: string, now: string): boolean {
  const row = first(
    db,
    db.kysely
      .selectFrom('refresh_tokens')
      .select('jti')
      .where('family_id', '=', familyId)
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', now)
      .limit(1),
  );
  return row !== undefined;
}

export function markRefreshTokenUsed(db: Db, jti: string, at: string): void {
  run(db, db.kysely.updateTable('refresh_tokens').set({ used_at: at }).where('jti', '=', jti));
}

export function revokeFamily(db: Db, familyId: string, at: string): void {
  run(
    db,
    db.kysely
      .updateTable('refresh_tokens')
      .set({ revoked_at: at })
      .where('family_id', '=', familyId)
      .where('revoked_at', 'is', null),
  );
}

export function revokeAllForUser(db: Db, userId: string, at: string): void {
  run(
    db,
    db.kysely
      .updateTable('refresh_tokens')
      .set({ revoked_at: at })
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null),
  );
}
