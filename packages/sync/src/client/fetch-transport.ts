import { DEVICE_KEY_HEADER, type PullResponse, type PushResponse } from '../protocol';
import type { PullOutcome, PushOutcome, SyncTransport } from './engine';
import { parseRetryAfter } from './retry-after';

/**
 * Answers that sending the same request again cannot fix: a 401 after refresh, a revoked (403) or unknown
 * (409) device, an out-of-date app (409 SCHEMA_VERSION_UNSUPPORTED) and a request the server cannot take
 * (400, 413, 415, 422). The engine stops with the server's message and keeps the queue.
 */
const BLOCKING_STATUSES = new Set([400, 401, 403, 409, 413, 415, 422]);

/** The key the server handed this device at registration (null before it has one): read on every call. */
export type DeviceKeySource = () => string | null | Promise<string | null>;

/** A request that never got an answer: the device may be offline, or on a network that does not reach the server. */
export const UNREACHABLE_MESSAGE =
  'Cannot reach the server — scans are saved on this device and will sync when it answers.';

/** The server's answers are JSON objects with a boolean `success`. */
const isEnvelope = (body: unknown): boolean =>
  typeof body === 'object' && body !== null && typeof (body as { success?: unknown }).success === 'boolean';

/**
 * SyncTransport over fetch. `authorizedFetch` adds the staff token (and refreshes it); `deviceKey` adds the
 * device's key (docs/sync.md "Devices"); a network error, a 5xx, 429 or any other answer is a retry; the
 * BLOCKING_STATUSES block (the queue is kept).
 */
export function fetchTransport(
  baseUrl: string,
  authorizedFetch: (url: string, init: RequestInit) => Promise<Response>,
  deviceKey: DeviceKeySource = () => null,
): SyncTransport {
  async function call<T>(
    url: string,
    init: RequestInit,
  ): Promise<
    { kind: 'ok'; body: T } | { kind: 'retry' | 'blocked'; reason: string; code?: string; retryAfterMs?: number }
  > {
    let res: Response;
    try {
      const key = await deviceKey();
      // A plain object, as the callers' own headers are: an authorizedFetch may spread it into its own.
      const headers: Record<string, string> = {
        ...(init.headers as Record<string, string> | undefined),
        ...(key ? { [DEVICE_KEY_HEADER]: key } : {}),
      };
      res = await authorizedFetch(url, { ...init, headers });
    } catch {
      // Said where the browser reports a network too (venue Wi-Fi without a route to the server, a server restarting).
      return { kind: 'retry', reason: UNREACHABLE_MESSAGE };
    }
    let body: { message?: string; error?: string } | null;
    try {
      body = (await res.json()) as { message?: string; error?: string } | null;
    } catch {
      body = null;
    }
    // A 200 that is not the server's envelope came from something between (a venue Wi-Fi login page, a proxy):
    // the server was not reached, and the queue waits as it would offline.
    if (res.ok)
      return isEnvelope(body) ? { kind: 'ok', body: body as T } : { kind: 'retry', reason: UNREACHABLE_MESSAGE };
    const reason = body?.message ?? `Server answered ${res.status}`;
    if (BLOCKING_STATUSES.has(res.status)) return { kind: 'blocked', reason, code: body?.error };
    const retryAfterMs = parseRetryAfter(res.headers.get('retry-after'));
    return retryAfterMs === undefined ? { kind: 'retry', reason } : { kind: 'retry', reason, retryAfterMs };
  }
  return {
    async push(body): Promise<PushOutcome> {
      const out = await call<PushResponse>(`${baseUrl}/sync/push`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return out.kind === 'ok' ? { kind: 'ok', response: out.body } : out;
    },
    async pull(query): Promise<PullOutcome> {
      const params = new URLSearchParams({
        deviceId: query.deviceId,
        schemaVersion: String(query.schemaVersion),
        limit: String(query.limit),
      });
      if (query.cursor) params.set('cursor', query.cursor);
      if (query.queueSize !== undefined) params.set('queueSize', String(query.queueSize));
      const out = await call<PullResponse>(`${baseUrl}/sync/pull?${params}`, { method: 'GET' });
      return out.kind === 'ok' ? { kind: 'ok', response: out.body } : out;
    },
  };
}
