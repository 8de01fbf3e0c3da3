import type { AdminUsersStats } from '@symposium/schema/admin-users';
import { StatCard } from '../../../components/admin/stat-card';

/**
 * docs/product.md#participants: payment cards and registration-type cards; they always count every participant. `stats` null: the cards
 * while the list loads, with their figures to come (the filters below them stay where they are shown).
 */
export function UsersStatCards({ stats }: { stats: AdminUsersStats | null }) {
  return (
    <>
      <div className="admin-stats" aria-label="Payment statistics" role="group">
        <StatCard label="Total participants" value={stats?.total ?? null} tone="primary" />
        <StatCard label="Payment verified" value={stats?.verified ?? null} tone="success" />
        <StatCard label="Pending" value={stats?.pending ?? null} tone="warning" />
        <StatCard label="Rejected" value={stats?.rejected ?? null} tone="danger" />
      </div>
      <div className="admin-stats" aria-label="Registration types" role="group">
        <StatCard label="General only" value={stats?.general ?? null} />
        <StatCard label="Workshop only" value={stats?.workshop ?? null} />
        <StatCard label="Both" value={stats?.both ?? null} />
        <StatCard label="Kits issued" value={stats?.kitsIssued ?? null} tone="secondary" />
      </div>
    </>
  );
}
