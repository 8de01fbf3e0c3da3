import type { StaffMember, StaffRole } from '@symposium/schema/staff';
import { M } from '@symposium/schema/messages';
import { useEffect, useState } from 'react';
import { type DataColumn, DataTable } from '../../../components/admin/data-table';
import { useToast } from '../../../components/admin/toast-context';
import { BusyButton } from '../../../components/ui/busy-button';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import { errorMessage } from '../../../lib/api-client';
import { formatMoment } from '../../../lib/format-date';
import { updateStaff } from '../api/staff';
import { BreakableEmail } from '../../../components/admin/breakable-email';

interface StaffTableProps {
  staff: readonly StaffMember[];
  myId: string;
  onChanged: () => void;
}

// Why one's own role and Disable are unavailable: shown under the button, and their accessible description.
const SELF_NOTE_ID = 'staff-self-note';

const roleQuestion = (name: string, role: StaffRole) =>
  role === 'admin'
    ? `Make ${name} an admin? Admins also decide payments, settings and staff.`
    : `Make ${name} a coordinator? They will no longer decide payments, settings or staff.`;

/** Role change (asked first) and disable/enable per account; one's own account cannot be demoted or disabled (409). */
export function StaffTable({ staff, myId, onChanged }: StaffTableProps) {
  const toast = useToast();
  const [busyId, setBusyId] = useState<string | null>(null);
  // The role just chosen shows while it is saved, until the list read again from the server replaces it.
  const [chosenRole, setChosenRole] = useState<{ id: string; role: StaffRole } | null>(null);
  useEffect(() => setChosenRole(null), [staff]);
  const { confirm, dialog } = useConfirm();

  async function change(member: StaffMember, update: { role?: StaffRole; disabled?: boolean }) {
    if (
      update.disabled &&
      !(await confirm(`Disable ${member.name}? Their sessions end at once.`, { confirmLabel: 'Disable' }))
    )
      return;
    // A select changes on one tap or a scroll of the wheel: making someone an admin (or taking it away) is asked first.
    if (update.role && !(await confirm(roleQuestion(member.name, update.role), { confirmLabel: 'Change role' })))
      return;
    setBusyId(member._id);
    if (update.role) setChosenRole({ id: member._id, role: update.role });
    try {
      const result = await updateStaff(member._id, update);
      toast.show(result.message);
    } catch (error) {
      setChosenRole(null);
      console.error('Updating staff failed', error);
      toast.show(errorMessage(error, 'Failed to save. Check console.'), 'error');
    } finally {
      setBusyId(null);
      onChanged();
    }
  }

  const columns: DataColumn<StaffMember>[] = [
    {
      label: 'Name',
      stack: 'title',
      cell: (member) => (
        <>
          {member.name} {member._id === myId && <span className="muted">(you)</span>}
          <span className="cell-sub">
            <BreakableEmail email={member.email} />
          </span>
        </>
      ),
    },
    {
      label: 'Role',
      cell: (member) => (
        <>
          <label className="visually-hidden" htmlFor={`role-${member._id}`}>
            Role of {member.name}
          </label>
          <select
            id={`role-${member._id}`}
            className="admin-inline-select"
            value={chosenRole?.id === member._id ? chosenRole.role : member.role}
            // While its change is saved the select keeps the focus (`disabled` would drop it to the page's body) and
            // ignores another choice, as a busy button does (components/ui/busy-button.tsx).
            disabled={member._id === myId}
            aria-disabled={busyId === member._id || undefined}
            aria-describedby={member._id === myId ? SELF_NOTE_ID : undefined}
            onChange={(event) => busyId !== member._id && change(member, { role: event.target.value as StaffRole })}
          >
            <option value="coordinator">Coordinator</option>
            <option value="admin">Admin</option>
          </select>
        </>
      ),
    },
    {
      label: 'Status',
      cell: (member) =>
        member.disabled ? (
          <span className="status-badge status-danger">disabled</span>
        ) : (
          <span className="status-badge status-success">active</span>
        ),
    },
    { label: 'Added', cell: (member) => formatMoment(member.createdAt) },
    {
      label: 'Actions',
      hideLabel: true,
      stack: 'actions',
      cell: (member) => {
        const self = member._id === myId;
        return (
          <div className="cell-actions">
            <BusyButton
              type="button"
              className={`btn btn-small ${member.disabled ? 'btn-outline' : 'btn-ghost btn-danger'}`}
              disabled={self}
              busy={busyId === member._id}
              aria-describedby={self ? SELF_NOTE_ID : undefined}
              onClick={() => change(member, { disabled: !member.disabled })}
            >
              {member.disabled ? 'Enable' : 'Disable'}
              <span className="visually-hidden"> {member.name}</span>
            </BusyButton>
            {self && (
              <span id={SELF_NOTE_ID} className="cell-sub cell-reason">
                {M.staffSelfChange}
              </span>
            )}
          </div>
        );
      },
    },
  ];

  return (
    <>
      {dialog}
      <DataTable label="Staff accounts table" columns={columns} rows={staff} rowKey={(member) => member._id} />
    </>
  );
}
