// `npm start`: build the web app when its sources are newer than the build, then serve site + API.
//
// Signals (README, "Settings" and "Running it under a process manager"): the server runs in a process group of its own, so a Ctrl-C in the
// terminal reaches it once — through this script — instead of twice (the terminal's copy and the forwarded one,
// which the server would take for an impatient second Ctrl-C and stop at once). SIGINT, SIGTERM and SIGHUP are
// passed on; this script exits as the server did (its code, or the same signal). Under `npm start`, npm does not
// pass a SIGTERM on (npm → sh -c drops it): when npm goes away, the server is stopped as if it had been sent SIGTERM.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtIndex = path.join(root, 'apps/web/dist/index.html');
const sources = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/build',
  'apps/web/public',
  'packages/schema/src',
  'packages/sync/src',
];

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(target)
    .reduce((max, entry) => Math.max(max, newestMtime(path.join(target, entry))), stat.mtimeMs);
}

// WEB_DIST pointing at another build: that build is served as it is (building apps/web/dist would not change it).
const servesOwnBuild =
  !process.env.WEB_DIST?.trim() || path.resolve(process.env.WEB_DIST) === path.join(root, 'apps/web/dist');
if (servesOwnBuild) {
  const builtAt = fs.existsSync(builtIndex) ? fs.statSync(builtIndex).mtimeMs : 0;
  const changedAt = Math.max(...sources.map((s) => newestMtime(path.join(root, s))));
  if (builtAt < changedAt) {
    console.log('Building the web app…');
    const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
}

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/index.ts'], {
  cwd: root,
  // Its own process group (see above); it never reads stdin.
  detached: true,
  stdio: ['ignore', 'inherit', 'inherit'],
});

/** The server's graceful stop: SIGINT and SIGTERM as they are; a hang-up (the terminal closed) as SIGTERM. */
const forward = { SIGINT: 'SIGINT', SIGTERM: 'SIGTERM', SIGHUP: 'SIGTERM' };
const handlers = Object.entries(forward).map(([received, sent]) => {
  const handler = () => {
    if (server.exitCode === null && server.signalCode === null) server.kill(sent);
  };
  process.on(received, handler);
  return [received, handler];
});

let npmWatch;
if (process.env.npm_lifecycle_event) {
  const launchedBy = process.ppid;
  npmWatch = setInterval(() => {
    if (process.ppid === launchedBy) return;
    clearInterval(npmWatch);
    console.log('npm has stopped: stopping the server');
    if (server.exitCode === null && server.signalCode === null) server.kill('SIGTERM');
  }, 500);
}

server.on('exit', (code, signal) => {
  clearInterval(npmWatch);
  if (signal) {
    // Ended by a signal (kill -9, or one it does not handle): end the same way, so whoever waits on this script
    // sees that and not a clean 0.
    for (const [received, handler] of handlers) process.off(received, handler);
    process.kill(process.pid, signal);
    // Should the signal not end this process (it is ignored here), the shell's convention: 128 + its number.
    setTimeout(() => process.exit(128 + (os.constants.signals[signal] ?? 0)), 1000);
    return;
  }
  process.exit(code ?? 1);
});
