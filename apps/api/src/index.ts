import fs from 'node:fs';
import os from 'node:os';
import type { Server } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import { createSecureContext } from 'node:tls';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { loadEnv, type Env } from './env';
import { lockDataDir } from './lib/data-dir-lock';
import { lanUrls } from './lib/lan-addresses';
import { describeStartFailure, StartFailure } from './lib/start-failure';
import { createServices } from './services';

/** How long SIGTERM lets requests in progress finish (an upload on a slow phone) before their connections are cut. */
const SHUTDOWN_GRACE_MS = 10_000;

/** A failed start says what to do in one sentence, not with a stack trace (README, "Settings"). */
function cannotStart(error: unknown, env?: Env): never {
  const reason = describeStartFailure(error, env ? { dataDir: env.DATA_DIR, port: env.PORT, host: env.HOST } : {});
  if (reason) console.error(`Cannot start: ${reason}`);
  else console.error('Cannot start:', error);
  process.exit(1);
}

let env: Env;
try {
  env = loadEnv();
} catch (error) {
  cannotStart(new StartFailure((error as Error).message));
}

// HTTPS directly when TLS_CERT/TLS_KEY are set (a venue laptop on the LAN); otherwise plain HTTP,
// e.g. behind a TLS reverse proxy (README). Read before DATA_DIR is touched: a wrong path stops the start before a
// database is created or a first admin's password is shown for a server that then does not run.
let tls: { cert: Buffer; key: Buffer } | null = null;
if (env.TLS_CERT && env.TLS_KEY) {
  try {
    tls = { cert: fs.readFileSync(env.TLS_CERT), key: fs.readFileSync(env.TLS_KEY) };
  } catch (error) {
    cannotStart(
      new StartFailure(
        `TLS_CERT / TLS_KEY cannot be read: ${(error as Error).message}. Set them to the paths of the PEM certificate and its key (README, "HTTPS at the venue").`,
      ),
      env,
    );
  }
  try {
    createSecureContext(tls); // not a certificate and its key: refused here, as it would be when the server starts
  } catch (error) {
    cannotStart(error, env);
  }
}

const lock = (() => {
  try {
    return lockDataDir(env.DATA_DIR);
  } catch (error) {
    cannotStart(error, env);
  }
})();

const started = await createServices(env).catch((error: unknown) => cannotStart(error, env));
const { deps, admin } = started;

if (admin?.password) {
  console.log('\n  First admin account created — this password is shown only once:');
  console.log(`    email:    ${admin.email}`);
  console.log(`    password: ${admin.password}\n`);
}

let server: Server;
try {
  server = serve(
    {
      fetch: createApp(deps).fetch,
      port: env.PORT,
      hostname: env.HOST,
      ...(tls ? { createServer: createHttpsServer, serverOptions: tls } : {}),
    },
    (info) => {
      const shown = env.HOST === '0.0.0.0' ? 'localhost' : env.HOST;
      console.log(
        `Listening on ${tls ? 'https' : 'http'}://${shown}:${info.port} (data in ${env.DATA_DIR}, mail: ${deps.mailer.mode})`,
      );
      const lan = lanUrls(os.networkInterfaces(), env.HOST, tls ? 'https' : 'http', info.port);
      if (lan.length > 0) console.log(`Other devices on the network open: ${lan.join(', ')}`);
    },
  ) as Server;
} catch (error) {
  cannotStart(error, env);
}
// A port in use or a HOST that is not this machine's surfaces here, after serve() returned.
server.once('error', (error) => {
  if (stopping) return;
  void deps.mailer.stop().finally(() => {
    deps.db.close();
    lock.release();
    cannotStart(error, env);
  });
});

let stopping = false;
/**
 * Stop taking connections, let the requests in progress finish (a registration being written, a scan push), then
 * stop the mail worker and close the database: nothing is cut half-way, and the next start finds a clean WAL.
 * Queued mail stays in the database and goes out after the next start. A second signal stops at once.
 */
async function shutdown(signal: string) {
  if (stopping) {
    console.log(`${signal} received again: stopping now`);
    process.exit(1);
  }
  stopping = true;
  console.log(`${signal} received: finishing the requests in progress, then stopping`);
  await new Promise<void>((resolve) => {
    const timer = setTimeout(() => {
      console.log(`Requests still open after ${SHUTDOWN_GRACE_MS / 1000} s: closing their connections`);
      server.closeAllConnections();
      resolve();
    }, SHUTDOWN_GRACE_MS);
    // A keep-alive connection would hold close() open until it times out (5 s): each one is closed as soon as
    // its request in progress has been answered.
    const idle = setInterval(() => server.closeIdleConnections(), 50);
    server.close(() => {
      clearTimeout(timer);
      clearInterval(idle);
      resolve();
    });
    server.closeIdleConnections();
  });
  await deps.mailer.stop();
  deps.db.close();
  lock.release();
  console.log('Stopped.');
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
