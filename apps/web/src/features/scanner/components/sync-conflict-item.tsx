import { LIMITS } from '@symposium/schema/constants';
import type { AttendanceRecord, KitRecord } from '@symposium/sync/protocol';
import { type FormEvent, useState } from 'react';
import { BusyButton } from '../../../components/ui/busy-button';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { errorMessage } from '../../../lib/api-client';
import { resolveSyncConflict, type SyncConflict } from '../api/sync-conflicts';
import { scanTime } from '../scan-texts';

const KIND_LABELS = {
  'duplicate-kit': 'Kit handed out twice',
  'rejected-after-scan': 'Scan refused after the fact',
  'refused-at-desk': 'Turned away at the desk',
  forced: 'Admitted anyway',
} as const;

/** What happened at the desk, in words: '<Kit issued|Checked in to X|Kit refused|Check-in to X refused> at …'. */
function deskAction(conflict: SyncConflict): string {
  const refused = conflict.kind === 'refused-at-desk';
  if (conflict.type === 'issue-kit') return refused ? 'Kit refused' : 'Kit issued';
  const to = conflict.scan.itemName ? ` to ${conflict.scan.itemName}` : '';
  return refused ? `Check-in${to} refused` : `Checked in${to}`;
}

/** The rest of the sentence after who and when: the server's side, ending with one full stop. */
function serverSide(conflict: SyncConflict, winner: string | null): string {
  let text = '';
  if (conflict.kind === 'rejected-after-scan' && conflict.message)
    text += ` — the server refused it: ${conflict.message}`;
  if (conflict.kind === 'refused-at-desk') text += ' — the server would have accepted it; nothing was recorded';
  if (winner) text += ` — ${winner}`;
  return text.endsWith('.') ? text : `${text}.`;
}

function winnerText(winner: SyncConflict['winner']): string | null {
  if (!winner) return null;
  const at = 'issuedAt' in winner ? (winner as KitRecord).issuedAt : (winner as AttendanceRecord).checkInTime;
  const who = 'issuedBy' in winner ? (winner as KitRecord).issuedBy : (winner as AttendanceRecord).staffName;
  return `${winner.deskName} (${who}) was first, at ${scanTime(at)}`;
}

interface SyncConflictItemProps {
  conflict: SyncConflict;
  canResolve: boolean;
  onResolved: () => void;
}

export function SyncConflictItem({ conflict, canResolve, onResolved }: SyncConflictItemProps) {
  const [open, setOpen] = useState(false);
  const [resolution, setResolution] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const winner = winnerText(conflict.winner);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!resolution.trim()) {
      setError('Describe how this was resolved');
      return;
    }
    setSaving(true);
    setError(undefined);
    try {
      await resolveSyncConflict(conflict.id, resolution.trim());
      onResolved();
    } catch (reason) {
      setError(errorMessage(reason, 'Could not save the resolution. Please try again.'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <li className="conflict-item">
      <div className="conflict-head">
        <span className={`conflict-kind conflict-kind-${conflict.kind}`}>{KIND_LABELS[conflict.kind]}</span>
        <span className="conflict-who">
          {conflict.participant.name ?? 'Unknown participant'} <span className="mono">{conflict.participant.id}</span>
        </span>
      </div>
      {conflict.kind === 'forced' ? (
        <p className="conflict-detail">
          Admitted anyway{conflict.scan.itemName ? ` to ${conflict.scan.itemName}` : ''} by {conflict.scan.staffName} at{' '}
          <strong>{conflict.scan.deskName}</strong> on {scanTime(conflict.scan.occurredAt)}: {conflict.message}
        </p>
      ) : (
        <p className="conflict-detail">
          {deskAction(conflict)} at <strong>{conflict.scan.deskName}</strong> by {conflict.scan.staffName} on{' '}
          {scanTime(conflict.scan.occurredAt)}
          {serverSide(conflict, winner)}
        </p>
      )}
      {conflict.resolvedAt ? (
        <p className="conflict-resolved">
          Resolved by {conflict.resolvedBy} on {scanTime(conflict.resolvedAt)}: {conflict.resolution}
        </p>
      ) : canResolve && !open ? (
        <button type="button" className="btn btn-outline btn-small" onClick={() => setOpen(true)}>
          Resolve
        </button>
      ) : canResolve ? (
        <form className="conflict-form" onSubmit={submit} noValidate>
          <TextAreaField
            label="How was this resolved?"
            name="resolution"
            value={resolution}
            onValueChange={setResolution}
            error={error}
            rows={2}
            maxLength={LIMITS.conflictResolutionMax}
          />
          <div className="button-row">
            <BusyButton type="submit" className="btn btn-primary btn-small" busy={saving}>
              {saving ? 'Saving...' : 'Mark resolved'}
            </BusyButton>
            <button type="button" className="btn btn-ghost btn-small" onClick={() => setOpen(false)}>
              Cancel
            </button>
          </div>
        </form>
      ) : null}
    </li>
  );
}
