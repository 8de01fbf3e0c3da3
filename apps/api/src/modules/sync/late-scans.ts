import path from 'node:path';
import SQLite from 'better-sqlite3';
import { EDITION_ENDED, type Mutation, type MutationResult } from '@symposium/sync/protocol';
import type { Db } from '../../db/client';
import type { ScanSource } from './sync.apply';

/**
 * Scans of a finished edition that reach the server after the next edition started (docs/sync.md, "An edition
 * switch"). A desk that scanned before the switch and synced after — or a desk re-sending the scans the server had
 * acknowledged, as every desk does when its roster is reset — sends scans whose time is before the switch. They are
 * never applied to the new edition (its participants are other people, numbered afresh); each is answered and kept in
 * `archived_late_scans` under the archive's name:
 * - a scan the archive's scan log already holds (acknowledged before the switch) answers its archived result, so the
 *   desk's lists stay as they were;
 * - any other answers `rejected` EDITION_ENDED: acknowledged, so the desk stops sending it, and not counted anywhere.
 */
export const EDITION_SWITCH_KEYS = { startedAt: 'edition_started_at', archive: 'edition_archive' } as const;

export interface EditionSwitch {
  /** When the next edition started (ISO, UTC): a scan made before it belongs to the finished edition. */
  startedAt: string;
  /** The finished edition's archive folder, DATA_DIR/archives/<archive>. */
  archive: string;
}

export function readEditionSwitch(db: Db): EditionSwitch | null {
  const rows = db.sqlite
    .prepare('select key, value from sync_meta where key in (?, ?)')
    .all(EDITION_SWITCH_KEYS.startedAt, EDITION_SWITCH_KEYS.archive) as {
    key: string;
    value: string;
  }[];
  const value = (key: string) => rows.find((r) => r.key === key)?.value;
  const startedAt = value(EDITION_SWITCH_KEYS.startedAt);
  const archive = value(EDITION_SWITCH_KEYS.archive);
  return startedAt && archive ? { startedAt, archive } : null;
}

/** The answer a late scan got, for a replay. */
export function storedLateResult(db: Db, mutationId: string): string | undefined {
  return (
    db.sqlite.prepare('select result from archived_late_scans where mutation_id = ?').get(mutationId) as
      { result: string } | undefined
  )?.result;
}

export function countLateScans(db: Db, archive: string): number {
  return (
    db.sqlite
      .prepare('select count(*) as n from archived_late_scans where archive = ? and in_archive_log = 0')
      .get(archive) as { n: number }
  ).n;
}

/**
 * The archive's database, opened read-only once and kept while it is the latest archive (late scans come in bursts).
 * An archive that could not be opened is tried again at the next late scan: one moved away and back (freeing a disk,
 * a restore) answers again without a restart.
 */
let archiveLog: { file: string; db: SQLite.Database | null } | null = null;

function archivedResult(db: Db, archive: string, mutationId: string): string | undefined {
  const file = path.join(path.dirname(db.sqlite.name), 'archives', archive, path.basename(db.sqlite.name));
  if (archiveLog?.file !== file || !archiveLog.db) {
    archiveLog?.db?.close();
    let opened: SQLite.Database | null = null;
    try {
      opened = new SQLite(file, { readonly: true, fileMustExist: true });
    } catch {
      // The archive was moved away: every late scan is then kept as one the archive does not hold.
    }
    archiveLog = { file, db: opened };
  }
  const row = archiveLog.db?.prepare('select result from scan_log where mutation_id = ?').get(mutationId) as
    { result: string } | undefined;
  return row?.result;
}

/** Answers and keeps one late scan (inside the push's transaction); returns the stored answer text. */
export function keepLateScan(
  db: Db,
  edition: EditionSwitch,
  m: Mutation,
  source: ScanSource,
  staff: { id: string; name: string },
  occurredAt: string,
): string {
  const archived = archivedResult(db, edition.archive, m.id);
  const result =
    archived ?? JSON.stringify({ id: m.id, status: 'rejected', ...EDITION_ENDED } satisfies MutationResult);
  db.sqlite
    .prepare(
      `insert into archived_late_scans (mutation_id, archive, device_id, desk_name, staff_user_id, staff_name, type, participant_id, item_type,
         item_id, collection_point, occurred_at, device_occurred_at, received_at, local_status, in_archive_log, result)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      m.id,
      edition.archive,
      source.deviceId,
      source.deskName,
      staff.id,
      staff.name,
      m.type,
      m.participantId,
      m.type === 'check-in' ? m.eventType : null,
      m.type === 'check-in' ? m.eventId : null,
      m.type === 'issue-kit' ? m.collectionPoint : null,
      occurredAt,
      m.occurredAt,
      source.receivedAt.toISOString(),
      m.localStatus ?? null,
      archived === undefined ? 0 : 1,
      result,
    );
  return result;
}
