import path from 'node:path';
import SQLite from 'better-sqlite3';
import { ensurePrivateFile } from './data-dir';
import { StartFailure } from './start-failure';

export const LOCK_FILE = 'server.lock';

/**
 * One server per DATA_DIR. Two servers on one folder would each run a mail worker, keep their own rate-limit
 * counters and accept scans that the other's devices never learn of until a pull. The lock is SQLite's own
 * exclusive lock on DATA_DIR/server.lock (a file lock the operating system drops when the process ends, however it
 * ends — kill -9 and power loss included, so there is never a stale lock to delete by hand). The CLIs (staff,
 * passes, seed:demo) do not take it: they work beside a running server, as the README says.
 */
export function lockDataDir(dataDir: string): { release(): void } {
  ensurePrivateFile(path.join(dataDir, LOCK_FILE));
  const lock = new SQLite(path.join(dataDir, LOCK_FILE), { timeout: 0 });
  try {
    lock.pragma('locking_mode = EXCLUSIVE');
    lock.exec('BEGIN EXCLUSIVE');
  } catch (error) {
    lock.close();
    if (String((error as { code?: unknown }).code).startsWith('SQLITE_BUSY')) {
      throw new StartFailure(
        `Another server is already running with DATA_DIR ${dataDir}. Stop it first, or give this server its own DATA_DIR.`,
      );
    }
    throw error;
  }
  return {
    release() {
      if (lock.open) lock.close();
    },
  };
}
