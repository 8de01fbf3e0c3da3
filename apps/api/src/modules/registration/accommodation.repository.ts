import type { Gender } from '@symposium/schema/constants';
import { accommodationNights } from '@symposium/schema/registration';
import { first, run, type Db } from '../../db/client';
import type { AccommodationRequestsTable, UsersTable } from '../../db/database';
import { newId } from '../../lib/ids';

/** The next request number, read inside the caller's write transaction so two can't collide. */
export function nextAccommodationSeq(db: Db): number {
  const row = first(
    db,
    db.kysely.selectFrom('accommodation_requests').select((eb) => eb.fn.max<number>('seq').as('max')),
  );
  return Number(row?.max ?? 0) + 1;
}

export const requestNumberOf = (seq: number) => `ACC-${String(seq).padStart(4, '0')}`;

export function insertAccommodationRequest(db: Db, row: AccommodationRequestsTable): void {
  run(db, db.kysely.insertInto('accommodation_requests').values(row));
}

/**
 * A participant's new stay request ('requested', no room yet), numbered and stored inside the caller's write
 * transaction: the one way a stay is made, at registration and at the desk.
 */
export function insertStayRequest(
  db: Db,
  user: Pick<UsersTable, 'id' | 'name' | 'email' | 'phone' | 'college'>,
  stay: { gender: Gender; checkIn: string; checkOut: string },
  now: string,
  source: AccommodationRequestsTable['source'],
): AccommodationRequestsTable {
  const seq = nextAccommodationSeq(db);
  const row: AccommodationRequestsTable = {
    id: newId(),
    seq,
    request_number: requestNumberOf(seq),
    user_id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    college: user.college,
    gender: stay.gender,
    check_in_date: stay.checkIn,
    check_out_date: stay.checkOut,
    number_of_days: accommodationNights(stay.checkIn, stay.checkOut),
    room_number: null,
    status: 'requested',
    created_at: now,
    updated_at: now,
    desk_fee: 0,
    desk_fee_collected_at: null,
    desk_fee_collected_by: null,
    source,
  };
  run(db, db.kysely.insertInto('accommodation_requests').values(row));
  return row;
}
