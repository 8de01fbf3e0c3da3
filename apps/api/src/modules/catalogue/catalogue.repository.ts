import { workshopTimes } from '@symposium/schema/check-in-window';
import { all, first, run, type Db } from '../../db/client';
import type { EventsTable, WorkshopsTable } from '../../db/database';

export function listEvents(db: Db, category?: EventsTable['category']): EventsTable[] {
  let query = db.kysely.selectFrom('events').selectAll().where('deleted_at', 'is', null);
  if (category) query = query.where('category', '=', category);
  return all(db, query.orderBy('date').orderBy('time_start').orderBy('name'));
}

export function findEvent(db: Db, id: string): EventsTable | undefined {
  return first(db, db.kysely.selectFrom('events').selectAll().where('id', '=', id).where('deleted_at', 'is', null));
}

/** The live event named `name` in any case, other than `exceptId` (the one being edited). */
export function findEventNamed(db: Db, name: string, exceptId?: string): EventsTable | undefined {
  let query = db.kysely
    .selectFrom('events')
    .selectAll()
    .where('deleted_at', 'is', null)
    .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()));
  if (exceptId) query = query.where('id', '!=', exceptId);
  return first(db, query);
}

export function findWorkshopTitled(db: Db, title: string, exceptId?: string): WorkshopsTable | undefined {
  let query = db.kysely
    .selectFrom('workshops')
    .selectAll()
    .where('deleted_at', 'is', null)
    .where((eb) => eb(eb.fn('lower', ['title']), '=', title.toLowerCase()));
  if (exceptId) query = query.where('id', '!=', exceptId);
  return first(db, query);
}

/**
 * The live workshops by date and start time, then title. The time is free text ('10:00 AM - 1:00 PM', '10 - 12 PM'),
 * read by the check-in window's parser; a workshop whose time names no clock time comes after the others of its day.
 */
export function listWorkshops(db: Db): WorkshopsTable[] {
  const rows = all(
    db,
    db.kysely.selectFrom('workshops').selectAll().where('deleted_at', 'is', null).orderBy('date').orderBy('title'),
  );
  const startOf = (row: WorkshopsTable) => workshopTimes(row.date, row.time).start ?? '99:99';
  return rows
    .map((row) => ({ row, start: startOf(row) }))
    .sort((a, b) => a.row.date.localeCompare(b.row.date) || a.start.localeCompare(b.start))
    .map(({ row }) => row);
}

export function findWorkshop(db: Db, id: string): WorkshopsTable | undefined {
  return first(db, db.kysely.selectFrom('workshops').selectAll().where('id', '=', id).where('deleted_at', 'is', null));
}

/** Inserts a seeded row unless its seed key is already there (edited or deleted rows stay as staff left them). */
export function insertEventIfMissing(db: Db, row: EventsTable): number {
  return run(
    db,
    db.kysely
      .insertInto('events')
      .values(row)
      .onConflict((oc) => oc.column('seed_key').doNothing()),
  );
}

export function insertWorkshopIfMissing(db: Db, row: WorkshopsTable): number {
  return run(
    db,
    db.kysely
      .insertInto('workshops')
      .values(row)
      .onConflict((oc) => oc.column('seed_key').doNothing()),
  );
}

export function insertEvent(db: Db, row: EventsTable): void {
  run(db, db.kysely.insertInto('events').values(row));
}

export function updateEvent(db: Db, id: string, changes: Partial<EventsTable>): number {
  return run(db, db.kysely.updateTable('events').set(changes).where('id', '=', id).where('deleted_at', 'is', null));
}

export function insertWorkshop(db: Db, row: WorkshopsTable): void {
  run(db, db.kysely.insertInto('workshops').values(row));
}

export function updateWorkshop(db: Db, id: string, changes: Partial<WorkshopsTable>): number {
  return run(db, db.kysely.updateTable('workshops').set(changes).where('id', '=', id).where('deleted_at', 'is', null));
}

/** Active registrations per event or workshop id (docs/product.md#events-and-workshops-catalogue: an item shows its registration count). */
export function registrationCounts(db: Db, itemType: 'event' | 'workshop'): Map<string, number> {
  const rows = all(
    db,
    db.kysely
      .selectFrom('registrations')
      .select(['item_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('item_type', '=', itemType)
      .where('status', '=', 'registered')
      .groupBy('item_id'),
  );
  return new Map(rows.map((r) => [r.item_id, Number(r.n)]));
}
