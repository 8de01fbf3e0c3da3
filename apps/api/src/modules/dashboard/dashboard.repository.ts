import { DASHBOARD } from '@symposium/schema/constants';
import { all, type Db } from '../../db/client';
import { listEvents, listWorkshops, registrationCounts } from '../catalogue/catalogue.repository';

/** docs/product.md#dashboard-and-setup-checklist: event-wise bars for the top 10 events and workshops by active registrations. */
export function topEvents(db: Db, limit: number = DASHBOARD.topEvents) {
  const eventCounts = registrationCounts(db, 'event');
  const workshopCounts = registrationCounts(db, 'workshop');
  const items = [
    ...listEvents(db).map((e) => ({
      _id: e.id,
      name: e.name,
      category: e.category as string,
      itemType: 'event' as const,
      registrations: eventCounts.get(e.id) ?? 0,
    })),
    ...listWorkshops(db).map((w) => ({
      _id: w.id,
      name: w.title,
      category: 'workshop',
      itemType: 'workshop' as const,
      registrations: workshopCounts.get(w.id) ?? 0,
    })),
  ];
  // Ties keep the catalogue's order (a stable sort), as the cards of /admin/registrations do: the two lists agree.
  return items
    .sort((a, b) => b.registrations - a.registrations)
    .slice(0, limit)
    .map((item) => ({
      ...item,
      // Bars scale against 70 registrations, capped at 100% (docs/product.md#dashboard-and-setup-checklist).
      barPercent: Math.min(100, Math.round((item.registrations / DASHBOARD.barScale) * 100)),
    }));
}

/** The newest participant sign-ups (docs/product.md#dashboard-and-setup-checklist: 10 latest registrations). */
export function latestParticipants(db: Db, limit: number = DASHBOARD.latest) {
  return all(
    db,
    db.kysely
      .selectFrom('users')
      .select(['id', 'name', 'email', 'college', 'registration_type', 'payment_status', 'participant_id', 'created_at'])
      .where('role', '=', 'user')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit),
  ).map((u) => ({
    _id: u.id,
    id: u.id,
    name: u.name,
    email: u.email,
    college: u.college,
    registrationType: u.registration_type,
    paymentStatus: u.payment_status,
    participantId: u.participant_id,
    createdAt: u.created_at,
  }));
}
