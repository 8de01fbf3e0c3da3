import type { StaffMember, StaffRole } from '@symposium/schema/staff';
import { useState } from 'react';
import { useToast } from '../../../components/admin/toast-context';
import { errorMessage } from '../../../lib/api-client';
import { formatMoment } from '../../../lib/format-date';
import { updateStaff } from '../api/staff';

interface StaffTableProps {
  staff: readonly StaffMember[];
  myId: string;
  onChanged: () => void;
}

/** Role change and disable/enable per account; one's own account cannot be demoted or disabled (409). */
export function StaffTable({ staff, myId, onChanged }: StaffTableProps) {
  const toast = useToast();
  const [busyId, setBusyId] = useState<string | null>(null);

  async function change(member: StaffMember, update: { role?: StaffRole; disabled?: boolean }) {
    if (update.disabled && !window.confirm(`Disable ${member.name}? Their sessions end at once.`)) return;
    setBusyId(member._id);
    try {
      const result = await updateStaff(member._id, update);
      toast.show(result.message);
    } catch (error) {
      console.error('Updating staff failed', error);
      toast.show(errorMessage(error, 'Failed to save. Check console.'), 'error');
    } finally {
      setBusyId(null);
      onChanged();
    }
  }

  return (
    <div className="admin-table-wrap" tabIndex={0} role="region" aria-label="Staff accounts table">
      <table className="admin-table">
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Role</th>
            <th scope="col">Status</th>
            <th scope="col">Added</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {staff.map((member) => {
            const self = member._id === myId;
            const busy = busyId === member._id;
            return (
              <tr key={member._id}>
                <td>
                  {member.name} {self && <span className="muted">(you)</span>}
                  <span className="cell-sub">{member.email}</span>
                </td>
                <td>
                  <label className="visually-hidden" htmlFor={`role-${member._id}`}>
                    Role of {member.name}
                  </label>
                  <select
                    id={`role-${member._id}`}
                    className="admin-inline-select"
                    value={member.role}
                    disabled={self || busy}
                    onChange={(event) => change(member, { role: event.target.value as StaffRole })}
                  >
                    <option value="coordinator">Coordinator</option>
                    <option value="admin">Admin</option>
                  </select>
                </td>
                <td>{member.disabled ? <span className="status-badge status-danger">disabled</span> : <span className="status-badge status-success">active</span>}</td>
                <td>{formatMoment(member.createdAt)}</td>
                <td>
                  <button
                    type="button"
                    className={`btn btn-small ${member.disabled ? 'btn-outline' : 'btn-ghost btn-danger'}`}
                    disabled={self || busy}
                    onClick={() => change(member, { disabled: !member.disabled })}
                  >
                    {member.disabled ? 'Enable' : 'Disable'}
                    <span className="visually-hidden"> {member.name}</span>
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
