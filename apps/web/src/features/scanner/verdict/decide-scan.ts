import {
  checkPass,
  type PassCheck,
  participantIdOf,
  type PassPublicKey,
  PassVerificationUnavailableError,
} from '@symposium/sync/pass';
import { DEFAULT_EDITION, type Edition } from '@symposium/schema/edition';
import type {
  AttendanceRecord,
  CollectionPoint,
  KitRecord,
  Mutation,
  RosterItem,
  RosterParticipant,
  ScanStatus,
} from '@symposium/sync/protocol';
import {
  idCardNumberOf,
  judgeCheckIn,
  judgeKit,
  kitContents,
  SCAN_MESSAGES,
  ScanError,
  type Verdict,
} from '@symposium/sync/verdict';
import { localDb, type ScanJournalEntry, withLocalDb } from '../../../lib/local-db';
import { META } from '../sync/dexie-sync-store';
import { newClientId } from '../sync/new-id';

export type ScanMode = { type: 'check-in'; item: RosterItem } | { type: 'issue-kit'; collectionPoint: CollectionPoint };

/** How the text arrived: the camera always reads a pass; typed text is a pass (keyboard wedge) or a participant ID. */
export type ScanSource = 'camera' | 'manual';

/** Typed text that is a pass's text (a keyboard wedge types the whole pass), not a participant ID. */
export const isPassText = (raw: string) => raw.startsWith('{');

/** docs/product.md#scanner-refusals fallbacks for a failure that has no server code. */
export const FALLBACK = {
  'check-in': { error: 'CHECK_IN_ERROR', message: 'Check-in failed' },
  'issue-kit': { error: 'KIT_ISSUANCE_ERROR', message: 'Kit issuance failed' },
} as const;

/**
 * Why this desk could not judge or record a scan: a problem of the device, never a verdict on the participant.
 * 'key-unknown': the pass names a signing key this desk has not downloaded (a rotation) and the keys could not be
 * fetched — the pass may well be genuine.
 */
export type DeskProblem = 'keys-missing' | 'key-unknown' | 'cannot-verify' | 'not-saved' | 'device-cleared';

export class DeskProblemError extends Error {
  override name = 'DeskProblemError';
  constructor(
    readonly problem: DeskProblem,
    options?: { cause?: unknown },
  ) {
    super(`The desk could not handle the scan: ${problem}`, options);
  }
}

export interface ScanContext {
  deviceId: string;
  deskName: string;
  staffName: string;
  /** The signed-in staff account: the scan is attributed to it even when another login sends it later. */
  staffUserId?: string;
  keys: readonly PassPublicKey[];
  /** The edition's kit contents (GET /config, kept offline by the service worker); the spec's without it. */
  kits?: Edition['kits'];
  /**
   * Fetches the keys again (a pass signed by a key this desk has not seen); resolves to null when they could not be
   * fetched (timed out, failed). Only given while online.
   */
  refreshKeys?: () => Promise<PassPublicKey[] | null>;
  /**
   * Brings the roster up to date (a sync, bounded in time): called before refusing someone the roster lacks or
   * holds as unpaid or revoked — they may have been verified since the last pull. Only given while online.
   */
  catchUpRoster?: () => Promise<unknown>;
  /**
   * Brings a stale roster up to date before any genuine pass is judged (an online desk after a lull, bounded in
   * time): a pass revoked or a payment rejected since the last pull is refused at once. Given only then; resolves
   * true when the sync ended in time (else a refusal still waits for `catchUpRoster`).
   */
  freshenRoster?: () => Promise<boolean>;
  /** The edition's time zone (GET /config): the clock of the items' dates and times; the spec's without it. */
  timeZone?: string;
  now?: () => number;
}

export interface ScanOptions {
  /** 'Admit anyway': the coordinator confirmed admitting past a refusal the rules allow overriding. */
  force?: boolean;
}

/** What the desk shows at once: the local verdict, decided from the roster on this device. */
export interface ScanOutcome {
  /** The queued mutation's id (or a local id when nothing could be queued). */
  id: string;
  queued: boolean;
  type: Mutation['type'];
  at: number;
  participantId: string | null;
  participant: RosterParticipant | null;
  item: RosterItem | null;
  status: ScanStatus;
  error?: string;
  message?: string;
  /** applied: the attendance this desk just recorded; duplicate: the one found. */
  attendance?: AttendanceRecord;
  /** Admitted anyway: the refusal the coordinator overrode. */
  overrode?: { error: string; message: string };
  kit?: KitRecord;
}

