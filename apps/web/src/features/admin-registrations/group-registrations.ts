import type { SymposiumEvent, Workshop } from '@symposium/schema/catalogue';
import type { EventRegistrationView, RegistrationItemType } from '@symposium/schema/registrations-admin';

export type ItemTypeFilter = '' | 'technical' | 'non-technical' | 'special' | 'workshop';

export interface RegistrationGroup {
  itemType: RegistrationItemType;
  itemId: string;
  name: string;
  /** The event's category, or 'workshop'. */
  eventType: EventRegistrationView['eventType'];
  registrations: EventRegistrationView[];
}

/** Registrations that count: withdrawn (cancelled) ones are listed only when asked for, never counted. */
export const activeCount = (group: RegistrationGroup) => group.registrations.filter((r) => r.status !== 'cancelled').length;

/** Spec §5: participant search over name, email or college, case-insensitive. */
const matchesParticipant = (registration: EventRegistrationView, q: string) =>
  !q || [registration.user.name, registration.user.email, registration.user.college].some((v) => v?.toLowerCase().includes(q));

/**
 * One group per event and workshop of the catalogue (so an item nobody registered for still shows),
 * filtered by type, busiest first; while searching, only the items with a matching participant remain.
 */
export function groupRegistrations(
  registrations: readonly EventRegistrationView[],
  events: readonly SymposiumEvent[],
  workshops: readonly Workshop[],
  type: ItemTypeFilter,
  search: string,
): RegistrationGroup[] {
  const q = search.trim().toLowerCase();
  const groups = new Map<string, RegistrationGroup>();
  for (const e of events) {
    groups.set(`event:${e._id}`, { itemType: 'event', itemId: e._id, name: e.name, eventType: e.category, registrations: [] });
  }
  for (const w of workshops) {
    groups.set(`workshop:${w._id}`, { itemType: 'workshop', itemId: w._id, name: w.title, eventType: 'workshop', registrations: [] });
  }
  for (const registration of registrations) {
    const key = `${registration.itemType}:${registration.event._id}`;
    let group = groups.get(key);
    if (!group) {
      group = { itemType: registration.itemType, itemId: registration.event._id, name: registration.eventName, eventType: registration.eventType, registrations: [] };
      groups.set(key, group);
    }
    if (matchesParticipant(registration, q)) group.registrations.push(registration);
  }
  // Busiest first; the catalogue's order otherwise (a stable sort keeps it).
  return [...groups.values()]
    .filter((group) => (!type || group.eventType === type) && (!q || group.registrations.length > 0))
    .sort((a, b) => activeCount(b) - activeCount(a));
}
