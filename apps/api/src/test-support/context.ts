import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, onTestFinished } from 'vitest';
import { createApp } from '../app';
import { migrateToLatest, openDatabase, run, writeTransaction } from '../db/client';
import type { AccommodationRequestsTable, UsersTable } from '../db/database';
import { loadEnv, TEST_SCRYPT_LOG_N } from '../env';
import { newId, nowIso } from '../lib/ids';
import { writeEdition } from '../modules/edition/edition.repository';
import { TEST_EDITION } from './test-edition';
import { hashPassword } from '../lib/passwords';
import { startSession } from '../modules/auth/sessions.service';
import { insertStayRequest } from '../modules/registration/accommodation.repository';
import { findUserById, insertUser, newUserRow } from '../modules/users/users.repository';
import { createServices } from '../services';

export const ADMIN = { email: 'admin@test.local', password: 'admin-password-1' };

let migrated: Promise<string> | undefined;

/**
 * A database file the real migrator brought to the latest version, once per test process: a context's fresh database
 * starts as a copy of it (the same bytes a migration of an empty file writes), instead of running the migrations again
 * for each of the suite's hundreds of contexts (about 50 ms of CPU each). The migrator still runs at each context's
 * start and finds nothing to do; the migrations themselves are tested in db/.
 */
function migratedDatabase(): Promise<string> {
  migrated ??= (async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'symposium-api-migrated-'));
    process.once('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
    const file = path.join(dir, 'symposium.sqlite');
    const db = openDatabase(file);
    await migrateToLatest(db);
    // One self-contained file to copy, with no write-ahead log beside it.
    db.sqlite.pragma('journal_mode = DELETE');
    db.close();
    return file;
  })();
  return migrated;
}

/** A real app on a fresh SQLite file in a temp dir, migrated by the real migrator. */
export async function createTestContext(extraEnv: Record<string, string> = {}, options: { edition?: 'fresh' } = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'symposium-api-'));
  const env = loadEnv({
    DATA_DIR: dataDir,
    // The tests' scrypt cost, which loadEnv takes only under NODE_ENV=test (env.ts).
    NODE_ENV: 'test',
    SCRYPT_LOG_N: String(TEST_SCRYPT_LOG_N),
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    WEB_DIST: path.join(dataDir, 'no-web-build'),
    PUBLIC_URL: 'http://symposium.test',
    ...extraEnv,
  });
  // A data folder a test brings keeps its database (a restart), or is made by the server (its modes are the subject).
  if (fs.existsSync(env.DATA_DIR) && !fs.existsSync(env.databaseFile))
    fs.copyFileSync(await migratedDatabase(), env.databaseFile);
  const { deps } = await createServices(env);
  const app = createApp(deps);
  if (options.edition !== 'fresh') {
    // An organiser's upcoming edition (test-edition.ts); REGISTRATION_CLOSES_AT stays its closing time, as on a server.
    const closesAt = env.REGISTRATION_CLOSES_AT === null ? null : new Date(env.REGISTRATION_CLOSES_AT).toISOString();
    writeTransaction(deps.db, () =>
      writeEdition(
        deps.db,
        { ...TEST_EDITION, supportEmail: env.CONTACT_EMAIL, registration: { ...TEST_EDITION.registration, closesAt } },
        null,
        nowIso(),
      ),
    );
  }

  async function request(pathname: string, init: RequestInit & { json?: unknown; token?: string } = {}) {
    const headers = new Headers(init.headers);
    if (init.token) headers.set('authorization', `Bearer ${init.token}`);
    let body = init.body;
    if (init.json !== undefined) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(init.json);
    }
    const res = await app.request(pathname, { ...init, headers, body });
    const text = await res.text();
    let json: any;
    try {
      json = JSON.parse(text);
    } catch {
      json = null;
    }
    return { status: res.status, headers: res.headers, json, text };
  }

  async function login(email: string, password: string, rememberMe = false) {
    const res = await request('/api/v1/auth/login', { method: 'POST', json: { email, password, rememberMe } });
    if (res.status !== 200) throw new Error(`login failed: ${res.status} ${res.text}`);
    return res.json as { token: string; refreshToken: string; data: any };
  }

  /** Every message the mailer wrote to DATA_DIR/outbox, after background sends finish. */
  async function outbox(): Promise<string[]> {
    await deps.mailer.settled();
    if (!fs.existsSync(env.outboxDir)) return [];
    return fs
      .readdirSync(env.outboxDir)
      .sort()
      .map((f) => fs.readFileSync(path.join(env.outboxDir, f), 'utf8'));
  }

  async function close() {
    await deps.mailer.settled();
    await deps.mailer.stop();
    deps.db.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  return { app, deps, env, dataDir, request, login, outbox, close };
}
export type TestContext = Awaited<ReturnType<typeof createTestContext>>;

