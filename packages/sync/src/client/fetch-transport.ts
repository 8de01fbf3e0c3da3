import type { PullResponse, PushResponse } from '../protocol';
import type { PullOutcome, PushOutcome, SyncTransport } from './engine';
import { parseRetryAfter } from './retry-after';

/**
 * SyncTransport over fetch. `authorizedFetch` adds the staff token (and refreshes it); a network
 * error or 5xx/429 is a retry, a 401 after refresh or a revoked device blocks (the queue is kept).
 */
export function fetchTransport(baseUrl: string, authorizedFetch: (url: string, init: RequestInit) => Promise<Response>): SyncTransport {
  async function call<T>(url: string, init: RequestInit): Promise<{ kind: 'ok'; body: T } | { kind: 'retry' | 'blocked'; reason: string; code?: string; retryAfterMs?: number }> {
    let res: Response;
    try {
      res = await authorizedFetch(url, init);
    } catch {
      return { kind: 'retry', reason: 'Offline — scans are saved on this device and will sync when the network is back.' };
    }
    let body: any = null;
    try {
      body = await res.json();
    } catch {
      body = null;
    }
    if (res.ok) return { kind: 'ok', body: body as T };
    const reason = body?.message ?? `Server answered ${res.status}`;
    if (res.status === 401 || res.status === 403 || res.status === 409) return { kind: 'blocked', reason, code: body?.error };
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
      const params = new URLSearchParams({ deviceId: query.deviceId, schemaVersion: String(query.schemaVersion), limit: String(query.limit) });
      if (query.cursor) params.set('cursor', query.cursor);
      const out = await call<PullResponse>(`${baseUrl}/sync/pull?${params}`, { method: 'GET' });
      return out.kind === 'ok' ? { kind: 'ok', response: out.body } : out;
    },
  };
}
