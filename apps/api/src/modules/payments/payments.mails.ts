import { SYMPOSIUM } from '@symposium/schema/constants';
import type { MailMessage } from '../../lib/mail';

export function paymentVerifiedMail(user: { id: string; email: string; name: string }, profileUrl: string): MailMessage {
  return {
    kind: 'payment-verified',
    userId: user.id,
    to: user.email,
    subject: `${SYMPOSIUM.title}: payment verified`,
    link: profileUrl,
    text: [
      `Hello ${user.name},`,
      '',
      `Your payment for ${SYMPOSIUM.title} (${SYMPOSIUM.dateLabel}) has been verified.`,
      'Your participant ID and entry pass will appear on your profile shortly; we will write again when it is ready.',
      '',
      profileUrl,
    ].join('\n'),
  };
}

export function paymentRejectedMail(
  user: { id: string; email: string; name: string },
  reason: string,
  contactEmail: string,
  profileUrl: string,
): MailMessage {
  return {
    kind: 'payment-rejected',
    userId: user.id,
    to: user.email,
    subject: `${SYMPOSIUM.title}: payment could not be verified`,
    link: profileUrl,
    text: [
      `Hello ${user.name},`,
      '',
      `We could not verify the payment for your ${SYMPOSIUM.title} registration.`,
      '',
      `Reason: ${reason}`,
      '',
      'Log in and submit a new payment proof (transaction ID and screenshot) on your profile:',
      profileUrl,
      '',
      `Questions? Write to ${contactEmail}.`,
    ].join('\n'),
  };
}
