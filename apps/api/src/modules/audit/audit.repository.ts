import { all, run, type Db } from '../../db/client';
import type { AuditAction } from '@symposium/schema/audit';
import type { Selectable } from 'kysely';
import type { AuditLogTable, UsersTable } from '../../db/database';
import { nowIso } from '../../lib/ids';

export interface AuditEntry {
  actor: Pick<UsersTable, 'id' | 'name'> | null;
  /** One of AUDIT_ACTION_LABELS (packages/schema/src/audit.ts), so every audited action has staff words. */
  action: AuditAction;
  entityType: string;
  entityId: string;
  before?: unknown;
  after?: unknown;
}

/** One row per staff change: who, what, which record, before/after, when. Call inside the change's transaction. */
export function recordAudit(db: Db, entry: AuditEntry): void {
  run(
    db,
    db.kysely.insertInto('audit_log').values({
      actor_id: entry.actor?.id ?? null,
      actor_name: entry.actor?.name ?? 'system',
      action: entry.action,
      entity_type: entry.entityType,
      entity_id: entry.entityId,
      before: entry.before === undefined ? null : JSON.stringify(entry.before),
      after: entry.after === undefined ? null : JSON.stringify(entry.after),
      created_at: nowIso(),
    }),
  );
}

/**
 * The audit rows with the name of the person they are about (a participant or staff account), read at
 * the time of reading so the trail says "verified a payment · Kavya Raman (SYM25-0001)".
 */
function auditWithSubject(db: Db) {
  return db.kysely
    .selectFrom('audit_log')
    .leftJoin('users', (join) =>
      join.onRef('users.id', '=', 'audit_log.entity_id').on('audit_log.entity_type', 'in', ['user', 'staff']),
    )
    .selectAll('audit_log')
    .select(['users.name as subject_name', 'users.participant_id as subject_participant_id']);
}

type AuditRow = Selectable<AuditLogTable> & { subject_name: string | null; subject_participant_id: string | null };

export function listAudit(db: Db, filter: { entityType?: string; entityId?: string; limit?: number } = {}) {
  let query = auditWithSubject(db);
  if (filter.entityType) query = query.where('audit_log.entity_type', '=', filter.entityType);
  if (filter.entityId) query = query.where('audit_log.entity_id', '=', filter.entityId);
  return all(db, query.orderBy('audit_log.id', 'desc').limit(filter.limit ?? 50)).map(toPublicAudit);
}

function subjectOf(row: AuditRow): string | null {
  if (!row.subject_name) return null;
  return row.subject_participant_id ? `${row.subject_name} (${row.subject_participant_id})` : row.subject_name;
}

export function toPublicAudit(row: AuditRow) {
  return {
    id: row.id,
    actor: { id: row.actor_id, name: row.actor_name },
    action: row.action,
    entityType: row.entity_type,
    entityId: row.entity_id,
    /** Who the row is about, when it is a person: 'Name (participant ID)' or the staff name; else null. */
    subject: subjectOf(row),
    before: row.before ? JSON.parse(row.before) : null,
    after: row.after ? JSON.parse(row.after) : null,
    createdAt: row.created_at,
  };
}

/** The history of several records at once (a participant and their accommodation requests), newest first. */
export function listAuditForEntities(db: Db, entities: { type: string; id: string }[], limit = 100) {
  if (entities.length === 0) return [];
  const query = auditWithSubject(db)
    .where((eb) =>
      eb.or(
        entities.map((e) => eb.and([eb('audit_log.entity_type', '=', e.type), eb('audit_log.entity_id', '=', e.id)])),
      ),
    )
    .orderBy('audit_log.id', 'desc')
    .limit(limit);
  return all(db, query).map(toPublicAudit);
}
