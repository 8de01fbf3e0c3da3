import { SYMPOSIUM } from '@symposium/schema/constants';
import type { AccommodationRequestsTable } from '../../db/database';
import type { MailMessage } from '../../lib/mail';

export function accommodationConfirmedMail(row: AccommodationRequestsTable): MailMessage {
  return {
    to: row.email,
    subject: `${SYMPOSIUM.title}: accommodation confirmed`,
    text: [
      `Hello ${row.name},`,
      '',
      `Your accommodation request ${row.request_number} is confirmed.`,
      `Room: ${row.room_number}`,
      `Check-in: ${row.check_in_date}   Check-out: ${row.check_out_date}`,
    ].join('\n'),
  };
}
