import type { StaffUserView } from '@symposium/schema/admin-users';
import { StatusBadge } from '../../../components/admin/status-badge';
import { formatMoment } from '../../../lib/format-date';
import { formatShortDate } from '../../../lib/format-short-date';
import type { Selection } from '../hooks/use-selection';

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

  return (
    <div className="admin-table-wrap" tabIndex={0} role="region" aria-label="Participants table">
      <table className="admin-table users-table">
        <thead>
          <tr>
            {bulkMode && (
              <th scope="col" className="cell-check">
                <label>
                  <input
                    type="checkbox"
                    className="admin-check"
                    checked={allSelected}
                    onChange={() => selection.toggleAll(pageIds)}
                    aria-label="Select all on this page"
                  />
                </label>
              </th>
            )}
            <th scope="col">Participant ID</th>
            <th scope="col">Name</th>
            <th scope="col">Phone</th>
            <th scope="col">College</th>
            <th scope="col">Type</th>
            <th scope="col">Payment</th>
            <th scope="col">Kit</th>
            <th scope="col">Registered</th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => {
            const selected = selection.ids.has(user._id);
            return (
              <tr key={user._id} aria-selected={bulkMode ? selected : undefined} data-user-id={user._id}>
                {bulkMode && (
                  <td className="cell-check">
                    <label>
                      <input
                        type="checkbox"
                        className="admin-check"
                        checked={selected}
                        onChange={() => selection.toggle(user._id)}
                        aria-label={`Select ${user.name}`}
                      />
                    </label>
                  </td>
                )}
                <td className="mono">{user.participantId ?? '—'}</td>
                <td>
                  <button type="button" className="link-button" onClick={() => onView(user)}>
                    <span className="visually-hidden">View </span>
                    {user.name}
                  </button>
                  <span className="cell-sub">{user.email}</span>
                </td>
                <td>{user.phone}</td>
                <td className="cell-wrap">{user.college}</td>
                <td>{user.registrationType ?? '—'}</td>
                <td>
                  <StatusBadge status={user.paymentStatus} />
                </td>
                <td>{user.kitIssued ? 'Issued' : 'Not issued'}</td>
                <td title={formatMoment(user.createdAt)}>{formatShortDate(user.createdAt)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
