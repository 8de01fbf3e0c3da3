import type { ResultParticipant } from '@symposium/schema/results';
import { all, first, run, type Db } from '../../db/client';

// The results and result_winners tables: plain functions of db, so the caller's write transaction holds them.

export interface EventRow {
  id: string;
  name: string;
  category: string;
  /** JSON text of { first, second, third } */
  prizes: string;
}

export function findLiveEvent(db: Db, id: string): EventRow | undefined {
  return first(
    db,
    db.kysely
      .selectFrom('events')
      .select(['id', 'name', 'category', 'prizes'])
      .where('id', '=', id)
      .where('deleted_at', 'is', null),
  );
}

/** Everyone checked in to the event (an admit-anyway is a check-in too), by name. */
export function checkedInParticipants(db: Db, eventId: string): ResultParticipant[] {
  return all(
    db,
    db.kysely
      .selectFrom('attendance')
      .innerJoin('users', 'users.id', 'attendance.user_id')
      .select(['users.id', 'users.participant_id as participantId', 'users.name', 'users.college'])
      .where('attendance.item_type', '=', 'event')
      .where('attendance.item_id', '=', eventId)
      .orderBy('users.name')
      .orderBy('users.id'),
  );
}

export interface ResultRow {
  item_id: string;
  published_at: string | null;
  updated_at: string;
}

export function findResult(db: Db, eventId: string): ResultRow | undefined {
  return first(
    db,
    db.kysely
      .selectFrom('results')
      .select(['item_id', 'published_at', 'updated_at'])
      .where('item_type', '=', 'event')
      .where('item_id', '=', eventId),
  );
}

export interface WinnerRow extends ResultParticipant {
  itemId: string;
  position: number;
}

/** The winners of the given events (all published events when `eventIds` is 'published'), by position then name. */
export function winnersOf(db: Db, eventIds: string[] | 'published'): WinnerRow[] {
  let query = db.kysely
    .selectFrom('result_winners as w')
    .innerJoin('users', 'users.id', 'w.user_id')
    .select([
      'w.item_id as itemId',
      'w.position',
      'users.id',
      'users.participant_id as participantId',
      'users.name',
      'users.college',
    ])
    .where('w.item_type', '=', 'event');
  if (eventIds === 'published') {
    query = query.where('w.item_id', 'in', (eb) =>
      eb.selectFrom('results').select('item_id').where('item_type', '=', 'event').where('published_at', 'is not', null),
    );
  } else {
    if (eventIds.length === 0) return [];
    query = query.where('w.item_id', 'in', eventIds);
  }
  return all(db, query.orderBy('w.item_id').orderBy('w.position').orderBy('users.name'));
}

/** Replaces the event's winners (call inside a write transaction). */
export function saveWinners(
  db: Db,
  eventId: string,
  winners: { userId: string; position: number }[],
  by: string,
  at: string,
): void {
  run(
    db,
    db.kysely
      .insertInto('results')
      .values({
        item_type: 'event',
        item_id: eventId,
        published_at: null,
        published_by: null,
        created_at: at,
        updated_at: at,
        updated_by: by,
      })
      .onConflict((oc) => oc.columns(['item_type', 'item_id']).doUpdateSet({ updated_at: at, updated_by: by })),
  );
  run(db, db.kysely.deleteFrom('result_winners').where('item_type', '=', 'event').where('item_id', '=', eventId));
  for (const w of winners) {
    run(
      db,
      db.kysely
        .insertInto('result_winners')
        .values({ item_type: 'event', item_id: eventId, user_id: w.userId, position: w.position }),
    );
  }
}

export function setPublished(db: Db, eventId: string, published: { at: string; by: string } | null, at: string): void {
  run(
    db,
    db.kysely
      .updateTable('results')
      .set({ published_at: published?.at ?? null, published_by: published?.by ?? null, updated_at: at })
      .where('item_type', '=', 'event')
      .where('item_id', '=', eventId),
  );
}

/** Published results with their events, newest event first. */
export function publishedResults(db: Db) {
  return all(
    db,
    db.kysely
      .selectFrom('results')
      .innerJoin('events', 'events.id', 'results.item_id')
      .select(['events.id', 'events.name', 'events.category', 'events.prizes', 'results.published_at'])
      .where('results.item_type', '=', 'event')
      .where('results.published_at', 'is not', null)
      .where('events.deleted_at', 'is', null)
      .orderBy('events.date', 'desc')
      .orderBy('events.name'),
  ) as (EventRow & { published_at: string })[];
}

/** How many merit certificates (revoked or not) were issued from the event's result. */
export function meritCertificatesOf(db: Db, eventId: string): number {
  const row = first(
    db,
    db.kysely
      .selectFrom('certificates')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('kind', '=', 'merit')
      .where('item_type', '=', 'event')
      .where('item_id', '=', eventId),
  );
  return Number(row?.n ?? 0);
}

export interface ResultSummaryRow extends EventRow {
  published_at: string | null;
  updated_at: string | null;
  winners: number;
  checked_in: number;
}

/** Every live event with where its result stands, for the staff's list: entered, published, who can win. */
export function resultSummaries(db: Db): ResultSummaryRow[] {
  return db.sqlite
    .prepare(
      `select e.id, e.name, e.category, e.prizes, r.published_at, r.updated_at,
         (select count(*) from result_winners w where w.item_type = 'event' and w.item_id = e.id) as winners,
         (select count(*) from attendance a where a.item_type = 'event' and a.item_id = e.id) as checked_in
       from events e
       left join results r on r.item_type = 'event' and r.item_id = e.id
       where e.deleted_at is null
       order by e.date, e.name`,
    )
    .all() as ResultSummaryRow[];
}

/** Whether any result is published: the public site then links to /results. */
export function anyResultPublished(db: Db): boolean {
  return (
    db.sqlite.prepare(`select 1 from results where item_type = 'event' and published_at is not null limit 1`).get() !==
    undefined
  );
}
