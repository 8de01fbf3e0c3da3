// Runs shell commands at the same time and prints each one's output whole once it ends, with its time; the exit
// code is non-zero if any of them failed. `npm run lint` runs ESLint and Prettier this way, and .ci/run the typecheck
// beside the lint: each of those is mostly one busy core, and one after the other they left the second core of the
// CI machine idle for about a minute (docs/performance.md).
// Usage: node scripts/side-by-side.mjs 'command one' 'command two' …
import { spawn } from 'node:child_process';

const commands = process.argv.slice(2);
if (commands.length === 0) {
  console.error("Usage: node scripts/side-by-side.mjs 'command' ['command' …]");
  process.exit(2);
}

function run(command) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code, signal) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const outcome = code === 0 ? 'passed' : signal ? `ended by ${signal}` : `exit code ${code}`;
      process.stdout.write(`\n> ${command}: ${outcome} (${seconds} s)\n${output}`);
      resolve(code === 0);
    });
  });
}

const results = await Promise.all(commands.map(run));
process.exit(results.every(Boolean) ? 0 : 1);
