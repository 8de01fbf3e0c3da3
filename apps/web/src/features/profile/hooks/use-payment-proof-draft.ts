import { useEffect, useState } from 'react';

/** One key per signed-in person: the next person on a shared phone never starts from someone else's ID. */
const draftKey = (userId: string) => `paymentProofDraft:${userId}`;

function readTransactionId(userId: string): string {
  try {
    const draft = JSON.parse(sessionStorage.getItem(draftKey(userId)) ?? 'null') as { transactionId?: unknown } | null;
    return typeof draft?.transactionId === 'string' ? draft.transactionId : '';
  } catch {
    return '';
  }
}

/**
 * The new-payment-proof form's transaction ID survives a reload (or a phone dropping the tab while the
 * screenshot is picked) for the session, as the register form's draft does. The screenshot is never kept;
 * the draft is dropped once the server has accepted the proof.
 */
export function usePaymentProofDraft(userId: string) {
  const [transactionId, setTransactionId] = useState(() => readTransactionId(userId));
  // An ID typed earlier in this tab came back.
  const [restored] = useState(() => transactionId !== '');

  useEffect(() => {
    try {
      if (transactionId) sessionStorage.setItem(draftKey(userId), JSON.stringify({ transactionId }));
      else sessionStorage.removeItem(draftKey(userId));
    } catch {
      // storage unavailable: the form still works, it just forgets on reload
    }
  }, [userId, transactionId]);

  return [transactionId, setTransactionId, restored] as const;
}

export function clearPaymentProofDraft(userId: string) {
  try {
    sessionStorage.removeItem(draftKey(userId));
  } catch {
    // nothing to clear
  }
}
