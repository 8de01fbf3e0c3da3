import Dexie from 'dexie';
import { localDb, type ScanJournalEntry, type StoredResult } from '../../../lib/local-db';
import { useLocalLiveQuery } from '../../../lib/use-local-live-query';

/** Spec §9: recent lists keep 10. */
export const RECENT_LIMIT = 10;

export interface RecentScan extends ScanJournalEntry {
  /** The server's answer once the scan was pushed; shows where it disagreed with this desk. */
  server: StoredResult | null;
}

/** The last 10 scans this desk accepted in a scope ('check-in:<id>' or 'issue-kit'), newest first. */
export function useRecentScans(scope: string): RecentScan[] | undefined {
  return useLocalLiveQuery(async () => {
    const entries = await localDb.scans
      .where('[scope+at]')
      .between([scope, Dexie.minKey], [scope, Dexie.maxKey])
      .reverse()
      .filter((entry) => entry.localStatus === 'applied')
      .limit(RECENT_LIMIT)
      .toArray();
    const results = await localDb.results.bulkGet(entries.map((entry) => entry.id));
    return entries.map((entry, index) => ({ ...entry, server: results[index] ?? null }));
  }, [scope]);
}

/** The server's result for one scan, once it has been pushed (null before). */
export function useServerResult(mutationId: string | null): StoredResult | null | undefined {
  return useLocalLiveQuery(async () => (mutationId ? ((await localDb.results.get(mutationId)) ?? null) : null), [mutationId]);
}
