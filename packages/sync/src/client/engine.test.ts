import { describe, expect, test } from 'vitest';
import type { Mutation } from '../protocol';
import { SyncEngine, type PullOutcome, type PushOutcome, type SyncTransport } from './engine';
import { fetchTransport } from './fetch-transport';
import { MemorySyncStore } from './memory-store';
import { parseRetryAfter } from './retry-after';

// The engine's timing on a fake clock: the test owns every timer (the engine's retries and the page's
// 30 s interval) and moves time itself, so nothing here depends on the real clock.

interface FakeTimer {
  id: number;
  at: number;
  fn: () => void;
  every?: number;
}

function fakeClock() {
  let now = 0;
  let nextId = 1;
  const timers: FakeTimer[] = [];
  const settle = () => new Promise((resolve) => setImmediate(resolve));
  return {
    now: () => now,
    setTimer: (fn: () => void, ms: number) => {
      const timer = { id: nextId++, at: now + ms, fn };
      timers.push(timer);
      return timer.id;
    },
    clearTimer: (handle: unknown) => {
      const index = timers.findIndex((t) => t.id === handle);
      if (index >= 0) timers.splice(index, 1);
    },
    every: (ms: number, fn: () => void) => timers.push({ id: nextId++, at: now + ms, fn, every: ms }),
    /** Moves the clock to `to`, firing every timer due on the way in order, letting the engine finish each time. */
    async advanceTo(to: number) {
      for (;;) {
        const due = timers.filter((t) => t.at <= to).sort((a, b) => a.at - b.at || a.id - b.id)[0];
        if (!due) break;
        now = due.at;
        timers.splice(timers.indexOf(due), 1);
        if (due.every) timers.push({ ...due, at: due.at + due.every });
        due.fn();
        await settle();
      }
      now = to;
      await settle();
    },
  };
}

const OFFLINE: PushOutcome = { kind: 'retry', reason: 'Offline' };

/** A transport that answers pushes from a script (the last answer repeats) and records when it was called. */
function scriptedTransport(clock: { now: () => number }, answers: PushOutcome[]) {
  const pushedAt: number[] = [];
  const transport: SyncTransport = {
    async push(body) {
      pushedAt.push(clock.now());
      const answer = answers.length > 1 ? answers.shift()! : answers[0];
      if (answer.kind !== 'ok') return answer;
      return {
        kind: 'ok',
        response: {
          success: true,
          serverTime: '',
          results: body.mutations.map((m) => ({ id: m.id, status: 'applied' as const })),
        },
      };
    },
    async pull(): Promise<PullOutcome> {
      return {
        kind: 'ok',
        response: {
          success: true,
          changes: { participants: [], items: [], attendance: [], kits: [] },
          cursor: '1.1',
          hasMore: false,
          serverTime: '',
        },
      };
    },
  };
  return { transport, pushedAt };
}

const OK: PushOutcome = { kind: 'ok', response: { success: true, results: [], serverTime: '' } };
const scan = (n: number): Mutation => ({
  id: `scan-000${n}`,
  type: 'issue-kit',
  participantId: `SYM25-000${n}`,
  collectionPoint: 'main-desk',
  occurredAt: new Date(0).toISOString(),
});

function deskEngine(answers: PushOutcome[]) {
  const clock = fakeClock();
  const store = new MemorySyncStore();
  store.outbox.push(scan(1));
  const { transport, pushedAt } = scriptedTransport(clock, answers);
  // random 0.5 → jitter factor 1: the delays are exactly the backoff sequence.
  const engine = new SyncEngine({
    deviceId: 'desk-0001',
    store,
    transport,
    now: clock.now,
    setTimer: clock.setTimer,
    clearTimer: clock.clearTimer,
    random: () => 0.5,
  });
  return { clock, store, engine, pushedAt };
}

const gaps = (times: number[]) => times.slice(1).map((t, i) => t - times[i]);

