import type { EventRegistrationView } from '@symposium/schema/registrations-admin';
import type { EventCategory } from '@symposium/schema/catalogue';
import { all, type Db } from '../../db/client';

/**
 * Registrations joined with their participant and their event or workshop (deleted items left out).
 * Filters: one participant, one item, active (not withdrawn) only, or the newest `limit`.
 */
export function listRegistrationViews(
  db: Db,
  filter: { userId?: string; itemType?: 'event' | 'workshop'; itemId?: string; latest?: number; activeOnly?: boolean } = {},
): EventRegistrationView[] {
  let query = db.kysely
    .selectFrom('registrations as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .leftJoin('events as e', (join) => join.onRef('e.id', '=', 'r.item_id').on('r.item_type', '=', 'event').on('e.deleted_at', 'is', null))
    .leftJoin('workshops as w', (join) =>
      join.onRef('w.id', '=', 'r.item_id').on('r.item_type', '=', 'workshop').on('w.deleted_at', 'is', null),
    )
    .where((eb) => eb.or([eb('e.id', 'is not', null), eb('w.id', 'is not', null)]))
    .select([
      'r.id',
      'r.item_type',
      'r.item_id',
      'r.status',
      'r.created_at',
      'u.id as user_id',
      'u.name',
      'u.email',
      'u.phone',
      'u.college',
      'u.department',
      'e.name as event_name',
      'e.category as event_category',
      'w.title as workshop_title',
    ]);
  if (filter.userId) query = query.where('r.user_id', '=', filter.userId);
  if (filter.itemType) query = query.where('r.item_type', '=', filter.itemType);
  if (filter.itemId) query = query.where('r.item_id', '=', filter.itemId);
  if (filter.activeOnly) query = query.where('r.status', '=', 'registered');
  query = filter.latest
    ? query.orderBy('r.created_at', 'desc').orderBy('r.id', 'desc').limit(filter.latest)
    : query.orderBy('r.created_at', 'asc').orderBy('r.id', 'asc');

  return all(db, query).map((row) => {
    const isWorkshop = row.item_type === 'workshop';
    const name = (isWorkshop ? row.workshop_title : row.event_name) ?? '';
    const category: EventCategory | 'workshop' = isWorkshop ? 'workshop' : (row.event_category as EventCategory);
    return {
      _id: row.id,
      id: row.id,
      itemType: row.item_type,
      event: { _id: row.item_id, name, ...(isWorkshop ? { title: name } : {}), category },
      eventName: name,
      eventType: category,
      user: {
        _id: row.user_id,
        name: row.name,
        email: row.email,
        phone: row.phone,
        college: row.college,
        department: row.department,
      },
      registeredAt: row.created_at,
      status: row.status,
    };
  });
}
