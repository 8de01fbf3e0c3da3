import { eventTimes, workshopTimes } from '@symposium/schema/check-in-window';
import type {
  AttendanceRecord,
  KitRecord,
  RosterItem,
  RosterParticipant,
  RosterRegistration,
} from '@symposium/sync/protocol';
import type {
  AttendanceTable,
  EventsTable,
  KitsTable,
  RegistrationsTable,
  UsersTable,
  WorkshopsTable,
} from '../../db/database';

/**
 * The columns of a participant the roster is made of. A change to any of them (and only to them) puts the
 * participant in the change log: the `users_sync_update` trigger lists them (migration
 * 2026_11_22_110000_pass_revocation; a test checks the two agree). A new roster column needs both.
 */
export const ROSTER_USER_COLUMNS = [
  'id',
  'participant_id',
  'name',
  'college',
  'registration_type',
  'payment_status',
  'role',
  'disabled_at',
  'pass_revoked_at',
] as const;

export type ParticipantRow = Pick<UsersTable, (typeof ROSTER_USER_COLUMNS)[number]>;

export function toRosterParticipant(row: ParticipantRow): RosterParticipant {
  return {
    userId: row.id,
    participantId: row.participant_id ?? '',
    name: row.name,
    college: row.college,
    registrationType: row.registration_type,
    paymentStatus: row.payment_status,
    revoked:
      row.role !== 'user' ||
      row.disabled_at !== null ||
      row.pass_revoked_at !== null ||
      row.payment_status === 'rejected',
  };
}

/** The columns of an event the roster is made of (the desk's check-in rules read its date, times and registration rule). */
export const ROSTER_EVENT_COLUMNS = [
  'id',
  'name',
  'category',
  'venue',
  'date',
  'time_start',
  'time_end',
  'check_in_requires_registration',
  'deleted_at',
  'status',
] as const;
export const ROSTER_WORKSHOP_COLUMNS = [
  'id',
  'title',
  'venue',
  'date',
  'time',
  'check_in_requires_registration',
  'deleted_at',
  'status',
] as const;
export type EventRosterRow = Pick<EventsTable, (typeof ROSTER_EVENT_COLUMNS)[number]>;
export type WorkshopRosterRow = Pick<WorkshopsTable, (typeof ROSTER_WORKSHOP_COLUMNS)[number]>;

export function eventToRosterItem(row: EventRosterRow): RosterItem {
  const times = eventTimes(row.date, row.time_start, row.time_end);
  return {
    id: row.id,
    kind: 'event',
    name: row.name,
    category: row.category,
    venue: row.venue,
    date: row.date,
    timeStart: times.start,
    timeEnd: times.end,
    checkInRequiresRegistration: row.check_in_requires_registration === 1,
    deleted: row.deleted_at !== null || row.status === 'cancelled',
  };
}

export function workshopToRosterItem(row: WorkshopRosterRow): RosterItem {
  const times = workshopTimes(row.date, row.time);
  return {
    id: row.id,
    kind: 'workshop',
    name: row.title,
    category: 'workshop',
    venue: row.venue,
    date: row.date,
    timeStart: times.start,
    timeEnd: times.end,
    checkInRequiresRegistration: row.check_in_requires_registration === 1,
    deleted: row.deleted_at !== null || row.status === 'cancelled',
  };
}

export const ROSTER_REGISTRATION_COLUMNS = ['id', 'user_id', 'item_type', 'item_id', 'status'] as const;

export function toRosterRegistration(
  row: Pick<RegistrationsTable, (typeof ROSTER_REGISTRATION_COLUMNS)[number]>,
): RosterRegistration {
  return { id: row.id, userId: row.user_id, itemType: row.item_type, itemId: row.item_id, status: row.status };
}

export function toAttendanceRecord(row: AttendanceTable): AttendanceRecord {
  return {
    id: row.id,
    participantId: row.participant_id,
    userId: row.user_id,
    itemType: row.item_type,
    itemId: row.item_id,
    checkInTime: row.check_in_time,
    deviceId: row.device_id,
    deskName: row.desk_name,
    staffName: row.staff_name,
    ...(row.forced_error !== null ? { forced: true } : {}),
  };
}

export function toKitRecord(row: KitsTable): KitRecord {
  return issuedKitRecord(row, JSON.parse(row.contents));
}

/** The record of a kit just issued, from its row and the contents it was written from (not parsed back from the text). */
export function issuedKitRecord(row: KitsTable, contents: KitRecord['contents']): KitRecord {
  return {
    id: row.id,
    participantId: row.participant_id,
    userId: row.user_id,
    idCardNumber: row.id_card_number,
    contents,
    collectionPoint: row.collection_point,
    issuedAt: row.issued_at,
    deviceId: row.device_id,
    deskName: row.desk_name,
    issuedBy: row.staff_name,
  };
}
