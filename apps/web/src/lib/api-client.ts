import { M } from '@symposium/schema/messages';
import type { ApiErrorBody, ErrorCode } from '@symposium/schema/error-codes';
import { retryAfterSeconds } from '@symposium/schema/wait-in-words';
import { clearSession, getRefreshToken, getToken, sessionClearedByAnotherTab, setTokens } from './session-storage';
import { leaveRefreshedToken, tokenRefreshedFrom } from './token-handoff';

export const API_BASE = '/api/v1';

/** Shown when the request never reached the server. */
export const OFFLINE_MESSAGE = M.offline;

export type ApiErrorCode = ErrorCode | 'NETWORK_ERROR' | 'HTTP_ERROR';

/** Every failed call: the API's `{ success:false, message, error, fieldErrors }`, or a network failure (status 0). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly fieldErrors: Record<string, string[]>;
  /** The whole answer, for the few errors that carry more (a statement's columns to name: its `preview`). */
  readonly body: Record<string, unknown> | null;

  constructor(
    status: number,
    code: ApiErrorCode,
    message: string,
    fieldErrors: Record<string, string[]> = {},
    body: Record<string, unknown> | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fieldErrors = fieldErrors;
    this.body = body;
  }

  get isNetworkError() {
    return this.status === 0;
  }
}

/**
 * The text a screen shows for a failed call: offline note, else the server's message, else the screen's fallback.
 * `offline`: the note for a press with nothing typed (M.offlineAction); forms keep the default.
 */
export function errorMessage(error: unknown, fallback: string, offline: string = OFFLINE_MESSAGE): string {
  if (error instanceof ApiError) {
    if (error.isNetworkError) return offline;
    if (error.message) return error.message;
  }
  return fallback;
}

/**
 * The load-failure text of a screen whose data did not arrive: offline (the request never reached the
 * server), a server failure (5xx: the connection was fine), or the server's own refusal (4xx).
 */
export function loadErrorMessage(error: unknown, subject: string): string {
  if (error instanceof ApiError) {
    if (error.isNetworkError) return M.loadFailedOffline(subject);
    if (error.status >= 500) return M.loadFailedServer(subject);
    if (error.message) return `Could not load ${subject}: ${error.message}`;
  }
  return M.loadFailed(subject);
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as is (multipart); the browser sets the boundary header. */
  formData?: FormData;
  /** Send the bearer token (default true). Login and other public calls turn it off. */
  auth?: boolean;
  /**
   * When the refresh token is rejected the session is over; by default the app then goes to /login
   * (docs/product.md#sessions-and-tokens). The start-up user check turns this off so a visitor with a stale token stays on the page.
   */
  redirectOnSessionEnd?: boolean;
  signal?: AbortSignal;
  /** Extra request headers (the scanners' device key). */
  headers?: Record<string, string>;
}

type SessionEndedListener = (event: { redirect: boolean }) => void;
const sessionEndedListeners = new Set<SessionEndedListener>();

/** Called when a refresh was refused and the tokens were cleared. Returns the unsubscribe. */
export function onSessionEnded(listener: SessionEndedListener): () => void {
  sessionEndedListeners.add(listener);
  return () => sessionEndedListeners.delete(listener);
}

class SessionEndedError extends ApiError {}

// Set while a staff page offers to sign in again over what was typed (the auth provider, "A staff session that ends
// keeps the page", docs/decisions/0006-sessions-in-the-browser.md): requests wait for it, then go with the same account's new token.
let signInAgain: Promise<string | null> | null = null;

/**
 * From now until `until` settles, authorised requests wait for it: a token (the same account signed in again) sends
 * them, and the one that met the ended session is replayed; null (another account, or 'Go to login') fails them as
 * an ended session. Called from a session-ended listener, so the request that met the end waits too.
 */
export function holdRequestsUntil(until: Promise<string | null>): void {
  signInAgain = until;
  void until.finally(() => {
    if (signInAgain === until) signInAgain = null;
  });
}

