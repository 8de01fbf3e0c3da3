import type { RosterItem } from '@symposium/sync/protocol';
import { localDb } from '../../../lib/local-db';
import { useLocalLiveQuery } from '../../../lib/use-local-live-query';
import { type RosterSearchResult, searchRoster } from '../roster-search';

/** An event or workshop from the roster on this device: undefined while reading, null when absent. */
export function useRosterItem(id: string | undefined): RosterItem | null | undefined {
  return useLocalLiveQuery(async () => (id ? ((await localDb.items.get(id)) ?? null) : null), [id]);
}

/** Every event and workshop on the roster (not deleted), events first, by name. */
export function useRosterItems(): RosterItem[] | undefined {
  return useLocalLiveQuery(async () => {
    const items = await localDb.items.toArray();
    return items
      .filter((item) => !item.deleted)
      .sort((a, b) => (a.kind === b.kind ? a.name.localeCompare(b.name) : a.kind === 'event' ? -1 : 1));
  }, []);
}

export interface RosterCounts {
  participants: number;
  items: number;
  attendance: number;
  kits: number;
}

/** Live counts of the roster tables; `watch` false skips the work (counting 10,000 rows on every scan). */
export function useRosterCounts(watch = true): RosterCounts | undefined {
  return useLocalLiveQuery(
    async () =>
      !watch
        ? undefined
        : {
            participants: await localDb.participants.count(),
            items: await localDb.items.count(),
            attendance: await localDb.attendance.count(),
            kits: await localDb.kits.count(),
          },
    [watch],
  );
}

/**
 * The participants on this device's roster matching `text` (null: no search), for a refused manual entry. The roster
 * is read whole and filtered in memory, once per text (and again only if a sync changes it meanwhile): no network, no
 * query per key. The answer names its text, as the previous text's answer stays until the new one arrives.
 */
export function useRosterSearch(text: string | null): (RosterSearchResult & { text: string }) | null | undefined {
  return useLocalLiveQuery(
    async () => (text === null ? null : { text, ...searchRoster(await localDb.participants.toArray(), text) }),
    [text],
  );
}
