import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { parse } from 'csv-parse/sync';
import { EDITION_MESSAGES } from '@symposium/schema/edition-archives';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { createApp } from '../../app';
import { loadEnv } from '../../env';
import { createServices } from '../../services';
import {
  ADMIN,
  adminToken,
  createTestContext,
  registerParticipant,
  signInStaff,
  type TestContext,
} from '../../test-support/context';
import { checkIn, firstEvent, firstWorkshop, issueKit, scannerDesk } from '../sync/sync-test-kit';

// POST /admin/editions against the real app and a fresh SQLite file: a small finished edition (participants who
// registered through the form with their screenshots, paid, numbered, registered for events, one with a stay, scanned
// at a desk), then the switch to the next edition.

let ctx: TestContext;
let token: string;

beforeEach(async () => {
  ctx = await createTestContext();
  token = await adminToken(ctx);
});
afterEach(async () => {
  await ctx.close();
});

const NEXT = {
  label: '26-27',
  name: 'GEAR FEST',
  startDate: '2032-10-21',
  endDate: '2032-10-22',
  participantIdPrefix: 'GF26',
};

const count = (table: string, where = '') =>
  (ctx.deps.db.sqlite.prepare(`select count(*) as n from ${table} ${where}`).get() as { n: number }).n;
const archivesFolder = () => path.join(ctx.dataDir, 'archives');

/** The finished edition: three participants through the register form, two verified and numbered, one with a stay. */
async function finishedEdition() {
  const kavya = await registerParticipant(ctx, {
    name: 'Kavya Raman',
    firstName: 'Kavya',
    lastName: 'Raman',
    email: 'kavya.raman@psgtech.ac.in',
    phone: '9840012345',
    college: 'PSG College of Technology',
    registrationType: 'both',
    amount: '749',
    transactionId: '431289765012',
    needsAccommodation: 'true',
    accommodationRulesAccepted: 'true',
    accommodationCheckIn: '2031-10-23',
    accommodationCheckOut: '2031-10-24',
    accommodationGender: 'female',
  });
  const arjun = await registerParticipant(ctx, {
    name: 'Arjun Subramanian',
    firstName: 'Arjun',
    lastName: 'Subramanian',
    email: 'arjun.s@ceg.annauniv.edu',
    phone: '9994456781',
    college: 'College of Engineering Guindy',
    registrationType: 'general',
    amount: '299',
    transactionId: '508812340077',
  });
  const meera = await registerParticipant(ctx, {
    name: 'Meera Nair',
    firstName: 'Meera',
    lastName: 'Nair',
    email: 'meera.nair@nitt.edu',
    phone: '9061123456',
    college: 'NIT Tiruchirappalli',
    registrationType: 'workshop',
    amount: '199',
    transactionId: '612390004521',
  });
  const ids: Record<string, { userId: string; participantId: string; passData: string }> = {};
  for (const [key, user] of [
    ['kavya', kavya],
    ['arjun', arjun],
  ] as const) {
    expect(
      (await ctx.request(`/api/v1/admin/payments/${user.id}/verify`, { method: 'PUT', token, json: {} })).status,
    ).toBe(200);
    const generated = await ctx.request(`/api/v1/admin/generate-participant-id/${user.id}`, { method: 'POST', token });
    expect(generated.status).toBe(200);
    ids[key] = {
      userId: user.id,
      participantId: generated.json.data.participantId,
      passData: generated.json.data.passData,
    };
  }
  const event = firstEvent(ctx);
  const workshop = firstWorkshop(ctx);
  const at = new Date().toISOString();
  const addRegistration = ctx.deps.db.sqlite.prepare(
    'insert into registrations (id, user_id, item_type, item_id, status, created_at, updated_at) values (?, ?, ?, ?, ?, ?, ?)',
  );
  addRegistration.run('reg-1', kavya.id, 'event', event.id, 'registered', at, at);
  addRegistration.run('reg-2', kavya.id, 'workshop', workshop.id, 'registered', at, at);
  addRegistration.run('reg-3', arjun.id, 'event', event.id, 'registered', at, at);
  const desk = await scannerDesk(ctx, 'Main desk');
  const scanned = await desk.push([
    checkIn(ids.kavya!.participantId, event.id, at, { qrData: ids.kavya!.passData }),
    issueKit(ids.kavya!.participantId, at, { qrData: ids.kavya!.passData }),
    checkIn(ids.arjun!.participantId, event.id, at, { qrData: ids.arjun!.passData }),
  ]);
  expect(scanned.json.results.map((r) => r.status)).toEqual(['applied', 'applied', 'applied']);
  return { kavya, arjun, meera, ids, event, workshop, desk };
}

