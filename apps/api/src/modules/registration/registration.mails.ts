import { SYMPOSIUM } from '@symposium/schema/constants';
import { REGISTRATION_TYPE_LABELS, type RegistrationType } from '@symposium/schema/fees';
import type { MailMessage } from '../../lib/mail';

export function registrationReceivedMail(
  user: { email: string; name: string; registrationType: RegistrationType; amount: number; transactionId: string },
  accommodationNumber: string | null,
): MailMessage {
  return {
    kind: 'registration-received',
    to: user.email,
    subject: `${SYMPOSIUM.title}: registration received`,
    text: [
      `Hello ${user.name},`,
      '',
      `We have received your registration for ${SYMPOSIUM.title} (${SYMPOSIUM.dateLabel}).`,
      `Registration type: ${REGISTRATION_TYPE_LABELS[user.registrationType]}`,
      `Amount: ₹${user.amount}`,
      `Transaction ID: ${user.transactionId}`,
      accommodationNumber ? `Accommodation request: ${accommodationNumber}` : '',
      '',
      'Our team will verify your payment. You will be notified at this address once it is verified;',
      'your entry pass will then appear on your profile.',
    ]
      .filter((line, i, all) => line !== '' || all[i - 1] !== '')
      .join('\n'),
  };
}

/** After a rejected payment, the participant sent a new proof from their profile (docs/decisions.md). */
export function paymentProofReceivedMail(user: { email: string; name: string; transactionId: string }, profileUrl: string): MailMessage {
  return {
    kind: 'payment-proof-received',
    to: user.email,
    subject: `${SYMPOSIUM.title}: payment proof received`,
    link: profileUrl,
    text: [
      `Hello ${user.name},`,
      '',
      `We have received your new payment proof for ${SYMPOSIUM.title} (${SYMPOSIUM.dateLabel}).`,
      `Transaction ID: ${user.transactionId}`,
      '',
      'Our team will verify your payment again. You will be notified at this address once it is verified;',
      'your entry pass will then appear on your profile.',
      '',
      profileUrl,
    ].join('\n'),
  };
}
