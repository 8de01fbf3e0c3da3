import { SYMPOSIUM } from '@symposium/schema/constants';
import type { RegistrationType } from '@symposium/schema/fees';

/** The UPI deep link a payment app reads from the QR: payee, exact amount in rupees, a note. */
export function upiPaymentLink(
  upi: { id: string; payeeName: string },
  type: RegistrationType,
  amount: number,
  needsAccommodation: boolean,
): string {
  const note = `${SYMPOSIUM.title} ${type}${needsAccommodation ? ' + stay' : ''}`;
  return (
    `upi://pay?pa=${upi.id}` +
    `&pn=${encodeURIComponent(upi.payeeName)}` +
    `&am=${amount}` +
    `&cu=INR` +
    `&tn=${encodeURIComponent(note)}`
  );
}
