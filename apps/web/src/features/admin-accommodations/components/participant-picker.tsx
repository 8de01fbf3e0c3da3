import type { StaffUserView } from '@symposium/schema/admin-users';
import { useState } from 'react';
import { SearchBox } from '../../../components/admin/search-box';
import { StatusBadge } from '../../../components/admin/status-badge';
import { FieldError } from '../../../components/ui/field-error';
import { loadErrorMessage } from '../../../lib/api-client';
import { useRemoteData } from '../../../lib/use-remote-data';
import { findParticipants } from '../api/find-participants';

interface ParticipantPickerProps {
  chosen: StaffUserView | null;
  onChoose: (participant: StaffUserView | null) => void;
  error?: string;
}

const ERROR_ID = 'add-stay-participant-error';

function matchesLine(total: number, shown: number): string {
  if (total === 0) return 'No registered participant matches.';
  if (total === 1) return '1 participant matches.';
  if (total > shown)
    return `${total} participants match; ${shown === 1 ? 'the first is' : `the first ${shown} are`} shown. Type more to narrow the search.`;
  return `${total} participants match.`;
}

function ParticipantLine({ participant }: { participant: StaffUserView }) {
  return (
    <>
      <span className="stay-participant-name">{participant.name}</span>
      <span className="stay-participant-meta">
        {participant.email} · {participant.participantId ?? 'No participant ID yet'}
      </span>
      <span className="stay-participant-meta">
        Payment <StatusBadge status={participant.paymentStatus} />
      </span>
    </>
  );
}

/** Finds a registered participant by name, email, phone or participant ID (the users list's search) and holds the choice. */
export function ParticipantPicker({ chosen, onChoose, error }: ParticipantPickerProps) {
  const [q, setQ] = useState('');
  const found = useRemoteData(`admin:stay-participants:${q}`, q.trim() ? () => findParticipants(q) : null);

  if (chosen) {
    return (
      <div className="stay-participant-chosen" role="group" aria-label="Participant">
        <ParticipantLine participant={chosen} />
        <button type="button" className="btn btn-outline btn-small" onClick={() => onChoose(null)}>
          Change participant
        </button>
      </div>
    );
  }

  return (
    <div className="stay-participant-search">
      <SearchBox
        label="Find the participant"
        placeholder="Name, email or participant ID"
        hint="Searches name, email, phone, participant ID and college."
        value={q}
        onSearch={setQ}
      />
      {q.trim() && found.data && (
        <p className="field-hint" aria-live="polite">
          {matchesLine(found.data.total, found.data.matches.length)}
        </p>
      )}
      {Boolean(found.error) && <p className="field-hint">{loadErrorMessage(found.error, 'the participants')}</p>}
      {q.trim() && found.data && found.data.matches.length > 0 && (
        <ul className="stay-participant-matches" aria-label="Matching participants">
          {found.data.matches.map((participant) => (
            <li key={participant._id}>
              <button
                type="button"
                className="stay-participant-match"
                onClick={() => onChoose(participant)}
                aria-describedby={ERROR_ID}
              >
                <ParticipantLine participant={participant} />
              </button>
            </li>
          ))}
        </ul>
      )}
      <FieldError id={ERROR_ID} message={error} />
    </div>
  );
}
