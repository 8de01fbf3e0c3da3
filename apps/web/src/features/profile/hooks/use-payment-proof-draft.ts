import { useEffect, useState } from 'react';
import { forgetSessionDraft, readSessionDraft, restoreFields, writeSessionDraft } from '../../../lib/session-draft';

/** One key per signed-in person: the next person on a shared phone never starts from someone else's ID. */
const draftKey = (userId: string) => `paymentProofDraft:${userId}`;

/**
 * The new-payment-proof form's transaction ID survives a reload (or a phone dropping the tab while the
 * screenshot is picked) for the session, as the register form's draft does. The screenshot is never kept;
 * the draft is dropped once the server has accepted the proof.
 */
export function usePaymentProofDraft(userId: string) {
  const [transactionId, setTransactionId] = useState(
    () => restoreFields(readSessionDraft(draftKey(userId)), { transactionId: '' }).transactionId,
  );
  // An ID typed earlier in this tab came back.
  const [restored] = useState(() => transactionId !== '');

  useEffect(() => {
    if (transactionId) writeSessionDraft(draftKey(userId), { transactionId });
    else forgetSessionDraft(draftKey(userId));
  }, [userId, transactionId]);

  return [transactionId, setTransactionId, restored] as const;
}

export function clearPaymentProofDraft(userId: string) {
  forgetSessionDraft(draftKey(userId));
}
