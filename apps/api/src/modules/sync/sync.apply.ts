import {
  mutationSchema,
  REFUSED_AT_DESK,
  type AttendanceRecord,
  type KitRecord,
  type Mutation,
  type MutationResult,
} from '@symposium/sync/protocol';
import { readEditionKits } from '../edition/edition.repository';
import { idCardNumberOf, judgeCheckIn, judgeKit, kitContents, SCAN_MESSAGES, ScanError } from '@symposium/sync/verdict';
import { clearIssueMessage } from '@symposium/schema/validation';
import type { Db } from '../../db/client';
import type { AppDeps } from '../../lib/context';
import { newId } from '../../lib/ids';
import { verifyPassText } from '../../lib/pass-keys';
import { issuedKitRecord, toAttendanceRecord, toKitRecord, toRosterParticipant } from './roster.mapper';
import { keepLateScan } from './late-scans';
import { ApplyLookups } from './sync.lookups';
import { serverScanTime } from '@symposium/sync/scan-time';
import {
  findAttendance,
  findKit,
  findRegistrationStatus,
  insertAttendance,
  insertKit,
  insertScan,
  moveCheckInEarlier,
} from './sync.repository';

/** Who sent the scans, from where, and how far the device clock is from the server's. */
export interface ScanSource {
  deviceId: string;
  deskName: string;
  /** The account whose token sent them; who scanned is each mutation's `scannedBy` when it names a staff account. */
  staff: { id: string; name: string };
  /** server clock − device clock, in ms (from the push's sentAt) */
  clockOffsetMs: number;
  receivedAt: Date;
}

/**
 * A device time moved onto the server's clock, never later than the moment the server received it: what tells a scan
 * of a finished edition (late-scans.ts). The time a scan is kept and judged at is serverScanTime's.
 */
export function correctTime(deviceTime: string, source: ScanSource): string {
  const corrected = Date.parse(deviceTime) + source.clockOffsetMs;
  return new Date(Math.min(corrected, source.receivedAt.getTime())).toISOString();
}

type Outcome =
  | {
      status: 'applied';
      record: AttendanceRecord | KitRecord;
      forced?: true;
      overrode?: { error: string; message: string };
    }
  | { status: 'duplicate'; record: AttendanceRecord | KitRecord }
  | { status: 'rejected'; error: string; message: string };

/** When the scan happened as the server keeps it, and the device's own time when the server could not believe it. */
interface ScanTime {
  occurredAt: string;
  deviceTimeKept: string | null;
}

/**
 * A scan the desk refused or saw as a duplicate is judged but never creates an effect: the person was turned
 * away (or told "already done"), so recording a kit or an attendance now would be false. If the server has a
 * record, the answer is 'duplicate' with it; if it refuses too, its own code; if it would have accepted,
 * REFUSED_AT_DESK (a reconciliation conflict: eligible, yet nothing was recorded).
 */
const deskApplied = (m: Mutation) => m.localStatus === undefined || m.localStatus === 'applied';

/** What applying a scan needs: the database, and the pass keys that check a scanned QR text. */
export type ApplyDeps = Pick<AppDeps, 'db' | 'passKeys'>;

/**
 * Who scanned: the staff account the device names (`scannedBy`: signed in at the scan, perhaps logged out
 * since), else the account that sent the scan. A name that is not a staff account is ignored.
 */
function scannerOf(lookups: ApplyLookups, m: Mutation, source: ScanSource): { id: string; name: string } {
  if (m.scannedBy === undefined || m.scannedBy === source.staff.id) return source.staff;
  return lookups.staffMember(m.scannedBy) ?? source.staff;
}

