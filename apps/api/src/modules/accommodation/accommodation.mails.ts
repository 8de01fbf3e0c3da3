import { editionTitle, type Edition } from '@symposium/schema/edition';
import { M } from '@symposium/schema/messages';
import { formatStayNights } from '@symposium/schema/stay-nights';
import type { AccommodationRequestsTable } from '../../db/database';
import type { MailMessage } from '../../lib/mail';

export function accommodationConfirmedMail(edition: Edition, row: AccommodationRequestsTable): MailMessage {
  return {
    kind: 'accommodation-confirmed',
    userId: row.user_id,
    to: row.email,
    subject: `${editionTitle(edition)}: accommodation confirmed`,
    text: [
      `Hello ${row.name},`,
      '',
      `Your accommodation request ${row.request_number} is confirmed.`,
      `Room: ${row.room_number}`,
      `Nights: ${nightsOf(row)}`,
    ].join('\n'),
  };
}

export function accommodationCancelledMail(edition: Edition, row: AccommodationRequestsTable): MailMessage {
  return {
    kind: 'accommodation-cancelled',
    userId: row.user_id,
    to: row.email,
    subject: `${editionTitle(edition)}: accommodation cancelled`,
    text: [
      `Hello ${row.name},`,
      '',
      `Your accommodation request ${row.request_number} has been cancelled.`,
      `Nights: ${nightsOf(row)}`,
      ...cancelledFeeLines(row),
      '',
      `If you did not expect this, please write to ${edition.supportEmail}.`,
    ].join('\n'),
  };
}

/**
 * A cancelled desk stay's fee (docs/decisions/0035-stays-added-at-the-desk.md, "Cancelling a desk stay says what happens to its fee"): an
 * uncollected one stays in the amount, so the participant is told why their amount still includes it and that it is
 * not owed now; a collected one is not refunded. A stay booked with the registration says nothing more.
 */
function cancelledFeeLines(row: AccommodationRequestsTable): string[] {
  if (row.desk_fee <= 0) return [];
  return ['', M.cancelledStayFee(row.desk_fee, row.desk_fee_collected_at !== null)];
}

/**
 * The nights in the words the participant reads on /profile and /accommodation ('23 Oct – 24 Oct (2 nights)'), not
 * the stored dates: a check-out of '2025-10-23' is the last night, and read as a day it said the stay ended a day early.
 */
const nightsOf = (row: AccommodationRequestsTable) =>
  formatStayNights({
    checkInDate: row.check_in_date,
    checkOutDate: row.check_out_date,
    numberOfDays: row.number_of_days,
  });

/** What the desk's stay did to the registration's amount (`null`: the participant has no amount on record). */
export interface StayAmountChange {
  before: number | null;
  after: number | null;
}

/**
 * The stay's fee is no online payment's: the desk collects it (docs/decisions/0035-stays-added-at-the-desk.md, "The fee of a stay added at the desk
 * is collected there"), so the mail says where to pay it — also when the amount already carried an uncollected fee.
 */
function amountLines({ before, after }: StayAmountChange, deskFee: number): string[] {
  if (after === null) return [];
  if (before === null || after === before) {
    const unchanged = `Registration amount: ₹${after} (unchanged: it already includes accommodation).`;
    return [
      deskFee > 0
        ? `${unchanged} The ₹${deskFee} for the stay is still due: pay it at the accommodation desk, not online.`
        : unchanged,
    ];
  }
  return [
    `Registration amount: now ₹${after} (was ₹${before}), so ₹${after - before} more is due for the stay: pay it at the accommodation desk, not online.`,
  ];
}

/**
 * A stay added for a registered participant at the desk (docs/decisions/0035-stays-added-at-the-desk.md, "The desk's stay is mailed"): the same
 * facts the desk's dialog showed — the request, its nights, the new amount — so the participant has them in writing.
 */
export function accommodationAddedMail(
  edition: Edition,
  row: AccommodationRequestsTable,
  amount: StayAmountChange,
  profileUrl: string,
): MailMessage {
  return {
    kind: 'accommodation-added',
    userId: row.user_id,
    to: row.email,
    subject: `${editionTitle(edition)}: accommodation request ${row.request_number}`,
    link: profileUrl,
    text: [
      `Hello ${row.name},`,
      '',
      `Accommodation request ${row.request_number} was added to your registration at the desk.`,
      `Nights: ${nightsOf(row)}`,
      ...amountLines(amount, row.desk_fee_collected_at === null ? row.desk_fee : 0),
      '',
      'Once your payment is verified and a room is assigned, you will get another mail with the room number.',
      'Your profile shows the request:',
      profileUrl,
    ].join('\n'),
  };
}
