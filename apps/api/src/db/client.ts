import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect, type Compilable } from 'kysely';
import type { Database } from './database';
import { MIGRATIONS } from './migration-list';

/**
 * One SQLite file, two faces: Kysely builds queries (and runs migrations), better-sqlite3 executes
 * them synchronously. Write paths run inside `writeTransaction`, a synchronous BEGIN IMMEDIATE
 * transaction, so no await can interleave another request's queries (docs/architecture.md).
 */
export interface Db {
  sqlite: SQLite.Database;
  kysely: Kysely<Database>;
  close(): void;
}

export function openDatabase(file: string): Db {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  // The server acknowledges writes to devices that then forget them: a commit must survive power loss.
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return {
    sqlite,
    kysely,
    close: () => sqlite.close(),
  };
}

export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({
    db: db.kysely,
    provider: { getMigrations: async () => MIGRATIONS },
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
  }
}

const statements = new WeakMap<SQLite.Database, Map<string, SQLite.Statement>>();

function prepare(db: Db, sql: string): SQLite.Statement {
  let cache = statements.get(db.sqlite);
  if (!cache) statements.set(db.sqlite, (cache = new Map()));
  let stmt = cache.get(sql);
  if (!stmt) cache.set(sql, (stmt = db.sqlite.prepare(sql)));
  return stmt;
}

function bindable(params: readonly unknown[]): unknown[] {
  return params.map((p) => (typeof p === 'boolean' ? (p ? 1 : 0) : p === undefined ? null : p));
}

/** Runs a Kysely query synchronously and returns its rows. */
export function all<R>(db: Db, query: Compilable<R>): R[] {
  const compiled = query.compile();
  const stmt = prepare(db, compiled.sql);
  const params = bindable(compiled.parameters);
  if (!stmt.reader) {
    stmt.run(...params);
    return [];
  }
  return stmt.all(...params) as R[];
}

export function first<R>(db: Db, query: Compilable<R>): R | undefined {
  return all(db, query)[0];
}

/** Runs a write and returns the number of changed rows. */
export function run(db: Db, query: Compilable<unknown>): number {
  const compiled = query.compile();
  const stmt = prepare(db, compiled.sql);
  const params = bindable(compiled.parameters);
  if (stmt.reader) return stmt.all(...params).length;
  return stmt.run(...params).changes;
}

/** A synchronous BEGIN IMMEDIATE transaction: all or nothing, never interleaved. */
export function writeTransaction<T>(db: Db, work: () => T): T {
  return db.sqlite.transaction(work).immediate();
}
