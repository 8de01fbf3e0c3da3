import { ErrorCode } from '@symposium/schema/error-codes';
import {
  PRIZE_KEYS,
  RESULT_MESSAGES,
  type PublicResult,
  type ResultInput,
  type ResultParticipant,
  type ResultPosition,
  type ResultSummary,
  type StaffResult,
} from '@symposium/schema/results';
import { writeTransaction, type Db } from '../../db/client';
import type { UsersTable } from '../../db/database';
import { AppError, notFound } from '../../lib/errors';
import { nowIso } from '../../lib/ids';
import { recordAudit } from '../audit/audit.repository';
import {
  checkedInParticipants,
  findLiveEvent,
  findResult,
  meritCertificatesOf,
  publishedResults,
  resultSummaries,
  saveWinners,
  setPublished,
  winnersOf,
  type EventRow,
  type WinnerRow,
} from './results.repository';

type Actor = Pick<UsersTable, 'id' | 'name'>;

const prizeOf = (event: EventRow, position: ResultPosition): string | null => {
  const prizes = JSON.parse(event.prizes || '{}') as Partial<Record<'first' | 'second' | 'third', string>>;
  return prizes[PRIZE_KEYS[position]]?.trim() || null;
};

/** Only events have results; a workshop's attendees get a certificate of completion instead. */
export function eventForResult(db: Db, itemType: string, itemId: string): EventRow {
  if (itemType === 'workshop') throw new AppError(400, ErrorCode.VALIDATION_ERROR, RESULT_MESSAGES.onlyEvents);
  const event = itemType === 'event' ? findLiveEvent(db, itemId) : undefined;
  if (!event) throw new AppError(404, ErrorCode.EVENT_NOT_FOUND, RESULT_MESSAGES.eventNotFound);
  return event;
}

function winnersByPosition(event: EventRow, rows: WinnerRow[]) {
  return ([1, 2, 3] as const)
    .map((position) => ({
      position,
      prize: prizeOf(event, position),
      participants: rows
        .filter((r) => r.position === position)
        .map(({ id, participantId, name, college }) => ({ id, participantId, name, college })),
    }))
    .filter((w) => w.participants.length > 0);
}

export function staffResultOf(db: Db, event: EventRow): StaffResult {
  const result = findResult(db, event.id);
  return {
    item: { id: event.id, name: event.name, type: 'event', category: event.category },
    prizes: { 1: prizeOf(event, 1), 2: prizeOf(event, 2), 3: prizeOf(event, 3) },
    winners: winnersByPosition(event, result ? winnersOf(db, [event.id]) : []),
    published: Boolean(result?.published_at),
    publishedAt: result?.published_at ?? null,
    updatedAt: result?.updated_at ?? null,
  };
}

/**
 * Resolves each named participant (account id or participant ID) among those checked in to the event; anyone not
 * checked in is named in the 400, so staff see whom to correct.
 */
function resolveWinners(input: ResultInput, checkedIn: ResultParticipant[]) {
  const byRef = new Map<string, ResultParticipant>();
  for (const p of checkedIn) {
    byRef.set(p.id, p);
    if (p.participantId) byRef.set(p.participantId.toUpperCase(), p);
  }
  const missing: string[] = [];
  const seen = new Set<string>();
  const winners: { userId: string; position: number }[] = [];
  for (const { position, participantIds } of input.winners) {
    for (const ref of participantIds) {
      const participant = byRef.get(ref) ?? byRef.get(ref.toUpperCase());
      if (!participant) {
        missing.push(ref);
        continue;
      }
      if (seen.has(participant.id)) {
        const message = RESULT_MESSAGES.participantTwice(participant.participantId ?? participant.name);
        throw new AppError(400, ErrorCode.VALIDATION_ERROR, message, { winners: [message] });
      }
      seen.add(participant.id);
      winners.push({ userId: participant.id, position });
    }
  }
  if (missing.length > 0) {
    const message = RESULT_MESSAGES.notCheckedIn(missing);
    throw new AppError(400, ErrorCode.NOT_CHECKED_IN, message, { winners: [message] }, undefined, {
      notCheckedIn: missing,
    });
  }
  return winners;
}

/** PUT /admin/results/event/:id: replaces the winners of an unpublished result. */
export function enterResult(db: Db, actor: Actor, event: EventRow, input: ResultInput): StaffResult {
  return writeTransaction(db, () => {
    const current = findResult(db, event.id);
    if (current?.published_at) throw new AppError(409, ErrorCode.RESULT_PUBLISHED, RESULT_MESSAGES.alreadyPublished);
    const winners = resolveWinners(input, checkedInParticipants(db, event.id));
    const before = current ? staffResultOf(db, event).winners : null;
    saveWinners(db, event.id, winners, actor.id, nowIso());
    const after = staffResultOf(db, event);
    recordAudit(db, {
      actor,
      action: 'result.enter',
      entityType: 'result',
      entityId: event.id,
      before: before && { event: event.name, winners: auditWinners(before) },
      after: { event: event.name, winners: auditWinners(after.winners) },
    });
    return after;
  });
}

const auditWinners = (winners: StaffResult['winners']) =>
  winners.map((w) => ({ position: w.position, participants: w.participants.map((p) => p.participantId ?? p.id) }));

/** Publishes (or takes back) the event's result; unchanged when it already is so. */
export function setResultPublished(db: Db, actor: Actor, event: EventRow, publish: boolean): StaffResult {
  return writeTransaction(db, () => {
    const current = findResult(db, event.id);
    if (!current) throw notFound(RESULT_MESSAGES.resultNotFound);
    if (Boolean(current.published_at) === publish) return staffResultOf(db, event);
    // A merit certificate names its position; the result it came from stays as it was printed.
    if (!publish && meritCertificatesOf(db, event.id) > 0) {
      throw new AppError(409, ErrorCode.MERIT_CERTIFICATES_ISSUED, RESULT_MESSAGES.meritIssued);
    }
    const at = nowIso();
    setPublished(db, event.id, publish ? { at, by: actor.id } : null, at);
    const after = staffResultOf(db, event);
    recordAudit(db, {
      actor,
      action: publish ? 'result.publish' : 'result.unpublish',
      entityType: 'result',
      entityId: event.id,
      before: { event: event.name, published: !publish },
      after: { event: event.name, published: publish, winners: auditWinners(after.winners) },
    });
    return after;
  });
}

/** GET /results: every published result, names and colleges only. */
export function listPublicResults(db: Db): PublicResult[] {
  const events = publishedResults(db);
  const winners = winnersOf(db, 'published');
  return events.map((event) => ({
    event: { id: event.id, name: event.name, category: event.category },
    publishedAt: event.published_at,
    winners: winnersByPosition(
      event,
      winners.filter((w) => w.itemId === event.id),
    ).map((w) => ({
      position: w.position,
      prize: w.prize,
      participants: w.participants.map(({ name, college }) => ({ name, college })),
    })),
  }));
}

/** GET /admin/results: every live event, in date order, with its result's state. */
export function listResultSummaries(db: Db): ResultSummary[] {
  return resultSummaries(db).map((row) => ({
    item: { id: row.id, name: row.name, type: 'event', category: row.category },
    winners: Number(row.winners),
    checkedIn: Number(row.checked_in),
    published: Boolean(row.published_at),
    publishedAt: row.published_at,
    updatedAt: row.updated_at,
  }));
}
