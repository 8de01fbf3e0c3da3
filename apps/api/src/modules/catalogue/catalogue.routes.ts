import { EVENT_CATEGORIES } from '@symposium/schema/catalogue';
import { ErrorCode } from '@symposium/schema/error-codes';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { parseWith } from '../../lib/validate';
import { findEvent, findWorkshop, listEvents, listWorkshops, registrationCounts } from './catalogue.repository';
import { toPublicEvent, toPublicWorkshop } from './catalogue.mapper';

const listQuery = z.object({
  category: z.enum(EVENT_CATEGORIES, { error: `Category must be one of: ${EVENT_CATEGORIES.join(', ')}` }).optional(),
});

/** The public catalogue. Lists answer both `events`/`workshops` and `data` (docs/product.md#events-and-workshops-catalogue reads either). */
export function catalogueRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();

  routes.get('/events', (c) => {
    const { category } = parseWith(listQuery, c.req.query());
    const counts = registrationCounts(deps.db, 'event');
    const events = listEvents(deps.db, category).map((row) => toPublicEvent(row, counts.get(row.id) ?? 0));
    return c.json({ success: true, count: events.length, events, data: events });
  });

  routes.get('/events/:id', (c) => {
    const row = findEvent(deps.db, c.req.param('id'));
    if (!row) throw new AppError(404, ErrorCode.EVENT_NOT_FOUND, 'Event not found');
    return c.json({ success: true, data: toPublicEvent(row, registrationCounts(deps.db, 'event').get(row.id) ?? 0) });
  });

  routes.get('/workshops', (c) => {
    const counts = registrationCounts(deps.db, 'workshop');
    const workshops = listWorkshops(deps.db).map((row) => toPublicWorkshop(row, counts.get(row.id) ?? 0));
    return c.json({ success: true, count: workshops.length, workshops, data: workshops });
  });

  routes.get('/workshops/:id', (c) => {
    const row = findWorkshop(deps.db, c.req.param('id'));
    if (!row) throw new AppError(404, ErrorCode.EVENT_NOT_FOUND, 'Workshop not found');
    return c.json({
      success: true,
      data: toPublicWorkshop(row, registrationCounts(deps.db, 'workshop').get(row.id) ?? 0),
    });
  });

  return routes;
}
