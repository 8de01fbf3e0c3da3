import { resultInputSchema } from '@symposium/schema/results';
import { Hono } from 'hono';
import { requireRole, requireStaff, requireUser } from '../../lib/auth';
import type { AppDeps, AppEnv } from '../../lib/context';
import { parseWith, readJson } from '../../lib/validate';
import { checkedInParticipants } from './results.repository';
import {
  enterResult,
  eventForResult,
  listPublicResults,
  listResultSummaries,
  setResultPublished,
  staffResultOf,
} from './results.service';

/** GET /results (public); staff enter an event's result, admins publish and unpublish it. */
export function resultsRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  const staff = [requireUser(deps), requireStaff()] as const;
  const admin = [requireUser(deps), requireRole('admin')] as const;

  routes.get('/results', (c) => c.json({ success: true, data: listPublicResults(deps.db) }));

  routes.get('/admin/results', ...staff, (c) => c.json({ success: true, data: listResultSummaries(deps.db) }));

  routes.get('/admin/results/:itemType/:itemId', ...staff, (c) => {
    const event = eventForResult(deps.db, c.req.param('itemType'), c.req.param('itemId'));
    const data = { ...staffResultOf(deps.db, event), checkedIn: checkedInParticipants(deps.db, event.id) };
    return c.json({ success: true, data });
  });

  routes.put('/admin/results/:itemType/:itemId', ...staff, async (c) => {
    const event = eventForResult(deps.db, c.req.param('itemType'), c.req.param('itemId'));
    const input = parseWith(resultInputSchema, await readJson(c));
    const data = enterResult(deps.db, c.get('user'), event, input);
    return c.json({ success: true, message: 'Result saved', data });
  });

  for (const [action, publish] of [
    ['publish', true],
    ['unpublish', false],
  ] as const) {
    routes.post(`/admin/results/:itemType/:itemId/${action}`, ...admin, async (c) => {
      const event = eventForResult(deps.db, c.req.param('itemType'), c.req.param('itemId'));
      await readJson(c);
      const data = setResultPublished(deps.db, c.get('user'), event, publish);
      return c.json({ success: true, message: publish ? 'Result published' : 'Result unpublished', data });
    });
  }

  return routes;
}
