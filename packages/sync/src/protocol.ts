import { LIMITS } from '@symposium/schema/constants';
import { M } from '@symposium/schema/messages';
import { wholeNumberParam } from '@symposium/schema/query-params';
import { z } from 'zod';

/** The wire protocol between scanner devices and the server (docs/sync.md). Bump on any breaking change. */
export const SYNC_SCHEMA_VERSION = 1;
export const MAX_PUSH_BATCH = 500;
export const DEFAULT_PULL_LIMIT = 2000;
export const MAX_PULL_LIMIT = 5000;

export const COLLECTION_POINTS = ['main-desk', 'workshop-desk', 'event-venue'] as const;
export type CollectionPoint = (typeof COLLECTION_POINTS)[number];
export const SCAN_STATUSES = ['applied', 'duplicate', 'rejected'] as const;
export type ScanStatus = (typeof SCAN_STATUSES)[number];

/**
 * The answer to a scan the desk did not apply (it showed a refusal or "already done") although the server
 * would have accepted it: nothing is recorded, and reconciliation lists it (docs/sync.md).
 */
export const REFUSED_AT_DESK = {
  error: 'REFUSED_AT_DESK',
  message: 'The desk refused this scan; nothing was recorded.',
} as const;

/**
 * The answer to a scan made before the organisers started the next edition that reached the server after it: it is
 * acknowledged (the desk stops sending it) and kept with the finished edition's archive, never counted in the new one.
 */
export const EDITION_ENDED = {
  error: 'EDITION_ENDED',
  message: "Scanned during the edition that has ended: kept in that edition's archive, not counted in this one.",
} as const;

/** A push of another protocol version (an out-of-date scanner app): refused whole, the queue stays on the device. */
export const SCHEMA_VERSION_UNSUPPORTED = {
  error: 'SCHEMA_VERSION_UNSUPPORTED',
  message: 'This scanner app is out of date. Reload it to update; queued scans stay saved.',
} as const;

const isoTime = z.iso.datetime({
  offset: true,
  error: 'Must be an ISO date-time with its offset, such as 2025-10-23T09:00:00.000Z',
});

/** A scanner device's id: generated once on the device (docs/sync.md). */
const deviceIdField = z
  .string({ error: 'deviceId is required: the scanner device id, 8 to 64 characters' })
  .min(8, 'deviceId must be 8 to 64 characters')
  .max(64, 'deviceId must be 8 to 64 characters');

/** A mutation's client-generated id, the key that makes a replay safe. */
const mutationIdField = z
  .string({ error: 'Every mutation needs an id (8 to 64 characters)' })
  .min(8, 'Every mutation needs an id (8 to 64 characters)')
  .max(64, 'Every mutation needs an id (8 to 64 characters)');

const participantIdField = z
  .string({ error: 'participantId is required' })
  .min(1, 'participantId is required')
  .max(64, 'participantId must be at most 64 characters');

/**
 * The staff account signed in on the device at the scan. Scans queued before a logout are sent under the next
 * login on that device; the server attributes a scan to this account when it names a staff one (docs/sync.md).
 */
const scannedByField = z
  .string()
  .min(1, 'scannedBy must be a staff user id')
  .max(64, 'scannedBy must be at most 64 characters')
  .optional();

export const mutationSchema = z.discriminatedUnion('type', [
  z.object({
    id: mutationIdField,
    type: z.literal('check-in'),
    participantId: participantIdField,
    eventId: z
      .string({ error: 'A check-in needs the eventId' })
      .min(1, 'A check-in needs the eventId')
      .max(64, 'eventId must be at most 64 characters'),
    eventType: z.enum(['event', 'workshop']),
    occurredAt: isoTime,
    qrData: z.string().max(1000, 'qrData must be at most 1000 characters').optional(),
    /**
     * What the device showed at the scan. Only a scan the desk applied (or one without localStatus: online
     * calls, old clients) creates an attendance or kit on the server; the others are logged and answered.
     */
    localStatus: z.enum(SCAN_STATUSES).optional(),
    scannedBy: scannedByField,
    /**
     * 'Admit anyway': a coordinator overrode a refusal the rules allow overriding (verdict.ts FORCEABLE). The server
     * records who did, and lists it for admins to review (docs/sync.md "Admit anyway").
     */
    force: z.boolean({ error: 'force must be true or false' }).optional(),
  }),
  z.object({
    id: mutationIdField,
    type: z.literal('issue-kit'),
    participantId: participantIdField,
    collectionPoint: z.enum(COLLECTION_POINTS),
    occurredAt: isoTime,
    qrData: z.string().max(1000, 'qrData must be at most 1000 characters').optional(),
    localStatus: z.enum(SCAN_STATUSES).optional(),
    scannedBy: scannedByField,
  }),
]);
export type Mutation = z.infer<typeof mutationSchema>;

export const pushRequestSchema = z.object({
  deviceId: deviceIdField,
  schemaVersion: z.literal(SYNC_SCHEMA_VERSION, { error: `schemaVersion must be ${SYNC_SCHEMA_VERSION}` }),
  sentAt: isoTime,
  queueSize: z
    .number({ error: M.wholeNumberRange('queueSize', 0) })
    .int(M.wholeNumberRange('queueSize', 0))
    .min(0, M.wholeNumberRange('queueSize', 0))
    .optional(),
  mutations: z.array(mutationSchema).max(MAX_PUSH_BATCH, `At most ${MAX_PUSH_BATCH} mutations per push`),
});
export type PushRequest = z.infer<typeof pushRequestSchema>;

