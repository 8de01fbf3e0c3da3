// The payment reference alone, without zod: the register page's first screen makes one (the form's rules load later).

/**
 * The payment reference a participant carries in the UPI note (docs/decisions/0053-payments-that-reconcile.md): short,
 * read aloud or typed without doubt (no 0/O, no 1/I), matched in bank statements. 32 letters and digits, so one random
 * byte gives one character without bias.
 */
export const PAYMENT_REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const PAYMENT_REFERENCE_LENGTH = 8;
export const PAYMENT_REFERENCE_PATTERN = /^[A-HJ-NP-Z2-9]{6,10}$/;

/** A fresh reference; the server makes sure no other registration holds it. */
export function newPaymentReference(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(PAYMENT_REFERENCE_LENGTH));
  return Array.from(bytes, (b) => PAYMENT_REFERENCE_ALPHABET[b & 31]).join('');
}
