/** A registration a statement line may explain: its keys (transaction ID, payment reference) and what it owes. */
export interface MatchCandidate {
  userId: string;
  keys: readonly string[];
  duePaise: number | null;
}

export interface MatchableLine {
  lineId: number;
  text: string;
  paise: number;
}

export interface LineMatch {
  lineId: number;
  userId: string;
  kind: 'matched' | 'amount_mismatch';
}

/** Compared without spaces and case, as a payer or a bank may space or case them. */
export const matchKey = (text: string) => text.replace(/\s+/g, '').toUpperCase();

/**
 * A transaction ID shorter than this says nothing when found inside a narration full of account numbers and UTRs (a
 * typed '1234' is in many of them); such IDs are matched by the payment reference only.
 */
export const MIN_TRANSACTION_KEY = 6;

/**
 * Which registration each credit line explains (docs/decisions/0053-payments-that-reconcile.md): the line's reference
 * column or narration contains a registration's transaction ID or payment reference, and the amount is what the
 * registration owes. A line explains at most one registration, a registration at most one line; where several keys
 * are found, the longest (the most specific) decides. A line whose key is found but whose amount differs is an amount
 * mismatch with that registration, when no line matched it exactly.
 *
 * Each line is looked up by its substrings of the keys' lengths (a handful), so 10,000 lines against 10,000
 * registrations cost about a million map lookups, not a hundred million substring searches.
 */
export function matchStatementLines(
  lines: readonly MatchableLine[],
  candidates: readonly MatchCandidate[],
): LineMatch[] {
  const byKey = new Map<string, MatchCandidate[]>();
  for (const candidate of candidates) {
    for (const key of new Set(candidate.keys)) {
      byKey.set(key, [...(byKey.get(key) ?? []), candidate]);
    }
  }
  const lengths = [...new Set([...byKey.keys()].map((key) => key.length))].sort((a, b) => b - a);

  /** The registrations whose keys the line carries, most specific key first. */
  const found = (line: MatchableLine): MatchCandidate[] => {
    const text = matchKey(line.text);
    const out: MatchCandidate[] = [];
    for (const length of lengths) {
      for (let i = 0; i + length <= text.length; i++) {
        const hits = byKey.get(text.slice(i, i + length));
        if (hits) for (const hit of hits) if (!out.includes(hit)) out.push(hit);
      }
    }
    return out;
  };

  const hits = lines.map((line) => ({ line, candidates: found(line) }));
  const taken = new Set<string>();
  const matches: LineMatch[] = [];
  const matchedLines = new Set<number>();
  for (const { line, candidates: found } of hits) {
    const exact = found.find((c) => !taken.has(c.userId) && c.duePaise === line.paise);
    if (!exact) continue;
    taken.add(exact.userId);
    matchedLines.add(line.lineId);
    matches.push({ lineId: line.lineId, userId: exact.userId, kind: 'matched' });
  }
  for (const { line, candidates: found } of hits) {
    if (matchedLines.has(line.lineId)) continue;
    const other = found.find((c) => !taken.has(c.userId));
    if (other) matches.push({ lineId: line.lineId, userId: other.userId, kind: 'amount_mismatch' });
  }
  return matches;
}

/** The keys a registration is found by: its payment reference, and its transaction ID when long enough to mean it. */
export function keysOf(transactionId: string | null, paymentReference: string | null): string[] {
  const keys: string[] = [];
  if (paymentReference) keys.push(matchKey(paymentReference));
  if (transactionId && matchKey(transactionId).length >= MIN_TRANSACTION_KEY) keys.push(matchKey(transactionId));
  return keys;
}
