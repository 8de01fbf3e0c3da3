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

/** The UPI deep link a payment app reads from the QR: payee, exact amount in rupees, a note. */
export function upiPaymentLink(upi: UpiPayee, amount: number, note: string): string {
  return (
    `upi://pay?pa=${upi.id}` +
    `&pn=${encodeURIComponent(upi.payeeName)}` +
    `&am=${amount}` +
    `&cu=INR` +
    `&tn=${encodeURIComponent(note)}`
  );
}
