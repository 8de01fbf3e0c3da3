import {
  MISSING_VALUE,
  REGISTRATION_CSV_COLUMNS,
  registrationExportParamsSchema,
  registrationsListQuerySchema,
} from '@symposium/schema/registrations-admin';
import { ErrorCode } from '@symposium/schema/error-codes';
import { Hono } from 'hono';
import { requireStaff, requireUser } from '../../lib/auth';
import type { AppDeps, AppEnv } from '../../lib/context';
import { csvAttachment, toCsv } from '../../lib/csv';
import { venueDateTime } from '../../lib/dates';
import { AppError } from '../../lib/errors';
import { parseWith } from '../../lib/validate';
import { findEvent, findWorkshop } from '../catalogue/catalogue.repository';
import { listRegistrationViews } from './registrations-admin.repository';

/** /admin/registrations: the event and workshop registrations (active ones unless asked), and a CSV per event (staff). */
export function registrationsAdminRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();

  routes.get('/event-registrations/registrations/all', requireUser(deps), requireStaff(), (c) => {
    const { includeWithdrawn } = parseWith(registrationsListQuerySchema, c.req.query());
    const data = listRegistrationViews(deps.db, { activeOnly: !includeWithdrawn });
    return c.json({ success: true, count: data.length, data });
  });

  routes.get('/admin/registrations/:itemType/:itemId/export.csv', requireUser(deps), requireStaff(), (c) => {
    const { itemType, itemId } = parseWith(registrationExportParamsSchema, c.req.param());
    const { includeWithdrawn } = parseWith(registrationsListQuerySchema, c.req.query());
    const item = itemType === 'event' ? findEvent(deps.db, itemId) : findWorkshop(deps.db, itemId);
    if (!item) throw new AppError(404, ErrorCode.EVENT_NOT_FOUND, itemType === 'event' ? 'Event not found' : 'Workshop not found');
    const name = 'name' in item ? item.name : item.title;
    const orNA = (v: string | null | undefined) => (v && v.trim() ? v : MISSING_VALUE);
    const rows = listRegistrationViews(deps.db, { itemType, itemId, activeOnly: !includeWithdrawn }).map((r, i) => [
      i + 1,
      orNA(r.user.name),
      orNA(r.user.email),
      orNA(r.user.phone),
      orNA(r.user.college),
      orNA(r.user.department),
      venueDateTime(r.registeredAt),
      r.status,
    ]);
    return csvAttachment(c, `${name}-registrations`, toCsv(REGISTRATION_CSV_COLUMNS, rows));
  });

  return routes;
}