const startNext = (body: Record<string, unknown>, as = token) =>
  ctx.request('/api/v1/admin/editions', { method: 'POST', token: as, json: body });

/** What the live database holds, table by table, to compare before and after a refused switch. */
function liveState() {
  const tables = [
    'users',
    'registrations',
    'accommodation_requests',
    'attendance',
    'kits',
    'scan_log',
    'refresh_tokens',
    'mail_queue',
    'sync_changes',
  ];
  return {
    counts: Object.fromEntries(tables.map((t) => [t, count(t)])),
    settings: ctx.deps.db.sqlite.prepare('select key, value from settings order by key').all() as {
      key: string;
      value: string;
    }[],
    syncMeta: ctx.deps.db.sqlite.prepare('select key, value from sync_meta order by key').all(),
    counters: ctx.deps.db.sqlite.prepare('select * from counters order by name').all(),
    keys: fs.readFileSync(path.join(ctx.env.keysDir, 'pass-keys.json'), 'utf8'),
    uploads: fs.readdirSync(ctx.env.uploadsDir).sort(),
  };
}

describe('POST /admin/editions refusals', () => {
  test('a confirmation that is not the current label is refused with a clear message, and nothing changes', async () => {
    await finishedEdition();
    const before = liveState();
    const res = await startNext({ ...NEXT, confirm: '25-25' });
    expect(res.status).toBe(400);
    expect(res.json.error).toBe('EDITION_CONFIRM_MISMATCH');
    expect(res.json.message).toBe('Type the current edition’s label, 25-26, exactly to confirm. Nothing was changed.');
    expect(res.json.fieldErrors.confirm).toEqual([res.json.message]);
    expect(liveState()).toEqual(before);
    expect(fs.existsSync(archivesFolder())).toBe(false);
  });

  test('a coordinator is refused (403) and nothing is archived', async () => {
    await finishedEdition();
    const coordinator = await signInStaff(ctx, 'coordinator');
    const before = liveState();
    const res = await startNext({ ...NEXT, confirm: '25-26' }, coordinator.token);
    expect(res.status).toBe(403);
    expect(res.json.error).toBe('FORBIDDEN');
    expect((await ctx.request('/api/v1/admin/editions/archives', { token: coordinator.token })).status).toBe(403);
    expect(liveState()).toEqual(before);
    expect(fs.existsSync(archivesFolder())).toBe(false);
  });

  test('an archive that cannot be written (a file in the way of the archives folder) is a 507 and nothing changes', async () => {
    await finishedEdition();
    fs.writeFileSync(archivesFolder(), 'not a folder');
    const before = liveState();
    const res = await startNext({ ...NEXT, confirm: '25-26' });
    expect(res.status).toBe(507);
    expect(res.json.error).toBe('ARCHIVE_NOT_WRITTEN');
    expect(res.json.message).toMatch(/^The archive could not be written: .+ Nothing was changed\.$/);
    expect(liveState()).toEqual(before);
  });

  test('a failure inside the switch transaction rolls it back whole and removes the half-written archive', async () => {
    await finishedEdition();
    // A table this code does not know that still points at a participant: deleting the accounts fails the transaction.
    ctx.deps.db.sqlite.exec('create table prize_claims (user_id text not null references users(id))');
    ctx.deps.db.sqlite.prepare("insert into prize_claims select id from users where role = 'user' limit 1").run();
    const before = liveState();
    const res = await startNext({ ...NEXT, confirm: '25-26' });
    expect(res.status).toBe(500);
    expect(res.json).toMatchObject({ error: 'INTERNAL_ERROR', message: EDITION_MESSAGES.notStarted });
    expect(liveState()).toEqual(before);
    expect(fs.readdirSync(archivesFolder())).toEqual([]);
    expect(JSON.parse(liveState().settings.find((s) => s.key === 'edition')!.value).label).toBe('25-26');
  });
});