export interface AttendanceRecord {
  id: string;
  participantId: string;
  userId: string;
  itemType: 'event' | 'workshop';
  itemId: string;
  checkInTime: string;
  deviceId: string;
  deskName: string;
  staffName: string;
  /** Admitted anyway past a refusal (absent or false for an ordinary check-in). */
  forced?: boolean;
}

export interface KitRecord {
  id: string;
  participantId: string;
  userId: string;
  idCardNumber: string;
  contents: { item: string; quantity: number }[];
  collectionPoint: CollectionPoint;
  issuedAt: string;
  deviceId: string;
  deskName: string;
  issuedBy: string;
}

export interface MutationResult {
  id: string;
  status: ScanStatus;
  error?: string;
  message?: string;
  record?: AttendanceRecord | KitRecord;
  /** An applied check-in that overrode a refusal ('Admit anyway'): true, with the refusal it overrode. */
  forced?: true;
  overrode?: { error: string; message: string };
}

export interface PushResponse {
  success: true;
  results: MutationResult[];
  serverTime: string;
}

/** One participant as the scanners hold it: enough to judge a scan offline, nothing more. */
export interface RosterParticipant {
  userId: string;
  participantId: string;
  name: string;
  college: string;
  registrationType: 'general' | 'workshop' | 'both' | null;
  paymentStatus: 'pending' | 'verified' | 'rejected';
  /** Disabled, rejected or removed: refused even if an old pass still verifies. */
  revoked: boolean;
}

export interface RosterItem {
  id: string;
  kind: 'event' | 'workshop';
  name: string;
  category: 'technical' | 'non-technical' | 'special' | 'workshop';
  venue: string;
  /** 'YYYY-MM-DD' on the venue's clock, with its start and end ('HH:MM', null when it has none): the check-in window. */
  date: string;
  timeStart: string | null;
  timeEnd: string | null;
  /** Only participants registered for it are admitted (workshops by default; events when organisers say so). */
  checkInRequiresRegistration: boolean;
  deleted: boolean;
}

/** A participant's registration for an event or workshop; a withdrawal comes as status 'cancelled'. */
export interface RosterRegistration {
  id: string;
  userId: string;
  itemType: 'event' | 'workshop';
  itemId: string;
  status: 'registered' | 'cancelled';
}

export interface PullChanges {
  participants: RosterParticipant[];
  items: RosterItem[];
  /** Absent from a server older than the check-in rules. */
  registrations?: RosterRegistration[];
  attendance: AttendanceRecord[];
  kits: KitRecord[];
}

export type PullResponse =
  | { success: true; reset: true }
  | { success: true; reset?: false; changes: PullChanges; cursor: string; hasMore: boolean; serverTime: string };

/**
 * The header a registered device sends its device key in on every push and pull. The key is handed out once,
 * by POST /sync/devices, and kept on the device (docs/sync.md "Devices"): a staff account that only knows a
 * device's id (every attendance and kit record names its desk's id) cannot sync, or register, as that device.
 */
export const DEVICE_KEY_HEADER = 'X-Device-Key';

export const DEVICE_KEY_MISMATCH = {
  error: 'DEVICE_KEY_MISMATCH',
  message:
    'This device id belongs to another scanner (its device key does not match). Scans stay saved on this device; ask an admin.',
} as const;

export const deviceRegistrationSchema = z.object({
  deviceId: deviceIdField,
  /** The key this device was given when it first registered (renaming it, or another staff account taking it over). */
  deviceKey: z
    .string({ error: 'deviceKey must be text' })
    .max(128, 'deviceKey must be at most 128 characters')
    .optional(),
  name: z
    .string({ error: 'Give this device a name, such as Main desk' })
    .trim()
    .min(1, 'Give this device a name, such as Main desk')
    .max(LIMITS.deviceNameMax, `A device name is at most ${LIMITS.deviceNameMax} characters`),
});

/** The push envelope: each mutation is checked on its own, so one bad scan never blocks a queue. */
export const pushEnvelopeSchema = pushRequestSchema.extend({
  mutations: z
    .array(z.object({ id: mutationIdField }).passthrough(), {
      error: 'Every mutation needs an id (8 to 64 characters)',
    })
    .max(MAX_PUSH_BATCH, `At most ${MAX_PUSH_BATCH} mutations per push`),
});

export const pullQuerySchema = z.object({
  cursor: z.string().max(64, 'cursor must be at most 64 characters').optional(),
  limit: wholeNumberParam('limit', { max: MAX_PULL_LIMIT }).transform((v) => v ?? DEFAULT_PULL_LIMIT),
  schemaVersion: z.coerce
    .number({ error: 'schemaVersion must be a number' })
    .int('schemaVersion must be a whole number'),
  deviceId: deviceIdField,
  /** Scans still queued on the device, so admins see stranded scans of a device that only pulls. */
  queueSize: wholeNumberParam('queueSize', { min: 0 }),
});
