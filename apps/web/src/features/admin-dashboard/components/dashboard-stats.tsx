import { paths } from '@symposium/schema/paths';
import { Link } from 'react-router-dom';
import { StatCard } from '../../../components/admin/stat-card';
import { formatRupees } from '../../../lib/format-money';
import type { Dashboard } from '../api/get-dashboard';
import { roomsRequiredWords, stayRequestsWords } from './accommodation-words';

export function DashboardStats({ dashboard }: { dashboard: Dashboard }) {
  const { participants, revenue, accommodations, kitsIssued, contactMessages } = dashboard;
  const types = participants.byRegistrationType;
  return (
    <>
      <h2 className="visually-hidden">Statistics</h2>
      <div className="admin-stats">
        <StatCard label="Participants" value={participants.total} tone="primary" />
        <StatCard label="Payment verified" value={participants.byPaymentStatus.verified} tone="success" />
        <StatCard label="Payment pending" value={participants.byPaymentStatus.pending} tone="warning" />
        <StatCard label="Payment rejected" value={participants.byPaymentStatus.rejected} tone="danger" />
        <StatCard label="Revenue (verified)" value={formatRupees(revenue.total)} tone="secondary" />
        <StatCard
          label="Registration types"
          value={types.general + types.workshop + types.both}
          detail={`General ${types.general} · Workshop ${types.workshop} · Both ${types.both}`}
        />
        <StatCard label="Accommodations" value={accommodations.total} detail={stayRequestsWords(accommodations)} wide />
        <StatCard
          label="Rooms required"
          value={accommodations.roomsRequired}
          detail={roomsRequiredWords(accommodations)}
          wide
        />
        <StatCard label="Kits issued" value={kitsIssued} tone="secondary" />
        <StatCard
          label="Messages open"
          value={contactMessages.open}
          tone={contactMessages.open > 0 ? 'warning' : undefined}
          detail={
            <Link className="btn btn-outline btn-small" to={paths.adminMessages}>
              Open inbox
            </Link>
          }
        />
      </div>
    </>
  );
}
