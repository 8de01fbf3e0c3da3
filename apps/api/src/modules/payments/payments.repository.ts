import type { PaymentStats } from '@symposium/schema/payments';
import type { RegistrationType } from '@symposium/schema/fees';
import { sql } from 'kysely';
import { all, first, type Db } from '../../db/client';
import type { UsersTable } from '../../db/database';

/** Pending payments oldest first (a queue); verified ones most recently verified first. */
export function listPayments(db: Db, status: 'pending' | 'verified'): UsersTable[] {
  let query = db.kysely.selectFrom('users').selectAll().where('role', '=', 'user').where('payment_status', '=', status);
  query = status === 'pending' ? query.orderBy('created_at', 'asc') : query.orderBy('verified_at', 'desc');
  return all(db, query.orderBy('id'));
}

/** Transaction IDs (upper-cased) that more than one participant's registration carries. */
export function duplicatedTransactionIds(db: Db): Set<string> {
  const rows = all(
    db,
    db.kysely
      .selectFrom('users')
      .select(sql<string>`upper(transaction_id)`.as('tx'))
      .where('role', '=', 'user')
      .where('transaction_id', 'is not', null)
      .groupBy(sql`upper(transaction_id)`)
      .having(sql`count(*)`, '>', 1),
  );
  return new Set(rows.map((r) => r.tx));
}

export function paymentStats(db: Db): PaymentStats {
  const totals = first(
    db,
    db.kysely
      .selectFrom('users')
      .where('role', '=', 'user')
      .select([
        sql<number>`count(*)`.as('total'),
        sql<number>`coalesce(sum(payment_status = 'pending'), 0)`.as('pending'),
        sql<number>`coalesce(sum(payment_status = 'verified'), 0)`.as('verified'),
        sql<number>`coalesce(sum(payment_status = 'rejected'), 0)`.as('rejected'),
        sql<number>`coalesce(sum(case when payment_status = 'verified' then payment_amount else 0 end), 0)`.as('revenue'),
      ]),
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
    totalRevenue: Number(totals?.revenue ?? 0),
    revenueByType: byType.map((r) => ({
      _id: r.registration_type as RegistrationType,
      count: Number(r.count),
      totalRevenue: Number(r.revenue),
    })),
  };
}
