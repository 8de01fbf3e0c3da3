import path from 'node:path';
import Database from 'better-sqlite3';
import type { ApiServer } from './api-server';

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
export function insertEventRegistrations(server: ApiServer, eventName: string, participantIds: readonly string[], idPrefix: string) {
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
