import {
  ACCOMMODATION_CSV_COLUMNS,
  accommodationListQuerySchema,
  confirmAccommodationSchema,
  NOT_ASSIGNED,
} from '@symposium/schema/accommodation';
import { ErrorCode } from '@symposium/schema/error-codes';
import { M } from '@symposium/schema/messages';
import { Hono } from 'hono';
import { writeTransaction } from '../../db/client';
import type { AccommodationRequestsTable, UsersTable } from '../../db/database';
import { requireStaff, requireUser } from '../../lib/auth';
import type { AppDeps, AppEnv } from '../../lib/context';
import { csvAttachment, toCsv } from '../../lib/csv';
import { AppError } from '../../lib/errors';
import { nowIso } from '../../lib/ids';
import { parseWith, readJson } from '../../lib/validate';
import { recordAudit } from '../audit/audit.repository';
import { accommodationConfirmedMail } from './accommodation.mails';
import { toPublicAccommodation } from './accommodation.mapper';
import {
  accommodationStats,
  countAccommodations,
  findAccommodation,
  listAccommodations,
  updateAccommodation,
} from './accommodation.repository';

const notFoundError = () => new AppError(404, ErrorCode.ACCOMMODATION_NOT_FOUND, M.accommodationNotFound);

/** /admin/accommodations: list, stats, CSV, confirm with a room number, cancel. Staff (coordinators included). */
export function accommodationRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();

  routes.get('/accommodation/admin/all', requireUser(deps), requireStaff(), (c) => {
    const query = parseWith(accommodationListQuerySchema, c.req.query());
    const data = listAccommodations(deps.db, query).map(toPublicAccommodation);
    return c.json({ success: true, count: data.length, total: countAccommodations(deps.db, query), data });
  });

  routes.get('/accommodation/admin/stats', requireUser(deps), requireStaff(), (c) =>
    c.json({ success: true, data: accommodationStats(deps.db) }),
  );

  routes.get('/accommodation/admin/export.csv', requireUser(deps), requireStaff(), (c) => {
    const { q, status, gender } = parseWith(accommodationListQuerySchema, c.req.query());
    const orNotAssigned = (v: string | number | null) => (v === null || v === '' ? NOT_ASSIGNED : v);
    const rows = listAccommodations(deps.db, { q, status, gender }).map((r) =>
      [r.request_number, r.name, r.email, r.phone, r.college, r.gender, r.check_in_date, r.check_out_date, r.status, r.room_number].map(
        orNotAssigned,
      ),
    );
    return csvAttachment(c, 'accommodations', toCsv(ACCOMMODATION_CSV_COLUMNS, rows));
  });

  /** Spec §4: requested → confirmed when staff enter a room number; only requested rows can be confirmed. */
  routes.put('/accommodation/:id/confirm', requireUser(deps), requireStaff(), async (c) => {
    const { roomNumber } = parseWith(confirmAccommodationSchema, await readJson(c));
    const actor = c.get('user');
    const row = writeTransaction(deps.db, () => {
      const before = findAccommodation(deps.db, c.req.param('id'));
      if (!before) throw notFoundError();
      if (before.status !== 'requested') {
        throw new AppError(409, ErrorCode.ACCOMMODATION_NOT_REQUESTED, M.accommodationNotRequested);
      }
      const after: AccommodationRequestsTable = { ...before, status: 'confirmed', room_number: roomNumber, updated_at: nowIso() };
      updateAccommodation(deps.db, before.id, { status: after.status, room_number: after.room_number, updated_at: after.updated_at });
      auditStay(deps, actor, 'accommodation.confirm', before, after);
      return after;
    });
    deps.mailer.sendInBackground(accommodationConfirmedMail(row));
    return c.json({ success: true, message: 'Accommodation confirmed successfully!', data: toPublicAccommodation(row) });
  });

  /** Cancels a requested or confirmed stay; the room number is kept for the record. */
  routes.put('/accommodation/:id/cancel', requireUser(deps), requireStaff(), (c) => {
    const actor = c.get('user');
    const row = writeTransaction(deps.db, () => {
      const before = findAccommodation(deps.db, c.req.param('id'));
      if (!before) throw notFoundError();
      if (before.status === 'cancelled') {
        throw new AppError(409, ErrorCode.ACCOMMODATION_ALREADY_CANCELLED, M.accommodationAlreadyCancelled);
      }
      const after: AccommodationRequestsTable = { ...before, status: 'cancelled', updated_at: nowIso() };
      updateAccommodation(deps.db, before.id, { status: after.status, updated_at: after.updated_at });
      auditStay(deps, actor, 'accommodation.cancel', before, after);
      return after;
    });
    return c.json({ success: true, message: 'Accommodation cancelled', data: toPublicAccommodation(row) });
  });

  return routes;
}

const stayState = (r: AccommodationRequestsTable) => ({
  requestNumber: r.request_number,
  userId: r.user_id,
  status: r.status,
  roomNumber: r.room_number,
});

/** Call inside the change's transaction. */
function auditStay(
  deps: AppDeps,
  actor: Pick<UsersTable, 'id' | 'name'>,
  action: string,
  before: AccommodationRequestsTable,
  after: AccommodationRequestsTable,
) {
  recordAudit(deps.db, { actor, action, entityType: 'accommodation', entityId: before.id, before: stayState(before), after: stayState(after) });
}
