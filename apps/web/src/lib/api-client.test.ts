import 'fake-indexeddb/auto';
import { M } from '@symposium/schema/messages';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { memoryStorage } from '../test/memory-storage';
import {
  ApiError,
  apiFile,
  apiRequest,
  errorMessage,
  loadErrorMessage,
  onSessionEnded,
  OFFLINE_MESSAGE,
} from './api-client';
import { clearSession, getRefreshToken, getToken, setTokens } from './session-storage';
import { forgetRefreshedToken, leaveRefreshedToken, tokenRefreshedFrom } from './token-handoff';

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...headers },
  });

/** What the page sent: the path under the API and the token it carried. */
interface Sent {
  path: string;
  method: string;
  token: string | null;
  body: string | null;
}

/** The network, as far as the page sees it: each request is answered by `answer`, and every request is kept. */
function serveWith(answer: (sent: Sent) => Response | Promise<Response>) {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    const request: Sent = {
      path: url.replace(/^\/api\/v1/, ''),
      method: init.method ?? 'GET',
      token: headers.get('Authorization')?.replace(/^Bearer /, '') ?? null,
      body: typeof init.body === 'string' ? init.body : null,
    };
    sent.push(request);
    return answer(request);
  });
  return sent;
}

const myRegistrations = { success: true, data: [{ _id: 'event:ev-robo-race', type: 'event', status: 'registered' }] };

describe('apiRequest', () => {
  beforeEach(() => {
    vi.stubGlobal('localStorage', memoryStorage());
    clearSession();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  test("sends the stored token and JSON under /api/v1, and answers the server's body", async () => {
    setTokens('access-kavya-1', 'refresh-kavya-1');
    const sent = serveWith(() => json(200, { success: true, message: 'Registered for Robo Race' }));

    const body = await apiRequest<{ message: string }>('/registrations/event/ev-robo-race', {
      json: { teamName: 'Team Chakra' },
    });

    expect(body.message).toBe('Registered for Robo Race');
    expect(sent).toEqual([
      {
        path: '/registrations/event/ev-robo-race',
        method: 'POST',
        token: 'access-kavya-1',
        body: '{"teamName":"Team Chakra"}',
      },
    ]);
  });

  test('a public call goes without the token', async () => {
    setTokens('access-kavya-1', 'refresh-kavya-1');
    const sent = serveWith(() => json(200, { success: true, data: { registrationOpen: true } }));

    await apiRequest('/config', { auth: false });

    expect(sent[0]).toMatchObject({ path: '/config', method: 'GET', token: null });
  });

  test('a request that never reached the server is a network error, shown as the offline note, and keeps the session', async () => {
    setTokens('access-kavya-1', 'refresh-kavya-1');
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));

    const error = await apiRequest('/auth/me').catch((reason: unknown) => reason);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, code: 'NETWORK_ERROR', isNetworkError: true });
    expect(errorMessage(error, M.registrationFailed)).toBe(OFFLINE_MESSAGE);
    expect(loadErrorMessage(error, 'your registrations')).toBe(M.loadFailedOffline('your registrations'));
    expect(getToken()).toBe('access-kavya-1');
  });

  test('a refusal names its fields: status, code, message and each field error come through', async () => {
    serveWith(() =>
      json(400, {
        success: false,
        message: 'Please correct the highlighted fields',
        error: 'VALIDATION_ERROR',
        fieldErrors: { phone: ['Enter a 10-digit mobile number'], email: ['Enter a valid email address'] },
      }),
    );

    const error = (await apiRequest('/auth/register', { auth: false, json: { phone: '98765' } }).catch(
      (reason: unknown) => reason,
    )) as ApiError;

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION_ERROR',
      message: 'Please correct the highlighted fields',
    });
    expect(error.fieldErrors).toEqual({
      phone: ['Enter a 10-digit mobile number'],
      email: ['Enter a valid email address'],
    });
    expect(errorMessage(error, M.registrationFailed)).toBe('Please correct the highlighted fields');
    expect(loadErrorMessage(error, 'the event')).toBe(
      'Could not load the event: Please correct the highlighted fields',
    );
  });

  test("a server failure without our body (a proxy's 502 page) is an HTTP error with the screen's fallback text", async () => {
    serveWith(
      () =>
        new Response('<html><body>502 Bad Gateway</body></html>', {
          status: 502,
          headers: { 'Content-Type': 'text/html' },
        }),
    );

    const error = await apiRequest('/events').catch((reason: unknown) => reason);

    expect(error).toMatchObject({ status: 502, code: 'HTTP_ERROR', message: '', fieldErrors: {} });
    expect(errorMessage(error, M.registrationFailed)).toBe(M.registrationFailed);
    expect(loadErrorMessage(error, 'the events')).toBe(M.loadFailedServer('the events'));
  });

  test("a 500 with our body still reads as the server's problem, not the connection's", async () => {
    serveWith(() => json(500, { success: false, message: 'Something went wrong', error: 'INTERNAL_ERROR' }));

    const error = await apiRequest('/events').catch((reason: unknown) => reason);

    expect(error).toMatchObject({ status: 500, code: 'INTERNAL_ERROR', isNetworkError: false });
    expect(loadErrorMessage(error, 'the events')).toBe(M.loadFailedServer('the events'));
  });

  test('a rate limit says how long to wait, from its Retry-After, whatever the body says', async () => {
    serveWith(() =>
      json(429, { success: false, message: 'Too many requests', error: 'RATE_LIMITED' }, { 'Retry-After': '420' }),
    );

    const error = await apiRequest('/auth/login', { auth: false, json: {} }).catch((reason: unknown) => reason);

    expect(error).toMatchObject({
      status: 429,
      code: 'RATE_LIMITED',
      message: 'Too many attempts. Please try again in 7 minutes.',
    });
  });

  test('a 429 from a proxy in front of the API (its own HTML page, not our body) says how long to wait too', async () => {
    serveWith(
      () =>
        new Response('<h1>429 Too Many Requests</h1>', {
          status: 429,
          headers: { 'Content-Type': 'text/html', 'Retry-After': '420' },
        }),
    );

    const error = await apiRequest('/auth/login', { auth: false, json: {} }).catch((reason: unknown) => reason);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 429, message: 'Too many attempts. Please try again in 7 minutes.' });
  });

  test('a 200 that says success:false is a failure too', async () => {
    serveWith(() => json(200, { success: false, message: 'Registration is closed', error: 'FORBIDDEN' }));

    await expect(apiRequest('/registrations/event/ev-robo-race', { method: 'POST' })).rejects.toMatchObject({
      status: 200,
      code: 'FORBIDDEN',
      message: 'Registration is closed',
    });
  });

  test('a request timed out by its signal fails with the timeout itself, not as offline', async () => {
    vi.stubGlobal(
      'fetch',
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
    );

    const error = await apiRequest('/events', { signal: AbortSignal.timeout(20) }).catch((reason: unknown) => reason);

    expect(error).not.toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ name: 'TimeoutError' });
  });
});

