import type { StaffUserView } from '@symposium/schema/admin-users';
import { type DataColumn, DataTable } from '../../../components/admin/data-table';
import { StatusBadge } from '../../../components/admin/status-badge';
import { formatMoment } from '../../../lib/format-date';
import { formatShortDate } from '../../../lib/format-short-date';
import type { Selection } from '../hooks/use-selection';
import { BreakableEmail } from '../../../components/admin/breakable-email';

interface UsersTableProps {
  users: readonly StaffUserView[];
  bulkMode: boolean;
  selection: Selection;
  onView: (user: StaffUserView) => void;
}

/** One page of participants (the name opens the details); in bulk mode a checkbox per row and a select-all for the page. */
export function UsersTable({ users, bulkMode, selection, onView }: UsersTableProps) {
  const pageIds = users.map((user) => user._id);
  const allSelected = pageIds.length > 0 && pageIds.every((id) => selection.ids.has(id));

  const tick: DataColumn<StaffUserView> = {
    label: 'Select',
    stack: 'check',
    className: 'cell-check',
    heading: (
      <label>
        <input
          type="checkbox"
          className="admin-check"
          checked={allSelected}
          onChange={() => selection.toggleAll(pageIds)}
          aria-label="Select all on this page"
        />
      </label>
    ),
    cell: (user) => (
      <label>
        <input
          type="checkbox"
          className="admin-check"
          checked={selection.ids.has(user._id)}
          onChange={() => selection.toggle(user._id)}
          aria-label={`Select ${user.name}`}
        />
      </label>
    ),
  };
  const columns: DataColumn<StaffUserView>[] = [
    ...(bulkMode ? [tick] : []),
    {
      label: 'Participant ID',
      className: 'mono',
      cell: (user) => (
        <>
          {user.participantId ?? '—'}
          {user.passRevokedAt && (
            <span className="cell-sub">
              <StatusBadge status="pass revoked" />
            </span>
          )}
        </>
      ),
    },
    {
      label: 'Name',
      stack: 'title',
      cell: (user) => (
        <>
          <button type="button" className="link-button" onClick={() => onView(user)}>
            <span className="visually-hidden">View </span>
            {user.name}
          </button>
          <span className="cell-sub">
            <BreakableEmail email={user.email} />
          </span>
        </>
      ),
    },
    { label: 'Phone', cell: (user) => user.phone },
    { label: 'College', stack: 'wide', className: 'cell-wrap', cell: (user) => user.college },
    { label: 'Type', cell: (user) => user.registrationType ?? '—' },
    {
      label: 'Payment',
      cell: (user) => (
        <>
          <StatusBadge status={user.paymentStatus} />
          {user.paymentReference && (
            <span className="cell-sub mono" title="Payment reference">
              {user.paymentReference}
            </span>
          )}
        </>
      ),
    },
    { label: 'Kit', cell: (user) => (user.kitIssued ? 'Issued' : 'Not issued') },
    {
      label: 'Registered',
      title: (user) => formatMoment(user.createdAt),
      cell: (user) => formatShortDate(user.createdAt),
    },
  ];

  return (
    <DataTable
      label="Participants table"
      className="users-table"
      columns={columns}
      rows={users}
      rowKey={(user) => user._id}
      rowProps={(user) => ({
        'aria-selected': bulkMode ? selection.ids.has(user._id) : undefined,
        'data-user-id': user._id,
      })}
    />
  );
}
