import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { SyncEngine } from '@symposium/sync/client/engine';
import { fetchTransport } from '@symposium/sync/client/fetch-transport';
import { MemorySyncStore } from '@symposium/sync/client/memory-store';
import { refreshPassKeysAfterSync } from '@symposium/sync/client/pass-key-refresh';
import { type PassPublicKey, verifyPass } from '@symposium/sync/pass';
import { afterAll, expect, test } from 'vitest';
import { loadPassKeys, PASS_KEYS_CHECK_MS, signPass } from '../../lib/pass-keys';
import { createTestContextForThisTest } from '../../test-support/context';
import { startServerProcess } from '../../test-support/server-process';
import { issueKit, scannerDesk, verifiedParticipant } from './sync-test-kit';
import { programCommand } from '../../test-support/bundle-server';

// A desk keeps its pass keys current: after `npm run passes -- rotate --retire-previous` and a restart, the
// next sync hands the desk the new key set, and a pass signed by the retired key stops verifying offline.

const repoRoot = path.resolve(__dirname, '../../../../..');
const ADMIN = { email: 'admin@rotation.test', password: 'admin-password-1' };
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pass-rotation-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
const env = {
  DATA_DIR: dataDir,
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  WEB_DIST: path.join(dataDir, 'none'),
};

async function call<T>(url: string, init: { method?: string; token?: string; json?: unknown } = {}): Promise<T> {
  const res = await fetch(url, {
    method: init.method ?? (init.json === undefined ? 'GET' : 'POST'),
    headers: { 'content-type': 'application/json', ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  });
  if (!res.ok) throw new Error(`${url} → ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

test('after a key rotation with --retire-previous, the next sync stops the desk accepting passes of the retired key', async () => {
  let server = await startServerProcess(env);
  const db = new SQLite(path.join(dataDir, 'symposium.sqlite'));
  const oldPass = signPass(loadPassKeys(path.join(dataDir, 'keys')), 'SYM25-0001');
  db.prepare(
    `insert into users (id, name, email, password_hash, role, payment_status, registration_type, participant_id, pass_data, created_at, updated_at)
    values ('u1', 'Kavya Raman', 'kavya@example.com', 'x', 'user', 'verified', 'both', 'SYM25-0001', ?, datetime('now'), datetime('now'))`,
  ).run(oldPass);

  // The desk as the browser runs it: the engine, the server over HTTP, and the keys it holds.
  let base = server.url;
  const token = (await call<{ token: string }>(`${base}/api/v1/auth/login`, { json: { ...ADMIN, rememberMe: false } }))
    .token;
  const deviceId = 'rotation-desk';
  const { data: device } = await call<{ data: { deviceKey: string } }>(`${base}/api/v1/sync/devices`, {
    token,
    json: { deviceId, name: 'Main desk' },
  });
  const authorized = (url: string, init: RequestInit) =>
    fetch(`${base}/api/v1${url}`, {
      ...init,
      headers: { ...(init.headers as object), authorization: `Bearer ${token}` },
    });
  const engine = new SyncEngine({
    deviceId,
    store: new MemorySyncStore(),
    transport: fetchTransport('', authorized, () => device.deviceKey),
    setTimer: () => 0,
    clearTimer: () => undefined,
  });
  let deskKeys: PassPublicKey[] = [];
  let refreshes = 0;
  const fetchKeys = async () => {
    deskKeys = (await call<{ keys: PassPublicKey[] }>(`${base}/api/v1/sync/keys`, { token })).keys;
    refreshes++;
  };
  refreshPassKeysAfterSync(engine, fetchKeys);
  await fetchKeys(); // at registration
  await engine.requestSync();
  await expect.poll(() => refreshes).toBe(2);
  expect(await verifyPass(oldPass, deskKeys)).toMatchObject({ participantId: 'SYM25-0001' });

  // The organisers rotate and retire the old key, then restart the server (the CLI says to).
  await server.kill();
  const rotate = spawnSync(...programCommand('passes', ['rotate', '--retire-previous']), {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
  expect(rotate.status, rotate.stderr).toBe(0);
  server = await startServerProcess(env);
  base = server.url;
  const newPass = (db.prepare("select pass_data from users where id = 'u1'").get() as { pass_data: string }).pass_data;
  expect(newPass).not.toBe(oldPass);
  // Until it syncs, the desk still trusts the retired key...
  expect(await verifyPass(oldPass, deskKeys)).not.toBeNull();

  // ...and one ordinary sync later it does not.
  await engine.requestSync();
  expect(engine.getStatus().problem).toBeNull();
  await expect.poll(() => refreshes).toBe(3);
  expect(await verifyPass(oldPass, deskKeys)).toBeNull();
  expect(await verifyPass(newPass, deskKeys)).toMatchObject({ participantId: 'SYM25-0001' });
  db.close();
  await server.kill();
});

test('a rotation beside the running server: the re-signed passes are accepted and the desks are handed the new key, with no restart', async () => {
  const ctx = await createTestContextForThisTest({});
  const participant = await verifiedParticipant(ctx, 'SYM25-0001');
  const desk = await scannerDesk(ctx);
  const rotate = spawnSync(...programCommand('passes', ['rotate']), {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: ctx.dataDir },
    encoding: 'utf8',
  });
  expect(rotate.status, rotate.stderr).toBe(0);
  const { pass_data: newPass } = ctx.deps.db.sqlite
    .prepare('select pass_data from users where id = ?')
    .get(participant.id) as { pass_data: string };
  const newKid = JSON.parse(newPass).k as string;
  expect(newKid).not.toBe(JSON.parse(participant.pass_data!).k);

  // The participant's profile already shows the re-signed pass: the desks must be able to fetch its key...
  await expect
    .poll(
      async () =>
        ((await ctx.request('/api/v1/sync/keys', { token: desk.staff.token })).json.keys as PassPublicKey[]).map(
          (k) => k.kid,
        ),
      {
        timeout: PASS_KEYS_CHECK_MS * 5,
        interval: 200,
      },
    )
    .toContain(newKid);
  // ...and the server must take it as genuine, not as a forged pass.
  const pushed = await desk.push([issueKit('SYM25-0001', undefined, { qrData: newPass, localStatus: 'applied' })]);
  expect(pushed.json.results[0]).toMatchObject({ status: 'applied' });
  // Without --retire-previous, the pass saved on the phone before the rotation still verifies.
  expect(
    (await desk.push([issueKit('SYM25-0001', undefined, { qrData: participant.pass_data!, localStatus: 'applied' })]))
      .json.results[0],
  ).toMatchObject({
    status: 'duplicate',
  });
}, 60_000);
