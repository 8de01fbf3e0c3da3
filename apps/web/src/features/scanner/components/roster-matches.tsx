import { M } from '@symposium/schema/messages';
import { UserRound } from 'lucide-react';
import { useId } from 'react';
import type { RosterSearchResult } from '../roster-search';

interface RosterMatchesProps {
  /** The refused entry, as typed. */
  text: string;
  /** The roster's answer for it; undefined while it is being read (a few milliseconds, even for 10,000 names). */
  found: RosterSearchResult | undefined;
  onPick: (participantId: string) => void;
}

/**
 * Under a refused manual entry: the participants on this device's roster whose name or college holds the text, for
 * someone who forgot their phone and does not know their ID. Only staff reach the desk, and only name, college and
 * participant ID are shown (docs/decisions/0021-manual-entry-and-finding-people.md, "Finding a participant by name at the desk").
 */
export function RosterMatches({ text, found, onPick }: RosterMatchesProps) {
  const titleId = useId();
  const total = found?.total ?? 0;
  const more = total - (found?.shown.length ?? 0);
  return (
    <div className="roster-matches">
      {/* Always on the page while the entry is refused, so the count that arrives in it is announced. */}
      <p id={titleId} className="roster-matches-title" aria-live="polite">
        {found && (total ? M.manualEntryRosterMatches(total, text) : M.manualEntryRosterNone(text))}
      </p>
      {found && total > 0 && (
        <ul className="roster-matches-list" aria-labelledby={titleId}>
          {found.shown.map((match) => (
            <li key={match.participantId}>
              <button type="button" className="roster-match" onClick={() => onPick(match.participantId)}>
                <UserRound aria-hidden="true" size={18} className="roster-match-icon" />
                {/* The commas only part the accessible name: 'Kavya Raman, PSG College, SYM25-0001'. */}
                <span className="roster-match-name">
                  {match.name}
                  <span className="visually-hidden">,</span>
                </span>
                <span className="roster-match-college">
                  {match.college}
                  <span className="visually-hidden">,</span>
                </span>
                <span className="roster-match-id">{match.participantId}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {more > 0 && <p className="roster-matches-more">{M.manualEntryRosterMore(more)}</p>}
    </div>
  );
}
