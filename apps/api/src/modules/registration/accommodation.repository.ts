import { first, run, type Db } from '../../db/client';
import type { AccommodationRequestsTable } from '../../db/database';

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
