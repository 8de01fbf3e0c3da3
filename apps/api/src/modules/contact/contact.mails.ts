import { SYMPOSIUM } from '@symposium/schema/constants';
import type { MailMessage } from '../../lib/mail';

export function contactCopyMail(
  organisers: string,
  input: { name: string; email: string; phone: string; subject: string; message: string },
): MailMessage {
  return {
    kind: 'contact-copy',
    to: organisers,
    replyTo: input.email,
    subject: `${SYMPOSIUM.title} contact: ${input.subject}`,
    text: [
      `From: ${input.name} <${input.email}>`,
      `Phone: ${input.phone}`,
      `Subject: ${input.subject}`,
      '',
      input.message,
    ].join('\n'),
  };
}
