import { inspectRoutes } from 'hono/dev';
import { MAX_PUSH_BATCH } from '@symposium/sync/protocol';
import { LIMITS } from '@symposium/schema/constants';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { BODY_LIMITS, bodyLimitFor } from './lib/body-limit';
import { scannerDesk } from './modules/sync/sync-test-kit';
import { M } from '@symposium/schema/messages';
import {
  adminToken,
  createTestContext,
  createTestContextForThisTest,
  insertParticipant,
  registrationForm,
  tokenFor,
  validRegistration,
  type TestContext,
} from './test-support/context';

// Every route that takes a body, found the way permissions.test.ts finds them: a new route is covered
// without anyone remembering to add it here.

let ctx: TestContext;
let tokens: { admin: string; participant: string };

beforeAll(async () => {
  ctx = await createTestContext();
  const participant = await insertParticipant(ctx);
  tokens = { admin: await adminToken(ctx), participant: await tokenFor(ctx, participant.id) };
});
afterAll(async () => {
  await ctx.close();
});

/** zod's own English ('Invalid input: expected number, received NaN', 'Too big: expected number to be <=100'). */
const ZOD_DEFAULT_TEXT =
  /^(Invalid input|Invalid option|Invalid string|Invalid number|Invalid discriminator|Invalid value in|Invalid key in|Too big:|Too small:|Unrecognized key)|expected \S+, received \S+/;

/** Every message an error answer carries (its message, its field errors, a sync push's per-scan results) that is zod's. */
function zodDefaultTexts(json: any): string[] {
  if (!json || typeof json !== 'object') return [];
  const texts = [
    json.message,
    ...Object.values(json.fieldErrors ?? {}).flat(),
    ...(json.results ?? []).map((r: any) => r.message),
  ];
  return texts.filter((text): text is string => typeof text === 'string' && ZOD_DEFAULT_TEXT.test(text));
}

function bodyRoutes(): { method: string; path: string }[] {
  const seen = new Set<string>();
  return inspectRoutes(ctx.app)
    .filter((r) => !r.isMiddleware && (r.method === 'POST' || r.method === 'PUT'))
    .map((r) => ({ method: r.method, path: r.path.replace(/:[A-Za-z]+/g, 'no-such-id') }))
    .filter((r) => !seen.has(`${r.method} ${r.path}`) && !!seen.add(`${r.method} ${r.path}`));
}

