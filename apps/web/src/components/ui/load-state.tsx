import { loadErrorMessage } from '../../lib/api-client';
import { LoadingScreen } from './loading-screen';

interface LoadStateProps {
  loading: boolean;
  error: unknown;
  empty: boolean;
  loadingLabel: string;
  emptyLabel: string;
  /** What failed to load, for the failure text: 'the settings', 'the participants'. */
  subject: string;
  onRetry: () => void;
}

/** What a list shows instead of its items: the loading text, a failure with Try Again, or an empty note. */
export function LoadState({ loading, error, empty, loadingLabel, emptyLabel, subject, onRetry }: LoadStateProps) {
  // Tall while loading: what follows the list stays below the fold instead of jumping down when it arrives.
  if (loading && empty)
    return (
      <div className="list-loading">
        <LoadingScreen label={loadingLabel} />
      </div>
    );
  if (error && empty) {
    return (
      <div className="notice notice-warning load-failed" role="alert">
        <p>{loadErrorMessage(error, subject)}</p>
        <button type="button" className="btn btn-outline btn-small" onClick={onRetry}>
          Try Again
        </button>
      </div>
    );
  }
  if (empty) return <p className="muted empty-note">{emptyLabel}</p>;
  return null;
}
