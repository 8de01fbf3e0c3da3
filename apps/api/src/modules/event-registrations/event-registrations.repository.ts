import type { ItemType } from '@symposium/schema/participation';
import { all, first, run, type Db } from '../../db/client';
import type { RegistrationsTable } from '../../db/database';

/** The participant's row for one item, whatever its status (the table keeps one row per user and item). */
export function findRegistration(
  db: Db,
  userId: string,
  itemType: ItemType,
  itemId: string,
): RegistrationsTable | undefined {
  return first(
    db,
    db.kysely
      .selectFrom('registrations')
      .selectAll()
      .where('user_id', '=', userId)
      .where('item_type', '=', itemType)
      .where('item_id', '=', itemId),
  );
}

export function countRegistered(db: Db, itemType: ItemType, itemId: string): number {
  const row = first(
    db,
    db.kysely
      .selectFrom('registrations')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('item_type', '=', itemType)
      .where('item_id', '=', itemId)
      .where('status', '=', 'registered'),
  );
  return Number(row?.n ?? 0);
}

export function insertRegistration(db: Db, row: RegistrationsTable): void {
  run(db, db.kysely.insertInto('registrations').values(row));
}

export function setRegistrationStatus(db: Db, id: string, status: RegistrationsTable['status'], at: string): number {
  return run(db, db.kysely.updateTable('registrations').set({ status, updated_at: at }).where('id', '=', id));
}

/** The participant's active registrations with their event or workshop (deleted items left out), oldest first. */
export function listActiveRegistrationsOfUser(db: Db, userId: string) {
  return all(
    db,
    db.kysely
      .selectFrom('registrations as r')
      .leftJoin('events as e', (join) =>
        join.onRef('e.id', '=', 'r.item_id').on('r.item_type', '=', 'event').on('e.deleted_at', 'is', null),
      )
      .leftJoin('workshops as w', (join) =>
        join.onRef('w.id', '=', 'r.item_id').on('r.item_type', '=', 'workshop').on('w.deleted_at', 'is', null),
      )
      .where('r.user_id', '=', userId)
      .where('r.status', '=', 'registered')
      .where((eb) => eb.or([eb('e.id', 'is not', null), eb('w.id', 'is not', null)]))
      .select([
        'r.id',
        'r.item_type',
        'r.item_id',
        'r.created_at',
        'e.name as event_name',
        'e.category as event_category',
        'w.title as workshop_title',
      ])
      .orderBy('r.created_at', 'asc')
      .orderBy('r.id', 'asc'),
  );
}
export type ActiveRegistrationRow = ReturnType<typeof listActiveRegistrationsOfUser>[number];

/**
 * What the participant was checked in at (one attendance per item), with its event or workshop (deleted items left
 * out), in the order they came.
 */
export function listAttendanceOfUser(db: Db, userId: string) {
  return all(
    db,
    db.kysely
      .selectFrom('attendance as a')
      .leftJoin('events as e', (join) =>
        join.onRef('e.id', '=', 'a.item_id').on('a.item_type', '=', 'event').on('e.deleted_at', 'is', null),
      )
      .leftJoin('workshops as w', (join) =>
        join.onRef('w.id', '=', 'a.item_id').on('a.item_type', '=', 'workshop').on('w.deleted_at', 'is', null),
      )
      .where('a.user_id', '=', userId)
      .where((eb) => eb.or([eb('e.id', 'is not', null), eb('w.id', 'is not', null)]))
      .select([
        'a.id',
        'a.item_type',
        'a.item_id',
        'a.check_in_time',
        'e.name as event_name',
        'e.category as event_category',
        'w.title as workshop_title',
      ])
      .orderBy('a.check_in_time', 'asc')
      .orderBy('a.id', 'asc'),
  );
}
export type AttendanceRow = ReturnType<typeof listAttendanceOfUser>[number];
