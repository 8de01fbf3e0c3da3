import type { CollectionPoint } from '@symposium/sync/protocol';
import { editionDays, type Edition } from '@symposium/schema/edition';
import type { RegistrationType } from '@symposium/schema/fees';
import { zonedInstant } from '@symposium/schema/zoned-time';
import { newId } from '../../lib/ids';
import { applyAndStore, type ApplyDeps } from '../sync/sync.apply';
import { ApplyLookups } from '../sync/sync.lookups';
import { activeDeviceNameClash, findDevice, touchDevice, upsertDevice } from '../sync/sync.repository';
import { findUserByEmail, insertUser, newUserRow } from '../users/users.repository';
import { generator } from './demo-random';

// The venue days of the demo (the edition's days, on its clock): kits handed out at the desks on the first morning,
// and check-ins at the events and workshops the kit holders registered for. Every scan goes through applyAndStore, as a desk's
// push does, so the kits, attendance, scan log, change log and users.kit_issued_at agree as in real use.

/** A demo participant with an ID, and the registrations (not cancelled) they hold. */
export interface DemoAttendee {
  participantId: string;
  registrationType: RegistrationType;
  registrations: { itemType: 'event' | 'workshop'; itemId: string }[];
}

export interface VenueActivity {
  kitsIssued: number;
  checkIns: number;
}

/** Share of participants with an ID who came and took their kit; share of their registrations they attended. */
const KIT_SHARE = 0.75;
const ATTENDED_SHARE = 0.85;

type DeskKey = 'main' | 'workshop' | 'hall';
const DESKS: Record<DeskKey, { deviceId: string; name: string; staffEmail: string; staffName: string }> = {
  main: {
    deviceId: 'demo-desk-main',
    name: 'Main desk',
    staffEmail: 'desk.main@demo.symposium.local',
    staffName: 'Keerthana Suresh',
  },
  workshop: {
    deviceId: 'demo-desk-workshop',
    name: 'Workshop desk',
    staffEmail: 'desk.workshop@demo.symposium.local',
    staffName: 'Manoj Prabhu',
  },
  hall: {
    deviceId: 'demo-desk-hall',
    name: 'Seminar hall door',
    staffEmail: 'desk.hall@demo.symposium.local',
    staffName: 'Revathi Anand',
  },
};

const MINUTE = 60_000;
/** The first day, 08:00 to 11:30 on the venue's clock: when the kit desks are busy. */
const KITS_FROM = '08:00';
const KITS_UNTIL = '11:30';

/** A date and a start time on the venue's clock ('10:00', '2.00 P.M - 5:00 P.M') as an instant. */
function venueTime(date: string, time: string, timeZone: string): number {
  const match = /(\d{1,2})[.:](\d{2})\s*([AP])?/i.exec(time);
  let hours = match ? Number(match[1]) : 9;
  if (match?.[3]?.toUpperCase() === 'P' && hours < 12) hours += 12;
  return zonedInstant(date, `${String(hours).padStart(2, '0')}:${match?.[2] ?? '30'}`, timeZone);
}

/**
 * The day an item is held at the venue: its own date when that is one of the edition's days. A catalogue still dated
 * for another edition is read day for day onto this one (its first date is the edition's first day, and so on; past
 * the last day, the last), so the demo's check-ins fall on the edition's days.
 */
export function venueDayOf(
  edition: Pick<Edition, 'startDate' | 'endDate'>,
  itemDates: readonly string[],
): (date: string) => string {
  const days = editionDays(edition);
  const elsewhere = [...new Set(itemDates.filter((d) => !days.includes(d)))].sort();
  return (date) => (days.includes(date) ? date : days[Math.min(elsewhere.indexOf(date), days.length - 1)]!);
}

/** The staff account and registered device of each demo desk, created once per database. */
function ensureDesks(deps: ApplyDeps, passwordHash: string, at: string) {
  const desks = {} as Record<DeskKey, { deviceId: string; name: string; staff: { id: string; name: string } }>;
  for (const [key, desk] of Object.entries(DESKS) as [DeskKey, (typeof DESKS)[DeskKey]][]) {
    let staff = findUserByEmail(deps.db, desk.staffEmail);
    if (!staff) {
      staff = newUserRow(
        { name: desk.staffName, email: desk.staffEmail, password_hash: passwordHash, role: 'coordinator' },
        at,
      );
      insertUser(deps.db, staff);
    }
    let name = findDevice(deps.db, desk.deviceId)?.name;
    if (name === undefined) {
      name = freeDeskName(deps, desk.name, desk.deviceId);
      upsertDevice(deps.db, {
        id: desk.deviceId,
        name,
        staff_user_id: staff.id,
        registered_at: at,
        last_seen_at: at,
        last_sync_at: at,
        queue_size: 0,
        revoked_at: null,
        revoked_by: null,
        key_hash: null,
      });
    }
    desks[key] = { deviceId: desk.deviceId, name, staff: { id: staff.id, name: staff.name } };
  }
  return desks;
}

/**
 * No two active devices share a name (docs/decisions/0019-scanner-devices.md): a desk already set up as 'Main desk' keeps its name, and
 * the demo's desk becomes 'Main desk (demo)' (or '(demo 2)', …).
 */
