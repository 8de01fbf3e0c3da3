import {
  type PaymentDeskStayFee,
  type PaymentList,
  paymentListQuerySchema,
  rejectPaymentSchema,
  type TransactionIdTwin,
  verifyPaymentSchema,
} from '@symposium/schema/payments';
import { Hono } from 'hono';
import type { UsersTable } from '../../db/database';
import { requireRole, requireStaff, requireUser } from '../../lib/auth';
import type { AppDeps, AppEnv } from '../../lib/context';
import { parseWith, readJson } from '../../lib/validate';
import { toStaffUser } from '../users/users.mapper';
import {
  deskStayFees,
  listPayments,
  paymentProofOf,
  paymentStats,
  proofTwins,
  transactionIdTwins,
} from './payments.repository';
import { statementMatchesOf } from './statements.repository';
import { decidePayment } from './payments.service';
import { writeTransaction } from '../../db/client';
import { generateParticipantId } from '../admin-users/participant-ids.service';

/** /admin/payments: the lists and statistics for staff; verifying and rejecting for admins only. */
export function paymentsRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();

  /**
   * Optional `?q=` narrows the list (the desk's search); `?page=`/`?limit=` answer one page of it with
   * the paging figures. Without a page, the whole list, as docs/product.md#payments reads it.
   */
  const paymentList = (status: PaymentList, query: Record<string, string>) => {
    const filters = parseWith(paymentListQuerySchema, query);
    const { rows, total } = listPayments(deps.db, status, filters);
    const twins = transactionIdTwins(
      deps.db,
      rows.map((row) => row.transaction_id),
    );
    const fees = deskStayFees(
      deps.db,
      rows.map((row) => row.id),
    );
    const sameProof = proofTwins(deps.db, rows);
    const lines = statementMatchesOf(
      deps.db,
      rows.map((row) => row.id),
    );
    const data = rows.map((row) => ({
      ...toPayment(row, twins.get(row.transaction_id?.toUpperCase() ?? '') ?? [], fees.get(row.id) ?? null),
      proofAlsoUsedBy: sameProof.get(row.id) ?? [],
      statementMatch: lines.get(row.id) ?? null,
    }));
    const { paging } = filters;
    return paging
      ? {
          success: true,
          data,
          total,
          page: paging.page,
          limit: paging.limit,
          totalPages: Math.ceil(total / paging.limit),
        }
      : { success: true, data, total };
  };

  routes.get('/admin/payments/pending', requireUser(deps), requireStaff(), (c) =>
    c.json(paymentList('pending', c.req.query())),
  );

  routes.get('/admin/payments/verified', requireUser(deps), requireStaff(), (c) =>
    c.json(paymentList('verified', c.req.query())),
  );

  routes.get('/admin/payments/rejected', requireUser(deps), requireStaff(), (c) =>
    c.json(paymentList('rejected', c.req.query())),
  );

  routes.get('/admin/payments/stats', requireUser(deps), requireStaff(), (c) =>
    c.json({ success: true, data: paymentStats(deps.db) }),
  );

  routes.put('/admin/payments/:id/verify', requireUser(deps), requireRole('admin'), async (c) => {
    const { notes, issueId } = parseWith(verifyPaymentSchema, await readJson(c));
    const actor = c.get('user');
    const id = c.req.param('id');
    const user = writeTransaction(deps.db, () => {
      const verified = decidePayment(deps, actor, id, { status: 'verified', notes });
      return issueId ? generateParticipantId(deps, actor, id).user : verified;
    });
    return c.json({ success: true, message: 'Payment verified successfully!', data: toStaffUser(user) });
  });

  routes.put('/admin/payments/:id/reject', requireUser(deps), requireRole('admin'), async (c) => {
    const { reason } = parseWith(rejectPaymentSchema, await readJson(c));
    const user = decidePayment(deps, c.get('user'), c.req.param('id'), { status: 'rejected', reason });
    return c.json({ success: true, message: 'Payment rejected', data: toStaffUser(user) });
  });

  return routes;
}

/**
 * A participant's payment as /admin/payments shows it (docs/product.md#payments: screenshot beside transaction ID and
 * amount), with the other registrations that carry the same transaction ID. A stay added at the desk after they
 * paid raised `amount` by its fee: `proofAmount` is what the screenshot should show, `deskStayFee` that stay's fee.
 */
export function toPayment(
  row: UsersTable,
  sameTransactionId: readonly TransactionIdTwin[],
  deskStayFee: PaymentDeskStayFee | null,
) {
  const alsoUsedBy = sameTransactionId.filter((twin) => twin.id !== row.id);
  return {
    ...toStaffUser(row),
    amount: row.payment_amount,
    ...paymentProofOf(row, deskStayFee),
    possibleDuplicate: alsoUsedBy.length > 0,
    alsoUsedBy,
  };
}
