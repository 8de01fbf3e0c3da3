import type { AttendanceRecord, KitRecord, RosterItem, RosterParticipant } from '@symposium/sync/protocol';
import type { AttendanceTable, EventsTable, KitsTable, UsersTable, WorkshopsTable } from '../../db/database';

/**
 * The columns of a participant the roster is made of. A change to any of them (and only to them) puts the
 * participant in the change log: the `users_sync_update` trigger lists them (migration
 * 2026_11_22_110000_pass_revocation; a test checks the two agree). A new roster column needs both.
 */
export const ROSTER_USER_COLUMNS = ['id', 'participant_id', 'name', 'college', 'registration_type', 'payment_status', 'role', 'disabled_at', 'pass_revoked_at'] as const;

export type ParticipantRow = Pick<UsersTable, (typeof ROSTER_USER_COLUMNS)[number]>;

export function toRosterParticipant(row: ParticipantRow): RosterParticipant {
  return {
    userId: row.id,
    participantId: row.participant_id ?? '',
    name: row.name,
    college: row.college,
    registrationType: row.registration_type,
    paymentStatus: row.payment_status,
    revoked: row.role !== 'user' || row.disabled_at !== null || row.pass_revoked_at !== null || row.payment_status === 'rejected',
  };
}

export function eventToRosterItem(row: Pick<EventsTable, 'id' | 'name' | 'category' | 'venue' | 'date' | 'deleted_at' | 'status'>): RosterItem {
  return {
    id: row.id,
    kind: 'event',
    name: row.name,
    category: row.category,
    venue: row.venue,
    date: row.date,
    deleted: row.deleted_at !== null || row.status === 'cancelled',
  };
}

export function workshopToRosterItem(row: Pick<WorkshopsTable, 'id' | 'title' | 'venue' | 'date' | 'deleted_at' | 'status'>): RosterItem {
  return {
    id: row.id,
    kind: 'workshop',
    name: row.title,
    category: 'workshop',
    venue: row.venue,
    date: row.date,
    deleted: row.deleted_at !== null || row.status === 'cancelled',
  };
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