/** A context of its own for one test (with other settings), closed once the test is over, whatever its outcome. */
export async function createTestContextForThisTest(
  extraEnv: Record<string, string>,
  options: { edition?: 'fresh' } = {},
): Promise<TestContext> {
  const ctx = await createTestContext(extraEnv, options);
  onTestFinished(() => ctx.close());
  return ctx;
}

/** A valid 1×1 PNG. */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

export function validRegistration(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    name: 'Asha Kumar',
    firstName: 'Asha',
    lastName: 'Kumar',
    email: 'asha.kumar@example.com',
    phone: '9876543210',
    college: 'Example College of Engineering',
    department: 'Mechanical Engineering',
    year: '3',
    collegeLocation: 'Chennai, Tamil Nadu',
    password: 'secret-pass',
    registrationType: 'general',
    amount: '299',
    transactionId: 'UPI-123456',
    termsAccepted: 'true',
    needsAccommodation: 'false',
    ...overrides,
  };
}

export function registrationForm(
  fields: Record<string, string>,
  file: { bytes: Uint8Array; name?: string; type?: string } | null = { bytes: PNG_BYTES },
): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  if (file) {
    form.set(
      'paymentScreenshot',
      new File([file.bytes], file.name ?? 'payment.png', { type: file.type ?? 'image/png' }),
    );
  }
  return form;
}

