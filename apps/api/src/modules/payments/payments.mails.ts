import { editionDateLabel, editionTitle, type Edition } from '@symposium/schema/edition';
import type { MailMessage } from '../../lib/mail';

export function paymentVerifiedMail(
  edition: Edition,
  user: { id: string; email: string; name: string },
  profileUrl: string,
): MailMessage {
  const title = editionTitle(edition);
  return {
    kind: 'payment-verified',
    userId: user.id,
    to: user.email,
    subject: `${title}: payment verified`,
    link: profileUrl,
    text: [
      `Hello ${user.name},`,
      '',
      `Your payment for ${title} (${editionDateLabel(edition)}) has been verified.`,
      'Your participant ID and entry pass will appear on your profile shortly; we will write again when it is ready.',
      '',
      profileUrl,
    ].join('\n'),
  };
}

export function paymentRejectedMail(
  edition: Edition,
  user: { id: string; email: string; name: string },
  reason: string,
  profileUrl: string,
): MailMessage {
  const title = editionTitle(edition);
  return {
    kind: 'payment-rejected',
    userId: user.id,
    to: user.email,
    subject: `${title}: payment could not be verified`,
    link: profileUrl,
    text: [
      `Hello ${user.name},`,
      '',
      `We could not verify the payment for your ${title} registration.`,
      '',
      `Reason: ${reason}`,
      '',
      'Log in and submit a new payment proof (transaction ID and screenshot) on your profile:',
      profileUrl,
      '',
      `Questions? Write to ${edition.supportEmail}.`,
    ].join('\n'),
  };
}
