import { useContext } from 'react';
import { StaffContext } from '../../../components/admin/staff-context';
import { useReportSettled } from '../../../lib/settled-parts';
import { useRemoteData } from '../../../lib/use-remote-data';
import { getSyncConflicts } from '../api/sync-conflicts';
import { SyncConflictItem } from './sync-conflict-item';
import '../../../styles/scanner.css';

interface SyncConflictsPanelProps {
  /** Admins resolve; coordinators only read. Defaults to the signed-in staff member's role. */
  canResolve?: boolean;
}

/**
 * Reconciliation for the dashboard (docs/sync.md): scans a desk accepted offline that the server saw
 * differently — a kit handed out twice, a check-in refused after the fact — with who, where and when,
 * and for admins a Resolve action recorded in the audit trail.
 */
export function SyncConflictsPanel({ canResolve: canResolveProp }: SyncConflictsPanelProps) {
  const staff = useContext(StaffContext);
  const canResolve = canResolveProp ?? staff?.isAdmin ?? false;
  const { data, error, loading, answered, reload } = useRemoteData('sync-conflicts', getSyncConflicts);
  // The dashboard shows once this has its answer: the panel's height is the conflicts', not the loading line's.
  useReportSettled(answered);
  const conflicts = data ?? [];
  return (
    <section className="scanner-card conflicts-panel" aria-labelledby="conflicts-title">
      <h2 id="conflicts-title" className="scanner-card-title">
        Offline scan conflicts {data && <span className="section-count">({conflicts.length})</span>}
      </h2>
      {loading && !data ? (
        <p className="muted">Loading conflicts...</p>
      ) : error && !data ? (
        <p className="notice notice-warning" role="alert">
          Could not load the conflicts.{' '}
          <button type="button" className="btn btn-outline btn-small" onClick={reload}>
            Try Again
          </button>
        </p>
      ) : conflicts.length === 0 ? (
        <p className="muted">No conflicts from offline scanning: every desk agreed with the server.</p>
      ) : (
        <ul className="conflict-list">
          {conflicts.map((conflict) => (
            <SyncConflictItem key={conflict.id} conflict={conflict} canResolve={canResolve} onResolved={reload} />
          ))}
        </ul>
      )}
    </section>
  );
}
