import type { PaymentStats } from '@symposium/schema/payments';
import { StatCard } from '../../../components/admin/stat-card';
import { formatRupees } from '../../../lib/format-money';

/** Payment statistics (docs/product.md#payments); revenue counts verified payments only. */
export function PaymentStatsPanel({ stats }: { stats: PaymentStats }) {
  return (
    <>
      <div className="admin-stats">
        <StatCard label="Total registrations" value={stats.totalRegistrations} tone="primary" />
        <StatCard label="Pending" value={stats.pendingPayments} tone="warning" />
        <StatCard label="Verified" value={stats.verifiedPayments} tone="success" />
        <StatCard label="Rejected" value={stats.rejectedPayments} tone="danger" />
        <StatCard label="Total revenue" value={formatRupees(stats.totalRevenue)} tone="secondary" />
      </div>
      <div className="admin-table-wrap">
        <table className="admin-table">
          <caption>Revenue by registration type (verified payments)</caption>
          <thead>
            <tr>
              <th scope="col">Type</th>
              <th scope="col">Payments</th>
              <th scope="col">Revenue</th>
            </tr>
          </thead>
          <tbody>
            {stats.revenueByType.length === 0 ? (
              <tr>
                <td colSpan={3} className="muted">
                  No verified payments yet.
                </td>
              </tr>
            ) : (
              stats.revenueByType.map((row) => (
                <tr key={row._id}>
                  <td>{row._id}</td>
                  <td>{row.count}</td>
                  <td>{formatRupees(row.totalRevenue)}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </>
  );
}
