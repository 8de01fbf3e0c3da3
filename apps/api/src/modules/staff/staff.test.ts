import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { migrateToLatest, openDatabase, type Db } from '../../db/client';
import { loadEnv } from '../../env';
import { verifyPassword } from '../../lib/passwords';
import { findUserByEmail } from '../users/users.repository';
import { createTestContextForThisTest, insertParticipant, PARTICIPANT_PASSWORD } from '../../test-support/context';
import { addStaff, DEFAULT_ADMIN_EMAIL, ensureAdmin } from './staff.service';
import { programCommand } from '../../test-support/bundle-server';

const repoRoot = path.resolve(__dirname, '../../../../..');
const dirs: string[] = [];
const dbs: Db[] = [];
afterEach(() => {
  dbs.splice(0).forEach((d) => d.close());
  dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true }));
});

async function freshDb() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'staff-'));
  dirs.push(dir);
  const db = openDatabase(path.join(dir, 'symposium.sqlite'));
  dbs.push(db);
  await migrateToLatest(db);
  return { db, dir };
}

describe('first staff account', () => {
  test('with no settings and no admin, one is created once with a generated password', async () => {
    const { db } = await freshDb();
    const created = await ensureAdmin(db, {}, 14);
    expect(created).toMatchObject({ created: true, email: DEFAULT_ADMIN_EMAIL });
    expect(created!.password!.length).toBeGreaterThanOrEqual(12);
    const row = findUserByEmail(db, DEFAULT_ADMIN_EMAIL)!;
    expect(row.role).toBe('admin');
    expect(await verifyPassword(created!.password!, row.password_hash)).toBe(true);
    expect(await ensureAdmin(db, {}, 14)).toBeNull();
  });

  test('ADMIN_EMAIL and ADMIN_PASSWORD make sure that admin exists, enabled, with that password', async () => {
    const { db } = await freshDb();
    await ensureAdmin(db, { email: 'Boss@Example.com', password: 'first-password' }, 14);
    db.sqlite.prepare("update users set role = 'user', disabled_at = 'x' where email = 'boss@example.com'").run();
    await ensureAdmin(db, { email: 'boss@example.com', password: 'second-password' }, 14);
    const row = findUserByEmail(db, 'boss@example.com')!;
    expect(row).toMatchObject({ role: 'admin', disabled_at: null });
    expect(await verifyPassword('second-password', row.password_hash)).toBe(true);
    expect(db.sqlite.prepare("select count(*) n from users where role = 'admin'").get()).toEqual({ n: 1 });
  });

  test('an account ADMIN_EMAIL takes over keeps none of its earlier sessions or reset links', async () => {
    // Someone registered the organisers' address as a participant (no mailbox check proves an address) and signed in;
    // the operator then names that address ADMIN_EMAIL. The earlier sessions must not become an admin's.
    const ctx = await createTestContextForThisTest({});
    const squatter = await insertParticipant(ctx, { email: 'organisers@example.com' });
    const session = await ctx.login('organisers@example.com', PARTICIPANT_PASSWORD);
    const forgot = await ctx.request('/api/v1/auth/forgot-password', {
      method: 'POST',
      json: { email: 'organisers@example.com' },
    });
    expect(forgot.status).toBe(200);
    const [resetMail] = await ctx.outbox();
    const token = /reset-password\/([A-Za-z0-9_-]{43})/.exec(resetMail!.replace(/=\r?\n/g, ''))![1]!;

    await ensureAdmin(ctx.deps.db, { email: 'organisers@example.com', password: 'the-operators-password' }, 14);
    expect(findUserByEmail(ctx.deps.db, 'organisers@example.com')).toMatchObject({ id: squatter.id, role: 'admin' });

    const staffList = await ctx.request('/api/v1/admin/staff', { token: session.token });
    expect(staffList.status).toBe(401);
    const refreshed = await ctx.request('/api/v1/auth/refresh-token', {
      method: 'POST',
      json: { refreshToken: session.refreshToken },
    });
    expect(refreshed.status).toBe(401);
    const reset = await ctx.request(`/api/v1/auth/reset-password/${token}`, {
      method: 'PUT',
      json: { password: 'squatters-new' },
    });
    expect(reset.status).toBe(400);
    // The operator's password works; an admin who merely restarts with the same settings keeps their session.
    const admin = await ctx.login('organisers@example.com', 'the-operators-password');
    await ensureAdmin(ctx.deps.db, { email: 'organisers@example.com', password: 'the-operators-password' }, 14);
    expect((await ctx.request('/api/v1/admin/staff', { token: admin.token })).status).toBe(200);
  });

  test('the environment must set both admin settings or neither', () => {
    expect(() => loadEnv({ ADMIN_EMAIL: 'a@b.co' })).toThrow(/ADMIN_EMAIL and ADMIN_PASSWORD/);
  });

  test('addStaff refuses a duplicate email', async () => {
    const { db } = await freshDb();
    await addStaff(db, { email: 'c@example.com', name: 'C', role: 'coordinator' }, 14);
    await expect(addStaff(db, { email: 'C@example.com', name: 'C', role: 'admin' }, 14)).rejects.toThrow(
      /already exists/,
    );
  });
});

describe('npm run staff', () => {
  test('adds a coordinator to the database in DATA_DIR and prints the generated password', async () => {
    const { dir } = await freshDb();
    const result = spawnSync(
      ...programCommand('staff', [
        'add',
        '--email',
        'desk@example.com',
        '--name',
        'Main Desk',
        '--role',
        'coordinator',
      ]),
      { cwd: repoRoot, env: { ...process.env, DATA_DIR: dir, SCRYPT_LOG_N: '14' }, encoding: 'utf8' },
    );
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    const password = result.stdout.match(/Generated password \(shown once\): (\S+)/)?.[1];
    expect(password).toBeDefined();
    const db = openDatabase(path.join(dir, 'symposium.sqlite'));
    dbs.push(db);
    const row = findUserByEmail(db, 'desk@example.com')!;
    expect(row).toMatchObject({ role: 'coordinator', name: 'Main Desk' });
    expect(await verifyPassword(password!, row.password_hash)).toBe(true);

    const bad = spawnSync(...programCommand('staff', ['add', '--email', 'x@example.com']), {
      cwd: repoRoot,
      env: { ...process.env, DATA_DIR: dir },
      encoding: 'utf8',
    });
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain('Usage: npm run staff');
  });
});
