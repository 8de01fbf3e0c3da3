import { SYMPOSIUM } from '@symposium/schema/constants';
import { M } from '@symposium/schema/messages';
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
      ...cancelledFeeLines(row),
      '',
      `If you did not expect this, please write to ${contactEmail}.`,
    ].join('\n'),
  };
}

/**
 * A cancelled desk stay's fee (docs/decisions.md, "Cancelling a desk stay says what happens to its fee"): an
 * uncollected one stays in the amount, so the participant is told why their amount still includes it and that it is
 * not owed now; a collected one is not refunded. A stay booked with the registration says nothing more.
 */
function cancelledFeeLines(row: AccommodationRequestsTable): string[] {
  if (row.desk_fee <= 0) return [];
  return ['', M.cancelledStayFee(row.desk_fee, row.desk_fee_collected_at !== null)];
}

const dayLabel = (isoDate: string) =>
  new Date(`${isoDate}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** '23 October 2025 (1 night)' or '23 October 2025 to 24 October 2025 (2 nights)'. */
function nightsLabel(row: AccommodationRequestsTable): string {
  const count = `${row.number_of_days} night${row.number_of_days === 1 ? '' : 's'}`;
  if (row.check_in_date === row.check_out_date) return `${dayLabel(row.check_in_date)} (${count})`;
  return `${dayLabel(row.check_in_date)} to ${dayLabel(row.check_out_date)} (${count})`;
}

/** What the desk's stay did to the registration's amount (`null`: the participant has no amount on record). */
export interface StayAmountChange {
  before: number | null;
  after: number | null;
}

/**
 * The stay's fee is no online payment's: the desk collects it (docs/decisions.md, "The fee of a stay added at the desk
 * is collected there"), so the mail says where to pay it — also when the amount already carried an uncollected fee.
 */
function amountLines({ before, after }: StayAmountChange, deskFee: number): string[] {
  if (after === null) return [];
  if (before === null || after === before) {
    const unchanged = `Registration amount: ₹${after} (unchanged: it already includes accommodation).`;
    return [deskFee > 0 ? `${unchanged} The ₹${deskFee} for the stay is still due: pay it at the accommodation desk, not online.` : unchanged];
  }
  return [`Registration amount: now ₹${after} (was ₹${before}), so ₹${after - before} more is due for the stay: pay it at the accommodation desk, not online.`];
}

/**
 * A stay added for a registered participant at the desk (docs/decisions.md, "The desk's stay is mailed"): the same
 * facts the desk's dialog showed — the request, its nights, the new amount — so the participant has them in writing.
 */
export function accommodationAddedMail(row: AccommodationRequestsTable, amount: StayAmountChange, profileUrl: string): MailMessage {
  return {
    kind: 'accommodation-added',
    userId: row.user_id,
    to: row.email,
    subject: `${SYMPOSIUM.title}: accommodation request ${row.request_number}`,
    link: profileUrl,
    text: [
      `Hello ${row.name},`,
      '',
      `Accommodation request ${row.request_number} was added to your registration at the desk.`,
      `Nights: ${nightsLabel(row)}`,
      ...amountLines(amount, row.desk_fee_collected_at === null ? row.desk_fee : 0),
      '',
      'Once your payment is verified and a room is assigned, you will get another mail with the room number.',
      'Your profile shows the request:',
      profileUrl,
    ].join('\n'),
  };
}