export async function registerParticipant(ctx: TestContext, overrides: Record<string, string> = {}) {
  const res = await ctx.request('/api/v1/auth/register', {
    method: 'POST',
    body: registrationForm(validRegistration(overrides)),
  });
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${res.text}`);
  return res.json.data.user as { id: string; email: string };
}

// ---- Staff-administration fixtures: rows written straight into the database, fast enough for lists of hundreds.

let participantHash: Promise<string> | undefined;
/** The password every inserted participant has (hashed once per test process). */
export const PARTICIPANT_PASSWORD = 'secret-pass';

let inserted = 0;

/** Inserts a participant (role 'user') directly; pending by default. */
export async function insertParticipant(ctx: TestContext, overrides: Partial<UsersTable> = {}): Promise<UsersTable> {
  participantHash ??= hashPassword(PARTICIPANT_PASSWORD, TEST_SCRYPT_LOG_N);
  const n = ++inserted;
  const now = new Date(Date.UTC(2025, 8, 1) + n * 60_000).toISOString();
  const row = newUserRow(
    {
      name: `Participant ${n}`,
      email: `participant${n}@example.com`,
      phone: `98765${String(n).padStart(5, '0')}`,
      college: 'Example College of Engineering',
      department: 'Mechanical Engineering',
      year: 2,
      college_location: 'Chennai',
      password_hash: await participantHash,
      role: 'user',
      payment_amount: 299,
      transaction_id: `TXN${String(n).padStart(6, '0')}`,
      registration_type: 'general',
      verified_at: overrides.payment_status === 'verified' ? now : null,
      ...overrides,
    },
    now,
  );
  insertUser(ctx.deps.db, row);
  return row;
}

let staffHash: Promise<string> | undefined;
const STAFF_PASSWORD = 'staff-password-1';

/**
 * An access token for an existing account, signed like the login's. Tests of who may do what use it
 * instead of logging in, to skip a deliberately slow password check per request; the login itself is
 * tested in modules/auth.
 */
export async function tokenFor(ctx: TestContext, userId: string): Promise<string> {
  const user = findUserById(ctx.deps.db, userId);
  if (!user) throw new Error(`tokenFor: no account ${userId}`);
  return (await startSession(ctx.deps, user, false)).token;
}

/** A staff account of the given role (password 'staff-password-1'), with an access token. */
export async function signInStaff(
  ctx: TestContext,
  role: 'coordinator' | 'admin',
  email = `${role}${++inserted}@test.local`,
) {
  staffHash ??= hashPassword(STAFF_PASSWORD, TEST_SCRYPT_LOG_N);
  const now = new Date().toISOString();
  const id = newId();
  insertUser(ctx.deps.db, newUserRow({ id, name: `Test ${role}`, email, password_hash: await staffHash, role }, now));
  return { id, token: await tokenFor(ctx, id), email, password: STAFF_PASSWORD };
}

/** The seeded admin's (ADMIN) user id. */
export function adminIdOf(ctx: TestContext): string {
  return (ctx.deps.db.sqlite.prepare('select id from users where email = ?').get(ADMIN.email) as { id: string }).id;
}

/** The seeded admin's (ADMIN) access token. */
export async function adminToken(ctx: TestContext): Promise<string> {
  return tokenFor(ctx, adminIdOf(ctx));
}

/**
 * The admin tests' setup: before each test a fresh context with the seeded admin's token and id, handed to `use`;
 * after it the context is closed. The test file keeps them in its own variables, which its helpers read:
 * `freshAdminContextPerTest((fresh) => ({ ctx, token } = fresh));`. A file that needs more per test (another
 * account, changed rows) adds its own beforeEach after this call; it runs after the context exists.
 */
export function freshAdminContextPerTest(use: (fresh: { ctx: TestContext; token: string; adminId: string }) => void) {
  freshContextPerTest(async (ctx) => {
    const adminId = adminIdOf(ctx);
    return { ctx, token: await tokenFor(ctx, adminId), adminId };
  }, use);
}

/** The same for the desk tests: a fresh context per test with a newly made coordinator's token. */
export function freshCoordinatorContextPerTest(use: (fresh: { ctx: TestContext; token: string }) => void) {
  freshContextPerTest(async (ctx) => ({ ctx, token: (await signInStaff(ctx, 'coordinator')).token }), use);
}

function freshContextPerTest<Fresh>(signIn: (ctx: TestContext) => Promise<Fresh>, use: (fresh: Fresh) => void) {
  let ctx: TestContext | undefined;
  beforeEach(async () => {
    ctx = await createTestContext();
    use(await signIn(ctx));
  });
  afterEach(async () => {
    await ctx?.close();
  });
}

export function insertRegistration(
  ctx: TestContext,
  userId: string,
  item: { itemType: 'event' | 'workshop'; itemId: string; status?: 'registered' | 'cancelled'; createdAt?: string },
) {
  const at = item.createdAt ?? new Date().toISOString();
  ctx.deps.db.sqlite
    .prepare(
      'insert into registrations (id, user_id, item_type, item_id, status, created_at, updated_at) values (?, ?, ?, ?, ?, ?, ?)',
    )
    .run(newId(), userId, item.itemType, item.itemId, item.status ?? 'registered', at, at);
}

export function insertAccommodationFor(
  ctx: TestContext,
  user: UsersTable,
  overrides: Partial<AccommodationRequestsTable> = {},
): AccommodationRequestsTable {
  const stay = {
    gender: overrides.gender ?? 'male',
    checkIn: overrides.check_in_date ?? '2031-10-23',
    checkOut: overrides.check_out_date ?? '2031-10-24',
  };
  const row = insertStayRequest(ctx.deps.db, user, stay, new Date().toISOString(), overrides.source ?? 'registration');
  if (Object.keys(overrides).length === 0) return row;
  run(ctx.deps.db, ctx.deps.db.kysely.updateTable('accommodation_requests').set(overrides).where('id', '=', row.id));
  return { ...row, ...overrides };
}

/** Every audit row, oldest first, with before/after parsed. */
export function auditRows(ctx: TestContext) {
  return (ctx.deps.db.sqlite.prepare('select * from audit_log order by id').all() as any[]).map((r) => ({
    ...r,
    before: r.before ? JSON.parse(r.before) : null,
    after: r.after ? JSON.parse(r.after) : null,
  }));
}

/** An outbox message with its quoted-printable body decoded (soft line breaks joined, =XX bytes read as UTF-8). */
export function decodeMail(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '');
  return Buffer.from(
    joined.replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
}
