import { ErrorCode } from '@symposium/schema/error-codes';
import { M } from '@symposium/schema/messages';
import {
  canRegisterFor,
  deadlinePassed,
  type ItemType,
  type MyRegistration,
  statusTakesRegistrations,
} from '@symposium/schema/participation';
import { writeTransaction } from '../../db/client';
import type { UsersTable } from '../../db/database';
import type { AppDeps } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { newId, nowIso } from '../../lib/ids';
import { findEvent, findWorkshop } from '../catalogue/catalogue.repository';
import { editionIsOver } from '../edition/edition.service';
import { readSettings } from '../settings/settings.repository';
import { toAttendedItem, toMyRegistration } from './event-registrations.mapper';
import {
  countRegistered,
  findRegistration,
  insertRegistration,
  listActiveRegistrationsOfUser,
  listAttendanceOfUser,
  setRegistrationStatus,
} from './event-registrations.repository';

/** The texts and codes that differ between events and workshops. */
const TEXTS = {
  event: {
    unavailable: M.eventRegistrationUnavailable,
    accessDenied: M.eventAccessDenied,
    notFound: M.eventNotFound,
    closed: M.eventRegistrationClosed,
    full: M.eventFull,
    already: M.alreadyRegisteredEvent,
    notRegistered: M.notRegisteredEvent,
  },
  workshop: {
    unavailable: M.workshopRegistrationUnavailable,
    accessDenied: M.workshopAccessDenied,
    notFound: M.workshopNotFound,
    closed: M.workshopRegistrationClosed,
    full: M.workshopFull,
    already: M.alreadyRegisteredWorkshop,
    notRegistered: M.notRegisteredWorkshop,
  },
} as const;

interface Item {
  id: string;
  name: string;
  maxParticipants: number;
  deadline: string;
  open: boolean;
}

/** An event or workshop as far as registration cares; cancelled or finished items take no one. */
function findItem(deps: AppDeps, itemType: ItemType, itemId: string): Item | null {
  if (itemType === 'event') {
    const event = findEvent(deps.db, itemId);
    if (!event) return null;
    return {
      id: event.id,
      name: event.name,
      maxParticipants: event.max_participants,
      deadline: event.registration_deadline,
      open: statusTakesRegistrations(event.status),
    };
  }
  const workshop = findWorkshop(deps.db, itemId);
  if (!workshop) return null;
  return {
    id: workshop.id,
    name: workshop.title,
    maxParticipants: workshop.max_participants,
    deadline: workshop.registration_deadline,
    open: statusTakesRegistrations(workshop.status),
  };
}

/** Authorisation before any lookup: the staff switch, the role, the registration type, the payment. */
function assertMayRegister(deps: AppDeps, user: UsersTable, itemType: ItemType) {
  const texts = TEXTS[itemType];
  if (user.role !== 'user') throw new AppError(403, ErrorCode.FORBIDDEN, M.participantsOnly);
  const settings = readSettings(deps.db, deps.env);
  const open = itemType === 'event' ? settings.eventRegistrationOpen : settings.workshopRegistrationOpen;
  if (!open) throw new AppError(403, ErrorCode.REGISTRATION_UNAVAILABLE, texts.unavailable);
  if (!canRegisterFor(user.registration_type, itemType)) {
    throw new AppError(403, ErrorCode.ACCESS_DENIED, texts.accessDenied);
  }
  if (user.payment_status !== 'verified') {
    throw new AppError(403, ErrorCode.PAYMENT_NOT_VERIFIED, M.registrationPaymentPending);
  }
}

/** Closed by its status or its deadline, or because the edition is over (an item's deadline may be left unset). */
function registrationClosed(deps: AppDeps, item: Item): boolean {
  return !item.open || deadlinePassed(item.deadline) || editionIsOver(deps.db, deps.env);
}

/**
 * Registers the participant for one event or workshop. The checks and the write run in one synchronous
 * BEGIN IMMEDIATE transaction, so two participants racing for the last place cannot both get it.
 */
export function registerForItem(deps: AppDeps, user: UsersTable, itemType: ItemType, itemId: string) {
  const texts = TEXTS[itemType];
  return writeTransaction(deps.db, () => {
    assertMayRegister(deps, user, itemType);
    // A revoked pass is not accepted at events (docs/decisions/0015-revoked-passes.md): it takes no new places. Withdrawing stays open.
    if (user.pass_revoked_at) throw new AppError(403, ErrorCode.PASS_REVOKED, M.registrationPassRevoked);
    const item = findItem(deps, itemType, itemId);
    if (!item) throw new AppError(404, ErrorCode.EVENT_NOT_FOUND, texts.notFound);
    if (registrationClosed(deps, item)) throw new AppError(409, ErrorCode.REGISTRATION_CLOSED, texts.closed);
    const existing = findRegistration(deps.db, user.id, itemType, item.id);
    if (existing?.status === 'registered') throw new AppError(409, ErrorCode.ALREADY_REGISTERED, texts.already);
    if (countRegistered(deps.db, itemType, item.id) >= item.maxParticipants) {
      throw new AppError(409, ErrorCode.EVENT_FULL, texts.full);
    }
    const at = nowIso();
    if (existing) {
      // A withdrawn registration comes back to life: one row per participant and item (unique index).
      setRegistrationStatus(deps.db, existing.id, 'registered', at);
    } else {
      insertRegistration(deps.db, {
        id: newId(),
        user_id: user.id,
        item_type: itemType,
        item_id: item.id,
        status: 'registered',
        created_at: at,
        updated_at: at,
      });
    }
    const row = listActiveRegistrationsOfUser(deps.db, user.id).find(
      (r) => r.item_type === itemType && r.item_id === item.id,
    );
    return { item, row: row! };
  });
}

/** Withdraws the participant from an item, allowed until its registration deadline. */
export function withdrawFromItem(deps: AppDeps, user: UsersTable, itemType: ItemType, itemId: string) {
  const texts = TEXTS[itemType];
  return writeTransaction(deps.db, () => {
    assertMayRegister(deps, user, itemType);
    const item = findItem(deps, itemType, itemId);
    if (!item) throw new AppError(404, ErrorCode.EVENT_NOT_FOUND, texts.notFound);
    const existing = findRegistration(deps.db, user.id, itemType, item.id);
    if (existing?.status !== 'registered') throw new AppError(404, ErrorCode.NOT_REGISTERED, texts.notRegistered);
    if (registrationClosed(deps, item)) throw new AppError(409, ErrorCode.REGISTRATION_CLOSED, texts.closed);
    setRegistrationStatus(deps.db, existing.id, 'cancelled', nowIso());
    return item;
  });
}

export function myRegistrations(deps: AppDeps, user: UsersTable) {
  return listActiveRegistrationsOfUser(deps.db, user.id);
}

/**
 * The combined list of /profile: the participant's registrations, each with its check-in, then what they attended
 * without registering (in the order they came).
 */
export function myRegistrationsAndAttendance(deps: AppDeps, user: UsersTable): MyRegistration[] {
  const attended = new Map(
    listAttendanceOfUser(deps.db, user.id).map((row) => [`${row.item_type}:${row.item_id}`, row]),
  );
  const registered = myRegistrations(deps, user).map((row) => {
    const key = `${row.item_type}:${row.item_id}`;
    const checkIn = attended.get(key);
    attended.delete(key);
    return toMyRegistration(row, checkIn?.check_in_time ?? null);
  });
  return [...registered, ...[...attended.values()].map(toAttendedItem)];
}
