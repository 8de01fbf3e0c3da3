import fs from 'node:fs';
import path from 'node:path';
import { editionTitle, type Edition } from '@symposium/schema/edition';
import { EDITION_MESSAGES, type EditionArchive } from '@symposium/schema/edition-archives';
import { editionSchema, type NextEditionInput } from '@symposium/schema/edition-schema';
import { ErrorCode } from '@symposium/schema/error-codes';
import { clearIssueMessage, fieldErrorsByPath, firstMessage } from '@symposium/schema/validation';
import { writeTransaction } from '../../db/client';
import type { UsersTable } from '../../db/database';
import { BackupFailure } from '../../lib/backup';
import type { AppDeps } from '../../lib/context';
import { AppError, storageTrouble } from '../../lib/errors';
import { rotatePassKeys } from '../../lib/pass-keys';
import { recordAudit } from '../audit/audit.repository';
import { participantDataFingerprint, removeArchive, writeArchive } from './edition-archive';
import { readEdition, writeEdition } from './edition.repository';
import { EDITION_SWITCH_KEYS } from '../sync/late-scans';
import { setSyncMeta } from '../sync/sync.repository';
import { clearParticipantData, restartParticipantIds } from './next-edition.repository';
import { removeCertificatePdfs } from '../certificates/certificate-files';

type Actor = Pick<UsersTable, 'id' | 'name'>;

/** The new edition: the finished one's record with the new label, name, dates and prefix, registration open from now. */
function nextEditionOf(current: Edition, input: NextEditionInput, at: Date): Edition {
  const next = {
    ...current,
    label: input.label,
    name: input.name ?? current.name,
    startDate: input.startDate,
    endDate: input.endDate,
    participantIdPrefix: input.participantIdPrefix,
    // Open from the switch, with no closing time: the organisers set their own window in Settings when they know it.
    registration: { opensAt: at.toISOString(), closesAt: null },
  };
  const result = editionSchema.safeParse(next, { error: clearIssueMessage });
  if (!result.success)
    throw new AppError(400, ErrorCode.VALIDATION_ERROR, firstMessage(result.error), fieldErrorsByPath(result.error));
  return result.data;
}

const confirmMismatch = (label: string) => {
  const message = EDITION_MESSAGES.confirmMismatch(label);
  return new AppError(400, ErrorCode.EDITION_CONFIRM_MISMATCH, message, { confirm: [message] });
};

export interface NextEditionOutcome {
  edition: Edition;
  archive: Pick<EditionArchive, 'name' | 'label' | 'title' | 'archivedAt' | 'counts' | 'csvFiles'>;
  removed: Record<string, number>;
  /** What could not be done after the switch committed (the operator's to finish), in words. */
  warnings: string[];
}

/**
 * POST /admin/editions: archives the finished edition (a complete data folder with its CSV files), then starts the
 * next one in ONE synchronous write transaction; then retires the pass keys and removes the archived screenshots from
 * the live uploads. Until that transaction commits nothing live changes, and a failure removes the archive folder.
 */
export async function startNextEdition(
  deps: AppDeps,
  actor: Actor,
  input: NextEditionInput,
): Promise<NextEditionOutcome> {
  const current = readEdition(deps.db, deps.env);
  if (input.confirm !== current.label) throw confirmMismatch(current.label);
  const at = new Date();
  const next = nextEditionOf(current, input, at);

  let archive: Awaited<ReturnType<typeof writeArchive>>;
  try {
    archive = await writeArchive(deps.env, current, actor.name, at);
  } catch (error) {
    if (error instanceof BackupFailure)
      throw new AppError(507, ErrorCode.ARCHIVE_NOT_WRITTEN, EDITION_MESSAGES.archiveNotWritten(error.message));
    throw error;
  }

  let removed: Record<string, number>;
  try {
    removed = writeTransaction(deps.db, () => {
      // Another admin may have started it meanwhile, or someone registered while the archive was written.
      if (readEdition(deps.db, deps.env).label !== input.confirm)
        throw confirmMismatch(readEdition(deps.db, deps.env).label);
      if (participantDataFingerprint(deps.db.sqlite) !== archive.fingerprint) {
        throw new AppError(409, ErrorCode.EDITION_CHANGED_WHILE_ARCHIVING, EDITION_MESSAGES.changedWhileArchiving);
      }
      const cleared = clearParticipantData(deps.db);
      restartParticipantIds(deps.db);
      writeEdition(deps.db, next, actor.id, at.toISOString());
      // A new epoch: every desk's next pull is answered `reset` and downloads the new (empty) roster, as after a
      // restore. The switch's time and archive name let late scans of the finished edition be told apart and kept.
      setSyncMeta(deps.db, 'epoch', randomEpoch());
      setSyncMeta(deps.db, EDITION_SWITCH_KEYS.startedAt, at.toISOString());
      setSyncMeta(deps.db, EDITION_SWITCH_KEYS.archive, archive.name);
      recordAudit(deps.db, {
        actor,
        action: 'edition.start',
        entityType: 'edition',
        entityId: next.label,
        before: {
          label: current.label,
          name: current.name,
          startDate: current.startDate,
          endDate: current.endDate,
          participantIdPrefix: current.participantIdPrefix,
        },
        after: {
          label: next.label,
          name: next.name,
          startDate: next.startDate,
          endDate: next.endDate,
          participantIdPrefix: next.participantIdPrefix,
          archive: archive.name,
          removed: cleared,
        },
      });
      return cleared;
    });
  } catch (error) {
    removeArchive(deps.env, archive.name);
    if (error instanceof AppError || storageTrouble(error)) throw error;
    console.error('[edition] the next edition could not be started', error);
    throw new AppError(500, ErrorCode.INTERNAL_ERROR, EDITION_MESSAGES.notStarted);
  }

  // Committed. The rest runs in the same tick (synchronous), so no request sees the new edition with the old keys.
  const warnings: string[] = [];
  try {
    // A new signing key, every older one retired: last edition's passes no longer verify anywhere.
    rotatePassKeys(deps.env.keysDir, { retirePrevious: true });
  } catch (error) {
    console.error('[edition] the pass keys could not be rotated', error);
    warnings.push(
      'The old pass keys could not be retired. Run `npm run passes -- rotate --retire-previous` on the server.',
    );
  }
  try {
    removeCertificatePdfs(deps);
  } catch (error) {
    console.error('[edition] the finished edition’s certificate PDFs could not be removed', error);
    warnings.push('The finished edition’s certificate PDFs could not be removed from DATA_DIR/certificates.');
  }
  const stillThere = removeArchivedUploads(deps.env.uploadsDir, archive.uploads);
  if (stillThere > 0)
    warnings.push(`${stillThere} archived payment screenshots could not be removed from the live uploads folder.`);

  return {
    edition: next,
    archive: {
      name: archive.name,
      label: current.label,
      title: editionTitle(current),
      archivedAt: archive.info.archivedAt,
      counts: archive.info.counts,
      csvFiles: archive.csvFiles,
    },
    removed,
    warnings,
  };
}

function randomEpoch(): string {
  return [...crypto.getRandomValues(new Uint8Array(6))].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** Removes the screenshots the archive holds from the live uploads; answers how many could not be removed. */
function removeArchivedUploads(uploadsDir: string, names: readonly string[]): number {
  let failed = 0;
  for (const name of names) {
    try {
      fs.rmSync(path.join(uploadsDir, name), { force: true });
    } catch (error) {
      failed += 1;
      console.error(`[edition] could not remove the archived upload ${name}`, error);
    }
  }
  return failed;
}
