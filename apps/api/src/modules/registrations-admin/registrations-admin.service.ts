import type { EventCategory } from '@symposium/schema/catalogue';
import type { RegistrationCount, RegistrationCountsQuery } from '@symposium/schema/registrations-admin';
import type { Db } from '../../db/client';
import { listEvents, listWorkshops } from '../catalogue/catalogue.repository';
import { countAttendancePerItem, countRegistrationsPerItem } from './registrations-admin.repository';

/**
 * One card per event and workshop of the catalogue (so an item nobody registered for still shows), of the asked
 * type, busiest first (the catalogue's order otherwise). Each card counts all of its registrations; while searching it
 * also counts those whose participant matches, and only the items with a match are listed (with a withdrawn match
 * only when withdrawn registrations are shown).
 */
export function registrationCounts(
  db: Db,
  { type, q, includeWithdrawn }: RegistrationCountsQuery,
): RegistrationCount[] {
  const tally = (
    counts: ReturnType<typeof countRegistrationsPerItem>,
    checkedIn: Map<string, number>,
    key: string,
  ) => ({
    registered: counts.get(key)?.active ?? 0,
    withdrawn: counts.get(key)?.withdrawn ?? 0,
    checkedIn: checkedIn.get(key) ?? 0,
  });
  const counts = countRegistrationsPerItem(db, {});
  const checkedIn = countAttendancePerItem(db);
  const matching = q
    ? { counts: countRegistrationsPerItem(db, { q }), checkedIn: countAttendancePerItem(db, q) }
    : null;
  const items = [
    ...listEvents(db).map((e) => ({
      itemType: 'event' as const,
      itemId: e.id,
      name: e.name,
      eventType: e.category as EventCategory,
    })),
    ...listWorkshops(db).map((w) => ({
      itemType: 'workshop' as const,
      itemId: w.id,
      name: w.title,
      eventType: 'workshop' as const,
    })),
  ];
  return items
    .filter((item) => !type || item.eventType === type)
    .map((item): RegistrationCount => {
      const key = `${item.itemType}:${item.itemId}`;
      return {
        ...item,
        ...tally(counts, checkedIn, key),
        matching: matching ? tally(matching.counts, matching.checkedIn, key) : null,
      };
    })
    .filter(({ matching: match }) => !match || match.registered > 0 || (includeWithdrawn && match.withdrawn > 0))
    .sort((a, b) => (b.matching ?? b).registered - (a.matching ?? a).registered);
}
