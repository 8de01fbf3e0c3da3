import {
  proofAmountOf,
  type PaymentDeskStayFee,
  type PaymentList,
  type PaymentListQuery,
  type PaymentStats,
  type TransactionIdTwin,
} from '@symposium/schema/payments';
import type { RegistrationType } from '@symposium/schema/fees';
import { sql } from 'kysely';
import { all, first, type Db } from '../../db/client';
import type { UsersTable } from '../../db/database';
import { searchConditions } from '../../db/staff-search';
import { countParticipantsByPayment } from '../users/users.repository';
import { sameProof } from '../../lib/proof-hash';

const SEARCH_COLUMNS = ['name', 'email', 'phone', 'transaction_id', 'participant_id'] as const;

/**
 * Pending payments oldest first (a queue); verified ones most recently verified first; rejected ones
 * most recently rejected first. `q` keeps those whose name, email, phone, transaction ID or participant
 * ID contains it, ignoring case (SQLite's LIKE folds ASCII case), as the users search does (docs/product.md#payments).
 * With `paging`, one page of them; `total` always counts every match.
 */
export function listPayments(
  db: Db,
  status: PaymentList,
  { q, paging }: Partial<PaymentListQuery> = {},
): { rows: UsersTable[]; total: number } {
  let base = db.kysely.selectFrom('users').where('role', '=', 'user').where('payment_status', '=', status);
  if (q) {
    base = base.where((eb) => eb.or(searchConditions(q, SEARCH_COLUMNS, 'phone')));
  }
  let query =
    status === 'pending'
      ? base.selectAll().orderBy('created_at', 'asc')
      : base.selectAll().orderBy(status === 'verified' ? 'verified_at' : 'updated_at', 'desc');
  // The id breaks ties so pages never repeat or skip a row.
  query = query.orderBy('id');
  if (!paging) {
    const rows = all(db, query);
    return { rows, total: rows.length };
  }
  const count = first(
    db,
    base.select((eb) => eb.fn.countAll<number>().as('n')),
  );
  const rows = all(db, query.limit(paging.limit).offset((paging.page - 1) * paging.limit));
  return { rows, total: Number(count?.n ?? 0) };
}

const twinColumns = ['id', 'name', 'participant_id', 'payment_status', 'transaction_id'] as const;
type TwinRow = Pick<UsersTable, (typeof twinColumns)[number]>;
const toTwin = (r: TwinRow): TransactionIdTwin => ({
  id: r.id,
  name: r.name,
  participantId: r.participant_id,
  paymentStatus: r.payment_status,
});

const CHUNK = 500;

/**
 * The registrations carrying each of these transaction IDs (compared upper-cased), grouped by that ID,
 * where more than one registration carries it: the payment lists flag each of them and name the others.
 * Only the listed rows' IDs are looked up, so a page costs a page's worth of work.
 */
export function transactionIdTwins(
  db: Db,
  transactionIds: readonly (string | null)[],
): Map<string, TransactionIdTwin[]> {
  const keys = [...new Set(transactionIds.flatMap((id) => (id === null ? [] : [id.toUpperCase()])))];
  const byTransaction = new Map<string, TransactionIdTwin[]>();
  for (let i = 0; i < keys.length; i += CHUNK) {
    const rows = all(
      db,
      db.kysely
        .selectFrom('users')
        .select([...twinColumns])
        .where('role', '=', 'user')
        .where(sql<string>`upper(transaction_id)`, 'in', keys.slice(i, i + CHUNK))
        .orderBy('created_at')
        .orderBy('id'),
    );
    for (const row of rows) {
      const key = row.transaction_id!.toUpperCase();
      byTransaction.set(key, [...(byTransaction.get(key) ?? []), toTwin(row)]);
    }
  }
  for (const [key, twins] of byTransaction) if (twins.length < 2) byTransaction.delete(key);
  return byTransaction;
}

/** The other participants whose registration carries this participant's transaction ID. */
export function otherUsersOfTransactionId(
  db: Db,
  user: Pick<UsersTable, 'id' | 'transaction_id'>,
): TransactionIdTwin[] {
  if (user.transaction_id === null) return [];
  const rows = all(
    db,
    db.kysely
      .selectFrom('users')
      .select([...twinColumns])
      .where('role', '=', 'user')
      .where('id', '!=', user.id)
      .where(sql<string>`upper(transaction_id)`, '=', user.transaction_id.toUpperCase())
      .orderBy('created_at')
      .orderBy('id'),
  );
  return rows.map(toTwin);
}

/**
 * Per participant, the stay added at the desk whose fee raised their amount after they paid: the payment lists say
 * what the proof covers and where the rest is collected. Adding a stay moves an earlier uncollected desk fee onto
 * the new stay, so a participant has at most one such stay; were there more, the latest is shown.
 */
export function deskStayFees(db: Db, userIds: readonly string[]): Map<string, PaymentDeskStayFee> {
  const fees = new Map<string, PaymentDeskStayFee>();
  for (let i = 0; i < userIds.length; i += CHUNK) {
    const rows = all(
      db,
      db.kysely
        .selectFrom('accommodation_requests')
        .select(['user_id', 'desk_fee', 'request_number', 'status', 'desk_fee_collected_at'])
        .where('user_id', 'in', userIds.slice(i, i + CHUNK))
        .where('desk_fee', '>', 0)
        .orderBy('created_at'),
    );
    for (const r of rows) {
      fees.set(r.user_id, {
        amount: r.desk_fee,
        requestNumber: r.request_number,
        stayStatus: r.status,
        collectedAt: r.desk_fee_collected_at,
      });
    }
  }
  return fees;
}

