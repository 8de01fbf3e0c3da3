import { ErrorCode } from '@symposium/schema/error-codes';
import { M } from '@symposium/schema/messages';
import { writeTransaction } from '../../db/client';
import type { UsersTable } from '../../db/database';
import type { AppDeps } from '../../lib/context';
import { unauthorized } from '../../lib/errors';
import { newId, nowIso } from '../../lib/ids';
import { SESSION_SECONDS, signAccessToken, signRefreshToken, verifyRefreshToken } from '../../lib/tokens';
import { findUserById } from '../users/users.repository';
import {
  findLiveRefreshToken,
  findRefreshToken,
  insertRefreshToken,
  markRefreshTokenUsed,
  revokeFamily,
} from './sessions.repository';

export interface SessionTokens {
  token: string;
  refreshToken: string;
}

async function signPair(
  deps: AppDeps,
  user: UsersTable,
  refresh: { jti: string; familyId: string; expiresAt: string },
): Promise<SessionTokens> {
  const [token, refreshToken] = await Promise.all([
    signAccessToken(deps.keys, { userId: user.id, role: user.role, sessionId: refresh.familyId }),
    signRefreshToken(deps.keys, {
      userId: user.id,
      jti: refresh.jti,
      familyId: refresh.familyId,
      expiresAt: new Date(refresh.expiresAt),
    }),
  ]);
  return { token, refreshToken };
}

/** A new session family; its refresh tokens all expire at the family's absolute end. */
export async function startSession(deps: AppDeps, user: UsersTable, remember: boolean): Promise<SessionTokens> {
  const lifetime = remember ? SESSION_SECONDS.remembered : SESSION_SECONDS.default;
  const refresh = { jti: newId(), familyId: newId(), expiresAt: new Date(Date.now() + lifetime * 1000).toISOString() };
  insertRefreshToken(deps.db, {
    jti: refresh.jti,
    family_id: refresh.familyId,
    user_id: user.id,
    expires_at: refresh.expiresAt,
    created_at: nowIso(),
    used_at: null,
    revoked_at: null,
  });
  return signPair(deps, user, refresh);
}

const invalidSession = () => unauthorized(M.sessionExpired, ErrorCode.INVALID_TOKEN);

/**
 * A token rotated this recently may be presented again: two tabs refreshing at once, or a rotation answer
 * lost on a flaky mobile connection, must not end the session (docs/decisions/0005-sessions-and-access-tokens.md, "Sessions").
 */
export const REFRESH_REUSE_GRACE_MS = 30_000;

/**
 * Rotation: each refresh token works once. Presented again within the grace window, it answers with the
 * family's current token (no new one is minted). Presented again later, it leaked (or was replayed), so
 * the whole family is revoked and every holder must log in again.
 */
export async function rotateSession(deps: AppDeps, refreshToken: string): Promise<SessionTokens> {
  const outcome = await verifyRefreshToken(deps.keys, refreshToken);
  if (!outcome.ok) throw invalidSession();
  const { jti, fam, sub } = outcome.claims;

  const decision = writeTransaction(deps.db, () => {
    const now = nowIso();
    const row = findRefreshToken(deps.db, jti);
    if (!row || row.family_id !== fam || row.user_id !== sub || row.revoked_at) return null;
    const user = findUserById(deps.db, row.user_id);
    if (!user || user.disabled_at) {
      revokeFamily(deps.db, row.family_id, now);
      return null;
    }
    if (row.used_at) {
      const current =
        Date.parse(now) - Date.parse(row.used_at) <= REFRESH_REUSE_GRACE_MS
          ? findLiveRefreshToken(deps.db, row.family_id)
          : undefined;
      if (!current) {
        revokeFamily(deps.db, row.family_id, now);
        return null;
      }
      return { user, next: { jti: current.jti, familyId: current.family_id, expiresAt: current.expires_at } };
    }
    markRefreshTokenUsed(deps.db, jti, now);
    const next = { jti: newId(), familyId: row.family_id, expiresAt: row.expires_at };
    insertRefreshToken(deps.db, {
      jti: next.jti,
      family_id: next.familyId,
      user_id: user.id,
      expires_at: next.expiresAt,
      created_at: now,
      used_at: null,
      revoked_at: null,
    });
    return { user, next };
  });
  if (!decision) throw invalidSession();
  return signPair(deps, decision.user, decision.next);
}

/** Logout: the presented token's whole family stops working. Unknown tokens are ignored. */
export async function endSession(deps: AppDeps, refreshToken: string | undefined): Promise<void> {
  if (!refreshToken) return;
  const outcome = await verifyRefreshToken(deps.keys, refreshToken);
  if (!outcome.ok) return;
  const { fam } = outcome.claims;
  writeTransaction(deps.db, () => revokeFamily(deps.db, fam, nowIso()));
}
