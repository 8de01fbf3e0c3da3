// Zod-free on purpose: the event and workshop pages import these rules, and the API enforces the same ones.
import type { EventCategory } from './catalogue';
import type { RegistrationType } from './fees';

export type ItemType = 'event' | 'workshop';

/**
 * Issue 3: the registration type paid for decides what a participant may join.
 * general → technical, non-technical and special events; workshop → workshops; both → everything.
 */
export function canRegisterFor(type: RegistrationType | null, itemType: ItemType): boolean {
  if (type === 'both') return true;
  if (itemType === 'workshop') return type === 'workshop';
  return type === 'general';
}

/** The venue's fixed UTC offset (India has no daylight saving time). */
const VENUE_OFFSET = '+05:30';
const HAS_OFFSET = /(Z|[+-]\d{2}:\d{2})$/;

/**
 * A registration deadline as an instant. Staff type it in a datetime-local field without an offset;
 * such a value is read on the venue's clock (India, UTC+05:30), whatever the server's or phone's zone.
 */
export function deadlineInstant(deadline: string): number {
  const withSeconds = /T\d{2}:\d{2}$/.test(deadline) ? `${deadline}:00` : deadline;
  const text = HAS_OFFSET.test(withSeconds) ? withSeconds : `${withSeconds}${VENUE_OFFSET}`;
  return Date.parse(text);
}

/**
 * A deadline in the one form the catalogue stores ('2025-10-22T23:59:00+05:30', as seeded): the same
 * instant on the venue's clock. Saving an unchanged form then changes nothing (and the audit trail shows
 * no change), whether the form sent '2025-10-22T23:59' or the stored text back.
 */
export function venueDeadline(deadline: string): string {
  const at = deadlineInstant(deadline);
  if (!Number.isFinite(at)) return deadline;
  const [h, m] = VENUE_OFFSET.slice(1).split(':').map(Number);
  const venueClock = new Date(at + (h * 60 + m) * 60_000).toISOString().slice(0, 19);
  return `${venueClock}${VENUE_OFFSET}`;
}

/** True once the deadline has passed (a missing or unreadable deadline never closes registration). */
export function deadlinePassed(deadline: string | null | undefined, now: number = Date.now()): boolean {
  if (!deadline) return false;
  const at = deadlineInstant(deadline);
  return Number.isFinite(at) && now > at;
}

/** Statuses that still take registrations: an event 'upcoming' or 'ongoing', a workshop 'upcoming' or 'active'. */
const OPEN_STATUSES: readonly string[] = ['upcoming', 'ongoing', 'active'];

/** A cancelled or finished event or workshop takes no one. */
export const statusTakesRegistrations = (status: string): boolean => OPEN_STATUSES.includes(status);

/** What the public list shows on an item's register button before anyone presses it. */
export type ItemAvailability = 'open' | 'closed' | 'full';

/**
 * The API's rules (closed: status or deadline; full: places taken) read from the public list, so the
 * button says 'Registration Closed' or 'Full' up front instead of 'Register Now' and a refusal.
 */
export function itemAvailability(
  item: { status: string; registrationDeadline: string | null; maxParticipants: number; registrations: number },
  now: number = Date.now(),
): ItemAvailability {
  if (!statusTakesRegistrations(item.status) || deadlinePassed(item.registrationDeadline, now)) return 'closed';
  if (item.registrations >= item.maxParticipants) return 'full';
  return 'open';
}

/** docs/product.md#registering-for-events-and-workshops 'Event registration', as GET /event-registrations/my-registrations answers it. */
export interface MyEventRegistration {
  _id: string;
  event: { _id: string; name: string; category: EventCategory };
  eventName: string;
  eventType: EventCategory;
  registeredAt: string;
  status: 'registered';
}

/**
 * docs/product.md#registering-for-events-and-workshops 'General registration record', as GET /registrations/my-registrations answers it, with what the
 * participant attended: `checkedInAt` is the first check-in (null until they came). An event open to every general
 * participant needs no registration, so one they were checked in at without registering is listed too, with
 * `status: 'attended'` (nothing to withdraw from).
 */
export interface MyRegistration {
  _id: string;
  type: ItemType;
  workshop: { _id: string; title: string; name: string } | null;
  event: { _id: string; name: string; category: EventCategory } | null;
  registeredAt: string;
  status: 'registered' | 'attended';
  checkedInAt: string | null;
}
