import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, describe, expect, test } from 'vitest';
import { lanUrls } from './lib/lan-addresses';
import { PNG_BYTES } from './test-support/context';
import { postInTwoHalves } from './test-support/post-in-two-halves';
import { freePort, runServerUntilExit, startServerProcess } from './test-support/server-process';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'server-start-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
const noSite = path.join(root, 'no-site');
let dirs = 0;
const freshDataDir = () => path.join(root, `data-${++dirs}`);

/** A stack trace line: what an operator must never have to read to learn why the server did not start. */
const STACK_LINE = /^\s+at /m;

describe('a start that cannot work says why in one sentence and exits 1', () => {
  test('a second server on the same DATA_DIR is refused while the first goes on serving', async () => {
    const dataDir = freshDataDir();
    const first = await startServerProcess({ DATA_DIR: dataDir, WEB_DIST: noSite });
    try {
      const second = await runServerUntilExit({ DATA_DIR: dataDir, WEB_DIST: noSite });
      expect(second.code).toBe(1);
      expect(second.stderr).toContain(`Cannot start: Another server is already running with DATA_DIR ${dataDir}.`);
      expect(second.stderr).not.toMatch(STACK_LINE);
      expect(second.stdout).not.toContain('Listening');
      expect((await fetch(`${first.url}/api/v1/health`)).status).toBe(200);
    } finally {
      expect(await first.kill('SIGTERM')).toBe(0);
    }
    // The lock goes with the process that held it: the next start on that folder works.
    const next = await startServerProcess({ DATA_DIR: dataDir, WEB_DIST: noSite });
    expect(await next.kill('SIGTERM')).toBe(0);
  }, 90_000);

  test('a lock left by a server killed with SIGKILL does not block the next start', async () => {
    const dataDir = freshDataDir();
    const crashed = await startServerProcess({ DATA_DIR: dataDir, WEB_DIST: noSite });
    await crashed.kill('SIGKILL');
    const next = await startServerProcess({ DATA_DIR: dataDir, WEB_DIST: noSite });
    expect(await next.kill('SIGTERM')).toBe(0);
  }, 90_000);

  test('a port already in use', async () => {
    const port = await freePort();
    const taken = net.createServer().listen(port, '127.0.0.1');
    await new Promise((resolve) => taken.once('listening', resolve));
    try {
      const run = await runServerUntilExit({ DATA_DIR: freshDataDir(), WEB_DIST: noSite, PORT: String(port) });
      expect(run.code).toBe(1);
      expect(run.stderr).toContain(`Cannot start: Port ${port} on 127.0.0.1 is already in use`);
      expect(run.stderr).not.toMatch(STACK_LINE);
    } finally {
      taken.close();
    }
  }, 60_000);

  test('a bad setting: one line that names it and says what it must be', async () => {
    const run = await runServerUntilExit({ DATA_DIR: freshDataDir(), WEB_DIST: noSite, PORT: 'eighty' });
    expect(run.code).toBe(1);
    expect(run.stderr.trim()).toBe(
      'Cannot start: PORT must be a port number from 0 to 65535. Correct the environment variable and start again (README, "Settings").',
    );
  }, 60_000);

  test('a PUBLIC_URL without its scheme, which would mail links no phone can open', async () => {
    const dataDir = freshDataDir();
    const run = await runServerUntilExit({ DATA_DIR: dataDir, WEB_DIST: noSite, PUBLIC_URL: '192.168.1.10:3000' });
    expect(run.code).toBe(1);
    expect(run.stderr.trim()).toMatch(
      /^Cannot start: PUBLIC_URL must be the address people open, with its http:\/\/ or https:\/\/ /,
    );
    expect(fs.existsSync(dataDir)).toBe(false);
  }, 60_000);

  test('an ADMIN_PASSWORD below the staff minimum', async () => {
    const run = await runServerUntilExit({
      DATA_DIR: freshDataDir(),
      WEB_DIST: noSite,
      ADMIN_EMAIL: 'boss@college.edu',
      ADMIN_PASSWORD: 'short',
    });
    expect(run.code).toBe(1);
    expect(run.stderr.trim()).toBe(
      'Cannot start: ADMIN_EMAIL / ADMIN_PASSWORD: Staff passwords must be at least 8 characters. Correct the environment variable and start again.',
    );
  }, 60_000);

  test('a DATA_DIR that is a file, not a folder', async () => {
    const file = path.join(root, 'a-file');
    fs.writeFileSync(file, 'not a folder');
    const run = await runServerUntilExit({ DATA_DIR: file, WEB_DIST: noSite });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`Cannot start: DATA_DIR ${file} must be a folder`);
    expect(run.stderr).not.toMatch(STACK_LINE);
  }, 60_000);

  test('a TLS_CERT that does not exist', async () => {
    const missing = path.join(root, 'missing-cert.pem');
    const dataDir = freshDataDir();
    const run = await runServerUntilExit({ DATA_DIR: dataDir, WEB_DIST: noSite, TLS_CERT: missing, TLS_KEY: missing });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`Cannot start: TLS_CERT / TLS_KEY cannot be read: ENOENT`);
    expect(run.stderr).toContain(missing);
    expect(run.stderr).toContain('Set them to the paths of the PEM certificate and its key');
    expect(run.stderr).not.toMatch(STACK_LINE);
    // Refused before DATA_DIR is touched: no database, and no 'shown only once' admin password for a server that
    // never ran.
    expect(run.stdout).not.toContain('First admin account created');
    expect(fs.existsSync(path.join(dataDir, 'symposium.sqlite'))).toBe(false);
  }, 60_000);

  test('a TLS_CERT that is not a certificate is refused before DATA_DIR is touched', async () => {
    const notPem = path.join(root, 'not-a-cert.pem');
    fs.writeFileSync(notPem, 'hello');
    const dataDir = freshDataDir();
    const run = await runServerUntilExit({ DATA_DIR: dataDir, WEB_DIST: noSite, TLS_CERT: notPem, TLS_KEY: notPem });
    expect(run.code).toBe(1);
    expect(run.stderr.trim()).toBe(
      'Cannot start: TLS_CERT / TLS_KEY could not be used: they must be a PEM certificate and its private key.',
    );
    expect(run.stdout).not.toContain('First admin account created');
    expect(fs.existsSync(path.join(dataDir, 'symposium.sqlite'))).toBe(false);
  }, 60_000);

  test('a DATA_DIR whose database is not a database', async () => {
    const dataDir = freshDataDir();
    fs.mkdirSync(dataDir);
    fs.writeFileSync(path.join(dataDir, 'symposium.sqlite'), 'x'.repeat(4096));
    const run = await runServerUntilExit({ DATA_DIR: dataDir, WEB_DIST: noSite });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`Cannot start: DATA_DIR ${dataDir}/symposium.sqlite is not a valid database`);
    expect(run.stderr).not.toMatch(STACK_LINE);
  }, 60_000);
});

