import type { SkippedUser } from '@symposium/schema/admin-users';
import { PARTICIPANT_ID } from '@symposium/schema/constants';
import { ErrorCode } from '@symposium/schema/error-codes';
import { M } from '@symposium/schema/messages';
import { formatParticipantId } from '@symposium/schema/participant-id';
import { all, run, writeTransaction, type Db } from '../../db/client';
import type { UsersTable } from '../../db/database';
import type { AppDeps } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { nowIso } from '../../lib/ids';
import { signPass } from '../../lib/pass-keys';
import { recordAudit } from '../audit/audit.repository';
import { participantNotFound } from '../payments/payments.service';
import { updateUser } from '../users/users.repository';
import { passReadyMail } from './admin-users.mails';
import { findParticipant, findParticipants } from './admin-users.repository';
import { profileLink } from '../../lib/site-links';
import { readEdition } from '../edition/edition.repository';

type Actor = Pick<UsersTable, 'id' | 'name'>;

const noEligibleUsers = () => new AppError(400, ErrorCode.NO_ELIGIBLE_USERS, M.noEligibleUsers);
const isEligible = (u: UsersTable) => u.payment_status === 'verified' && u.participant_id === null;

/** The next number of a named sequence. Call inside a write transaction: it is the transaction that makes it unique. */
export function nextCounterValue(db: Db, name: string): number {
  run(
    db,
    db.kysely
      .insertInto('counters')
      .values({ name, value: 0 })
      .onConflict((oc) => oc.column('name').doNothing()),
  );
  const [row] = all(
    db,
    db.kysely
      .updateTable('counters')
      .set((eb) => ({ value: eb('value', '+', 1) }))
      .where('name', '=', name)
      .returning('value'),
  );
  return row.value;
}

/** Whether an ID is someone's already. */
function participantIdTaken(db: Db, participantId: string): boolean {
  return (
    all(db, db.kysely.selectFrom('users').select('id').where('participant_id', '=', participantId).limit(1)).length > 0
  );
}

/**
 * The next free number of the sequence. An ID can exist that the sequence never gave (an import, a restored copy
 * of the database): the unique index would refuse it and roll the counter back with it, failing every later
 * attempt the same way, so a taken number is passed over.
 */
function nextFreeParticipantId(db: Db, prefix: string): string {
  let participantId: string;
  do participantId = formatParticipantId(nextCounterValue(db, PARTICIPANT_ID.counter), prefix);
  while (participantIdTaken(db, participantId));
  return participantId;
}

function assignId(deps: AppDeps, actor: Actor, user: UsersTable, at: string): UsersTable {
  const participantId = nextFreeParticipantId(deps.db, readEdition(deps.db, deps.env).participantIdPrefix);
  // The signed pass (Ed25519, docs/sync.md): the scanners verify it offline.
  const passData = signPass(deps.passKeys, participantId);
  updateUser(deps.db, user.id, { participant_id: participantId, pass_data: passData, updated_at: at });
  recordAudit(deps.db, {
    actor,
    action: 'participant.generate-id',
    entityType: 'user',
    entityId: user.id,
    before: { participantId: user.participant_id, passData: user.pass_data },
    after: { participantId, passData },
  });
  return { ...user, participant_id: participantId, pass_data: passData, updated_at: at };
}

/** Called inside the numbering transaction: a pass mail is queued if and only if its ID is committed. */
function mailPasses(deps: AppDeps, users: UsersTable[]) {
  const edition = readEdition(deps.db, deps.env);
  for (const user of users) {
    deps.mailer.sendInBackground(passReadyMail(edition, user, user.participant_id!, profileLink(deps.env), new Date()));
  }
}

/**
 * docs/product.md#the-entry-pass: IDs only for verified participants without one. All of them are numbered in ONE write
 * transaction (BEGIN IMMEDIATE), so two staff pressing the button at once are serialised and never
 * share a number; the unique index on users.participant_id is the last guard.
 * Without ids: every eligible participant, in the order their payments were verified.
 */
export function generateParticipantIds(deps: AppDeps, actor: Actor, userIds?: string[]) {
  const result = writeTransaction(deps.db, () => {
    const candidates = userIds
      ? findParticipants(deps.db, userIds)
      : all(
          deps.db,
          deps.db.kysely
            .selectFrom('users')
            .selectAll()
            .where('role', '=', 'user')
            .where('payment_status', '=', 'verified')
            .where('participant_id', 'is', null)
            .orderBy('verified_at')
            .orderBy('created_at')
            .orderBy('id'),
        );
    const byId = new Map(candidates.map((u) => [u.id, u]));
    const skipped: SkippedUser[] = (userIds ?? []).flatMap((id) => {
      const user = byId.get(id);
      if (!user) return [{ userId: id, reason: 'not found' }];
      if (user.participant_id) return [{ userId: id, reason: 'already has an ID' }];
      if (user.payment_status !== 'verified') return [{ userId: id, reason: `payment is ${user.payment_status}` }];
      return [];
    });
    const eligible = candidates.filter(isEligible);
    if (eligible.length === 0) throw noEligibleUsers();
    const at = nowIso();
    const generated = eligible.map((user) => assignId(deps, actor, user, at));
    mailPasses(deps, generated);
    return { generated, skipped, mailsQueued: generated.length };
  });
  return result;
}

/** One participant. Asking again for someone who already has an ID answers that ID (IDs are stable). */
export function generateParticipantId(deps: AppDeps, actor: Actor, userId: string) {
  const outcome = writeTransaction(deps.db, () => {
    const user = findParticipant(deps.db, userId);
    if (!user) throw participantNotFound();
    if (user.participant_id) return { user, generated: false };
    if (!isEligible(user)) throw noEligibleUsers();
    const updated = assignId(deps, actor, user, nowIso());
    mailPasses(deps, [updated]);
    return { user: updated, generated: true };
  });
  return outcome;
}
