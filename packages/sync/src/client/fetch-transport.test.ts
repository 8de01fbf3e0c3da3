import { describe, expect, test } from 'vitest';
import { fetchTransport } from './fetch-transport';

const pushBody = { deviceId: 'device-12345678', schemaVersion: 1, sentAt: new Date().toISOString(), queueSize: 0, mutations: [] };

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
  test.each([400, 413, 415, 422])('an envelope-level %i blocks with the server’s message instead of retrying forever', async (status) => {
    const { transport } = answering(status, { success: false, error: 'VALIDATION_ERROR', message: `Refused with ${status}` });
    expect(await transport.push(pushBody)).toEqual({ kind: 'blocked', reason: `Refused with ${status}`, code: 'VALIDATION_ERROR' });
  });

  test('an out-of-date app (409 SCHEMA_VERSION_UNSUPPORTED) blocks with the reload message', async () => {
    const message = 'This scanner app is out of date. Reload it to update; queued scans stay saved.';
    const { transport } = answering(409, { success: false, error: 'SCHEMA_VERSION_UNSUPPORTED', message });
    expect(await transport.push(pushBody)).toEqual({ kind: 'blocked', reason: message, code: 'SCHEMA_VERSION_UNSUPPORTED' });
  });

  test.each([401, 403, 409])('%i still blocks (session, revoked or unknown device)', async (status) => {
    const { transport } = answering(status, { success: false, error: 'X', message: 'No' });
    expect((await transport.pull({ deviceId: 'd', schemaVersion: 1, limit: 1 })).kind).toBe('blocked');
  });

  test.each([500, 502, 503, 429, 404])('%i is a retry', async (status) => {
    const { transport } = answering(status, undefined);
    expect(await transport.push(pushBody)).toEqual({ kind: 'retry', reason: `Server answered ${status}` });
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
