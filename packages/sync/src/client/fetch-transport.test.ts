import { describe, expect, test } from 'vitest';
import { SyncEngine } from './engine';
import { fetchTransport, UNREACHABLE_MESSAGE } from './fetch-transport';
import { MemorySyncStore } from './memory-store';

const pushBody = {
  deviceId: 'device-12345678',
  schemaVersion: 1,
  sentAt: new Date().toISOString(),
  queueSize: 0,
  mutations: [],
};

/** The transport over a fetch that answers one fixed status (the real server is exercised in apps/api sync-engine.test.ts). */
function answering(status: number, body: unknown) {
  const seen: string[] = [];
  const transport = fetchTransport('/api/v1', async (url) => {
    seen.push(url);
    return new Response(body === undefined ? '<html>proxy error</html>' : JSON.stringify(body), { status });
  });
  return { transport, seen };
}

describe('fetchTransport outcomes', () => {
  test.each([400, 413, 415, 422])(
    'an envelope-level %i blocks with the server’s message instead of retrying forever',
    async (status) => {
      const { transport } = answering(status, {
        success: false,
        error: 'VALIDATION_ERROR',
        message: `Refused with ${status}`,
      });
      expect(await transport.push(pushBody)).toEqual({
        kind: 'blocked',
        reason: `Refused with ${status}`,
        code: 'VALIDATION_ERROR',
      });
    },
  );

  test('an out-of-date app (409 SCHEMA_VERSION_UNSUPPORTED) blocks with the reload message', async () => {
    const message = 'This scanner app is out of date. Reload it to update; queued scans stay saved.';
    const { transport } = answering(409, { success: false, error: 'SCHEMA_VERSION_UNSUPPORTED', message });
    expect(await transport.push(pushBody)).toEqual({
      kind: 'blocked',
      reason: message,
      code: 'SCHEMA_VERSION_UNSUPPORTED',
    });
  });

  test.each([401, 403, 409])('%i still blocks (session, revoked or unknown device)', async (status) => {
    const { transport } = answering(status, { success: false, error: 'X', message: 'No' });
    expect((await transport.pull({ deviceId: 'd', schemaVersion: 1, limit: 1 })).kind).toBe('blocked');
  });

  test.each([500, 502, 503, 429, 404])('%i is a retry', async (status) => {
    const { transport } = answering(status, undefined);
    expect(await transport.push(pushBody)).toEqual({ kind: 'retry', reason: `Server answered ${status}` });
  });

  test('a 200 that is not the server’s answer (a venue Wi-Fi login page) is a retry: the server was not reached', async () => {
    const { transport } = answering(200, undefined);
    expect(await transport.push(pushBody)).toEqual({ kind: 'retry', reason: UNREACHABLE_MESSAGE });
    expect(await transport.pull({ deviceId: 'd', schemaVersion: 1, limit: 1 })).toEqual({
      kind: 'retry',
      reason: UNREACHABLE_MESSAGE,
    });
    const { transport: jsonOfAnotherKind } = answering(200, { status: 'ok' });
    expect(await jsonOfAnotherKind.push(pushBody)).toEqual({ kind: 'retry', reason: UNREACHABLE_MESSAGE });
  });

  test('behind such a page the desk says it cannot reach the server (not a script error) and keeps its scans', async () => {
    const store = new MemorySyncStore();
    store.outbox.push({
      id: 'scan-0001',
      type: 'issue-kit',
      participantId: 'SYM25-0001',
      collectionPoint: 'main-desk',
      occurredAt: new Date(0).toISOString(),
    });
    const engine = new SyncEngine({
      deviceId: 'desk-0001',
      store,
      transport: answering(200, undefined).transport,
      setTimer: () => 0,
      clearTimer: () => undefined,
    });
    await engine.requestSync();
    expect(engine.getStatus().problem).toBe(UNREACHABLE_MESSAGE);
    expect(store.outbox).toHaveLength(1);
  });

  test('a network failure is a retry', async () => {
    const transport = fetchTransport('', () => Promise.reject(new TypeError('Failed to fetch')));
    expect((await transport.push(pushBody)).kind).toBe('retry');
  });

  test('a pull carries the device’s queue size', async () => {
    const { transport, seen } = answering(200, { success: true, reset: true });
    await transport.pull({ deviceId: 'device-12345678', schemaVersion: 1, limit: 10, queueSize: 4 });
    expect(new URL(seen[0], 'http://x').searchParams.get('queueSize')).toBe('4');
  });

  test('push and pull carry the device key, read afresh on each call; none is sent before the device has one', async () => {
    const sent: (string | null)[] = [];
    let key: string | null = null;
    const transport = fetchTransport(
      '',
      async (_url, init) => {
        sent.push(new Headers(init.headers).get('X-Device-Key'));
        return new Response(JSON.stringify({ success: true, reset: true }), { status: 200 });
      },
      async () => key,
    );
    await transport.pull({ deviceId: 'device-12345678', schemaVersion: 1, limit: 1 });
    key = 'key-one';
    await transport.push(pushBody);
    key = 'key-two';
    await transport.pull({ deviceId: 'device-12345678', schemaVersion: 1, limit: 1 });
    expect(sent).toEqual([null, 'key-one', 'key-two']);
  });
});
