import type { RegistrationType } from '@symposium/schema/fees';

/** The payee of the UPI QR, as GET /config answers it (organisers may change it). */
export interface UpiPayee {
  id: string;
  payeeName: string;
}

/**
 * The note a payment app shows with the payment: the symposium (the edition's title, 'MECH SYMPOSIUM 25-26'), the
 * registration type and, if booked, the stay.
 */
export function upiPaymentNote(symposiumTitle: string, type: RegistrationType, withStay = false): string {
  return `${symposiumTitle} ${type}${withStay ? ' + stay' : ''}`.trim();
}

/**
 * The UPI deep link a payment app reads from the QR: payee, exact amount in rupees, a note. The payment reference
 * leads the note (apps cut long notes; the bank statement's narration carries what is left) and goes as `tr` too,
 * which some apps pass on to the statement (docs/decisions/0053-payments-that-reconcile.md).
 */
export function upiPaymentLink(upi: UpiPayee, amount: number, note: string, reference?: string): string {
  return (
    `upi://pay?pa=${upi.id}` +
    `&pn=${encodeURIComponent(upi.payeeName)}` +
    `&am=${amount}` +
    `&cu=INR` +
    (reference ? `&tr=${reference}` : '') +
    `&tn=${encodeURIComponent(reference ? `${reference} ${note}` : note)}`
  );
}
