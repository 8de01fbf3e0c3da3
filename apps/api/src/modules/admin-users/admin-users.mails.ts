import { editionDateLabel, editionTitle, reportByAt, reportByLabel, type Edition } from '@symposium/schema/edition';
import type { MailMessage } from '../../lib/mail';

type Recipient = {
  id: string;
  email: string;
  name: string;
  participant_id: string | null;
  pass_revoked_at: string | null;
};

/**
 * When to come to the desk: the edition's reporting time while it is still ahead; once it has passed (a pass made on
 * the first morning), a mail asking for 9:00 AM that day would ask for the impossible, so it says to come on arrival.
 */
export function reportingTime(edition: Edition, now: Date): string {
  return now.getTime() < reportByAt(edition) ? `by ${reportByLabel(edition)}` : 'as soon as you arrive';
}

export function passReadyMail(
  edition: Edition,
  user: Recipient,
  participantId: string,
  profileUrl: string,
  now: Date,
): MailMessage {
  const title = editionTitle(edition);
  return {
    kind: 'pass-ready',
    userId: user.id,
    to: user.email,
    subject: `${title}: your entry pass is ready`,
    link: profileUrl,
    text: [
      `Hello ${user.name},`,
      '',
      `Your participant ID is ${participantId}. Your entry pass (a QR code) is ready on your profile:`,
      '',
      profileUrl,
      '',
      `Show it at the registration desk ${reportingTime(edition, now)} to collect your kit.`,
    ].join('\n'),
  };
}

/**
 * Bulk email (docs/product.md#participants: the type is free text with the suggestions welcome, reminder and qr). The three
 * known types have a template; any other text is sent as a short note from the organisers.
 */
export function bulkMail(
  edition: Edition,
  user: Recipient,
  emailType: string,
  profileUrl: string,
  now: Date,
): MailMessage {
  return {
    kind: `bulk:${emailType.toLowerCase().slice(0, 40)}`,
    userId: user.id,
    ...bulkMailContent(edition, user, emailType, profileUrl, now),
  };
}

function bulkMailContent(
  edition: Edition,
  user: Recipient,
  emailType: string,
  profileUrl: string,
  now: Date,
): MailMessage {
  const hello = `Hello ${user.name},`;
  const title = editionTitle(edition);
  const dates = editionDateLabel(edition);
  switch (emailType.toLowerCase()) {
    case 'welcome':
      return {
        to: user.email,
        subject: `Welcome to ${title}`,
        text: [
          hello,
          '',
          `Welcome to ${title} — ${edition.tagline}.`,
          `We look forward to seeing you on ${dates}. Your profile keeps your status and entry pass:`,
          profileUrl,
        ].join('\n'),
      };
    case 'reminder':
      return {
        to: user.email,
        subject: `${title}: see you soon`,
        text: [
          hello,
          '',
          `A reminder: ${title} runs on ${dates} at ${edition.venue.name}.`,
          `Please report to the registration desk ${reportingTime(edition, now)} with your entry pass.`,
          profileUrl,
        ].join('\n'),
      };
    case 'qr':
      return {
        to: user.email,
        subject: `${title}: your entry pass`,
        link: profileUrl,
        text: !user.participant_id
          ? [
              hello,
              '',
              'Your entry pass QR code will appear on your profile once your payment is verified and your participant ID is generated:',
              profileUrl,
            ].join('\n')
          : user.pass_revoked_at
            ? // Not "show your pass": the organisers revoked it (its own mail said so), and the desks refuse it.
              [
                hello,
                '',
                `Your entry pass (participant ID ${user.participant_id}) has been revoked: it is not accepted at the registration desk or at events. Your profile shows why:`,
                profileUrl,
              ].join('\n')
            : [
                hello,
                '',
                `Your participant ID is ${user.participant_id}. Open your profile to show or download your entry pass QR code:`,
                profileUrl,
              ].join('\n'),
      };
    default:
      return {
        to: user.email,
        // One line, whatever was typed: a subject is a header.
        subject: `${title}: ${emailType.replace(/\s+/g, ' ').slice(0, 80)}`,
        text: [hello, '', `A message from the ${title} organisers: ${emailType}`, '', profileUrl].join('\n'),
      };
  }
}
