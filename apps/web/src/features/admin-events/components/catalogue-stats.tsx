import type { SymposiumEvent, Workshop } from '@symposium/schema/catalogue';
import { StatCard } from '../../../components/admin/stat-card';
import { isFutureDate } from '../catalogue-text';

/** Spec §2: total events, total workshops, upcoming events (date in the future), active workshops. */
export function CatalogueStats({ events, workshops }: { events: readonly SymposiumEvent[]; workshops: readonly Workshop[] }) {
  return (
    <div className="admin-stats">
      <StatCard label="Total events" value={events.length} tone="primary" />
      <StatCard label="Total workshops" value={workshops.length} tone="secondary" />
      <StatCard label="Upcoming events" value={events.filter((event) => isFutureDate(event.date)).length} tone="warning" />
      <StatCard label="Active workshops" value={workshops.filter((workshop) => workshop.status === 'active').length} tone="success" />
    </div>
  );
}
