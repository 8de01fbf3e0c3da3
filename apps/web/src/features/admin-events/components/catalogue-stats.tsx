import type { SymposiumEvent, Workshop } from '@symposium/schema/catalogue';
import { StatCard } from '../../../components/admin/stat-card';
import { isFutureDate } from '../catalogue-text';

/**
 * docs/product.md#events-and-workshops-catalogue: total events, total workshops, upcoming events (date in the future), active workshops. Counted only once
 * both lists arrived (null until then: the cards keep their place, with their figures to come).
 */
export function CatalogueStats({
  events,
  workshops,
}: {
  events: readonly SymposiumEvent[] | null;
  workshops: readonly Workshop[] | null;
}) {
  const both = events && workshops ? { events, workshops } : null;
  return (
    <div className="admin-stats">
      <StatCard label="Total events" value={both?.events.length ?? null} tone="primary" />
      <StatCard label="Total workshops" value={both?.workshops.length ?? null} tone="secondary" />
      <StatCard
        label="Upcoming events"
        value={both?.events.filter((event) => isFutureDate(event.date)).length ?? null}
        tone="warning"
      />
      <StatCard
        label="Active workshops"
        value={both?.workshops.filter((workshop) => workshop.status === 'active').length ?? null}
        tone="success"
      />
    </div>
  );
}
