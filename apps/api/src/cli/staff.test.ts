import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, describe, expect, test } from 'vitest';
import { programCommand } from '../test-support/bundle-server';

const repoRoot = path.resolve(__dirname, '../../../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'staff-cli-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const runStaff = (args: string[], env: Record<string, string> = {}) =>
  spawnSync(...programCommand('staff', args), {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: dataDir, SCRYPT_LOG_N: '14', ...env },
    encoding: 'utf8',
  });

const USAGE_LINE = 'Usage: npm run staff -- add --email E --name N --role coordinator|admin [--password P]';
const STACK_LINE = /^\s+at /m;

describe('npm run staff', () => {
  test('adds a coordinator, prints the generated password once, and refuses the same email again', () => {
    const added = runStaff(['add', '--email', 'Desk@College.edu', '--name', 'Desk One', '--role', 'coordinator']);
    expect(added.status).toBe(0);
    expect(added.stdout).toMatch(/^Added coordinator desk@college\.edu\nGenerated password \(shown once\): \S{8,}\n$/);
    const again = runStaff(['add', '--email', 'desk@college.edu', '--name', 'Desk One', '--role', 'coordinator']);
    expect(again.status).toBe(1);
    expect(again.stderr.trim()).toBe('An account with desk@college.edu already exists');
    const db = new SQLite(path.join(dataDir, 'symposium.sqlite'), { readonly: true });
    expect(db.prepare("select role from users where email = 'desk@college.edu'").all()).toEqual([
      { role: 'coordinator' },
    ]);
    db.close();
  }, 60_000);

  test('wrong usage says what is wrong in one line above the usage, never with a stack trace', () => {
    const cases: [string[], string][] = [
      [['add', '--emial', 'a@college.edu', '--name', 'A', '--role', 'admin'], 'Unknown option --emial.'],
      [
        ['add', '--email', 'a@college.edu', '--name', 'A', '--role', 'boss'],
        "--role must be coordinator or admin, not 'boss'.",
      ],
      [['add', '--email', 'a@college.edu'], 'Missing --name, --role.'],
      [['list'], "Unknown command 'list': the command is add."],
      [[], 'Say what to do: add.'],
    ];
    for (const [args, reason] of cases) {
      const run = runStaff(args);
      expect(run.status, args.join(' ')).toBe(1);
      expect(run.stderr).toBe(
        `${reason}\n${USAGE_LINE}\nWorks on the database in DATA_DIR (default ./data), like the server.\n`,
      );
    }
    const help = runStaff(['--help']);
    expect(help.status).toBe(0);
    expect(help.stdout).toContain(USAGE_LINE);
  }, 60_000);

  test('a bad setting in the environment is one "Cannot run:" line', () => {
    const run = runStaff(['add', '--email', 'b@college.edu', '--name', 'B', '--role', 'admin'], { SCRYPT_LOG_N: '99' });
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe(
      'Cannot run: SCRYPT_LOG_N must be a whole number from 14 to 20. Correct the environment variable and start again (README, "Settings").',
    );
    expect(run.stderr).not.toMatch(STACK_LINE);
  }, 60_000);
});
