import { inspectRoutes } from 'hono/dev';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  ADMIN,
  adminToken,
  createTestContext,
  insertParticipant,
  insertRegistration,
  registerParticipant,
  signInStaff,
  tokenFor,
  type TestContext,
} from './test-support/context';

// The route × role matrix of docs/permissions.md, checked against every route the app has. A new
// route without a row here fails the first test: decide who may call it, add the row, update the doc.

type Caller = 'anonymous' | 'participant' | 'otherParticipant' | 'coordinator' | 'admin';
/**
 * ok: past the role check — 2xx, or a 4xx that is neither 401 nor a 403 FORBIDDEN (a business refusal
 * such as REGISTRATION_UNAVAILABLE is past the check). own: ok, and the answer is the caller's own
 * data only. 401 and 403: refused for who the caller is (403 with FORBIDDEN).
 */
type Outcome = 'ok' | 'own' | 401 | 403;
type Expectation = Record<Caller, Outcome>;

interface Fixture {
  participantA: {
    id: string;
    accommodationId: string;
    upload: string;
    eventRegistrationId: string;
    workshopRegistrationId: string;
    certificateId: string;
  };
  eventId: string;
  workshopId: string;
  deletableEventId: string;
  deletableWorkshopId: string;
  spareStaffId: string;
}
interface Row {
  route: string;
  /** The request made for each caller. Ids are participant A's, so "otherParticipant" is B acting on A's records. */
  call: (f: Fixture) => { path?: string; json?: unknown };
  expect: Expectation;
  /** For 'own': is this answer the caller's own data? Default: data.id is the caller's id. */
  isOwn?: (json: any, caller: Caller, f: Fixture) => boolean;
}

const CALLERS: Caller[] = ['anonymous', 'participant', 'otherParticipant', 'coordinator', 'admin'];
const everyone: Expectation = {
  anonymous: 'ok',
  participant: 'ok',
  otherParticipant: 'ok',
  coordinator: 'ok',
  admin: 'ok',
};
const staff: Expectation = { anonymous: 401, participant: 403, otherParticipant: 403, coordinator: 'ok', admin: 'ok' };
const adminOnly: Expectation = {
  anonymous: 401,
  participant: 403,
  otherParticipant: 403,
  coordinator: 403,
  admin: 'ok',
};
const ownData: Expectation = {
  anonymous: 401,
  participant: 'own',
  otherParticipant: 'own',
  coordinator: 'own',
  admin: 'own',
};
/** Registering for events and workshops is for participants; staff are refused whatever the item. */
const participantsOnly: Expectation = {
  anonymous: 401,
  participant: 'ok',
  otherParticipant: 'ok',
  coordinator: 403,
  admin: 403,
};

const row = (route: string, expectation: Expectation, call: Row['call'] = () => ({}), isOwn?: Row['isOwn']): Row => ({
  route,
  call,
  expect: expectation,
  isOwn,
});

/** A "my registrations" list: participant A sees their registration, nobody else does. */
const ownList = (pick: (f: Fixture) => string) => (json: any, caller: Caller, f: Fixture) =>
  Array.isArray(json?.data) && json.data.some((r: any) => r._id === pick(f)) === (caller === 'participant');

const eventBody = {
  name: 'MATRIX EVENT',
  description: 'Permission matrix check',
  category: 'technical',
  type: 'individual',
  venue: 'Hall',
  date: '2025-10-23',
  time: { start: '10:00', end: '11:00' },
  registrationDeadline: '2025-10-22T23:59',
};
const workshopBody = {
  title: 'Matrix Workshop',
  description: 'Permission matrix check',
  instructor: { name: 'Trainer' },
  venue: 'Lab',
  registrationDeadline: '2025-10-22T23:59',
};
let staffEmails = 0;

