// `npm run bench:sync`: the venue sync engine at 10,000 participants, through the real app
// (app.request: Hono, auth, validation, the write transaction). Prints:
//  - push apply rate for batches of 500, beside the raw ceiling (the same rows inserted with bare
//    better-sqlite3 prepared statements, one transaction per 500) and their ratio;
//  - the CPU time of both (this process's user + system time): on a shared machine the wall-clock figures move
//    with other work, the CPU times much less;
//  - a full roster pull: server time and gzipped bytes per participant.
// Figures go to docs/performance.md. Not a test: nothing here fails on time.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import SQLite from 'better-sqlite3';
import { DEVICE_KEY_HEADER } from '@symposium/sync/protocol';
import { createApp } from '../src/app';
import { loadEnv } from '../src/env';
import { hashPassword } from '../src/lib/passwords';
import { seedDemo } from '../src/modules/demo/demo-seed';
import { readEdition } from '../src/modules/edition/edition.repository';
import { createServices } from '../src/services';

const PARTICIPANTS = Number(process.env.BENCH_PARTICIPANTS ?? 10_000);
const BATCH = 500;
const ADMIN = { email: 'bench-admin@symposium.local', password: 'bench-password-1' };

const cpuMs = (usage: NodeJS.CpuUsage) => (usage.user + usage.system) / 1000;

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'symposium-sync-bench-'));
  try {
    const env = loadEnv({
      DATA_DIR: dataDir,
      SCRYPT_LOG_N: '14',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      WEB_DIST: path.join(dataDir, 'none'),
    });
    const { deps } = await createServices(env);
    // No demo venue days: every kit and check-in below is then a fresh apply, as in the earlier runs.
    seedDemo(deps.db, {
      participants: PARTICIPANTS,
      passwordHash: await hashPassword('demo-pass', 14),
      uploadsDir: env.uploadsDir,
      passKeys: deps.passKeys,
      edition: readEdition(deps.db, env),
      venue: false,
    });
    const app = createApp(deps);
    const call = async (pathname: string, init: RequestInit = {}) => {
      const headers = {
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
        [DEVICE_KEY_HEADER]: deviceKey,
        ...(init.headers as object),
      };
      const res = await app.request(pathname, { ...init, headers });
      return { status: res.status, text: await res.text() };
    };
    let token = '';
    let deviceKey = '';
    const login = await call('/api/v1/auth/login', { method: 'POST', body: JSON.stringify(ADMIN) });
    token = JSON.parse(login.text).token;
    const deviceId = `bench-${randomUUID()}`;
    const registered = await call('/api/v1/sync/devices', {
      method: 'POST',
      body: JSON.stringify({ deviceId, name: 'Bench desk' }),
    });
    deviceKey = JSON.parse(registered.text).data.deviceKey;

    // Full roster pull (before any scans): pages of 5000 until hasMore is false.
    const sqlite = deps.db.sqlite;
    const rosterSize = (
      sqlite.prepare('select count(*) n from users where participant_id is not null').get() as { n: number }
    ).n;
    let cursor = '';
    let bytes = 0;
    let gzipped = 0;
    const pullStart = performance.now();
    for (;;) {
      const res = await call(
        `/api/v1/sync/pull?deviceId=${deviceId}&schemaVersion=1&limit=5000${cursor ? `&cursor=${cursor}` : ''}`,
      );
      bytes += Buffer.byteLength(res.text);
      gzipped += gzipSync(res.text).length;
      const body = JSON.parse(res.text);
      cursor = body.cursor;
      if (!body.hasMore) break;
    }
    const pullMs = performance.now() - pullStart;

    // Mutations: a check-in (event or workshop by type) and a kit for every participant with an ID.
    const participants = sqlite
      .prepare(
        'select participant_id p, registration_type t from users where participant_id is not null order by participant_id',
      )
      .all() as { p: string; t: string }[];
    const eventId = (
      sqlite.prepare("select id from events where category = 'technical' limit 1").get() as { id: string }
    ).id;
    const workshopId = (sqlite.prepare('select id from workshops limit 1').get() as { id: string }).id;
    const at = new Date().toISOString();
    const mutations = participants.flatMap(({ p, t }) => [
      {
        id: randomUUID(),
        type: 'check-in',
        participantId: p,
        eventId: t === 'workshop' ? workshopId : eventId,
        eventType: t === 'workshop' ? 'workshop' : 'event',
        occurredAt: at,
      },
      { id: randomUUID(), type: 'issue-kit', participantId: p, collectionPoint: 'main-desk', occurredAt: at },
    ]);
    const dbCopy = path.join(dataDir, 'ceiling.sqlite');
    await sqlite.backup(dbCopy);

    const pushCpu = process.cpuUsage();
    const pushStart = performance.now();
    let applied = 0;
    for (let i = 0; i < mutations.length; i += BATCH) {
      const res = await call('/api/v1/sync/push', {
        method: 'POST',
        body: JSON.stringify({
          deviceId,
          schemaVersion: 1,
          sentAt: new Date().toISOString(),
          mutations: mutations.slice(i, i + BATCH),
        }),
      });
      applied += JSON.parse(res.text).results.filter((r: { status: string }) => r.status === 'applied').length;
    }
    const pushMs = performance.now() - pushStart;
    const pushCpuMs = cpuMs(process.cpuUsage(pushCpu));

    // The raw ceiling: the same rows (attendance or kit, plus the scan-log row) with bare prepared
    // statements in one transaction per 500 — no HTTP, no validation, no lookups.
    const raw = new SQLite(dbCopy);
    raw.pragma('journal_mode = WAL');
    raw.pragma('synchronous = FULL');
    const users = new Map(
      (
        raw.prepare('select participant_id p, id from users where participant_id is not null').all() as {
          p: string;
          id: string;
        }[]
      ).map((r) => [r.p, r.id]),
    );
    const insertAttendance =
      raw.prepare(`insert into attendance (id, user_id, participant_id, item_type, item_id, check_in_time, device_id, desk_name, staff_user_id, staff_name, mutation_id, created_at, updated_at)
      values (?, ?, ?, ?, ?, ?, ?, 'Bench desk', null, 'Bench', ?, ?, ?)`);
    const insertKit =
      raw.prepare(`insert into kits (id, user_id, participant_id, id_card_number, contents, collection_point, issued_at, device_id, desk_name, staff_user_id, staff_name, mutation_id, created_at, updated_at)
      values (?, ?, ?, ?, '[]', 'main-desk', ?, ?, 'Bench desk', null, 'Bench', ?, ?, ?)`);
    const insertScan =
      raw.prepare(`insert into scan_log (mutation_id, device_id, desk_name, staff_user_id, staff_name, type, participant_id, occurred_at, device_occurred_at, received_at, status, result)
      values (?, ?, 'Bench desk', null, 'Bench', ?, ?, ?, ?, ?, 'applied', '{}')`);
    const rawCpu = process.cpuUsage();
    const rawStart = performance.now();
    for (let i = 0; i < mutations.length; i += BATCH) {
      raw
        .transaction(() => {
          for (const m of mutations.slice(i, i + BATCH) as any[]) {
            const userId = users.get(m.participantId)!;
            if (m.type === 'check-in')
              insertAttendance.run(m.id, userId, m.participantId, m.eventType, m.eventId, at, deviceId, m.id, at, at);
            else insertKit.run(m.id, userId, m.participantId, `ID-${m.participantId}`, at, deviceId, m.id, at, at);
            insertScan.run(m.id, deviceId, m.type, m.participantId, at, at, at);
          }
        })
        .immediate();
    }
    const rawMs = performance.now() - rawStart;
    const rawCpuMs = cpuMs(process.cpuUsage(rawCpu));
    raw.close();

    const rate = mutations.length / (pushMs / 1000);
    const ceiling = mutations.length / (rawMs / 1000);
    console.log(
      `\nSync at ${PARTICIPANTS.toLocaleString('en')} participants (${rosterSize.toLocaleString('en')} on the roster)`,
    );
    console.log(
      `  push: ${mutations.length.toLocaleString('en')} mutations in batches of ${BATCH}: ${pushMs.toFixed(0)} ms → ${Math.round(rate).toLocaleString('en')} mutations/s (${applied} applied)`,
    );
    console.log(
      `  raw ceiling (bare better-sqlite3, same rows): ${rawMs.toFixed(0)} ms → ${Math.round(ceiling).toLocaleString('en')} rows/s; push/ceiling = ${(rate / ceiling).toFixed(2)}`,
    );
    console.log(
      `  CPU time: push ${pushCpuMs.toFixed(0)} ms, raw ceiling ${rawCpuMs.toFixed(0)} ms; ceiling/push = ${(rawCpuMs / pushCpuMs).toFixed(2)}`,
    );
    console.log(
      `  full roster pull: ${pullMs.toFixed(0)} ms server time, ${(bytes / 1024).toFixed(0)} KiB JSON, ${(gzipped / 1024).toFixed(0)} KiB gzipped = ${(gzipped / rosterSize).toFixed(0)} bytes/participant gzipped`,
    );
    deps.db.close();
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