function decide(
  deps: ApplyDeps,
  lookups: ApplyLookups,
  m: Mutation,
  source: ScanSource,
  staff: { id: string; name: string },
  at: string,
  { occurredAt, deviceTimeKept }: ScanTime,
): Outcome {
  const db = deps.db;
  if (m.qrData !== undefined && verifyPassText(deps.passKeys, m.qrData) !== m.participantId) {
    return { status: 'rejected', error: ScanError.INVALID_QR, message: SCAN_MESSAGES.INVALID_QR };
  }
  const row = lookups.participant(m.participantId);
  const participant = row && toRosterParticipant(row);
  const applies = deskApplied(m);

  if (m.type === 'check-in') {
    const existingRow = row ? findAttendance(db, row.id, m.eventType, m.eventId) : undefined;
    const verdict = judgeCheckIn(
      participant,
      lookups.item(m.eventType, m.eventId),
      existingRow && toAttendanceRecord(existingRow),
      {
        // The window is judged at the time the server keeps: a device clock it cannot believe counts as the receive time.
        now: Date.parse(occurredAt),
        timeZone: lookups.editionClock().timeZone,
        registration: row ? findRegistrationStatus(db, row.id, m.eventType, m.eventId) : undefined,
        force: m.force === true,
      },
    );
    if (verdict.status === 'rejected') return verdict;
    if (verdict.status === 'duplicate') {
      if (!applies) return verdict;
      // The attendance time is the earliest scan known, whichever desk's record won. A time the server could not
      // believe is its receive time, never earlier than a check-in it already holds: it moves nothing.
      moveCheckInEarlier(db, existingRow!.id, occurredAt, at);
      return { status: 'duplicate', record: toAttendanceRecord(findAttendance(db, row!.id, m.eventType, m.eventId)!) };
    }
    if (!applies) return { status: 'rejected', ...REFUSED_AT_DESK };
    const record = {
      id: newId(),
      user_id: row!.id,
      participant_id: m.participantId,
      item_type: m.eventType,
      item_id: m.eventId,
      check_in_time: occurredAt,
      device_id: source.deviceId,
      desk_name: source.deskName,
      staff_user_id: staff.id,
      staff_name: staff.name,
      mutation_id: m.id,
      created_at: at,
      updated_at: at,
      forced_by_user_id: verdict.overrode ? staff.id : null,
      forced_by_name: verdict.overrode ? staff.name : null,
      forced_error: verdict.overrode?.error ?? null,
      device_occurred_at: deviceTimeKept,
    };
    insertAttendance(db, record);
    if (verdict.overrode)
      return { status: 'applied', forced: true, overrode: verdict.overrode, record: toAttendanceRecord(record) };
    return { status: 'applied', record: toAttendanceRecord(record) };
  }

  const existingKit = row ? findKit(db, row.id) : undefined;
  const verdict = judgeKit(participant, existingKit && toKitRecord(existingKit));
  if (verdict.status !== 'applied') return verdict;
  if (!applies) return { status: 'rejected', ...REFUSED_AT_DESK };
  const contents = kitContents(participant!.registrationType, readEditionKits(db));
  const record = {
    id: newId(),
    user_id: row!.id,
    participant_id: m.participantId,
    id_card_number: idCardNumberOf(m.participantId),
    contents: JSON.stringify(contents),
    collection_point: m.collectionPoint,
    issued_at: occurredAt,
    device_id: source.deviceId,
    desk_name: source.deskName,
    staff_user_id: staff.id,
    staff_name: staff.name,
    mutation_id: m.id,
    created_at: at,
    updated_at: at,
    device_occurred_at: deviceTimeKept,
  };
  insertKit(db, record);
  return { status: 'applied', record: issuedKitRecord(record, contents) };
}

/** A mutation's result as stored in the scan log: its JSON text, which is also the answer sent to the device. */
export type StoredResult = string & { readonly storedResult: unique symbol };

/**
 * Applies one mutation inside the caller's write transaction and stores its result with it, so a
 * replay of the same id (a lost response, a restart) answers the stored result and changes nothing.
 */
export function applyMutation(
  deps: ApplyDeps,
  raw: { id: string } & Record<string, unknown>,
  source: ScanSource,
): MutationResult {
  return JSON.parse(applyAndStore(deps, ApplyLookups.onDemand(deps.db), raw, source)) as MutationResult;
}

/**
 * applyMutation for the push, which answers with the stored texts as they are: a batch's results are
 * serialised once (when stored), and a replay answers the very bytes of the first answer. `lookups` are
 * the batch's (ApplyLookups.forBatch), made inside the same transaction.
 */
