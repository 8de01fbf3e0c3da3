import type { EventRegistrationView, RegistrationItemType } from '@symposium/schema/registrations-admin';
import type { EventCategory } from '@symposium/schema/catalogue';
import type { Paging } from '@symposium/schema/payments';
import { sql } from 'kysely';
import { all, first, type Db } from '../../db/client';
import { likePattern } from '../../db/staff-search';

export interface RegistrationFilter {
  userId?: string;
  itemType?: RegistrationItemType;
  itemId?: string;
  /** docs/product.md#event-wise-registrations: a participant whose name, email or college contains it, ignoring case. */
  q?: string;
  activeOnly?: boolean;
}

/** Registrations joined with their participant and their event or workshop (deleted items left out), filtered. */
function filteredRegistrations(db: Db, filter: RegistrationFilter) {
  let query = db.kysely
    .selectFrom('registrations as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .leftJoin('events as e', (join) =>
      join.onRef('e.id', '=', 'r.item_id').on('r.item_type', '=', 'event').on('e.deleted_at', 'is', null),
    )
    .leftJoin('workshops as w', (join) =>
      join.onRef('w.id', '=', 'r.item_id').on('r.item_type', '=', 'workshop').on('w.deleted_at', 'is', null),
    )
    .where((eb) => eb.or([eb('e.id', 'is not', null), eb('w.id', 'is not', null)]));
  if (filter.userId) query = query.where('r.user_id', '=', filter.userId);
  if (filter.itemType) query = query.where('r.item_type', '=', filter.itemType);
  if (filter.itemId) query = query.where('r.item_id', '=', filter.itemId);
  if (filter.activeOnly) query = query.where('r.status', '=', 'registered');
  if (filter.q) {
    const q = filter.q;
    query = query.where((eb) => eb.or(participantMatches(q)));
  }
  return query;
}

/** docs/product.md#event-wise-registrations: the participant `u` (users as u) whose name, email or college contains `q`, ignoring case. */
function participantMatches(q: string) {
  const pattern = likePattern(q);
  return (['u.name', 'u.email', 'u.college'] as const).map(
    (column) => sql<boolean>`${sql.ref(column)} like ${pattern} escape '\\'`,
  );
}

/**
 * The filtered registrations as docs/product.md#event-wise-registrations event registrations, oldest first, or the newest `latest`;
 * with `paging`, one page of them. `total` always counts every match.
 */
export function listRegistrationViews(
  db: Db,
  filter: RegistrationFilter & { latest?: number; paging?: Paging } = {},
): { rows: EventRegistrationView[]; total: number } {
  const base = filteredRegistrations(db, filter);
  let query = base.select([
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
  // The id breaks ties so pages never repeat or skip a row.
  query = filter.latest
    ? query.orderBy('r.created_at', 'desc').orderBy('r.id', 'desc').limit(filter.latest)
    : query.orderBy('r.created_at', 'asc').orderBy('r.id', 'asc');
  const { paging } = filter;
  if (paging) query = query.limit(paging.limit).offset((paging.page - 1) * paging.limit);
  const rows = all(db, query).map((row): EventRegistrationView => {
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
  if (!paging) return { rows, total: rows.length };
  const count = first(
    db,
    base.select((eb) => eb.fn.countAll<number>().as('n')),
  );
  return { rows, total: Number(count?.n ?? 0) };
}

/** Per event and workshop with a match: how many of the filtered registrations are active and withdrawn. */
export function countRegistrationsPerItem(db: Db, filter: RegistrationFilter) {
  const rows = all(
    db,
    filteredRegistrations(db, filter)
      .select([
        'r.item_type',
        'r.item_id',
        sql<number>`sum(case when r.status = 'registered' then 1 else 0 end)`.as('active'),
        sql<number>`sum(case when r.status = 'registered' then 0 else 1 end)`.as('withdrawn'),
      ])
      .groupBy(['r.item_type', 'r.item_id']),
  );
  return new Map(
    rows.map((row) => [
      `${row.item_type}:${row.item_id}`,
      { active: Number(row.active), withdrawn: Number(row.withdrawn) },
    ]),
  );
}

/** Per event and workshop: how many participants were checked in at the venue (only those matching `q`, when given). */
export function countAttendancePerItem(db: Db, q?: string): Map<string, number> {
  let query = db.kysely
    .selectFrom('attendance as a')
    .select(['a.item_type', 'a.item_id', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy(['a.item_type', 'a.item_id']);
  if (q) {
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('users as u')
          .select('u.id')
          .whereRef('u.id', '=', 'a.user_id')
          .where((inner) => inner.or(participantMatches(q))),
      ),
    );
  }
  return new Map(all(db, query).map((row) => [`${row.item_type}:${row.item_id}`, Number(row.n)]));
}

/** Who was checked in to one event or workshop, earliest first, and whether they had registered for it. */
export function listAttendance(db: Db, itemType: RegistrationItemType, itemId: string) {
  return all(
    db,
    db.kysely
      .selectFrom('attendance as a')
      .innerJoin('users as u', 'u.id', 'a.user_id')
      .leftJoin('registrations as r', (join) =>
        join
          .onRef('r.user_id', '=', 'a.user_id')
          .onRef('r.item_type', '=', 'a.item_type')
          .onRef('r.item_id', '=', 'a.item_id')
          .on('r.status', '=', 'registered'),
      )
      .where('a.item_type', '=', itemType)
      .where('a.item_id', '=', itemId)
      .select([
        'a.participant_id',
        'u.name',
        'u.email',
        'u.phone',
        'u.college',
        'u.department',
        'a.check_in_time',
        'a.desk_name',
        'a.staff_name',
        (eb) => eb.fn.count<number>('r.id').as('registered'),
      ])
      .groupBy('a.id')
      .orderBy('a.check_in_time', 'asc')
      .orderBy('a.id', 'asc'),
  );
}
