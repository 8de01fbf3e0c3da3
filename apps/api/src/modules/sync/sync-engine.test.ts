import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import SQLite from 'better-sqlite3';
import { SyncEngine, backoffDelay, type SyncTransport } from '@symposium/sync/client/engine';
import { fetchTransport, UNREACHABLE_MESSAGE } from '@symposium/sync/client/fetch-transport';
import { MemorySyncStore } from '@symposium/sync/client/memory-store';
import type { KitRecord, Mutation } from '@symposium/sync/protocol';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { adminToken, createTestContext, type TestContext } from '../../test-support/context';
import { checkIn, firstEvent, issueKit, scannerDesk, verifiedParticipant } from './sync-test-kit';

let ctx: TestContext;
let server: ServerType | null;
let base: string;

async function listen(port = 0) {
  server = serve({ fetch: ctx.app.fetch, port, hostname: '127.0.0.1' });
  await new Promise((r) => server!.once('listening', r));
  base = `http://127.0.0.1:${(server!.address() as AddressInfo).port}/api/v1`;
  return (server!.address() as AddressInfo).port;
}
async function stop() {
  if (server) await new Promise((r) => server!.close(r));
  server = null;
}

beforeEach(async () => {
  ctx = await createTestContext();
  await listen();
});
afterEach(async () => {
  await stop();
  await ctx.close();
});

/** The engine as a desk runs it: a memory store, the real server over HTTP, timers under the test's control. */
async function engineFor(
  name = 'Main desk',
  options: { now?: () => number; adapt?: (t: SyncTransport) => SyncTransport } = {},
) {
  const { now = Date.now, adapt = (t: SyncTransport) => t } = options;
  const desk = await scannerDesk(ctx, name);
  const store = new MemorySyncStore();
  const timers: { fn: () => void; ms: number }[] = [];
  const transport = fetchTransport(
    '',
    (url, init) =>
      fetch(`${base}${url}`, {
        ...init,
        headers: { ...(init.headers as object), authorization: `Bearer ${desk.staff.token}` },
      }),
    () => desk.deviceKey,
  );
  const engine = new SyncEngine({
    deviceId: desk.deviceId,
    store,
    transport: adapt(transport),
    pullLimit: 5,
    now,
    setTimer: (fn, ms) => timers.push({ fn, ms }),
    clearTimer: () => undefined,
  });
  return { desk, store, engine, timers };
}

