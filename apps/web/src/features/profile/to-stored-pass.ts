import type { AccommodationRequest } from '@symposium/schema/accommodation';
import type { MyRegistration } from '@symposium/schema/participation';
import { playerId, type PublicUser } from '@symposium/schema/user';
import type { StoredPass, StoredStay } from '../../lib/local-db';

/**
 * What /profile keeps on the device: the user's pass fields, registrations and accommodation requests, stamped
 * with the time. `stays` undefined: not known (not fetched).
 */
export function toStoredPass(
  user: PublicUser,
  registrations: readonly MyRegistration[],
  refreshedAt: number,
  stays?: readonly AccommodationRequest[],
): StoredPass {
  return {
    userId: user._id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    college: user.college,
    department: user.department,
    year: user.year,
    playerId: playerId(user),
    participantId: user.participantId,
    passData: user.passData,
    paymentStatus: user.paymentStatus,
    paymentAmount: user.paymentAmount,
    registrationType: user.registrationType,
    rejectionReason: user.rejectionReason,
    passRevokedAt: user.passRevokedAt,
    passRevokedReason: user.passRevokedReason,
    registrations: registrations.map((r) => ({
      ...(r.type === 'workshop'
        ? { type: 'workshop' as const, id: r.workshop?._id ?? '', name: r.workshop?.title ?? '', category: null }
        : {
            type: 'event' as const,
            id: r.event?._id ?? '',
            name: r.event?.name ?? '',
            category: r.event?.category ?? null,
          }),
      status: r.status,
      checkedInAt: r.checkedInAt,
    })),
    stays: stays?.map(toStoredStay),
    refreshedAt,
  };
}

const toStoredStay = (stay: AccommodationRequest): StoredStay => ({
  requestNumber: stay.requestNumber,
  checkInDate: stay.checkInDate,
  checkOutDate: stay.checkOutDate,
  numberOfDays: stay.numberOfDays,
  status: stay.status,
  roomNumber: stay.roomNumber,
  deskFee: stay.deskFee,
});
