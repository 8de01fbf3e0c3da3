import path from 'node:path';
import Database from 'better-sqlite3';
import type { ApiServer } from './api-server';

/** The running server's SQLite file, opened beside it (WAL lets both write): for what no API offers. */
export function openServerDatabase(server: ApiServer) {
  const db = new Database(path.join(server.dataDir, 'symposium.sqlite'));
  db.pragma('busy_timeout = 5000');
  return db;
}
