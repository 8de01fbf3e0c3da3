import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { verifyPassText } from '../../lib/pass-keys';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { openDatabase } from '../../db/client';
import { verifyPassword } from '../../lib/passwords';
import { adminToken, createTestContext, type TestContext } from '../../test-support/context';
import { seedDemo } from './demo-seed';

const repoRoot = path.resolve(__dirname, '../../../../..');
let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestContext();
});
afterEach(async () => {
  await ctx.close();
});

describe('demo data', () => {
  test('participants in every payment state; verified ones with unique IDs and passes; registrations only for verified', async () => {
    const result = seedDemo(ctx.deps.db, { participants: 300, passwordHash: 'x', uploadsDir: ctx.env.uploadsDir, passKeys: ctx.deps.passKeys, seed: 7 });
    expect(result.participants).toBe(300);
    expect(result.verified + result.pending + result.rejected).toBe(300);
    expect(Math.min(result.verified, result.pending, result.rejected)).toBeGreaterThan(0);
    const sqlite = ctx.deps.db.sqlite;
    const ids = sqlite.prepare("select participant_id p, pass_data d, payment_status s from users where participant_id is not null order by participant_id").all() as any[];
    expect(ids).toHaveLength(result.participantIds);
    expect(ids.every((r) => r.s === 'verified' && verifyPassText(ctx.deps.passKeys, r.d) === r.p)).toBe(true);
    expect(ids.map((r) => r.p)).toEqual(ids.map((_, i) => `SYM25-${String(i + 1).padStart(4, '0')}`));
    expect(sqlite.prepare("select count(*) n from registrations r join users u on u.id = r.user_id where u.payment_status != 'verified'").get()).toEqual({ n: 0 });
    expect(result.registrations).toBeGreaterThan(0);
    expect(result.accommodations).toBeGreaterThan(0);

    // The staff screens read it, and new IDs continue the sequence after the seeded ones.
    const token = await adminToken(ctx);
    const list = await ctx.request('/api/v1/admin/users?paymentStatus=verified&kitStatus=not-issued', { token });
    expect(list.json.total).toBe(result.verified); // before the event no kit has been handed out
    const generated = await ctx.request('/api/v1/admin/generate-participant-ids', { method: 'POST', token, json: {} });
    expect(generated.json.generated[0].participantId).toBe(`SYM25-${String(result.participantIds + 1).padStart(4, '0')}`);
    const screenshot = list.json.users[0].paymentScreenshot as string;
    expect((await ctx.app.request(screenshot, { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
  });

  test('npm run seed:demo fills the database in DATA_DIR; demo participants log in with demo-pass', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-demo-'));
    try {
      const run = spawnSync(path.join(repoRoot, 'node_modules/.bin/tsx'), ['apps/api/src/cli/seed-demo.ts', '--participants', '25'], {
        cwd: repoRoot,
        env: { ...process.env, DATA_DIR: dir, SCRYPT_LOG_N: '14' },
        encoding: 'utf8',
      });
      expect(run.stderr).toBe('');
      expect(run.status).toBe(0);
      expect(run.stdout).toMatch(/^Added 25 participants/);
      const db = openDatabase(path.join(dir, 'symposium.sqlite'));
      try {
        const row = db.sqlite.prepare("select count(*) n, min(password_hash) h from users where role = 'user'").get() as { n: number; h: string };
        expect(row.n).toBe(25);
        expect(await verifyPassword('demo-pass', row.h)).toBe(true);
      } finally {
        db.close();
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
