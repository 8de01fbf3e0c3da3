import {
  type AccommodationRequest,
  heldRoom,
  NOT_ASSIGNED,
  type StaffAccommodationRequest,
} from '@symposium/schema/accommodation';
import { checkOutMorning } from '@symposium/schema/stay-nights';
import type { AccommodationRequestsTable } from '../../db/database';
import type { StayWithPayment } from './accommodation.repository';

export function toPublicAccommodation(row: AccommodationRequestsTable): AccommodationRequest {
  return {
    _id: row.id,
    id: row.id,
    requestNumber: row.request_number,
    userId: row.user_id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    college: row.college,
    gender: row.gender,
    checkInDate: row.check_in_date,
    checkOutDate: row.check_out_date,
    numberOfDays: row.number_of_days,
    roomNumber: row.room_number,
    status: row.status,
    createdAt: row.created_at,
    source: row.source,
    deskFee: row.desk_fee > 0 ? { amount: row.desk_fee, collectedAt: row.desk_fee_collected_at } : null,
  };
}

export function toStaffAccommodation(row: StayWithPayment): StaffAccommodationRequest {
  return {
    ...toPublicAccommodation(row),
    paymentStatus: row.payment_status,
  };
}

/** A row of the accommodation CSV (ACCOMMODATION_CSV_COLUMNS): an empty value or a released room reads 'Not Assigned'. */
export function accommodationCsvRow(r: AccommodationRequestsTable): (string | number)[] {
  const orNotAssigned = (v: string | number | null) => (v === null || v === '' ? NOT_ASSIGNED : v);
  // A cancelled stay's room was released: it reads 'Not Assigned' (heldRoom), though the record keeps the number.
  const room = heldRoom({ status: r.status, roomNumber: r.room_number });
  return [
    r.request_number,
    r.name,
    r.email,
    r.phone,
    r.college,
    r.gender,
    // Check-in is the first night; Check-out the morning of leaving, the day after the last night (as the form says).
    r.check_in_date,
    checkOutMorning(r.check_out_date),
    r.status,
    room,
  ].map(orNotAssigned);
}
