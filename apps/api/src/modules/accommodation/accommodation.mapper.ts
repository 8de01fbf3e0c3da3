import type { AccommodationRequest, StaffAccommodationRequest } from '@symposium/schema/accommodation';
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
