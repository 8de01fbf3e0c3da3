import type { UsersTable } from '../../db/database';
import { venueDate } from '../../lib/dates';

/** docs/product.md#csv-exports participant CSV row: the values as the API answers them, the verified date on the venue's calendar. */
export function participantCsvRow(u: UsersTable, timeZone: string) {
  return [
    u.participant_id ?? '',
    u.name,
    u.email,
    u.phone,
    u.college,
    u.department,
    u.registration_type ?? '',
    u.payment_status,
    u.verified_at ? venueDate(u.verified_at, timeZone) : '',
    u.payment_reference ?? '',
  ];
}