describe('SyncEngine backoff', () => {
  test('the 30 s timer waits for the backoff, so retries grow to the 60 s maximum', async () => {
    const { clock, engine, pushedAt } = deskEngine([OFFLINE]);
    clock.every(30_000, () => void engine.syncIfDue());
    await engine.requestSync();
    await clock.advanceTo(10 * 60_000);
    expect(gaps(pushedAt).slice(0, 9)).toEqual([1000, 2000, 4000, 8000, 16_000, 32_000, 60_000, 60_000, 60_000]);
    expect(engine.getStatus()).toMatchObject({ queued: 1, problem: 'Offline', nextRetryAt: pushedAt.at(-1)! + 60_000 });
  });

  test('a scan or Sync now tries at once during a backoff, and the backoff keeps growing', async () => {
    const { clock, engine, pushedAt } = deskEngine([OFFLINE]);
    await engine.requestSync();
    await clock.advanceTo(3_500); // retries at 1 s and 3 s: three failures, the next retry is 4 s later
    expect(pushedAt).toEqual([0, 1000, 3000]);
    await engine.syncIfDue();
    expect(pushedAt).toHaveLength(3);
    await engine.requestSync();
    expect(pushedAt).toEqual([0, 1000, 3000, 3500]);
    expect(engine.getStatus().nextRetryAt).toBe(3500 + 8000);
  });

  test('a timer trigger after the retry time (a throttled background tab) syncs', async () => {
    const { clock, engine, pushedAt, store } = deskEngine([OFFLINE, OK]);
    await engine.requestSync();
    expect(engine.getStatus().nextRetryAt).toBe(1000);
    // The retry timer has not fired yet, but its time has passed.
    clock.clearTimer(1);
    await clock.advanceTo(5000);
    await engine.syncIfDue();
    expect(pushedAt).toEqual([0, 5000]);
    expect(store.outbox).toHaveLength(0);
  });

  test('a 503 with Retry-After holds every trigger back until then, and the retry comes at that time', async () => {
    const { clock, engine, pushedAt, store } = deskEngine([
      { kind: 'retry', reason: 'The server is busy.', retryAfterMs: 10_000 },
      OK,
    ]);
    await engine.requestSync();
    expect(engine.getStatus()).toMatchObject({ problem: 'The server is busy.', nextRetryAt: 10_000 });
    await clock.advanceTo(3000);
    await engine.requestSync();
    await engine.syncIfDue();
    expect(pushedAt).toEqual([0]);
    await clock.advanceTo(10_000);
    expect(pushedAt).toEqual([0, 10_000]);
    expect(store.outbox).toHaveLength(0);
    expect(engine.getStatus()).toMatchObject({ problem: null, queued: 0 });
  });

  test('a Retry-After beyond the backoff maximum is capped, so a wrong header cannot strand the queue', async () => {
    const { engine } = deskEngine([{ kind: 'retry', reason: 'Busy', retryAfterMs: 3_600_000 }]);
    await engine.requestSync();
    expect(engine.getStatus().nextRetryAt).toBe(60_000);
  });

  test('stop() cancels the scheduled retry and holds every trigger back until start()', async () => {
    const { clock, engine, pushedAt, store } = deskEngine([OFFLINE, OK]);
    await engine.requestSync();
    expect(engine.getStatus().nextRetryAt).toBe(1000);
    await engine.stop();
    expect(engine.getStatus().nextRetryAt).toBeNull();
    await clock.advanceTo(120_000);
    await engine.requestSync();
    await engine.syncIfDue();
    expect(pushedAt).toEqual([0]);
    engine.start();
    await engine.requestSync();
    expect(pushedAt).toEqual([0, 120_000]);
    expect(store.outbox).toHaveLength(0);
  });

  test('stop() resolves only after the sync in progress has finished', async () => {
    let finishPush: (() => void) | undefined;
    const store = new MemorySyncStore();
    store.outbox.push(scan(1));
    const transport: SyncTransport = {
      push: (body) =>
        new Promise((resolve) => {
          finishPush = () =>
            resolve({
              kind: 'ok',
              response: {
                success: true,
                serverTime: '',
                results: body.mutations.map((m) => ({ id: m.id, status: 'applied' as const })),
              },
            });
        }),
      pull: async () => ({
        kind: 'ok',
        response: {
          success: true,
          changes: { participants: [], items: [], attendance: [], kits: [] },
          cursor: '1.1',
          hasMore: false,
          serverTime: '',
        },
      }),
    };
    const engine = new SyncEngine({ deviceId: 'desk-0001', store, transport });
    const syncing = engine.requestSync();
    await new Promise((resolve) => setImmediate(resolve));
    let stopped = false;
    const stopping = engine.stop().then(() => (stopped = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(stopped).toBe(false);
    finishPush!();
    await Promise.all([syncing, stopping]);
    expect(stopped).toBe(true);
    expect(store.outbox).toHaveLength(0);
  });

  test('a sync in progress that fails after stop() schedules no retry: nothing syncs after start() until a trigger asks', async () => {
    const clock = fakeClock();
    const store = new MemorySyncStore();
    store.outbox.push(scan(1));
    let failPush: (() => void) | undefined;
    let pushes = 0;
    const transport: SyncTransport = {
      push: () => {
        pushes++;
        return new Promise((resolve) => (failPush = () => resolve(OFFLINE)));
      },
      pull: async () => ({
        kind: 'ok',
        response: {
          success: true,
          changes: { participants: [], items: [], attendance: [], kits: [] },
          cursor: '1.1',
          hasMore: false,
          serverTime: '',
        },
      }),
    };
    const engine = new SyncEngine({
      deviceId: 'desk-0001',
      store,
      transport,
      now: clock.now,
      setTimer: clock.setTimer,
      clearTimer: clock.clearTimer,
      random: () => 0.5,
    });
    const syncing = engine.requestSync();
    await new Promise((resolve) => setImmediate(resolve));
    const stopping = engine.stop();
    failPush!();
    await Promise.all([syncing, stopping]);
    // A cleared device: the failure's retry must not outlive stop(), or it would sync once start() lets it.
    expect(engine.getStatus().nextRetryAt).toBeNull();
    engine.start();
    await clock.advanceTo(120_000);
    expect(pushes).toBe(1);
  });

  test('once the server answers again, the old "cannot reach" problem is gone while the roster is still being pulled', async () => {
    // The venue day: back on the network after an outage, the queue drains at once but the pull takes a while;
    // the status bar must not say "All scans synced" beside "Cannot reach the server… Retrying" meanwhile.
    let finishPull: (() => void) | undefined;
    let pushes = 0;
    const store = new MemorySyncStore();
    store.outbox.push(scan(1));
    const transport: SyncTransport = {
      push: async (body) =>
        ++pushes === 1
          ? OFFLINE
          : {
              kind: 'ok',
              response: {
                success: true,
                serverTime: '',
                results: body.mutations.map((m) => ({ id: m.id, status: 'applied' as const })),
              },
            },
      pull: () =>
        new Promise((resolve) => {
          finishPull = () =>
            resolve({
              kind: 'ok',
              response: {
                success: true,
                changes: { participants: [], items: [], attendance: [], kits: [] },
                cursor: '1.1',
                hasMore: false,
                serverTime: '',
              },
            });
        }),
    };
    const clock = fakeClock();
    const engine = new SyncEngine({
      deviceId: 'desk-0001',
      store,
      transport,
      now: clock.now,
      setTimer: clock.setTimer,
      clearTimer: clock.clearTimer,
      random: () => 0.5,
    });
    await engine.requestSync();
    expect(engine.getStatus()).toMatchObject({ queued: 1, problem: 'Offline' });
    const syncing = engine.requestSync();
    await new Promise((resolve) => setImmediate(resolve));
    expect(engine.getStatus()).toMatchObject({ queued: 0, syncing: true, pulling: true, problem: null });
    finishPull!();
    await syncing;
    expect(engine.getStatus()).toMatchObject({ queued: 0, syncing: false, problem: null });
  });

  test('a short Retry-After never shortens the backoff', async () => {
    const { clock, engine, pushedAt } = deskEngine([
      OFFLINE,
      OFFLINE,
      OFFLINE,
      { kind: 'retry', reason: 'Busy', retryAfterMs: 1000 },
    ]);
    await engine.requestSync();
    await clock.advanceTo(7000); // failures at 0, 1 s, 3 s, 7 s (the last one a 503)
    expect(pushedAt).toEqual([0, 1000, 3000, 7000]);
    expect(engine.getStatus().nextRetryAt).toBe(7000 + 8000);
  });
});

describe('fetchTransport', () => {
  const body = {
    deviceId: 'desk-0001',
    schemaVersion: 1,
    sentAt: new Date(0).toISOString(),
    queueSize: 1,
    mutations: [scan(1)],
  };
  const answering = (response: Response) => fetchTransport('', async () => response);

  test('surfaces the Retry-After of a 503', async () => {
    const busy = new Response(
      JSON.stringify({ success: false, error: 'TEMPORARILY_UNAVAILABLE', message: 'The server is busy.' }),
      {
        status: 503,
        headers: { 'content-type': 'application/json', 'retry-after': '2' },
      },
    );
    expect(await answering(busy).push(body)).toEqual({
      kind: 'retry',
      reason: 'The server is busy.',
      retryAfterMs: 2000,
    });
  });

  test('a 5xx without Retry-After is a plain retry', async () => {
    const failing = new Response('oops', { status: 502 });
    expect(await answering(failing).push(body)).toEqual({ kind: 'retry', reason: 'Server answered 502' });
  });
});

describe('parseRetryAfter', () => {
  test('reads delay-seconds and HTTP dates, and ignores anything else', () => {
    const now = Date.parse('2026-11-21T10:00:00Z');
    expect(parseRetryAfter('120', now)).toBe(120_000);
    expect(parseRetryAfter('Sat, 21 Nov 2026 10:00:30 GMT', now)).toBe(30_000);
    expect(parseRetryAfter('Sat, 21 Nov 2026 09:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter(null, now)).toBeUndefined();
  });
});