describe('POST /admin/editions', () => {
  test('writes a complete archive with its CSV files and starts the next edition with the participant data cleared', async () => {
    const old = await finishedEdition();
    const coordinator = await signInStaff(ctx, 'coordinator', 'desk.lead@college.edu');
    await ctx.request('/api/v1/admin/settings', {
      method: 'PUT',
      token,
      json: { fees: { general: 349, workshop: 249, both: 499 }, upiId: 'mecha@okaxis' },
    });
    const eventsBefore = ctx.deps.db.sqlite.prepare('select id, name from events order by id').all();
    const workshopsBefore = ctx.deps.db.sqlite.prepare('select id, title from workshops order by id').all();
    const uploadsBefore = fs.readdirSync(ctx.env.uploadsDir).sort();
    expect(uploadsBefore).toHaveLength(3);
    // After the games: Kavya won the event, the result is published and the certificates released; one PDF drawn.
    const resultPath = `/api/v1/admin/results/event/${old.event.id}`;
    const winners = [{ position: 1, participantIds: [old.ids.kavya!.participantId] }];
    expect((await ctx.request(resultPath, { method: 'PUT', token, json: { winners } })).status).toBe(200);
    expect((await ctx.request(`${resultPath}/publish`, { method: 'POST', token })).status).toBe(200);
    const released = await ctx.request('/api/v1/admin/certificates/release', { method: 'POST', token });
    expect(released.json.data).toMatchObject({ issued: 3, mailed: 2 });
    const certificateId = (ctx.deps.db.sqlite.prepare("select id from certificates where kind = 'merit'").get() as any)
      .id;
    expect((await ctx.request(`/api/v1/certificates/${certificateId}/pdf`, { token })).status).toBe(200);
    expect(fs.readdirSync(ctx.env.certificatePdfsDir)).toHaveLength(1);

    const res = await startNext({ ...NEXT, confirm: '25-26' });
    expect(res.status).toBe(201);
    expect(res.json.message).toBe('GEAR FEST 26-27 has started. The finished edition is archived.');
    const archive = res.json.data.archive;
    expect(archive.name).toMatch(/^25-26-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z$/);
    expect(archive.csvFiles).toEqual([
      'participants.csv',
      'payments.csv',
      'registrations.csv',
      'attendance.csv',
      'kits.csv',
      'accommodation.csv',
      'results.csv',
      'certificates.csv',
    ]);
    expect(archive.counts).toEqual({ participants: 3, checkIns: 2, kits: 1, uploads: 3 });

    // The archive: a complete data folder — its database holds the old participants, the keys and the screenshots.
    const folder = path.join(archivesFolder(), archive.name);
    const archived = new SQLite(path.join(folder, 'symposium.sqlite'), { readonly: true });
    try {
      const emails = archived
        .prepare("select email from users where role = 'user' order by email")
        .all()
        .map((r: any) => r.email);
      expect(emails).toEqual(['arjun.s@ceg.annauniv.edu', 'kavya.raman@psgtech.ac.in', 'meera.nair@nitt.edu']);
      expect((archived.prepare('select count(*) as n from attendance').get() as any).n).toBe(2);
      expect(
        JSON.parse((archived.prepare("select value from settings where key = 'edition'").get() as any).value).label,
      ).toBe('25-26');
    } finally {
      archived.close();
    }
    expect(fs.readdirSync(path.join(folder, 'uploads')).sort()).toEqual(uploadsBefore);
    expect(fs.readdirSync(path.join(folder, 'keys'))).toContain('pass-keys.json');

    const csv = (file: string) =>
      parse(fs.readFileSync(path.join(folder, 'csv', file), 'utf8'), { bom: true, columns: true }) as Record<
        string,
        string
      >[];
    expect(csv('participants.csv').map((r) => [r['Participant ID'], r.Name, r['Payment Status']])).toEqual([
      [old.ids.kavya!.participantId, 'Kavya Raman', 'verified'],
      [old.ids.arjun!.participantId, 'Arjun Subramanian', 'verified'],
      ['', 'Meera Nair', 'pending'],
    ]);
    const payments = csv('payments.csv');
    expect(payments.map((r) => [r.Email, r.Amount, r['Transaction ID'], r['Payment Status']])).toEqual([
      ['kavya.raman@psgtech.ac.in', '749', '431289765012', 'verified'],
      ['arjun.s@ceg.annauniv.edu', '299', '508812340077', 'verified'],
      ['meera.nair@nitt.edu', '199', '612390004521', 'pending'],
    ]);
    for (const row of payments) expect(uploadsBefore).toContain(row.Screenshot);
    expect(
      csv('registrations.csv')
        .map((r) => [r.Name, r['Event or Workshop']])
        .sort(),
    ).toEqual(
      [
        ['Arjun Subramanian', old.event.name],
        ['Kavya Raman', old.event.name],
        ['Kavya Raman', old.workshop.title],
      ].sort(),
    );
    expect(
      csv('attendance.csv')
        .map((r) => [r['Participant ID'], r['Event or Workshop'], r.Desk])
        .sort(),
    ).toEqual(
      [
        [old.ids.arjun!.participantId, old.event.name, 'Main desk'],
        [old.ids.kavya!.participantId, old.event.name, 'Main desk'],
      ].sort(),
    );
    expect(csv('kits.csv').map((r) => [r['Participant ID'], r['Collection Point']])).toEqual([
      [old.ids.kavya!.participantId, 'main-desk'],
    ]);
    expect(csv('accommodation.csv').map((r) => [r['Request Number'], r.Name, r.Gender])).toEqual([
      ['ACC-0001', 'Kavya Raman', 'female'],
    ]);

    expect(csv('results.csv').map((r) => [r.Event, r.Position, r['Participant ID'], r.Name])).toEqual([
      [old.event.name, '1', old.ids.kavya!.participantId, 'Kavya Raman'],
    ]);
    expect(
      csv('certificates.csv')
        .map((r) => [r['Participant ID'], r.Kind, r['Event or Workshop'], r.Position])
        .sort(),
    ).toEqual(
      [
        [old.ids.arjun!.participantId, 'participation', old.event.name, ''],
        [old.ids.kavya!.participantId, 'merit', old.event.name, '1'],
        [old.ids.kavya!.participantId, 'participation', old.event.name, ''],
      ].sort(),
    );

    // Cleared from the live database.
    for (const table of [
      'results',
      'result_winners',
      'certificates',
      'registrations',
      'accommodation_requests',
      'attendance',
      'kits',
      'scan_log',
      'registration_submissions',
      'password_resets',
      'mail_queue',
    ]) {
      expect([table, count(table)]).toEqual([table, 0]);
    }
    expect(count('users', "where role = 'user'")).toBe(0);
    expect(count('refresh_tokens', "where user_id not in (select id from users where role != 'user')")).toBe(0);
    expect(count('sync_changes', "where entity in ('participant', 'attendance', 'kit')")).toBe(0);
    // The archived screenshots left the live uploads folder.
    expect(fs.readdirSync(ctx.env.uploadsDir)).toEqual([]);
    // And the finished edition's certificate PDFs left the cache.
    expect(fs.existsSync(ctx.env.certificatePdfsDir)).toBe(false);

    // Carried over: staff, settings, fees, the catalogue, the edition's other fields.
    const staffEmails = ctx.deps.db.sqlite
      .prepare("select email from users where role != 'user' order by email")
      .all()
      .map((r: any) => r.email);
    expect(staffEmails).toEqual(expect.arrayContaining([ADMIN.email, coordinator.email, old.desk.staff.email]));
    expect(count('devices')).toBe(1);
    expect(ctx.deps.db.sqlite.prepare('select id, name from events order by id').all()).toEqual(eventsBefore);
    expect(ctx.deps.db.sqlite.prepare('select id, title from workshops order by id').all()).toEqual(workshopsBefore);
    const config = await ctx.request('/api/v1/config');
    expect(config.json.data.fees).toEqual({ general: 349, workshop: 249, both: 499 });
    expect(config.json.data.upi.id).toBe('mecha@okaxis');
    const edition = config.json.data.edition;
    expect(edition).toMatchObject({
      ...NEXT,
      tagline: 'Break Free From The Ordinary',
      reportBy: '09:00',
      timeZone: 'Asia/Kolkata',
      playerCapacity: 456,
    });
    expect(edition.registration).toMatchObject({ closesAt: null, state: 'open', placesTaken: 0 });
    expect(Date.parse(edition.registration.opensAt)).toBe(Date.parse(archive.archivedAt));
    expect(ctx.deps.db.sqlite.prepare("select value from counters where name = 'participant_id'").get()).toEqual({
      value: 0,
    });

    // Audited, with the archive's name.
    const audit = ctx.deps.db.sqlite.prepare("select * from audit_log where action = 'edition.start'").all() as any[];
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0].before)).toMatchObject({ label: '25-26', participantIdPrefix: 'SYM25' });
    expect(JSON.parse(audit[0].after)).toMatchObject({
      label: '26-27',
      participantIdPrefix: 'GF26',
      archive: archive.name,
    });

    // The list of archives and the CSV downloads (admin only, nothing outside the archive's csv folder).
    const list = await ctx.request('/api/v1/admin/editions/archives', { token });
    expect(list.json.data).toEqual([
      expect.objectContaining({
        name: archive.name,
        label: '25-26',
        title: 'MECH SYMPOSIUM 25-26',
        csvFiles: archive.csvFiles,
        lateScans: 0,
      }),
    ]);
    const download = await ctx.request(`/api/v1/admin/editions/archives/${archive.name}/csv/kits.csv`, { token });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(download.headers.get('content-disposition')).toBe(`attachment; filename="${archive.name}-kits.csv"`);
    // (The text of an answer is read without its byte order mark.)
    expect(download.text).toBe(fs.readFileSync(path.join(folder, 'csv', 'kits.csv'), 'utf8').replace(/^\uFEFF/, ''));
    for (const probe of [
      `/api/v1/admin/editions/archives/${archive.name}/csv/..%2Fsymposium.sqlite`,
      `/api/v1/admin/editions/archives/${archive.name}/csv/archive.json`,
      `/api/v1/admin/editions/archives/..%2F..%2Fkeys/csv/participants.csv`,
      `/api/v1/admin/editions/archives/${archive.name}%2F..%2F${archive.name}/csv/participants.csv`,
      `/api/v1/admin/editions/archives/no-such-archive/csv/participants.csv`,
    ]) {
      const res = await ctx.request(probe, { token });
      expect([probe, res.status]).toEqual([probe, 404]);
      expect(res.text).not.toContain('Kavya');
    }
  });

  test('a pass signed before the switch is refused by the scan path after it, even for a new holder of the same ID', async () => {
    const old = await finishedEdition();
    const keysBefore = (await ctx.request('/api/v1/sync/keys', { token })).json.keys.map((k: any) => k.kid);
    // The organisers keep the prefix: next year's SYM25-0001 is someone else.
    expect((await startNext({ ...NEXT, participantIdPrefix: 'SYM25', confirm: '25-26' })).status).toBe(201);
    const keysAfter = (await ctx.request('/api/v1/sync/keys', { token })).json.keys.map((k: any) => k.kid);
    expect(keysAfter).toHaveLength(1);
    expect(keysBefore).not.toContain(keysAfter[0]);

    const newcomer = await registerParticipant(ctx, {
      email: 'divya.k@gct.ac.in',
      name: 'Divya Krishnan',
      firstName: 'Divya',
      lastName: 'Krishnan',
    });
    await ctx.request(`/api/v1/admin/payments/${newcomer.id}/verify`, { method: 'PUT', token, json: {} });
    const generated = await ctx.request(`/api/v1/admin/generate-participant-id/${newcomer.id}`, {
      method: 'POST',
      token,
    });
    expect(generated.json.data.participantId).toBe(old.ids.kavya!.participantId);

    const scan = (qrData: string) =>
      ctx.request('/api/v1/qr-scan/scan-qr', {
        method: 'POST',
        token,
        json: { qrData, eventId: old.event.id, eventType: 'event' },
      });
    const lastYears = await scan(old.ids.kavya!.passData);
    expect(lastYears.status).toBe(400);
    expect(lastYears.json.error).toBe('INVALID_QR');
    const thisYears = await scan(generated.json.data.passData);
    expect(thisYears.status).toBe(200);
    expect(thisYears.json.participant.name).toBe('Divya Krishnan');
  });

  test('a returning participant registers again with the same email, and new IDs carry the new prefix from 0001', async () => {
    await finishedEdition();
    expect((await startNext({ ...NEXT, confirm: '25-26' })).status).toBe(201);
    const again = await registerParticipant(ctx, {
      name: 'Kavya Raman',
      firstName: 'Kavya',
      lastName: 'Raman',
      email: 'Kavya.Raman@psgtech.ac.in',
      phone: '9840012345',
      college: 'PSG College of Technology',
      registrationType: 'general',
      amount: '299',
      transactionId: '771204568890',
    });
    expect(again.email).toBe('kavya.raman@psgtech.ac.in');
    const second = await registerParticipant(ctx, { email: 'arjun.s@ceg.annauniv.edu', transactionId: '771204568891' });
    const numbered: string[] = [];
    for (const user of [again, second]) {
      await ctx.request(`/api/v1/admin/payments/${user.id}/verify`, { method: 'PUT', token, json: {} });
      numbered.push(
        (await ctx.request(`/api/v1/admin/generate-participant-id/${user.id}`, { method: 'POST', token })).json.data
          .participantId,
      );
    }
    expect(numbered).toEqual(['GF26-0001', 'GF26-0002']);
    const login = await ctx.request('/api/v1/auth/login', {
      method: 'POST',
      json: { email: 'kavya.raman@psgtech.ac.in', password: 'secret-pass', rememberMe: false },
    });
    expect(login.status).toBe(200);
    expect(login.json.data.participantId).toBe('GF26-0001');
  });

  test("a desk's next pull starts a fresh roster; its scans of the finished edition are answered and kept beside the archive", async () => {
    const old = await finishedEdition();
    const pulled = await old.desk.pull();
    const cursor: string = pulled.json.cursor;
    expect(pulled.json.changes.participants).toHaveLength(2);
    const before = new Date(Date.now() - 60_000).toISOString();
    // Scanned before the switch at a desk whose Wi-Fi was down: still queued when the next edition starts.
    const queued = [
      checkIn(old.ids.arjun!.participantId, old.workshop.id, before, {
        eventType: 'workshop',
        qrData: old.ids.arjun!.passData,
      }),
      issueKit(old.ids.arjun!.participantId, before, { qrData: old.ids.arjun!.passData }),
    ];
    const archiveName: string = (await startNext({ ...NEXT, confirm: '25-26' })).json.data.archive.name;

    expect((await old.desk.pull(cursor)).json).toEqual({ success: true, reset: true });
    // The reset makes the desk send its acknowledged scans again, then its queue: the first were counted last
    // edition and answer as they did; the others are answered EDITION_ENDED. None counts in the new edition.
    const resent = await archivedScanLog(archiveName);
    expect(resent).toHaveLength(3);
    const push = await old.desk.push([...resent.map((r) => r.mutation), ...queued]);
    expect(push.status).toBe(200);
    const results = push.json.results;
    expect(results.slice(0, resent.length).map((r) => JSON.stringify(r))).toEqual(resent.map((r) => r.result));
    expect(results.slice(resent.length)).toEqual(
      queued.map((m) => ({
        id: m.id,
        status: 'rejected',
        error: 'EDITION_ENDED',
        message: "Scanned during the edition that has ended: kept in that edition's archive, not counted in this one.",
      })),
    );
    expect(count('attendance') + count('kits') + count('scan_log')).toBe(0);
    const kept = ctx.deps.db.sqlite
      .prepare(
        'select mutation_id, archive, participant_id, desk_name, in_archive_log from archived_late_scans order by in_archive_log, mutation_id',
      )
      .all();
    expect(kept).toEqual([
      ...queued
        .map((m) => ({
          mutation_id: m.id,
          archive: archiveName,
          participant_id: old.ids.arjun!.participantId,
          desk_name: 'Main desk',
          in_archive_log: 0,
        }))
        .sort((a, b) => a.mutation_id.localeCompare(b.mutation_id)),
      ...resent
        .map((r) => ({
          mutation_id: r.mutation.id,
          archive: archiveName,
          participant_id: r.mutation.participantId,
          desk_name: 'Main desk',
          in_archive_log: 1,
        }))
        .sort((a, b) => a.mutation_id.localeCompare(b.mutation_id)),
    ]);
    // A lost answer: the same batch again answers the very same results.
    expect((await old.desk.push([...resent.map((r) => r.mutation), ...queued])).json.results).toEqual(results);
    const list = await ctx.request('/api/v1/admin/editions/archives', { token });
    expect(list.json.data[0]).toMatchObject({ name: archiveName, lateScans: 2 });

    // The fresh roster: the catalogue, nobody from last year.
    const fresh = await old.desk.pull();
    expect(fresh.json.changes.participants).toEqual([]);
    expect(fresh.json.changes.attendance).toEqual([]);
    expect(fresh.json.changes.kits).toEqual([]);
    expect(fresh.json.changes.items.length).toBe(count('events') + count('workshops'));
    // A scan made after the switch is judged by the new edition as usual.
    const now = await old.desk.push([checkIn(old.ids.kavya!.participantId, old.event.id, new Date().toISOString())]);
    expect(now.json.results[0]).toMatchObject({ status: 'rejected', error: 'USER_NOT_FOUND' });
  });

  test("an archive moved away answers a desk's resent scans as ended; moved back, it answers them as it counted them", async () => {
    const old = await finishedEdition();
    const pulled = await old.desk.pull();
    const archiveName: string = (await startNext({ ...NEXT, confirm: '25-26' })).json.data.archive.name;
    expect((await old.desk.pull(pulled.json.cursor)).json).toMatchObject({ reset: true });
    const [first, second] = await archivedScanLog(archiveName);
    const folder = path.join(archivesFolder(), archiveName);
    const away = path.join(ctx.dataDir, 'moved-away');

    fs.renameSync(folder, away);
    const whileAway = await old.desk.push([first!.mutation]);
    expect(whileAway.json.results[0]).toMatchObject({ status: 'rejected', error: 'EDITION_ENDED' });

    fs.renameSync(away, folder);
    const back = await old.desk.push([second!.mutation]);
    expect(JSON.stringify(back.json.results[0])).toBe(second!.result);
  });

  test('the archive is a data folder a server opens: the old edition and its participants, to an admin', async () => {
    await finishedEdition();
    const archiveName: string = (await startNext({ ...NEXT, confirm: '25-26' })).json.data.archive.name;
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'symposium-archive-'));
    fs.cpSync(path.join(archivesFolder(), archiveName), copy, { recursive: true });
    const env = loadEnv({
      DATA_DIR: copy,
      SCRYPT_LOG_N: '14',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      WEB_DIST: path.join(copy, 'no-web-build'),
    });
    const { deps } = await createServices(env);
    try {
      const app = createApp(deps);
      const login = await app.request('/api/v1/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password, rememberMe: false }),
      });
      const { token: archiveToken } = (await login.json()) as { token: string };
      const users = (await (
        await app.request('/api/v1/admin/users?sort=name', { headers: { authorization: `Bearer ${archiveToken}` } })
      ).json()) as any;
      expect(users.users.map((u: any) => u.name)).toEqual(['Arjun Subramanian', 'Kavya Raman', 'Meera Nair']);
      const config = (await (await app.request('/api/v1/config')).json()) as any;
      expect(config.data.edition.label).toBe('25-26');
    } finally {
      await deps.mailer.stop();
      deps.db.close();
      fs.rmSync(copy, { recursive: true, force: true });
    }
  });
});

/** The scans the archive's log holds, as a desk re-sends them after a reset (its acknowledged mutations). */
async function archivedScanLog(archiveName: string) {
  const archived = new SQLite(path.join(archivesFolder(), archiveName, 'symposium.sqlite'), { readonly: true });
  try {
    const rows = archived
      .prepare(
        'select mutation_id, type, participant_id, item_type, item_id, collection_point, device_occurred_at, result from scan_log order by id',
      )
      .all() as any[];
    return rows.map((r) => ({
      mutation:
        r.type === 'check-in'
          ? checkIn(r.participant_id, r.item_id, r.device_occurred_at, { id: r.mutation_id, eventType: r.item_type })
          : issueKit(r.participant_id, r.device_occurred_at, {
              id: r.mutation_id,
              collectionPoint: r.collection_point,
            }),
      result: r.result as string,
    }));
  } finally {
    archived.close();
  }
}
