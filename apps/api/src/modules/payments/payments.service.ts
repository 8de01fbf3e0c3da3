import type { SkippedUser } from '@symposium/schema/admin-users';
import { ErrorCode } from '@symposium/schema/error-codes';
import { M } from '@symposium/schema/messages';
import type { PaymentDecision } from '@symposium/schema/payments';
import { writeTransaction } from '../../db/client';
import type { UsersTable } from '../../db/database';
import type { AppDeps } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { nowIso } from '../../lib/ids';
import { recordAudit } from '../audit/audit.repository';
import { findParticipant, findParticipants } from '../admin-users/admin-users.repository';
import { readEdition } from '../edition/edition.repository';
import { updateUser } from '../users/users.repository';
import { paymentRejectedMail, paymentVerifiedMail } from './payments.mails';
import { profileLink } from '../../lib/site-links';

type Actor = Pick<UsersTable, 'id' | 'name'>;

const paymentState = (u: UsersTable) => ({
  paymentStatus: u.payment_status,
  rejectionReason: u.rejection_reason,
  paymentNotes: u.payment_notes,
  verifiedAt: u.verified_at,
});

export const participantNotFound = () => new AppError(404, ErrorCode.USER_NOT_FOUND, M.participantNotFound);

/**
 * Applies a decision to one row inside the caller's transaction and audits it; a verification by statement match
 * (statements.service.ts) names its action and the line in the audit.
 */
export function applyDecision(
  deps: AppDeps,
  actor: Actor,
  user: UsersTable,
  decision: PaymentDecision,
  at: string,
  byStatement?: { statementLine: string },
): UsersTable {
  const changes: Partial<UsersTable> =
    decision.status === 'verified'
      ? { payment_status: 'verified', verified_at: at, rejection_reason: null, payment_notes: decision.notes ?? null }
      : { payment_status: 'rejected', verified_at: null, rejection_reason: decision.reason };
  const after: UsersTable = { ...user, ...changes, updated_at: at };
  updateUser(deps.db, user.id, { ...changes, updated_at: at });
  recordAudit(deps.db, {
    actor,
    action: byStatement
      ? 'payment.verify-statement'
      : decision.status === 'verified'
        ? 'payment.verify'
        : 'payment.reject',
    entityType: 'user',
    entityId: user.id,
    before: paymentState(user),
    after: byStatement ? { ...paymentState(after), statementLine: byStatement.statementLine } : paymentState(after),
  });
  return after;
}

export function mailOutcome(deps: AppDeps, user: UsersTable, decision: PaymentDecision) {
  const profileUrl = profileLink(deps.env);
  const edition = readEdition(deps.db, deps.env);
  const message =
    decision.status === 'verified'
      ? paymentVerifiedMail(edition, user, profileUrl)
      : paymentRejectedMail(edition, user, decision.reason, profileUrl);
  deps.mailer.sendInBackground(message);
}

/**
 * docs/product.md#payments: pending → verified (optional notes) or pending → rejected (reason required). A rejected
 * payment may still be verified later (an admin correcting a rejection, docs/decisions/0010-payment-decisions-and-new-proofs.md); a
 * verified one is final.
 */
export function decidePayment(deps: AppDeps, actor: Actor, userId: string, decision: PaymentDecision): UsersTable {
  const updated = writeTransaction(deps.db, () => {
    const user = findParticipant(deps.db, userId);
    if (!user) throw participantNotFound();
    if (user.payment_status === 'verified') {
      throw new AppError(409, ErrorCode.PAYMENT_ALREADY_VERIFIED, M.paymentAlreadyVerified);
    }
    if (decision.status === 'rejected' && user.payment_status !== 'pending') {
      throw new AppError(409, ErrorCode.PAYMENT_NOT_PENDING, M.paymentNotPending);
    }
    const after = applyDecision(deps, actor, user, decision, nowIso());
    mailOutcome(deps, after, decision); // queued with the change: the mail exists iff the decision committed
    return after;
  });
  return updated;
}

/** docs/product.md#payments: bulk verification only changes pending participants; the rest are reported as skipped. */
export function bulkVerifyPayments(deps: AppDeps, actor: Actor, userIds: string[]) {
  const decision: PaymentDecision = { status: 'verified', notes: undefined };
  const result = writeTransaction(deps.db, () => {
    const found = new Map(findParticipants(deps.db, userIds).map((u) => [u.id, u]));
    const at = nowIso();
    const verified: UsersTable[] = [];
    const skipped: SkippedUser[] = [];
    for (const id of userIds) {
      const user = found.get(id);
      if (!user) skipped.push({ userId: id, reason: 'not found' });
      else if (user.payment_status !== 'pending')
        skipped.push({ userId: id, reason: `payment is ${user.payment_status}` });
      else verified.push(applyDecision(deps, actor, user, decision, at));
    }
    for (const user of verified) mailOutcome(deps, user, decision);
    return { verified, skipped };
  });
  return result;
}