describe('the start line', () => {
  const nic = (address: string, family: 'IPv4' | 'IPv6', internal = false) =>
    ({ address, family, internal, netmask: '', mac: '', cidr: null }) as os.NetworkInterfaceInfo;
  const interfaces = {
    lo: [nic('127.0.0.1', 'IPv4', true), nic('::1', 'IPv6', true)],
    wlan0: [nic('192.168.1.10', 'IPv4'), nic('fe80::1', 'IPv6')],
    eth0: [nic('10.0.0.5', 'IPv4')],
  };

  test('names the addresses phones on the venue network open, when the server listens on every interface', () => {
    expect(lanUrls(interfaces, '0.0.0.0', 'https', 3000)).toEqual([
      'https://192.168.1.10:3000',
      'https://10.0.0.5:3000',
    ]);
    expect(lanUrls(interfaces, '127.0.0.1', 'http', 3000)).toEqual([]);
  });

  test('the server prints them', async () => {
    const expected = lanUrls(os.networkInterfaces(), '0.0.0.0', 'http', 0);
    const server = await startServerProcess({ DATA_DIR: freshDataDir(), WEB_DIST: noSite, HOST: '0.0.0.0' });
    try {
      const port = new URL(server.url).port;
      // Both lines are written together, when the server starts listening.
      while (!server.output().includes('Listening on')) await new Promise((r) => setTimeout(r, 20));
      const line =
        server
          .output()
          .split('\n')
          .find((l) => l.startsWith('Other devices on the network open: ')) ?? '';
      expect(line).toBe(
        expected.length
          ? `Other devices on the network open: ${expected.map((u) => u.replace(/:0$/, `:${port}`)).join(', ')}`
          : '',
      );
    } finally {
      expect(await server.kill('SIGTERM')).toBe(0);
    }
  }, 60_000);
});

