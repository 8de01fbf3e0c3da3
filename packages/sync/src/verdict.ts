import { DEFAULT_EDITION, type Edition } from '@symposium/schema/edition';
import type { AttendanceRecord, KitRecord, RosterItem, RosterParticipant } from './protocol';

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
} as const;
export type ScanError = (typeof ScanError)[keyof typeof ScanError];

export type Verdict<R> =
  | { status: 'applied' }
  | { status: 'duplicate'; record: R }
  | { status: 'rejected'; error: ScanError; message: string };

const reject = (error: ScanError, message: string) => ({ status: 'rejected' as const, error, message });

export const SCAN_MESSAGES = {
  INVALID_QR: 'This QR code is not a valid symposium pass.',
  USER_NOT_FOUND: 'Participant not found.',
  PAYMENT_NOT_VERIFIED: 'Payment has not been verified for this participant.',
  REVOKED: 'This pass has been revoked. Please send the participant to the registration desk.',
  EVENT_NOT_FOUND: 'Event not found.',
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

export function judgeCheckIn(
  participant: RosterParticipant | undefined,
  item: RosterItem | undefined,
  existing: AttendanceRecord | undefined,
): Verdict<AttendanceRecord> {
  const problem = participantProblem(participant);
  if (problem) return problem;
  if (!item || item.deleted) return reject(ScanError.EVENT_NOT_FOUND, SCAN_MESSAGES.EVENT_NOT_FOUND);
  if (!mayAttend(participant!.registrationType, item)) {
    const type = participant!.registrationType;
    const label = type ? TYPE_LABEL[type] : 'No';
    return reject(
      ScanError.ACCESS_DENIED,
      `${label} registration does not give access to ${item.kind === 'workshop' ? 'workshops' : `${item.category} events`}.`,
    );
  }
  if (existing) return { status: 'duplicate', record: existing };
  return { status: 'applied' };
}

export function judgeKit(participant: RosterParticipant | undefined, existing: KitRecord | undefined): Verdict<KitRecord> {
  const problem = participantProblem(participant);
  if (problem) return problem;
  if (existing) return { status: 'duplicate', record: existing };
  return { status: 'applied' };
}

/** What a registration kit holds, by registration type: the edition's kits (spec §3 item names by default). */
export function kitContents(
  type: RosterParticipant['registrationType'],
  kits: Edition['kits'] = DEFAULT_EDITION.kits,
): { item: string; quantity: number }[] {
  return (kits[type ?? 'general'] ?? []).map((k) => ({ item: k.item, quantity: k.quantity }));
}

export const idCardNumberOf = (participantId: string) => `ID-${participantId}`;
