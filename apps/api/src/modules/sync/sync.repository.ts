import type SQLite from 'better-sqlite3';
import { all, first, run, type Db } from '../../db/client';
import type { AttendanceTable, DevicesTable, KitsTable, ScanLogTable } from '../../db/database';
import {
  ROSTER_EVENT_COLUMNS,
  ROSTER_USER_COLUMNS,
  ROSTER_WORKSHOP_COLUMNS,
  type EventRosterRow,
  type ParticipantRow,
  type WorkshopRosterRow,
} from './roster.mapper';

/**
 * The push hot path (thousands of mutations a second) uses prepared statements directly: building
 * and compiling a Kysely query per lookup would cost more than the lookup itself (docs/performance.md).
 */
function hotStatements(sqlite: SQLite.Database) {
  return {
    participant: sqlite.prepare(`select ${ROSTER_USER_COLUMNS.join(', ')} from users where participant_id = ?`),
    // A batch's lookups in one statement: the keys go in as one JSON array.
    participants: sqlite.prepare(
      `select ${ROSTER_USER_COLUMNS.join(', ')} from users where participant_id in (select value from json_each(?))`,
    ),
    storedResults: sqlite.prepare(
      'select mutation_id, result from scan_log where mutation_id in (select value from json_each(?))',
    ),
    event: sqlite.prepare(`select ${ROSTER_EVENT_COLUMNS.join(', ')} from events where id = ?`),
    workshop: sqlite.prepare(`select ${ROSTER_WORKSHOP_COLUMNS.join(', ')} from workshops where id = ?`),
    registration: sqlite.prepare(
      'select status from registrations where user_id = ? and item_type = ? and item_id = ?',
    ),
    attendance: sqlite.prepare('select * from attendance where user_id = ? and item_type = ? and item_id = ?'),
    kit: sqlite.prepare('select * from kits where user_id = ?'),
    scan: sqlite.prepare('select result, device_id from scan_log where mutation_id = ?'),
    staff: sqlite.prepare("select id, name from users where id = ? and role in ('coordinator', 'admin')"),
    // Positional parameters: binding a 21-key object by name costs more than the values in order.
    insertAttendance:
      sqlite.prepare(`insert into attendance (id, user_id, participant_id, item_type, item_id, check_in_time, device_id,
      desk_name, staff_user_id, staff_name, mutation_id, created_at, updated_at, forced_by_user_id, forced_by_name, forced_error, device_occurred_at)
      values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`),
    insertKit:
      sqlite.prepare(`insert into kits (id, user_id, participant_id, id_card_number, contents, collection_point, issued_at,
      device_id, desk_name, staff_user_id, staff_name, mutation_id, created_at, updated_at, device_occurred_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`),
    insertScan:
      sqlite.prepare(`insert into scan_log (mutation_id, device_id, desk_name, staff_user_id, staff_name, sent_by_user_id, type, participant_id,
      item_type, item_id, collection_point, occurred_at, device_occurred_at, received_at, status, error, local_status,
      winner_mutation_id, result, resolved_at, resolved_by, resolution, forced_error) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`),
    moveEarlier: sqlite.prepare(
      'update attendance set check_in_time = ?, updated_at = ? where id = ? and check_in_time > ?',
    ),
  };
}
const prepared = new WeakMap<SQLite.Database, ReturnType<typeof hotStatements>>();
function hot(db: Db) {
  let statements = prepared.get(db.sqlite);
  if (!statements) prepared.set(db.sqlite, (statements = hotStatements(db.sqlite)));
  return statements;
}

export function findParticipantByPid(db: Db, participantId: string): ParticipantRow | undefined {
  return hot(db).participant.get(participantId) as ParticipantRow | undefined;
}

export function findParticipantsByPids(db: Db, participantIds: readonly string[]): ParticipantRow[] {
  return participantIds.length ? (hot(db).participants.all(JSON.stringify(participantIds)) as ParticipantRow[]) : [];
}

/** A staff account (coordinator or admin) by id, enabled or not: who scanned stays true after the account is disabled. */
export function findStaffMember(db: Db, id: string): { id: string; name: string } | undefined {
  return hot(db).staff.get(id) as { id: string; name: string } | undefined;
}

export function findEventRow(db: Db, id: string) {
  return hot(db).event.get(id) as EventRosterRow | undefined;
}

export function findWorkshopRow(db: Db, id: string) {
  return hot(db).workshop.get(id) as WorkshopRosterRow | undefined;
}

/** The status of a participant's registration for an item ('registered', 'cancelled'), undefined without one. */
export function findRegistrationStatus(db: Db, userId: string, itemType: 'event' | 'workshop', itemId: string) {
  return hot(db).registration.get(userId, itemType, itemId) as { status: 'registered' | 'cancelled' } | undefined;
}

export function findAttendance(
  db: Db,
  userId: string,
  itemType: 'event' | 'workshop',
  itemId: string,
): AttendanceTable | undefined {
  return hot(db).attendance.get(userId, itemType, itemId) as AttendanceTable | undefined;
}

