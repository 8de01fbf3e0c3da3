import type { AdminUsersStats } from '@symposium/schema/admin-users';
import { StatCard } from '../../../components/admin/stat-card';

/** Spec §2: payment cards and registration-type cards; they always count every participant. */
export function UsersStatCards({ stats }: { stats: AdminUsersStats }) {
  return (
    <>
      <div className="admin-stats" aria-label="Payment statistics" role="group">
        <StatCard label="Total participants" value={stats.total} tone="primary" />
        <StatCard label="Payment verified" value={stats.verified} tone="success" />
        <StatCard label="Pending" value={stats.pending} tone="warning" />
        <StatCard label="Rejected" value={stats.rejected} tone="danger" />
      </div>
      <div className="admin-stats" aria-label="Registration types" role="group">
        <StatCard label="General only" value={stats.general} />
        <StatCard label="Workshop only" value={stats.workshop} />
        <StatCard label="Both" value={stats.both} />
        <StatCard label="Kits issued" value={stats.kitsIssued} tone="secondary" />
      </div>
    </>
  );
}
