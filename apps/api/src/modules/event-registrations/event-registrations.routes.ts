import { M } from '@symposium/schema/messages';
import { eventRegistrationSchema, workshopRegistrationSchema } from '@symposium/schema/participation-input';
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { bearerToken, requireUser } from '../../lib/auth';
import type { AppDeps, AppEnv } from '../../lib/context';
import { unauthorized } from '../../lib/errors';
import { parseWith, readJson } from '../../lib/validate';
import { toMyEventRegistration, toMyRegistration } from './event-registrations.mapper';
import {
  myRegistrations,
  myRegistrationsAndAttendance,
  registerForItem,
  withdrawFromItem,
} from './event-registrations.service';

/**
 * A participant's own registrations (docs/product.md#registering-for-events-and-workshops): /event-registrations for events, /registrations for
 * workshops (and the combined list). Anonymous callers get the spec's 'Please login to register…' text.
 */
export function eventRegistrationsRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  const signedInFor = (message: string) => [requireAuthHeader(message), requireUser(deps)] as const;

  routes.get('/event-registrations/my-registrations', ...signedInFor(M.loginToRegisterEvents), (c) => {
    const data = myRegistrations(deps, c.get('user'))
      .filter((r) => r.item_type === 'event')
      .map(toMyEventRegistration);
    return c.json({ success: true, count: data.length, data });
  });

  routes.post('/event-registrations', ...signedInFor(M.loginToRegisterEvents), async (c) => {
    const { eventId } = parseWith(eventRegistrationSchema, await readJson(c));
    const { item, row } = registerForItem(deps, c.get('user'), 'event', eventId);
    return c.json({ success: true, message: `Registered for ${item.name}`, data: toMyEventRegistration(row) }, 201);
  });

  routes.delete('/event-registrations/:eventId', ...signedInFor(M.loginToRegisterEvents), (c) => {
    const item = withdrawFromItem(deps, c.get('user'), 'event', c.req.param('eventId'));
    return c.json({ success: true, message: `Withdrawn from ${item.name}` });
  });

  routes.get('/registrations/my-registrations', ...signedInFor(M.loginToRegisterWorkshops), (c) => {
    const data = myRegistrationsAndAttendance(deps, c.get('user'));
    return c.json({ success: true, count: data.length, data });
  });

  routes.post('/registrations', ...signedInFor(M.loginToRegisterWorkshops), async (c) => {
    const { workshopId } = parseWith(workshopRegistrationSchema, await readJson(c));
    const { item, row } = registerForItem(deps, c.get('user'), 'workshop', workshopId);
    return c.json({ success: true, message: `Registered for ${item.name}`, data: toMyRegistration(row) }, 201);
  });

  routes.delete('/registrations/:workshopId', ...signedInFor(M.loginToRegisterWorkshops), (c) => {
    const item = withdrawFromItem(deps, c.get('user'), 'workshop', c.req.param('workshopId'));
    return c.json({ success: true, message: `Withdrawn from ${item.name}` });
  });

  return routes;
}

/** No token at all: the login prompt of docs/product.md#registering-for-events-and-workshops instead of the generic 'Please log in to continue.'. */
function requireAuthHeader(message: string) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!bearerToken(c)) throw unauthorized(message);
    await next();
  });
}
