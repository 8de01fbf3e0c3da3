import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { DEVICE_KEY_HEADER } from '@symposium/sync/protocol';
import { afterAll, describe, expect, test } from 'vitest';
import { startServerProcess } from '../../test-support/server-process';
import { TEST_PAUSE_MARKER } from './test-only-pause';
import { openCheckInIn } from './sync-test-kit';
import { DEFAULT_EDITION } from '@symposium/schema/edition';

const ADMIN = { email: 'admin@crash.test', password: 'admin-password-1' };
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sync-crash-'));
let server: Awaited<ReturnType<typeof startServerProcess>> | undefined;
afterAll(async () => {
  await server?.kill('SIGKILL'); // a failed run never leaves a (possibly paused) server behind
  fs.rmSync(dataDir, { recursive: true, force: true });
});
const env = {
  DATA_DIR: dataDir,
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  WEB_DIST: path.join(dataDir, 'none'),
};

/** Polls a condition the test waits for (the server's own signal), never a fixed sleep. */
async function until(condition: () => boolean) {
  const deadline = Date.now() + 60_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out waiting for the condition');
    await new Promise((r) => setTimeout(r, 20));
  }
}

async function json(url: string, init: RequestInit & { token?: string; body?: string; deviceKey?: string } = {}) {
  const res = await fetch(url, {
    ...init,
    headers: {
      'content-type': 'application/json',
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(init.deviceKey ? { [DEVICE_KEY_HEADER]: init.deviceKey } : {}),
    },
  });
  return { status: res.status, body: (await res.json()) as any };
}

describe('a server killed with SIGKILL during pushes', () => {
  test('after restart and re-push, every mutation has exactly one effect', async () => {
    // First start creates and migrates the database; then participants are added directly.
    server = await startServerProcess(env);
    await server.kill();
    const db = new SQLite(path.join(dataDir, 'symposium.sqlite'));
    const insert =
      db.prepare(`insert into users (id, name, email, password_hash, role, payment_status, registration_type, participant_id, created_at, updated_at)
      values (?, ?, ?, 'x', 'user', 'verified', 'both', ?, datetime('now'), datetime('now'))`);
    const pids = Array.from({ length: 600 }, (_, i) => `CR-${String(i).padStart(4, '0')}`);
    db.transaction(() => pids.forEach((pid, i) => insert.run(`u${i}`, `Crash ${i}`, `c${i}@example.com`, pid)))();
    const eventId = (db.prepare('select id from events order by name limit 1').get() as { id: string }).id;
    openCheckInIn(db, DEFAULT_EDITION.timeZone);
    db.close();

    server = await startServerProcess(env);
    const login = await json(`${server.url}/api/v1/auth/login`, { method: 'POST', body: JSON.stringify(ADMIN) });
    const token = login.body.token as string;
    const deviceId = 'crash-device-1';
    const registered = await json(`${server.url}/api/v1/sync/devices`, {
      method: 'POST',
      token,
      body: JSON.stringify({ deviceId, name: 'Crash desk' }),
    });
    expect(registered.status).toBe(200);
    const deviceKey: string = registered.body.data.deviceKey;

    // Three batches of 500: check-ins for everyone plus kits for the first 300 (and duplicates inside).
    const mutations = [
      ...pids.map((pid, i) => ({
        id: `ci-${i}-xxxxxx`,
        type: 'check-in',
        participantId: pid,
        eventId,
        eventType: 'event',
        occurredAt: new Date().toISOString(),
      })),
      ...pids.slice(0, 300).map((pid, i) => ({
        id: `kit-${i}-xxxxx`,
        type: 'issue-kit',
        participantId: pid,
        collectionPoint: 'main-desk',
        occurredAt: new Date().toISOString(),
      })),
      ...pids.slice(0, 100).map((pid, i) => ({
        id: `ci2-${i}-xxxxx`,
        type: 'check-in',
        participantId: pid,
        eventId,
        eventType: 'event',
        occurredAt: new Date().toISOString(),
      })),
    ];
    const batches = [mutations.slice(0, 500), mutations.slice(500, 1000)];
    const push = (url: string, batch: object[]) =>
      fetch(`${url}/api/v1/sync/push`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${token}`,
          [DEVICE_KEY_HEADER]: deviceKey,
        },
        body: JSON.stringify({ deviceId, schemaVersion: 1, sentAt: new Date().toISOString(), mutations: batch }),
      }).then(
        (r) => r.status,
        () => 'lost' as const,
      );

    // The first batch is answered, then the server dies: an acknowledged batch survives SIGKILL.
    expect(await push(server.url, batches[0])).toBe(200);
    await server.kill('SIGKILL');

    // The second batch: the server is started with the test-only pause, so it stops inside the push
    // transaction after half the batch (250 mutations applied, uncommitted) and says so; then it is killed.
    server = await startServerProcess({ ...env, TEST_SYNC_APPLY_PAUSE_MS: '600000' });
    const inFlight = push(server.url, batches[1]);
    let answered = false;
    void inFlight.then(() => (answered = true));
    const paused = server;
    await until(() => answered || paused.output().includes(TEST_PAUSE_MARKER));
    expect(answered).toBe(false);
    await server.kill('SIGKILL');
    expect(await inFlight).toBe('lost');

    // Atomic: nothing of the half-applied batch reached the database, everything of the first one did.
    const afterKill = new SQLite(path.join(dataDir, 'symposium.sqlite'));
    const ids = batches[1].map((m) => m.id);
    const inLog = afterKill
      .prepare(`select count(*) n from scan_log where mutation_id in (${ids.map(() => '?').join(',')})`)
      .get(...ids) as { n: number };
    expect(inLog.n).toBe(0);
    expect(afterKill.prepare('select count(*) n from scan_log').get()).toEqual({ n: 500 });
    expect(afterKill.prepare('select count(*) n from attendance').get()).toEqual({ n: 500 });
    expect(afterKill.prepare('select count(*) n from kits').get()).toEqual({ n: 0 });
    afterKill.close();

    server = await startServerProcess(env);
    const relogin = await json(`${server.url}/api/v1/auth/login`, { method: 'POST', body: JSON.stringify(ADMIN) });
    for (const batch of batches) {
      const res = await json(`${server.url}/api/v1/sync/push`, {
        method: 'POST',
        token: relogin.body.token,
        deviceKey,
        body: JSON.stringify({ deviceId, schemaVersion: 1, sentAt: new Date().toISOString(), mutations: batch }),
      });
      expect(res.status).toBe(200);
      expect(res.body.results).toHaveLength(batch.length);
    }
    await server.kill();

    const check = new SQLite(path.join(dataDir, 'symposium.sqlite'), { readonly: true });
    const n = (sql: string) => (check.prepare(sql).get() as { n: number }).n;
    expect(n('select count(*) n from attendance')).toBe(600);
    expect(n('select count(*) n from kits')).toBe(300);
    expect(n('select count(*) n from scan_log')).toBe(1000);
    expect(n('select count(distinct mutation_id) n from scan_log')).toBe(1000);
    expect(n("select count(*) n from scan_log where status = 'duplicate'")).toBe(100);
    check.close();
  }, 120_000);
});