const MATRIX: Row[] = [
  // public
  row('GET /api/v1/health', everyone),
  row('GET /api/v1/config', everyone),
  row('GET /api/v1/team', everyone),
  row('GET /api/v1/team/photos/:name', everyone, () => ({ path: `/api/v1/team/photos/${'0'.repeat(32)}.webp` })),
  row('GET /api/v1/events', everyone),
  row('GET /api/v1/events/:id', everyone, (f) => ({ path: `/api/v1/events/${f.eventId}` })),
  row('GET /api/v1/workshops', everyone),
  row('GET /api/v1/workshops/:id', everyone, (f) => ({ path: `/api/v1/workshops/${f.workshopId}` })),
  row('GET /api/v1/results', everyone),
  row('GET /api/v1/certificates/:id/verify', everyone, (f) => ({
    path: `/api/v1/certificates/${f.participantA.certificateId}/verify`,
  })),
  row('POST /api/v1/contact', everyone, () => ({ json: {} })),
  row('POST /api/v1/auth/register', everyone, () => ({ json: {} })),
  row('POST /api/v1/auth/login', everyone, () => ({ json: {} })),
  row('POST /api/v1/auth/refresh-token', everyone, () => ({ json: {} })),
  row('POST /auth/refresh-token', everyone, () => ({ json: {} })),
  row('POST /api/v1/auth/logout', everyone, () => ({ json: {} })),
  row('POST /api/v1/auth/forgot-password', everyone, () => ({ json: {} })),
  row('PUT /api/v1/auth/reset-password/:token', everyone, () => ({
    path: '/api/v1/auth/reset-password/not-a-token',
    json: {},
  })),
  // signed in: your own data only
  row('GET /api/v1/auth/me', ownData),
  row(
    'GET /api/v1/event-registrations/my-registrations',
    ownData,
    () => ({}),
    ownList((f) => f.participantA.eventRegistrationId),
  ),
  row(
    'GET /api/v1/registrations/my-registrations',
    ownData,
    () => ({}),
    ownList((f) => f.participantA.workshopRegistrationId),
  ),
  row(
    'GET /api/v1/accommodation/mine',
    ownData,
    () => ({}),
    ownList((f) => f.participantA.accommodationId),
  ),
  row(
    'GET /api/v1/certificates/mine',
    ownData,
    () => ({}),
    (json, caller, f) =>
      Array.isArray(json?.data) &&
      json.data.some((c: any) => c.id === f.participantA.certificateId) === (caller === 'participant'),
  ),
  // A PDF for its owner and for staff; to another participant the certificate does not exist.
  row(
    'GET /api/v1/certificates/:id/pdf',
    ownData,
    (f) => ({ path: `/api/v1/certificates/${f.participantA.certificateId}/pdf` }),
    (json, caller) => (caller === 'otherParticipant' ? json?.error === 'NOT_FOUND' : json === null),
  ),
  row('POST /api/v1/event-registrations', participantsOnly, (f) => ({ json: { eventId: f.eventId } })),
  row('DELETE /api/v1/event-registrations/:eventId', participantsOnly, (f) => ({
    path: `/api/v1/event-registrations/${f.eventId}`,
  })),
  row('POST /api/v1/registrations', participantsOnly, (f) => ({ json: { workshopId: f.workshopId } })),
  row('DELETE /api/v1/registrations/:workshopId', participantsOnly, (f) => ({
    path: `/api/v1/registrations/${f.workshopId}`,
  })),
  // A new payment proof is the participant's own (only after a rejection: a pending one answers 409).
  row('PUT /api/v1/auth/payment-proof', participantsOnly, () => ({ json: {} })),
  // staff: coordinators and admins
  row('GET /api/v1/uploads/:name', staff, (f) => ({ path: `/api/v1/uploads/${f.participantA.upload}` })),
  row('GET /api/v1/admin/users', staff),
  row('GET /api/v1/admin/users/export.csv', staff),
  row('GET /api/v1/admin/users/ids', staff),
  row('POST /api/v1/admin/users/export.csv', staff, (f) => ({ json: { userIds: [f.participantA.id] } })),
  row('GET /api/v1/admin/users/:id', staff, (f) => ({ path: `/api/v1/admin/users/${f.participantA.id}` })),
  row('POST /api/v1/admin/generate-participant-id/:userId', staff, (f) => ({
    path: `/api/v1/admin/generate-participant-id/${f.participantA.id}`,
  })),
  row('POST /api/v1/admin/generate-participant-ids', staff, (f) => ({ json: { userIds: [f.participantA.id] } })),
  row('GET /api/v1/admin/kit-stats', staff),
  row('GET /api/v1/admin/payments/pending', staff),
  row('GET /api/v1/admin/payments/verified', staff),
  row('GET /api/v1/admin/payments/rejected', staff),
  row('GET /api/v1/admin/payments/stats', staff),
  row('POST /api/v1/events', staff, () => ({ json: eventBody })),
  row('PUT /api/v1/events/:id', staff, (f) => ({ path: `/api/v1/events/${f.eventId}`, json: eventBody })),
  row('POST /api/v1/workshops', staff, () => ({ json: workshopBody })),
  row('PUT /api/v1/workshops/:id', staff, (f) => ({ path: `/api/v1/workshops/${f.workshopId}`, json: workshopBody })),
  row('GET /api/v1/event-registrations/registrations/all', staff),
  row('GET /api/v1/admin/registrations/counts', staff),
  row('GET /api/v1/admin/registrations/:itemType/:itemId', staff, (f) => ({
    path: `/api/v1/admin/registrations/event/${f.eventId}`,
  })),
  row('GET /api/v1/admin/registrations/:itemType/:itemId/export.csv', staff, (f) => ({
    path: `/api/v1/admin/registrations/event/${f.eventId}/export.csv`,
  })),
  row('GET /api/v1/admin/registrations/:itemType/:itemId/attendance.csv', staff, (f) => ({
    path: `/api/v1/admin/registrations/event/${f.eventId}/attendance.csv`,
  })),
  row('GET /api/v1/accommodation/admin/all', staff),
  row('GET /api/v1/accommodation/admin/stats', staff),
  row('GET /api/v1/accommodation/admin/export.csv', staff),
  // Participant A has a stay already: staff are answered 409, past the role check.
  row('POST /api/v1/accommodation/admin/requests', staff, (f) => ({
    json: {
      userId: f.participantA.id,
      accommodationCheckIn: '2031-10-23',
      accommodationCheckOut: '2031-10-24',
      accommodationGender: 'male',
      accommodationRulesAccepted: true,
    },
  })),
  row('PUT /api/v1/accommodation/:id/confirm', staff, (f) => ({
    path: `/api/v1/accommodation/${f.participantA.accommodationId}/confirm`,
    json: { roomNumber: 'M-1' },
  })),
  row('PUT /api/v1/accommodation/:id/collect-fee', staff, (f) => ({
    path: `/api/v1/accommodation/${f.participantA.accommodationId}/collect-fee`,
  })),
  row('PUT /api/v1/accommodation/:id/cancel', staff, (f) => ({
    path: `/api/v1/accommodation/${f.participantA.accommodationId}/cancel`,
  })),
  row('GET /api/v1/admin/results', staff),
  row('GET /api/v1/admin/results/:itemType/:itemId', staff, (f) => ({
    path: `/api/v1/admin/results/event/${f.eventId}`,
  })),
  row('PUT /api/v1/admin/results/:itemType/:itemId', staff, (f) => ({
    path: `/api/v1/admin/results/event/${f.eventId}`,
    json: {},
  })),
  row('GET /api/v1/admin/dashboard', staff),
  row('GET /api/v1/admin/setup-checklist', staff),
  row('GET /api/v1/admin/audit', staff),
  row('GET /api/v1/admin/mail/status', staff),
  row('GET /api/v1/admin/contact-messages', staff),
  // No such message: past the role check, staff are answered 404.
  row('PUT /api/v1/admin/contact-messages/:id', staff, () => ({
    path: '/api/v1/admin/contact-messages/999999',
    json: { handled: true },
  })),
  // venue devices: scanning, kits, offline sync (bodies left empty: a 400 is past the role check)
  row('POST /api/v1/qr-scan/scan-qr', staff, () => ({ json: {} })),
  row('POST /api/v1/qr-scan/check-in', staff, () => ({ json: {} })),
  row('POST /api/v1/qr-scan/issue-kit', staff, () => ({ json: {} })),
  row('GET /api/v1/qr-scan/kit-status/:participantId', staff, () => ({
    path: '/api/v1/qr-scan/kit-status/SYM25-9999',
  })),
  row('GET /api/v1/qr-scan/history/:participantId', staff, () => ({ path: '/api/v1/qr-scan/history/SYM25-9999' })),
  row('GET /api/v1/sync/keys', staff),
  row('POST /api/v1/sync/devices', staff, () => ({ json: {} })),
  row('POST /api/v1/sync/push', staff, () => ({ json: {} })),
  row('GET /api/v1/sync/pull', staff),
  // admin only
  row('GET /api/v1/admin/edition', staff),
  row('GET /api/v1/admin/settings', adminOnly),
  row('PUT /api/v1/admin/settings', adminOnly, () => ({ json: { workshopRegistrationOpen: false } })),
  row('PUT /api/v1/admin/team', adminOnly, () => ({ json: { sections: [] } })),
  row('PUT /api/v1/admin/team/members/:id/photo', adminOnly, () => ({
    path: `/api/v1/admin/team/members/${'0'.repeat(24)}/photo`,
    json: {},
  })),
  row('DELETE /api/v1/admin/team/members/:id/photo', adminOnly, () => ({
    path: `/api/v1/admin/team/members/${'0'.repeat(24)}/photo`,
  })),
  // A wrong confirmation: past the role check (400), and nothing is archived or cleared for the rows after it.
  row('POST /api/v1/admin/editions', adminOnly, () => ({
    json: {
      label: '26-27',
      startDate: '2032-10-21',
      endDate: '2032-10-22',
      participantIdPrefix: 'SYM26',
      confirm: 'not the label',
    },
  })),
  row('GET /api/v1/admin/editions/archives', adminOnly),
  row('GET /api/v1/admin/editions/archives/:name/csv/:file', adminOnly, () => ({
    path: '/api/v1/admin/editions/archives/none-2026/csv/participants.csv',
  })),
  row('PUT /api/v1/admin/verify-payment/:userId', adminOnly, (f) => ({
    path: `/api/v1/admin/verify-payment/${f.participantA.id}`,
    json: { status: 'verified' },
  })),
  row('POST /api/v1/admin/users/:id/revoke-pass', adminOnly, (f) => ({
    path: `/api/v1/admin/users/${f.participantA.id}/revoke-pass`,
    json: { reason: 'matrix' },
  })),
  row('POST /api/v1/admin/users/:id/restore-pass', adminOnly, (f) => ({
    path: `/api/v1/admin/users/${f.participantA.id}/restore-pass`,
  })),
  row('POST /api/v1/admin/bulk-verify', adminOnly, (f) => ({ json: { userIds: [f.participantA.id] } })),
  row('PUT /api/v1/admin/payments/:id/verify', adminOnly, (f) => ({
    path: `/api/v1/admin/payments/${f.participantA.id}/verify`,
    json: {},
  })),
  row('PUT /api/v1/admin/payments/:id/reject', adminOnly, (f) => ({
    path: `/api/v1/admin/payments/${f.participantA.id}/reject`,
    json: { reason: 'matrix' },
  })),
  // Bank statements: a JSON body is not a statement (400) and an unknown id is a 404 — past the role check either way.
  row('POST /api/v1/admin/payments/statements', adminOnly, () => ({ json: {} })),
  row('GET /api/v1/admin/payments/statements/:id', adminOnly, () => ({
    path: `/api/v1/admin/payments/statements/${'0'.repeat(24)}`,
  })),
  row('POST /api/v1/admin/payments/statements/:id/verify-matched', adminOnly, () => ({
    path: `/api/v1/admin/payments/statements/${'0'.repeat(24)}/verify-matched`,
  })),
  row('POST /api/v1/admin/bulk-email', adminOnly, (f) => ({
    json: { userIds: [f.participantA.id], emailType: 'welcome' },
  })),
  row('DELETE /api/v1/events/:id', adminOnly, (f) => ({ path: `/api/v1/events/${f.deletableEventId}` })),
  row('DELETE /api/v1/workshops/:id', adminOnly, (f) => ({ path: `/api/v1/workshops/${f.deletableWorkshopId}` })),
  row('GET /api/v1/admin/devices', adminOnly),
  row('POST /api/v1/admin/results/:itemType/:itemId/publish', adminOnly, (f) => ({
    path: `/api/v1/admin/results/event/${f.eventId}/publish`,
  })),
  row('POST /api/v1/admin/results/:itemType/:itemId/unpublish', adminOnly, (f) => ({
    path: `/api/v1/admin/results/event/${f.eventId}/unpublish`,
  })),
  row('POST /api/v1/admin/certificates/release', adminOnly),
  row('GET /api/v1/admin/certificates/template', adminOnly),
  row('GET /api/v1/admin/certificates/sample.pdf', adminOnly),
  row('POST /api/v1/admin/certificates/:id/revoke', adminOnly, (f) => ({
    path: `/api/v1/admin/certificates/${f.participantA.certificateId}/revoke`,
    json: { reason: 'matrix' },
  })),
  row('POST /api/v1/admin/certificates/:id/restore', adminOnly, (f) => ({
    path: `/api/v1/admin/certificates/${f.participantA.certificateId}/restore`,
  })),
  row('PUT /api/v1/admin/certificates/signatories/:index/signature', adminOnly, () => ({
    path: '/api/v1/admin/certificates/signatories/0/signature',
    json: {},
  })),
  row('DELETE /api/v1/admin/certificates/signatories/:index/signature', adminOnly, () => ({
    path: '/api/v1/admin/certificates/signatories/0/signature',
  })),
  row('PUT /api/v1/admin/certificates/logo', adminOnly, () => ({ json: {} })),
  row('DELETE /api/v1/admin/certificates/logo', adminOnly),
  row('GET /api/v1/admin/sync/conflicts', staff),
  row('PUT /api/v1/admin/sync/conflicts/:id/resolve', adminOnly, () => ({
    path: '/api/v1/admin/sync/conflicts/999999/resolve',
    json: {},
  })),
  row('PUT /api/v1/admin/devices/:deviceId/revoke', adminOnly, () => ({
    path: '/api/v1/admin/devices/no-such-device/revoke',
  })),
  row('PUT /api/v1/admin/devices/:deviceId/restore', adminOnly, () => ({
    path: '/api/v1/admin/devices/no-such-device/restore',
  })),
  row('GET /api/v1/admin/staff', adminOnly),
  row('POST /api/v1/admin/staff', adminOnly, () => ({
    json: {
      email: `matrix${++staffEmails}@test.local`,
      name: 'Matrix Staff',
      role: 'coordinator',
      password: 'matrix-password',
    },
  })),
  row('PUT /api/v1/admin/staff/:id', adminOnly, (f) => ({
    path: `/api/v1/admin/staff/${f.spareStaffId}`,
    json: { role: 'coordinator' },
  })),
];