/**
 * What a participant's payment proof covers (`proofAmount`: the amount less the fee of a stay added at the desk after
 * they paid) and that stay's fee, as the payment lists and the participant details show them.
 */
export function paymentProofOf(user: Pick<UsersTable, 'payment_amount'>, deskStayFee: PaymentDeskStayFee | null) {
  return { proofAmount: proofAmountOf(user.payment_amount, deskStayFee), deskStayFee };
}

/**
 * Desk fees still to collect, per registration type: a verified participant's amount includes the fee of a stay added
 * at the desk, which the verified proof never covered, so revenue leaves it out until the desk collects it.
 */
function uncollectedDeskFees(db: Db): Map<RegistrationType, number> {
  const rows = all(
    db,
    db.kysely
      .selectFrom('accommodation_requests')
      .innerJoin('users', 'users.id', 'accommodation_requests.user_id')
      .where('users.payment_status', '=', 'verified')
      .where('accommodation_requests.desk_fee_collected_at', 'is', null)
      .where('users.registration_type', 'is not', null)
      .select(['users.registration_type', sql<number>`coalesce(sum(accommodation_requests.desk_fee), 0)`.as('due')])
      .groupBy('users.registration_type'),
  );
  return new Map(rows.map((r) => [r.registration_type as RegistrationType, Number(r.due)]));
}

export function paymentStats(db: Db): PaymentStats {
  const due = uncollectedDeskFees(db);
  const totalDue = [...due.values()].reduce((a, b) => a + b, 0);
  const totals = first(
    db,
    countParticipantsByPayment(db).select(
      sql<number>`coalesce(sum(case when payment_status = 'verified' then payment_amount else 0 end), 0)`.as('revenue'),
    ),
  );
  const byType = all(
    db,
    db.kysely
      .selectFrom('users')
      .where('role', '=', 'user')
      .where('payment_status', '=', 'verified')
      .where('registration_type', 'is not', null)
      .select([
        'registration_type',
        sql<number>`count(*)`.as('count'),
        sql<number>`coalesce(sum(payment_amount), 0)`.as('revenue'),
      ])
      .groupBy('registration_type')
      .orderBy('registration_type'),
  );
  return {
    totalRegistrations: Number(totals?.total ?? 0),
    pendingPayments: Number(totals?.pending ?? 0),
    verifiedPayments: Number(totals?.verified ?? 0),
    rejectedPayments: Number(totals?.rejected ?? 0),
    totalRevenue: Number(totals?.revenue ?? 0) - totalDue,
    revenueByType: byType.map((r) => ({
      _id: r.registration_type as RegistrationType,
      count: Number(r.count),
      totalRevenue: Number(r.revenue) - (due.get(r.registration_type as RegistrationType) ?? 0),
    })),
  };
}

/**
 * The group a new screenshot joins (docs/decisions/0053-payments-that-reconcile.md): that of the earliest registration
 * whose screenshot is the same picture, else its own. Decided once, when the screenshot arrives, so lists and details
 * read the twins by an index rather than comparing every picture with every other.
 */
export function proofGroupFor(db: Db, hash: string | null, userId: string): string | null {
  if (!hash) return null;
  const rows = db.sqlite
    .prepare(
      `select id, payment_proof_hash h, payment_proof_group g from users
       where role = 'user' and id != ? and payment_proof_hash is not null order by created_at, id`,
    )
    .iterate(userId) as Iterable<{ id: string; h: string; g: string | null }>;
  for (const row of rows) if (sameProof(hash, row.h)) return row.g ?? row.id;
  return userId;
}

/** Per registration, the other registrations whose screenshot is the same picture (flagged, never refused). */
export function proofTwins(
  db: Db,
  users: readonly Pick<UsersTable, 'id' | 'payment_proof_group'>[],
): Map<string, TransactionIdTwin[]> {
  const groups = [...new Set(users.flatMap((u) => (u.payment_proof_group ? [u.payment_proof_group] : [])))];
  const byGroup = new Map<string, (TransactionIdTwin & { group: string })[]>();
  for (let i = 0; i < groups.length; i += CHUNK) {
    const rows = all(
      db,
      db.kysely
        .selectFrom('users')
        .select([...twinColumns, 'payment_proof_group'])
        .where('role', '=', 'user')
        .where('payment_proof_group', 'in', groups.slice(i, i + CHUNK))
        .orderBy('created_at')
        .orderBy('id'),
    );
    for (const row of rows) {
      const group = row.payment_proof_group!;
      byGroup.set(group, [...(byGroup.get(group) ?? []), { ...toTwin(row), group }]);
    }
  }
  const out = new Map<string, TransactionIdTwin[]>();
  for (const user of users) {
    const twins = user.payment_proof_group ? (byGroup.get(user.payment_proof_group) ?? []) : [];
    out.set(
      user.id,
      twins.filter((t) => t.id !== user.id).map(({ group: _group, ...twin }) => twin),
    );
  }
  return out;
}
