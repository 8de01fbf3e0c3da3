import { LIMITS } from '@symposium/schema/constants';
import { M } from '@symposium/schema/messages';
import { Hono } from 'hono';
import { z } from 'zod';
import { requireRole, requireStaff, requireUser } from '../../lib/auth';
import type { AppDeps, AppEnv } from '../../lib/context';
import { notFound } from '../../lib/errors';
import { nowIso } from '../../lib/ids';
import { parseWith, readJson } from '../../lib/validate';
import { recordAudit } from '../audit/audit.repository';
import { findConflict, listConflicts, markResolved } from './conflicts.repository';
import { BUSY_MESSAGES, syncWrite } from './sync-write';

const resolveSchema = z.object({
  resolution: z
    .string({ error: 'Describe how this was resolved' })
    .trim()
    .min(1, 'Describe how this was resolved')
    .max(LIMITS.conflictResolutionMax),
});

/** Unresolved conflicts by default; `?include=resolved` adds the resolved ones. */
const listQuery = z.object({ include: z.enum(['resolved'], { error: M.oneOf('include', ['resolved']) }).optional() });

/** Reconciliation of offline work (docs/sync.md): staff read the conflicts, admins resolve them. */
export function conflictsRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();

  routes.get('/admin/sync/conflicts', requireUser(deps), requireStaff(), (c) => {
    const { include } = parseWith(listQuery, c.req.query());
    return c.json({ success: true, data: listConflicts(deps.db, include === 'resolved') });
  });

  routes.put('/admin/sync/conflicts/:id/resolve', requireUser(deps), requireRole('admin'), async (c) => {
    const { resolution } = parseWith(resolveSchema, await readJson(c));
    const id = Number(c.req.param('id'));
    const actor = c.get('user');
    syncWrite(
      deps.db,
      () => {
        const before = Number.isInteger(id) ? findConflict(deps.db, id) : undefined;
        if (!before) throw notFound('Conflict not found');
        const at = nowIso();
        markResolved(deps.db, id, actor.name, resolution, at);
        recordAudit(deps.db, {
          actor,
          action: 'sync.conflict.resolve',
          entityType: 'scan',
          entityId: String(id),
          // The participant and desk are context, not changes: written on both sides so the trail lists only what changed.
          before: {
            resolvedAt: before.resolved_at,
            resolution: before.resolution,
            participantId: before.participant_id,
            deskName: before.desk_name,
          },
          after: { resolvedAt: at, resolution, participantId: before.participant_id, deskName: before.desk_name },
        });
      },
      BUSY_MESSAGES.other,
    );
    return c.json({ success: true, message: 'Conflict resolved' });
  });

  return routes;
}
