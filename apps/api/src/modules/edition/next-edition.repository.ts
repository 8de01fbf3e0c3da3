import { PARTICIPANT_ID } from '@symposium/schema/constants';
import type { Db } from '../../db/client';

/**
 * Removes one edition's participant data from the live database (inside the switch's transaction). Staff accounts,
 * their devices and sessions, the settings, the catalogue, the audit trail and the contact messages stay; `team_*`
 * tables are not touched. Children go before the accounts they point at (attendance and kits hold no cascade).
 */
export function clearParticipantData(db: Db): Record<string, number> {
  const participants = "(select id from users where role = 'user')";
  const statements: [string, string][] = [
    ['certificates', 'delete from certificates'],
    ['resultWinners', 'delete from result_winners'],
    ['results', 'delete from results'],
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
  removed.participants = db.sqlite.prepare("delete from users where role = 'user'").run().changes;
  return removed;
}

/** The participant ID sequence starts again: the new edition's first ID is PREFIX-0001. */
export function restartParticipantIds(db: Db): void {
  db.sqlite.prepare('update counters set value = 0 where name = ?').run(PARTICIPANT_ID.counter);
}
