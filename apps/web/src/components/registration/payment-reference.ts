import { newPaymentReference } from '@symposium/schema/payment-reference';

// The reference a participant was shown before paying is the one in their UPI note: it is kept for the session (a
// reload before submitting must not show another), and forgotten once the form has gone through.

/** The reference kept under `key` for this tab's session, made on first use. */
export function keptPaymentReference(key: string): string {
  try {
    const kept = sessionStorage.getItem(key);
    if (kept) return kept;
    const reference = newPaymentReference();
    sessionStorage.setItem(key, reference);
    return reference;
  } catch {
    return newPaymentReference();
  }
}

export function forgetPaymentReference(key: string): void {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // nothing kept
  }
}
