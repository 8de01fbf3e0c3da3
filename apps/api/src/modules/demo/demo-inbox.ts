import type { Db } from '../../db/client';
import { insertContactMessage } from '../contact/contact.repository';
import type { DemoRandom } from './demo-random';

// The contact form's messages for the demo's inbox (/admin/messages): what people write to a symposium's organisers
// in the weeks before it — payments waiting, stays, teams, timings — from participants the demo registered, received
// across the registration window; the older ones mostly handled by the first admin, the recent ones open.

const MESSAGES: readonly { subject: string; message: string }[] = [
  {
    subject: 'Payment not verified yet',
    message:
      'I paid the registration fee through GPay two days ago and uploaded the screenshot, but my profile still says awaiting verification. Could you please check?',
  },
  {
    subject: 'Accommodation for one more night',
    message:
      'Our college bus reaches the campus late on the evening before the first day. Is it possible to extend my stay by one night? I will pay the difference.',
  },
  {
    subject: 'Team size for the technical quiz',
    message: 'Can two students from different departments of the same college register as one team for the quiz?',
  },
  {
    subject: 'Workshop laptop requirements',
    message:
      'Do we need to bring our own laptops for the workshop? If yes, which software should be installed before we come?',
  },
  {
    subject: 'Wrong transaction ID entered',
    message:
      'I typed one digit wrong in the UPI transaction ID while registering. The screenshot shows the correct one. Please correct it so my payment can be verified.',
  },
  {
    subject: 'Certificate for participation',
    message:
      'Will participants who do not win get a participation certificate, and will it be mailed or given at the venue?',
  },
  {
    subject: 'Bus from the railway station',
    message:
      'Is there any transport from the railway station to the college on the first morning? We are a group of six arriving by train.',
  },
  {
    subject: 'Change of registration type',
    message:
      'I registered for events only but would now like to attend the workshop as well. How do I pay the extra amount?',
  },
  {
    subject: 'On-spot registration',
    message: 'Some of my classmates could not register online. Will there be on-spot registration at the venue?',
  },
  {
    subject: 'Event timings clash',
    message:
      'Two of the events I registered for appear to be at the same time on the first day. Which one should I attend, or can the timing be changed?',
  },
];

const HOUR = 3_600_000;

export interface DemoInboxResult {
  contactMessages: number;
  contactMessagesHandled: number;
}

/**
 * About one message for every 25 participants (at least three), each from a participant the demo registered (their
 * name, email and phone as they gave them), received between `opens` and `closes`. One received more than two days
 * before `closes` is handled, two times in three, within a day by the first admin; without an admin all stay open.
 */
export function seedContactMessages(
  db: Db,
  rnd: DemoRandom,
  window: { opens: number; closes: number },
  participants: number,
): DemoInboxResult {
  const sqlite = db.sqlite;
  const senders = sqlite
    .prepare("select name, email, phone from users where role = 'user' order by created_at, id")
    .all() as { name: string; email: string; phone: string }[];
  const admin = sqlite.prepare("select id, name from users where role = 'admin' order by created_at limit 1").get() as
    { id: string; name: string } | undefined;
  const result: DemoInboxResult = { contactMessages: 0, contactMessagesHandled: 0 };
  if (senders.length === 0) return result;
  const count = Math.max(3, Math.round(participants / 25));
  const span = window.closes - window.opens;
  for (let i = 0; i < count; i++) {
    const sender = rnd.pick(senders);
    const { subject, message } = MESSAGES[i % MESSAGES.length]!;
    const receivedMs = window.opens + Math.floor(((i + rnd.next()) / count) * span);
    const handled = admin !== undefined && receivedMs < window.closes - 48 * HOUR && rnd.chance(2 / 3);
    insertContactMessage(db, {
      ...sender,
      subject,
      message,
      created_at: new Date(receivedMs).toISOString(),
      handled_at: handled ? new Date(receivedMs + (1 + rnd.int(23)) * HOUR).toISOString() : null,
      handled_by_id: handled ? admin.id : null,
      handled_by_name: handled ? admin.name : null,
    });
    result.contactMessages++;
    if (handled) result.contactMessagesHandled++;
  }
  return result;
}
