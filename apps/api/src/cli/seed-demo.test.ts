import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { programCommand } from '../test-support/bundle-server';

const repoRoot = path.resolve(__dirname, '../../../..');
const dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'seed-demo-cli-')), 'data');
afterAll(() => fs.rmSync(path.dirname(dataDir), { recursive: true, force: true }));

const runSeed = (...args: string[]) =>
  spawnSync(...programCommand('seed-demo', args), {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: dataDir, SCRYPT_LOG_N: '14' },
    encoding: 'utf8',
  });

describe('npm run seed:demo', () => {
  test('a misspelt option or a count that is not a number says so above the usage, and touches nothing', () => {
    const misspelt = runSeed('--participant', '10');
    expect(misspelt.status).toBe(1);
    expect(misspelt.stderr).toMatch(
      /^Unknown option --participant\.\nUsage: npm run seed:demo -- \[--participants N\]/,
    );
    expect(misspelt.stderr).not.toMatch(/^\s+at /m);
    const notANumber = runSeed('--participants', 'lots');
    expect(notANumber.status).toBe(1);
    expect(notANumber.stderr).toMatch(/^--participants must be a whole number from 1 to 200000, not 'lots'\.\nUsage:/);
    expect(fs.existsSync(dataDir)).toBe(false);
  }, 60_000);
});
