import {
  POSITION_LABELS,
  RESULT_POSITIONS,
  type ResultParticipant,
  type ResultPosition,
  type StaffResult,
} from '@symposium/schema/results';
import { useId, useState } from 'react';
import type { Picks } from '../api/results';

const SHORT: Record<ResultPosition, string> = { 1: '1st', 2: '2nd', 3: '3rd' };

interface WinnerPickerProps {
  result: StaffResult;
  picks: Picks;
  readOnly: boolean;
  onToggle: (participantId: string, position: ResultPosition) => void;
}

const matches = (p: ResultParticipant, query: string) => {
  const q = query.trim().toLowerCase();
  return !q || p.name.toLowerCase().includes(q) || (p.participantId ?? '').toLowerCase().includes(q);
};

/**
 * The positions with their prizes and winners, and (unless read-only) the participants checked in, searchable by
 * name or participant ID, each with a 1st / 2nd / 3rd toggle.
 */
export function WinnerPicker({ result, picks, readOnly, onToggle }: WinnerPickerProps) {
  const searchId = useId();
  const [query, setQuery] = useState('');
  const people = new Map<string, ResultParticipant>();
  for (const p of result.checkedIn ?? []) people.set(p.id, p);
  for (const w of result.winners) for (const p of w.participants) if (!people.has(p.id)) people.set(p.id, p);
  const prizeOf = (position: ResultPosition) => result.prizes[position];
  const shown = (result.checkedIn ?? []).filter((p) => matches(p, query));

  return (
    <div className="winner-picker">
      <ol className="winner-positions">
        {RESULT_POSITIONS.map((position) => (
          <li key={position} className="winner-position">
            <p className="winner-position-title">
              <strong>{POSITION_LABELS[position]}</strong>
              {prizeOf(position) && <span className="muted"> · {prizeOf(position)}</span>}
            </p>
            <p className="winner-position-names">
              {picks[position].length === 0
                ? 'No one yet'
                : picks[position].map((id) => people.get(id)?.name ?? id).join(', ')}
            </p>
          </li>
        ))}
      </ol>
      {!readOnly && (
        <>
          <div className="field">
            <label htmlFor={searchId}>Find a participant</label>
            <input
              id={searchId}
              type="search"
              value={query}
              placeholder="Name or participant ID"
              onChange={(event) => setQuery(event.target.value)}
            />
          </div>
          <ul className="winner-candidates" aria-label="Participants checked in">
            {shown.length === 0 && <li className="muted">No participant checked in matches “{query.trim()}”.</li>}
            {shown.map((p) => (
              <li key={p.id} className="winner-candidate">
                <span className="winner-candidate-name">
                  <strong>{p.name}</strong>
                  <span className="muted">
                    {p.participantId ? ` · ${p.participantId}` : ''} · {p.college}
                  </span>
                </span>
                <span className="winner-toggles" role="group" aria-label={`Position for ${p.name}`}>
                  {RESULT_POSITIONS.map((position) => (
                    <button
                      key={position}
                      type="button"
                      className="btn btn-small winner-toggle"
                      aria-pressed={picks[position].includes(p.id)}
                      aria-label={`${SHORT[position]} place: ${p.name}`}
                      onClick={() => onToggle(p.id, position)}
                    >
                      {SHORT[position]}
                    </button>
                  ))}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
