import { Hono } from 'hono';
import { requireStaff, requireUser } from '../../lib/auth';
import type { AppDeps, AppEnv } from '../../lib/context';
import { setupChecklist } from './setup.service';

/** GET /admin/setup-checklist (staff): what the public site still lacks, each with the screen that sets it. */
export function setupRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  routes.get('/admin/setup-checklist', requireUser(deps), requireStaff(), (c) =>
    c.json({ success: true, data: { items: setupChecklist(deps.db, deps.env) } }),
  );
  return routes;
}
