// `npm run typecheck`: every workspace's TypeScript, checked side by side (tsc uses one core; the API and the web app
// take most of the time, so together they finish in about the time of the slower one). Each project's output is
// printed whole once it ends; the exit code is non-zero if any project has errors.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

const PROJECTS = ['apps/api', 'apps/web', 'packages/schema', 'packages/sync'];
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');

function check(project) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(process.execPath, [tsc, '-p', project], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(
        `tsc -p ${project}: ${code === 0 ? 'no errors' : `exit code ${code}`} (${seconds} s)\n${output}`,
      );
      resolve(code === 0);
    });
  });
}

const results = await Promise.all(PROJECTS.map(check));
process.exit(results.every(Boolean) ? 0 : 1);
