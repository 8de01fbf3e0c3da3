import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { ApiServer } from './api-server';
import { repoRoot } from './paths';

const run = promisify(execFile);

/**
 * Adds `participants` demo participants (with their registrations, stays, kits and check-ins) to the running server's
 * database through the product's own `npm run seed:demo`, as an organiser trying the staff screens at scale does. The
 * seed works beside a running server (docs/decisions/0046-demo-data-and-benchmarks.md).
 */
export async function seedDemoParticipants(server: ApiServer, participants: number): Promise<void> {
  await run(
    process.execPath,
    ['--import', 'tsx', 'apps/api/src/cli/seed-demo.ts', '--participants', String(participants), '--seed', '26'],
    { cwd: repoRoot, env: { ...process.env, DATA_DIR: server.dataDir, SCRYPT_LOG_N: '14' } },
  );
}