function freeDeskName(deps: ApplyDeps, name: string, deviceId: string): string {
  for (let n = 1; ; n += 1) {
    const candidate = n === 1 ? name : n === 2 ? `${name} (demo)` : `${name} (demo ${n - 1})`;
    if (activeDeviceNameClash(deps.db, candidate, deviceId) === undefined) return candidate;
  }
}

/**
 * Issues kits to a share of `attendees` and checks them in to most of their registrations, inside the
 * caller's write transaction. The same seed gives the same kits, desks and times.
 */
export function seedVenueActivity(
  deps: ApplyDeps,
  attendees: readonly DemoAttendee[],
  options: { seed: number; passwordHash: string; edition: Edition },
): VenueActivity {
  const rnd = generator(options.seed ^ 0x5eed);
  const sqlite = deps.db.sqlite;
  const { edition } = options;
  type Item = { key: string; date: string; t: string };
  const items = [
    ...(sqlite
      .prepare("select 'event:' || id key, date, time_start t from events where deleted_at is null")
      .all() as Item[]),
    ...(sqlite
      .prepare("select 'workshop:' || id key, date, time t from workshops where deleted_at is null")
      .all() as Item[]),
  ];
  const dayOf = venueDayOf(
    edition,
    items.map((item) => item.date),
  );
  // The desks admit people only on an item's own date (its check-in window): a catalogue still dated for another
  // edition is moved onto this one's days, as organisers do when they carry a catalogue over.
  for (const item of items) {
    const day = dayOf(item.date);
    if (day === item.date) continue;
    const [kind, id] = item.key.split(':');
    sqlite.prepare(`update ${kind === 'event' ? 'events' : 'workshops'} set date = ? where id = ?`).run(day, id);
  }
  const starts = new Map(items.map((item) => [item.key, venueTime(dayOf(item.date), item.t, edition.timeZone)]));
  const kitsFrom = zonedInstant(edition.startDate, KITS_FROM, edition.timeZone);
  const kitsUntil = zonedInstant(edition.startDate, KITS_UNTIL, edition.timeZone);
  const desks = ensureDesks(deps, options.passwordHash, new Date(kitsFrom - 3_600_000).toISOString());

  const scans: { desk: DeskKey; at: number; mutation: { id: string } & Record<string, unknown> }[] = [];
  for (const attendee of attendees) {
    if (!rnd.chance(KIT_SHARE)) continue;
    const kitAt = kitsFrom + rnd.int(kitsUntil - kitsFrom);
    const point: CollectionPoint =
      attendee.registrationType === 'workshop' ? 'workshop-desk' : rnd.chance(0.9) ? 'main-desk' : 'event-venue';
    const desk: DeskKey = point === 'workshop-desk' ? 'workshop' : point === 'main-desk' ? 'main' : 'hall';
    const kit = { id: newId(), type: 'issue-kit', participantId: attendee.participantId, collectionPoint: point };
    scans.push({ desk, at: kitAt, mutation: { ...kit, occurredAt: new Date(kitAt).toISOString() } });
    for (const r of attendee.registrations) {
      const start = starts.get(`${r.itemType}:${r.itemId}`);
      if (start === undefined || !rnd.chance(ATTENDED_SHARE)) continue;
      // From half an hour before the start to ten minutes after; never before the kit was in hand.
      const at = Math.max(start - 30 * MINUTE + rnd.int(40 * MINUTE), kitAt + (2 + rnd.int(10)) * MINUTE);
      const mutation = {
        id: newId(),
        type: 'check-in',
        participantId: attendee.participantId,
        eventId: r.itemId,
        eventType: r.itemType,
      };
      scans.push({
        desk: r.itemType === 'workshop' ? 'workshop' : 'hall',
        at,
        mutation: { ...mutation, occurredAt: new Date(at).toISOString() },
      });
    }
  }

  // In the order they happened, so the scan log and the change log read as the days went.
  scans.sort((a, b) => a.at - b.at);
  const lookups = ApplyLookups.forBatch(
    deps.db,
    scans.map((s) => s.mutation),
  );
  const activity: VenueActivity = { kitsIssued: 0, checkIns: 0 };
  const lastSync = new Map<string, string>();
  for (const scan of scans) {
    const desk = desks[scan.desk];
    const source = {
      deviceId: desk.deviceId,
      deskName: desk.name,
      staff: desk.staff,
      clockOffsetMs: 0,
      receivedAt: new Date(scan.at + 2_000),
    };
    const stored = applyAndStore(deps, lookups, scan.mutation, source);
    if ((JSON.parse(stored) as { status: string }).status !== 'applied')
      throw new Error(`A demo scan was not applied: ${stored}`);
    if (scan.mutation.type === 'issue-kit') activity.kitsIssued++;
    else activity.checkIns++;
    lastSync.set(desk.deviceId, source.receivedAt.toISOString());
  }
  for (const [deviceId, at] of lastSync) touchDevice(deps.db, deviceId, { last_seen_at: at, last_sync_at: at });
  return activity;
}