describe('SyncEngine against the real server', () => {
  test('downloads the roster in pages and drains the outbox with one effect per scan', async () => {
    for (let i = 1; i <= 7; i++) await verifiedParticipant(ctx, `SYM25-000${i}`);
    const { store, engine } = await engineFor();
    const event = firstEvent(ctx);
    await engine.requestSync();
    expect(store.participants.size).toBe(7);
    expect(store.items.size).toBe(14);
    expect(engine.getStatus()).toMatchObject({ problem: null, queued: 0, lastSyncAt: expect.any(Number) });
    expect(engine.getStatus().pulledPages).toBeGreaterThan(3);

    const scans = [checkIn('SYM25-0001', event.id), issueKit('SYM25-0002'), checkIn('SYM25-0001', event.id)];
    store.outbox.push(...scans);
    await engine.requestSync();
    expect(store.outbox).toHaveLength(0);
    expect(scans.map((s) => store.results.get(s.id)?.status)).toEqual(['applied', 'applied', 'duplicate']);
    // The server's records come back with the next pull.
    expect(store.attendance.size).toBe(1);
    expect(store.kits.get('SYM25-0002')).toMatchObject({ deskName: 'Main desk' });
  });

  test('offline: nothing is lost, the problem is plain, retries back off, and it drains when the server is back', async () => {
    await verifiedParticipant(ctx, 'SYM25-0001');
    const { store, engine, timers } = await engineFor();
    await engine.requestSync();
    const port = Number(new URL(base).port);
    await stop();
    store.outbox.push(issueKit('SYM25-0001'));
    await engine.requestSync();
    expect(store.outbox).toHaveLength(1);
    expect(engine.getStatus()).toMatchObject({ queued: 1, blocked: false, problem: UNREACHABLE_MESSAGE });
    expect(timers).toHaveLength(1);
    await engine.requestSync();
    await engine.requestSync();
    expect(timers).toHaveLength(3);
    timers.forEach((t, i) => expect(t.ms).toBeGreaterThanOrEqual(backoffDelay(i + 1) * 0.75));
    expect(timers[2].ms).toBeGreaterThan(timers[0].ms);

    await listen(port);
    timers[timers.length - 1].fn();
    await engine.requestSync();
    expect(store.outbox).toHaveLength(0);
    expect(engine.getStatus()).toMatchObject({ queued: 0, problem: null });
    expect(ctx.deps.db.sqlite.prepare('select count(*) n from kits').get()).toEqual({ n: 1 });
  });

  test('2,050 scans queued offline drain oldest first in batches of 500 through a lost answer and a dropped network, each counted once', async () => {
    const insert = ctx.deps.db.sqlite
      .prepare(`insert into users (id, name, email, password_hash, role, payment_status, registration_type, participant_id, created_at, updated_at)
      values (?, ?, ?, 'x', 'user', 'verified', 'both', ?, datetime('now'), datetime('now'))`);
    const pids = Array.from({ length: 2050 }, (_, i) => `SYM25-${String(i).padStart(4, '0')}`);
    ctx.deps.db.sqlite.transaction(() =>
      pids.forEach((pid, i) => insert.run(`user-${i}`, `Participant ${i}`, `p${i}@example.com`, pid)),
    )();
    const event = firstEvent(ctx);
    const batches: string[][] = [];
    let pushes = 0;
    const { store, engine } = await engineFor('Main desk', {
      adapt: (t) => ({
        ...t,
        async push(body) {
          pushes++;
          batches.push(body.mutations.map((m) => m.participantId));
          // The 3rd push reaches the server but its answer is lost; the 4th (the same batch again) never leaves: the Wi-Fi drops.
          if (pushes === 4) return { kind: 'retry', reason: UNREACHABLE_MESSAGE };
          const outcome = await t.push(body);
          return pushes === 3 ? { kind: 'retry', reason: UNREACHABLE_MESSAGE } : outcome;
        },
        // The roster of 2,050 in pages of 2,000, not the 5 the other tests use.
        pull: (query) => t.pull({ ...query, limit: 2000 }),
      }),
    });
    store.outbox.push(...pids.map((pid) => checkIn(pid, event.id, undefined, { localStatus: 'applied' })));
    const waiting: number[] = [];
    engine.subscribe((s) => waiting.push(s.queued));

    await engine.requestSync();
    expect(engine.getStatus()).toMatchObject({ queued: 1050, blocked: false, problem: UNREACHABLE_MESSAGE });
    await engine.requestSync(); // the 4th push: nothing sent
    await engine.requestSync();
    expect(engine.getStatus()).toMatchObject({ queued: 0, problem: null });
    expect(batches.map((b) => b.length)).toEqual([500, 500, 500, 500, 500, 500, 50]);
    // Oldest first, and the batch whose answer was lost is sent again as it was.
    expect(batches[3]).toEqual(batches[2]);
    expect([...batches.slice(0, 3), ...batches.slice(5)].flat()).toEqual(pids);
    // The status bar counted the queue down as each batch was answered.
    expect([...new Set(waiting)]).toEqual(expect.arrayContaining([1550, 1050, 550, 50, 0]));
    expect(ctx.deps.db.sqlite.prepare('select count(*) n from attendance').get()).toEqual({ n: 2050 });
    expect(ctx.deps.db.sqlite.prepare('select count(*) n from scan_log').get()).toEqual({ n: 2050 });
  }, 60_000);

  test('a busy server’s 503 Retry-After holds the desk back that long, then the queue drains', async () => {
    await verifiedParticipant(ctx, 'SYM25-0001');
    let clock = Date.now();
    const { store, engine, timers } = await engineFor('Main desk', { now: () => clock });
    await engine.requestSync();
    // Another writer holds SQLite's write lock: the push's transaction gets SQLITE_BUSY (quickly, here).
    ctx.deps.db.sqlite.pragma('busy_timeout = 50');
    const otherWriter = new SQLite(ctx.deps.db.sqlite.name);
    otherWriter.exec('BEGIN IMMEDIATE');
    store.outbox.push(issueKit('SYM25-0001'));
    await engine.requestSync();
    expect(engine.getStatus()).toMatchObject({
      queued: 1,
      blocked: false,
      problem: expect.stringContaining('busy'),
      nextRetryAt: clock + 2000,
    });
    // The server said 2 s (Retry-After: 2): longer than the first backoff step, so it sets the wait.
    expect(timers.map((t) => t.ms)).toEqual([2000]);
    clock += 1000;
    await engine.requestSync();
    expect(timers).toHaveLength(1); // nothing was sent: no new failure, no new retry
    otherWriter.exec('ROLLBACK');
    otherWriter.close();
    clock += 1000;
    timers[0].fn();
    await engine.requestSync();
    expect(store.outbox).toHaveLength(0);
    expect(engine.getStatus()).toMatchObject({ queued: 0, problem: null });
    expect(ctx.deps.db.sqlite.prepare('select count(*) n from kits').get()).toEqual({ n: 1 });
  });

  test('a revoked device is blocked with the server’s message and keeps its queue', async () => {
    await verifiedParticipant(ctx, 'SYM25-0001');
    const { desk, store, engine, timers } = await engineFor();
    await ctx.request(`/api/v1/admin/devices/${desk.deviceId}/revoke`, { method: 'PUT', token: await adminToken(ctx) });
    store.outbox.push(issueKit('SYM25-0001'));
    await engine.requestSync();
    expect(engine.getStatus()).toMatchObject({ blocked: true, queued: 1, problem: expect.stringContaining('revoked') });
    expect(timers).toHaveLength(0);
    expect(store.outbox).toHaveLength(1);
  });

  test('an unknown cursor resets the roster and keeps the outbox', async () => {
    await verifiedParticipant(ctx, 'SYM25-0001');
    const { store, engine } = await engineFor();
    await engine.requestSync();
    store.cursor = 'ffffff.999';
    store.participants.set('GHOST', {
      userId: 'x',
      participantId: 'GHOST',
      name: 'Ghost',
      college: '',
      registrationType: 'both',
      paymentStatus: 'verified',
      revoked: false,
    });
    store.outbox.push(issueKit('SYM25-0001'));
    await engine.requestSync();
    expect(store.participants.has('GHOST')).toBe(false);
    expect(store.participants.has('SYM25-0001')).toBe(true);
    expect(store.kits.has('SYM25-0001')).toBe(true);
  });

  test('a reset keeps the old roster in use until the fresh snapshot is complete, and keeps the desk’s unsynced scans', async () => {
    for (let i = 1; i <= 7; i++) await verifiedParticipant(ctx, `SYM25-000${i}`);
    const { store, engine } = await engineFor(); // pages of 5: the snapshot takes several pages
    await engine.requestSync();
    // The server no longer knows this cursor (a restored database); the roster has a stale entry.
    store.cursor = 'ffffff.999';
    store.participants.set('GHOST', {
      userId: 'x',
      participantId: 'GHOST',
      name: 'Ghost',
      college: '',
      registrationType: 'both',
      paymentStatus: 'verified',
      revoked: false,
    });

    // The desk keeps scanning while the snapshot downloads: after its first page, as decide-scan would.
    let during: { participants: number; found: boolean } | undefined;
    let scan: Mutation | undefined;
    const applyPull = store.applyPull.bind(store);
    store.applyPull = async (changes, cursor, hasMore) => {
      await applyPull(changes, cursor, hasMore);
      if (store.staging && !scan) {
        during = { participants: store.participants.size, found: store.participants.has('SYM25-0003') };
        scan = issueKit('SYM25-0003');
        store.outbox.push(scan);
        store.kits.set('SYM25-0003', { id: scan.id, participantId: 'SYM25-0003', deskName: 'Main desk' } as KitRecord);
      }
    };
    await engine.requestSync();
    expect(during).toEqual({ participants: 8, found: true });
    expect(store.staging).toBeNull();
    expect(store.participants.size).toBe(7);
    expect(store.participants.has('GHOST')).toBe(false);
    // The scan is still queued, and the desk still knows it handed out that kit.
    expect(store.outbox.map((m) => m.id)).toEqual([scan!.id]);
    expect(store.kits.get('SYM25-0003')?.id).toBe(scan!.id);

    await engine.requestSync();
    expect(store.outbox).toHaveLength(0);
    expect(store.results.get(scan!.id)?.status).toBe('applied');
    expect(store.kits.get('SYM25-0003')).toMatchObject({
      deskName: 'Main desk',
      issuedAt: expect.any(String),
      collectionPoint: 'main-desk',
    });
  });

  test('an out-of-date app is blocked with the reload message, keeps its queue and stops retrying', async () => {
    await verifiedParticipant(ctx, 'SYM25-0001');
    const { store, engine, timers } = await engineFor('Old app', {
      adapt: (t) => ({ ...t, push: (body) => t.push({ ...body, schemaVersion: 2 }) }),
    });
    store.outbox.push(issueKit('SYM25-0001'));
    await engine.requestSync();
    expect(engine.getStatus()).toMatchObject({
      blocked: true,
      queued: 1,
      problem: 'This scanner app is out of date. Reload it to update; queued scans stay saved.',
    });
    expect(timers).toHaveLength(0);
    await engine.requestSync();
    expect(timers).toHaveLength(0);
    expect(store.outbox).toHaveLength(1);
    expect(ctx.deps.db.sqlite.prepare('select count(*) n from scan_log').get()).toEqual({ n: 0 });
  });

  test('each pull tells the server the queue size, and stamps the device’s last sync', async () => {
    const pulls: (number | undefined)[] = [];
    const { desk, engine } = await engineFor('Pull desk', {
      adapt: (t) => ({ ...t, pull: (q) => (pulls.push(q.queueSize), t.pull(q)) }),
    });
    await engine.requestSync();
    expect(pulls.length).toBeGreaterThan(0);
    expect(pulls.every((n) => n === 0)).toBe(true);
    const devices = await ctx.request('/api/v1/admin/devices', { token: await adminToken(ctx) });
    expect(devices.json.data.find((d: any) => d.deviceId === desk.deviceId)).toMatchObject({
      lastSyncAt: expect.any(String),
      queueSize: 0,
    });
  });
});
