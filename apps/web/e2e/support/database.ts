import path from 'node:path';
import { wallClockOf } from '@symposium/schema/zoned-time';
import Database from 'better-sqlite3';
import type { ApiServer } from './api-server';
import { TEST_EDITION } from './test-edition';

/** The running server's SQLite file, opened beside it (WAL lets both write): for what no API offers. */
export function openServerDatabase(server: ApiServer) {
  const db = new Database(path.join(server.dataDir, 'symposium.sqlite'));
  db.pragma('busy_timeout = 5000');
  return db;
}

/**
 * Registers the participants for the named event straight in the database, a minute apart from 08:00 UTC on
 * 1 October 2025 (the staff tables list oldest first), with ids `${idPrefix}-0`, `${idPrefix}-1`, …: for the
 * staff screens' tests, to which registering (the participant journey, the registration window) is beside the point.
 */
export function insertEventRegistrations(
  server: ApiServer,
  eventName: string,
  participantIds: readonly string[],
  idPrefix: string,
) {
  const db = openServerDatabase(server);
  const { id: eventId } = db.prepare('select id from events where name = ?').get(eventName) as { id: string };
  const insert = db.prepare(
    "insert into registrations (id, user_id, item_type, item_id, status, created_at, updated_at) values (?, ?, 'event', ?, 'registered', ?, ?)",
  );
  participantIds.forEach((userId, i) => {
    const at = new Date(Date.UTC(2025, 9, 1, 8, i)).toISOString();
    insert.run(`${idPrefix}-${i}`, userId, eventId, at, at);
  });
  db.close();
}

const HOUR_MS = 3_600_000;

/**
 * The day of the event at the desks: the events and workshops (all, or those of `itemIds`) run from two hours ago for
 * twelve hours on the edition's clock, so a test's check-ins fall inside their check-in windows (the seeded catalogue
 * is dated for the 2025 edition; docs/sync.md "Check-in rules"). Tests of the window itself date their items themselves.
 */
export function openCheckInToday(server: ApiServer, itemIds?: readonly string[]) {
  const timeZone = TEST_EDITION.timeZone;
  const from = Date.now() - 2 * HOUR_MS;
  const start = wallClockOf(from, timeZone);
  const end = wallClockOf(from + 12 * HOUR_MS, timeZone).slice(11);
  const [date, time] = [start.slice(0, 10), start.slice(11)];
  const which = itemIds ? ` where id in (select value from json_each(?))` : '';
  const ids = itemIds ? [JSON.stringify(itemIds)] : [];
  const db = openServerDatabase(server);
  db.prepare(`update events set date = ?, time_start = ?, time_end = ?${which}`).run(date, time, end, ...ids);
  db.prepare(`update workshops set date = ?, time = ?${which}`).run(date, `${time} - ${end}`, ...ids);
  db.close();
}
