import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createApp } from '../app';
import { loadEnv } from '../env';
import { createServices } from '../services';

export const ADMIN = { email: 'admin@test.local', password: 'admin-password-1' };

/** A real app on a fresh SQLite file in a temp dir, migrated by the real migrator. */
export async function createTestContext(extraEnv: Record<string, string> = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'symposium-api-'));
  const env = loadEnv({
    DATA_DIR: dataDir,
    SCRYPT_LOG_N: '14',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    WEB_DIST: path.join(dataDir, 'no-web-build'),
    PUBLIC_URL: 'http://symposium.test',
    ...extraEnv,
  });
  const { deps } = await createServices(env);
  const app = createApp(deps);

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
    let json: any = null;
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
    deps.db.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  return { app, deps, env, dataDir, request, login, outbox, close };
}
export type TestContext = Awaited<ReturnType<typeof createTestContext>>;

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