/** Not routes of their own: the JSON 404s and the site's SPA fallback. */
// The catch-alls, and the site's own pages and built files (lib/web-app.ts): the same for every caller, no token read.
const CATCH_ALLS = new Set(['ALL /api/v1/*', 'ALL /api/*', 'GET /*', 'GET /', 'GET /index.html', 'GET /assets/*']);

let ctx: TestContext;
let fixture: Fixture;
const tokens: Partial<Record<Caller, string>> = {};
const callerIds: Partial<Record<Caller, string>> = {};

beforeAll(async () => {
  ctx = await createTestContext();
  const a = await registerParticipant(ctx, {
    email: 'matrix.a@example.com',
    needsAccommodation: 'true',
    accommodationRulesAccepted: 'true',
    accommodationCheckIn: '2031-10-23',
    accommodationCheckOut: '2031-10-24',
    accommodationGender: 'male',
    amount: '599',
  });
  const b = await insertParticipant(ctx, { email: 'matrix.b@example.com' });
  const stored = ctx.deps.db.sqlite.prepare('select payment_screenshot s from users where id = ?').get(a.id) as {
    s: string;
  };
  const stay = ctx.deps.db.sqlite.prepare('select id from accommodation_requests where user_id = ?').get(a.id) as {
    id: string;
  };
  const coordinator = await signInStaff(ctx, 'coordinator');
  const spare = await signInStaff(ctx, 'coordinator');
  tokens.participant = await tokenFor(ctx, a.id);
  tokens.otherParticipant = await tokenFor(ctx, b.id);
  tokens.coordinator = coordinator.token;
  tokens.admin = await adminToken(ctx);
  Object.assign(callerIds, { participant: a.id, otherParticipant: b.id, coordinator: coordinator.id });
  callerIds.admin = (await ctx.request('/api/v1/auth/me', { token: tokens.admin })).json.data.id;

  const create = async (path: string, json: unknown) =>
    (await ctx.request(path, { method: 'POST', token: tokens.admin, json })).json.data.id as string;
  const events = (await ctx.request('/api/v1/events')).json.events;
  const workshops = (await ctx.request('/api/v1/workshops')).json.workshops;
  insertRegistration(ctx, a.id, { itemType: 'event', itemId: events[0].id });
  insertRegistration(ctx, a.id, { itemType: 'workshop', itemId: workshops[0].id });
  const registrationOf = (itemType: string) =>
    (
      ctx.deps.db.sqlite
        .prepare('select id from registrations where user_id = ? and item_type = ?')
        .get(a.id, itemType) as { id: string }
    ).id;
  // A certificate of participant A's, as a release records it (the matrix needs no check-in behind it).
  const certificateId = 'MatrixCertificate_0001';
  const issuedAt = new Date().toISOString();
  ctx.deps.db.sqlite
    .prepare(
      `insert into certificates (id, user_id, kind, item_type, item_id, issued_at, updated_at)
       values (?, ?, 'participation', 'event', ?, ?, ?)`,
    )
    .run(certificateId, a.id, events[0].id, issuedAt, issuedAt);
  fixture = {
    participantA: {
      certificateId,
      id: a.id,
      accommodationId: stay.id,
      upload: stored.s,
      eventRegistrationId: registrationOf('event'),
      workshopRegistrationId: registrationOf('workshop'),
    },
    eventId: events[0].id,
    workshopId: workshops[0].id,
    deletableEventId: await create('/api/v1/events', eventBody),
    deletableWorkshopId: await create('/api/v1/workshops', workshopBody),
    spareStaffId: spare.id,
  };
});
afterAll(async () => {
  await ctx.close();
});

