import { REFUSED_AT_DESK } from '@symposium/sync/protocol';
import { sql } from 'kysely';
import { all, first, run, type Db } from '../../db/client';

/**
 * Offline work the server disagreed with: a kit a desk handed out although another desk had already
 * issued one, scans a desk accepted that the server refused, and people a desk turned away (or told
 * "already done") whom the server would have accepted — nothing was recorded for them. Duplicate
 * check-ins are not listed: the attendance is counted once either way. Check-ins a coordinator admitted anyway past a
 * refusal ('forced') are listed too, for admins to review.
 */
function conflictRows(db: Db) {
  return (
    db.kysely
      .selectFrom('scan_log')
      .leftJoin('users', 'users.participant_id', 'scan_log.participant_id')
      // The event or workshop a check-in was for, so the dashboard can say where (its name even if deleted since).
      .leftJoin('events', (join) =>
        join.onRef('events.id', '=', 'scan_log.item_id').on('scan_log.item_type', '=', 'event'),
      )
      .leftJoin('workshops', (join) =>
        join.onRef('workshops.id', '=', 'scan_log.item_id').on('scan_log.item_type', '=', 'workshop'),
      )
      .select([
        'scan_log.id',
        'scan_log.type',
        'scan_log.status',
        'scan_log.error',
        'scan_log.local_status',
        'scan_log.result',
        'scan_log.participant_id',
        'scan_log.device_id',
        'scan_log.desk_name',
        'scan_log.staff_name',
        'scan_log.occurred_at',
        'scan_log.item_type',
        'scan_log.item_id',
        'scan_log.resolved_at',
        'scan_log.resolved_by',
        'scan_log.resolution',
        'scan_log.forced_error',
        'users.name as participant_name',
        'events.name as event_name',
        'workshops.title as workshop_title',
      ])
      .where((eb) =>
        eb.or([
          eb.and([
            eb('scan_log.local_status', '=', 'applied'),
            eb.or([
              eb('scan_log.status', '=', 'rejected'),
              eb.and([eb('scan_log.status', '=', 'duplicate'), eb('scan_log.type', '=', 'issue-kit')]),
            ]),
          ]),
          eb('scan_log.error', '=', REFUSED_AT_DESK.error),
          eb('scan_log.forced_error', 'is not', null),
        ]),
      )
  );
}

function kindOf(row: { status: string; error: string | null; forced_error: string | null }) {
  if (row.forced_error !== null) return 'forced' as const;
  if (row.error === REFUSED_AT_DESK.error) return 'refused-at-desk' as const;
  return row.status === 'rejected' ? ('rejected-after-scan' as const) : ('duplicate-kit' as const);
}

export function listConflicts(db: Db, includeResolved: boolean) {
  let query = conflictRows(db);
  if (!includeResolved) query = query.where('scan_log.resolved_at', 'is', null);
  return all(db, query.orderBy('scan_log.id', 'desc').limit(500)).map((row) => {
    const result = JSON.parse(row.result) as {
      message?: string;
      record?: unknown;
      overrode?: { error: string; message: string };
    };
    return {
      id: row.id,
      kind: kindOf(row),
      type: row.type,
      /** What the desk showed: 'applied', 'duplicate' or 'rejected' (null for online calls). */
      deskStatus: row.local_status,
      participant: { id: row.participant_id, name: row.participant_name },
      scan: {
        deviceId: row.device_id,
        deskName: row.desk_name,
        staffName: row.staff_name,
        occurredAt: row.occurred_at,
        itemType: row.item_type,
        itemId: row.item_id,
        /** The event's or workshop's name for a check-in (null for kits, or an id the server never knew). */
        itemName: row.event_name ?? row.workshop_title ?? null,
      },
      /** For 'forced': the refusal it overrode (who forced it is the scan's staff). */
      error: row.forced_error ?? row.error,
      message: result.overrode?.message ?? result.message ?? null,
      winner: row.status === 'duplicate' ? (result.record ?? null) : null,
      resolvedAt: row.resolved_at,
      resolvedBy: row.resolved_by,
      resolution: row.resolution,
    };
  });
}

export function findConflict(db: Db, id: number) {
  return first(db, conflictRows(db).where('scan_log.id', '=', id));
}

export function countOpenConflicts(db: Db): number {
  const row = first(
    db,
    conflictRows(db)
      .clearSelect()
      .select(sql<number>`count(*)`.as('n'))
      .where('scan_log.resolved_at', 'is', null),
  );
  return Number(row?.n ?? 0);
}

export function markResolved(db: Db, id: number, by: string, resolution: string, at: string): void {
  run(db, db.kysely.updateTable('scan_log').set({ resolved_at: at, resolved_by: by, resolution }).where('id', '=', id));
}
