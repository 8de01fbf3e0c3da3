import Dexie from 'dexie';
import { localDb, type ScanJournalEntry, type StoredResult } from '../../../lib/local-db';
import { useLocalLiveQuery } from '../../../lib/use-local-live-query';

/** Spec §9: recent lists keep 10. */
export const RECENT_LIMIT = 10;

export interface RecentScan extends Omit<ScanJournalEntry, 'server'> {
  /** The server's answer once the scan was pushed; shows where it disagreed with this desk. */
  server: StoredResult | null;
}

/**
 * The last 10 scans this desk accepted in a scope ('check-in:<id>' or 'issue-kit'), newest first. A scan's write
 * transaction covers the journal, so a long read of it holds the next scan up (docs/performance.md): the newest
 * entries of the scope are read in one request — the refused ones are skipped here, and read again only if more than
 * half of them were refused — and each entry carries the server's answer (`results` is read only for entries written
 * before the journal kept it).
 */
export function useRecentScans(scope: string): RecentScan[] | undefined {
  return useLocalLiveQuery(async () => {
    const newest = (limit: number) =>
      localDb.scans.where('[scope+at]').between([scope, Dexie.minKey], [scope, Dexie.maxKey]).reverse().limit(limit).toArray();
    let accepted: ScanJournalEntry[] = [];
    for (let limit = RECENT_LIMIT * 2; ; limit *= 2) {
      const entries = await newest(limit);
      accepted = entries.filter((entry) => entry.localStatus === 'applied').slice(0, RECENT_LIMIT);
      if (accepted.length === RECENT_LIMIT || entries.length < limit) break;
    }
    const older = accepted.filter((entry) => entry.server === undefined);
    const answers = new Map(older.length ? (await localDb.results.bulkGet(older.map((entry) => entry.id))).flatMap((r) => (r ? [[r.id, r] as const] : [])) : []);
    return accepted.map((entry) => ({ ...entry, server: entry.server ?? answers.get(entry.id) ?? null }));
  }, [scope]);
}

/** The server's result for one scan, once it has been pushed (null before). */
export function useServerResult(mutationId: string | null): StoredResult | null | undefined {
  return useLocalLiveQuery(async () => (mutationId ? ((await localDb.results.get(mutationId)) ?? null) : null), [mutationId]);
}
