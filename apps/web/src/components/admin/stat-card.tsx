import type { ReactNode } from 'react';

interface StatCardProps {
  label: string;
  /** null while the figure loads: the card keeps its place and height, so what sits below it does not move. */
  value: ReactNode | null;
  /** A small line under the value (a breakdown, a unit). */
  detail?: ReactNode;
  tone?: 'neutral' | 'success' | 'warning' | 'danger' | 'primary' | 'secondary';
  /** Two columns of the grid: a card whose detail is a sentence (what the figure counts) rather than a breakdown. */
  wide?: boolean;
}

export function StatCard({ label, value, detail, tone = 'neutral', wide = false }: StatCardProps) {
  return (
    <div className={`admin-stat admin-stat-${tone}${wide ? ' admin-stat-wide' : ''}`}>
      <p className="admin-stat-label">{label}</p>
      <p className="admin-stat-value">
        {value ?? (
          <>
            <span className="admin-stat-loading" aria-hidden="true">
              …
            </span>
            <span className="visually-hidden">Loading</span>
          </>
        )}
      </p>
      {detail && <p className="admin-stat-detail">{detail}</p>}
    </div>
  );
}
