import type { MyRegistration } from '@symposium/schema/participation';
import { playerId, type PublicUser } from '@symposium/schema/user';
import type { StoredPass } from '../../lib/local-db';

/** What /profile keeps on the device: the user's pass fields and registrations, stamped with the time. */
export function toStoredPass(user: PublicUser, registrations: readonly MyRegistration[], refreshedAt: number): StoredPass {
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
    registrations: registrations.map((r) =>
      r.type === 'workshop'
        ? { type: 'workshop', id: r.workshop?._id ?? '', name: r.workshop?.title ?? '', category: null }
        : { type: 'event', id: r.event?._id ?? '', name: r.event?.name ?? '', category: r.event?.category ?? null },
    ),
    refreshedAt,
  };
}
