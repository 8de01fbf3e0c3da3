import { RESULT_POSITIONS, type ResultPosition, type ResultSummary, type StaffResult } from '@symposium/schema/results';
import { useState } from 'react';
import { useToast } from '../../../components/admin/toast-context';
import { BusyButton } from '../../../components/ui/busy-button';
import { BusyLabel } from '../../../components/ui/busy-label';
import { FormAlert } from '../../../components/ui/form-alert';
import { LoadState } from '../../../components/ui/load-state';
import { Modal } from '../../../components/ui/modal';
import { errorMessage } from '../../../lib/api-client';
import { formatShortDate } from '../../../lib/format-short-date';
import { useRemoteData } from '../../../lib/use-remote-data';
import { getResult, saveResult, setPublished, type Picks } from '../api/results';
import { WinnerPicker } from './winner-picker';

interface ResultEditorDialogProps {
  summary: ResultSummary;
  canPublish: boolean;
  onClose: () => void;
  /** The result was saved, published or unpublished: the list refreshes its states. */
  onChanged: () => void;
}

const picksOf = (result: StaffResult): Picks => {
  const picks: Picks = { 1: [], 2: [], 3: [] };
  for (const winner of result.winners) picks[winner.position] = winner.participants.map((p) => p.id);
  return picks;
};

const samePicks = (a: Picks, b: Picks) =>
  RESULT_POSITIONS.every((p) => a[p].length === b[p].length && a[p].every((id) => b[p].includes(id)));

/** One event's result: pick each position's winners among those checked in, save, and (admins) publish. */
export function ResultEditorDialog({ summary, canPublish, onClose, onChanged }: ResultEditorDialogProps) {
  const toast = useToast();
  const loaded = useRemoteData(`admin:result:${summary.item.id}`, () => getResult(summary.item.id));
  const [result, setResult] = useState<StaffResult | null>(null);
  const current = result ?? loaded.data;
  const [picks, setPicks] = useState<Picks | null>(null);
  const saved = current ? picksOf(current) : null;
  const shown = picks ?? saved;
  const [busy, setBusy] = useState<'save' | 'publish' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const unsaved = !!picks && !!saved && !samePicks(picks, saved);

  async function run(kind: 'save' | 'publish', work: () => Promise<StaffResult>, done: string) {
    setBusy(kind);
    setFailure(null);
    try {
      const next = await work();
      setResult(next);
      setPicks(null);
      onChanged();
      toast.show(done, 'success');
    } catch (error) {
      setFailure(errorMessage(error, 'Could not save the result'));
    } finally {
      setBusy(null);
    }
  }

  const togglePick = (participantId: string, position: ResultPosition) => {
    if (!shown) return;
    const next: Picks = { 1: [...shown[1]], 2: [...shown[2]], 3: [...shown[3]] };
    const had = next[position].includes(participantId);
    for (const p of RESULT_POSITIONS) next[p] = next[p].filter((id) => id !== participantId);
    if (!had) next[position].push(participantId);
    setPicks(next);
  };

  const named = shown ? RESULT_POSITIONS.reduce((n, p) => n + shown[p].length, 0) : 0;
  const published = current?.published ?? false;

  return (
    <Modal title={`Result: ${summary.item.name}`} onClose={onClose} unsaved={unsaved}>
      {!current || !shown ? (
        <LoadState
          loading={loaded.loading}
          error={loaded.error}
          empty
          loadingLabel="Loading the result..."
          emptyLabel=""
          subject="the result"
          onRetry={loaded.reload}
        />
      ) : (
        <div className="admin-dialog-form result-editor">
          {published ? (
            <p className="notice notice-info">
              Published{current.publishedAt ? ` on ${formatShortDate(current.publishedAt)}` : ''}: anyone can see it on
              the Results page.{' '}
              {canPublish ? 'Unpublish it to correct it.' : 'An admin can unpublish it to correct it.'}
            </p>
          ) : (
            <p className="modal-text">
              Pick the winners among the {current.checkedIn?.length ?? 0} participants checked in. A team shares a
              position; for a tie, pick several participants for one position.
            </p>
          )}
          <WinnerPicker result={current} picks={shown} readOnly={published} onToggle={togglePick} />
          <FormAlert message={failure} takeFocus />
          <div className="admin-dialog-actions">
            <button type="button" className="btn btn-ghost" onClick={onClose}>
              Close
            </button>
            {!published && (
              <BusyButton
                type="button"
                className={`btn ${canPublish && !unsaved && named > 0 ? 'btn-outline' : 'btn-primary'}`}
                busy={busy !== null}
                disabled={named === 0 || (!unsaved && current.winners.length > 0)}
                onClick={() => run('save', () => saveResult(summary.item.id, shown), 'Result saved')}
              >
                <BusyLabel busy={busy === 'save'} idle="Save result" working="Saving..." />
              </BusyButton>
            )}
            {canPublish && (published || current.winners.length > 0) && (
              <BusyButton
                type="button"
                className="btn btn-primary"
                busy={busy !== null}
                disabled={unsaved}
                title={unsaved ? 'Save the result before publishing it' : undefined}
                onClick={() =>
                  run(
                    'publish',
                    () => setPublished(summary.item.id, !published),
                    published ? 'Result unpublished' : 'Result published',
                  )
                }
              >
                <BusyLabel
                  busy={busy === 'publish'}
                  idle={published ? 'Unpublish' : 'Publish'}
                  working={published ? 'Unpublishing...' : 'Publishing...'}
                />
              </BusyButton>
            )}
          </div>
          {unsaved && canPublish && <p className="muted result-editor-hint">Save the result before publishing it.</p>}
          {!canPublish && current.winners.length > 0 && !published && (
            <p className="muted result-editor-hint">Saved. An admin publishes it from this screen.</p>
          )}
        </div>
      )}
    </Modal>
  );
}