/** The shared verdict, or a refusal the device decides before the rules run (a failed signature). */
type LocalVerdict<R> = Verdict<R> | { status: 'rejected'; error: string; message: string };

const rejected = (error: string, message: string) => ({ status: 'rejected' as const, error, message });

/** The roster would refuse them: not on it, unpaid or revoked — a pull may know better (a payment verified since). */
const mayBeOutOfDate = (participant: RosterParticipant | null) =>
  !participant || participant.paymentStatus !== 'verified' || participant.revoked;

/**
 * Decoded text → signature check (WebCrypto, or the pure-JS fallback) → roster lookup → the shared verdict (the server runs the
 * same rules) → the mutation appended to the outbox and the local attendance or kit state updated, in
 * one Dexie transaction, so a second scan of the same pass at this desk is a local duplicate.
 * Throws DeskProblemError when the device itself cannot judge the pass; a storage failure (quota, a
 * connection lost twice) rejects as it is — the caller shows both as device problems.
 */
export async function decideScan(
  text: string,
  source: ScanSource,
  mode: ScanMode,
  ctx: ScanContext,
  options: ScanOptions = {},
): Promise<ScanOutcome> {
  const at = (ctx.now ?? Date.now)();
  const raw = text.trim();
  const base = { type: mode.type, at, item: mode.type === 'check-in' ? mode.item : null, participant: null } as const;
  const typedId = source === 'manual' && !isPassText(raw);

  let participantId: string | null;
  let qrData: string | undefined;
  let signatureOk = true;
  if (typedId) {
    // A participant ID typed at the desk: no signature to check; the server still judges it.
    participantId = raw.toUpperCase();
  } else {
    participantId = participantIdOf(raw);
    if (!participantId) {
      const failure =
        mode.type === 'issue-kit'
          ? FALLBACK['issue-kit']
          : { error: ScanError.INVALID_QR, message: SCAN_MESSAGES.INVALID_QR };
      return {
        ...base,
        id: newClientId(),
        queued: false,
        participantId: null,
        ...rejected(failure.error, failure.message),
      };
    }
    qrData = raw;
    let check: PassCheck;
    try {
      check = await checkPass(raw, ctx.keys, ctx.refreshKeys);
    } catch (error) {
      if (error instanceof PassVerificationUnavailableError)
        throw new DeskProblemError('cannot-verify', { cause: error });
      throw error;
    }
    // A key this desk does not hold, and no way to fetch it now: it cannot tell a genuine pass from a forged one, so
    // it says so and records nothing (docs/decisions/0014-signed-passes-and-pass-keys.md, "A pass signed by a key the desk has not seen").
    if (check.status === 'key-unknown') throw new DeskProblemError(ctx.keys.length ? 'key-unknown' : 'keys-missing');
    signatureOk = check.status === 'genuine';
  }
  const pid = participantId;

  // The roster changes only with a pull, so the participant is read outside the write transaction (a
  // read never waits for the screens' live queries); the attendance or kit is read inside it, so two
  // scans of one pass can never both be 'applied' on this device.
  const readParticipant = async () => (await withLocalDb(() => localDb.participants.get(pid))) ?? null;
  const freshened = ctx.freshenRoster && signatureOk ? await ctx.freshenRoster() : false;
  // The participant's registration for the item (the check-in rules), read with the roster it came with.
  const readRegistration = (p: RosterParticipant | null) =>
    mode.type === 'check-in' && p
      ? withLocalDb(() =>
          localDb.registrations
            .where('[userId+itemType+itemId]')
            .equals([p.userId, mode.item.kind, mode.item.id])
            .first(),
        )
      : Promise.resolve(undefined);
  let participant = await readParticipant();
  let registration = await readRegistration(participant);
  // Registered at the help desk since the last pull: an item that requires it is worth a sync before a refusal too.
  const mayLackRegistration =
    mode.type === 'check-in' && mode.item.checkInRequiresRegistration && registration?.status !== 'registered';
  if (!freshened && ctx.catchUpRoster && signatureOk && (mayBeOutOfDate(participant) || mayLackRegistration)) {
    await ctx.catchUpRoster();
    participant = await readParticipant();
    registration = await readRegistration(participant);
  }
  const force = options.force === true && mode.type === 'check-in';
  return withLocalDb(() =>
    localDb.transaction(
      'rw',
      [mode.type === 'check-in' ? localDb.attendance : localDb.kits, localDb.outbox, localDb.scans, localDb.meta],
      async () => {
        // Both reads at once (one round trip): this desk's record of the participant, and whether another tab cleared
        // this device a moment ago (its message not here yet) — then nothing is queued into it.
        const [existing, registered] = await Promise.all([
          mode.type === 'check-in'
            ? localDb.attendance.get([pid, mode.item.kind, mode.item.id])
            : localDb.kits.get(pid),
          localDb.meta.get(META.registeredName),
        ]);
        if (!registered) throw new DeskProblemError('device-cleared');
        const id = newClientId();
        const occurredAt = new Date(at).toISOString();
        let verdict: LocalVerdict<AttendanceRecord> | LocalVerdict<KitRecord>;
        let attendance: AttendanceRecord | undefined;
        let kit: KitRecord | undefined;
        let mutation: Mutation;
        // Issued together: one round trip to the database instead of one per write.
        const writes: Promise<unknown>[] = [];

        if (mode.type === 'check-in') {
          const { item } = mode;
          const checkIn: LocalVerdict<AttendanceRecord> = signatureOk
            ? judgeCheckIn(participant ?? undefined, item, existing as AttendanceRecord | undefined, {
                now: at,
                timeZone: ctx.timeZone ?? DEFAULT_EDITION.timeZone,
                registration,
                force,
              })
            : rejected(ScanError.INVALID_QR, SCAN_MESSAGES.INVALID_QR);
          verdict = checkIn;
          if (checkIn.status === 'duplicate') attendance = checkIn.record;
          if (checkIn.status === 'applied') {
            attendance = {
              id,
              participantId: pid,
              userId: participant!.userId,
              itemType: item.kind,
              itemId: item.id,
              checkInTime: occurredAt,
              deviceId: ctx.deviceId,
              deskName: ctx.deskName,
              staffName: ctx.staffName,
            };
            if (checkIn.overrode) attendance.forced = true;
            writes.push(localDb.attendance.put(attendance));
          }
          mutation = {
            id,
            type: 'check-in',
            participantId: pid,
            eventId: item.id,
            eventType: item.kind,
            occurredAt,
            qrData,
            localStatus: verdict.status,
          };
          if (force) mutation.force = true;
        } else {
          const issue: LocalVerdict<KitRecord> = signatureOk
            ? judgeKit(participant ?? undefined, existing as KitRecord | undefined)
            : rejected(ScanError.INVALID_QR, SCAN_MESSAGES.INVALID_QR);
          verdict = issue;
          if (issue.status === 'duplicate') kit = issue.record;
          if (issue.status === 'applied') {
            kit = {
              id,
              participantId: pid,
              userId: participant!.userId,
              idCardNumber: idCardNumberOf(pid),
              contents: kitContents(participant!.registrationType, ctx.kits),
              collectionPoint: mode.collectionPoint,
              issuedAt: occurredAt,
              deviceId: ctx.deviceId,
              deskName: ctx.deskName,
              issuedBy: ctx.staffName,
            };
            writes.push(localDb.kits.put(kit));
          }
          mutation = {
            id,
            type: 'issue-kit',
            participantId: pid,
            collectionPoint: mode.collectionPoint,
            occurredAt,
            qrData,
            localStatus: verdict.status,
          };
        }
        if (qrData === undefined) delete mutation.qrData;
        if (ctx.staffUserId) mutation.scannedBy = ctx.staffUserId;

        writes.push(localDb.outbox.add({ ...mutation, queuedAt: at }));
        const entry: ScanJournalEntry = {
          id,
          scope: mode.type === 'check-in' ? `check-in:${mode.item.id}` : 'issue-kit',
          type: mode.type,
          at,
          participantId: pid,
          localStatus: verdict.status,
          queued: true,
          name: participant?.name ?? null,
          registrationType: participant?.registrationType ?? null,
          idCardNumber: mode.type === 'issue-kit' ? (kit?.idCardNumber ?? idCardNumberOf(pid)) : null,
          server: null,
        };
        const overrode = verdict.status === 'applied' && 'overrode' in verdict ? verdict.overrode : undefined;
        if (overrode) entry.forced = true;
        writes.push(localDb.scans.add(entry));
        await Promise.all(writes);

        const outcome: ScanOutcome = {
          ...base,
          id,
          queued: true,
          participantId: pid,
          participant,
          status: verdict.status,
          attendance,
          kit,
        };
        if (verdict.status === 'rejected') {
          outcome.error = verdict.error;
          outcome.message = verdict.message;
        }
        if (overrode) outcome.overrode = overrode;
        return outcome;
      },
    ),
  );
}
