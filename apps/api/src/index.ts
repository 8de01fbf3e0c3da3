import fs from 'node:fs';
import { createServer as createHttpsServer } from 'node:https';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { loadEnv } from './env';
import { createServices } from './services';

const env = loadEnv();
const { deps, admin } = await createServices(env);

if (admin?.password) {
  console.log('\n  First admin account created — this password is shown only once:');
  console.log(`    email:    ${admin.email}`);
  console.log(`    password: ${admin.password}\n`);
}

// HTTPS directly when TLS_CERT/TLS_KEY are set (a venue laptop on the LAN); otherwise plain HTTP,
// e.g. behind a TLS reverse proxy (README).
const tls = env.TLS_CERT && env.TLS_KEY ? { cert: fs.readFileSync(env.TLS_CERT), key: fs.readFileSync(env.TLS_KEY) } : null;
const server = serve(
  {
    fetch: createApp(deps).fetch,
    port: env.PORT,
    hostname: env.HOST,
    ...(tls ? { createServer: createHttpsServer, serverOptions: tls } : {}),
  },
  (info) => {
    const shown = env.HOST === '0.0.0.0' ? 'localhost' : env.HOST;
    console.log(`Listening on ${tls ? 'https' : 'http'}://${shown}:${info.port} (data in ${env.DATA_DIR}, mail: ${deps.mailer.mode})`);
  },
);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal} received, shutting down`);
  server.close();
  // Queued mail stays in the database and goes out after the next start.
  await deps.mailer.stop();
  deps.db.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