describe('permissions', () => {
  test('every route of the app has a row in the route × role matrix (and every row is a real route)', () => {
    const routes = new Set(
      inspectRoutes(ctx.app)
        .filter((r) => !r.isMiddleware)
        .map((r) => `${r.method} ${r.path}`)
        .filter((r) => !CATCH_ALLS.has(r)),
    );
    const rows = new Set(MATRIX.map((r) => r.route));
    expect(
      [...routes].filter((r) => !rows.has(r)),
      'routes without a row in MATRIX',
    ).toEqual([]);
    expect(
      [...rows].filter((r) => !routes.has(r)),
      'rows for routes that do not exist',
    ).toEqual([]);
    expect(MATRIX.length).toBe(rows.size);
  });

  test('each route answers each caller as the matrix says', async () => {
    const failures: string[] = [];
    for (const entry of MATRIX) {
      const [method, pattern] = entry.route.split(' ');
      for (const caller of CALLERS) {
        const { path = pattern, json } = entry.call(fixture);
        const res = await ctx.request(path, { method, token: tokens[caller], ...(json === undefined ? {} : { json }) });
        const wanted = entry.expect[caller];
        const forbidden = res.status === 403 && res.json?.error === 'FORBIDDEN';
        const passedAuth = res.status !== 401 && !forbidden && res.status < 500;
        const isOwn = entry.isOwn ?? ((json: any) => json?.data?.id === callerIds[caller]);
        const ok =
          wanted === 'ok'
            ? passedAuth
            : wanted === 'own'
              ? passedAuth && isOwn(res.json, caller, fixture)
              : wanted === 403
                ? forbidden
                : res.status === wanted;
        if (!ok)
          failures.push(`${entry.route} as ${caller}: expected ${wanted}, got ${res.status} ${res.text.slice(0, 120)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  test('every route that needs a signed-in caller refuses, with 401, the tokens that no longer name a live account', async () => {
    // An admin, so any route a role could reach is tried; each token is refused before the role check or any lookup.
    const disabled = await signInStaff(ctx, 'admin');
    ctx.deps.db.sqlite
      .prepare('update users set disabled_at = ? where id = ?')
      .run(new Date().toISOString(), disabled.id);
    const loggedOut = await ctx.login(ADMIN.email, ADMIN.password);
    await ctx.request('/api/v1/auth/logout', { method: 'POST', json: { refreshToken: loggedOut.refreshToken } });
    const refreshOnly = (await ctx.login(ADMIN.email, ADMIN.password)).refreshToken;
    const [header, payload] = loggedOut.token.split('.');
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'at+jwt' })).toString('base64url')}.${payload}.`;
    const callers = {
      disabled: disabled.token,
      loggedOut: loggedOut.token,
      refreshToken: refreshOnly,
      unsigned,
      badSignature: `${header}.${payload}.AAAA`,
    };
    const signedInRoutes = MATRIX.filter((r) => r.expect.anonymous === 401);
    expect(signedInRoutes.length).toBeGreaterThan(60);
    const failures: string[] = [];
    for (const entry of signedInRoutes) {
      const [method, pattern] = entry.route.split(' ');
      const { path = pattern, json } = entry.call(fixture);
      for (const [caller, token] of Object.entries(callers)) {
        const res = await ctx.request(path, { method, token, ...(json === undefined ? {} : { json }) });
        if (res.status !== 401) failures.push(`${entry.route} with ${caller}: ${res.status} ${res.text.slice(0, 100)}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
