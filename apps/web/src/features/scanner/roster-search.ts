import type { RosterParticipant } from '@symposium/sync/protocol';

/** What the desk shows of a participant it finds by name: nothing of the roster beyond these (docs/decisions/0021-manual-entry-and-finding-people.md). */
export type RosterMatch = Pick<RosterParticipant, 'participantId' | 'name' | 'college'>;

export interface RosterSearchResult {
  /** The best matches, at most `limit`: names starting with the text first, then names containing it, then colleges. */
  shown: RosterMatch[];
  /** Every participant that matches (shown or not). */
  total: number;
}

/** Matches listed under a refused manual entry: a short list a coordinator reads at a glance. */
export const ROSTER_SEARCH_LIMIT = 5;

/** Lower case, accents dropped, runs of spaces as one: 'Kávya  RAMAN' finds 'Kavya Raman'. */
export function foldForSearch(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

// 0 ranks first: the name starts with the text, a word of the name does, the name holds it, only the college does.
type Rank = 0 | 1 | 2 | 3;

function rankOf(name: string, college: string, text: string): Rank | null {
  const at = name.indexOf(text);
  if (at === 0) return 0;
  if (at > 0) return name.includes(` ${text}`) ? 1 : 2;
  return college.includes(text) ? 3 : null;
}

interface Candidate {
  rank: Rank;
  key: string;
  participant: RosterParticipant;
}

const before = (a: Candidate, b: Candidate) => a.rank < b.rank || (a.rank === b.rank && a.key < b.key);

/**
 * The participants whose name (or college) holds `query`, case- and accent-insensitive. One pass over the roster held
 * in memory, keeping only the best `limit` in order (a 10,000-name roster and a one-letter text sort nothing large).
 */
export function searchRoster(
  participants: readonly RosterParticipant[],
  query: string,
  limit = ROSTER_SEARCH_LIMIT,
): RosterSearchResult {
  const text = foldForSearch(query);
  if (!text) return { shown: [], total: 0 };
  const best: Candidate[] = [];
  let total = 0;
  for (const participant of participants) {
    const name = foldForSearch(participant.name);
    const rank = rankOf(name, foldForSearch(participant.college), text);
    if (rank === null) continue;
    total++;
    const candidate = { rank, key: `${name}\u0000${participant.participantId}`, participant };
    if (best.length === limit && !before(candidate, best[limit - 1])) continue;
    let at = best.length;
    while (at > 0 && before(candidate, best[at - 1])) at--;
    best.splice(at, 0, candidate);
    if (best.length > limit) best.pop();
  }
  return {
    shown: best.map(({ participant: { participantId, name, college } }) => ({ participantId, name, college })),
    total,
  };
}
