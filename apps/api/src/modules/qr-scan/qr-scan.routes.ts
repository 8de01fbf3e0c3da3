import { randomUUID } from 'node:crypto';
import { ErrorCode } from '@symposium/schema/error-codes';
import {
  COLLECTION_POINTS,
  type AttendanceRecord,
  type KitRecord,
  type MutationResult,
} from '@symposium/sync/protocol';
import { judgeCheckIn, SCAN_MESSAGES, ScanError } from '@symposium/sync/verdict';
import { Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from 'zod';
import { requireStaff, requireUser } from '../../lib/auth';
import type { AppDeps, AppEnv } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { verifyPassText } from '../../lib/pass-keys';
import { parseWith, readJson } from '../../lib/validate';
import { readEditionClock } from '../edition/edition.repository';
import {
  eventToRosterItem,
  toAttendanceRecord,
  toKitRecord,
  toRosterParticipant,
  workshopToRosterItem,
} from '../sync/roster.mapper';
import { applyMutation, type ScanSource } from '../sync/sync.apply';
import {
  findAttendance,
  findEventRow,
  findKit,
  findParticipantByPid,
  findRegistrationStatus,
  findWorkshopRow,
  listAttendanceFor,
} from '../sync/sync.repository';
import { syncWrite } from '../sync/sync-write';

const STATUS: Record<string, ContentfulStatusCode> = {
  INVALID_QR: 400,
  VALIDATION_ERROR: 400,
  USER_NOT_FOUND: 404,
  EVENT_NOT_FOUND: 404,
  PAYMENT_NOT_VERIFIED: 403,
  ACCESS_DENIED: 403,
  NOT_REGISTERED: 403,
  OUTSIDE_CHECK_IN_TIME: 403,
};

const deviceInfo = z
  .object({ userAgent: z.string().max(500).optional(), ipAddress: z.string().max(100).optional() })
  .optional();
const scanQrSchema = z.object({
  qrData: z.string({ error: 'qrData is required' }).min(1, 'qrData is required').max(1000),
  eventId: z.string({ error: 'eventId is required' }).min(1).max(64),
  eventType: z.enum(['event', 'workshop']).default('event'),
});
const checkInSchema = z.object({
  participantId: z.string({ error: 'participantId is required' }).min(1).max(64),
  eventId: z.string({ error: 'eventId is required' }).min(1).max(64),
  eventType: z.enum(['event', 'workshop']).default('event'),
  qrData: z.string().max(1000).optional(),
  /** 'Admit anyway' past a refusal of access type, registration or time (docs/api.md); other refusals stand. */
  force: z.boolean({ error: 'force must be true or false' }).optional(),
  deviceInfo,
});
const issueKitSchema = z.object({
  participantId: z.string({ error: 'participantId is required' }).min(1).max(64),
  collectionPoint: z.enum(COLLECTION_POINTS).default('main-desk'),
  qrData: z.string().max(1000).optional(),
  deviceInfo,
});

function participantSummary(deps: AppDeps, participantId: string) {
  const row = findParticipantByPid(deps.db, participantId);
  return row
    ? { id: participantId, name: row.name, college: row.college, registrationType: row.registration_type }
    : null;
}

function itemSummary(deps: AppDeps, eventId: string, eventType: 'event' | 'workshop') {
  const item = eventType === 'workshop' ? findWorkshopRow(deps.db, eventId) : findEventRow(deps.db, eventId);
  if (!item) return null;
  const roster = 'title' in item ? workshopToRosterItem(item) : eventToRosterItem(item);
  return { _id: roster.id, name: roster.name, category: roster.category, venue: roster.venue, date: roster.date };
}

function refusal(result: Pick<MutationResult, 'error' | 'message'>, details: Record<string, unknown>) {
  const code = (result.error ?? ErrorCode.VALIDATION_ERROR) as ErrorCode;
  return new AppError(STATUS[code] ?? 400, code, result.message ?? 'Scan refused', undefined, undefined, details);
}

/**
 * The online scanner calls of docs/product.md#offline-roster-queue-and-sync. They run the same verdict and the same apply as a sync push
 * (each call is one mutation from an 'Online scanner' source), so online and offline always agree.
 */
export function qrScanRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  const staff = [requireUser(deps), requireStaff()] as const;

  const sourceFor = (user: { id: string; name: string }): ScanSource => ({
    deviceId: `online:${user.id}`,
    deskName: 'Online scanner',
    staff: { id: user.id, name: user.name },
    clockOffsetMs: 0,
    receivedAt: new Date(),
  });

  const apply = (mutation: { id: string } & Record<string, unknown>, user: { id: string; name: string }) =>
    syncWrite(deps.db, () => applyMutation(deps, mutation, sourceFor(user)));

  // Step one of the check-in flow (docs/product.md#offline-roster-queue-and-sync): validate without writing an attendance. A refusal is a scan
  // that ends here, so it goes to the scan log through the same apply as a push (which refuses it again).
  routes.post('/qr-scan/scan-qr', ...staff, async (c) => {
    const input = parseWith(scanQrSchema, await readJson(c));
    const user = c.get('user');
    const participantId = verifyPassText(deps.passKeys, input.qrData);
    const event = itemSummary(deps, input.eventId, input.eventType);
    const logRefusal = (claimedId: string) =>
      apply(
        {
          id: `online-${randomUUID()}`,
          type: 'check-in',
          participantId: claimedId,
          eventId: input.eventId,
          eventType: input.eventType,
          occurredAt: new Date().toISOString(),
          qrData: input.qrData,
        },
        user,
      );
    if (!participantId) {
      logRefusal(claimedParticipantId(input.qrData));
      throw refusal({ error: ScanError.INVALID_QR, message: SCAN_MESSAGES.INVALID_QR }, { event });
    }
    const row = findParticipantByPid(deps.db, participantId);
    const participant = participantSummary(deps, participantId);
    const item =
      input.eventType === 'workshop' ? findWorkshopRow(deps.db, input.eventId) : findEventRow(deps.db, input.eventId);
    const rosterItem = item && ('title' in item ? workshopToRosterItem(item) : eventToRosterItem(item));
    const existing = row ? findAttendance(deps.db, row.id, input.eventType, input.eventId) : undefined;
    const verdict = judgeCheckIn(
      row && toRosterParticipant(row),
      rosterItem,
      existing && toAttendanceRecord(existing),
      {
        now: Date.now(),
        timeZone: readEditionClock(deps.db).timeZone,
        registration: row ? findRegistrationStatus(deps.db, row.id, input.eventType, input.eventId) : undefined,
      },
    );
    if (verdict.status === 'rejected') {
      logRefusal(participantId);
      throw refusal(verdict, { participant, event });
    }
    if (verdict.status === 'duplicate') {
      return c.json({
        success: true,
        alreadyCheckedIn: true,
        message: 'This participant has already been checked in for this event.',
        participant,
        event,
        attendance: { checkInTime: verdict.record.checkInTime, deskName: verdict.record.deskName },
      });
    }
    return c.json({ success: true, alreadyCheckedIn: false, message: 'Pass verified', participant, event });
  });

  routes.post('/qr-scan/check-in', ...staff, async (c) => {
    const input = parseWith(checkInSchema, await readJson(c));
    const user = c.get('user');
    const result = apply(
      {
        id: `online-${randomUUID()}`,
        type: 'check-in',
        participantId: input.participantId,
        eventId: input.eventId,
        eventType: input.eventType,
        occurredAt: new Date().toISOString(),
        qrData: input.qrData,
        ...(input.force ? { force: true } : {}),
      },
      user,
    );
    const participant = participantSummary(deps, input.participantId);
    const event = itemSummary(deps, input.eventId, input.eventType);
    if (result.status === 'rejected') throw refusal(result, { participant, event });
    const record = result.record as AttendanceRecord;
    return c.json({
      success: true,
      alreadyCheckedIn: result.status === 'duplicate',
      message:
        result.status === 'duplicate'
          ? 'This participant has already been checked in for this event.'
          : 'Check-in successful',
      ...(result.forced ? { forced: true, overrode: result.overrode } : {}),
      participant,
      event,
      attendance: {
        participant,
        checkInTime: record.checkInTime,
        deskName: record.deskName,
        checkedInBy: record.staffName,
      },
    });
  });

  routes.post('/qr-scan/issue-kit', ...staff, async (c) => {
    const input = parseWith(issueKitSchema, await readJson(c));
    const user = c.get('user');
    const result = apply(
      {
        id: `online-${randomUUID()}`,
        type: 'issue-kit',
        participantId: input.participantId,
        collectionPoint: input.collectionPoint,
        occurredAt: new Date().toISOString(),
        qrData: input.qrData,
      },
      user,
    );
    const participant = participantSummary(deps, input.participantId);
    if (result.status === 'rejected') throw refusal(result, { participant });
    const kit = result.record as KitRecord;
    return c.json({
      success: true,
      alreadyIssued: result.status === 'duplicate',
      message:
        result.status === 'duplicate'
          ? 'This participant has already received their registration kit.'
          : 'Kit issued successfully',
      kit: toKitResponse(kit, participant),
    });
  });

  routes.get('/qr-scan/kit-status/:participantId', ...staff, (c) => {
    const row = findParticipantByPid(deps.db, c.req.param('participantId'));
    const kit = row ? findKit(deps.db, row.id) : undefined;
    return c.json({
      success: true,
      kit: kit ? toKitResponse(toKitRecord(kit), participantSummary(deps, kit.participant_id)) : null,
    });
  });

  routes.get('/qr-scan/history/:participantId', ...staff, (c) => {
    const attendance = listAttendanceFor(deps.db, c.req.param('participantId')).map((row) => ({
      ...toAttendanceRecord(row),
      event: itemSummary(deps, row.item_id, row.item_type),
    }));
    return c.json({ success: true, attendance });
  });

  return routes;
}

const UNREADABLE_PASS = '(unreadable pass)';

/** The participant ID an unverifiable pass claims (for the scan log only; never trusted). */
function claimedParticipantId(qrData: string): string {
  try {
    const claimed = (JSON.parse(qrData) as { participantId?: unknown }).participantId;
    if (typeof claimed === 'string' && claimed.trim()) return claimed.trim().slice(0, 64);
  } catch {
    // not JSON: no claim
  }
  return UNREADABLE_PASS;
}

function toKitResponse(kit: KitRecord, participant: ReturnType<typeof participantSummary>) {
  return {
    idCardNumber: kit.idCardNumber,
    participant,
    contents: kit.contents,
    issuedAt: kit.issuedAt,
    issuedBy: kit.issuedBy,
    deskName: kit.deskName,
    collectionPoint: kit.collectionPoint,
  };
}
