import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PARTICIPANT_ID, ROOM_CAPACITY } from '@symposium/schema/constants';
import { editionNights, editionStartsAt, type Edition } from '@symposium/schema/edition';
import { DEFAULT_FEE_TABLE, registrationAmount, type RegistrationType } from '@symposium/schema/fees';
import { formatParticipantId } from '@symposium/schema/participant-id';
import type { Db } from '../../db/client';
import { newId } from '../../lib/ids';
import { signPass, type PassKeys } from '../../lib/pass-keys';
import { seedContactMessages, type DemoInboxResult } from './demo-inbox';
import { generator, type DemoRandom } from './demo-random';
import { renderReceipt } from './demo-receipt';
import { seedVenueActivity, type DemoAttendee } from './demo-venue';

// Realistic demo data for trying the staff screens and for `npm run bench`: participants with
// payments in every state and a payment screenshot each (demo-receipt.ts), IDs and passes for the
// verified, event and workshop registrations up to each item's capacity, accommodation requests, messages in the
// contact inbox (demo-inbox.ts), and the venue days (kits and check-ins, demo-venue.ts). Sign-ups, payments, decisions and registrations
// fall in the edition's registration window, before its first day; IDs carry its prefix, stays its nights.
// One transaction, prepared statements, one shared password hash.

