import { PARTICIPANT_ID } from '@symposium/schema/constants';
import type { Db } from '../../db/client';

/** Tables another feature may add that hold one edition's participant data: cleared when present. */
const OPTIONAL_PARTICIPANT_TABLES = ['results'] as const;

function tableExists(db: Db, name: string): boolean {
  return db.sqlite.prepare("select 1 from sqlite_master where type = 'table' and name = ?").get(name) !== undefined;
}

/**
 * Removes one edition's participant data from the live database (inside the switch's transaction). Staff accounts,
 * their devices and sessions, the settings, the catalogue, the audit trail and the contact messages stay; `team_*`
 * tables are not touched. Children go before the accounts they point at (attendance and kits hold no cascade).
 */
export function clearParticipantData(db: Db): Record<string, number> {
  const participants = "(select id from users where role = 'user')";
  const statements: [string, string][] = [
    ['attendance', 'delete from attendance'],
    ['kits', 'delete from kits'],
    ['scanLog', 'delete from scan_log'],
    ['registrations', `delete from registrations where user_id in ${participants}`],
    ['accommodationRequests', 'delete from accommodation_requests'],
    ['registrationSubmissions', 'delete from registration_submissions'],
    ['passwordResets', `delete from password_resets where user_id in ${participants}`],
    ['refreshTokens', `delete from refresh_tokens where user_id in ${participants}`],
    ['mailQueue', 'delete from mail_queue'],
    ['mailSwept', 'delete from mail_swept'],
    // The finished edition's bank statements (the archive's database keeps them); the column mappings stay.
    ['statementLinks', 'delete from bank_statement_lines'],
    ['statementLines', 'delete from statement_lines'],
    ['statements', 'delete from bank_statements'],
    // The desks download a fresh roster from nothing (new epoch): the change log keeps only the catalogue's rows.
    ['syncChanges', "delete from sync_changes where entity in ('participant', 'registration', 'attendance', 'kit')"],
  ];
  const removed: Record<string, number> = {};
  for (const [what, sql] of statements) removed[what] = db.sqlite.prepare(sql).run().changes;
  for (const table of OPTIONAL_PARTICIPANT_TABLES) {
    if (tableExists(db, table)) removed[table] = db.sqlite.prepare(`delete from ${table}`).run().changes;
  }
  removed.participants = db.sqlite.prepare("delete from users where role = 'user'").run().changes;
  return removed;
}

/** The participant ID sequence starts again: the new edition's first ID is PREFIX-0001. */
export function restartParticipantIds(db: Db): void {
  db.sqlite.prepare('update counters set value = 0 where name = ?').run(PARTICIPANT_ID.counter);
}
