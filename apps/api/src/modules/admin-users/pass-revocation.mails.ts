import { editionTitle, type Edition } from '@symposium/schema/edition';
import type { MailMessage } from '../../lib/mail';

type Recipient = { id: string; email: string; name: string };

export function passRevokedMail(edition: Edition, user: Recipient, reason: string, profileUrl: string): MailMessage {
  const title = editionTitle(edition);
  return {
    kind: 'pass-revoked',
    userId: user.id,
    to: user.email,
    subject: `${title}: your entry pass has been revoked`,
    link: profileUrl,
    text: [
      `Hello ${user.name},`,
      '',
      `The organisers of ${title} have revoked your entry pass. It will not be accepted at the registration desk or at events.`,
      '',
      `Reason: ${reason}`,
      '',
      'Your profile shows the same:',
      profileUrl,
      '',
      `If you think this is a mistake, write to ${edition.supportEmail}.`,
    ].join('\n'),
  };
}

export function passRestoredMail(edition: Edition, user: Recipient, profileUrl: string): MailMessage {
  const title = editionTitle(edition);
  return {
    kind: 'pass-restored',
    userId: user.id,
    to: user.email,
    subject: `${title}: your entry pass is valid again`,
    link: profileUrl,
    text: [
      `Hello ${user.name},`,
      '',
      `The organisers of ${title} have restored your entry pass: it is accepted again at the registration desk and at events.`,
      '',
      profileUrl,
    ].join('\n'),
  };
}
