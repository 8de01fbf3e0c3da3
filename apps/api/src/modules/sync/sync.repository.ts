import { all, first, run, type Db } from '../../db/client';
import type { AttendanceTable, DevicesTable, KitsTable, ScanLogTable } from '../../db/database';
import type { Insertable } from 'kysely';

const PARTICIPANT_COLUMNS = [
  'id',
  'participant_id',
  'name',
  'college',
  'registration_type',
  'payment_status',
  'role',
  'disabled_at',
] as const;

export function findParticipantByPid(db: Db, participantId: string) {
  return first(db, db.kysely.selectFrom('users').select(PARTICIPANT_COLUMNS).where('participant_id', '=', participantId));
}

export function findEventRow(db: Db, id: string) {
  return first(db, db.kysely.selectFrom('events').select(['id', 'name', 'category', 'venue', 'date', 'deleted_at', 'status']).where('id', '=', id));
}

export function findWorkshopRow(db: Db, id: string) {
  return first(db, db.kysely.selectFrom('workshops').select(['id', 'title', 'venue', 'date', 'deleted_at', 'status']).where('id', '=', id));
}

export function findAttendance(db: Db, userId: string, itemType: 'event' | 'workshop', itemId: string) {
  return first(
    db,
    db.kysely
      .selectFrom('attendance')
      .selectAll()
      .where('user_id', '=', userId)
      .where('item_type', '=', itemType)
      .where('item_id', '=', itemId),
  );
}

export function insertAttendance(db: Db, row: AttendanceTable): void {
  run(db, db.kysely.insertInto('attendance').values(row));
}

export function moveCheckInEarlier(db: Db, id: string, time: string, at: string): void {
  run(db, db.kysely.updateTable('attendance').set({ check_in_time: time, updated_at: at }).where('id', '=', id).where('check_in_time', '>', time));
}

export function findKit(db: Db, userId: string) {
  return first(db, db.kysely.selectFrom('kits').selectAll().where('user_id', '=', userId));
}

export function insertKit(db: Db, row: KitsTable): void {
  run(db, db.kysely.insertInto('kits').values(row));
}

export function findScan(db: Db, mutationId: string) {
  return first(db, db.kysely.selectFrom('scan_log').select(['result', 'device_id']).where('mutation_id', '=', mutationId));
}

export function insertScan(db: Db, row: Insertable<ScanLogTable>): void {
  run(db, db.kysely.insertInto('scan_log').values(row));
}

export function listAttendanceFor(db: Db, participantId: string) {
  return all(db, db.kysely.selectFrom('attendance').selectAll().where('participant_id', '=', participantId).orderBy('check_in_time'));
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
      .onConflict((oc) => oc.column('id').doUpdateSet({ name: row.name, staff_user_id: row.staff_user_id, last_seen_at: row.last_seen_at })),
  );
}

export function touchDevice(db: Db, id: string, changes: Partial<Pick<DevicesTable, 'last_seen_at' | 'last_sync_at' | 'queue_size' | 'staff_user_id'>>): void {
  run(db, db.kysely.updateTable('devices').set(changes).where('id', '=', id));
}

export function listDevices(db: Db) {
  return all(
    db,
    db.kysely
      .selectFrom('devices')
      .leftJoin('users', 'users.id', 'devices.staff_user_id')
      .selectAll('devices')
      .select('users.name as staff_name')
      .orderBy('devices.last_seen_at', 'desc'),
  );
}

export function setDeviceRevoked(db: Db, id: string, revokedAt: string | null, by: string | null): number {
  return run(db, db.kysely.updateTable('devices').set({ revoked_at: revokedAt, revoked_by: by }).where('id', '=', id));
}
