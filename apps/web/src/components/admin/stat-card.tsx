import type { ReactNode } from 'react';

interface StatCardProps {
  label: string;
  value: ReactNode;
  /** A small line under the value (a breakdown, a unit). */
  detail?: ReactNode;
  tone?: 'neutral' | 'success' | 'warning' | 'danger' | 'primary' | 'secondary';
}

export function StatCard({ label, value, detail, tone = 'neutral' }: StatCardProps) {
  return (
    <div className={`admin-stat admin-stat-${tone}`}>
      <p className="admin-stat-label">{label}</p>
      <p className="admin-stat-value">{value}</p>
      {detail && <p className="admin-stat-detail">{detail}</p>}
    </div>
  );
}
