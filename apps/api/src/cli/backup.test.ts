import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { loadEnv } from '../env';
import { BACKUP_PREFIX, BackupFailure, backupDataDir, backupsIn } from '../lib/backup';
import { loadPassKeys, verifyPassText } from '../lib/pass-keys';
import { SyncEngine, type SyncStatus } from '@symposium/sync/client/engine';
import { fetchTransport } from '@symposium/sync/client/fetch-transport';
import { MemorySyncStore } from '@symposium/sync/client/memory-store';
import { DEVICE_KEY_HEADER } from '@symposium/sync/protocol';
import { checkIn, firstEvent, issueKit, scannerDesk, verifiedParticipant } from '../modules/sync/sync-test-kit';
import {
  ADMIN,
  adminToken,
  createTestContext,
  PARTICIPANT_PASSWORD,
  registerParticipant,
  registrationForm,
  validRegistration,
  type TestContext,
} from '../test-support/context';
import { startServerProcess } from '../test-support/server-process';
import { programCommand } from '../test-support/bundle-server';

const repoRoot = path.resolve(__dirname, '../../../..');
const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));
const tempDir = (prefix: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  dirs.push(dir);
  return dir;
};

const runBackup = (dataDir: string, ...args: string[]) =>
  spawnSync(...programCommand('backup', args), {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: dataDir },
    encoding: 'utf8',
  });

async function call(
  base: string,
  pathname: string,
  init: { method?: string; token?: string; json?: unknown; body?: FormData } = {},
) {
  const headers: Record<string, string> = {};
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.json !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(base + pathname, {
    method: init.method ?? (init.json || init.body ? 'POST' : 'GET'),
    headers,
    body: init.body ?? (init.json === undefined ? undefined : JSON.stringify(init.json)),
  });
  const bytes = Buffer.from(await res.arrayBuffer());
  const json = (res.headers.get('content-type') ?? '').includes('json')
    ? (JSON.parse(bytes.toString('utf8')) as any)
    : null;
  return { status: res.status, json, bytes };
}

const login = async (base: string, email: string, password: string) =>
  (await call(base, '/api/v1/auth/login', { json: { email, password } })).json.token as string;

