import type { PublicUser } from '@symposium/schema/user';
import type { StaffUserView } from '@symposium/schema/admin-users';
import type { UsersTable } from '../../db/database';

export const screenshotPath = (name: string) => `/api/v1/uploads/${name}`;

/** The only way a user row leaves the API: no hash, no internal columns. */
export function toPublicUser(row: UsersTable): PublicUser {
  return {
    _id: row.id,
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    college: row.college,
    department: row.department,
    year: row.year,
    collegeLocation: row.college_location,
    rollNumber: row.roll_number,
    participantId: row.participant_id,
    role: row.role,
    paymentStatus: row.payment_status,
    paymentAmount: row.payment_amount,
    transactionId: row.transaction_id,
    paymentReference: row.payment_reference,
    paymentScreenshot: row.payment_screenshot ? screenshotPath(row.payment_screenshot) : null,
    registrationType: row.registration_type,
    rejectionReason: row.rejection_reason,
    passData: row.pass_data,
    passRevokedAt: row.pass_revoked_at,
    passRevokedReason: row.pass_revoked_reason,
    qrCode: null,
    createdAt: row.created_at,
    verifiedAt: row.verified_at,
  };
}

/** A participant for the staff screens: the public fields plus what only staff see. */
export function toStaffUser(row: UsersTable): StaffUserView {
  return {
    ...toPublicUser(row),
    kitIssued: row.kit_issued_at !== null,
    kitIssuedAt: row.kit_issued_at,
    paymentNotes: row.payment_notes,
    disabled: row.disabled_at !== null,
  };
}
