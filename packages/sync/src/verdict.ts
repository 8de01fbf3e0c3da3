import { checkInWindow, describeCheckInWindow, isWithinWindow } from '@symposium/schema/check-in-window';
import { DEFAULT_EDITION, type Edition } from '@symposium/schema/edition';
import type { AttendanceRecord, KitRecord, RosterItem, RosterParticipant, RosterRegistration } from './protocol';

/**
 * The scan rules, written once and run by both the server (when a push or an online scan arrives)
 * and the offline scanner (to answer at once from its roster), so both give the same verdict.
 */
export const ScanError = {
  INVALID_QR: 'INVALID_QR',
  USER_NOT_FOUND: 'USER_NOT_FOUND',
  PAYMENT_NOT_VERIFIED: 'PAYMENT_NOT_VERIFIED',
  EVENT_NOT_FOUND: 'EVENT_NOT_FOUND',
  ACCESS_DENIED: 'ACCESS_DENIED',
  NOT_REGISTERED: 'NOT_REGISTERED',
  OUTSIDE_CHECK_IN_TIME: 'OUTSIDE_CHECK_IN_TIME',
} as const;
export type ScanError = (typeof ScanError)[keyof typeof ScanError];

/**
 * The refusals a coordinator may override with 'Admit anyway' (docs/decisions/0050-check-in-rules.md): they are about where and when,
 * and a person at the door may have a good reason. Never a pass that is not genuine, unknown, revoked or unpaid, an
 * unknown event, nor a second kit.
 */
export const FORCEABLE: readonly ScanError[] = [
  ScanError.ACCESS_DENIED,
  ScanError.NOT_REGISTERED,
  ScanError.OUTSIDE_CHECK_IN_TIME,
];
export const isForceable = (error: string | null | undefined) => FORCEABLE.includes(error as ScanError);

type Refusal = { status: 'rejected'; error: ScanError; message: string };

export type Verdict<R> =
  { status: 'applied'; overrode?: Omit<Refusal, 'status'> } | { status: 'duplicate'; record: R } | Refusal;

const reject = (error: ScanError, message: string) => ({ status: 'rejected' as const, error, message });

export const SCAN_MESSAGES = {
  INVALID_QR: 'This QR code is not a valid symposium pass.',
  USER_NOT_FOUND: 'Participant not found.',
  PAYMENT_NOT_VERIFIED: 'Payment has not been verified for this participant.',
  REVOKED: 'This pass has been revoked. Please send the participant to the registration desk.',
  EVENT_NOT_FOUND: 'Event not found.',
  notRegistered: (name: string, event: string) => `${name} is not registered for ${event}.`,
  outsideCheckInTime: (event: string, when: { date: string; from: string; to: string }) =>
    `Check-in for ${event} is open on ${when.date}, ${when.from}–${when.to}.`,
} as const;

/**
 * A refusal of a revoked pass. It keeps the spec's PAYMENT_NOT_VERIFIED code (screens and clients built on the
 * spec's codes keep working) and is told apart by its message, which is written once above.
 */
export const isRevokedRefusal = (result: { error?: string | null; message?: string | null }) =>
  result.error === ScanError.PAYMENT_NOT_VERIFIED && result.message === SCAN_MESSAGES.REVOKED;

function participantProblem(p: RosterParticipant | undefined) {
  if (!p) return reject(ScanError.USER_NOT_FOUND, SCAN_MESSAGES.USER_NOT_FOUND);
  if (p.revoked) return reject(ScanError.PAYMENT_NOT_VERIFIED, SCAN_MESSAGES.REVOKED);
  if (p.paymentStatus !== 'verified') return reject(ScanError.PAYMENT_NOT_VERIFIED, SCAN_MESSAGES.PAYMENT_NOT_VERIFIED);
  return null;
}

/** Access rule: general → events, workshop → workshops, both → all. */
export function mayAttend(type: RosterParticipant['registrationType'], item: Pick<RosterItem, 'kind'>): boolean {
  if (type === 'both') return true;
  if (type === 'general') return item.kind === 'event';
  if (type === 'workshop') return item.kind === 'workshop';
  return false;
}

