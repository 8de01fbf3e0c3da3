import { useRosterCounts } from '../hooks/use-roster';
import { useScannerValue } from '../hooks/use-scanner';
import { TEXTS } from '../scan-texts';

const T = TEXTS.rosterPending;

/** Instead of the scanner until the whole roster is on this device: a scan before it would read 'not found'. */
export function RosterPendingCard() {
  const problem = useScannerValue((s) => s.sync.problem);
  const counts = useRosterCounts();
  return (
    <section
      className="scanner-card roster-pending"
      aria-labelledby="roster-pending-title"
      data-testid="roster-pending"
    >
      <h2 id="roster-pending-title" className="scanner-card-title">
        {T.title}
      </h2>
      {problem ? (
        <p className="notice notice-warning" role="alert">
          {T.offline} {problem}
        </p>
      ) : (
        <>
          <progress className="sync-progress" aria-label="Roster download" />
          <p className="muted">
            {(counts?.participants ?? 0).toLocaleString('en-IN')} participants so far. {T.message}
          </p>
        </>
      )}
    </section>
  );
}
