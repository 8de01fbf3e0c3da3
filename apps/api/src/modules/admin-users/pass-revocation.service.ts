import { ErrorCode } from '@symposium/schema/error-codes';
import { M } from '@symposium/schema/messages';
import { writeTransaction } from '../../db/client';
import type { UsersTable } from '../../db/database';
import type { AppDeps } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { nowIso } from '../../lib/ids';
import { recordAudit } from '../audit/audit.repository';
import { participantNotFound } from '../payments/payments.service';
import { readEdition } from '../edition/edition.repository';
import { updateUser } from '../users/users.repository';
import { findParticipant } from './admin-users.repository';
import { passRestoredMail, passRevokedMail } from './pass-revocation.mails';
import { profileLink } from '../../lib/site-links';

type Actor = Pick<UsersTable, 'id' | 'name'>;

const passState = (u: Pick<UsersTable, 'participant_id' | 'pass_revoked_at' | 'pass_revoked_reason'>) => ({
  participantId: u.participant_id,
  passRevoked: u.pass_revoked_at !== null,
  passRevokedReason: u.pass_revoked_reason,
});

/**
 * Sets or clears the pass's revoked state in one transaction: the row (whose trigger puts the participant in
 * the roster's change log, so scanners pull `revoked`), the audit row and the participant's mail.
 */
function changePass(deps: AppDeps, actor: Actor, userId: string, revoke: { reason: string } | null): UsersTable {
  return writeTransaction(deps.db, () => {
    const user = findParticipant(deps.db, userId);
    if (!user) throw participantNotFound();
    if (revoke) {
      if (!user.participant_id) throw new AppError(409, ErrorCode.NO_PASS, M.noPassToRevoke);
      if (user.pass_revoked_at) throw new AppError(409, ErrorCode.PASS_ALREADY_REVOKED, M.passAlreadyRevoked);
    } else if (!user.pass_revoked_at) {
      throw new AppError(409, ErrorCode.PASS_NOT_REVOKED, M.passNotRevoked);
    }
    const at = nowIso();
    const changes = {
      pass_revoked_at: revoke ? at : null,
      pass_revoked_reason: revoke?.reason ?? null,
      updated_at: at,
    };
    const after: UsersTable = { ...user, ...changes };
    updateUser(deps.db, user.id, changes);
    recordAudit(deps.db, {
      actor,
      action: revoke ? 'pass.revoke' : 'pass.restore',
      entityType: 'user',
      entityId: user.id,
      before: passState(user),
      after: passState(after),
    });
    const profileUrl = profileLink(deps.env);
    // Queued with the change: the mail exists iff the change committed.
    deps.mailer.sendInBackground(
      revoke
        ? passRevokedMail(readEdition(deps.db, deps.env), after, revoke.reason, profileUrl)
        : passRestoredMail(readEdition(deps.db, deps.env), after, profileUrl),
    );
    return after;
  });
}

export const revokePass = (deps: AppDeps, actor: Actor, userId: string, reason: string) =>
  changePass(deps, actor, userId, { reason });

export const restorePass = (deps: AppDeps, actor: Actor, userId: string) => changePass(deps, actor, userId, null);