export function insertAttendance(db: Db, r: AttendanceTable): void {
  hot(db).insertAttendance.run(
    r.id,
    r.user_id,
    r.participant_id,
    r.item_type,
    r.item_id,
    r.check_in_time,
    r.device_id,
    r.desk_name,
    r.staff_user_id,
    r.staff_name,
    r.mutation_id,
    r.created_at,
    r.updated_at,
    r.forced_by_user_id,
    r.forced_by_name,
    r.forced_error,
    r.device_occurred_at,
  );
}

export function moveCheckInEarlier(db: Db, id: string, time: string, at: string): void {
  hot(db).moveEarlier.run(time, at, id, time);
}

export function findKit(db: Db, userId: string): KitsTable | undefined {
  return hot(db).kit.get(userId) as KitsTable | undefined;
}

export function insertKit(db: Db, r: KitsTable): void {
  hot(db).insertKit.run(
    r.id,
    r.user_id,
    r.participant_id,
    r.id_card_number,
    r.contents,
    r.collection_point,
    r.issued_at,
    r.device_id,
    r.desk_name,
    r.staff_user_id,
    r.staff_name,
    r.mutation_id,
    r.created_at,
    r.updated_at,
    r.device_occurred_at,
  );
}

export function findScan(db: Db, mutationId: string): { result: string; device_id: string } | undefined {
  return hot(db).scan.get(mutationId) as { result: string; device_id: string } | undefined;
}

export function findStoredResults(db: Db, mutationIds: readonly string[]): { mutation_id: string; result: string }[] {
  return mutationIds.length
    ? (hot(db).storedResults.all(JSON.stringify(mutationIds)) as { mutation_id: string; result: string }[])
    : [];
}

export function insertScan(db: Db, r: Omit<ScanLogTable, 'id'>): void {
  hot(db).insertScan.run(
    r.mutation_id,
    r.device_id,
    r.desk_name,
    r.staff_user_id,
    r.staff_name,
    r.sent_by_user_id,
    r.type,
    r.participant_id,
    r.item_type,
    r.item_id,
    r.collection_point,
    r.occurred_at,
    r.device_occurred_at,
    r.received_at,
    r.status,
    r.error,
    r.local_status,
    r.winner_mutation_id,
    r.result,
    r.resolved_at,
    r.resolved_by,
    r.resolution,
    r.forced_error,
  );
}

export function listAttendanceFor(db: Db, participantId: string) {
  return all(
    db,
    db.kysely.selectFrom('attendance').selectAll().where('participant_id', '=', participantId).orderBy('check_in_time'),
  );
}

export function findDevice(db: Db, id: string): DevicesTable | undefined {
  return first(db, db.kysely.selectFrom('devices').selectAll().where('id', '=', id));
}

export function upsertDevice(db: Db, row: DevicesTable): void {
  run(
    db,
    db.kysely
      .insertInto('devices')
      .values(row)
      .onConflict((oc) =>
        oc.column('id').doUpdateSet({
          name: row.name,
          staff_user_id: row.staff_user_id,
          last_seen_at: row.last_seen_at,
          key_hash: row.key_hash,
        }),
      ),
  );
}

/**
 * The name of another active (not revoked) device that equals `name` trimmed and case-insensitively, if any: two
 * desks under one name would make "which desk was first" ambiguous in duplicates and reconciliation.
 */
export function activeDeviceNameClash(db: Db, name: string, exceptDeviceId: string): string | undefined {
  const wanted = name.trim().toLocaleLowerCase();
  const others = all(
    db,
    db.kysely.selectFrom('devices').select('name').where('revoked_at', 'is', null).where('id', '!=', exceptDeviceId),
  );
  return others.find((d) => d.name.trim().toLocaleLowerCase() === wanted)?.name;
}

export function touchDevice(
  db: Db,
  id: string,
  changes: Partial<Pick<DevicesTable, 'last_seen_at' | 'last_sync_at' | 'queue_size' | 'staff_user_id'>>,
): void {
  run(db, db.kysely.updateTable('devices').set(changes).where('id', '=', id));
}

/** Devices with the name of the staff account now holding each (null when that account no longer exists). */
const devicesWithStaff = (db: Db) =>
  db.kysely
    .selectFrom('devices')
    .leftJoin('users', 'users.id', 'devices.staff_user_id')
    .selectAll('devices')
    .select('users.name as staff_name');

export function listDevices(db: Db) {
  return all(db, devicesWithStaff(db).orderBy('devices.last_seen_at', 'desc'));
}

/** One device as the API shows it: with its staff account's name, as the list has it. */
export function findDeviceWithStaff(db: Db, id: string) {
  return first(db, devicesWithStaff(db).where('devices.id', '=', id));
}

export function setDeviceRevoked(db: Db, id: string, revokedAt: string | null, by: string | null): number {
  return run(db, db.kysely.updateTable('devices').set({ revoked_at: revokedAt, revoked_by: by }).where('id', '=', id));
}

/** Sets one of the sync's own values (the epoch, the last edition switch). */
export function setSyncMeta(db: Db, key: string, value: string): void {
  db.sqlite
    .prepare('insert into sync_meta (key, value) values (?, ?) on conflict(key) do update set value = excluded.value')
    .run(key, value);
}
