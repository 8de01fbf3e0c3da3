import type { PublicUser } from '@symposium/schema/user';
import { useCallback, useEffect, useState } from 'react';
import { useEnteredAt } from '../../../lib/entered-at';
import { localDb, readPass, savePass, type StoredPass } from '../../../lib/local-db';
import { useLocalLiveQuery } from '../../../lib/use-local-live-query';
import { fetchMyRegistrations } from '../../../lib/my-registrations';
import { fetchMyStays } from '../../../lib/my-stays';
import { useAuth } from '../../../lib/auth/use-auth';
import { toStoredPass } from '../to-stored-pass';

export type PassSource = 'loading' | 'live' | 'saved';

/**
 * The copy saved on the device, unless the server has answered with a newer user since it was saved (this page
 * load's session check, while the registrations are still being fetched): then that user, over the saved lists, so
 * a payment verified meanwhile never shows as the saved 'rejected' for a moment. Until a first save lands (or with
 * IndexedDB unavailable), the signed-in user is the pass. `fetched`, this visit's refresh, counts as saved as soon
 * as it is in: the saved copy's live query reports the save a moment later.
 */
function shownPass(
  stored: StoredPass | undefined,
  fetched: StoredPass | null,
  user: PublicUser | null,
  userFetchedAt: number | null,
): StoredPass | null {
  const saved =
    fetched && fetched.userId === (user?._id ?? stored?.userId) && (!stored || fetched.refreshedAt > stored.refreshedAt)
      ? fetched
      : stored;
  if (!user) return saved ?? null;
  if (saved && (userFetchedAt === null || saved.refreshedAt >= userFetchedAt)) return saved;
  const fromUser = toStoredPass(user, [], userFetchedAt ?? 0);
  return saved ? { ...fromUser, registrations: saved.registrations, stays: saved.stays } : fromUser;
}

/**
 * The pass /profile shows: fetched fresh (user and registrations) and saved to IndexedDB, or — offline —
 * the copy saved on the last visit. docs/product.md#participant-profile: a failed registrations fetch falls back to an empty list.
 */
export function useProfilePass() {
  const { user, userFetchedAt, refreshUser } = useAuth();
  const userId = user?._id ?? '';
  // Live, and kept live across a dropped connection (a backgrounded phone): the copy the refresh below saves.
  const saved = useLocalLiveQuery(async () => (userId ? localDb.pass.get(userId) : undefined), [userId]);
  const [source, setSource] = useState<PassSource>('loading');
  const [fetched, setFetched] = useState<StoredPass | null>(null);
  const [attempt, setAttempt] = useState(0);
  const enteredAt = useEnteredAt();

  useEffect(() => {
    let active = true;
    setSource('loading');
    (async () => {
      const [fresh, registrations, stays] = await Promise.all([
        // Opened by a page load, the session check has just fetched the user: that answer is fresh. A Refresh asks.
        refreshUser(attempt === 0 ? { unlessFetchedSince: enteredAt } : {}),
        fetchMyRegistrations().catch(() => null),
        fetchMyStays().catch(() => undefined),
      ]);
      if (!active) return;
      if (!fresh) {
        setSource('saved');
        return;
      }
      const next = toStoredPass(fresh, registrations ?? [], Date.now(), stays);
      if (!registrations || !stays) {
        // A list could not be fetched: keep the one saved last time rather than showing none.
        const previous = await readPass(fresh._id).catch(() => undefined);
        if (previous && !registrations) next.registrations = previous.registrations;
        if (previous && !stays) next.stays = previous.stays;
      }
      await savePass(next).catch(() => undefined);
      if (!active) return;
      setFetched(next);
      setSource('live');
    })();
    return () => {
      active = false;
    };
  }, [refreshUser, attempt, enteredAt]);

  const refresh = useCallback(() => setAttempt((n) => n + 1), []);

  /**
   * A change the server has just answered with (a new payment proof): saved to the offline copy at once,
   * so the pass shown — online or, later, offline — is the new one even if the refresh that follows fails.
   */
  const applyUser = useCallback(
    async (updated: PublicUser) => {
      const previous = await readPass(updated._id).catch(() => undefined);
      const next = toStoredPass(updated, [], Date.now());
      next.registrations = previous?.registrations ?? [];
      next.stays = previous?.stays;
      await savePass(next).catch(() => undefined);
      refresh();
    },
    [refresh],
  );
  const pass = shownPass(saved, fetched, user, userFetchedAt);
  return { pass, source, refresh, applyUser, hasSavedCopy: saved !== undefined };
}
