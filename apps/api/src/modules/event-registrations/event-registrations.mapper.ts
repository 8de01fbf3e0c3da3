import type { EventCategory } from '@symposium/schema/catalogue';
import type { MyEventRegistration, MyRegistration } from '@symposium/schema/participation';
import type { ActiveRegistrationRow, AttendanceRow } from './event-registrations.repository';

/** docs/product.md#registering-for-events-and-workshops 'General registration record'; `checkedInAt` once the participant was checked in there. */
export function toMyRegistration(row: ActiveRegistrationRow, checkedInAt: string | null = null): MyRegistration {
  return { ...itemOf(row), _id: row.id, registeredAt: row.created_at, status: 'registered', checkedInAt };
}

/** An event the participant was checked in at without registering (events open to every general participant). */
export function toAttendedItem(row: AttendanceRow): MyRegistration {
  return { ...itemOf(row), _id: row.id, registeredAt: '', status: 'attended', checkedInAt: row.check_in_time };
}

function itemOf(row: ActiveRegistrationRow | AttendanceRow): Pick<MyRegistration, 'type' | 'workshop' | 'event'> {
  const isWorkshop = row.item_type === 'workshop';
  const title = row.workshop_title ?? '';
  return {
    type: row.item_type,
    workshop: isWorkshop ? { _id: row.item_id, title, name: title } : null,
    event: isWorkshop
      ? null
      : { _id: row.item_id, name: row.event_name ?? '', category: row.event_category as EventCategory },
  };
}

/** docs/product.md#registering-for-events-and-workshops 'Event registration' (the participant's own, so no user block). */
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
