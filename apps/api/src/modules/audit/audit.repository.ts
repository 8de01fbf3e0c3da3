import { all, run, type Db } from '../../db/client';
import type { Selectable } from 'kysely';
import type { AuditLogTable, UsersTable } from '../../db/database';
import { nowIso } from '../../lib/ids';

export interface AuditEntry {
  actor: Pick<UsersTable, 'id' | 'name'> | null;
  action: string;
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

export function listAudit(db: Db, filter: { entityType?: string; entityId?: string; limit?: number } = {}) {
  let query = db.kysely.selectFrom('audit_log').selectAll();
  if (filter.entityType) query = query.where('entity_type', '=', filter.entityType);
  if (filter.entityId) query = query.where('entity_id', '=', filter.entityId);
  return all(db, query.orderBy('id', 'desc').limit(filter.limit ?? 50)).map(toPublicAudit);
}

export function toPublicAudit(row: Selectable<AuditLogTable>) {
  return {
    id: row.id,
    actor: { id: row.actor_id, name: row.actor_name },
    action: row.action,
    entityType: row.entity_type,
    entityId: row.entity_id,
    before: row.before ? JSON.parse(row.before) : null,
    after: row.after ? JSON.parse(row.after) : null,
    createdAt: row.created_at,
  };
}

/** The history of several records at once (a participant and their accommodation requests), newest first. */
export function listAuditForEntities(db: Db, entities: { type: string; id: string }[], limit = 100) {
  if (entities.length === 0) return [];
  const query = db.kysely
    .selectFrom('audit_log')
    .selectAll()
    .where((eb) => eb.or(entities.map((e) => eb.and([eb('entity_type', '=', e.type), eb('entity_id', '=', e.id)]))))
    .orderBy('id', 'desc')
    .limit(limit);
  return all(db, query).map(toPublicAudit);
}
