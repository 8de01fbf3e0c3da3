import { editionTitle, type Edition } from '@symposium/schema/edition';
import type { MailMessage } from '../../lib/mail';

export function contactCopyMail(
  edition: Pick<Edition, 'name' | 'label'>,
  organisers: string,
  input: { name: string; email: string; phone: string; subject: string; message: string },
): MailMessage {
  return {
    kind: 'contact-copy',
    to: organisers,
    replyTo: input.email,
    subject: `${editionTitle(edition)} contact: ${input.subject}`,
    text: [
      `From: ${input.name} <${input.email}>`,
      `Phone: ${input.phone}`,
      `Subject: ${input.subject}`,
      '',
      input.message,
    ].join('\n'),
  };
}
