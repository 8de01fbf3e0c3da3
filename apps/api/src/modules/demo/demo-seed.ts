import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PARTICIPANT_ID } from '@symposium/schema/constants';
import { DEFAULT_FEE_TABLE, registrationAmount, type RegistrationType } from '@symposium/schema/fees';
import type { Db } from '../../db/client';
import { newId } from '../../lib/ids';
import { signPass, type PassKeys } from '../../lib/pass-keys';
import { formatParticipantId } from '../admin-users/participant-ids.service';
import { generator } from './demo-random';
import { seedVenueActivity, type DemoAttendee } from './demo-venue';

// Realistic demo data for trying the staff screens and for `npm run bench`: participants with
// payments in every state, IDs and passes for the verified, event and workshop registrations,
// accommodation requests, and the venue days (kits and check-ins, demo-venue.ts). One transaction,
// prepared statements, one shared password hash.

const FIRST = ['Aarav', 'Aditi', 'Akash', 'Ananya', 'Arjun', 'Bhavya', 'Charan', 'Deepa', 'Dhruv', 'Divya', 'Gautham', 'Harini', 'Ishaan', 'Janani', 'Karthik', 'Kavya', 'Lakshmi', 'Madhav', 'Meera', 'Mohan', 'Nandini', 'Naveen', 'Pooja', 'Pranav', 'Priya', 'Rahul', 'Ramya', 'Rohan', 'Sanjay', 'Shreya', 'Siddharth', 'Sneha', 'Surya', 'Swathi', 'Tarun', 'Varun', 'Vidya', 'Vignesh', 'Yamini', 'Zara'];
const LAST = ['Kumar', 'Sharma', 'Iyer', 'Reddy', 'Nair', 'Rao', 'Menon', 'Pillai', 'Krishnan', 'Subramanian', 'Venkatesh', 'Raman', 'Patel', 'Gupta', 'Das', 'Joseph', 'Fernandes', 'Balaji', 'Sundaram', 'Chandran'];
const COLLEGES = ['Anna University', 'PSG College of Technology', 'Coimbatore Institute of Technology', 'Kumaraguru College of Technology', 'Sri Krishna College of Engineering', 'Thiagarajar College of Engineering', 'National Engineering College', 'Government College of Technology', 'Sona College of Technology', 'Bannari Amman Institute of Technology', 'Kongu Engineering College', 'Mepco Schlenk Engineering College'];
const LOCATIONS = ['Chennai', 'Coimbatore', 'Madurai', 'Salem', 'Tiruchirappalli', 'Erode', 'Tirunelveli', 'Vellore', 'Bengaluru', 'Kochi'];
const DEPARTMENTS = ['Mechanical Engineering', 'Automobile Engineering', 'Production Engineering', 'Mechatronics', 'Aeronautical Engineering', 'Robotics and Automation'];
const REJECTIONS = ['Transaction ID not found in our statement', 'Amount paid is less than the fee', 'Screenshot is unreadable'];

/** A 1×1 PNG standing in for every demo payment screenshot. */
const DEMO_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

export interface DemoSeedOptions {
  participants: number;
  /** The hash every demo participant's password gets (computed once by the caller). */
  passwordHash: string;
  uploadsDir: string;
  /** Signs the verified participants' passes, as ID generation does. */
  passKeys: PassKeys;
  seed?: number;
  /** Kits and check-ins for the participants with IDs (default true; bench:sync wants none, to push its own). */
  venue?: boolean;
}

export interface DemoSeedResult {
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
  fs.mkdirSync(options.uploadsDir, { recursive: true });
  const screenshot = `${randomBytes(16).toString('hex')}.png`;
  fs.writeFileSync(path.join(options.uploadsDir, screenshot), DEMO_PNG, { mode: 0o600 });

