import type { Db } from '../../db/client';
import type { UsersTable } from '../../db/database';
import { toKitRecord } from '../sync/roster.mapper';
import { findEventRow, findKit, findWorkshopRow, listAttendanceFor } from '../sync/sync.repository';

/**
 * What the desks recorded for one participant at the venue — the kit (when, where, by whom) and every check-in —
 * for the participant details: the admin resolving a "Kit handed out twice" conflict, or answering "was I checked
 * in?", sees it beside the audit trail (which holds staff actions on the account, not scans).
 */
export function venueActivityOf(db: Db, user: UsersTable) {
  const kitRow = findKit(db, user.id);
  const kit = kitRow ? toKitRecord(kitRow) : null;
  const checkIns = user.participant_id
    ? listAttendanceFor(db, user.participant_id).map((row) => ({
        itemType: row.item_type,
        itemId: row.item_id,
        itemName: itemName(db, row.item_type, row.item_id),
        checkInTime: row.check_in_time,
        deskName: row.desk_name,
        staffName: row.staff_name,
      }))
    : [];
  return {
    kit: kit && {
      idCardNumber: kit.idCardNumber,
      issuedAt: kit.issuedAt,
      deskName: kit.deskName,
      issuedBy: kit.issuedBy,
      collectionPoint: kit.collectionPoint,
    },
    checkIns,
  };
}

function itemName(db: Db, type: 'event' | 'workshop', id: string): string {
  const name = type === 'workshop' ? findWorkshopRow(db, id)?.title : findEventRow(db, id)?.name;
  return name ?? 'A deleted event or workshop';
}
