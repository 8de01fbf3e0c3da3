import { type DeskStayRequest, deskStayCharge } from '@symposium/schema/accommodation';
import { assertStayNightsOnOffer } from '../edition/edition.service';
import { readEdition } from '../edition/edition.repository';
import { type Gender, ROOM_CAPACITY } from '@symposium/schema/constants';
import { ErrorCode } from '@symposium/schema/error-codes';
import { M } from '@symposium/schema/messages';
import { writeTransaction } from '../../db/client';
import type { AccommodationRequestsTable, UsersTable } from '../../db/database';
import type { AppDeps } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { nowIso } from '../../lib/ids';
import { recordAudit } from '../audit/audit.repository';
import { readSettings } from '../settings/settings.repository';
import { insertStayRequest } from '../registration/accommodation.repository';
import { findUserById, updateUser } from '../users/users.repository';
import { accommodationAddedMail, accommodationCancelledMail, accommodationConfirmedMail } from './accommodation.mails';
import { toPublicAccommodation } from './accommodation.mapper';
import { confirmedStaysInRoom, findAccommodation, staysOfUser, updateAccommodation } from './accommodation.repository';
import { profileLink } from '../../lib/site-links';

type Actor = Pick<UsersTable, 'id' | 'name'>;

const notFoundError = () => new AppError(404, ErrorCode.ACCOMMODATION_NOT_FOUND, M.accommodationNotFound);

/** The rules a room assignment must keep: a verified payment, at most ROOM_CAPACITY people, one gender. */
function assertRoomFor(deps: AppDeps, stay: AccommodationRequestsTable, roomNumber: string) {
  const paymentStatus = findUserById(deps.db, stay.user_id)?.payment_status ?? 'pending';
  if (paymentStatus !== 'verified') {
    throw new AppError(409, ErrorCode.PAYMENT_NOT_VERIFIED, M.stayPaymentNotVerified(paymentStatus));
  }
  const occupants = confirmedStaysInRoom(deps.db, roomNumber);
  const otherGender = occupants.find((o) => o.gender !== stay.gender);
  if (otherGender) {
    throw new AppError(409, ErrorCode.ROOM_GENDER_MISMATCH, M.roomOtherGender(roomNumber, otherGender.gender));
  }
  if (occupants.length >= ROOM_CAPACITY) {
    throw new AppError(409, ErrorCode.ROOM_FULL, M.roomFull(roomNumber, occupants.length, ROOM_CAPACITY));
  }
}

/**
 * docs/product.md#accommodation-requests: requested → confirmed when staff enter a room number; only requested rows can be confirmed.
 * The room's occupancy is read inside the same BEGIN IMMEDIATE transaction as the write, so two desks
 * confirming into one room at once cannot both take its last bed.
 */
export function confirmStay(deps: AppDeps, actor: Actor, id: string, roomNumber: string): AccommodationRequestsTable {
  const row = writeTransaction(deps.db, () => {
    const before = findAccommodation(deps.db, id);
    if (!before) throw notFoundError();
    if (before.status !== 'requested') {
      throw new AppError(409, ErrorCode.ACCOMMODATION_NOT_REQUESTED, M.accommodationNotRequested);
    }
    assertRoomFor(deps, before, roomNumber);
    const after: AccommodationRequestsTable = {
      ...before,
      status: 'confirmed',
      room_number: roomNumber,
      updated_at: nowIso(),
    };
    updateAccommodation(deps.db, before.id, {
      status: after.status,
      room_number: after.room_number,
      updated_at: after.updated_at,
    });
    auditStay(deps, actor, 'accommodation.confirm', before, after);
    deps.mailer.sendInBackground(accommodationConfirmedMail(readEdition(deps.db, deps.env), after)); // queued with the change
    return after;
  });
  return row;
}

/** Cancels a requested or confirmed stay (the room number is kept for the record) and tells the participant. */
export function cancelStay(deps: AppDeps, actor: Actor, id: string): AccommodationRequestsTable {
  const row = writeTransaction(deps.db, () => {
    const before = findAccommodation(deps.db, id);
    if (!before) throw notFoundError();
    if (before.status === 'cancelled') {
      throw new AppError(409, ErrorCode.ACCOMMODATION_ALREADY_CANCELLED, M.accommodationAlreadyCancelled);
    }
    const after: AccommodationRequestsTable = { ...before, status: 'cancelled', updated_at: nowIso() };
    updateAccommodation(deps.db, before.id, { status: after.status, updated_at: after.updated_at });
    auditStay(deps, actor, 'accommodation.cancel', before, after);
    deps.mailer.sendInBackground(accommodationCancelledMail(readEdition(deps.db, deps.env), after)); // queued with the change
    return after;
  });
  return row;
}

export interface DeskStay {
  stay: AccommodationRequestsTable;
  /** The registration's amount after the stay: the amount on record plus the accommodation fee, unless it has it. */
  paymentAmount: number | null;
}