const TYPE_LABEL = { general: 'General (events only)', workshop: 'Workshop only', both: 'Both' } as const;

/** What a check-in is judged against beyond the roster: the moment, the venue's clock, the registration, a force. */
export interface CheckInContext {
  /** The scan's time (ms): the device's clock on the desk; on the server, the scan's time as the server keeps it. */
  now: number;
  /** The edition's time zone: the items' dates and times are on its clock. */
  timeZone: string;
  /** The participant's registration for this item, if any (whatever its status). */
  registration: Pick<RosterRegistration, 'status'> | undefined;
  /** 'Admit anyway': overrides a FORCEABLE refusal (only those). */
  force?: boolean;
}

/** The check-in window of a roster item (an item from a roster older than the rules has no times: its whole date). */
export function windowOf(item: RosterItem, timeZone: string) {
  return checkInWindow({ date: item.date, start: item.timeStart ?? null, end: item.timeEnd ?? null }, timeZone);
}

function accessRefusal(participant: RosterParticipant, item: RosterItem): Refusal | null {
  if (mayAttend(participant.registrationType, item)) return null;
  const type = participant.registrationType;
  const label = type ? TYPE_LABEL[type] : 'No';
  return reject(
    ScanError.ACCESS_DENIED,
    `${label} registration does not give access to ${item.kind === 'workshop' ? 'workshops' : `${item.category} events`}.`,
  );
}

function registrationRefusal(participant: RosterParticipant, item: RosterItem, ctx: CheckInContext): Refusal | null {
  if (!item.checkInRequiresRegistration || ctx.registration?.status === 'registered') return null;
  return reject(ScanError.NOT_REGISTERED, SCAN_MESSAGES.notRegistered(participant.name, item.name));
}

function timeRefusal(item: RosterItem, ctx: CheckInContext): Refusal | null {
  const window = windowOf(item, ctx.timeZone);
  if (!window || isWithinWindow(window, ctx.now)) return null;
  return reject(
    ScanError.OUTSIDE_CHECK_IN_TIME,
    SCAN_MESSAGES.outsideCheckInTime(item.name, describeCheckInWindow(window, ctx.timeZone)),
  );
}

/**
 * The pass and the person first (unknown, revoked, unpaid), then the item, then the access type; someone already
 * checked in is a duplicate whatever the clock says now; then the registration and the time window. A force admits
 * past the access type, the registration and the window (FORCEABLE), and says which refusal it overrode.
 */
export function judgeCheckIn(
  participant: RosterParticipant | undefined,
  item: RosterItem | undefined,
  existing: AttendanceRecord | undefined,
  ctx: CheckInContext,
): Verdict<AttendanceRecord> {
  const problem = participantProblem(participant);
  if (problem) return problem;
  if (!item || item.deleted) return reject(ScanError.EVENT_NOT_FOUND, SCAN_MESSAGES.EVENT_NOT_FOUND);
  const access = accessRefusal(participant!, item);
  if (access && !ctx.force) return access;
  if (existing) return { status: 'duplicate', record: existing };
  const refusal = access ?? registrationRefusal(participant!, item, ctx) ?? timeRefusal(item, ctx);
  if (!refusal) return { status: 'applied' };
  if (!ctx.force) return refusal;
  return { status: 'applied', overrode: { error: refusal.error, message: refusal.message } };
}

export function judgeKit(
  participant: RosterParticipant | undefined,
  existing: KitRecord | undefined,
): Verdict<KitRecord> {
  const problem = participantProblem(participant);
  if (problem) return problem;
  if (existing) return { status: 'duplicate', record: existing };
  return { status: 'applied' };
}

/** What a registration kit holds, by registration type: the edition's kits (docs/product.md#kit-distribution item names by default). */
export function kitContents(
  type: RosterParticipant['registrationType'],
  kits: Edition['kits'] = DEFAULT_EDITION.kits,
): { item: string; quantity: number }[] {
  return (kits[type ?? 'general'] ?? []).map((k) => ({ item: k.item, quantity: k.quantity }));
}

export const idCardNumberOf = (participantId: string) => `ID-${participantId}`;
