import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { verifyPassText } from '../../lib/pass-keys';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { openDatabase } from '../../db/client';
import { verifyPassword } from '../../lib/passwords';
import {
  adminToken,
  createTestContext,
  createTestContextForThisTest,
  signInStaff,
  type TestContext,
} from '../../test-support/context';
import { COLLECTION_POINTS } from '@symposium/sync/protocol';
import { kitContents } from '@symposium/sync/verdict';
import { readEdition } from '../edition/edition.repository';
import { registrationWindow, seedDemo } from './demo-seed';
import { venueDayOf } from './demo-venue';
import { programCommand } from '../../test-support/bundle-server';

const repoRoot = path.resolve(__dirname, '../../../../..');
let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestContext();
});
afterEach(async () => {
  await ctx.close();
});

describe('demo data', () => {
  test('participants in every payment state; verified ones with unique IDs and passes; registrations only for verified', async () => {
    const result = seedDemo(ctx.deps.db, {
      participants: 300,
      passwordHash: 'x',
      uploadsDir: ctx.env.uploadsDir,
      passKeys: ctx.deps.passKeys,
      edition: readEdition(ctx.deps.db, ctx.env),
      seed: 7,
    });
    expect(result.participants).toBe(300);
    expect(result.verified + result.pending + result.rejected).toBe(300);
    expect(Math.min(result.verified, result.pending, result.rejected)).toBeGreaterThan(0);
    const sqlite = ctx.deps.db.sqlite;
    const ids = sqlite
      .prepare(
        'select participant_id p, pass_data d, payment_status s from users where participant_id is not null order by participant_id',
      )
      .all() as any[];
    expect(ids).toHaveLength(result.participantIds);
    expect(ids.every((r) => r.s === 'verified' && verifyPassText(ctx.deps.passKeys, r.d) === r.p)).toBe(true);
    expect(ids.map((r) => r.p)).toEqual(ids.map((_, i) => `SYM25-${String(i + 1).padStart(4, '0')}`));
    expect(
      sqlite
        .prepare(
          "select count(*) n from registrations r join users u on u.id = r.user_id where u.payment_status != 'verified'",
        )
        .get(),
    ).toEqual({ n: 0 });
    expect(result.registrations).toBeGreaterThan(0);
    expect(result.accommodations).toBeGreaterThan(0);

    // The staff screens read it, and new IDs continue the sequence after the seeded ones.
    const token = await adminToken(ctx);
    const list = await ctx.request('/api/v1/admin/users?paymentStatus=verified&kitStatus=not-issued', { token });
    expect(list.json.total).toBe(result.verified - result.kitsIssued); // kits go only to verified participants
    const generated = await ctx.request('/api/v1/admin/generate-participant-ids', { method: 'POST', token, json: {} });
    expect(generated.json.generated[0].participantId).toBe(
      `SYM25-${String(result.participantIds + 1).padStart(4, '0')}`,
    );
    const screenshot = list.json.users[0].paymentScreenshot as string;
    expect((await ctx.app.request(screenshot, { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
  });

  test('the venue days: kits and check-ins only for verified participants with IDs, as a desk push records them, and the staff counts agree', async () => {
    const options = {
      participants: 400,
      passwordHash: 'x',
      uploadsDir: ctx.env.uploadsDir,
      passKeys: ctx.deps.passKeys,
      edition: readEdition(ctx.deps.db, ctx.env),
      seed: 11,
    };
    const result = seedDemo(ctx.deps.db, options);
    const sqlite = ctx.deps.db.sqlite;
    const count = (sql: string) => (sqlite.prepare(sql).get() as { n: number }).n;
    expect(result.kitsIssued).toBeGreaterThan(0.5 * result.participantIds);
    expect(result.kitsIssued).toBeLessThan(result.participantIds);
    expect(result.checkIns).toBeGreaterThan(result.kitsIssued);
    expect(count('select count(*) n from kits')).toBe(result.kitsIssued);
    expect(count('select count(*) n from attendance')).toBe(result.checkIns);

    // A kit as the push's issue-kit makes it: the holder's own ID, contents by registration type, a collection
    // point, a registered demo desk and its coordinator, on the test edition's first day (23 October 2031) between
    // 08:00 and 11:30 in India.
    const kits = sqlite
      .prepare(
        `select k.*, u.participant_id upid, u.payment_status s, u.registration_type t, u.kit_issued_at,
      d.name device_name, d.staff_user_id device_staff, staff.role staff_role, staff.name staff_real_name
      from kits k join users u on u.id = k.user_id join devices d on d.id = k.device_id join users staff on staff.id = k.staff_user_id`,
      )
      .all() as any[];
    expect(kits).toHaveLength(result.kitsIssued);
    for (const k of kits) {
      expect(k.s).toBe('verified');
      expect(k.participant_id).toBe(k.upid);
      expect(k.id_card_number).toBe(`ID-${k.upid}`);
      expect(JSON.parse(k.contents)).toEqual(kitContents(k.t));
      expect(COLLECTION_POINTS).toContain(k.collection_point);
      expect(k.issued_at >= '2031-10-23T02:30:00.000Z' && k.issued_at < '2031-10-23T06:00:00.000Z').toBe(true);
      expect(k.kit_issued_at).toBe(k.issued_at);
      expect([k.desk_name, k.staff_user_id, k.staff_name, k.staff_role]).toEqual([
        k.device_name,
        k.device_staff,
        k.staff_real_name,
        'coordinator',
      ]);
    }
    // Check-ins: kit holders only, at what they registered for (not cancelled), after they had their kit.
    expect(
      count(`select count(*) n from attendance a left join kits k on k.user_id = a.user_id
      left join registrations r on r.user_id = a.user_id and r.item_type = a.item_type and r.item_id = a.item_id and r.status = 'registered'
      where k.id is null or r.id is null or a.check_in_time < k.issued_at or a.participant_id != k.participant_id`),
    ).toBe(0);
    // Every scan is in the scan log as applied, and in the change log that desks pull.
    expect(count("select count(*) n from scan_log where status = 'applied'")).toBe(result.kitsIssued + result.checkIns);
    expect(count('select count(*) n from scan_log')).toBe(result.kitsIssued + result.checkIns);
    expect(count("select count(*) n from sync_changes where entity in ('kit', 'attendance')")).toBe(
      result.kitsIssued + result.checkIns,
    );

    const token = await adminToken(ctx);
    const dashboard = await ctx.request('/api/v1/admin/dashboard', { token });
    expect(dashboard.json.data.kitsIssued).toBe(result.kitsIssued);
    expect((await ctx.request('/api/v1/admin/kit-stats', { token })).json.kitsIssued).toBe(result.kitsIssued);
    expect((await ctx.request('/api/v1/admin/users?kitStatus=issued', { token })).json.total).toBe(result.kitsIssued);

    // A second run adds to the same database with the same demo desks.
    const more = seedDemo(ctx.deps.db, { ...options, participants: 50, seed: 12 });
    expect(count("select count(*) n from users where role = 'coordinator'")).toBe(3);
    expect((await ctx.request('/api/v1/admin/kit-stats', { token })).json.kitsIssued).toBe(
      result.kitsIssued + more.kitsIssued,
    );

    // The same seed gives the same venue days.
    const venueDays = (db: typeof sqlite) => [
      db
        .prepare('select participant_id, issued_at, collection_point, desk_name from kits order by participant_id')
        .all(),
      db
        .prepare(
          `select a.participant_id, coalesce(e.name, w.title) item, a.check_in_time, a.desk_name from attendance a
        left join events e on e.id = a.item_id left join workshops w on w.id = a.item_id order by 1, 2`,
        )
        .all(),
    ];
    const other = await createTestContext();
    try {
      seedDemo(other.deps.db, { ...options, uploadsDir: other.env.uploadsDir, passKeys: other.deps.passKeys });
      // Compared with the first run's participants here (the second run added more).
      const firstRun = venueDays(sqlite).map((rows) =>
        rows.filter((r: any) => r.participant_id <= `SYM25-${String(result.participantIds).padStart(4, '0')}`),
      );
      expect(venueDays(other.deps.db.sqlite)).toEqual(firstRun);
    } finally {
      await other.close();
    }
  });

  test('no event or workshop takes more registrations than its capacity, counting those already there', async () => {
    const sqlite = ctx.deps.db.sqlite;
    sqlite.prepare('update events set max_participants = 7').run();
    sqlite.prepare("update workshops set max_participants = 4 where title like 'Additive%'").run();
    const options = {
      participants: 300,
      passwordHash: 'x',
      uploadsDir: ctx.env.uploadsDir,
      passKeys: ctx.deps.passKeys,
      edition: readEdition(ctx.deps.db, ctx.env),
      seed: 5,
    };
    seedDemo(ctx.deps.db, options);
    seedDemo(ctx.deps.db, { ...options, seed: 6 });
    const taken = sqlite
      .prepare(
        `select coalesce(e.max_participants, w.max_participants) max, count(*) n from registrations r
        left join events e on e.id = r.item_id left join workshops w on w.id = r.item_id
        where r.status = 'registered' group by r.item_type, r.item_id`,
      )
      .all() as { max: number; n: number }[];
    expect(taken).toHaveLength(12 + 2);
    // 600 participants fill every place (the other workshop keeps its 50), and the second run adds none past full.
    expect(taken.map((item) => item.n)).toEqual(taken.map((item) => item.max));
    const token = await adminToken(ctx);
    const events = (await ctx.request('/api/v1/events')).json.events as {
      registrations: number;
      maxParticipants: number;
    }[];
    expect(events.every((event) => event.registrations === event.maxParticipants)).toBe(true);
    expect((await ctx.request('/api/v1/admin/registrations/counts', { token })).json.total).toBe(
      taken.reduce((sum, item) => sum + item.n, 0),
    );
  });

  test("sign-ups, payments, decisions and registrations fall in the edition's registration window; kits and check-ins on its days", () => {
    seedDemo(ctx.deps.db, {
      participants: 400,
      passwordHash: 'x',
      uploadsDir: ctx.env.uploadsDir,
      passKeys: ctx.deps.passKeys,
      edition: readEdition(ctx.deps.db, ctx.env),
      seed: 3,
    });
    const sqlite = ctx.deps.db.sqlite;
    // The test edition opens registration on 1 January 2026 (sign-ups from 10:00 in India) and starts on 23 October 2031.
    const opens = '2026-01-01T04:30:00.000Z';
    const closes = new Date(registrationWindow(readEdition(ctx.deps.db, ctx.env)).closes).toISOString();
    expect(closes).toBe('2031-10-22T18:30:00.000Z'); // midnight in India, as 23 October begins
    const span = (sql: string) => sqlite.prepare(sql).get() as { lo: string; hi: string };
    for (const sql of [
      "select min(created_at) lo, max(max(created_at), max(updated_at), coalesce(max(verified_at), '')) hi from users where role = 'user'",
      'select min(created_at) lo, max(updated_at) hi from registrations',
      'select min(created_at) lo, max(updated_at) hi from accommodation_requests',
    ]) {
      const { lo, hi } = span(sql);
      expect(lo >= opens && hi < closes, `${sql}: ${lo} – ${hi}`).toBe(true);
    }
    // Registered after the payment was verified, before the item's deadline; decided after the sign-up.
    expect(
      sqlite
        .prepare(
          `select count(*) n from registrations r join users u on u.id = r.user_id
      where r.created_at < u.verified_at or r.updated_at < r.created_at`,
        )
        .get(),
    ).toEqual({ n: 0 });
    expect(
      sqlite.prepare("select count(*) n from users where role = 'user' and updated_at < created_at").get(),
    ).toEqual({ n: 0 });
    // Kits on the first morning; each check-in on its event's day of the edition, in India: the seeded catalogue is
    // dated for 2025, and its days are read onto the edition's, day for day.
    const kits = span('select min(issued_at) lo, max(issued_at) hi from kits');
    expect(kits.lo >= '2031-10-23T02:30:00.000Z' && kits.hi < '2031-10-23T06:00:00.000Z').toBe(true);
    expect(
      sqlite
        .prepare(
          `select count(*) n from attendance a left join events e on e.id = a.item_id left join workshops w on w.id = a.item_id
      where date(a.check_in_time, '+330 minutes') != case coalesce(e.date, w.date) when '2025-10-23' then '2031-10-23' when '2025-10-24' then '2031-10-24' end`,
        )
        .get(),
    ).toEqual({ n: 0 });
    expect(
      sqlite
        .prepare(
          "select count(*) n from accommodation_requests where check_in_date not in ('2031-10-23', '2031-10-24') or check_out_date not in ('2031-10-23', '2031-10-24')",
        )
        .get(),
    ).toEqual({ n: 0 });
  });

  test("a fresh install's 2025 edition: the catalogue's own days, kits on 23 October 2025", async () => {
    const fresh = await createTestContextForThisTest({}, { edition: 'fresh' });
    seedDemo(fresh.deps.db, {
      participants: 200,
      passwordHash: 'x',
      uploadsDir: fresh.env.uploadsDir,
      passKeys: fresh.deps.passKeys,
      edition: readEdition(fresh.deps.db, fresh.env),
      seed: 3,
    });
    const sqlite = fresh.deps.db.sqlite;
    const kits = sqlite.prepare('select min(issued_at) lo, max(issued_at) hi from kits').get() as {
      lo: string;
      hi: string;
    };
    expect(kits.lo >= '2025-10-23T02:30:00.000Z' && kits.hi < '2025-10-23T06:00:00.000Z').toBe(true);
    expect(
      sqlite
        .prepare(
          `select count(*) n from attendance a left join events e on e.id = a.item_id left join workshops w on w.id = a.item_id
      where date(a.check_in_time, '+330 minutes') != coalesce(e.date, w.date)`,
        )
        .get(),
    ).toEqual({ n: 0 });
    const users = sqlite
      .prepare("select min(created_at) lo, max(updated_at) hi from users where role = 'user'")
      .get() as { lo: string; hi: string };
    expect(users.lo >= '2025-09-01T04:30:00.000Z' && users.hi < '2025-10-22T18:30:00.000Z').toBe(true);
  });

  test('an edition an admin saved: its ID prefix, its window, its nights and its first morning on its clock', async () => {
    const token = await adminToken(ctx);
    const saved = await ctx.request('/api/v1/admin/settings', {
      method: 'PUT',
      token,
      json: {
        edition: {
          name: 'GEARFEST',
          label: '26-27',
          startDate: '2032-02-12',
          endDate: '2032-02-14',
          timeZone: 'Europe/Berlin',
          participantIdPrefix: 'GF26',
          registration: { opensAt: '2031-12-01T09:00:00+01:00' },
        },
      },
    });
    expect(saved.status, saved.text).toBe(200);
    const result = seedDemo(ctx.deps.db, {
      participants: 300,
      passwordHash: 'x',
      uploadsDir: ctx.env.uploadsDir,
      passKeys: ctx.deps.passKeys,
      edition: readEdition(ctx.deps.db, ctx.env),
      seed: 21,
    });
    const sqlite = ctx.deps.db.sqlite;
    const ids = (
      sqlite
        .prepare('select participant_id p from users where participant_id is not null order by participant_id')
        .all() as { p: string }[]
    ).map((r) => r.p);
    expect(ids).toEqual(ids.map((_, i) => `GF26-${String(i + 1).padStart(4, '0')}`));
    // Sign-ups from 1 December 2031, 19:00 in Berlin (ten hours after opening), until 12 February 2032 begins there.
    const users = sqlite
      .prepare("select min(created_at) lo, max(max(created_at), max(updated_at)) hi from users where role = 'user'")
      .get() as { lo: string; hi: string };
    expect(
      users.lo >= '2031-12-01T18:00:00.000Z' && users.hi < '2032-02-11T23:00:00.000Z',
      `${users.lo} – ${users.hi}`,
    ).toBe(true);
    const nights = sqlite
      .prepare(
        'select distinct check_in_date d from accommodation_requests union select distinct check_out_date from accommodation_requests order by 1',
      )
      .all();
    expect(nights).toEqual([{ d: '2032-02-12' }, { d: '2032-02-14' }]);
    expect(
      sqlite
        .prepare(
          'select count(*) n from accommodation_requests where number_of_days != julianday(check_out_date) - julianday(check_in_date) + 1',
        )
        .get(),
    ).toEqual({ n: 0 });
    // Kits on the first morning, 08:00 to 11:30 in Berlin (07:00 to 10:30 UTC); check-ins on the edition's days.
    const kits = sqlite.prepare('select min(issued_at) lo, max(issued_at) hi from kits').get() as {
      lo: string;
      hi: string;
    };
    expect(result.kitsIssued).toBeGreaterThan(0);
    expect(kits.lo >= '2032-02-12T07:00:00.000Z' && kits.hi < '2032-02-12T10:30:00.000Z').toBe(true);
    const checkIns = sqlite.prepare('select min(check_in_time) lo, max(check_in_time) hi from attendance').get() as {
      lo: string;
      hi: string;
    };
    expect(checkIns.lo >= '2032-02-12T07:00:00.000Z' && checkIns.hi < '2032-02-14T23:00:00.000Z').toBe(true);
    expect(result.registrations).toBeGreaterThan(0);
  });

  test("an item's day at the venue: its own when it is one of the edition's, else read day for day onto the edition's", () => {
    const dayOf = venueDayOf({ startDate: '2032-02-12', endDate: '2032-02-13' }, [
      '2025-10-23',
      '2025-10-24',
      '2025-10-25',
      '2032-02-13',
    ]);
    expect(['2025-10-23', '2025-10-24', '2025-10-25', '2032-02-13'].map(dayOf)).toEqual([
      '2032-02-12',
      '2032-02-13',
      '2032-02-13',
      '2032-02-13',
    ]);
  });

  test('a desk already set up as Main desk keeps its name: the demo desk scans as Main desk (demo), and no two active devices share a name', async () => {
    const desk = await signInStaff(ctx, 'coordinator');
    const real = await ctx.request('/api/v1/sync/devices', {
      method: 'POST',
      token: desk.token,
      json: { deviceId: 'front-laptop', name: 'main DESK' },
    });
    expect(real.status).toBe(200);
    const options = {
      participants: 120,
      passwordHash: 'x',
      uploadsDir: ctx.env.uploadsDir,
      passKeys: ctx.deps.passKeys,
      edition: readEdition(ctx.deps.db, ctx.env),
      seed: 5,
    };
    seedDemo(ctx.deps.db, options);
    seedDemo(ctx.deps.db, { ...options, seed: 6 });

    const devices = (await ctx.request('/api/v1/admin/devices', { token: await adminToken(ctx) })).json.data as {
      deviceId: string;
      name: string;
      revokedAt: string | null;
    }[];
    const names = devices.filter((d) => d.revokedAt === null).map((d) => d.name.trim().toLowerCase());
    expect(new Set(names).size).toBe(names.length);
    expect(devices.find((d) => d.deviceId === 'front-laptop')?.name).toBe('main DESK');
    expect(devices.find((d) => d.deviceId === 'demo-desk-main')?.name).toBe('Main desk (demo)');
    const deskNames = ctx.deps.db.sqlite
      .prepare("select distinct desk_name d from kits where device_id = 'demo-desk-main'")
      .all();
    expect(deskNames).toEqual([{ d: 'Main desk (demo)' }]);
  });

  test('confirmed stays keep the room rules: one gender a room, at most four, after the rooms a first run filled', async () => {
    const options = {
      participants: 1500,
      passwordHash: 'x',
      uploadsDir: ctx.env.uploadsDir,
      passKeys: ctx.deps.passKeys,
      edition: readEdition(ctx.deps.db, ctx.env),
      seed: 4,
      venue: false,
    };
    seedDemo(ctx.deps.db, options);
    seedDemo(ctx.deps.db, { ...options, participants: 300, seed: 8 });
    const rooms = ctx.deps.db.sqlite
      .prepare(
        "select room_number room, count(*) n, count(distinct gender) genders from accommodation_requests where status = 'confirmed' group by room_number",
      )
      .all() as { room: string; n: number; genders: number }[];
    expect(rooms.length).toBeGreaterThan(20);
    expect(rooms.filter((r) => r.n > 4 || r.genders > 1)).toEqual([]);
    // The desk can still confirm a requested stay of a verified participant into a seeded room with a free bed.
    const token = await adminToken(ctx);
    const stay = ctx.deps.db.sqlite
      .prepare(
        `select a.id, a.gender from accommodation_requests a join users u on u.id = a.user_id
        where a.status = 'requested' and u.payment_status = 'verified' limit 1`,
      )
      .get() as { id: string; gender: 'male' | 'female' };
    const prefix = stay.gender === 'male' ? 'H1-' : 'H3-';
    const free = rooms.find((r) => r.room.startsWith(prefix) && r.n < 4);
    const room = free?.room ?? `${prefix}${101 + rooms.filter((r) => r.room.startsWith(prefix)).length}`;
    const res = await ctx.request(`/api/v1/accommodation/${stay.id}/confirm`, {
      method: 'PUT',
      token,
      json: { roomNumber: room },
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
  });

  test('each participant uploaded a payment screenshot of their own: a phone-sized PNG receipt', () => {
    seedDemo(ctx.deps.db, {
      participants: 20,
      passwordHash: 'x',
      uploadsDir: ctx.env.uploadsDir,
      passKeys: ctx.deps.passKeys,
      edition: readEdition(ctx.deps.db, ctx.env),
      seed: 9,
    });
    const files = (
      ctx.deps.db.sqlite.prepare("select payment_screenshot f from users where role = 'user'").all() as { f: string }[]
    ).map((r) => fs.readFileSync(path.join(ctx.env.uploadsDir, r.f)));
    expect(new Set(files.map((file) => file.toString('base64'))).size).toBe(20);
    for (const file of files) {
      expect(file.subarray(1, 4).toString('ascii')).toBe('PNG');
      expect([file.readUInt32BE(16), file.readUInt32BE(20)]).toEqual([300, 580]);
    }
  });

  test("the contact inbox: participants' messages over the window, the older ones mostly handled by the admin, the last two days' open", async () => {
    const edition = readEdition(ctx.deps.db, ctx.env);
    const result = seedDemo(ctx.deps.db, {
      participants: 300,
      passwordHash: 'x',
      uploadsDir: ctx.env.uploadsDir,
      passKeys: ctx.deps.passKeys,
      edition,
      seed: 11,
      venue: false,
    });
    expect(result.contactMessages).toBe(12);
    expect(result.contactMessagesHandled).toBeGreaterThan(0);
    expect(result.contactMessagesHandled).toBeLessThan(12);
    const { opens, closes } = registrationWindow(edition);
    const rows = ctx.deps.db.sqlite
      .prepare(
        `select m.created_at, m.handled_at, m.handled_by_name, u.role from contact_messages m
         left join users u on u.email = m.email and u.name = m.name and u.phone = m.phone`,
      )
      .all() as { created_at: string; handled_at: string | null; handled_by_name: string | null; role: string }[];
    expect(rows.every((r) => r.role === 'user')).toBe(true); // each from a participant, as they wrote their details
    for (const row of rows) {
      const received = Date.parse(row.created_at);
      expect(received).toBeGreaterThanOrEqual(opens);
      expect(received).toBeLessThan(closes);
      if (received >= closes - 48 * 3_600_000) expect(row.handled_at).toBeNull();
      if (row.handled_at) expect(Date.parse(row.handled_at)).toBeGreaterThan(received);
    }

    // The staff inbox shows them: the open ones with the open count the dashboard reads.
    const token = await adminToken(ctx);
    const open = await ctx.request('/api/v1/admin/contact-messages?status=open', { token });
    expect(open.status).toBe(200);
    expect(open.json.total).toBe(result.contactMessages - result.contactMessagesHandled);
    const handled = await ctx.request('/api/v1/admin/contact-messages?status=handled', { token });
    expect(handled.json.total).toBe(result.contactMessagesHandled);
    expect(new Set(rows.filter((r) => r.handled_by_name).map((r) => r.handled_by_name)).size).toBe(1);
  });

  test('npm run seed:demo fills the database in DATA_DIR; demo participants log in with demo-pass', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-demo-'));
    try {
      const run = spawnSync(...programCommand('seed-demo', ['--participants', '25']), {
        cwd: repoRoot,
        env: { ...process.env, DATA_DIR: dir, SCRYPT_LOG_N: '14' },
        encoding: 'utf8',
      });
      expect(run.stderr).toBe('');
      expect(run.status).toBe(0);
      expect(run.stdout).toMatch(
        /^Added 25 participants .*, 3 contact messages \(\d handled\), .* kits issued and \d+ check-ins /,
      );
      const db = openDatabase(path.join(dir, 'symposium.sqlite'));
      try {
        const row = db.sqlite
          .prepare("select count(*) n, min(password_hash) h from users where role = 'user'")
          .get() as { n: number; h: string };
        expect(row.n).toBe(25);
        expect(await verifyPassword('demo-pass', row.h)).toBe(true);
      } finally {
        db.close();
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
