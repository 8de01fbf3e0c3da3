import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { ACCOMMODATION_CSV_COLUMNS } from '@symposium/schema/accommodation';
import { PARTICIPANT_CSV_COLUMNS } from '@symposium/schema/admin-users';
import { editionTitle, type Edition } from '@symposium/schema/edition';
import {
  ARCHIVE_CSV_FILES,
  ARCHIVE_NAME_PATTERN,
  type ArchiveCsvFile,
  type EditionArchive,
} from '@symposium/schema/edition-archives';
import type { AccommodationRequestsTable, UsersTable } from '../../db/database';
import type { Env } from '../../env';
import { backupDataDir, folderTime } from '../../lib/backup';
import { toCsv, type CsvCell } from '../../lib/csv';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../../lib/data-dir';
import { venueDateTime } from '../../lib/dates';
import { accommodationCsvRow } from '../accommodation/accommodation.mapper';
import { participantCsvRow } from '../admin-users/participant-csv';

/** Where finished editions are kept: DATA_DIR/archives/<label>-<UTC time>/, each a complete data folder. */
export const archivesDir = (env: Pick<Env, 'DATA_DIR'>) => path.join(env.DATA_DIR, 'archives');

/** The metadata file beside the archive's data (not read by a server started on the folder). */
const ARCHIVE_INFO = 'archive.json';

export const archiveNameOf = (label: string, at: Date) =>
  `${label.replace(/[^A-Za-z0-9_-]+/g, '-').replace(/^-+|-+$/g, '') || 'edition'}-${folderTime(at)}`;

type ArchiveInfo = Omit<EditionArchive, 'csvFiles' | 'lateScans'>;

export interface WrittenArchive {
  name: string;
  folder: string;
  info: ArchiveInfo;
  csvFiles: ArchiveCsvFile[];
  /** The payment screenshots the archive holds: removed from the live uploads once the new edition has started. */
  uploads: string[];
  /** What the participant tables held when the copy was taken (see participantDataFingerprint). */
  fingerprint: string;
}

/**
 * What the participant tables hold, in a few numbers: counts and the newest change of each table the next edition
 * clears. Read from the archive's copy and again inside the switch's transaction: if a registration, a payment
 * decision or a scan landed while the archive was being written, the two differ and nothing is cleared.
 */
export function participantDataFingerprint(sqlite: SQLite.Database): string {
  const queries = [
    "select count(*) as n, max(updated_at) as latest from users where role = 'user'",
    'select count(*) as n, max(updated_at) as latest from registrations',
    'select count(*) as n, max(updated_at) as latest from accommodation_requests',
    'select count(*) as n, max(updated_at) as latest from attendance',
    'select count(*) as n, max(updated_at) as latest from kits',
    'select count(*) as n, max(id) as latest from scan_log',
    'select count(*) as n, max(updated_at) as latest from results',
    'select count(*) as n, max(updated_at) as latest from certificates',
  ];
  return JSON.stringify(queries.map((sql) => sqlite.prepare(sql).get()));
}

/**
 * Writes the finished edition's archive: the complete backup `npm run backup` makes (lib/backup.ts: the database
 * through SQLite's online backup, with a sync epoch of its own, the keys and the uploads), its CSV files in csv/, and
 * archive.json. A failure removes the folder.
 */
export async function writeArchive(env: Env, edition: Edition, archivedBy: string, at: Date): Promise<WrittenArchive> {
  const name = archiveNameOf(edition.label, at);
  const backup = await backupDataDir(env, archivesDir(env), { name, now: at });
  try {
    const copy = new SQLite(path.join(backup.folder, path.basename(env.databaseFile)), {
      readonly: true,
      fileMustExist: true,
    });
    let fingerprint: string;
    let csvFiles: ArchiveCsvFile[];
    try {
      csvFiles = writeCsvFiles(copy, path.join(backup.folder, 'csv'), edition.timeZone);
      fingerprint = participantDataFingerprint(copy);
    } finally {
      copy.close();
    }
    const info: ArchiveInfo = {
      name,
      label: edition.label,
      title: editionTitle(edition),
      startDate: edition.startDate,
      endDate: edition.endDate,
      archivedAt: at.toISOString(),
      archivedBy,
      counts: {
        participants: backup.participants,
        checkIns: backup.checkIns,
        kits: backup.kits,
        uploads: backup.uploads,
      },
    };
    fs.writeFileSync(path.join(backup.folder, ARCHIVE_INFO), JSON.stringify(info, null, 2), {
      mode: PRIVATE_FILE_MODE,
    });
    const uploads = fs.readdirSync(path.join(backup.folder, path.basename(env.uploadsDir)));
    return { name, folder: backup.folder, info, csvFiles, uploads, fingerprint };
  } catch (error) {
    removeArchive(env, name);
    throw error;
  }
}

