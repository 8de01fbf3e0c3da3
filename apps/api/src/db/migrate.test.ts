import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type Kysely, type Migration } from 'kysely';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { migrateToLatest, openDatabase, type Db } from './client';
import { MIGRATIONS } from './migration-list';

let dir: string;
let db: Db;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'migrate-'));
  db = openDatabase(path.join(dir, 'symposium.sqlite'));
});
afterEach(() => {
  if (db.sqlite.open) db.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const names = Object.keys(MIGRATIONS);
/** The migrations of an older release: the list up to and including `last`. */
const releaseUpTo = (last: string) =>
  Object.fromEntries(names.slice(0, names.indexOf(last) + 1).map((n) => [n, MIGRATIONS[n]!]));
const columns = (table: string) =>
  (db.sqlite.prepare(`pragma table_info(${table})`).all() as { name: string }[]).map((c) => c.name);
const applied = () =>
  (db.sqlite.prepare('select name from kysely_migration order by name').all() as { name: string }[]).map((r) => r.name);

/** A verified participant 'u1' written with the columns every release has had. */
const insertParticipantAsha = (createdAt: string) =>
  db.sqlite
    .prepare(
      `insert into users (id, name, email, password_hash, role, payment_status, created_at, updated_at)
       values ('u1', 'Asha Kumar', 'asha@example.com', 'x', 'user', 'verified', ?, ?)`,
    )
    .run(createdAt, createdAt);

describe('migrateToLatest', () => {
  test("brings a database of the first release, with its data, up to today's schema", async () => {
    await migrateToLatest(db, releaseUpTo('2025_10_07_120000_create_mail_queue'));
    insertParticipantAsha('2025-10-01T00:00:00Z');
    await migrateToLatest(db);
    expect(applied()).toEqual(names);
    expect(columns('users')).toEqual(expect.arrayContaining(['pass_revoked_at', 'pass_revoked_reason']));
    expect(db.sqlite.prepare('select name, pass_revoked_at from users where id = ?').get('u1')).toEqual({
      name: 'Asha Kumar',
      pass_revoked_at: null,
    });
    // The roster trigger of the last migration is in place: a change to the participant is queued for the desks.
    db.sqlite.prepare("update users set pass_revoked_at = '2025-10-23T09:00:00Z' where id = 'u1'").run();
    expect(
      db.sqlite.prepare("select count(*) n from sync_changes where entity = 'participant' and entity_id = 'u1'").get(),
    ).toEqual({ n: 1 });
  });

  test('stays saved before their source was kept: the ones the desk added (its audit row, or a desk fee) become desk stays', async () => {
    await migrateToLatest(db, releaseUpTo('2026_11_22_150000_mail_swept'));
    insertParticipantAsha('x');
    const insertStay = db.sqlite.prepare(
      `insert into accommodation_requests (id, seq, request_number, user_id, name, email, phone, college, gender, check_in_date,
         check_out_date, number_of_days, status, created_at, updated_at, desk_fee)
       values (?, ?, ?, 'u1', 'Asha Kumar', 'asha@example.com', '9876543210', 'GCT', 'female', '2025-10-23', '2025-10-23', 1, ?, 'x', 'x', ?)`,
    );
    insertStay.run('booked', 1, 'ACC-0001', 'cancelled', 0); // with the registration, later cancelled
    insertStay.run('desk-no-fee', 2, 'ACC-0002', 'requested', 0); // the desk's, adding nothing (the amount had it)
    insertStay.run('desk-fee', 3, 'ACC-0003', 'requested', 300); // the desk's, its audit row lost
    db.sqlite
      .prepare(
        `insert into audit_log (actor_id, actor_name, action, entity_type, entity_id, before, after, created_at)
         values ('s1', 'Desk', 'accommodation.add', 'accommodation', 'desk-no-fee', null, '{}', 'x')`,
      )
      .run();
    await migrateToLatest(db);
    expect(db.sqlite.prepare('select id, source from accommodation_requests order by seq').all()).toEqual([
      { id: 'booked', source: 'registration' },
      { id: 'desk-no-fee', source: 'desk' },
      { id: 'desk-fee', source: 'desk' },
    ]);
  });

  test('the check-in rules: existing workshops require a registration and events do not; desks download registrations afresh', async () => {
    await migrateToLatest(db, releaseUpTo('2026_11_29_090000_archived_late_scans'));
    /** A row with every required column, as an older release wrote it. */
    const insertRow = (table: string, values: Record<string, string | number>) => {
      const required = (
        db.sqlite.prepare(`pragma table_info(${table})`).all() as {
          name: string;
          notnull: number;
          dflt_value: unknown;
          pk: number;
        }[]
      )
        .filter((c) => (c.notnull || c.pk) && c.dflt_value === null)
        .map((c) => c.name);
      const row = { ...Object.fromEntries(required.map((name) => [name, 'x'])), ...values };
      db.sqlite
        .prepare(
          `insert into ${table} (${Object.keys(row).join(', ')}) values (${Object.keys(row)
            .map(() => '?')
            .join(', ')})`,
        )
        .run(...Object.values(row));
    };
    insertParticipantAsha('x');
    insertRow('events', {
      id: 'e1',
      category: 'technical',
      type: 'individual',
      status: 'upcoming',
      team_min: 1,
      team_max: 1,
      max_participants: 100,
    });
    insertRow('workshops', { id: 'w1', status: 'upcoming', duration_hours: 2, max_participants: 50, fee: 0 });
    insertRow('registrations', { id: 'r1', user_id: 'u1', item_type: 'workshop', item_id: 'w1', status: 'registered' });
    const epoch = () =>
      (db.sqlite.prepare("select value from sync_meta where key = 'epoch'").get() as { value: string }).value;
    const before = epoch();
    await migrateToLatest(db);
    expect(db.sqlite.prepare('select check_in_requires_registration v from events').get()).toEqual({ v: 0 });
    expect(db.sqlite.prepare('select check_in_requires_registration v from workshops').get()).toEqual({ v: 1 });
    expect(db.sqlite.prepare("select entity_id from sync_changes where entity = 'registration'").all()).toEqual([
      { entity_id: 'r1' },
    ]);
    expect(epoch()).not.toBe(before);
    // A withdrawal reaches the desks as a registration change.
    const seq = () =>
      (db.sqlite.prepare("select seq from sync_changes where entity = 'registration'").get() as { seq: number }).seq;
    const logged = seq();
    db.sqlite.prepare("update registrations set status = 'cancelled' where id = 'r1'").run();
    expect(seq()).toBeGreaterThan(logged);
    expect(columns('attendance')).toEqual(
      expect.arrayContaining(['forced_by_user_id', 'forced_by_name', 'forced_error', 'device_occurred_at']),
    );
  });

  test('a migration that fails half-way leaves nothing of itself behind, so the fixed release migrates', async () => {
    await migrateToLatest(db);
    const step = (fail: boolean): Migration => ({
      async up(k: Kysely<any>) {
        await sql`alter table users add column badge_colour text`.execute(k);
        if (fail) throw new Error('disk full half-way');
        await sql`alter table users add column badge_printed_at text`.execute(k);
      },
    });
    await expect(migrateToLatest(db, { ...MIGRATIONS, '2026_12_01_000000_badges': step(true) })).rejects.toThrow(
      /Migration 2026_12_01_000000_badges failed: .*disk full half-way/,
    );
    expect(columns('users')).not.toContain('badge_colour');
    expect(applied()).not.toContain('2026_12_01_000000_badges');
    expect(db.sqlite.inTransaction).toBe(false);

    await migrateToLatest(db, { ...MIGRATIONS, '2026_12_01_000000_badges': step(false) });
    expect(columns('users')).toEqual(expect.arrayContaining(['badge_colour', 'badge_printed_at']));
    expect(applied()).toContain('2026_12_01_000000_badges');
  });

  test('a database migrated by a newer release is refused with what to do, and left untouched', async () => {
    await migrateToLatest(db, {
      ...MIGRATIONS,
      '2027_01_01_000000_future': {
        async up(k: Kysely<any>) {
          await sql`create table future (x)`.execute(k);
        },
      },
    });
    await expect(migrateToLatest(db)).rejects.toThrow(
      /was migrated by a newer release of the server .*Run that release again, or restore a backup/,
    );
    expect(applied()).toContain('2027_01_01_000000_future');
    expect(db.sqlite.inTransaction).toBe(false);
  });
});
