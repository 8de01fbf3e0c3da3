import { eventFormSchema, workshopFormSchema } from '@symposium/schema/catalogue-admin';
import { Hono } from 'hono';
import { requireRole, requireStaff, requireUser } from '../../lib/auth';
import type { AppDeps, AppEnv } from '../../lib/context';
import { parseWith, readJson } from '../../lib/validate';
import {
  createEvent,
  createWorkshop,
  deleteEvent,
  deleteWorkshop,
  editEvent,
  editWorkshop,
} from './catalogue-admin.service';

/**
 * /admin/events writes (docs/product.md#events-and-workshops-catalogue paths): create and edit for coordinators and admins, delete for
 * admins only. Changes show at once on the public GET /events and /workshops.
 */
export function catalogueAdminRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();

  routes.post('/events', requireUser(deps), requireStaff(), async (c) => {
    const form = parseWith(eventFormSchema, await readJson(c));
    return c.json(
      { success: true, message: 'Created successfully!', data: createEvent(deps, c.get('user'), form) },
      201,
    );
  });

  routes.put('/events/:id', requireUser(deps), requireStaff(), async (c) => {
    const form = parseWith(eventFormSchema, await readJson(c));
    return c.json({
      success: true,
      message: 'Updated successfully!',
      data: editEvent(deps, c.get('user'), c.req.param('id'), form),
    });
  });

  routes.delete('/events/:id', requireUser(deps), requireRole('admin'), (c) => {
    deleteEvent(deps, c.get('user'), c.req.param('id'));
    return c.json({ success: true, message: 'Deleted successfully!' });
  });

  routes.post('/workshops', requireUser(deps), requireStaff(), async (c) => {
    const form = parseWith(workshopFormSchema, await readJson(c));
    return c.json(
      { success: true, message: 'Created successfully!', data: createWorkshop(deps, c.get('user'), form) },
      201,
    );
  });

  routes.put('/workshops/:id', requireUser(deps), requireStaff(), async (c) => {
    const form = parseWith(workshopFormSchema, await readJson(c));
    return c.json({
      success: true,
      message: 'Updated successfully!',
      data: editWorkshop(deps, c.get('user'), c.req.param('id'), form),
    });
  });

  routes.delete('/workshops/:id', requireUser(deps), requireRole('admin'), (c) => {
    deleteWorkshop(deps, c.get('user'), c.req.param('id'));
    return c.json({ success: true, message: 'Deleted successfully!' });
  });

  return routes;
}
