import type { EventForm, WorkshopForm } from '@symposium/schema/catalogue-admin';
import { ErrorCode } from '@symposium/schema/error-codes';
import { M } from '@symposium/schema/messages';
import type { ItemType } from '@symposium/schema/participation';
import { writeTransaction } from '../../db/client';
import type { EventsTable, UsersTable, WorkshopsTable } from '../../db/database';
import type { AppDeps } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { newId, nowIso } from '../../lib/ids';
import { recordAudit } from '../audit/audit.repository';
import { readEdition } from '../edition/edition.repository';
import { countRegistered } from '../event-registrations/event-registrations.repository';
import { toPublicEvent, toPublicWorkshop } from './catalogue.mapper';
import {
  findEvent,
  findEventNamed,
  findWorkshop,
  findWorkshopTitled,
  insertEvent,
  insertWorkshop,
  updateEvent,
  updateWorkshop,
} from './catalogue.repository';

type Actor = Pick<UsersTable, 'id' | 'name'>;

const eventNotFound = () => new AppError(404, ErrorCode.EVENT_NOT_FOUND, 'Event not found');
const workshopNotFound = () => new AppError(404, ErrorCode.EVENT_NOT_FOUND, 'Workshop not found');

/**
 * An edit may not take away places already given: with 100 registered, 50 places would show "100 / 50"
 * and leave 50 participants without a place nobody chose to take from them. Withdrawn registrations
 * do not count. The field error lets the form show it beside Max participants.
 */
function assertCapacityHolds(deps: AppDeps, itemType: ItemType, id: string, maxParticipants: number) {
  const registered = countRegistered(deps.db, itemType, id);
  if (maxParticipants < registered) {
    const message = M.capacityBelowRegistered(registered);
    throw new AppError(400, ErrorCode.VALIDATION_ERROR, message, { maxParticipants: [message] });
  }
}

/**
 * Deleting drops an item's registrations from the staff lists, the CSVs and the scanners' rosters, with no way back
 * on screen: refused while anyone is registered (withdrawn registrations do not count). Cancelled is the status for
 * an item that will not run.
 */
function assertNobodyRegistered(deps: AppDeps, itemType: ItemType, id: string, name: string) {
  const registered = countRegistered(deps.db, itemType, id);
  if (registered > 0)
    throw new AppError(409, ErrorCode.ITEM_HAS_REGISTRATIONS, M.deleteWithRegistrations(name, registered));
}

/**
 * Two live events of one name (any case) split its registrations, its check-in choice and its public card in two; a
 * create repeated after its answer was lost (venue Wi-Fi) would make the second. Refused under the name field.
 */
function assertNameFree(deps: AppDeps, itemType: ItemType, name: string, exceptId?: string) {
  const taken =
    itemType === 'event'
      ? findEventNamed(deps.db, name, exceptId)?.name
      : findWorkshopTitled(deps.db, name, exceptId)?.title;
  if (taken === undefined) return;
  const message = itemType === 'event' ? M.eventNameTaken(taken) : M.workshopTitleTaken(taken);
  throw new AppError(409, ErrorCode.ITEM_NAME_TAKEN, message, { [itemType === 'event' ? 'name' : 'title']: [message] });
}

/**
 * An Update that changes nothing (the form saved as it opened) writes nothing and records no edit: the dashboard's
 * latest staff actions and the audit trail keep to what staff changed.
 */
function unchanged<T extends object>(before: T, columns: Partial<T>): boolean {
  return Object.entries(columns).every(([key, value]) => before[key as keyof T] === value);
}

/** The form's values as columns (everything but ids, seed key and timestamps). */
function eventColumns(form: EventForm) {
  return {
    name: form.name,
    category: form.category,
    description: form.description,
    type: form.type,
    team_min: form.teamSize.min,
    team_max: form.teamSize.max,
    venue: form.venue,
    date: form.date,
    time_start: form.time.start,
    time_end: form.time.end,
    max_participants: form.maxParticipants,
    registration_deadline: form.registrationDeadline,
    rules: JSON.stringify(form.rules),
    prizes: JSON.stringify(form.prizes),
    coordinators: JSON.stringify(form.coordinators),
    status: form.status,
    check_in_requires_registration: form.checkInRequiresRegistration ? 1 : 0,
  } satisfies Partial<EventsTable>;
}

/** `firstDay`: the edition's, for a workshop the form left undated. */
function workshopColumns(form: WorkshopForm, firstDay: string) {
  return {
    title: form.title,
    description: form.description,
    instructor: JSON.stringify(form.instructor),
    trainer: form.trainer || form.instructor.name,
    duration_hours: form.duration.hours,
    schedule: JSON.stringify(form.schedule),
    venue: form.venue,
    date: form.date ?? firstDay,
    time: form.time,
    max_participants: form.maxParticipants,
    registration_deadline: form.registrationDeadline,
    prerequisites: JSON.stringify(form.prerequisites),
    learning_outcomes: JSON.stringify(form.learningOutcomes),
    materials: JSON.stringify(form.materials),
    topics: JSON.stringify(form.topics),
    rules: JSON.stringify(form.rules),
    fee: form.fee,
    coordinators: JSON.stringify(form.coordinators),
    status: form.status,
    check_in_requires_registration: form.checkInRequiresRegistration ? 1 : 0,
  } satisfies Partial<WorkshopsTable>;
}

