import { type DataColumn, DataTable } from '../../../components/admin/data-table';
import { StatusBadge } from '../../../components/admin/status-badge';
import { formatMoment } from '../../../lib/format-date';
import type { LatestParticipant } from '../api/get-dashboard';
import { BreakableEmail } from '../../../components/admin/breakable-email';

const COLUMNS: DataColumn<LatestParticipant>[] = [
  {
    label: 'Name',
    stack: 'title',
    cell: (p) => (
      <>
        {p.name}
        <span className="cell-sub">
          <BreakableEmail email={p.email} />
        </span>
      </>
    ),
  },
  { label: 'College', stack: 'wide', className: 'cell-wrap', cell: (p) => p.college },
  { label: 'Type', cell: (p) => p.registrationType ?? '—' },
  { label: 'Payment', cell: (p) => <StatusBadge status={p.paymentStatus} /> },
  { label: 'Participant ID', className: 'mono', cell: (p) => p.participantId ?? '—' },
  { label: 'Registered', cell: (p) => formatMoment(p.createdAt) },
];

/** docs/product.md#dashboard-and-setup-checklist: the 10 latest registrations (newest participant sign-ups). */
export function LatestRegistrationsTable({ participants }: { participants: readonly LatestParticipant[] }) {
  if (participants.length === 0) return <p className="muted empty-note">No registrations yet.</p>;
  return <DataTable label="Recent registrations table" columns={COLUMNS} rows={participants} rowKey={(p) => p._id} />;
}
