import { editionDateLabel, editionTitle, type Edition } from '@symposium/schema/edition';
import { REGISTRATION_TYPE_LABELS, type RegistrationType } from '@symposium/schema/fees';
import { formatStayNights } from '@symposium/schema/stay-nights';
import type { AccommodationRequestsTable } from '../../db/database';
import type { MailMessage } from '../../lib/mail';

export function registrationReceivedMail(
  edition: Edition,
  user: { email: string; name: string; registrationType: RegistrationType; amount: number; transactionId: string },
  accommodation: Pick<
    AccommodationRequestsTable,
    'request_number' | 'check_in_date' | 'check_out_date' | 'number_of_days'
  > | null,
  profileUrl: string,
): MailMessage {
  const title = editionTitle(edition);
  return {
    kind: 'registration-received',
    to: user.email,
    subject: `${title}: registration received`,
    link: profileUrl,
    text: [
      `Hello ${user.name},`,
      '',
      `We have received your registration for ${title} (${editionDateLabel(edition)}).`,
      `Registration type: ${REGISTRATION_TYPE_LABELS[user.registrationType]}`,
      `Amount: ₹${user.amount}`,
      `Transaction ID: ${user.transactionId}`,
      // The nights chosen, in the words of /profile and every other accommodation mail (formatStayNights).
      ...(accommodation
        ? [
            `Accommodation request: ${accommodation.request_number}`,
            `Nights: ${formatStayNights({ checkInDate: accommodation.check_in_date, checkOutDate: accommodation.check_out_date, numberOfDays: accommodation.number_of_days })}`,
          ]
        : []),
      '',
      'Our team will verify your payment. You will be notified at this address once it is verified;',
      'your entry pass will then appear on your profile:',
      '',
      profileUrl,
    ].join('\n'),
  };
}

/** After a rejected payment, the participant sent a new proof from their profile (docs/decisions/0010-payment-decisions-and-new-proofs.md). */
export function paymentProofReceivedMail(
  edition: Edition,
  user: { email: string; name: string; transactionId: string },
  profileUrl: string,
): MailMessage {
  const title = editionTitle(edition);
  return {
    kind: 'payment-proof-received',
    to: user.email,
    subject: `${title}: payment proof received`,
    link: profileUrl,
    text: [
      `Hello ${user.name},`,
      '',
      `We have received your new payment proof for ${title} (${editionDateLabel(edition)}).`,
      `Transaction ID: ${user.transactionId}`,
      '',
      'Our team will verify your payment again. You will be notified at this address once it is verified;',
      'your entry pass will then appear on your profile.',
      '',
      profileUrl,
    ].join('\n'),
  };
}
