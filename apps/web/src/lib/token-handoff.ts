// Tabs refresh one at a time through a Web Lock, but localStorage does not keep pace with the lock: Chromium
// copies a write to the other tabs' renderers after the fact, so a tab granted the lock just after another tab
// stored a new token can still read the expired one and refresh again (docs/decisions/0006-sessions-in-the-browser.md, "Two tabs refreshing
// an expired token"). IndexedDB is kept in one place for all tabs, so the tab that refreshed also leaves the new
// token there before it lets go of the lock, and a tab that waited looks there first. Loaded on demand: the
// database is not needed on the first page. Best effort both ways: without it a waiting tab refreshes again,
// which the server's reuse grace answers.

const HANDOFF_META = 'tokenRefresh';
/** The lock is held meanwhile: a database that never answers (an upgrade blocked elsewhere) must not stall every tab. */
const HANDOFF_WAIT_MS = 2_000;

interface Handoff {
  /** The access token the refresh replaced. */
  replaced: string;
  token: string;
}

/** Called by the tab that refreshed, still holding the lock; resolves once the row is committed. */
export async function leaveRefreshedToken(handoff: Handoff): Promise<void> {
  try {
    const { localDb, withLocalDb } = await import('./local-db');
    await bounded(
      withLocalDb(() =>
        localDb.transaction('rw', localDb.meta, () => localDb.meta.put({ key: HANDOFF_META, value: handoff })),
      ),
    );
  } catch {
    // storage unavailable: see above
  }
}

/** The token another tab got by refreshing `staleToken`, or null when no tab did. */
export async function tokenRefreshedFrom(staleToken: string): Promise<string | null> {
  try {
    const { localDb, withLocalDb } = await import('./local-db');
    const row = await bounded(withLocalDb(() => localDb.meta.get(HANDOFF_META)));
    const handoff = row?.value as Partial<Handoff> | undefined;
    return handoff?.replaced === staleToken && typeof handoff.token === 'string' ? handoff.token : null;
  } catch {
    return null;
  }
}

/** Logout: no access token stays behind on a shared device. */
export async function forgetRefreshedToken(): Promise<void> {
  try {
    const { localDb, withLocalDb } = await import('./local-db');
    // Bounded like the hand-over itself: a database that never answers must not hold up logging out.
    await bounded(withLocalDb(() => localDb.meta.delete(HANDOFF_META)));
  } catch {
    // nothing to forget
  }
}

function bounded<T>(work: Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('IndexedDB did not answer')), HANDOFF_WAIT_MS);
    work.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}