/** POST /auth/register as multipart, its body sent in two halves with `pause` between them. */
function slowRegister(url: string, email: string, onFirstHalfSent: () => Promise<void>) {
  const boundary = 'slowupload';
  const fields: Record<string, string> = {
    name: 'Asha Kumar',
    email,
    phone: '9876543210',
    college: 'PSG Tech',
    department: 'Mechanical',
    year: '2',
    collegeLocation: 'Coimbatore',
    password: 'Secret-pass-1',
    registrationType: 'general',
    transactionId: 'TXN123456789',
    termsAccepted: 'true',
    needsAccommodation: 'false',
  };
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const body = Buffer.concat([
    Buffer.from(parts.join('')),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="paymentScreenshot"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    PNG_BYTES,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return postInTwoHalves(
    `${url}/api/v1/auth/register`,
    { 'content-type': `multipart/form-data; boundary=${boundary}` },
    body,
    onFirstHalfSent,
  );
}

describe('SIGTERM', () => {
  test('finishes a request in progress, then closes the database and exits 0', async () => {
    const dataDir = freshDataDir();
    const server = await startServerProcess({ DATA_DIR: dataDir, WEB_DIST: noSite }, { openEdition: true });
    let exit: Promise<number | null> | undefined;
    const answer = await slowRegister(server.url, 'slow.upload@example.com', async () => {
      await new Promise((r) => setTimeout(r, 300));
      exit = server.kill('SIGTERM');
      // The signal has arrived and the server is stopping while the upload is still coming in.
      await new Promise((r) => setTimeout(r, 700));
    });
    expect(answer.status, answer.body).toBe(201);
    expect(await exit).toBe(0);
    expect(server.output()).toContain('SIGTERM received: finishing the requests in progress');
    expect(server.output()).toContain('Stopped.');
    expect(server.output()).not.toMatch(STACK_LINE);
    // The database was closed: the last connection's close checkpointed and removed the WAL.
    expect(fs.existsSync(path.join(dataDir, 'symposium.sqlite-wal'))).toBe(false);
    const db = new SQLite(path.join(dataDir, 'symposium.sqlite'), { readonly: true });
    try {
      expect(db.prepare('SELECT email FROM users WHERE email = ?').get('slow.upload@example.com')).toBeTruthy();
    } finally {
      db.close();
    }
  }, 90_000);

  test('stops at once when idle, though a client keeps its connection alive', async () => {
    const server = await startServerProcess({ DATA_DIR: freshDataDir(), WEB_DIST: noSite });
    const agent = new http.Agent({ keepAlive: true });
    await new Promise<void>((resolve, reject) =>
      http.get(`${server.url}/api/v1/health`, { agent }, (res) => res.resume().on('end', resolve)).on('error', reject),
    );
    const started = Date.now();
    expect(await server.kill('SIGTERM')).toBe(0);
    expect(Date.now() - started).toBeLessThan(3_000);
    agent.destroy();
  }, 60_000);
});
