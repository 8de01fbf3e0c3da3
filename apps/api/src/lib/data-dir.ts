import fs from 'node:fs';
import path from 'node:path';

// DATA_DIR holds password hashes (the SQLite file), payment screenshots (uploads/), the signing keys (keys/) and mail
// carrying password-reset links (outbox/): what the server creates there is owner-only, whatever the umask says
// (docs/decisions/0041-data-dir-safety.md, "Owner-only DATA_DIR").
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** Creates the folder (and any missing parent) owner-only; an existing one is left as it is. */
export function ensurePrivateDir(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
}

/**
 * Creates an empty owner-only file when there is none, before SQLite opens it: SQLite creates a missing database with
 * the umask's mode (0644), and gives its -wal and -shm files the database file's mode.
 */
export function ensurePrivateFile(file: string): void {
  ensurePrivateDir(path.dirname(file));
  fs.closeSync(fs.openSync(file, 'a', PRIVATE_FILE_MODE));
}

const modeText = (mode: number) => `0${(mode & 0o777).toString(8)}`;

/**
 * An install from before owner-only modes (0755 folders, 0644 files): tightens what the server keeps in DATA_DIR, one
 * log line each. DATA_DIR itself is the operator's folder (a mount point, a shared parent) and stays as it is; inside
 * folders that are 0700, the files' own older modes no longer matter. A chmod that fails (not the owner) is said and
 * skipped: the server still starts.
 */
export function tightenDataDir(
  paths: { dataDir: string; databaseFile: string; uploadsDir: string; outboxDir: string; keysDir: string },
  log: (line: string) => void = console.log,
): void {
  const targets: [string, number][] = [
    [paths.uploadsDir, PRIVATE_DIR_MODE],
    [paths.outboxDir, PRIVATE_DIR_MODE],
    [paths.keysDir, PRIVATE_DIR_MODE],
    [paths.databaseFile, PRIVATE_FILE_MODE],
    [`${paths.databaseFile}-wal`, PRIVATE_FILE_MODE],
    [`${paths.databaseFile}-shm`, PRIVATE_FILE_MODE],
    [path.join(paths.dataDir, 'server.lock'), PRIVATE_FILE_MODE],
  ];
  for (const [target, mode] of targets) {
    let current: number;
    try {
      current = fs.statSync(target).mode & 0o777;
    } catch {
      continue; // not there (yet)
    }
    if ((current & 0o077) === 0) continue;
    const shown = path.relative(paths.dataDir, target) || '.';
    try {
      fs.chmodSync(target, mode);
      log(`DATA_DIR: ${shown} was ${modeText(current)}, now ${modeText(mode)} (owner only)`);
    } catch (error) {
      log(
        `DATA_DIR: ${shown} is ${modeText(current)} and could not be made ${modeText(mode)}: ${(error as Error).message}`,
      );
    }
  }
}