describe('request bodies that are not JSON objects', () => {
  const BAD_BODIES = ['null', '[]', '"x"', '42', '{"refreshToken":', '{'];

  test('the app has body routes to check, the JSON and multipart ones included', () => {
    const routes = bodyRoutes().map((r) => `${r.method} ${r.path}`);
    expect(routes).toEqual(
      expect.arrayContaining([
        'POST /api/v1/auth/logout',
        'POST /api/v1/auth/register',
        'POST /api/v1/contact',
        'POST /auth/refresh-token',
      ]),
    );
    expect(routes.length).toBeGreaterThan(30);
  });

  test('are a 4xx on every POST and PUT route, for participants and staff alike — never a 500', async () => {
    const failures: string[] = [];
    for (const { method, path } of bodyRoutes()) {
      for (const token of [tokens.admin, tokens.participant]) {
        for (const body of BAD_BODIES) {
          const res = await ctx.request(path, { method, token, body, headers: { 'content-type': 'application/json' } });
          if (res.status < 400 || res.status >= 500)
            failures.push(`${method} ${path} ${body}: ${res.status} ${res.text.slice(0, 100)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  test.each([
    ['/api/v1/auth/logout', 'null'],
    ['/api/v1/auth/register', 'null'],
    ['/api/v1/auth/login', '[]'],
    ['/api/v1/contact', '"hello"'],
  ])('%s answers %s with a 400 in the standard shape', async (path, body) => {
    const res = await ctx.request(path, { method: 'POST', body, headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({
      success: false,
      error: 'VALIDATION_ERROR',
      message: 'The request body must be a JSON object.',
    });
  });
});

describe('request bodies with fields of the wrong kind', () => {
  // Field names the routes read (auth, contact, catalogue, settings, staff, payments, stays, scans, devices, sync).
  const FIELDS = [
    'userIds',
    'emailType',
    'reason',
    'notes',
    'status',
    'roomNumber',
    'userId',
    'accommodationRulesAccepted',
    'accommodationCheckIn',
    'accommodationCheckOut',
    'accommodationGender',
    'eventId',
    'workshopId',
    'qrData',
    'eventType',
    'participantId',
    'collectionPoint',
    'deviceInfo',
    'deviceId',
    'deviceKey',
    'name',
    'schemaVersion',
    'sentAt',
    'queueSize',
    'mutations',
    'resolution',
    'role',
    'disabled',
    'email',
    'password',
    'rememberMe',
    'refreshToken',
    'phone',
    'subject',
    'message',
    'fees',
    'accommodationFee',
    'upiId',
    'upiPayeeName',
    'contactEmail',
    'organiserEmail',
    'eventRegistrationOpen',
    'workshopRegistrationOpen',
    'title',
    'description',
    'category',
    'type',
    'venue',
    'date',
    'time',
    'startTime',
    'endTime',
    'maxParticipants',
    'registrationDeadline',
    'rules',
    'prizes',
    'teamSize',
    'instructor',
    'duration',
    'fee',
    'prerequisites',
    'learningOutcomes',
    'coordinators',
    'transactionId',
  ];
  const WRONG_KINDS: unknown[] = [42, -1, 1.5, true, null, 'x', 'x'.repeat(600), [], [42], {}, { a: 1 }];

  test('never answer zod’s default English on any POST or PUT route: every message names the field in words', async () => {
    // A context of its own: the sweep spends the per-address limits (contact, forgot password) the other tests need.
    const own = await createTestContextForThisTest({});
    const token = await adminToken(own);
    const failures: string[] = [];
    for (const { method, path } of bodyRoutes()) {
      if (path === '/api/v1/auth/register') continue; // multipart; its fields are those of docs/product.md#registration, tested in registration.test.ts
      for (const value of WRONG_KINDS) {
        const res = await own.request(path, { method, token, json: Object.fromEntries(FIELDS.map((f) => [f, value])) });
        if (res.status >= 500) failures.push(`${method} ${path} ${JSON.stringify(value).slice(0, 20)}: ${res.status}`);
        for (const text of zodDefaultTexts(res.json))
          failures.push(`${method} ${path} ${JSON.stringify(value).slice(0, 20)}: ${text}`);
      }
    }
    expect([...new Set(failures)]).toEqual([]);
  });

  test.each([
    ['POST', '/api/v1/events', { coordinators: 'Ravi' }, 'coordinators', 'coordinators must be a list'],
    ['POST', '/api/v1/events', { teamSize: 3 }, 'teamSize', 'teamSize must be an object'],
    ['POST', '/api/v1/workshops', { prerequisites: [42] }, 'prerequisites', 'prerequisites[0] must be text'],
    [
      'PUT',
      '/api/v1/admin/settings',
      { eventRegistrationOpen: 'yes' },
      'eventRegistrationOpen',
      'eventRegistrationOpen must be true or false',
    ],
    ['PUT', '/api/v1/admin/settings', { upiId: 42 }, 'upiId', 'upiId must be text'],
    [
      'POST',
      '/api/v1/qr-scan/check-in',
      { participantId: 'SYM25-0001', eventId: 'e1', eventType: 'party' },
      'eventType',
      'eventType must be one of: event, workshop',
    ],
    [
      'POST',
      '/api/v1/qr-scan/issue-kit',
      { participantId: 'SYM25-0001', collectionPoint: 'car-park' },
      'collectionPoint',
      'collectionPoint must be one of: main-desk, workshop-desk, event-venue',
    ],
    [
      'POST',
      '/api/v1/qr-scan/check-in',
      { participantId: 'SYM25-0001', eventId: 'e1', deviceInfo: 'phone' },
      'deviceInfo',
      'deviceInfo must be an object',
    ],
    ['POST', '/api/v1/admin/bulk-verify', { userIds: [42] }, 'userIds', 'userIds[0] must be text'],
    ['PUT', '/api/v1/admin/payments/no-such-id/verify', { notes: 42 }, 'notes', 'notes must be text'],
    [
      'POST',
      '/api/v1/admin/staff',
      { name: 'Ravi', email: 'ravi@test.local', role: 'coordinator', password: 12345678 },
      'password',
      'password must be text',
    ],
  ])('%s %s %o: 400, and %s says %j', async (method, path, json, field, message) => {
    const res = await ctx.request(path, { method, token: tokens.admin, json });
    expect(res.status).toBe(400);
    expect(res.json.error).toBe('VALIDATION_ERROR');
    expect(res.json.fieldErrors[field]).toContain(message);
  });
});

describe('a body in a form the route does not take', () => {
  const urlencoded = { 'content-type': 'application/x-www-form-urlencoded' };

  test.each([
    ['POST', '/api/v1/auth/register', urlencoded, new URLSearchParams(validRegistration()).toString()],
    ['POST', '/api/v1/auth/register', { 'content-type': 'text/plain' }, 'name=Asha'],
    ['PUT', '/api/v1/auth/payment-proof', urlencoded, 'transactionId=UPI-998877'],
    ['PUT', '/api/v1/auth/payment-proof', { 'content-type': 'application/json' }, '{"transactionId":"UPI-998877"}'],
  ])(
    '%s %s with %o is a 415 asking for multipart/form-data, the only form that carries the screenshot',
    async (method, path, headers, body) => {
      const res = await ctx.request(path, { method, token: tokens.participant, headers, body });
      expect(res.status).toBe(415);
      expect(res.json).toEqual({ success: false, error: 'UNSUPPORTED_MEDIA_TYPE', message: M.bodyNotMultipart });
      expect(res.json.message).toContain('multipart/form-data');
    },
  );

  test('the multipart form itself is still taken on both routes', async () => {
    const res = await ctx.request('/api/v1/auth/register', {
      method: 'POST',
      body: registrationForm(validRegistration({ email: 'form.taken@example.com' })),
    });
    expect(res.status).toBe(201);
    // Not rejected, so no new proof is due: refused for what it says, not for how it was sent.
    const proof = await ctx.request('/api/v1/auth/payment-proof', {
      method: 'PUT',
      token: tokens.participant,
      body: registrationForm({ transactionId: 'UPI-998877' }),
    });
    expect(proof.status).not.toBe(415);
    expect(proof.json.error).not.toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  test.each(['Application/JSON', 'application/json; charset=UTF-8', ' application/json '])(
    'a JSON body declared %j is read: a media type is case-insensitive and may carry parameters',
    async (type) => {
      const res = await ctx.request('/api/v1/auth/logout', {
        method: 'POST',
        headers: { 'content-type': type },
        body: '{"refreshToken":"x"}',
      });
      expect(res.status).toBe(200);
    },
  );

  test.each([
    'text/plain; charset=application/json',
    'text/plain;application/json',
    'application/jsonx',
    'multipart/form-data; boundary=application/json',
  ])(
    'a body declared %j is not JSON, whatever the header also names: 415 (a page elsewhere sends text/plain without asking first)',
    async (type) => {
      const res = await ctx.request('/api/v1/contact', {
        method: 'POST',
        headers: { 'content-type': type },
        body: JSON.stringify({
          name: 'Asha',
          email: 'asha@example.com',
          phone: '9876543210',
          subject: 'Hello',
          message: 'Hi',
        }),
      });
      expect(res.status).toBe(415);
      expect(res.json).toEqual({ success: false, error: 'UNSUPPORTED_MEDIA_TYPE', message: M.bodyNotJson });
    },
  );

  test('a JSON route sent a urlencoded body still asks for JSON', async () => {
    const res = await ctx.request('/api/v1/contact', { method: 'POST', headers: urlencoded, body: 'name=Asha' });
    expect(res.status).toBe(415);
    expect(res.json).toEqual({ success: false, error: 'UNSUPPORTED_MEDIA_TYPE', message: M.bodyNotJson });
  });
});

describe('query strings out of range', () => {
  const QUERY_PARAMS = [
    'page',
    'limit',
    'q',
    'sort',
    'order',
    'status',
    'paymentStatus',
    'registrationType',
    'kitStatus',
    'passStatus',
    'type',
    'include',
    'cursor',
    'deviceId',
    'schemaVersion',
    'queueSize',
  ];
  const VALUES = ['-1', '0', '1e400', '99999999999999999999', 'abc', '', '\u0000', 'x'.repeat(5000), '__proto__'];

  test('every GET route answers them (and repeated parameters) with JSON (or its CSV or PDF download), never a 500', async () => {
    const seen = new Set<string>();
    const paths = inspectRoutes(ctx.app)
      .filter((r) => !r.isMiddleware && r.method === 'GET' && r.path.startsWith('/api/v1/'))
      .map((r) => r.path.replace(/:[A-Za-z]+/g, 'no-such-id'))
      .filter((path) => !seen.has(path) && !!seen.add(path));
    expect(paths.length).toBeGreaterThan(25);
    const failures: string[] = [];
    for (const path of paths) {
      const queries = [
        ...VALUES.map((v) => new URLSearchParams(QUERY_PARAMS.map((p): [string, string] => [p, v]))),
        new URLSearchParams('page=1&page=2&limit=5&limit=x'),
      ];
      for (const query of queries) {
        const res = await ctx.request(`${path}?${query}`, { token: tokens.admin });
        const type = res.headers.get('content-type') ?? '';
        // JSON, or a download: an export's CSV, the sample certificate's PDF.
        const download = res.status < 300 && (type.startsWith('text/csv') || type === 'application/pdf');
        const readable = type.includes('application/json') || download;
        if (res.status >= 500 || !readable)
          failures.push(`GET ${path}?${query.toString().slice(0, 60)}: ${res.status} ${res.text.slice(0, 100)}`);
        for (const text of zodDefaultTexts(res.json))
          failures.push(`GET ${path}?${query.toString().slice(0, 60)}: ${text}`);
      }
    }
    expect(failures).toEqual([]);
  });

  test.each([
    ['/api/v1/admin/audit?limit=abc', 'limit must be a whole number from 1 to 200'],
    ['/api/v1/admin/audit?limit=100000', 'limit must be a whole number from 1 to 200'],
    [`/api/v1/admin/audit?entityType=${'x'.repeat(51)}`, 'entityType must be at most 50 characters'],
    ['/api/v1/admin/payments/pending?limit=abc', 'limit must be a whole number from 1 to 100'],
    ['/api/v1/admin/payments/verified?page=0', 'page must be a whole number from 1 to 1000000'],
    ['/api/v1/event-registrations/registrations/all?limit=101', 'limit must be a whole number from 1 to 100'],
    [
      `/api/v1/event-registrations/registrations/all?itemType=event&itemId=${'x'.repeat(65)}`,
      'itemId must be at most 64 characters',
    ],
    [
      '/api/v1/admin/registrations/counts?type=party',
      'Type must be one of: technical, non-technical, special, workshop',
    ],
    ['/api/v1/admin/registrations/counts?includeWithdrawn=yes', 'includeWithdrawn must be true or false'],
    ['/api/v1/events?category=party', 'Category must be one of: technical, non-technical, special'],
  ])('GET %s is a 400 that says %j', async (path, message) => {
    const res = await ctx.request(path, { token: tokens.admin });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ success: false, error: 'VALIDATION_ERROR', message });
  });
});

describe('path ids that are not ids', () => {
  const NOT_IDS = [
    'abc',
    '-1',
    '1.5',
    '99999999999999999999999',
    'x'.repeat(2000),
    '%00',
    '%E0%A4%A',
    "1'or'1",
    '..%2F..',
  ];

  // Lookups by participant ID answer "nothing recorded" (kit: null, attendance: []) for an unknown one: the scanner
  // screens read them that way (docs/product.md#api-shape), so they stay 200.
  const LOOKUPS = new Set(['/api/v1/qr-scan/kit-status/:participantId', '/api/v1/qr-scan/history/:participantId']);

  test('every route with a path id answers 4xx in the standard shape (never a 500) for ids that are no ids', async () => {
    const seen = new Set<string>();
    const routes = inspectRoutes(ctx.app).filter(
      (r) =>
        !r.isMiddleware &&
        r.path.startsWith('/api/v1/') &&
        r.path.includes('/:') &&
        !seen.has(`${r.method} ${r.path}`) &&
        !!seen.add(`${r.method} ${r.path}`),
    );
    expect(routes.length).toBeGreaterThan(20);
    const failures: string[] = [];
    for (const { method, path } of routes) {
      for (const id of NOT_IDS) {
        const url = path.replace(/:[A-Za-z]+/g, id);
        const res = await ctx.request(url, {
          method,
          token: tokens.admin,
          ...(method === 'GET' || method === 'DELETE' ? {} : { json: {} }),
        });
        if (LOOKUPS.has(path) && res.status === 200) continue;
        const standard =
          res.json?.success === false && typeof res.json.message === 'string' && typeof res.json.error === 'string';
        if (res.status < 400 || res.status >= 500 || !standard)
          failures.push(`${method} ${path} [${id.slice(0, 20)}]: ${res.status} ${res.text.slice(0, 80)}`);
      }
    }
    expect(failures).toEqual([]);
  });
});

describe('a body within its limit that is slow to check', () => {
  test.each(['/api/v1/auth/login', '/api/v1/contact'])(
    // The time is guarded in fields.test.ts (GENERAL_EMAIL_PATTERN); here, that such a body is answered as a bad email.
    '%s answers an email of 60,000 dots with a 400 on the email (the email rule once took seconds, holding every request)',
    async (path) => {
      const own = await createTestContextForThisTest({});
      const email = `a@${'.'.repeat(60_000)}@`;
      const res = await own.request(path, {
        method: 'POST',
        json: { email, password: 'x', name: 'Asha', phone: '9876543210', subject: 's', message: 'm' },
      });
      expect(res.status).toBe(400);
      expect(res.json.fieldErrors.email).toBeDefined();
    },
  );
});

describe('request body limits', () => {
  test('every POST and PUT route refuses a body one byte over its limit with 413', async () => {
    const failures: string[] = [];
    for (const { method, path } of bodyRoutes()) {
      const limit = bodyLimitFor(path);
      if (limit === null) continue; // POST /auth/register: its own 5 MB limit, tested in registration.test.ts
      const body = `{"x":"${'a'.repeat(limit - 7)}"}`;
      expect(body.length).toBe(limit + 1);
      const res = await ctx.request(path, {
        method,
        token: tokens.admin,
        body,
        headers: { 'content-type': 'application/json', 'content-length': String(body.length) },
      });
      if (res.status !== 413 || res.json?.error !== 'PAYLOAD_TOO_LARGE')
        failures.push(`${method} ${path}: ${res.status}`);
    }
    expect(failures).toEqual([]);
  });

  test('a 1 MB body to /contact is a 413 in the standard shape, and counts against nothing', async () => {
    const body = JSON.stringify({
      name: 'Asha',
      email: 'a@b.co',
      phone: '9876543210',
      subject: 's',
      message: 'm'.repeat(1024 * 1024),
    });
    const res = await ctx.request('/api/v1/contact', {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) },
    });
    expect(res.status).toBe(413);
    expect(res.json).toEqual({ success: false, error: 'PAYLOAD_TOO_LARGE', message: 'The request is too large.' });
    // Like every other answer of the API: never kept by a browser's or a proxy's cache.
    expect(res.headers.get('cache-control')).toBe('no-store');
    const stored = ctx.deps.db.sqlite.prepare('select count(*) n from contact_messages').get() as { n: number };
    expect(stored.n).toBe(0);
  });

  test.each(['/api/v1/contact', '/api/v1/auth/login', '/auth/refresh-token'])(
    '%s answers 413 once 64 KB have streamed in, without waiting for (or parsing) the rest',
    async (path) => {
      // A chunked body with no declared length that never ends: only a limit counted while the body
      // streams can answer it; anything that buffers or parses the whole body would wait forever.
      const chunk = new TextEncoder().encode('a'.repeat(16 * 1024));
      let sent = 0;
      const endless = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent < 1024 * 1024) {
            sent += chunk.length;
            controller.enqueue(chunk);
          }
        },
      });
      const res = await ctx.request(path, {
        method: 'POST',
        body: endless,
        headers: { 'content-type': 'application/json' },
        duplex: 'half',
      } as RequestInit);
      expect(res.status).toBe(413);
      expect(res.json.error).toBe('PAYLOAD_TOO_LARGE');
      expect(sent).toBeLessThan(1024 * 1024);
      expect(sent).toBeGreaterThan(BODY_LIMITS.json);
    },
  );

  test('a sync push of the largest batch the protocol allows fits its limit and is applied', async () => {
    const desk = await scannerDesk(ctx);
    const longest = (n: number) => 'x'.repeat(n);
    const mutations = Array.from({ length: MAX_PUSH_BATCH }, (_, i) => ({
      id: `${String(i).padStart(8, '0')}${longest(56)}`,
      type: 'check-in',
      participantId: longest(64),
      eventId: longest(64),
      eventType: 'workshop',
      occurredAt: '2025-10-23T10:15:30.123+05:30',
      qrData: longest(1000),
      localStatus: 'duplicate',
    }));
    const envelope = {
      deviceId: desk.deviceId,
      schemaVersion: 1,
      sentAt: new Date().toISOString(),
      queueSize: 9999,
      mutations,
    };
    const size = Buffer.byteLength(JSON.stringify(envelope));
    expect(size).toBeGreaterThan(640 * 1024); // measured: about 663 KB
    expect(size * 2).toBeLessThan(BODY_LIMITS.syncPush); // generous room over the measured worst case
    const res = await desk.push(mutations);
    expect(res.status).toBe(200);
    expect(res.json.results).toHaveLength(MAX_PUSH_BATCH);
  });

  test('a staff bulk action on the most participants allowed fits the staff limit', async () => {
    const userIds = Array.from({ length: LIMITS.bulkMax }, (_, i) => `${String(i).padStart(24, '0')}`);
    const size = Buffer.byteLength(JSON.stringify({ userIds, emailType: 'reminder' }));
    expect(size).toBeLessThan(BODY_LIMITS.staff);
    const res = await ctx.request('/api/v1/admin/bulk-verify', {
      method: 'POST',
      token: tokens.admin,
      json: { userIds },
    });
    expect(res.status).not.toBe(413);
    expect(res.status).toBeLessThan(500);
  });
});
