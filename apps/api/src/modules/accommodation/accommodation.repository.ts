import type { AccommodationListQuery, AccommodationStats } from '@symposium/schema/accommodation';
import type { PaymentStatus } from '@symposium/schema/user';
import { sql } from 'kysely';
import { all, first, run, type Db } from '../../db/client';
import type { AccommodationRequestsTable } from '../../db/database';
import { searchConditions } from '../../db/staff-search';

const SEARCH_COLUMNS = ['name', 'email', 'phone', 'college', 'request_number'] as const;

function accommodationsWhere(db: Db, filter: Partial<AccommodationListQuery>) {
  let query = db.kysely.selectFrom('accommodation_requests');
  if (filter.q) {
    const q = filter.q;
    query = query.where((eb) =>
      eb.or(
        searchConditions(
          q,
          SEARCH_COLUMNS.map((column) => `accommodation_requests.${column}`),
          'accommodation_requests.phone',
        ),
      ),
    );
  }
  if (filter.status) query = query.where('accommodation_requests.status', '=', filter.status);
  if (filter.gender) query = query.where('accommodation_requests.gender', '=', filter.gender);
  if (filter.paymentStatus) {
    const payers = db.kysely
      .selectFrom('users')
      .select('users.id')
      .where('users.payment_status', '=', filter.paymentStatus);
    query = query.where('accommodation_requests.user_id', 'in', payers);
  }
  return query;
}

export type StayWithPayment = AccommodationRequestsTable & { payment_status: PaymentStatus };

/**
 * docs/product.md#accommodation-requests: search over name, email, phone, college and request number; filters by status, gender and the
 * participant's payment status.
 * Each row carries its participant's payment status (a room needs a verified payment).
 */
export function listAccommodations(db: Db, filter: Partial<AccommodationListQuery>): StayWithPayment[] {
  let query = accommodationsWhere(db, filter)
    .innerJoin('users', 'users.id', 'accommodation_requests.user_id')
    .selectAll('accommodation_requests')
    .select('users.payment_status')
    .orderBy('accommodation_requests.seq', 'asc');
  if (filter.limit) query = query.limit(filter.limit).offset(((filter.page ?? 1) - 1) * filter.limit);
  return all(db, query);
}

/** The confirmed stays in a room (room numbers compared case-insensitively). */
export function confirmedStaysInRoom(db: Db, roomNumber: string): AccommodationRequestsTable[] {
  return all(
    db,
    db.kysely
      .selectFrom('accommodation_requests')
      .selectAll()
      .where('status', '=', 'confirmed')
      .where(sql<string>`upper(room_number)`, '=', roomNumber.toUpperCase()),
  );
}

export function countAccommodations(db: Db, filter: Partial<AccommodationListQuery>): number {
  const row = first(
    db,
    accommodationsWhere(db, filter).select((eb) => eb.fn.countAll<number>().as('n')),
  );
  return Number(row?.n ?? 0);
}

export function accommodationStats(db: Db): AccommodationStats {
  const row = first(
    db,
    db.kysely
      .selectFrom('accommodation_requests')
      .select([
        sql<number>`count(*)`.as('total'),
        sql<number>`coalesce(sum(gender = 'male'), 0)`.as('totalMale'),
        sql<number>`coalesce(sum(gender = 'female'), 0)`.as('totalFemale'),
        sql<number>`coalesce(sum(status = 'requested'), 0)`.as('requested'),
        sql<number>`coalesce(sum(status = 'confirmed'), 0)`.as('confirmed'),
        sql<number>`coalesce(sum(status = 'cancelled'), 0)`.as('cancelled'),
        sql<number>`coalesce(sum(status != 'cancelled' and desk_fee > 0 and desk_fee_collected_at is null), 0)`.as(
          'deskFeesDue',
        ),
        sql<number>`coalesce(sum(case when status != 'cancelled' and desk_fee_collected_at is null then desk_fee else 0 end), 0)`.as(
          'deskFeesDueAmount',
        ),
      ]),
  );
  return {
    total: Number(row?.total ?? 0),
    totalMale: Number(row?.totalMale ?? 0),
    totalFemale: Number(row?.totalFemale ?? 0),
    requested: Number(row?.requested ?? 0),
    confirmed: Number(row?.confirmed ?? 0),
    cancelled: Number(row?.cancelled ?? 0),
    deskFeesDue: Number(row?.deskFeesDue ?? 0),
    deskFeesDueAmount: Number(row?.deskFeesDueAmount ?? 0),
  };
}

/** The stays still wanted (not cancelled), by gender: rooms hold one gender (ROOM_GENDER_MISMATCH), so each is roomed apart. */
export function activeStaysByGender(db: Db): { male: number; female: number } {
  const row = first(
    db,
    db.kysely
      .selectFrom('accommodation_requests')
      .where('status', '!=', 'cancelled')
      .select([
        sql<number>`coalesce(sum(gender = 'male'), 0)`.as('male'),
        sql<number>`coalesce(sum(gender = 'female'), 0)`.as('female'),
      ]),
  );
  return { male: Number(row?.male ?? 0), female: Number(row?.female ?? 0) };
}

export function findAccommodation(db: Db, id: string): AccommodationRequestsTable | undefined {
  return first(db, db.kysely.selectFrom('accommodation_requests').selectAll().where('id', '=', id));
}

export function accommodationsOfUser(db: Db, userId: string): AccommodationRequestsTable[] {
  return all(
    db,
    db.kysely.selectFrom('accommodation_requests').selectAll().where('user_id', '=', userId).orderBy('seq'),
  );
}

export function updateAccommodation(
  db: Db,
  id: string,
  changes: Partial<
    Pick<
      AccommodationRequestsTable,
      'status' | 'room_number' | 'updated_at' | 'desk_fee' | 'desk_fee_collected_at' | 'desk_fee_collected_by'
    >
  >,
): number {
  return run(db, db.kysely.updateTable('accommodation_requests').set(changes).where('id', '=', id));
}

/** A participant's own accommodation requests, oldest first. */
export function staysOfUser(db: Db, userId: string): AccommodationRequestsTable[] {
  return all(
    db,
    db.kysely.selectFrom('accommodation_requests').selectAll().where('user_id', '=', userId).orderBy('seq', 'asc'),
  );
}
