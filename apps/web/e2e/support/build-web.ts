import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot, webDir, webDist } from './paths';

/** Newest modification time under `target` (a file or a folder), 0 when it does not exist. */
function newestMtime(target: string): number {
  let stat: fs.Stats;
  try {
    stat = fs.statSync(target);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) {
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/** The built app is what the API serves; rebuild unless dist is newer than every source it is made of. */
export default function setup() {
  const builtAt = newestMtime(path.join(webDist, 'index.html'));
  const sources = [
    path.join(webDir, 'src'),
    path.join(webDir, 'index.html'),
    path.join(webDir, 'public'),
    path.join(webDir, 'vite.config.ts'),
    path.join(webDir, 'build'),
    path.join(repoRoot, 'packages/schema/src'),
    path.join(repoRoot, 'packages/sync/src'),
  ];
  const sourcesAt = Math.max(...sources.map(newestMtime));
  if (builtAt > sourcesAt) return;

  const viteBin = path.join(repoRoot, 'node_modules/vite/bin/vite.js');
  const result = spawnSync(process.execPath, [viteBin, 'build', '--logLevel', 'warn'], {
    cwd: webDir,
    // Vitest runs with NODE_ENV=test; the API serves what a production build would be.
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`vite build failed with exit code ${result.status}`);
}
