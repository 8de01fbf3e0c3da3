import type { ResultSummary } from '@symposium/schema/results';
import { SymbolMark } from '../../../components/ui/symbol-mark';
import { EVENT_CATEGORY_INFO } from '../../../lib/event-categories';
import { formatShortDate } from '../../../lib/format-short-date';

const stateOf = (s: ResultSummary) =>
  s.published
    ? { word: 'Published', tone: 'success', detail: s.publishedAt ? `on ${formatShortDate(s.publishedAt)}` : '' }
    : s.winners > 0
      ? { word: 'Entered', tone: 'warning', detail: 'not published yet' }
      : { word: 'Not entered', tone: 'neutral', detail: '' };

/** One event in the Results list: its category, how many came, where its result stands, and the way in. */
export function ResultSummaryRow({ summary, onOpen }: { summary: ResultSummary; onOpen: () => void }) {
  const state = stateOf(summary);
  const info = EVENT_CATEGORY_INFO[summary.item.category as keyof typeof EVENT_CATEGORY_INFO];
  const action = summary.published ? 'View result' : summary.winners > 0 ? 'Edit result' : 'Enter result';
  return (
    <li className="card result-summary">
      <div className="result-summary-main">
        <p className="result-summary-name">
          {info && <SymbolMark shape={info.shape} size={18} />}
          <strong>{summary.item.name}</strong>
        </p>
        <p className="result-summary-facts">
          <span className={`status-badge status-${state.tone}`}>{state.word}</span>
          {state.detail && <span className="muted">{state.detail}</span>}
          <span className="muted">
            {summary.checkedIn} checked in
            {summary.winners > 0 && ` · ${summary.winners} winner${summary.winners === 1 ? '' : 's'} named`}
          </span>
        </p>
      </div>
      {summary.checkedIn === 0 && summary.winners === 0 ? (
        <p className="muted result-summary-wait">Nobody checked in yet</p>
      ) : (
        <button
          type="button"
          className="btn btn-outline btn-small"
          onClick={onOpen}
          aria-label={`${action}: ${summary.item.name}`}
        >
          {action}
        </button>
      )}
    </li>
  );
}
