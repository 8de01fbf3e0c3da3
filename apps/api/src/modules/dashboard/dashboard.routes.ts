import { DASHBOARD } from '@symposium/schema/constants';
import { Hono } from 'hono';
import { requireStaff, requireUser } from '../../lib/auth';
import type { AppDeps, AppEnv } from '../../lib/context';
import { accommodationStats, activeStaysByGender } from '../accommodation/accommodation.repository';
import { participantStats } from '../admin-users/admin-users.repository';
import { listAudit } from '../audit/audit.repository';
import { contactMessageCounts } from '../contact/contact.repository';
import { paymentStats } from '../payments/payments.repository';
import { listRegistrationViews } from '../registrations-admin/registrations-admin.repository';
import { latestParticipants, topEvents } from './dashboard.repository';

/** GET /admin/dashboard: everything the /admin screen shows, in one answer (staff). */
export function dashboardRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();

  routes.get('/admin/dashboard', requireUser(deps), requireStaff(), (c) => {
    const users = participantStats(deps.db);
    const payments = paymentStats(deps.db);
    const accommodations = accommodationStats(deps.db);
    // Rooms for the stays still wanted (cancelled requests need none), a room holding one gender (docs/decisions/0044-dashboard-figures-and-attendance.md).
    const activeStays = accommodations.total - accommodations.cancelled;
    const staysByGender = activeStaysByGender(deps.db);
    const roomsFor = (people: number) => Math.ceil(people / DASHBOARD.peoplePerRoom);
    const roomsByGender = { male: roomsFor(staysByGender.male), female: roomsFor(staysByGender.female) };
    return c.json({
      success: true,
      data: {
        participants: {
          total: users.total,
          byPaymentStatus: { pending: users.pending, verified: users.verified, rejected: users.rejected },
          byRegistrationType: { general: users.general, workshop: users.workshop, both: users.both },
        },
        revenue: { total: payments.totalRevenue, byType: payments.revenueByType },
        accommodations: {
          ...accommodations,
          active: activeStays,
          activeByGender: staysByGender,
          roomsByGender,
          roomsRequired: roomsByGender.male + roomsByGender.female,
        },
        kitsIssued: users.kitsIssued,
        // The contact inbox's messages nobody has marked handled yet (/admin/messages).
        contactMessages: { open: contactMessageCounts(deps.db).open },
        topEvents: topEvents(deps.db),
        latestRegistrations: latestParticipants(deps.db),
        latestEventRegistrations: listRegistrationViews(deps.db, { latest: DASHBOARD.latest }).rows,
        recentActivity: listAudit(deps.db, { limit: DASHBOARD.latest }),
      },
    });
  });

  return routes;
}
