import { useEffect, useState } from 'react';

/**
 * Scans an update would strand (`watchQueuedScans`), watched only while `watch` is true (a new version is
 * waiting): the update prompt holds back until they are synced, unless the server no longer takes this
 * version's sync (issue 5). null until known; the local database loads on demand.
 */
export function useQueuedScans(watch: boolean): number | null {
  return useLocalCount(watch, 'strandable');
}

/** Every scan waiting to sync on this device (0 on a browser that never scanned); null until known. */
export function useScansWaitingOnDevice(): number | null {
  return useLocalCount(true, 'all');
}

function useLocalCount(watch: boolean, which: 'strandable' | 'all'): number | null {
  const [queued, setQueued] = useState<number | null>(null);
  useEffect(() => {
    if (!watch) return;
    let cancelled = false;
    let unsubscribe = () => {};
    // A visitor's browser has no scanner database: do not create one just to count nothing.
    hasLocalDatabase()
      .then(async (exists) => {
        if (!exists) return setQueued(0);
        const { watchOutboxCount, watchQueuedScans } = await import('../../lib/local-db');
        if (!cancelled) unsubscribe = (which === 'all' ? watchOutboxCount : watchQueuedScans)(setQueued);
      })
      .catch(() => setQueued(0));
    return () => {
      cancelled = true;
      unsubscribe();
    };
  }, [watch, which]);
  return queued;
}

async function hasLocalDatabase(): Promise<boolean> {
  if (!indexedDB.databases) return true;
  const databases = await indexedDB.databases();
  return databases.some((db) => db.name === 'symposium');
}
