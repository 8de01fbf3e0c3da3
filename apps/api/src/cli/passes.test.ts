import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterEach, describe, expect, test } from 'vitest';
import { loadEnv } from '../env';
import { loadPassKeys, signPass, verifyPassText } from '../lib/pass-keys';
import { createServices } from '../services';
import { programCommand } from '../test-support/bundle-server';

const repoRoot = path.resolve(__dirname, '../../../..');
const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

describe('npm run passes -- rotate', () => {
  test('re-signs every pass with a new key; old passes stop verifying only with --retire-previous', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'passes-cli-'));
    dirs.push(dataDir);
    const env = loadEnv({
      DATA_DIR: dataDir,
      SCRYPT_LOG_N: '14',
      ADMIN_EMAIL: 'a@b.co',
      ADMIN_PASSWORD: 'admin-password-1',
    });
    const { deps } = await createServices(env);
    const oldPass = signPass(deps.passKeys, 'SYM25-0001');
    deps.db.sqlite
      .prepare(
        `insert into users (id, name, email, password_hash, role, participant_id, pass_data, created_at, updated_at)
        values ('u1', 'P', 'p@example.com', 'x', 'user', 'SYM25-0001', ?, 'now', 'now')`,
      )
      .run(oldPass);
    deps.db.close();

    const run = (...args: string[]) =>
      spawnSync(...programCommand('passes', args), {
        cwd: repoRoot,
        env: { ...process.env, DATA_DIR: dataDir },
        encoding: 'utf8',
      });
    const first = run('rotate');
    expect(first.status).toBe(0);
    expect(first.stdout).toContain('re-signed 1 passes');
    let keys = loadPassKeys(env.keysDir);
    expect(verifyPassText(keys, oldPass)).toBe('SYM25-0001');

    const second = run('rotate', '--retire-previous');
    expect(second.status).toBe(0);
    keys = loadPassKeys(env.keysDir);
    expect(verifyPassText(keys, oldPass)).toBeNull();
    const db = new SQLite(env.databaseFile, { readonly: true });
    const stored = (db.prepare("select pass_data from users where id = 'u1'").get() as { pass_data: string }).pass_data;
    db.close();
    expect(JSON.parse(stored).k).toBe(keys.current.kid);
    expect(verifyPassText(keys, stored)).toBe('SYM25-0001');
    expect(run('nonsense').status).toBe(1);
  }, 60_000);

  test('a misspelt option or a missing command is one line above the usage, never a stack trace', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'passes-cli-'));
    dirs.push(dataDir);
    const run = (...args: string[]) =>
      spawnSync(...programCommand('passes', args), {
        cwd: repoRoot,
        env: { ...process.env, DATA_DIR: dataDir },
        encoding: 'utf8',
      });
    const misspelt = run('rotate', '--retire');
    expect(misspelt.status).toBe(1);
    expect(misspelt.stderr).toMatch(
      /^Unknown option --retire\.\nUsage: npm run passes -- rotate \[--retire-previous\]/,
    );
    expect(misspelt.stderr).not.toMatch(/^\s+at /m);
    // Nothing was rotated.
    expect(fs.existsSync(path.join(dataDir, 'keys'))).toBe(false);
    const none = run();
    expect(none.status).toBe(1);
    expect(none.stderr).toMatch(/^Say what to do: rotate\.\nUsage:/);
  }, 60_000);
});