/** Removes an archive folder that was not completed (the switch failed after it was written). */
export function removeArchive(env: Pick<Env, 'DATA_DIR'>, name: string): void {
  fs.rmSync(path.join(archivesDir(env), name), { recursive: true, force: true });
}

/** The archive's CSV files, read from its own database copy: what the files say is what the archive holds. */
function writeCsvFiles(copy: SQLite.Database, folder: string, timeZone: string): ArchiveCsvFile[] {
  // Times on the edition's clock, as the live exports write them.
  const when = (at: string | null) => (at ? venueDateTime(at, timeZone) : '');
  fs.mkdirSync(folder, { mode: PRIVATE_DIR_MODE });
  const rows = <T>(sql: string) => copy.prepare(sql).all() as T[];
  const participants = rows<UsersTable>(
    "select * from users where role = 'user' order by participant_id is null, participant_id, created_at, id",
  );
  const files: Record<ArchiveCsvFile, { header: readonly string[]; rows: CsvCell[][] }> = {
    'participants.csv': {
      header: PARTICIPANT_CSV_COLUMNS,
      rows: participants.map((u) => participantCsvRow(u, timeZone)),
    },
    'payments.csv': {
      header: [
        'Participant ID',
        'Name',
        'Email',
        'Registration Type',
        'Amount',
        'Transaction ID',
        'Payment Status',
        'Rejection Reason',
        'Notes',
        'Screenshot',
        'Registered At',
        'Verified At',
      ],
      rows: participants.map((u) => [
        u.participant_id,
        u.name,
        u.email,
        u.registration_type,
        u.payment_amount,
        u.transaction_id,
        u.payment_status,
        u.rejection_reason,
        u.payment_notes,
        // The file's name in the archive's uploads/ folder.
        u.payment_screenshot ? path.basename(u.payment_screenshot) : '',
        when(u.created_at),
        when(u.verified_at),
      ]),
    },
    'registrations.csv': {
      header: ['Participant ID', 'Name', 'Email', 'Type', 'Event or Workshop', 'Status', 'Registered At'],
      rows: rows<Record<string, string | null>>(
        `select u.participant_id, u.name, u.email, r.item_type, coalesce(e.name, w.title, r.item_id) as item, r.status, r.created_at
           from registrations r join users u on u.id = r.user_id
           left join events e on r.item_type = 'event' and e.id = r.item_id
           left join workshops w on r.item_type = 'workshop' and w.id = r.item_id
          order by item, u.name, r.created_at`,
      ).map((r) => [r.participant_id, r.name, r.email, r.item_type, r.item, r.status, when(r.created_at)]),
    },
    'attendance.csv': {
      header: [
        'Participant ID',
        'Name',
        'College',
        'Type',
        'Event or Workshop',
        'Check-in Time',
        'Desk',
        'Checked In By',
      ],
      rows: rows<Record<string, string | null>>(
        `select a.participant_id, u.name, u.college, a.item_type, coalesce(e.name, w.title, a.item_id) as item, a.check_in_time, a.desk_name, a.staff_name
           from attendance a join users u on u.id = a.user_id
           left join events e on a.item_type = 'event' and e.id = a.item_id
           left join workshops w on a.item_type = 'workshop' and w.id = a.item_id
          order by a.check_in_time, a.participant_id`,
      ).map((r) => [
        r.participant_id,
        r.name,
        r.college,
        r.item_type,
        r.item,
        when(r.check_in_time),
        r.desk_name,
        r.staff_name,
      ]),
    },
    'kits.csv': {
      header: [
        'Participant ID',
        'Name',
        'ID Card Number',
        'Contents',
        'Collection Point',
        'Issued At',
        'Desk',
        'Issued By',
      ],
      rows: rows<Record<string, string | null>>(
        `select k.participant_id, u.name, k.id_card_number, k.contents, k.collection_point, k.issued_at, k.desk_name, k.staff_name
           from kits k join users u on u.id = k.user_id order by k.issued_at, k.participant_id`,
      ).map((r) => [
        r.participant_id,
        r.name,
        r.id_card_number,
        (JSON.parse(r.contents ?? '[]') as { item: string; quantity: number }[])
          .map((c) => `${c.item} × ${c.quantity}`)
          .join('; '),
        r.collection_point,
        when(r.issued_at),
        r.desk_name,
        r.staff_name,
      ]),
    },
    'accommodation.csv': {
      header: ACCOMMODATION_CSV_COLUMNS,
      rows: rows<AccommodationRequestsTable>('select * from accommodation_requests order by seq').map(
        accommodationCsvRow,
      ),
    },
    'results.csv': {
      header: ['Event', 'Category', 'Position', 'Participant ID', 'Name', 'College', 'Published At'],
      rows: rows<Record<string, string | number | null>>(
        `select e.name as event, e.category, w.position, u.participant_id, u.name, u.college, r.published_at
           from result_winners w join results r on r.item_type = w.item_type and r.item_id = w.item_id
           join users u on u.id = w.user_id
           left join events e on e.id = w.item_id
          order by e.name, w.position, u.name`,
      ).map((r) => [
        r.event,
        r.category,
        r.position,
        r.participant_id,
        r.name,
        r.college,
        when(r.published_at as string | null),
      ]),
    },
    'certificates.csv': {
      header: [
        'Certificate ID',
        'Kind',
        'Participant ID',
        'Name',
        'College',
        'Type',
        'Event or Workshop',
        'Position',
        'Issued At',
        'Revoked At',
        'Revoked Reason',
      ],
      rows: rows<Record<string, string | number | null>>(
        `select c.id, c.kind, u.participant_id, u.name, u.college, c.item_type, coalesce(e.name, w.title, c.item_id) as item,
                c.position, c.issued_at, c.revoked_at, c.revoked_reason
           from certificates c join users u on u.id = c.user_id
           left join events e on c.item_type = 'event' and e.id = c.item_id
           left join workshops w on c.item_type = 'workshop' and w.id = c.item_id
          order by u.participant_id, item, c.kind`,
      ).map((r) => [
        r.id,
        r.kind,
        r.participant_id,
        r.name,
        r.college,
        r.item_type,
        r.item,
        r.position,
        when(r.issued_at as string | null),
        when(r.revoked_at as string | null),
        r.revoked_reason,
      ]),
    },
  };
  for (const file of ARCHIVE_CSV_FILES) {
    fs.writeFileSync(path.join(folder, file), toCsv(files[file].header, files[file].rows), { mode: PRIVATE_FILE_MODE });
  }
  return [...ARCHIVE_CSV_FILES];
}

