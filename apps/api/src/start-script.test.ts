import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, test } from 'vitest';
import { postInTwoHalves } from './test-support/post-in-two-halves';
import { freePort } from './test-support/server-process';

// `npm start` and `node scripts/start.mjs` as an operator or a process manager runs them: real processes, real
// signals (Linux: the server process is found through /proc). WEB_DIST points at a folder of its own, so the script serves it as it is and builds nothing.

const repoRoot = path.resolve(__dirname, '../../..');
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'start-script-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
let dirs = 0;

/** Process groups to end after each test, whatever it left running: the launcher's, and the server's own. */
const groups: number[] = [];
afterEach(() => {
  for (const pgid of groups.splice(0)) {
    try {
      process.kill(-pgid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
});

/** The processes whose parent is `pid` (Linux /proc). */
function childrenOf(pid: number): number[] {
  try {
    return fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function waitFor<T>(what: string, check: () => T | undefined | false, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Starts `command args` in a process group of its own (as a terminal or a process manager would) and waits for health. */
async function launch(command: string, args: string[]) {
  const port = await freePort();
  const child = spawn(command, args, {
    cwd: repoRoot,
    detached: true,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      SCRYPT_LOG_N: '14',
      DATA_DIR: path.join(root, `data-${++dirs}`),
      WEB_DIST: path.join(root, 'no-site'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  groups.push(child.pid!);
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`exited early:\n${output}`);
    if (
      await fetch(`${url}/api/v1/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (Date.now() > deadline) throw new Error(`did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  const server = serverPidUnder(child.pid!);
  groups.push(server);
  return { child, server, url, exited, output: () => output };
}

/** The server process under the launcher: the one running apps/api/src/index.ts. */
function serverPidUnder(pid: number): number {
  const queue = [pid];
  while (queue.length) {
    const next = queue.shift()!;
    for (const child of childrenOf(next)) {
      const cmdline = fs.readFileSync(`/proc/${child}/cmdline`, 'utf8');
      if (cmdline.includes('apps/api/src/index.ts')) return child;
      queue.push(child);
    }
  }
  throw new Error(`no server process under ${pid}`);
}

/** A contact message whose body arrives in two halves, `between()` running after the first. */
function slowContact(url: string, between: () => Promise<void>): Promise<{ status: number; body: string }> {
  const body = Buffer.from(
    JSON.stringify({
      name: 'Asha Kumar',
      email: 'asha@example.com',
      phone: '9876543210',
      subject: 'Parking',
      message: 'Is there parking?',
    }),
  );
  return postInTwoHalves(`${url}/api/v1/contact`, { 'content-type': 'application/json' }, body, between);
}

const answers = (url: string) =>
  fetch(`${url}/api/v1/health`).then(
    () => true,
    () => false,
  );

describe('node scripts/start.mjs', () => {
  test('SIGTERM to the script stops the server cleanly and the script exits 0', async () => {
    const run = await launch(process.execPath, ['scripts/start.mjs']);
    run.child.kill('SIGTERM');
    expect(await run.exited).toEqual({ code: 0, signal: null });
    expect(run.output()).toContain('SIGTERM received: finishing the requests in progress, then stopping');
    expect(run.output()).toContain('Stopped.');
    await waitFor('the server process to end', () => !alive(run.server));
    expect(await answers(run.url)).toBe(false);
  }, 90_000);

  test('Ctrl-C (SIGINT to the whole foreground group) during a request lets it finish: one signal, not "stop now"', async () => {
    const run = await launch(process.execPath, ['scripts/start.mjs']);
    // The terminal's SIGINT reaches every process of its group. Were the server in the script's group it would get
    // that copy and the script's forwarded one: a second signal, which stops at once and cuts the request.
    const answer = await slowContact(run.url, async () => {
      process.kill(-run.child.pid!, 'SIGINT');
      await new Promise((r) => setTimeout(r, 700));
    });
    expect(answer.status, answer.body).toBe(200);
    expect(await run.exited).toEqual({ code: 0, signal: null });
    expect(run.output()).toContain('SIGINT received: finishing the requests in progress, then stopping');
    expect(run.output()).not.toContain('received again');
    expect(run.output()).toContain('Stopped.');
  }, 90_000);

  test('a server killed outright (SIGKILL) ends the script the same way, not with a clean 0', async () => {
    const run = await launch(process.execPath, ['scripts/start.mjs']);
    process.kill(run.server, 'SIGKILL');
    expect(await run.exited).toEqual({ code: null, signal: 'SIGKILL' });
  }, 90_000);
});

describe('npm start', () => {
  test('SIGTERM to the npm process alone (as a process manager sends it) still stops the server cleanly', async () => {
    const run = await launch('npm', ['start']);
    run.child.kill('SIGTERM');
    await run.exited;
    await waitFor('the server process to end', () => !alive(run.server), 20_000);
    expect(run.output()).toContain('npm has stopped: stopping the server');
    expect(run.output()).toContain('Stopped.');
    expect(await answers(run.url)).toBe(false);
  }, 90_000);
});
