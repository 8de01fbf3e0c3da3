import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { openServerDatabase } from './database';
import { apiBundle, repoRoot, webDist } from './paths';
import { TEST_EDITION } from './test-edition';

export interface ApiServer {
  baseUrl: string;
  dataDir: string;
  admin: { email: string; password: string };
  /** Everything the server printed, for failure messages. */
  output: () => string;
  stop: () => Promise<void>;
}

const HEALTH_TIMEOUT_MS = 60_000;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

async function waitForHealth(baseUrl: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`The API exited with code ${child.exitCode} before it was healthy:\n${output()}`);
    }
    try {
      const response = await fetch(`${baseUrl}/api/v1/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    // A server is healthy about 0.8 s after its start: asked every 50 ms, a test file waits a tenth of a second less.
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`The API did not answer /api/v1/health within ${HEALTH_TIMEOUT_MS} ms:\n${output()}`);
}

/**
 * Starts the real API (serving the built web app) on a free port with a fresh data folder.
 * `webDist`: serve another copy of the built app (the update test edits its service worker).
 * `env`: more settings for the server (the mail test points SMTP_URL at its own SMTP server).
 */
export async function startApiServer(
  options: { webDist?: string; env?: Record<string, string>; edition?: 'fresh' } = {},
): Promise<ApiServer> {
  const port = await freePort();
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'symposium-e2e-'));
  const admin = { email: 'admin@symposium.test', password: 'AdminPass123' };
  const baseUrl = `http://127.0.0.1:${port}`;

  // Node itself runs the server (the bundle of bundle-api.ts, no wrapper process), so a stop signal reaches it;
  // --enable-source-maps names the TypeScript files in any stack the server prints.
  const child = spawn(process.execPath, ['--enable-source-maps', apiBundle], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      // The tests' scrypt cost (2^10, apps/api/src/env.ts: TEST_SCRYPT_LOG_N), which a server takes only under
      // NODE_ENV=test: the suite signs in and registers hundreds of people, and the hashing is not its subject.
      NODE_ENV: 'test',
      SCRYPT_LOG_N: '10',
      WEB_DIST: options.webDist ?? webDist,
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const append = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);
  const output = () => log;

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const done = exited(child);
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await done;
      clearTimeout(timer);
    }
    await fs.rm(dataDir, { recursive: true, force: true });
  };

  try {
    await waitForHealth(baseUrl, child, output);
  } catch (error) {
    await stop();
    throw error;
  }
  const server = { baseUrl, dataDir, admin, output, stop };
  if (options.edition !== 'fresh') openTestEdition(server, options.env?.REGISTRATION_CLOSES_AT);
  return server;
}

/**
 * An organiser's upcoming edition (test-edition.ts), written beside the running server (it reads the edition on every
 * request); REGISTRATION_CLOSES_AT stays its closing time, as a server's starting value.
 */
function openTestEdition(server: ApiServer, closesAt: string | undefined) {
  const { supportEmail: _keptFromEnvironment, ...edition } = TEST_EDITION;
  const registration = { ...edition.registration, closesAt: closesAt ? new Date(closesAt).toISOString() : null };
  const db = openServerDatabase(server);
  db.prepare("insert into settings (key, value, updated_at, updated_by) values ('edition', ?, ?, null)").run(
    JSON.stringify({ ...edition, registration }),
    new Date().toISOString(),
  );
  db.close();
}