/** The archives in DATA_DIR/archives, newest first (folders without archive.json are not archives of this feature). */
export function listArchives(env: Pick<Env, 'DATA_DIR'>, lateScans: (name: string) => number): EditionArchive[] {
  const dir = archivesDir(env);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && ARCHIVE_NAME_PATTERN.test(entry.name))
    .flatMap((entry) => {
      try {
        const info = JSON.parse(fs.readFileSync(path.join(dir, entry.name, ARCHIVE_INFO), 'utf8')) as ArchiveInfo;
        const csvFiles = ARCHIVE_CSV_FILES.filter((file) => fs.existsSync(path.join(dir, entry.name, 'csv', file)));
        return [{ ...info, name: entry.name, csvFiles, lateScans: lateScans(entry.name) }];
      } catch {
        return [];
      }
    })
    .sort((a, b) => b.archivedAt.localeCompare(a.archivedAt));
}

/**
 * The path of one archive's CSV file, or null. Both names are checked against their fixed forms (no separators, no
 * dots but the file's own), so no request reaches outside DATA_DIR/archives/<name>/csv.
 */
export function archiveCsvPath(env: Pick<Env, 'DATA_DIR'>, name: string, file: string): string | null {
  if (!ARCHIVE_NAME_PATTERN.test(name) || !(ARCHIVE_CSV_FILES as readonly string[]).includes(file)) return null;
  const full = path.join(archivesDir(env), name, 'csv', file);
  return fs.existsSync(full) && fs.statSync(full).isFile() ? full : null;
}
