import { ErrorCode } from '@symposium/schema/error-codes';
import { M } from '@symposium/schema/messages';
import { newPaymentReference } from '@symposium/schema/payment-reference';
import { first, type Db } from '../../db/client';
import { AppError } from '../../lib/errors';

const holderOf = (db: Db, reference: string) =>
  first(db, db.kysely.selectFrom('users').select('id').where('payment_reference', '=', reference));

/**
 * The reference a registration or a new proof keeps, inside the caller's transaction: the one the participant was
 * shown and put in the UPI note when it is free (or already theirs), a fresh one when none was sent (an API client).
 * A reference another registration holds is refused: the bank statement could not tell the two payments apart.
 */
export function claimPaymentReference(db: Db, sent: string | undefined, userId: string): string {
  if (sent === undefined) {
    for (;;) {
      const reference = newPaymentReference();
      if (!holderOf(db, reference)) return reference;
    }
  }
  const holder = holderOf(db, sent);
  if (holder && holder.id !== userId) {
    throw new AppError(409, ErrorCode.PAYMENT_REFERENCE_TAKEN, M.paymentReferenceTaken, {
      paymentReference: [M.paymentReferenceTaken],
    });
  }
  return sent;
}
