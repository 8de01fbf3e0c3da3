import type { AdminUsersQuery, AdminUsersStats } from '@symposium/schema/admin-users';
import { sql, type SelectQueryBuilder } from 'kysely';
import { all, first, type Db } from '../../db/client';
import type { Database, UsersTable } from '../../db/database';
import { searchConditions } from '../../db/staff-search';
import { countParticipantsByPayment } from '../users/users.repository';

export type ParticipantFilters = Pick<
  AdminUsersQuery,
  'q' | 'registrationType' | 'paymentStatus' | 'kitStatus' | 'passStatus'
>;
type Sorting = Pick<AdminUsersQuery, 'sort' | 'order'>;

const SEARCH_COLUMNS = ['name', 'email', 'phone', 'participant_id', 'college'] as const;

/**
 * Participants (role 'user') matching the staff filters. The search is a case-insensitive substring
 * over name, email, phone, participant ID and college (docs/product.md#participants); SQLite's LIKE folds ASCII case.
 */
function participantsWhere(db: Db, filters: ParticipantFilters) {
  let query = db.kysely.selectFrom('users').where('role', '=', 'user');
  if (filters.q) {
    const q = filters.q;
    query = query.where((eb) => eb.or(searchConditions(q, SEARCH_COLUMNS, 'phone')));
  }
  if (filters.registrationType) query = query.where('registration_type', '=', filters.registrationType);
  if (filters.paymentStatus) query = query.where('payment_status', '=', filters.paymentStatus);
  if (filters.kitStatus === 'issued') query = query.where('kit_issued_at', 'is not', null);
  if (filters.kitStatus === 'not-issued') query = query.where('kit_issued_at', 'is', null);
  if (filters.passStatus === 'revoked') query = query.where('pass_revoked_at', 'is not', null);
  if (filters.passStatus === 'not-revoked') query = query.where('pass_revoked_at', 'is', null);
  return query;
}

function sorted<O>(query: SelectQueryBuilder<Database, 'users', O>, { sort, order }: Sorting) {
  const primary =
    sort === 'name'
      ? sql`name collate nocase`
      : sort === 'college'
        ? sql`college collate nocase`
        : sql.ref('created_at');
  // The id breaks ties so pages never repeat or skip a row.
  return query.orderBy(primary, order).orderBy('id', order);
}

export function listParticipants(
  db: Db,
  filters: ParticipantFilters & Sorting & { page: number; limit: number },
): { rows: UsersTable[]; total: number } {
  const base = participantsWhere(db, filters);
  const count = first(
    db,
    base.select((eb) => eb.fn.countAll<number>().as('n')),
  );
  const rows = all(
    db,
    sorted(base.selectAll(), filters)
      .limit(filters.limit)
      .offset((filters.page - 1) * filters.limit),
  );
  return { rows, total: Number(count?.n ?? 0) };
}

/** Every participant matching the filters, in the table's order (the CSV of "all"). */
export function allParticipants(db: Db, filters: ParticipantFilters & Sorting): UsersTable[] {
  return all(db, sorted(participantsWhere(db, filters).selectAll(), filters));
}

/**
 * The ids of the participants matching the filters, in the list's order, at most `cap` of them (the bulk
 * actions' limit), with the full count of matches beside them.
 */
export function participantIdsMatching(
  db: Db,
  filters: ParticipantFilters & Sorting,
  cap: number,
): { ids: string[]; total: number } {
  const base = participantsWhere(db, filters);
  const count = first(
    db,
    base.select((eb) => eb.fn.countAll<number>().as('n')),
  );
  const rows = all(db, sorted(base.select('id'), filters).limit(cap));
  return { ids: rows.map((row) => row.id), total: Number(count?.n ?? 0) };
}

/** The stat and type cards of /admin/users, over every participant (one pass over the table). */
export function participantStats(db: Db): AdminUsersStats {
  const row = first(
    db,
    countParticipantsByPayment(db).select([
      sql<number>`coalesce(sum(registration_type = 'general'), 0)`.as('general'),
      sql<number>`coalesce(sum(registration_type = 'workshop'), 0)`.as('workshop'),
      sql<number>`coalesce(sum(registration_type = 'both'), 0)`.as('both'),
      sql<number>`coalesce(sum(kit_issued_at is not null), 0)`.as('kitsIssued'),
      sql<number>`coalesce(sum(payment_status = 'verified' and participant_id is null), 0)`.as('awaitingId'),
    ]),
  );
  return {
    total: Number(row?.total ?? 0),
    verified: Number(row?.verified ?? 0),
    pending: Number(row?.pending ?? 0),
    rejected: Number(row?.rejected ?? 0),
    general: Number(row?.general ?? 0),
    workshop: Number(row?.workshop ?? 0),
    both: Number(row?.both ?? 0),
    kitsIssued: Number(row?.kitsIssued ?? 0),
    awaitingId: Number(row?.awaitingId ?? 0),
  };
}

export function countKitsIssued(db: Db): number {
  const row = first(
    db,
    db.kysely
      .selectFrom('users')
      .where('role', '=', 'user')
      .where('kit_issued_at', 'is not', null)
      .select((eb) => eb.fn.countAll<number>().as('n')),
  );
  return Number(row?.n ?? 0);
}

export function findParticipant(db: Db, id: string): UsersTable | undefined {
  return first(db, db.kysely.selectFrom('users').selectAll().where('id', '=', id).where('role', '=', 'user'));
}

const CHUNK = 500;

/** The participants among the given ids (others — staff, unknown — are left out), in the given order. */
export function findParticipants(db: Db, ids: readonly string[]): UsersTable[] {
  const found = new Map<string, UsersTable>();
  for (let i = 0; i < ids.length; i += CHUNK) {
    const chunk = ids.slice(i, i + CHUNK);
    for (const row of all(
      db,
      db.kysely.selectFrom('users').selectAll().where('role', '=', 'user').where('id', 'in', chunk),
    )) {
      found.set(row.id, row);
    }
  }
  return ids.flatMap((id) => found.get(id) ?? []);
}