  const sqlite = db.sqlite;
  const insertUser = sqlite.prepare(`insert into users (id, name, email, phone, college, department, year, college_location,
    roll_number, participant_id, pass_data, password_hash, role, payment_status, payment_amount, transaction_id,
    payment_screenshot, registration_type, rejection_reason, payment_notes, disabled_at, created_at, updated_at, verified_at)
    values (?, ?, ?, ?, ?, ?, ?, ?, null, ?, ?, ?, 'user', ?, ?, ?, ?, ?, ?, null, null, ?, ?, ?)`);
  const insertRegistration = sqlite.prepare(`insert into registrations (id, user_id, item_type, item_id, status, created_at, updated_at)
    values (?, ?, ?, ?, ?, ?, ?)`);
  const insertStay = sqlite.prepare(`insert into accommodation_requests (id, seq, request_number, user_id, name, email, phone,
    college, gender, check_in_date, check_out_date, number_of_days, room_number, status, created_at, updated_at)
    values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);

  const events = sqlite.prepare('select id from events where deleted_at is null').all() as { id: string }[];
  const workshops = sqlite.prepare('select id from workshops where deleted_at is null').all() as { id: string }[];

  return db.sqlite.transaction(() => {
    const offset = (sqlite.prepare('select count(*) n from users').get() as { n: number }).n;
    let counter = (sqlite.prepare('select value from counters where name = ?').get(PARTICIPANT_ID.counter) as { value: number } | undefined)?.value ?? 0;
    let seq = (sqlite.prepare('select coalesce(max(seq), 0) m from accommodation_requests').get() as { m: number }).m;
    const result: DemoSeedResult = { participants: 0, verified: 0, pending: 0, rejected: 0, participantIds: 0, registrations: 0, accommodations: 0, kitsIssued: 0, checkIns: 0 };
    const attendees: DemoAttendee[] = [];
    const start = Date.UTC(2025, 8, 1, 4, 30); // 1 September 2025, 10:00 in India
    const span = Date.UTC(2025, 9, 22, 12) - start;
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
      const createdMs = start + Math.floor(((i + rnd.next()) / options.participants) * span);
      const createdAt = new Date(createdMs).toISOString();
      const roll = rnd.next();
      const status = roll < 0.7 ? 'verified' : roll < 0.94 ? 'pending' : 'rejected';
      const verifiedAt = status === 'verified' ? new Date(createdMs + (1 + rnd.int(48)) * 3_600_000).toISOString() : null;
      // Most verified participants already have their ID; the rest are left for "Generate IDs".
      const participantId = status === 'verified' && rnd.chance(0.9) ? formatParticipantId(++counter) : null;
      // About one in 200 reuses an earlier transaction ID: the payments screen flags those.
      const transactionId = transactionIds.length && rnd.chance(0.005) ? rnd.pick(transactionIds) : String(4e11 + rnd.int(6e11));
      transactionIds.push(transactionId);
      const id = newId();
      insertUser.run(
        id, name, email, phone, college, rnd.pick(DEPARTMENTS), 1 + rnd.int(4), rnd.pick(LOCATIONS),
        participantId, participantId ? signPass(options.passKeys, participantId) : null, options.passwordHash,
        status, registrationAmount(type, needsStay, DEFAULT_FEE_TABLE), transactionId, screenshot, type,
        status === 'rejected' ? rnd.pick(REJECTIONS) : null, createdAt, verifiedAt ?? createdAt, verifiedAt,
      );
      result.participants++;
      result[status]++;
      if (participantId) result.participantIds++;

      if (verifiedAt) {
        const registeredAt = new Date(Date.parse(verifiedAt) + rnd.int(72) * 3_600_000).toISOString();
        const attendee: DemoAttendee | undefined = participantId ? { participantId, registrationType: type, registrations: [] } : undefined;
        if (attendee) attendees.push(attendee);
        const chosen = new Set<string>();
        if (type !== 'workshop' && events.length) {
          const count = 1 + rnd.int(4);
          while (chosen.size < Math.min(count, events.length)) chosen.add(rnd.pick(events).id);
          for (const eventId of chosen) {
            const cancelled = rnd.chance(0.03);
            insertRegistration.run(newId(), id, 'event', eventId, cancelled ? 'cancelled' : 'registered', registeredAt, registeredAt);
            if (!cancelled) attendee?.registrations.push({ itemType: 'event', itemId: eventId });
            result.registrations++;
          }
        }
        if (type !== 'general' && workshops.length) {
          const workshopId = rnd.pick(workshops).id;
          insertRegistration.run(newId(), id, 'workshop', workshopId, 'registered', registeredAt, registeredAt);
          attendee?.registrations.push({ itemType: 'workshop', itemId: workshopId });
          result.registrations++;
        }
      }

      if (needsStay) {
        seq++;
        const nights = rnd.next();
        const [checkIn, checkOut] = nights < 0.6 ? ['2025-10-23', '2025-10-24'] : nights < 0.8 ? ['2025-10-23', '2025-10-23'] : ['2025-10-24', '2025-10-24'];
        const stay = status !== 'verified' ? 'requested' : rnd.chance(0.4) ? 'confirmed' : rnd.chance(0.08) ? 'cancelled' : 'requested';
        insertStay.run(
          newId(), seq, `ACC-${String(seq).padStart(4, '0')}`, id, name, email, phone, college, rnd.chance(0.55) ? 'male' : 'female',
          checkIn, checkOut, checkIn === checkOut ? 1 : 2, stay === 'confirmed' ? `H${1 + rnd.int(3)}-${100 + rnd.int(60)}` : null,
          stay, createdAt, createdAt,
        );
        result.accommodations++;
      }
    }
    sqlite
      .prepare('insert into counters (name, value) values (?, ?) on conflict(name) do update set value = excluded.value')
      .run(PARTICIPANT_ID.counter, counter);
    if (options.venue ?? true) {
      Object.assign(result, seedVenueActivity({ db, passKeys: options.passKeys }, attendees, { seed, passwordHash: options.passwordHash }));
    }
    return result;
  }).immediate();
}