export function applyAndStore(
  deps: ApplyDeps,
  lookups: ApplyLookups,
  raw: { id: string } & Record<string, unknown>,
  source: ScanSource,
): StoredResult {
  const stored = lookups.storedResult(raw.id) ?? lookups.lateResult(raw.id);
  if (stored !== undefined) return stored as StoredResult;

  const at = source.receivedAt.toISOString();
  const parsed = mutationSchema.safeParse(raw, { error: clearIssueMessage });
  if (!parsed.success) {
    const result: MutationResult = {
      id: raw.id,
      status: 'rejected',
      error: 'VALIDATION_ERROR',
      message: parsed.error.issues[0]?.message ?? 'Invalid scan',
    };
    const text = JSON.stringify(result) as StoredResult;
    insertScan(deps.db, {
      mutation_id: raw.id,
      device_id: source.deviceId,
      desk_name: source.deskName,
      staff_user_id: source.staff.id,
      staff_name: source.staff.name,
      sent_by_user_id: source.staff.id,
      type: raw.type === 'issue-kit' ? 'issue-kit' : 'check-in',
      participant_id: typeof raw.participantId === 'string' ? raw.participantId.slice(0, 64) : '',
      item_type: null,
      item_id: null,
      collection_point: null,
      occurred_at: at,
      device_occurred_at: typeof raw.occurredAt === 'string' ? raw.occurredAt.slice(0, 40) : at,
      received_at: at,
      status: 'rejected',
      error: 'VALIDATION_ERROR',
      local_status: null,
      winner_mutation_id: null,
      result: text,
      resolved_at: null,
      resolved_by: null,
      resolution: null,
      forced_error: null,
    });
    lookups.remember(raw.id, text);
    return text;
  }

  const m = parsed.data;
  const corrected = correctTime(m.occurredAt, source);
  const staff = scannerOf(lookups, m, source);
  const edition = lookups.editionSwitch();
  if (edition && corrected < edition.startedAt) {
    // Scanned before the next edition started: kept with the finished edition, never applied to this one.
    const text = keepLateScan(deps.db, edition, m, source, staff, corrected) as StoredResult;
    lookups.remember(m.id, text);
    return text;
  }
  const kept = serverScanTime(m.occurredAt, source, lookups.editionClock().opensAt);
  const occurredAt = kept.at;
  const outcome = decide(deps, lookups, m, source, staff, at, {
    occurredAt,
    deviceTimeKept: kept.clamped ? m.occurredAt : null,
  });
  const result: MutationResult = { id: m.id, ...outcome };
  const text = JSON.stringify(result) as StoredResult;
  insertScan(deps.db, {
    mutation_id: m.id,
    device_id: source.deviceId,
    desk_name: source.deskName,
    staff_user_id: staff.id,
    staff_name: staff.name,
    sent_by_user_id: source.staff.id,
    type: m.type,
    participant_id: m.participantId,
    item_type: m.type === 'check-in' ? m.eventType : null,
    item_id: m.type === 'check-in' ? m.eventId : null,
    collection_point: m.type === 'issue-kit' ? m.collectionPoint : null,
    occurred_at: occurredAt,
    device_occurred_at: m.occurredAt,
    received_at: at,
    status: outcome.status,
    error: outcome.status === 'rejected' ? outcome.error : null,
    local_status: m.localStatus ?? null,
    winner_mutation_id: outcome.status === 'duplicate' ? winnerMutation(deps.db, lookups, m) : null,
    result: text,
    resolved_at: null,
    resolved_by: null,
    resolution: null,
    forced_error: outcome.status === 'applied' ? (outcome.overrode?.error ?? null) : null,
  });
  lookups.remember(m.id, text);
  return text;
}

function winnerMutation(db: Db, lookups: ApplyLookups, m: Mutation): string | null {
  const row = lookups.participant(m.participantId);
  if (!row) return null;
  if (m.type === 'check-in') return findAttendance(db, row.id, m.eventType, m.eventId)?.mutation_id ?? null;
  return findKit(db, row.id)?.mutation_id ?? null;
}
