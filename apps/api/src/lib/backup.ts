import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from './data-dir';

/**
 * What a backup holds: the database, the pass-signing keys (without them no saved pass verifies), the uploads, the
 * team photos and the certificate template's images (signatures and logo). The certificate PDFs are a cache: left out.
 */
export interface BackupSource {
  databaseFile: string;
  keysDir: string;
  uploadsDir: string;
  /** DATA_DIR/team-photos (modules/team): each named by the database, like the uploads. */
  teamPhotosDir: string;
  /** DATA_DIR/certificate-images (modules/certificates): the signatures and the logo drawn on every certificate. */
  certificateImagesDir: string;
}

export interface BackupSummary {
  folder: string;
  participants: number;
  checkIns: number;
  kits: number;
  keys: number;
  uploads: number;
  /** Uploads hard-linked from the previous backup in the same folder instead of copied (they never change). */
  uploadsLinked: number;
  teamPhotos: number;
  certificateImages: number;
}

export const BACKUP_PREFIX = 'symposium-backup-';

export class BackupFailure extends Error {}

export interface BackupOptions {
  now?: Date;
  keep?: number;
  /** The new folder's name instead of symposium-backup-<time> (an edition's archive, modules/edition). */
  name?: string;
}

/**
 * Copies DATA_DIR's data into a new owner-only folder `<parent>/symposium-backup-<UTC time>`. The database is copied
 * with SQLite's online backup, so it is a consistent snapshot even while the server keeps writing (WAL included), and
 * checked (quick_check) before the backup is reported. Payment screenshots never change once written: one already in
 * the newest earlier backup of `parent` is hard-linked rather than copied, so frequent backups cost little room.
 * With `keep`, only that many backups (the newest) stay in `parent`.
 */
export async function backupDataDir(
  source: BackupSource,
  parent: string,
  options: BackupOptions = {},
): Promise<BackupSummary> {
  try {
    return await writeBackup(source, parent, options);
  } catch (error) {
    // The folder cannot be made or written (a file in the way, no permission, a USB stick full or not mounted).
    const failure = error as NodeJS.ErrnoException;
    if (failure.code && failure.syscall) {
      throw new BackupFailure(
        `${failure.message}. Check that ${parent} is a folder this user can write to, on a disk with room.`,
      );
    }
    throw error;
  }
}

async function writeBackup(source: BackupSource, parent: string, options: BackupOptions): Promise<BackupSummary> {
  if (!fs.existsSync(source.databaseFile))
    throw new BackupFailure(`There is no database to back up (${source.databaseFile} does not exist).`);
  fs.mkdirSync(parent, { recursive: true, mode: PRIVATE_DIR_MODE });
  const previous = backupsIn(parent).at(-1);
  const folder = path.join(parent, options.name ?? BACKUP_PREFIX + folderTime(options.now ?? new Date()));
  try {
    fs.mkdirSync(folder, { mode: PRIVATE_DIR_MODE });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST')
      throw new BackupFailure(`${folder} already exists: nothing was written.`);
    throw error;
  }
  try {
    const databaseCopy = path.join(folder, path.basename(source.databaseFile));
    const live = new SQLite(source.databaseFile, { readonly: true, fileMustExist: true });
    try {
      await live.backup(databaseCopy);
    } finally {
      live.close();
    }
    giveCopyItsOwnSyncEpoch(databaseCopy);
    fs.chmodSync(databaseCopy, PRIVATE_FILE_MODE);
    const counts = checkCopy(databaseCopy);
    const keys = copyFolder(source.keysDir, path.join(folder, path.basename(source.keysDir)));
    const uploadsFolder = path.join(folder, path.basename(source.uploadsDir));
    const earlierUploads = previous ? path.join(parent, previous, path.basename(source.uploadsDir)) : null;
    const uploads = copyFolder(source.uploadsDir, uploadsFolder, earlierUploads);
    const teamPhotosName = path.basename(source.teamPhotosDir);
    const earlierTeamPhotos = previous ? path.join(parent, previous, teamPhotosName) : null;
    const teamPhotos = copyFolder(source.teamPhotosDir, path.join(folder, teamPhotosName), earlierTeamPhotos);
    const imagesName = path.basename(source.certificateImagesDir);
    const earlierImages = previous ? path.join(parent, previous, imagesName) : null;
    const certificateImages = copyFolder(source.certificateImagesDir, path.join(folder, imagesName), earlierImages);
    if (options.keep) pruneBackups(parent, options.keep);
    return {
      folder,
      ...counts,
      keys: keys.files,
      uploads: uploads.files,
      uploadsLinked: uploads.linked,
      teamPhotos: teamPhotos.files,
      certificateImages: certificateImages.files,
    };
  } catch (error) {
    // Nothing half-written is left looking like a backup.
    fs.rmSync(folder, { recursive: true, force: true });
    throw error;
  }
}