const FIRST = [
  'Aarav',
  'Aditi',
  'Akash',
  'Ananya',
  'Arjun',
  'Bhavya',
  'Charan',
  'Deepa',
  'Dhruv',
  'Divya',
  'Gautham',
  'Harini',
  'Ishaan',
  'Janani',
  'Karthik',
  'Kavya',
  'Lakshmi',
  'Madhav',
  'Meera',
  'Mohan',
  'Nandini',
  'Naveen',
  'Pooja',
  'Pranav',
  'Priya',
  'Rahul',
  'Ramya',
  'Rohan',
  'Sanjay',
  'Shreya',
  'Siddharth',
  'Sneha',
  'Surya',
  'Swathi',
  'Tarun',
  'Varun',
  'Vidya',
  'Vignesh',
  'Yamini',
  'Zara',
];
const LAST = [
  'Kumar',
  'Sharma',
  'Iyer',
  'Reddy',
  'Nair',
  'Rao',
  'Menon',
  'Pillai',
  'Krishnan',
  'Subramanian',
  'Venkatesh',
  'Raman',
  'Patel',
  'Gupta',
  'Das',
  'Joseph',
  'Fernandes',
  'Balaji',
  'Sundaram',
  'Chandran',
];
const COLLEGES = [
  'Anna University',
  'PSG College of Technology',
  'Coimbatore Institute of Technology',
  'Kumaraguru College of Technology',
  'Sri Krishna College of Engineering',
  'Thiagarajar College of Engineering',
  'National Engineering College',
  'Government College of Technology',
  'Sona College of Technology',
  'Bannari Amman Institute of Technology',
  'Kongu Engineering College',
  'Mepco Schlenk Engineering College',
];
const LOCATIONS = [
  'Chennai',
  'Coimbatore',
  'Madurai',
  'Salem',
  'Tiruchirappalli',
  'Erode',
  'Tirunelveli',
  'Vellore',
  'Bengaluru',
  'Kochi',
];
const DEPARTMENTS = [
  'Mechanical Engineering',
  'Automobile Engineering',
  'Production Engineering',
  'Mechatronics',
  'Aeronautical Engineering',
  'Robotics and Automation',
];
const UNDERPAID = 'Amount paid is less than the fee';
const REJECTIONS = ['Transaction ID not found in our statement', UNDERPAID, 'Screenshot is unreadable'];

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * The edition's registration window: from its opening until the first day begins on the venue's clock (or until the
 * organisers' close, when that comes first). Sign-ups start ten hours in, as a real announcement would.
 */
export function registrationWindow(edition: Edition): { opens: number; closes: number } {
  const closesAt = edition.registration.closesAt === null ? Infinity : Date.parse(edition.registration.closesAt);
  const closes = Math.min(editionStartsAt(edition), closesAt);
  return { opens: Math.min(Date.parse(edition.registration.opensAt) + 10 * HOUR, closes - 2 * 24 * HOUR), closes };
}

/** An event or workshop as the seed fills it: its places left and when its registration closes. */
interface DemoItem {
  id: string;
  placesLeft: number;
  closesAt: number;
}

/**
 * The items with their places left; an item closes at its deadline, or with the window. A deadline outside the window
 * (a catalogue still dated for another edition) is left aside: the demo takes registrations until the window closes.
 */
function loadItems(
  db: Db,
  table: 'events' | 'workshops',
  itemType: 'event' | 'workshop',
  window: { opens: number; closes: number },
): DemoItem[] {
  const rows = db.sqlite
    .prepare(
      `select i.id, i.max_participants max, i.registration_deadline deadline,
        (select count(*) from registrations r where r.item_type = ? and r.item_id = i.id and r.status = 'registered') taken
       from ${table} i where i.deleted_at is null`,
    )
    .all(itemType) as { id: string; max: number; deadline: string; taken: number }[];
  return rows.map((row) => {
    const deadline = Date.parse(row.deadline);
    const inWindow = deadline > window.opens && deadline < window.closes;
    return { id: row.id, placesLeft: row.max - row.taken, closesAt: inWindow ? deadline : window.closes };
  });
}

/**
 * Rooms as the desk fills them, keeping its rules (accommodation.service.ts): one gender a room, at most
 * ROOM_CAPACITY people. Men fill block H1 and women block H3 room by room, after the stays already confirmed.
 */
function roomAllocator(db: Db) {
  const confirmed = (gender: string) =>
    (
      db.sqlite
        .prepare("select count(*) n from accommodation_requests where status = 'confirmed' and gender = ?")
        .get(gender) as { n: number }
    ).n;
  const placed = { male: confirmed('male'), female: confirmed('female') };
  return {
    next(gender: 'male' | 'female'): string {
      const room = 101 + Math.floor(placed[gender]++ / ROOM_CAPACITY);
      return `${gender === 'male' ? 'H1' : 'H3'}-${room}`;
    },
  };
}

/** Up to `count` different items that still have a place and take registrations at `at`; each place is taken. */
function takePlaces(rnd: DemoRandom, items: readonly DemoItem[], count: number, at: number): DemoItem[] {
  const open = items.filter((item) => item.placesLeft > 0 && item.closesAt > at);
  const chosen = new Set<DemoItem>();
  while (chosen.size < Math.min(count, open.length)) chosen.add(rnd.pick(open));
  return [...chosen];
}

export interface DemoSeedOptions {
  participants: number;
  /** The hash every demo participant's password gets (computed once by the caller). */
  passwordHash: string;
  uploadsDir: string;
  /** Signs the verified participants' passes, as ID generation does. */
  passKeys: PassKeys;
  /** The edition the demo is for: its window, days, nights, clock and ID prefix (readEdition). */
  edition: Edition;
  seed?: number;
  /** Kits and check-ins for the participants with IDs (default true; bench:sync wants none, to push its own). */
  venue?: boolean;
}

export interface DemoSeedResult extends DemoInboxResult {
  participants: number;
  verified: number;
  pending: number;
  rejected: number;
  participantIds: number;
  registrations: number;
  accommodations: number;
  kitsIssued: number;
  checkIns: number;
}

export function seedDemo(db: Db, options: DemoSeedOptions): DemoSeedResult {
  const seed = options.seed ?? 2025;
  const rnd = generator(seed);
  fs.mkdirSync(options.uploadsDir, { recursive: true, mode: 0o700 });

  const sqlite = db.sqlite;
  const insertUser =
    sqlite.prepare(`insert into users (id, name, email, phone, college, department, year, college_location,
    roll_number, participant_id, pass_data, password_hash, role, payment_status, payment_amount, transaction_id,
    payment_screenshot, registration_type, rejection_reason, payment_notes, disabled_at, created_at, updated_at, verified_at)
    values (?, ?, ?, ?, ?, ?, ?, ?, null, ?, ?, ?, 'user', ?, ?, ?, ?, ?, ?, null, null, ?, ?, ?)`);
  const insertRegistration =
    sqlite.prepare(`insert into registrations (id, user_id, item_type, item_id, status, created_at, updated_at)
    values (?, ?, ?, ?, ?, ?, ?)`);
  const insertStay =
    sqlite.prepare(`insert into accommodation_requests (id, seq, request_number, user_id, name, email, phone,
    college, gender, check_in_date, check_out_date, number_of_days, room_number, status, created_at, updated_at)
    values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);

  const { edition } = options;
  const { opens: windowOpens, closes: windowCloses } = registrationWindow(edition);
  const nights = editionNights(edition);
  const events = loadItems(db, 'events', 'event', { opens: windowOpens, closes: windowCloses });
  const workshops = loadItems(db, 'workshops', 'workshop', { opens: windowOpens, closes: windowCloses });
  const iso = (ms: number) => new Date(ms).toISOString();

  return db.sqlite
    .transaction(() => {
      const offset = (sqlite.prepare('select count(*) n from users').get() as { n: number }).n;
      let counter =
        (
          sqlite.prepare('select value from counters where name = ?').get(PARTICIPANT_ID.counter) as
            { value: number } | undefined
        )?.value ?? 0;
      let seq = (sqlite.prepare('select coalesce(max(seq), 0) m from accommodation_requests').get() as { m: number }).m;
      const result: DemoSeedResult = {
        participants: 0,
        verified: 0,
        pending: 0,
        rejected: 0,
        participantIds: 0,
        registrations: 0,
        accommodations: 0,
        kitsIssued: 0,
        checkIns: 0,
        contactMessages: 0,
        contactMessagesHandled: 0,
      };
      const attendees: DemoAttendee[] = [];
      const rooms = roomAllocator(db);
      // Sign-ups end half a day before the window closes, so every decision and registration fits in it.
      const span = windowCloses - 12 * HOUR - windowOpens;
      const transactionIds: string[] = [];

      for (let i = 0; i < options.participants; i++) {
        const n = offset + i + 1;
        const first = rnd.pick(FIRST);
        const last = rnd.pick(LAST);
        const name = `${first} ${last}`;
        const email = `${first}.${last}.${n}@example.com`.toLowerCase();
        const phone = `${6 + rnd.int(4)}${String(rnd.int(1e9)).padStart(9, '0')}`;
        const college = rnd.pick(COLLEGES);
        const type: RegistrationType = rnd.chance(0.5) ? 'general' : rnd.chance(0.3) ? 'workshop' : 'both';
        const needsStay = rnd.chance(0.2);
        const createdMs = windowOpens + Math.floor(((i + rnd.next()) / options.participants) * span);
        const createdAt = iso(createdMs);
        const roll = rnd.next();
        const status = roll < 0.7 ? 'verified' : roll < 0.94 ? 'pending' : 'rejected';
        // The desk decides within two days, and before the window closes.
        const decidedMs = Math.min(createdMs + (1 + rnd.int(48)) * HOUR, windowCloses - rnd.int(6 * HOUR) - MINUTE);
        const verifiedAt = status === 'verified' ? iso(decidedMs) : null;
        const rejection = status === 'rejected' ? rnd.pick(REJECTIONS) : null;
        // Most verified participants already have their ID; the rest are left for "Generate IDs".
        const participantId =
          status === 'verified' && rnd.chance(0.9) ? formatParticipantId(++counter, edition.participantIdPrefix) : null;
        // About one in 200 reuses an earlier transaction ID: the payments screen flags those.
        const transactionId =
          transactionIds.length && rnd.chance(0.005) ? rnd.pick(transactionIds) : String(4e11 + rnd.int(6e11));
        transactionIds.push(transactionId);
        const amount = registrationAmount(type, needsStay, DEFAULT_FEE_TABLE);
        // Paid a few minutes before the form was sent; an underpayment shows on the screenshot.
        const screenshot = `${randomBytes(16).toString('hex')}.png`;
        const receipt = renderReceipt({
          amount: rejection === UNDERPAID ? amount - 100 : amount,
          transactionId,
          payerName: name,
          paidAt: createdMs - (2 + rnd.int(15)) * MINUTE,
          payee: edition.associationName,
          timeZone: edition.timeZone,
        });
        fs.writeFileSync(path.join(options.uploadsDir, screenshot), receipt, { mode: 0o600 });
        const id = newId();
        insertUser.run(
          id,
          name,
          email,
          phone,
          college,
          rnd.pick(DEPARTMENTS),
          1 + rnd.int(4),
          rnd.pick(LOCATIONS),
          participantId,
          participantId ? signPass(options.passKeys, participantId) : null,
          options.passwordHash,
          status,
          amount,
          transactionId,
          screenshot,
          type,
          rejection,
          createdAt,
          status === 'pending' ? createdAt : iso(decidedMs),
          verifiedAt,
        );
        result.participants++;
        result[status]++;
        if (participantId) result.participantIds++;

        if (status === 'verified') {
          // Registered for events and workshops within three days of verification, while places and registration last.
          const registeredMs = Math.min(decidedMs + rnd.int(72 * HOUR), windowCloses - 1 - rnd.int(30 * MINUTE));
          const registeredAt = iso(registeredMs);
          const attendee: DemoAttendee | undefined = participantId
            ? { participantId, registrationType: type, registrations: [] }
            : undefined;
          if (attendee) attendees.push(attendee);
          const register = (itemType: 'event' | 'workshop', item: DemoItem) => {
            const cancelled = rnd.chance(0.03);
            // A withdrawal frees the place again.
            if (!cancelled) item.placesLeft--;
            const updatedAt = cancelled
              ? iso(Math.min(registeredMs + (1 + rnd.int(48)) * HOUR, item.closesAt - 1))
              : registeredAt;
            insertRegistration.run(
              newId(),
              id,
              itemType,
              item.id,
              cancelled ? 'cancelled' : 'registered',
              registeredAt,
              updatedAt,
            );
            if (!cancelled) attendee?.registrations.push({ itemType, itemId: item.id });
            result.registrations++;
          };
          if (type !== 'workshop')
            for (const event of takePlaces(rnd, events, 1 + rnd.int(4), registeredMs)) register('event', event);
          if (type !== 'general')
            for (const workshop of takePlaces(rnd, workshops, 1, registeredMs)) register('workshop', workshop);
        }

        if (needsStay) {
          seq++;
          // The whole stay, or its first or its last night (a check-out date is the stay's last night).
          const stayRoll = rnd.next();
          const [firstNight, lastNight] =
            stayRoll < 0.6 ? [0, nights.length - 1] : stayRoll < 0.8 ? [0, 0] : [nights.length - 1, nights.length - 1];
          const [checkIn, checkOut] = [nights[firstNight]!, nights[lastNight]!];
          const gender = rnd.chance(0.55) ? 'male' : 'female';
          const stay =
            status !== 'verified'
              ? 'requested'
              : rnd.chance(0.4)
                ? 'confirmed'
                : rnd.chance(0.08)
                  ? 'cancelled'
                  : 'requested';
          // Confirmed or cancelled by the desk once the payment was verified.
          const stayUpdatedAt =
            stay === 'requested' ? createdAt : iso(Math.min(decidedMs + rnd.int(24 * HOUR), windowCloses - 1));
          insertStay.run(
            newId(),
            seq,
            `ACC-${String(seq).padStart(4, '0')}`,
            id,
            name,
            email,
            phone,
            college,
            gender,
            checkIn,
            checkOut,
            lastNight - firstNight + 1,
            stay === 'confirmed' ? rooms.next(gender) : null,
            stay,
            createdAt,
            stayUpdatedAt,
          );
          result.accommodations++;
        }
      }
      sqlite
        .prepare(
          'insert into counters (name, value) values (?, ?) on conflict(name) do update set value = excluded.value',
        )
        .run(PARTICIPANT_ID.counter, counter);
      Object.assign(
        result,
        // Its own sequence, so the inbox leaves the venue days of a seed as they were.
        seedContactMessages(
          db,
          generator(seed + 1),
          { opens: windowOpens, closes: windowCloses },
          options.participants,
        ),
      );
      if (options.venue ?? true) {
        Object.assign(
          result,
          seedVenueActivity({ db, passKeys: options.passKeys }, attendees, {
            seed,
            passwordHash: options.passwordHash,
            edition,
          }),
        );
      }
      return result;
    })
    .immediate();
}
