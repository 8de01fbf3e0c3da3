import Dexie from 'dexie';
import { localDb, type ScanJournalEntry, type StoredResult } from '../../../lib/local-db';
import { useLocalLiveQuery } from '../../../lib/use-local-live-query';

/** docs/product.md#event-check-in: recent lists keep 10. */
export const RECENT_LIMIT = 10;

export interface RecentScan extends Omit<ScanJournalEntry, 'server'> {
  /** The server's answer once the scan was pushed; shows where it disagreed with this desk. */
  server: StoredResult | null;
  /**
   * The desk accepted it and the server did not (another desk was first, or it refused the scan): still listed,
   * marked, and not counted — it is no longer a successful check-in or kit issue (docs/decisions/0020-desk-verdicts.md).
   */
  overturned: boolean;
}

export interface RecentScans {
  /** Newest first: the last 10 that still count, and the overturned ones that came between them. */
  scans: RecentScan[];
  /** How many of them still count: waiting to sync, or confirmed by the server (the '(n)' of docs/product.md#event-check-in). */
  count: number;
}

/** A scan this desk accepted whose server answer was another verdict. */
const isOverturned = (server: StoredResult | null) => server !== null && server.status !== 'applied';

/**
 * The last 10 scans this desk accepted in a scope ('check-in:<id>' or 'issue-kit') that still count, newest first,
 * with the overturned ones among them. A scan's write transaction covers the journal, so a long read of it holds the
 * next scan up (docs/performance.md): the newest entries of the scope are read in one request — refusals and
 * overturned scans are skipped here, and a longer read follows only if too few were left — and each entry carries the
 * server's answer (`results` is read only for entries written before the journal kept it).
 */
export function useRecentScans(scope: string): RecentScans | undefined {
  return useLocalLiveQuery(async () => {
    const newest = (limit: number) =>
      localDb.scans
        .where('[scope+at]')
        .between([scope, Dexie.minKey], [scope, Dexie.maxKey])
        .reverse()
        .limit(limit)
        .toArray();
    for (let limit = RECENT_LIMIT * 2; ; limit *= 2) {
      const entries = await newest(limit);
      const accepted = entries.filter((entry) => entry.localStatus === 'applied');
      const older = accepted.filter((entry) => entry.server === undefined);
      const answers = new Map(
        older.length
          ? (await localDb.results.bulkGet(older.map((entry) => entry.id))).flatMap((r) =>
              r ? [[r.id, r] as const] : [],
            )
          : [],
      );
      const scans: RecentScan[] = [];
      let count = 0;
      for (const entry of accepted) {
        const server = entry.server ?? answers.get(entry.id) ?? null;
        const overturned = isOverturned(server);
        scans.push({ ...entry, server, overturned });
        if (!overturned && ++count === RECENT_LIMIT) break;
      }
      if (count === RECENT_LIMIT || entries.length < limit) return { scans, count };
    }
  }, [scope]);
}

/** The server's result for one scan, once it has been pushed (null before). */
export function useServerResult(mutationId: string | null): StoredResult | null | undefined {
  return useLocalLiveQuery(
    async () => (mutationId ? ((await localDb.results.get(mutationId)) ?? null) : null),
    [mutationId],
  );
}
