import {
  ACCOMMODATION_CSV_COLUMNS,
  accommodationListQuerySchema,
  confirmAccommodationSchema,
  deskStaySchema,
} from '@symposium/schema/accommodation';
import { M } from '@symposium/schema/messages';
import { Hono } from 'hono';
import { requireStaff, requireUser } from '../../lib/auth';
import type { AppDeps, AppEnv } from '../../lib/context';
import { csvAttachment, toCsv } from '../../lib/csv';
import { readEdition } from '../edition/edition.repository';
import { parseWith, readJson } from '../../lib/validate';
import { accommodationCsvRow, toPublicAccommodation, toStaffAccommodation } from './accommodation.mapper';
import { accommodationStats, countAccommodations, listAccommodations, staysOfUser } from './accommodation.repository';
import { addStayAtDesk, cancelStay, collectStayFee, confirmStay } from './accommodation.service';

/**
 * /accommodation/mine: the signed-in person's own stays (the profile shows them, offline too).
 * /admin/accommodations: list, stats, CSV, add a stay for a registered participant at the desk, confirm with a room
 * number, cancel. Staff (coordinators included).
 */
export function accommodationRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();

  routes.get('/accommodation/mine', requireUser(deps), (c) => {
    const data = staysOfUser(deps.db, c.get('user').id).map(toPublicAccommodation);
    return c.json({ success: true, count: data.length, data });
  });

  routes.get('/accommodation/admin/all', requireUser(deps), requireStaff(), (c) => {
    const query = parseWith(accommodationListQuerySchema, c.req.query());
    const data = listAccommodations(deps.db, query).map(toStaffAccommodation);
    const total = countAccommodations(deps.db, query);
    return c.json({
      success: true,
      count: data.length,
      total,
      page: query.page,
      limit: query.limit,
      totalPages: Math.ceil(total / query.limit),
      data,
    });
  });

  routes.get('/accommodation/admin/stats', requireUser(deps), requireStaff(), (c) =>
    c.json({ success: true, data: accommodationStats(deps.db) }),
  );

  routes.get('/accommodation/admin/export.csv', requireUser(deps), requireStaff(), (c) => {
    const { q, status, gender, paymentStatus } = parseWith(accommodationListQuerySchema, c.req.query());
    const rows = listAccommodations(deps.db, { q, status, gender, paymentStatus }).map(accommodationCsvRow);
    // The name says what the file holds, as the screen's button does: 'accommodations-all-65' or
    // 'accommodations-filtered-12' (docs/decisions/0045-csv-exports.md).
    const filtered = [q, status, gender, paymentStatus].some((v) => v !== undefined);
    const base = `accommodations-${filtered ? 'filtered' : 'all'}-${rows.length}`;
    return csvAttachment(c, readEdition(deps.db, deps.env), base, toCsv(ACCOMMODATION_CSV_COLUMNS, rows));
  });

  routes.post('/accommodation/admin/requests', requireUser(deps), requireStaff(), async (c) => {
    const input = parseWith(deskStaySchema, await readJson(c));
    const { stay, paymentAmount } = addStayAtDesk(deps, c.get('user'), input);
    return c.json(
      {
        success: true,
        message: M.stayAdded(stay.request_number),
        data: { accommodation: toPublicAccommodation(stay), paymentAmount },
      },
      201,
    );
  });

  routes.put('/accommodation/:id/confirm', requireUser(deps), requireStaff(), async (c) => {
    const { roomNumber } = parseWith(confirmAccommodationSchema, await readJson(c));
    const row = confirmStay(deps, c.get('user'), c.req.param('id'), roomNumber);
    return c.json({
      success: true,
      message: 'Accommodation confirmed successfully!',
      data: toPublicAccommodation(row),
    });
  });

  routes.put('/accommodation/:id/collect-fee', requireUser(deps), requireStaff(), (c) => {
    const row = collectStayFee(deps, c.get('user'), c.req.param('id'));
    return c.json({
      success: true,
      message: M.stayFeeCollected(row.desk_fee, row.request_number),
      data: toPublicAccommodation(row),
    });
  });

  routes.put('/accommodation/:id/cancel', requireUser(deps), requireStaff(), (c) => {
    const row = cancelStay(deps, c.get('user'), c.req.param('id'));
    return c.json({ success: true, message: 'Accommodation cancelled', data: toPublicAccommodation(row) });
  });

  return routes;
}
