import type { EventCategory } from '@symposium/schema/catalogue';
import type { RegistrationCount, RegistrationCountsQuery } from '@symposium/schema/registrations-admin';
import type { Db } from '../../db/client';
import { listEvents, listWorkshops } from '../catalogue/catalogue.repository';
import { countAttendancePerItem, countRegistrationsPerItem } from './registrations-admin.repository';

/**
 * One card per event and workshop of the catalogue (so an item nobody registered for still shows),
 * of the asked type, busiest first (the catalogue's order otherwise); while searching, only the items
 * with a matching participant. Withdrawn registrations are counted only when asked for.
 */
export function registrationCounts(
  db: Db,
  { type, q, includeWithdrawn }: RegistrationCountsQuery,
): RegistrationCount[] {
  const counts = countRegistrationsPerItem(db, { q, activeOnly: !includeWithdrawn });
  const checkedIn = countAttendancePerItem(db);
  const items: Omit<RegistrationCount, 'registrations' | 'withdrawn' | 'checkedIn'>[] = [
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
    .map((item) => {
      const key = `${item.itemType}:${item.itemId}`;
      const count = counts.get(key);
      return {
        ...item,
        registrations: count?.active ?? 0,
        withdrawn: count?.withdrawn ?? 0,
        checkedIn: checkedIn.get(key) ?? 0,
      };
    })
    .filter((item) => !q || item.registrations + item.withdrawn > 0)
    .sort((a, b) => b.registrations - a.registrations);
}