describe('an expired access token', () => {
  beforeEach(async () => {
    vi.stubGlobal('localStorage', memoryStorage());
    clearSession();
    await forgetRefreshedToken();
    setTokens('access-expired', 'refresh-1');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  test('is refreshed once and the request replayed with the new token, which is left for the other tabs', async () => {
    const sent = serveWith(({ path, token }) => {
      if (path === '/auth/refresh-token')
        return json(200, { success: true, token: 'access-fresh', refreshToken: 'refresh-2' });
      return token === 'access-fresh'
        ? json(200, myRegistrations)
        : json(401, { success: false, message: 'Token expired', error: 'TOKEN_EXPIRED' });
    });

    await expect(apiRequest('/registrations/my-registrations')).resolves.toEqual(myRegistrations);

    expect(sent.map(({ path, token }) => [path, token])).toEqual([
      ['/registrations/my-registrations', 'access-expired'],
      ['/auth/refresh-token', null],
      ['/registrations/my-registrations', 'access-fresh'],
    ]);
    expect(JSON.parse(sent[1].body ?? '')).toEqual({ refreshToken: 'refresh-1' });
    expect(getToken()).toBe('access-fresh');
    expect(getRefreshToken()).toBe('refresh-2');
    await expect(tokenRefreshedFrom('access-expired')).resolves.toBe('access-fresh');
  });

  test('that another tab has already refreshed is replaced by its token from the hand-over, without a refresh here', async () => {
    await leaveRefreshedToken({ replaced: 'access-expired', token: 'access-from-other-tab' });
    const sent = serveWith(({ token }) =>
      token === 'access-from-other-tab'
        ? json(200, myRegistrations)
        : json(401, { success: false, message: 'Token expired', error: 'TOKEN_EXPIRED' }),
    );

    await expect(apiRequest('/registrations/my-registrations')).resolves.toEqual(myRegistrations);

    expect(sent.map(({ path }) => path)).not.toContain('/auth/refresh-token');
    expect(sent.at(-1)?.token).toBe('access-from-other-tab');
  });

  test('met by two requests at once is refreshed once: refresh tokens rotate', async () => {
    const sent = serveWith(({ path, token }) => {
      if (path === '/auth/refresh-token')
        return json(200, { success: true, token: 'access-fresh', refreshToken: 'refresh-2' });
      return token === 'access-fresh'
        ? json(200, { success: true, data: path })
        : json(401, { success: false, message: 'Token expired', error: 'TOKEN_EXPIRED' });
    });

    const [profile, stays] = await Promise.all([
      apiRequest<{ data: string }>('/auth/me'),
      apiRequest<{ data: string }>('/accommodation/my'),
    ]);

    expect([profile.data, stays.data]).toEqual(['/auth/me', '/accommodation/my']);
    expect(sent.filter(({ path }) => path === '/auth/refresh-token')).toHaveLength(1);
  });

  test('whose refresh is refused ends the session: tokens cleared, listeners told, the call fails as unauthorised', async () => {
    const ended: { redirect: boolean }[] = [];
    const stopListening = onSessionEnded((event) => ended.push(event));
    serveWith(({ path }) =>
      path === '/auth/refresh-token'
        ? json(401, { success: false, message: 'Refresh token revoked', error: 'INVALID_TOKEN' })
        : json(401, { success: false, message: 'Token expired', error: 'TOKEN_EXPIRED' }),
    );

    const error = await apiRequest('/auth/me').catch((reason: unknown) => reason);
    stopListening();

    expect(error).toMatchObject({ status: 401, code: 'INVALID_TOKEN' });
    expect(ended).toEqual([{ redirect: true }]);
    expect(getToken()).toBeNull();
    expect(getRefreshToken()).toBeNull();
  });

  test('whose refresh meets a server hiccup keeps the session for the next try', async () => {
    const ended = vi.fn();
    const stopListening = onSessionEnded(ended);
    serveWith(({ path }) =>
      path === '/auth/refresh-token'
        ? json(503, { success: false, message: 'Service unavailable', error: 'INTERNAL_ERROR' })
        : json(401, { success: false, message: 'Token expired', error: 'TOKEN_EXPIRED' }),
    );

    const error = await apiRequest('/auth/me').catch((reason: unknown) => reason);
    stopListening();

    expect(error).toMatchObject({ status: 503 });
    expect(ended).not.toHaveBeenCalled();
    expect(getToken()).toBe('access-expired');
    expect(getRefreshToken()).toBe('refresh-1');
  });

  test('whose refresh never reaches the server keeps the session, and the next call refreshes it', async () => {
    const ended = vi.fn();
    const stopListening = onSessionEnded(ended);
    let refreshReachesServer = false;
    const sent = serveWith(({ path, token }) => {
      if (path === '/auth/refresh-token') {
        if (!refreshReachesServer) throw new TypeError('Failed to fetch');
        return json(200, { success: true, token: 'access-fresh', refreshToken: 'refresh-2' });
      }
      return token === 'access-fresh'
        ? json(200, myRegistrations)
        : json(401, { success: false, message: 'Token expired', error: 'TOKEN_EXPIRED' });
    });

    const error = await apiRequest('/registrations/my-registrations').catch((reason: unknown) => reason);

    expect(error).toMatchObject({ status: 0, code: 'NETWORK_ERROR', isNetworkError: true });
    expect(ended).not.toHaveBeenCalled();
    expect(getToken()).toBe('access-expired');
    expect(getRefreshToken()).toBe('refresh-1');

    refreshReachesServer = true;
    await expect(apiRequest('/registrations/my-registrations')).resolves.toEqual(myRegistrations);
    stopListening();

    expect(ended).not.toHaveBeenCalled();
    expect(sent.filter(({ path }) => path === '/auth/refresh-token').map(({ body }) => body)).toEqual([
      '{"refreshToken":"refresh-1"}',
      '{"refreshToken":"refresh-1"}',
    ]);
    expect([getToken(), getRefreshToken()]).toEqual(['access-fresh', 'refresh-2']);
  });

  test('a failed login is just a failed login: no refresh without a token sent', async () => {
    clearSession();
    const sent = serveWith(() =>
      json(401, { success: false, message: 'Invalid email or password', error: 'INVALID_CREDENTIALS' }),
    );

    const error = await apiRequest('/auth/login', {
      auth: false,
      json: { email: 'kavya.raman@gct.ac.in', password: 'wrong' },
    }).catch((reason: unknown) => reason);

    expect(error).toMatchObject({ status: 401, code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' });
    expect(sent).toHaveLength(1);
  });
});

describe('apiFile', () => {
  beforeEach(() => {
    vi.stubGlobal('localStorage', memoryStorage());
    clearSession();
    setTokens('access-admin', 'refresh-admin');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  test("fetches an absolute API path with the token and names the file from the server's UTF-8 name", async () => {
    const csv = 'Name,College\nKavya Raman,Government College of Technology\n';
    const sent = serveWith(
      () =>
        new Response(csv, {
          headers: {
            'Content-Type': 'text/csv',
            'Content-Disposition': `attachment; filename="participants.csv"; filename*=UTF-8''participants%20%E2%80%93%2023%20Oct.csv`,
          },
        }),
    );

    const file = await apiFile('/api/v1/admin/export/participants');

    expect(sent[0]).toMatchObject({ path: '/admin/export/participants', token: 'access-admin' });
    expect(file.fileName).toBe('participants – 23 Oct.csv');
    expect(await file.blob.text()).toBe(csv);
  });

  test("a refused file is the API's error, as for any call", async () => {
    serveWith(() => json(404, { success: false, message: 'File not found', error: 'NOT_FOUND' }));

    await expect(apiFile('/uploads/payments/missing.jpg')).rejects.toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
      message: 'File not found',
    });
  });
});
