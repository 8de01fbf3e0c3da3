import { AdminOnlyNote } from '../../../components/admin/admin-only-note';
import { BusyButton } from '../../../components/ui/busy-button';
import type { BulkAction } from '../hooks/use-bulk-actions';

interface BulkActionsBarProps {
  count: number;
  isAdmin: boolean;
  busy: BulkAction | null;
  onVerify: () => void;
  onGenerate: () => void;
  onEmail: () => void;
  onExport: () => void;
  onClear: () => void;
}

/** Bulk mode: what to do with the ticked participants. Verify and email are admin-only (permissions.md). */
export function BulkActionsBar({
  count,
  isAdmin,
  busy,
  onVerify,
  onGenerate,
  onEmail,
  onExport,
  onClear,
}: BulkActionsBarProps) {
  return (
    <div className="bulk-bar" role="group" aria-label="Bulk actions">
      <p className="bulk-bar-count" aria-live="polite">
        <strong>{count}</strong> selected
      </p>
      <div className="bulk-bar-actions">
        {isAdmin && (
          <BusyButton
            type="button"
            className="btn btn-primary btn-small"
            onClick={onVerify}
            busy={busy !== null}
            disabled={count === 0}
          >
            {busy === 'verify' ? 'Verifying...' : 'Verify payments'}
          </BusyButton>
        )}
        <BusyButton
          type="button"
          className="btn btn-outline btn-small"
          onClick={onGenerate}
          busy={busy !== null}
          disabled={count === 0}
        >
          {busy === 'generate' ? 'Generating...' : 'Generate IDs'}
        </BusyButton>
        {isAdmin && (
          <BusyButton
            type="button"
            className="btn btn-outline btn-small"
            onClick={onEmail}
            busy={busy !== null}
            disabled={count === 0}
          >
            {busy === 'email' ? 'Sending...' : 'Send email'}
          </BusyButton>
        )}
        <BusyButton
          type="button"
          className="btn btn-outline btn-small"
          onClick={onExport}
          busy={busy !== null}
          disabled={count === 0}
        >
          {busy === 'export' ? 'Exporting...' : 'Export selected'}
        </BusyButton>
        <button type="button" className="btn btn-ghost btn-small" onClick={onClear} disabled={count === 0}>
          Clear selection
        </button>
      </div>
      {!isAdmin && <AdminOnlyNote>Verifying payments and bulk email are for admins</AdminOnlyNote>}
    </div>
  );
}