/** A time as a folder name's part: 2026-11-29T04-18-29-123Z. */
export const folderTime = (at: Date) => at.toISOString().replace(/[:.]/g, '-');

/**
 * A restored backup is an older database under the same sync epoch: the scanners' cursors point past changes it never
 * had, and once its own change sequence overtakes them a desk would pull from there and silently miss what the
 * restored server wrote since (docs/sync.md "Pull"). A new epoch in the copy makes every cursor unknown to a server
 * started on it, so each desk is told to download a fresh snapshot (it keeps its outbox).
 */
function giveCopyItsOwnSyncEpoch(file: string) {
  const copy = new SQLite(file, { fileMustExist: true });
  try {
    if (copy.prepare("select 1 from sqlite_master where type = 'table' and name = 'sync_meta'").get() === undefined)
      return;
    copy.prepare("update sync_meta set value = lower(hex(randomblob(6))) where key = 'epoch'").run();
  } finally {
    copy.close();
  }
}

/** The backups this command made in `parent`, oldest first (their names sort by time). */
export function backupsIn(parent: string): string[] {
  if (!fs.existsSync(parent)) return [];
  return fs
    .readdirSync(parent, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name.startsWith(BACKUP_PREFIX))
    .map((entry) => entry.name)
    .sort();
}

function pruneBackups(parent: string, keep: number) {
  const all = backupsIn(parent);
  for (const name of all.slice(0, Math.max(0, all.length - keep)))
    fs.rmSync(path.join(parent, name), { recursive: true, force: true });
}

function checkCopy(file: string): Pick<BackupSummary, 'participants' | 'checkIns' | 'kits'> {
  const copy = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    const check = copy.pragma('quick_check', { simple: true });
    if (check !== 'ok') throw new BackupFailure(`The copied database failed SQLite's check (${String(check)}).`);
    const count = (sql: string) => (copy.prepare(sql).get() as { n: number }).n;
    return {
      participants: count("select count(*) as n from users where role = 'user'"),
      checkIns: count('select count(*) as n from attendance'),
      kits: count('select count(*) as n from kits'),
    };
  } finally {
    copy.close();
  }
}

/** Copies the files of `from` (one level: keys, uploads and team photos hold no folders) owner-only; `linkFrom` offers same files to link. */
function copyFolder(from: string, to: string, linkFrom: string | null = null): { files: number; linked: number } {
  fs.mkdirSync(to, { mode: PRIVATE_DIR_MODE });
  if (!fs.existsSync(from)) return { files: 0, linked: 0 };
  let files = 0;
  let linked = 0;
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    files += 1;
    if (linkFrom && sameFile(source, path.join(linkFrom, entry.name))) {
      try {
        fs.linkSync(path.join(linkFrom, entry.name), target);
        linked += 1;
        continue;
      } catch {
        // Another file system, or links not allowed: copied below.
      }
    }
    fs.copyFileSync(source, target, fs.constants.COPYFILE_EXCL);
    fs.chmodSync(target, PRIVATE_FILE_MODE);
    // Kept, so the next backup knows the copy for the same file.
    const { atime, mtime } = fs.statSync(source);
    fs.utimesSync(target, atime, mtime);
  }
  return { files, linked };
}

function sameFile(a: string, b: string): boolean {
  try {
    const [left, right] = [fs.statSync(a), fs.statSync(b)];
    // Within a millisecond or two: the copy's time was set from a Date (whole milliseconds), and the file system
    // stores it as a binary fraction of a second that can land just below (…006.999 for a source's …007.499).
    // A screenshot or team photo never changes once written (its name is random), so its size and time are enough.
    return left.size === right.size && Math.abs(left.mtimeMs - right.mtimeMs) < 2;
  } catch {
    return false;
  }
}
