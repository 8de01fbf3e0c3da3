import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect, type Compilable, type Migration } from 'kysely';
import { ensurePrivateFile } from '../lib/data-dir';
import { StartFailure } from '../lib/start-failure';
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
  // Owner-only (it holds password hashes); the -wal and -shm files SQLite creates take the database file's mode.
  if (file !== ':memory:' && file !== '') ensurePrivateFile(file);
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

/**
 * Runs every pending migration in one BEGIN IMMEDIATE transaction. Kysely runs SQLite migrations without one (its
 * SQLite adapter reports no transactional DDL, though SQLite has it): a start killed or out of disk half-way through a
 * multi-statement migration left it half-applied and unrecorded, and every later start failed on its first statement
 * ('duplicate column'). In one transaction a failed migration leaves the database as it was. (Another process's
 * migration holds the write lock meanwhile: a CLI started at the same moment waits for it, up to the busy timeout.)
 * `migrations`: the list to run, MIGRATIONS unless a test stands in an older or a broken release.
 */
export async function migrateToLatest(db: Db, migrations: Record<string, Migration> = MIGRATIONS): Promise<void> {
  const migrator = new Migrator({
    db: db.kysely,
    provider: { getMigrations: async () => migrations },
  });
  db.sqlite.exec('BEGIN IMMEDIATE');
  let outcome: Awaited<ReturnType<Migrator['migrateToLatest']>>;
  try {
    outcome = await migrator.migrateToLatest();
  } catch (error) {
    db.sqlite.exec('ROLLBACK');
    throw error;
  }
  const { error, results } = outcome;
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    if (db.sqlite.inTransaction) db.sqlite.exec('ROLLBACK');
    if (String(error).includes('corrupted migrations')) {
      throw new StartFailure(
        `The database in ${path.dirname(db.sqlite.name)} was migrated by a newer release of the server (${String(error)}). ` +
          'Run that release again, or restore a backup made for this one.',
      );
    }
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
  }
  db.sqlite.exec('COMMIT');
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
