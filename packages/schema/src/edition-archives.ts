// The next edition and the archives of finished ones: the wire types of POST /admin/editions and
// GET /admin/editions/archives, the archive's CSV files and the messages both the screen and the API use.

/** The CSV files written into every archive's csv/ folder, in the order the screen lists them. */
export const ARCHIVE_CSV_FILES = [
  'participants.csv',
  'payments.csv',
  'registrations.csv',
  'attendance.csv',
  'kits.csv',
  'accommodation.csv',
  'results.csv',
  'certificates.csv',
] as const;
export type ArchiveCsvFile = (typeof ARCHIVE_CSV_FILES)[number];

/** What the list of CSV files calls each one. */
export const ARCHIVE_CSV_LABELS: Record<ArchiveCsvFile, string> = {
  'participants.csv': 'Participants',
  'payments.csv': 'Payments',
  'registrations.csv': 'Event and workshop registrations',
  'attendance.csv': 'Check-ins',
  'kits.csv': 'Kits issued',
  'accommodation.csv': 'Accommodation',
  'results.csv': 'Event results',
  'certificates.csv': 'Certificates',
};

/** An archive folder's name: the edition label made safe, then the UTC time ('25-26-2026-11-29T04-18-29-123Z'). */
export const ARCHIVE_NAME_PATTERN = /^[A-Za-z0-9_-]{1,120}$/;

/** One finished edition's archive, as GET /admin/editions/archives lists it. */
export interface EditionArchive {
  name: string;
  /** The finished edition's label and title, as they were. */
  label: string;
  title: string;
  startDate: string;
  endDate: string;
  archivedAt: string;
  archivedBy: string;
  counts: { participants: number; checkIns: number; kits: number; uploads: number };
  csvFiles: ArchiveCsvFile[];
  /** Scans of this edition that desks sent after the switch, kept beside it (docs/sync.md). */
  lateScans: number;
}

export const EDITION_MESSAGES = {
  confirmMismatch: (label: string) =>
    `Type the current edition’s label, ${label}, exactly to confirm. Nothing was changed.`,
  changedWhileArchiving:
    'Someone registered, paid or was scanned while the archive was being written, so the archive would miss it. Nothing was changed; please try again.',
  archiveNotWritten: (reason: string) => `The archive could not be written: ${reason} Nothing was changed.`,
  notStarted:
    'The next edition could not be started, so nothing was changed and no archive was kept. The server log says why.',
  started: (title: string) => `${title} has started. The finished edition is archived.`,
  archiveNotFound: 'No such archive or file.',
} as const;
