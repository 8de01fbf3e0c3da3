import {
  ATTENDANCE_CSV_COLUMNS,
  MISSING_VALUE,
  REGISTRATION_CSV_COLUMNS,
  itemRegistrationsQuerySchema,
  registrationCountsQuerySchema,
  registrationExportParamsSchema,
  registrationsExportQuerySchema,
  registrationsListQuerySchema,
  type RegistrationItemType,
} from '@symposium/schema/registrations-admin';
import { LIMITS } from '@symposium/schema/constants';
import { ErrorCode } from '@symposium/schema/error-codes';
import { Hono } from 'hono';
import { requireStaff, requireUser } from '../../lib/auth';
import type { Db } from '../../db/client';
import type { AppDeps, AppEnv } from '../../lib/context';
import { csvAttachment, toCsv } from '../../lib/csv';
import { venueDateTime } from '../../lib/dates';
import { readEdition } from '../edition/edition.repository';
import { AppError } from '../../lib/errors';
import { parseWith } from '../../lib/validate';
import { findEvent, findWorkshop } from '../catalogue/catalogue.repository';
import { listAttendance, listRegistrationViews } from './registrations-admin.repository';
import { registrationCounts } from './registrations-admin.service';

const orNA = (v: string | null | undefined) => (v && v.trim() ? v : MISSING_VALUE);

/** /admin/registrations: the event and workshop registrations (active ones unless asked), and a CSV per event (staff). */
export function registrationsAdminRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();

  /**
   * The list of docs/product.md#event-wise-registrations. Optional `itemType`/`itemId`, `q` and `page`/`limit` narrow it to one page of one
   * event's table; without a page, the whole (filtered) list, as the spec reads it.
   */
  routes.get('/event-registrations/registrations/all', requireUser(deps), requireStaff(), (c) => {
    const { includeWithdrawn, paging, ...filters } = parseWith(registrationsListQuerySchema, c.req.query());
    const { rows: data, total } = listRegistrationViews(deps.db, { ...filters, activeOnly: !includeWithdrawn, paging });
    return c.json(
      paging
        ? {
            success: true,
            count: data.length,
            data,
            total,
            page: paging.page,
            limit: paging.limit,
            totalPages: Math.ceil(total / paging.limit),
          }
        : { success: true, count: data.length, data, total },
    );
  });

  /** The cards of /admin/registrations: every event and workshop with its counts, busiest first. */
  routes.get('/admin/registrations/counts', requireUser(deps), requireStaff(), (c) => {
    const data = registrationCounts(deps.db, parseWith(registrationCountsQuerySchema, c.req.query()));
    const total = data.reduce((sum, item) => sum + (item.matching ?? item).registered, 0);
    return c.json({ success: true, data, total });
  });

  /** One card's table: a page of LIMITS.userPageSize of one event's or workshop's registrations, searched as the counts are. */
  routes.get('/admin/registrations/:itemType/:itemId', requireUser(deps), requireStaff(), (c) => {
    const { itemType, itemId } = parseWith(registrationExportParamsSchema, c.req.param());
    const { includeWithdrawn, q, page = 1 } = parseWith(itemRegistrationsQuerySchema, c.req.query());
    itemNameOr404(deps.db, itemType, itemId);
    const limit = LIMITS.userPageSize;
    const { rows: data, total } = listRegistrationViews(deps.db, {
      itemType,
      itemId,
      q,
      activeOnly: !includeWithdrawn,
      paging: { page, limit },
    });
    return c.json({ success: true, data, total, page, limit, totalPages: Math.ceil(total / limit) });
  });

  routes.get('/admin/registrations/:itemType/:itemId/export.csv', requireUser(deps), requireStaff(), (c) => {
    const { itemType, itemId } = parseWith(registrationExportParamsSchema, c.req.param());
    const { includeWithdrawn } = parseWith(registrationsExportQuerySchema, c.req.query());
    const name = itemNameOr404(deps.db, itemType, itemId);
    const edition = readEdition(deps.db, deps.env);
    const rows = listRegistrationViews(deps.db, { itemType, itemId, activeOnly: !includeWithdrawn }).rows.map(
      (r, i) => [
        i + 1,
        orNA(r.user.name),
        orNA(r.user.email),
        orNA(r.user.phone),
        orNA(r.user.college),
        orNA(r.user.department),
        venueDateTime(r.registeredAt, edition.timeZone),
        r.status,
      ],
    );
    return csvAttachment(c, edition, `${name}-registrations`, toCsv(REGISTRATION_CSV_COLUMNS, rows));
  });

  /** Who was checked in at the venue (docs/decisions/0044-dashboard-figures-and-attendance.md, "Attendance per event"). */
  routes.get('/admin/registrations/:itemType/:itemId/attendance.csv', requireUser(deps), requireStaff(), (c) => {
    const { itemType, itemId } = parseWith(registrationExportParamsSchema, c.req.param());
    const name = itemNameOr404(deps.db, itemType, itemId);
    const edition = readEdition(deps.db, deps.env);
    const rows = listAttendance(deps.db, itemType, itemId).map((r, i) => [
      i + 1,
      r.participant_id,
      orNA(r.name),
      orNA(r.email),
      orNA(r.phone),
      orNA(r.college),
      orNA(r.department),
      r.registered > 0 ? 'Yes' : 'No',
      venueDateTime(r.check_in_time, edition.timeZone),
      orNA(r.desk_name),
      orNA(r.staff_name),
    ]);
    return csvAttachment(c, edition, `${name}-attendance`, toCsv(ATTENDANCE_CSV_COLUMNS, rows));
  });

  return routes;
}

/** The name of the event or workshop a CSV is for; 404 for an unknown or deleted one. */
function itemNameOr404(db: Db, itemType: RegistrationItemType, itemId: string): string {
  const item = itemType === 'event' ? findEvent(db, itemId) : findWorkshop(db, itemId);
  if (!item)
    throw new AppError(404, ErrorCode.EVENT_NOT_FOUND, itemType === 'event' ? 'Event not found' : 'Workshop not found');
  return 'name' in item ? item.name : item.title;
}
