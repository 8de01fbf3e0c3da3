import { LIMITS } from '@symposium/schema/constants';
import { editionTitle, type Edition } from '@symposium/schema/edition';
import type { MailMessage } from '../../lib/mail';

export function passwordResetMail(
  edition: Pick<Edition, 'name' | 'label'>,
  to: string,
  name: string,
  link: string,
): MailMessage {
  return {
    kind: 'password-reset',
    to,
    subject: `${editionTitle(edition)}: reset your password`,
    link,
    text: [
      `Hello ${name},`,
      '',
      'Someone (hopefully you) asked to reset the password of your symposium account.',
      `Open this link within ${LIMITS.resetLinkMinutes} minutes to choose a new password:`,
      '',
      link,
      '',
      'If you did not ask for this, ignore this message: your password stays as it is.',
    ].join('\n'),
  };
}