describe('npm run backup', () => {
  test('a backup taken while the server runs has its latest writes, and a server started on it knows the participant, their screenshot and their pass', async () => {
    const dataDir = tempDir('backup-live-');
    const backups = tempDir('backup-target-');
    const server = await startServerProcess(
      { DATA_DIR: dataDir, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
      { openEdition: true },
    );
    let participant: { participantId: string; passData: string; paymentScreenshot: string };
    try {
      const registered = await call(server.url, '/api/v1/auth/register', {
        body: registrationForm(validRegistration()),
      });
      expect(registered.status).toBe(201);
      const userId = registered.json.data.user.id as string;
      const admin = await login(server.url, ADMIN.email, ADMIN.password);
      expect(
        (await call(server.url, `/api/v1/admin/payments/${userId}/verify`, { method: 'PUT', token: admin, json: {} }))
          .status,
      ).toBe(200);
      expect(
        (
          await call(server.url, '/api/v1/admin/generate-participant-ids', {
            token: admin,
            json: { userIds: [userId] },
          })
        ).status,
      ).toBe(200);
      participant = (await call(server.url, `/api/v1/admin/users/${userId}`, { token: admin })).json.data.user;
      // The server still runs: these writes sit in its write-ahead log, which a plain copy of the database file misses.
      const backup = runBackup(dataDir, '--to', backups);
      expect(backup.stderr).toBe('');
      expect(backup.status).toBe(0);
      expect(backup.stdout).toContain('1 participants');
      expect(backup.stdout).toContain('1 payment screenshots');
    } finally {
      await server.kill();
    }

    const [folderName] = backupsIn(backups);
    const folder = path.join(backups, folderName);
    expect(fs.statSync(folder).mode & 0o777).toBe(0o700);
    expect(fs.statSync(path.join(folder, 'symposium.sqlite')).mode & 0o777).toBe(0o600);
    expect(verifyPassText(loadPassKeys(path.join(folder, 'keys')), participant.passData)).toBe(
      participant.participantId,
    );

    // Restored: the backup folder is the DATA_DIR of a new server.
    const restored = await startServerProcess({
      DATA_DIR: folder,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    });
    try {
      const token = await login(restored.url, validRegistration().email, PARTICIPANT_PASSWORD);
      const me = (await call(restored.url, '/api/v1/auth/me', { token })).json.data;
      expect(me.participantId).toBe(participant.participantId);
      expect(me.passData).toBe(participant.passData);
      const admin = await login(restored.url, ADMIN.email, ADMIN.password);
      const screenshot = await call(restored.url, new URL(participant.paymentScreenshot, restored.url).pathname, {
        token: admin,
      });
      expect(screenshot.status).toBe(200);
      expect(screenshot.bytes.subarray(0, 4).toString('hex')).toBe('89504e47');
    } finally {
      await restored.kill();
    }
  }, 90_000);

  test('a later backup links the unchanged screenshots, keeps the team photos, --keep leaves the newest, and a folder without a database is refused', async () => {
    const ctx = await createTestContext();
    const parent = tempDir('backup-parent-');
    try {
      await registerParticipant(ctx);
      // A team photo: public, but named by the database like a screenshot, so the backup keeps it too.
      const token = await adminToken(ctx);
      const team = await ctx.request('/api/v1/admin/team', {
        method: 'PUT',
        token,
        json: { sections: [{ title: 'Office Bearers', members: [{ name: 'Kavya Raman', role: 'President' }] }] },
      });
      const photo = new FormData();
      photo.set(
        'photo',
        new File(
          [fs.readFileSync(path.join(import.meta.dirname, '../test-support/photos/chat-photo.webp'))],
          'kavya.webp',
          { type: 'image/webp' },
        ),
      );
      const uploaded = await ctx.request(
        `/api/v1/admin/team/members/${team.json.data.sections[0].members[0].id}/photo`,
        { method: 'PUT', token, body: photo },
      );
      expect(uploaded.status).toBe(200);
      const logo = new FormData();
      logo.set(
        'logo',
        new File(
          [fs.readFileSync(path.join(import.meta.dirname, '../test-support/photos/cutout-alpha.png'))],
          'logo.png',
        ),
      );
      expect((await ctx.request('/api/v1/admin/certificates/logo', { method: 'PUT', token, body: logo })).status).toBe(
        200,
      );
      const first = await backupDataDir(ctx.env, parent, { now: new Date('2025-10-23T08:00:00Z') });
      const second = await backupDataDir(ctx.env, parent, { now: new Date('2025-10-23T08:15:00Z') });
      expect([first.uploads, first.uploadsLinked, second.uploads, second.uploadsLinked]).toEqual([1, 0, 1, 1]);
      expect([first.teamPhotos, second.teamPhotos]).toEqual([1, 1]);
      expect([first.certificateImages, second.certificateImages]).toEqual([1, 1]);
      expect(fs.readFileSync(path.join(second.folder, 'certificate-images', 'logo.png'))).toEqual(
        fs.readFileSync(path.join(ctx.env.certificateImagesDir, 'logo.png')),
      );
      expect(fs.readdirSync(path.join(second.folder, 'team-photos'))).toEqual([
        path.basename(uploaded.json.data.photoUrl),
      ]);
      const [upload] = fs.readdirSync(path.join(first.folder, 'uploads'));
      expect(fs.statSync(path.join(second.folder, 'uploads', upload)).ino).toBe(
        fs.statSync(path.join(first.folder, 'uploads', upload)).ino,
      );

      const third = await backupDataDir(ctx.env, parent, { now: new Date('2025-10-23T08:30:00Z'), keep: 2 });
      expect(backupsIn(parent)).toEqual([second.folder, third.folder].map((f) => path.basename(f)));
      await expect(backupDataDir(ctx.env, parent, { now: new Date('2025-10-23T08:30:00Z') })).rejects.toThrow(
        BackupFailure,
      );
    } finally {
      await ctx.close();
    }

    const empty = loadEnv({ DATA_DIR: tempDir('backup-empty-') });
    await expect(backupDataDir(empty, parent)).rejects.toThrow('There is no database to back up');
    expect(fs.readdirSync(parent).every((name) => name.startsWith(BACKUP_PREFIX))).toBe(true);
    expect(backupsIn(parent)).toHaveLength(2);
    const refused = runBackup(empty.DATA_DIR, '--keep', '0');
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain("--keep must be a whole number from 1 up, not '0'.\nUsage: npm run backup");
  }, 60_000);

  test('a --to that cannot be written, or a --keep without its number, is one line saying what to do, never a stack trace', async () => {
    const ctx = await createTestContext();
    try {
      const aFile = path.join(tempDir('backup-target-'), 'usb');
      fs.writeFileSync(aFile, 'not a folder');
      const blocked = runBackup(ctx.env.DATA_DIR, '--to', aFile);
      expect(blocked.status).toBe(1);
      expect(blocked.stderr.trim()).toBe(
        `Backup failed: EEXIST: file already exists, mkdir '${aFile}'. Check that ${aFile} is a folder this user can write to, on a disk with room.`,
      );

      const noNumber = runBackup(ctx.env.DATA_DIR, '--keep');
      expect(noNumber.status).toBe(1);
      expect(noNumber.stderr).toMatch(/^Option '--keep <value>' argument missing\nUsage: npm run backup/);
      expect(noNumber.stderr).not.toMatch(/^\s+at /m);
    } finally {
      await ctx.close();
    }
  }, 60_000);

  test('a screenshot whose time has a fraction of a millisecond is linked by the next backup, not copied again', async () => {
    const ctx = await createTestContext();
    const parent = tempDir('backup-parent-');
    try {
      await registerParticipant(ctx);
      const [upload] = fs.readdirSync(ctx.env.uploadsDir);
      // A time whose copy, set from a whole-millisecond Date, lands just below the millisecond (…006.999 for …007.499).
      const at = 1761206400007.5 / 1000;
      fs.utimesSync(path.join(ctx.env.uploadsDir, upload), at, at);
      await backupDataDir(ctx.env, parent, { now: new Date('2025-10-23T08:00:00Z') });
      const second = await backupDataDir(ctx.env, parent, { now: new Date('2025-10-23T08:10:00Z') });
      expect([second.uploads, second.uploadsLinked]).toEqual([1, 1]);
    } finally {
      await ctx.close();
    }
  }, 60_000);

  test('a server restored from a backup tells every desk to download a fresh roster, even once its own changes overtook their cursors', async () => {
    const live = await createTestContext();
    const parent = tempDir('backup-parent-');
    let desk: Awaited<ReturnType<typeof scannerDesk>>;
    let folder: string;
    let cursor: string;
    try {
      for (const pid of ['SYM25-0001', 'SYM25-0002']) await verifiedParticipant(live, pid);
      desk = await scannerDesk(live);
      const before = (await desk.pull()).json.cursor as string;
      folder = (await backupDataDir(live.env, parent)).folder;
      // After the backup the live server changes on, and the desk pulls: its cursor is past the backup's sequence.
      for (const pid of ['SYM25-0003', 'SYM25-0004']) await verifiedParticipant(live, pid);
      cursor = (await desk.pull(before)).json.cursor as string;
    } finally {
      await live.close();
    }

    // The live database is lost; the backup is restored and the restored server takes new writes (more than the
    // desk's cursor is ahead of it), so its sequence passes the desk's cursor.
    const restored = await createTestContext({ DATA_DIR: folder });
    try {
      for (const pid of ['SYM25-0005', 'SYM25-0006', 'SYM25-0007', 'SYM25-0008'])
        await verifiedParticipant(restored, pid);
      const token = (await restored.login(ADMIN.email, ADMIN.password)).token;
      const pull = await restored.request(
        `/api/v1/sync/pull?${new URLSearchParams({ schemaVersion: '1', deviceId: desk.deviceId, cursor })}`,
        {
          token,
          headers: { [DEVICE_KEY_HEADER]: desk.deviceKey },
        },
      );
      // Not a page after the desk's cursor that would skip SYM25-0005 and SYM25-0006 for good.
      expect(pull.json).toEqual({ success: true, reset: true });
    } finally {
      await restored.close();
    }
  }, 60_000);

  test('a restored server gets back from the desks every scan it had acknowledged after the backup, each counted once', async () => {
    const live = await createTestContext();
    let server: TestContext = live;
    const tokens = new Map<TestContext, Map<string, string>>();
    /** A desk as the scanner app runs it (memory store, the real engine and transport) against whichever server runs now. */
    async function desk(name: string) {
      const registered = await scannerDesk(live, name);
      tokens.set(live, new Map([...(tokens.get(live) ?? []), [registered.staff.email, registered.staff.token]]));
      const store = new MemorySyncStore();
      const tokenFor = async () => {
        const known = tokens.get(server) ?? new Map<string, string>();
        tokens.set(server, known);
        if (!known.has(registered.staff.email))
          known.set(
            registered.staff.email,
            (await server.login(registered.staff.email, registered.staff.password)).token,
          );
        return known.get(registered.staff.email)!;
      };
      const transport = fetchTransport(
        '',
        async (url, init) =>
          server.app.request(`/api/v1${url}`, {
            ...init,
            headers: { ...(init.headers as object), authorization: `Bearer ${await tokenFor()}` },
          }),
        () => registered.deviceKey,
      );
      const engine = new SyncEngine({
        deviceId: registered.deviceId,
        store,
        transport,
        setTimer: () => undefined,
        clearTimer: () => undefined,
      });
      const seen: SyncStatus[] = [];
      engine.subscribe((status) => seen.push(status));
      return { store, engine, seen };
    }
    const parent = tempDir('backup-parent-');
    for (const pid of ['SYM25-0001', 'SYM25-0002', 'SYM25-0003', 'SYM25-0004']) await verifiedParticipant(live, pid);
    const event = firstEvent(live);
    const main = await desk('Main desk');
    const hall = await desk('Hall desk');
    await main.engine.requestSync();
    await hall.engine.requestSync();

    const beforeBackup = [checkIn('SYM25-0001', event.id), issueKit('SYM25-0002')];
    const afterBackup = [checkIn('SYM25-0003', event.id), issueKit('SYM25-0004')];
    // The hall desk had not pulled the main desk's check-in: on the live server its scan was the duplicate.
    const hallScan = checkIn('SYM25-0003', event.id);
    let folder: string;
    try {
      main.store.outbox.push(...beforeBackup);
      await main.engine.requestSync();
      folder = (await backupDataDir(live.env, parent)).folder;
      main.store.outbox.push(...afterBackup);
      await main.engine.requestSync();
      hall.store.outbox.push(hallScan);
      await hall.engine.requestSync();
      const answered = [...beforeBackup, ...afterBackup, hallScan].map(
        (m) => (main.store.results.get(m.id) ?? hall.store.results.get(m.id))?.status,
      );
      expect(answered).toEqual(['applied', 'applied', 'applied', 'applied', 'duplicate']);
      // Acknowledged: no desk holds anything to send.
      expect([main.store.outbox.length, hall.store.outbox.length]).toEqual([0, 0]);
    } finally {
      await live.close();
    }

    // The live database is lost; the backup is restored. It knows the scans before it, not the ones after.
    const restored = await createTestContext({ DATA_DIR: folder });
    server = restored;
    const effects = () => ({
      attendance: restored.deps.db.sqlite
        .prepare('select participant_id as pid, count(*) as n from attendance group by participant_id order by 1')
        .all(),
      kits: restored.deps.db.sqlite
        .prepare('select participant_id as pid, count(*) as n from kits group by participant_id order by 1')
        .all(),
    });
    const scanLog = () =>
      restored.deps.db.sqlite
        .prepare('select mutation_id as id, count(*) as n from scan_log group by mutation_id')
        .all() as { id: string; n: number }[];
    try {
      expect(effects()).toEqual({ attendance: [{ pid: 'SYM25-0001', n: 1 }], kits: [{ pid: 'SYM25-0002', n: 1 }] });

      // The hall desk syncs first: its pull is answered reset, it sends its scan again, and it is the first to arrive now.
      await hall.engine.requestSync();
      expect(hall.store.results.get(hallScan.id)?.status).toBe('applied');
      await main.engine.requestSync();

      // Exactly one effect per participant and scan: the scans before the backup were replays (stored answers), the
      // main desk's check-in after it is now the duplicate of the hall desk's, and the kit after it is applied again.
      expect(effects()).toEqual({
        attendance: [
          { pid: 'SYM25-0001', n: 1 },
          { pid: 'SYM25-0003', n: 1 },
        ],
        kits: [
          { pid: 'SYM25-0002', n: 1 },
          { pid: 'SYM25-0004', n: 1 },
        ],
      });
      expect([...beforeBackup, ...afterBackup].map((m) => main.store.results.get(m.id)?.status)).toEqual([
        'applied',
        'applied',
        'duplicate',
        'applied',
      ]);
      expect(main.store.results.get(afterBackup[0].id)?.record).toMatchObject({ deskName: 'Hall desk' });
      const logged = scanLog();
      expect(logged.map((row) => row.n)).toEqual([1, 1, 1, 1, 1]);
      expect(new Set(logged.map((row) => row.id))).toEqual(
        new Set([...beforeBackup, ...afterBackup, hallScan].map((m) => m.id)),
      );
      // Each desk said what it was sending again while it did.
      expect(Math.max(...hall.seen.map((s) => s.resending))).toBe(1);
      expect(Math.max(...main.seen.map((s) => s.resending))).toBe(4);
      expect(main.engine.getStatus()).toMatchObject({ problem: null, queued: 0, resending: 0 });
      // The fresh roster holds the server's records of the scans sent again.
      expect(main.store.kits.get('SYM25-0004')).toMatchObject({ deskName: 'Main desk' });
      expect(main.store.staging).toBeNull();

      // Nothing is sent again once the desks hold the restored server's cursor.
      await main.engine.requestSync();
      await hall.engine.requestSync();
      expect(scanLog()).toHaveLength(5);
      expect(main.engine.getStatus().resending).toBe(0);
    } finally {
      await restored.close();
    }
  }, 60_000);
});
