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

const server = serve({ fetch: createApp(deps).fetch, port: env.PORT, hostname: env.HOST }, (info) => {
  const shown = env.HOST === '0.0.0.0' ? 'localhost' : env.HOST;
  console.log(`Listening on http://${shown}:${info.port} (data in ${env.DATA_DIR}, mail: ${deps.mailer.mode})`);
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal} received, shutting down`);
  server.close();
  await deps.mailer.settled();
  deps.db.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
