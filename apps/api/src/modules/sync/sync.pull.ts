import type { PullChanges, PullResponse } from '@symposium/sync/protocol';
import { SYNC_SCHEMA_VERSION } from '@symposium/sync/protocol';
import { all, first, type Db } from '../../db/client';
import {
  eventToRosterItem,
  ROSTER_EVENT_COLUMNS,
  ROSTER_REGISTRATION_COLUMNS,
  ROSTER_USER_COLUMNS,
  ROSTER_WORKSHOP_COLUMNS,
  toAttendanceRecord,
  toKitRecord,
  toRosterParticipant,
  toRosterRegistration,
  workshopToRosterItem,
} from './roster.mapper';

function epochOf(db: Db): string {
  return first(db, db.kysely.selectFrom('sync_meta').select('value').where('key', '=', 'epoch'))!.value;
}

function maxSeq(db: Db): number {
  return Number(
    first(
      db,
      db.kysely.selectFrom('sync_changes').select((eb) => eb.fn.max<number>('seq').as('max')),
    )?.max ?? 0,
  );
}

/** `<epoch>.<seq>`; a cursor from another database (or the future) is unknown. */
function readCursor(db: Db, cursor: string | undefined): number | null {
  if (cursor === undefined || cursor === '') return 0;
  const match = /^([0-9a-f]+)\.(\d+)$/.exec(cursor);
  if (!match || match[1] !== epochOf(db)) return null;
  const seq = Number(match[2]);
  return seq <= maxSeq(db) ? seq : null;
}

const ids = (rows: { entity: string; entity_id: string }[], entity: string) =>
  rows.filter((r) => r.entity === entity).map((r) => r.entity_id);

/**
 * Everything that changed after the cursor, in change order, a page at a time. The change log keeps
 * one row per entity (its latest change), so a pull from no cursor is the full snapshot.
 */
export function pullChanges(db: Db, query: { cursor?: string; limit: number; schemaVersion: number }): PullResponse {
  if (query.schemaVersion !== SYNC_SCHEMA_VERSION) return { success: true, reset: true };
  const since = readCursor(db, query.cursor);
  if (since === null) return { success: true, reset: true };

  const rows = all(
    db,
    db.kysely
      .selectFrom('sync_changes')
      .select(['seq', 'entity', 'entity_id'])
      .where('seq', '>', since)
      .orderBy('seq')
      .limit(query.limit + 1),
  );
  const hasMore = rows.length > query.limit;
  const page = rows.slice(0, query.limit);

  const changes: PullChanges = { participants: [], items: [], registrations: [], attendance: [], kits: [] };
  const participantIds = ids(page, 'participant');
  if (participantIds.length) {
    changes.participants = all(
      db,
      db.kysely
        .selectFrom('users')
        .select(ROSTER_USER_COLUMNS)
        .where('id', 'in', participantIds)
        .where('participant_id', 'is not', null),
    ).map(toRosterParticipant);
  }
  const eventIds = ids(page, 'event');
  if (eventIds.length) {
    changes.items.push(
      ...all(db, db.kysely.selectFrom('events').select(ROSTER_EVENT_COLUMNS).where('id', 'in', eventIds)).map(
        eventToRosterItem,
      ),
    );
  }
  const workshopIds = ids(page, 'workshop');
  if (workshopIds.length) {
    changes.items.push(
      ...all(db, db.kysely.selectFrom('workshops').select(ROSTER_WORKSHOP_COLUMNS).where('id', 'in', workshopIds)).map(
        workshopToRosterItem,
      ),
    );
  }
  // Registrations are never deleted but with the whole edition (a new epoch): a withdrawal is a status.
  const registrationIds = ids(page, 'registration');
  if (registrationIds.length) {
    changes.registrations = all(
      db,
      db.kysely.selectFrom('registrations').select(ROSTER_REGISTRATION_COLUMNS).where('id', 'in', registrationIds),
    ).map(toRosterRegistration);
  }
  const attendanceIds = ids(page, 'attendance');
  if (attendanceIds.length) {
    changes.attendance = all(db, db.kysely.selectFrom('attendance').selectAll().where('id', 'in', attendanceIds)).map(
      toAttendanceRecord,
    );
  }
  const kitIds = ids(page, 'kit');
  if (kitIds.length) {
    changes.kits = all(db, db.kysely.selectFrom('kits').selectAll().where('id', 'in', kitIds)).map(toKitRecord);
  }

  const last = page.length ? page[page.length - 1].seq : since;
  return { success: true, changes, cursor: `${epochOf(db)}.${last}`, hasMore, serverTime: new Date().toISOString() };
}
