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

export function listWorkshops(db: Db): WorkshopsTable[] {
  return all(
    db,
    db.kysely.selectFrom('workshops').selectAll().where('deleted_at', 'is', null).orderBy('date').orderBy('title'),
  );
}

export function findWorkshop(db: Db, id: string): WorkshopsTable | undefined {
  return first(db, db.kysely.selectFrom('workshops').selectAll().where('id', '=', id).where('deleted_at', 'is', null));
}

/** Inserts a seeded row unless its seed key is already there (edited or deleted rows stay as staff left them). */
export function insertEventIfMissing(db: Db, row: EventsTable): number {
  return run(db, db.kysely.insertInto('events').values(row).onConflict((oc) => oc.column('seed_key').doNothing()));
}

export function insertWorkshopIfMissing(db: Db, row: WorkshopsTable): number {
  return run(db, db.kysely.insertInto('workshops').values(row).onConflict((oc) => oc.column('seed_key').doNothing()));
}