/** The token of a sign-in again, or null when there is none to wait for or it was declined. */
function signedInAgain(signal: AbortSignal | undefined): Promise<string | null> {
  const waiting = signInAgain;
  if (!waiting) return Promise.resolve(null);
  if (!signal) return waiting;
  return new Promise((resolve, reject) => {
    const abort = () => reject(signal.reason);
    if (signal.aborted) return abort();
    signal.addEventListener('abort', abort, { once: true });
    void waiting.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return readResponse<T>(await sendWithRefresh(path, options));
}

/** A file the API answers (a CSV export, a payment screenshot), fetched with the token like any call. */
export interface ApiFile {
  blob: Blob;
  /** From Content-Disposition, when the server named the file. */
  fileName: string | null;
}

/**
 * GET a file with the bearer token (and the same one-refresh rule). `path` is relative to /api/v1; an
 * absolute API path such as a screenshot link ('/api/v1/uploads/…') is accepted as it is.
 */
export async function apiFile(path: string, options: RequestOptions = {}): Promise<ApiFile> {
  const relative = path.startsWith(`${API_BASE}/`) ? path.slice(API_BASE.length) : path;
  const response = await sendWithRefresh(relative, options);
  if (!response.ok) throw errorFrom(response, await readBody(response));
  return { blob: await response.blob(), fileName: fileNameOf(response.headers.get('Content-Disposition')) };
}

function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (encoded) {
    try {
      return decodeURIComponent(encoded[1].trim());
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain ? plain[1].trim() : null;
}

async function sendWithRefresh(path: string, options: RequestOptions): Promise<Response> {
  const useAuth = options.auth !== false;
  let resumed: string | null = null;
  if (useAuth && signInAgain) {
    resumed = await signedInAgain(options.signal);
    if (resumed === null) throw new SessionEndedError(401, 'UNAUTHORIZED', '');
  }
  // A held request goes with the token of the account that signed in again, not with whatever is stored by now: another
  // tab may have signed someone else in meanwhile, and that account must not receive what was typed here.
  const sentToken = useAuth ? (resumed ?? getToken()) : null;
  let response = await send(path, options, sentToken);

  // docs/product.md#sessions-and-tokens: on a 401, refresh once and replay once. Only a request that carried a token can be
  // rescued by a refresh; a failed login is just a failed login.
  if (response.status === 401 && sentToken) {
    const current = getToken();
    let token: string;
    if (current && current !== sentToken) {
      token = current; // another request already refreshed while this one was in flight
    } else {
      try {
        token = await refreshAccessToken(sentToken);
      } catch (error) {
        if (!(error instanceof SessionEndedError)) throw error;
        const redirect = options.redirectOnSessionEnd !== false;
        for (const listener of sessionEndedListeners) listener({ redirect });
        // A listener may have put a sign-in dialog over the page: the same account signing in replays this request.
        const resumed = redirect ? await signedInAgain(options.signal) : null;
        if (resumed === null) throw error;
        token = resumed;
      }
    }
    response = await send(path, options, token);
  } else if (response.status === 401 && useAuth && (sessionClearedByAnotherTab() || signInAgain)) {
    // Sent without a token because another tab's refused refresh had already cleared this tab's session: it ended here
    // too, as if this request's own refresh had been refused (a sign-in dialog may come over the page and resume it).
    const redirect = options.redirectOnSessionEnd !== false;
    for (const listener of sessionEndedListeners) listener({ redirect });
    const resumed = redirect ? await signedInAgain(options.signal) : null;
    if (resumed !== null) response = await send(path, options, resumed);
  }

  return response;
}

/**
 * A raw fetch under /api/v1 with the bearer token and the same refresh-once rule as apiRequest, for
 * callers that read the status themselves (the scanners' sync transport). A network failure rejects
 * with an ApiError of status 0 and never ends the session; a refused refresh ends it as usual.
 */
export async function authorizedFetch(
  path: string,
  init: {
    method?: RequestOptions['method'];
    json?: unknown;
    signal?: AbortSignal;
    headers?: Record<string, string>;
  } = {},
): Promise<Response> {
  const options: RequestOptions = { method: init.method, json: init.json, signal: init.signal, headers: init.headers };
  const sentToken = getToken();
  const response = await send(path, options, sentToken);
  if (response.status === 401 && !sentToken && sessionClearedByAnotherTab()) {
    for (const listener of sessionEndedListeners) listener({ redirect: true });
  }
  if (response.status !== 401 || !sentToken) return response;
  const current = getToken();
  let token: string;
  if (current && current !== sentToken) {
    token = current;
  } else {
    try {
      token = await refreshAccessToken(sentToken);
    } catch (error) {
      if (error instanceof SessionEndedError) {
        for (const listener of sessionEndedListeners) listener({ redirect: true });
        return response;
      }
      throw error;
    }
  }
  return send(path, options, token);
}

async function send(path: string, options: RequestOptions, token: string | null): Promise<Response> {
  const headers = new Headers({ ...options.headers, Accept: 'application/json' });
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let body: BodyInit | undefined;
  if (options.formData) {
    body = options.formData;
  } else if (options.json !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.json);
  }
  try {
    return await fetch(`${API_BASE}${path}`, {
      method: options.method ?? (body ? 'POST' : 'GET'),
      headers,
      body,
      signal: options.signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    // Offline or the server unreachable: never a reason to end the session.
    throw new ApiError(0, 'NETWORK_ERROR', '');
  }
}

async function readBody(response: Response): Promise<Record<string, unknown> | null> {
  const type = response.headers.get('Content-Type') ?? '';
  if (!type.includes('json')) return null;
  try {
    const body: unknown = await response.json();
    return body && typeof body === 'object' ? (body as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function errorFrom(response: Response, body: Record<string, unknown> | null): ApiError {
  const error = body as Partial<ApiErrorBody> | null;
  // Any 429 (ours, or a proxy's without our body) says how long to wait, from its Retry-After.
  const message =
    response.status === 429
      ? M.tooManyRequests(retryAfterSeconds(response.headers.get('Retry-After')))
      : typeof error?.message === 'string'
        ? error.message
        : '';
  return new ApiError(
    response.status,
    typeof error?.error === 'string' ? error.error : 'HTTP_ERROR',
    message,
    error?.fieldErrors && typeof error.fieldErrors === 'object' ? error.fieldErrors : {},
    body,
  );
}

async function readResponse<T>(response: Response): Promise<T> {
  const body = await readBody(response);
  if (!response.ok || !body || body.success === false) throw errorFrom(response, body);
  return body as T;
}

// One refresh at a time: concurrent 401s wait for the same answer, because refresh tokens rotate
// and a second refresh with the old one would only be answered within the server's grace window.
let refreshInFlight: Promise<string> | null = null;

function refreshAccessToken(staleToken: string): Promise<string> {
  refreshInFlight ??= acrossTabs(() => doRefresh(staleToken)).finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

/**
 * Tabs share the tokens in localStorage, so they refresh one at a time too (Web Locks); a tab that
 * waited finds the token another tab got and uses it (in IndexedDB when its localStorage has not caught
 * up yet: token-handoff.ts). Without Web Locks, the server's grace window for a just-rotated token keeps
 * two tabs refreshing at once from ending the session.
 */
function acrossTabs<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  // The lock is held until the task's promise settles; request() resolves with its value.
  return locks ? (locks.request('symposium-token-refresh', task) as unknown as Promise<T>) : task();
}

async function doRefresh(staleToken: string): Promise<string> {
  const current = getToken();
  if (current && current !== staleToken) return current; // another tab refreshed while this one waited
  const handedOver = await tokenRefreshedFrom(staleToken);
  if (handedOver) return handedOver;
  const refreshToken = getRefreshToken();
  if (!refreshToken) {
    clearSession();
    throw new SessionEndedError(401, 'UNAUTHORIZED', '');
  }
  const response = await send('/auth/refresh-token', { method: 'POST', json: { refreshToken } }, null);
  const body = await readBody(response);
  if (response.ok && body && typeof body.token === 'string') {
    setTokens(body.token, typeof body.refreshToken === 'string' ? body.refreshToken : refreshToken);
    await leaveRefreshedToken({ replaced: staleToken, token: body.token });
    return body.token;
  }
  const error = errorFrom(response, body);
  if (response.status === 401 || response.status === 400) {
    clearSession();
    throw new SessionEndedError(error.status, error.code, error.message, error.fieldErrors);
  }
  throw error; // a server hiccup (5xx, 429) is not the end of the session
}
