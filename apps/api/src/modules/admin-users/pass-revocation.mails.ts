import { SYMPOSIUM } from '@symposium/schema/constants';
import type { MailMessage } from '../../lib/mail';

type Recipient = { id: string; email: string; name: string };

export function passRevokedMail(user: Recipient, reason: string, contactEmail: string, profileUrl: string): MailMessage {
  return {
    kind: 'pass-revoked',
    userId: user.id,
    to: user.email,
    subject: `${SYMPOSIUM.title}: your entry pass has been revoked`,
    link: profileUrl,
    text: [
      `Hello ${user.name},`,
      '',
      `The organisers of ${SYMPOSIUM.title} have revoked your entry pass. It will not be accepted at the registration desk or at events.`,
      '',
      `Reason: ${reason}`,
      '',
      'Your profile shows the same:',
      profileUrl,
      '',
      `If you think this is a mistake, write to ${contactEmail}.`,
    ].join('\n'),
  };
}

export function passRestoredMail(user: Recipient, profileUrl: string): MailMessage {
  return {
    kind: 'pass-restored',
    userId: user.id,
    to: user.email,
    subject: `${SYMPOSIUM.title}: your entry pass is valid again`,
    link: profileUrl,
    text: [
      `Hello ${user.name},`,
      '',
      `The organisers of ${SYMPOSIUM.title} have restored your entry pass: it is accepted again at the registration desk and at events.`,
      '',
      profileUrl,
    ].join('\n'),
  };
}
