import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { programCommand } from './bundle-server';
import { seedTestEdition } from './test-edition';

const repoRoot = path.resolve(__dirname, '../../../..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * How the tests run the real server: Node itself runs the esbuild bundle of apps/api/src/index.ts that the API
 * project's global setup made (bundle-server.ts), so a signal reaches the server (the `tsx` command would run it in a
 * grandchild that a SIGKILL of the command leaves running) and a start costs under a CPU-second instead of the 2.8 of
 * loading the sources through tsx.
 */
const serverCommand = programCommand('server');

/** The real server as its own process, for tests that kill or restart it. */
export async function startServerProcess(
  env: Record<string, string>,
  options: { https?: boolean; openEdition?: boolean } = {},
) {
  // An organiser's upcoming edition in a new DATA_DIR, so the server takes registrations (test-edition.ts).
  if (options.openEdition && env.DATA_DIR) await seedTestEdition(env.DATA_DIR);
  const port = await freePort();
  const child: ChildProcess = spawn(serverCommand[0], serverCommand[1], {
    cwd: repoRoot,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), SCRYPT_LOG_N: '14', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      // A TLS server is ready once it accepts connections; its answer is checked by the test itself.
      if (options.https ? await acceptsConnections(port) : (await fetch(`http://127.0.0.1:${port}/api/v1/health`)).ok)
        break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url: `${options.https ? 'https' : 'http'}://127.0.0.1:${port}`,
    output: () => output,
    /** Sends the signal and resolves with the exit code once the server has exited. */
    async kill(signal: NodeJS.Signals = 'SIGTERM') {
      if (child.exitCode === null) child.kill(signal);
      return exited;
    },
    exited,
  };
}

function acceptsConnections(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** The server started where it cannot run: resolves with its exit code and output once it has given up. */
export async function runServerUntilExit(env: Record<string, string>, timeoutMs = 30_000) {
  const port = await freePort();
  const child = spawn(serverCommand[0], serverCommand[1], {
    cwd: repoRoot,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), SCRYPT_LOG_N: '14', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (d) => (stdout += d));
  child.stderr!.on('data', (d) => (stderr += d));
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  const code = await new Promise<number | null>((resolve) => child.once('exit', (c) => resolve(c)));
  clearTimeout(timer);
  return { code, stdout, stderr };
}
