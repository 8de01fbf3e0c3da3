import type { TopEvent } from '../api/get-dashboard';

/** docs/product.md#dashboard-and-setup-checklist: the top 10 events and workshops; a bar's width is registrations against 70, capped at 100%. */
export function EventBars({ items }: { items: readonly TopEvent[] }) {
  if (items.length === 0) return <p className="muted empty-note">No events yet.</p>;
  return (
    <ol className="event-bars">
      {items.map((item) => (
        <li key={`${item.itemType}-${item._id}`} className="event-bar">
          <div className="event-bar-label">
            <span className="event-bar-name">{item.name}</span>
            <span className="event-bar-count">
              {item.registrations} <span className="visually-hidden">registrations</span>
            </span>
          </div>
          <div className="event-bar-track" aria-hidden="true">
            <div className={`event-bar-fill event-bar-${item.itemType}`} style={{ width: `${item.barPercent}%` }} />
          </div>
          <span className="event-bar-category">{item.category}</span>
        </li>
      ))}
    </ol>
  );
}