export function createEvent(deps: AppDeps, actor: Actor, form: EventForm) {
  return writeTransaction(deps.db, () => {
    assertNameFree(deps, 'event', form.name);
    const now = nowIso();
    const row: EventsTable = {
      id: newId(),
      seed_key: null,
      ...eventColumns(form),
      created_at: now,
      updated_at: now,
      deleted_at: null,
    };
    insertEvent(deps.db, row);
    const event = toPublicEvent(row);
    recordAudit(deps.db, { actor, action: 'event.create', entityType: 'event', entityId: row.id, after: event });
    return event;
  });
}

export function editEvent(deps: AppDeps, actor: Actor, id: string, form: EventForm) {
  return writeTransaction(deps.db, () => {
    const before = findEvent(deps.db, id);
    if (!before) throw eventNotFound();
    assertNameFree(deps, 'event', form.name, id);
    assertCapacityHolds(deps, 'event', id, form.maxParticipants);
    const columns = eventColumns(form);
    if (unchanged(before, columns)) return toPublicEvent(before);
    const after: EventsTable = { ...before, ...columns, updated_at: nowIso() };
    updateEvent(deps.db, id, after);
    const event = toPublicEvent(after);
    recordAudit(deps.db, {
      actor,
      action: 'event.update',
      entityType: 'event',
      entityId: id,
      before: toPublicEvent(before),
      after: event,
    });
    return event;
  });
}

/** Soft delete (nobody registered): the row stays with deleted_at set, so the public pages drop it and a later sync sees it go. */
export function deleteEvent(deps: AppDeps, actor: Actor, id: string): void {
  writeTransaction(deps.db, () => {
    const before = findEvent(deps.db, id);
    if (!before) throw eventNotFound();
    assertNobodyRegistered(deps, 'event', id, before.name);
    const now = nowIso();
    updateEvent(deps.db, id, { deleted_at: now, updated_at: now });
    recordAudit(deps.db, {
      actor,
      action: 'event.delete',
      entityType: 'event',
      entityId: id,
      before: toPublicEvent(before),
    });
  });
}

export function createWorkshop(deps: AppDeps, actor: Actor, form: WorkshopForm) {
  return writeTransaction(deps.db, () => {
    assertNameFree(deps, 'workshop', form.title);
    const now = nowIso();
    const row: WorkshopsTable = {
      id: newId(),
      seed_key: null,
      ...workshopColumns(form, readEdition(deps.db, deps.env).startDate),
      created_at: now,
      updated_at: now,
      deleted_at: null,
    };
    insertWorkshop(deps.db, row);
    const workshop = toPublicWorkshop(row);
    recordAudit(deps.db, {
      actor,
      action: 'workshop.create',
      entityType: 'workshop',
      entityId: row.id,
      after: workshop,
    });
    return workshop;
  });
}

export function editWorkshop(deps: AppDeps, actor: Actor, id: string, form: WorkshopForm) {
  return writeTransaction(deps.db, () => {
    const before = findWorkshop(deps.db, id);
    if (!before) throw workshopNotFound();
    assertNameFree(deps, 'workshop', form.title, id);
    assertCapacityHolds(deps, 'workshop', id, form.maxParticipants);
    const columns = workshopColumns(form, readEdition(deps.db, deps.env).startDate);
    if (unchanged(before, columns)) return toPublicWorkshop(before);
    const after: WorkshopsTable = { ...before, ...columns, updated_at: nowIso() };
    updateWorkshop(deps.db, id, after);
    const workshop = toPublicWorkshop(after);
    recordAudit(deps.db, {
      actor,
      action: 'workshop.update',
      entityType: 'workshop',
      entityId: id,
      before: toPublicWorkshop(before),
      after: workshop,
    });
    return workshop;
  });
}

export function deleteWorkshop(deps: AppDeps, actor: Actor, id: string): void {
  writeTransaction(deps.db, () => {
    const before = findWorkshop(deps.db, id);
    if (!before) throw workshopNotFound();
    assertNobodyRegistered(deps, 'workshop', id, before.title);
    const now = nowIso();
    updateWorkshop(deps.db, id, { deleted_at: now, updated_at: now });
    recordAudit(deps.db, {
      actor,
      action: 'workshop.delete',
      entityType: 'workshop',
      entityId: id,
      before: toPublicWorkshop(before),
    });
  });
}
