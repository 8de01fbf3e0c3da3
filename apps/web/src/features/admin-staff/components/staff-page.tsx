import { AdminOnlyNote } from '../../../components/admin/admin-only-note';
import { AdminPageHeader } from '../../../components/admin/admin-page-header';
import { useStaff } from '../../../components/admin/staff-context';
import { LoadState } from '../../../components/ui/load-state';
import { useRemoteData } from '../../../lib/use-remote-data';
import { getStaff } from '../api/staff';
import { AddStaffForm } from './add-staff-form';
import { StaffTable } from './staff-table';
import { PageTitle } from '../../../lib/page-title';

/** Admin only: list staff, add a coordinator or admin, change a role, disable an account. */
export function StaffPage() {
  const me = useStaff();
  const staff = useRemoteData('admin:staff', me.isAdmin ? getStaff : null);

  return (
    <div className="admin-page">
      <PageTitle title="Staff" />
      <AdminPageHeader
        title="Staff"
        subtitle="Coordinators run the venue; admins also decide payments, settings and staff"
      />
      {!me.isAdmin ? (
        <p className="admin-note">
          <AdminOnlyNote>Only admins can manage staff accounts.</AdminOnlyNote>
        </p>
      ) : (
        <>
          <AddStaffForm onAdded={staff.reload} />
          <section className="admin-section" aria-labelledby="staff-list-title">
            <h2 id="staff-list-title" className="admin-section-title">
              Staff accounts
            </h2>
            <LoadState
              loading={staff.loading}
              error={staff.error}
              empty={!staff.data || staff.data.length === 0}
              loadingLabel="Loading staff..."
              emptyLabel="No staff accounts."
              subject="the staff accounts"
              onRetry={staff.reload}
            />
            {staff.data && staff.data.length > 0 && (
              <StaffTable staff={staff.data} myId={me.id} onChanged={staff.reload} />
            )}
          </section>
        </>
      )}
    </div>
  );
}
