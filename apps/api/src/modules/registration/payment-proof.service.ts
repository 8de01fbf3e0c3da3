import { ErrorCode } from '@symposium/schema/error-codes';
import { M } from '@symposium/schema/messages';
import { writeTransaction } from '../../db/client';
import type { UsersTable } from '../../db/database';
import type { AppDeps } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { nowIso } from '../../lib/ids';
import { removeUpload, storeUpload, type CheckedImage } from '../../lib/uploads';
import { recordAudit } from '../audit/audit.repository';
import { findUserById, updateUser } from '../users/users.repository';
import { readEdition } from '../edition/edition.repository';
import { paymentProofReceivedMail } from './registration.mails';
import { claimPaymentReference } from './payment-reference';
import { proofHash } from '../../lib/proof-hash';
import { proofGroupFor } from '../payments/payments.repository';
import { profileLink } from '../../lib/site-links';

const paymentNotRejected = () => new AppError(409, ErrorCode.PAYMENT_NOT_REJECTED, M.paymentNotRejected);

const proofState = (u: UsersTable) => ({
  paymentStatus: u.payment_status,
  rejectionReason: u.rejection_reason,
  transactionId: u.transaction_id,
  paymentReference: u.payment_reference,
  paymentScreenshot: u.payment_screenshot,
});

/**
 * A participant whose payment was rejected sends a new proof: back to pending with the new transaction
 * ID and screenshot, the reason cleared, audited and acknowledged by mail — all or nothing. The earlier
 * screenshot stays stored: the audit row names it.
 */
export async function resubmitPaymentProof(
  deps: AppDeps,
  participant: UsersTable,
  proof: { transactionId: string; paymentReference?: string | undefined },
  screenshot: CheckedImage,
): Promise<UsersTable> {
  const { transactionId } = proof;
  if (participant.payment_status !== 'rejected') throw paymentNotRejected();
  const screenshotName = await storeUpload(deps.env.uploadsDir, screenshot, deps.env.UPLOADS_MIN_FREE_MB);
  const screenshotHash = await proofHash(screenshot.bytes);
  try {
    return writeTransaction(deps.db, () => {
      // Read again inside the transaction: an admin may have decided, or a second submit landed, meanwhile.
      const user = findUserById(deps.db, participant.id);
      if (!user || user.payment_status !== 'rejected') throw paymentNotRejected();
      const changes = {
        payment_status: 'pending',
        transaction_id: transactionId,
        // A new proof is a new payment: a new reference, unless the participant was shown one and paid with it.
        payment_reference: claimPaymentReference(
          deps.db,
          proof.paymentReference === user.payment_reference ? undefined : proof.paymentReference,
          user.id,
        ),
        payment_screenshot: screenshotName,
        payment_proof_hash: screenshotHash,
        payment_proof_group: proofGroupFor(deps.db, screenshotHash, user.id),
        rejection_reason: null,
        updated_at: nowIso(),
      } satisfies Partial<UsersTable>;
      updateUser(deps.db, user.id, changes);
      const after: UsersTable = { ...user, ...changes };
      recordAudit(deps.db, {
        actor: user,
        action: 'payment.resubmit',
        entityType: 'user',
        entityId: user.id,
        before: proofState(user),
        after: proofState(after),
      });
      // Queued in the same transaction: the mail exists if and only if the new proof does.
      deps.mailer.sendInBackground({
        ...paymentProofReceivedMail(
          readEdition(deps.db, deps.env),
          { email: user.email, name: user.name, transactionId },
          profileLink(deps.env),
        ),
        userId: user.id,
      });
      return after;
    });
  } catch (error) {
    await removeUpload(deps.env.uploadsDir, screenshotName);
    throw error;
  }
}
