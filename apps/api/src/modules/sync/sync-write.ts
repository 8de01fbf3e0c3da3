import { ErrorCode } from '@symposium/schema/error-codes';
import { writeTransaction, type Db } from '../../db/client';
import { AppError } from '../../lib/errors';

/**
 * How long a sync or scanner write waits for another connection's write lock (a CLI, a backup) before it
 * answers 503. better-sqlite3 is synchronous, so the whole server stands still while it waits: scanners
 * retry with backoff anyway, so they wait briefly instead of the database's 5 s (docs/decisions/0018-sync-writes-restores-and-resent-scans.md).
 */
export const SYNC_BUSY_TIMEOUT_MS = 500;

export const BUSY_MESSAGES = {
  scans: 'The server is busy. Your scans are kept and will be sent again shortly.',
  other: 'The server is busy. Please try again in a moment.',
} as const;

/** SQLite busy or I/O trouble is temporary: nothing was written or acknowledged, the caller retries later. */
export function asTemporary(error: unknown, message: string = BUSY_MESSAGES.scans): never {
  const code = (error as { code?: string }).code ?? '';
  if (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_IOERR') || code.startsWith('SQLITE_FULL')) {
    throw new AppError(503, ErrorCode.TEMPORARILY_UNAVAILABLE, message, undefined, { 'Retry-After': '2' });
  }
  throw error;
}

/**
 * The one way the sync and scanner routes write: a BEGIN IMMEDIATE transaction that waits at most
 * SYNC_BUSY_TIMEOUT_MS for the write lock and turns temporary trouble into a 503 with Retry-After.
 * (Reads never wait: in WAL mode a writer does not block readers.)
 */
export function syncWrite<T>(db: Db, work: () => T, busyMessage?: string): T {
  const previous = db.sqlite.pragma('busy_timeout', { simple: true }) as number;
  db.sqlite.pragma(`busy_timeout = ${SYNC_BUSY_TIMEOUT_MS}`);
  try {
    return writeTransaction(db, work);
  } catch (error) {
    return asTemporary(error, busyMessage);
  } finally {
    db.sqlite.pragma(`busy_timeout = ${previous}`);
  }
}
