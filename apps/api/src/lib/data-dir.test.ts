import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { migrateToLatest, openDatabase } from '../db/client';
import {
  createTestContext,
  createTestContextForThisTest,
  registrationForm,
  validRegistration,
} from '../test-support/context';
import { tightenDataDir } from './data-dir';
import { lockDataDir } from './data-dir-lock';

// What the server keeps in DATA_DIR — password hashes, payment screenshots, signing keys, reset links — is for its
// own account only. The usual umask (022) would make it 0755/0644: readable by every account on the machine.

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'data-dir-modes-'));
let umask: number;
beforeAll(() => {
  umask = process.umask(0o022);
});
afterAll(() => {
  process.umask(umask);
  fs.rmSync(root, { recursive: true, force: true });
});

const modeOf = (target: string) => fs.statSync(target).mode & 0o777;

describe('a new DATA_DIR', () => {
  test('the folder, its subfolders and every file the server writes are owner-only under a 022 umask', async () => {
    const dataDir = path.join(root, 'fresh', 'data');
    const lock = lockDataDir(dataDir);
    const ctx = await createTestContext({ DATA_DIR: dataDir });
    try {
      const res = await ctx.request('/api/v1/auth/register', {
        method: 'POST',
        body: registrationForm(validRegistration()),
      });
      expect(res.status, res.text).toBe(201);
      const mails = await ctx.outbox(); // the welcome mail, written to the outbox
      expect(mails.length).toBeGreaterThan(0);

      expect(modeOf(dataDir)).toBe(0o700);
      for (const dir of ['uploads', 'outbox', 'keys'])
        expect([dir, modeOf(path.join(dataDir, dir))]).toEqual([dir, 0o700]);
      const files = ['symposium.sqlite', 'symposium.sqlite-wal', 'symposium.sqlite-shm', 'server.lock'];
      for (const dir of ['uploads', 'outbox', 'keys'])
        files.push(...fs.readdirSync(path.join(dataDir, dir)).map((f) => path.join(dir, f)));
      expect(files.filter((f) => f.startsWith('uploads/')).length).toBe(1);
      expect(files.filter((f) => f.startsWith('keys/')).length).toBe(2);
      expect(files.map((f) => [f, modeOf(path.join(dataDir, f))])).toEqual(files.map((f) => [f, 0o600]));
    } finally {
      await ctx.close();
      lock.release();
    }
  });
});

describe('a DATA_DIR an earlier release made with the umask', () => {
  async function oldInstall(name: string) {
    const dataDir = path.join(root, name);
    fs.mkdirSync(dataDir, { mode: 0o755 });
    const db = openDatabase(path.join(dataDir, 'symposium.sqlite'));
    await migrateToLatest(db);
    db.close();
    for (const dir of ['uploads', 'outbox', 'keys']) fs.mkdirSync(path.join(dataDir, dir), { mode: 0o755 });
    fs.chmodSync(path.join(dataDir, 'symposium.sqlite'), 0o644);
    fs.writeFileSync(path.join(dataDir, 'server.lock'), '', { mode: 0o644 });
    return dataDir;
  }

  test('is tightened at start, one log line each; DATA_DIR itself is left as the operator set it', async () => {
    const dataDir = await oldInstall('old-install');
    const lines: string[] = [];
    const paths = {
      dataDir,
      databaseFile: path.join(dataDir, 'symposium.sqlite'),
      uploadsDir: path.join(dataDir, 'uploads'),
      outboxDir: path.join(dataDir, 'outbox'),
      keysDir: path.join(dataDir, 'keys'),
    };
    tightenDataDir(paths, (line) => lines.push(line));
    expect(lines).toEqual([
      'DATA_DIR: uploads was 0755, now 0700 (owner only)',
      'DATA_DIR: outbox was 0755, now 0700 (owner only)',
      'DATA_DIR: keys was 0755, now 0700 (owner only)',
      'DATA_DIR: symposium.sqlite was 0644, now 0600 (owner only)',
      'DATA_DIR: server.lock was 0644, now 0600 (owner only)',
    ]);
    expect(modeOf(dataDir)).toBe(0o755);
    // A second start has nothing to say.
    tightenDataDir(paths, (line) => lines.push(line));
    expect(lines).toHaveLength(5);
  });

  test('the server start does it: the database opened afterwards is owner-only, and so are its -wal and -shm', async () => {
    const dataDir = await oldInstall('old-install-started');
    const ctx = await createTestContextForThisTest({ DATA_DIR: dataDir });
    await ctx.login('admin@test.local', 'admin-password-1');
    for (const file of ['symposium.sqlite', 'symposium.sqlite-wal', 'symposium.sqlite-shm'])
      expect([file, modeOf(path.join(dataDir, file))]).toEqual([file, 0o600]);
    for (const dir of ['uploads', 'outbox', 'keys'])
      expect([dir, modeOf(path.join(dataDir, dir))]).toEqual([dir, 0o700]);
  });
});
