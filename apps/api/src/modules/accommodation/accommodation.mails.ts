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

export function accommodationCancelledMail(row: AccommodationRequestsTable, contactEmail: string): MailMessage {
  return {
    to: row.email,
    subject: `${SYMPOSIUM.title}: accommodation cancelled`,
    text: [
      `Hello ${row.name},`,
      '',
      `Your accommodation request ${row.request_number} (check-in ${row.check_in_date}, check-out ${row.check_out_date}) has been cancelled.`,
      '',
      `If you did not expect this, please write to ${contactEmail}.`,
    ].join('\n'),
  };
}
