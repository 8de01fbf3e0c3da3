import type { ItemType, MyRegistration } from '@symposium/schema/participation';
import { useCallback, useMemo, useState } from 'react';
import { ApiError } from './api-client';
import { fetchMyRegistrations } from './my-registrations';
import { addToSavedPass, readSavedRegistrations, type SavedRegistration } from './saved-registrations';
import { useRemoteData } from './use-remote-data';

/** How long a confirmed registration waits for the saved pass before the card says '✓ Registered' anyway. */
const SAVE_WAIT_MS = 3_000;

/** Waits for `saving` for at most `ms`; a failed or slow save never holds up the button. */
function savedWithin(saving: Promise<void>, ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const gaveUp = new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)));
  return Promise.race([saving.catch(() => undefined), gaveUp]).finally(() => clearTimeout(timer));
}

const keyOf = (type: ItemType, id: string) => `${type}:${id}`;

/** What the participant is registered for (an event only attended has no registration to show or withdraw). */
function keysOf(list: readonly MyRegistration[]): Set<string> {
  return new Set(
    list
      .filter((r) => r.status === 'registered')
      .map((r) =>
        r.type === 'workshop' ? keyOf('workshop', r.workshop?._id ?? '') : keyOf('event', r.event?._id ?? ''),
      ),
  );
}

/**
 * The server's list; with no network, the one on the pass saved on this device (a phone opened at the venue
 * without data must not offer 'Register Now' for what the person is registered for).
 */
async function myRegistrationsOrSavedCopy(userId: string): Promise<MyRegistration[]> {
  try {
    return await fetchMyRegistrations();
  } catch (error) {
    if (!(error instanceof ApiError && error.isNetworkError)) throw error;
    const saved = await readSavedRegistrations(userId);
    if (!saved) throw error;
    return saved;
  }
}

/**
 * docs/product.md#registering-for-events-and-workshops: the my-registrations call runs on the event, workshop and profile pages when a participant is
 * signed in (`participantUserId`; null for visitors and staff). Offline, the saved pass answers instead; any
 * other failure is silent (docs/product.md#registering-for-events-and-workshops) and the buttons then simply start as 'Register Now'. The list is kept per
 * participant, so on a shared phone the next person never sees the last one's registrations. `settled` is
 * false until the first answer (or failure) is known.
 */
export function useMyRegistrations(participantUserId: string | null) {
  const remote = useRemoteData(
    `my-registrations:${participantUserId ?? 'none'}`,
    participantUserId ? () => myRegistrationsOrSavedCopy(participantUserId) : null,
  );
  const [added, setAdded] = useState<ReadonlySet<string>>(new Set());
  const registered = useMemo(() => {
    const keys = keysOf(remote.data ?? []);
    for (const key of added) keys.add(key);
    return keys;
  }, [remote.data, added]);

  const isRegistered = useCallback((type: ItemType, id: string) => registered.has(keyOf(type, id)), [registered]);
  // The card turns to '✓ Registered' once the registration is also on the pass saved on this phone (or after
  // SAVE_WAIT_MS at most), so a page opened right after — with the data gone — still shows it registered.
  const markRegistered = useCallback(
    async (registration: SavedRegistration) => {
      if (participantUserId) await savedWithin(addToSavedPass(participantUserId, registration), SAVE_WAIT_MS);
      setAdded((current) => new Set(current).add(keyOf(registration.type, registration.id)));
    },
    [participantUserId],
  );
  const settled = participantUserId === null || remote.data !== null || remote.error !== null;
  return {
    list: remote.data,
    isRegistered,
    markRegistered,
    settled,
    reload: remote.reload,
    loading: remote.loading,
    error: remote.error,
  };
}
