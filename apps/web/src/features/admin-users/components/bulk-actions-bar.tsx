import { AdminOnlyNote } from '../../../components/admin/admin-only-note';
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
export function BulkActionsBar({ count, isAdmin, busy, onVerify, onGenerate, onEmail, onExport, onClear }: BulkActionsBarProps) {
  const none = count === 0 || busy !== null;
  return (
    <div className="bulk-bar" role="group" aria-label="Bulk actions">
      <p className="bulk-bar-count" aria-live="polite">
        <strong>{count}</strong> selected
      </p>
      <div className="bulk-bar-actions">
        {isAdmin && (
          <button type="button" className="btn btn-primary btn-small" onClick={onVerify} disabled={none}>
            {busy === 'verify' ? 'Verifying...' : 'Verify payments'}
          </button>
        )}
        <button type="button" className="btn btn-outline btn-small" onClick={onGenerate} disabled={none}>
          {busy === 'generate' ? 'Generating...' : 'Generate IDs'}
        </button>
        {isAdmin && (
          <button type="button" className="btn btn-outline btn-small" onClick={onEmail} disabled={none}>
            {busy === 'email' ? 'Sending...' : 'Send email'}
          </button>
        )}
        <button type="button" className="btn btn-outline btn-small" onClick={onExport} disabled={none}>
          {busy === 'export' ? 'Exporting...' : 'Export selected'}
        </button>
        <button type="button" className="btn btn-ghost btn-small" onClick={onClear} disabled={count === 0}>
          Clear selection
        </button>
      </div>
      {!isAdmin && <AdminOnlyNote>Verifying payments and bulk email are for admins</AdminOnlyNote>}
    </div>
  );
}
