import type { EventCategory } from '@symposium/schema/catalogue';
import type { MyEventRegistration, MyRegistration } from '@symposium/schema/participation';
import type { ActiveRegistrationRow } from './event-registrations.repository';

/** Spec §3 'General registration record'. */
export function toMyRegistration(row: ActiveRegistrationRow): MyRegistration {
  const isWorkshop = row.item_type === 'workshop';
  const title = row.workshop_title ?? '';
  return {
    _id: row.id,
    type: row.item_type,
    workshop: isWorkshop ? { _id: row.item_id, title, name: title } : null,
    event: isWorkshop
      ? null
      : { _id: row.item_id, name: row.event_name ?? '', category: row.event_category as EventCategory },
    registeredAt: row.created_at,
    status: 'registered',
  };
}

/** Spec §3 'Event registration' (the participant's own, so no user block). */
export function toMyEventRegistration(row: ActiveRegistrationRow): MyEventRegistration {
  const category = row.event_category as EventCategory;
  const name = row.event_name ?? '';
  return {
    _id: row.id,
    event: { _id: row.item_id, name, category },
    eventName: name,
    eventType: category,
    registeredAt: row.created_at,
    status: 'registered',
  };
}
