import { LIMITS } from '@symposium/schema/constants';
import { limitParam } from '@symposium/schema/query-params';
import { Hono } from 'hono';
import { z } from 'zod';
import { requireStaff, requireUser } from '../../lib/auth';
import type { AppDeps, AppEnv } from '../../lib/context';
import { parseWith } from '../../lib/validate';
import { listAudit } from './audit.repository';

const auditQuery = z.object({
  entityType: z.string().trim().max(50).optional(),
  entityId: z.string().trim().max(100).optional(),
  limit: limitParam(LIMITS.auditListMax).transform((v) => v ?? 50),
});

/** GET /admin/audit: the trail of staff changes, newest first (staff read it; nobody writes it by hand). */
export function auditRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  routes.get('/admin/audit', requireUser(deps), requireStaff(), (c) => {
    const filter = parseWith(auditQuery, c.req.query());
    return c.json({ success: true, data: listAudit(deps.db, filter) });
  });
  return routes;
}