/**
 * A registered participant asks for a stay at the desk (docs/decisions/0035-stays-added-at-the-desk.md, "A stay added at the desk"). The request
 * is numbered as registration numbers it, and the participant's first stay adds the accommodation fee in force to
 * the registration's amount (deskStayCharge, which the dialog announces too). One active stay a person: a second is
 * refused while the first is requested or confirmed. The participant is mailed the request, its nights and the amount.
 */
export function addStayAtDesk(deps: AppDeps, actor: Actor, input: DeskStayRequest): DeskStay {
  return writeTransaction(deps.db, () => {
    const user = findUserById(deps.db, input.userId);
    if (!user || user.role !== 'user') throw new AppError(404, ErrorCode.USER_NOT_FOUND, M.participantNotFound);
    const earlierStays = staysOfUser(deps.db, user.id);
    const active = earlierStays.find((s) => s.status !== 'cancelled');
    if (active) {
      throw new AppError(
        409,
        ErrorCode.ACCOMMODATION_ALREADY_ACTIVE,
        M.stayAlreadyActive(active.request_number, active.status),
      );
    }
    assertStayNightsOnOffer(deps.db, deps.env, input.accommodationCheckIn!, input.accommodationCheckOut!);
    const now = nowIso();
    // The accommodation fee in force is added to the amount on record (deskStayCharge): not the amount recomputed with
    // today's fee table, which would put a type fee changed since registration on the stay's bill.
    const charge = deskStayCharge(
      user.payment_amount,
      earlierStays.map(toPublicAccommodation),
      readSettings(deps.db, deps.env).accommodationFee,
    );
    const stay = insertStayRequest(
      deps.db,
      user,
      {
        gender: input.accommodationGender as Gender,
        checkIn: input.accommodationCheckIn!,
        checkOut: input.accommodationCheckOut!,
      },
      now,
      'desk',
    );
    const paymentAmount = charge.amountAfter;
    if (paymentAmount !== user.payment_amount)
      updateUser(deps.db, user.id, { payment_amount: paymentAmount, updated_at: now });
    // The rise is no payment proof's: the desk collects it (docs/decisions/0035-stays-added-at-the-desk.md). A cancelled desk stay's uncollected
    // fee stayed in the amount, so it moves to this stay rather than being forgotten.
    for (const s of earlierStays) {
      if (s.desk_fee > 0 && s.desk_fee_collected_at === null)
        updateAccommodation(deps.db, s.id, { desk_fee: 0, updated_at: now });
    }
    const deskFee = charge.deskFee;
    if (deskFee > 0) {
      updateAccommodation(deps.db, stay.id, { desk_fee: deskFee });
      stay.desk_fee = deskFee;
    }
    recordAudit(deps.db, {
      actor,
      action: 'accommodation.add',
      entityType: 'accommodation',
      entityId: stay.id,
      before: { paymentAmount: user.payment_amount },
      after: { ...stayState(stay), paymentAmount, deskFee },
    });
    // Queued with the stay, as registration queues its mail: the participant gets the nights and the amount in writing.
    deps.mailer.sendInBackground(
      accommodationAddedMail(
        readEdition(deps.db, deps.env),
        stay,
        { before: user.payment_amount, after: paymentAmount },
        profileLink(deps.env),
      ),
    );
    return { stay, paymentAmount };
  });
}

/**
 * The desk took the fee of a stay it added (cash or a transfer shown at the desk). Only a requested or confirmed
 * stay with a fee still due; the collection is audited with who took it.
 */
export function collectStayFee(deps: AppDeps, actor: Actor, id: string): AccommodationRequestsTable {
  return writeTransaction(deps.db, () => {
    const before = findAccommodation(deps.db, id);
    if (!before) throw notFoundError();
    if (before.status === 'cancelled' || before.desk_fee === 0 || before.desk_fee_collected_at !== null) {
      throw new AppError(409, ErrorCode.STAY_FEE_NOT_DUE, M.stayFeeNotDue);
    }
    const now = nowIso();
    const after: AccommodationRequestsTable = {
      ...before,
      desk_fee_collected_at: now,
      desk_fee_collected_by: actor.id,
      updated_at: now,
    };
    updateAccommodation(deps.db, id, { desk_fee_collected_at: now, desk_fee_collected_by: actor.id, updated_at: now });
    recordAudit(deps.db, {
      actor,
      action: 'accommodation.fee-collected',
      entityType: 'accommodation',
      entityId: id,
      before: { ...stayState(before), deskFee: before.desk_fee, deskFeeCollectedAt: null },
      after: { ...stayState(after), deskFee: after.desk_fee, deskFeeCollectedAt: now },
    });
    return after;
  });
}

const stayState = (r: AccommodationRequestsTable) => ({
  requestNumber: r.request_number,
  userId: r.user_id,
  status: r.status,
  roomNumber: r.room_number,
});

/** Call inside the change's transaction. */
function auditStay(
  deps: AppDeps,
  actor: Actor,
  action: 'accommodation.confirm' | 'accommodation.cancel',
  before: AccommodationRequestsTable,
  after: AccommodationRequestsTable,
) {
  recordAudit(deps.db, {
    actor,
    action,
    entityType: 'accommodation',
    entityId: before.id,
    before: stayState(before),
    after: stayState(after),
  });
}
