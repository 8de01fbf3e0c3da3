// `npm run bench` (bench:certificates): 10,000 participants with 30,000 check-ins and published results for a third
// of the events, then POST /admin/certificates/release through the real app (the rows and the 10,000 mails queued in
// one transaction; no PDF is drawn), and the first download of a certificate's PDF (drawn, then kept on disk) and a
// later one (read back), each over different certificates. Figures are recorded in docs/performance.md. Not a test:
// nothing here fails on time.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createApp } from '../src/app';
import { loadEnv } from '../src/env';
import { newId } from '../src/lib/ids';
import { hashPassword } from '../src/lib/passwords';
import { seedDemo } from '../src/modules/demo/demo-seed';
import { readEdition } from '../src/modules/edition/edition.repository';
import { createServices } from '../src/services';

const PARTICIPANTS = Number(process.env.BENCH_PARTICIPANTS ?? 10_000);
const ATTENDANCES_EACH = 3;
const PDF_RUNS = Number(process.env.BENCH_PDF_RUNS ?? 60);
const ADMIN = { email: 'bench-admin@symposium.local', password: 'bench-password-1' };

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'symposium-bench-certificates-'));
  try {
    const env = loadEnv({
      DATA_DIR: dataDir,
      SCRYPT_LOG_N: '14',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      WEB_DIST: path.join(dataDir, 'no-web-build'),
    });
    const { deps } = await createServices(env);
    seedDemo(deps.db, {
      participants: PARTICIPANTS,
      passwordHash: await hashPassword('demo-pass', 14),
      uploadsDir: env.uploadsDir,
      passKeys: deps.passKeys,
      edition: readEdition(deps.db, env),
    });
    const sqlite = deps.db.sqlite;
    // Exactly three check-ins per participant, spread over every event and workshop: 30,000 attendances.
    const items = [
      ...(sqlite.prepare('select id from events where deleted_at is null').all() as { id: string }[]).map((r) => ({
        type: 'event',
        id: r.id,
      })),
      ...(sqlite.prepare('select id from workshops where deleted_at is null').all() as { id: string }[]).map((r) => ({
        type: 'workshop',
        id: r.id,
      })),
    ];
    const people = sqlite.prepare("select id, participant_id from users where role = 'user'").all() as {
      id: string;
      participant_id: string | null;
    }[];
    const at = new Date().toISOString();
    sqlite.transaction(() => {
      sqlite.prepare('delete from attendance').run();
      const insert = sqlite.prepare(
        `insert into attendance (id, user_id, participant_id, item_type, item_id, check_in_time, device_id, desk_name,
           staff_user_id, staff_name, mutation_id, created_at, updated_at)
         values (?, ?, ?, ?, ?, ?, 'bench-device', 'Main desk', null, 'Bench', ?, ?, ?)`,
      );
      people.forEach((p, n) => {
        for (let k = 0; k < ATTENDANCES_EACH; k++) {
          const item = items[(n + k) % items.length]!;
          insert.run(newId(), p.id, p.participant_id ?? `BENCH-${n}`, item.type, item.id, at, newId(), at, at);
        }
      });
    })();
    const attendances = (sqlite.prepare('select count(*) as n from attendance').get() as { n: number }).n;

    const app = createApp(deps);
    const login = await app.request('/api/v1/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...ADMIN, rememberMe: false }),
    });
    const { token } = (await login.json()) as { token: string };
    const headers = { authorization: `Bearer ${token}` };
    const jsonHeaders = { ...headers, 'content-type': 'application/json' };

    // Results for a third of the events: the first three checked-in participants take first, second and third.
    const events = items.filter((i) => i.type === 'event');
    for (const event of events.slice(0, Math.ceil(events.length / 3))) {
      const attendees = sqlite
        .prepare("select user_id from attendance where item_type = 'event' and item_id = ? limit 3")
        .all(event.id) as { user_id: string }[];
      const winners = attendees.map((a, i) => ({ position: i + 1, participantIds: [a.user_id] }));
      const base = `/api/v1/admin/results/event/${event.id}`;
      const put = await app.request(base, { method: 'PUT', headers: jsonHeaders, body: JSON.stringify({ winners }) });
      if (put.status !== 200) throw new Error(`result: ${put.status} ${await put.text()}`);
      await app.request(`${base}/publish`, { method: 'POST', headers });
    }

    const t0 = performance.now();
    const cpu0 = process.cpuUsage();
    const released = await app.request('/api/v1/admin/certificates/release', { method: 'POST', headers });
    const releaseMs = performance.now() - t0;
    const releaseCpu = process.cpuUsage(cpu0);
    if (released.status !== 200) throw new Error(`release: ${released.status} ${await released.text()}`);
    const outcome = ((await released.json()) as { data: { issued: number; mailed: number } }).data;
    // The queued mails are not this bench's subject: the worker would write 10,000 outbox files under the PDF timing.
    await deps.mailer.stop();

    const ids = (
      sqlite.prepare(`select id from certificates order by kind = 'merit' desc, id limit ?`).all(PDF_RUNS + 5) as {
        id: string;
      }[]
    ).map((r) => r.id);
    const cold: number[] = [];
    const coldCpu: number[] = [];
    const warm: number[] = [];
    let largest = 0;
    for (const [n, id] of ids.entries()) {
      for (const samples of [cold, warm]) {
        const start = performance.now();
        const startCpu = process.cpuUsage();
        const res = await app.request(`/api/v1/certificates/${id}/pdf`, { headers });
        const bytes = (await res.arrayBuffer()).byteLength;
        const ms = performance.now() - start;
        const used = process.cpuUsage(startCpu);
        if (n >= 5 && samples === cold) coldCpu.push((used.user + used.system) / 1000);
        if (res.status !== 200) throw new Error(`pdf: ${res.status}`);
        largest = Math.max(largest, bytes);
        if (n >= 5) samples.push(ms); // the first five load the fonts and warm the code
      }
    }
    cold.sort((a, b) => a - b);
    coldCpu.sort((a, b) => a - b);
    warm.sort((a, b) => a - b);

    console.log(
      `\nCertificates: ${people.length} participants, ${attendances} check-ins (node ${process.version}, ${os.cpus().length} cores, load ${os.loadavg()[0]!.toFixed(1)})\n`,
    );
    console.log(
      [
        '| measure | figure |',
        '|---|---|',
        `| POST /admin/certificates/release: ${outcome.issued} certificates, ${outcome.mailed} mails queued | ${(releaseMs / 1000).toFixed(2)} s (CPU ${((releaseCpu.user + releaseCpu.system) / 1e6).toFixed(2)} s) |`,
        `| first PDF download (drawn and kept), ${cold.length} certificates | median ${percentile(cold, 50).toFixed(1)} ms, p95 ${percentile(cold, 95).toFixed(1)} ms (CPU median ${percentile(coldCpu, 50).toFixed(1)} ms, p95 ${percentile(coldCpu, 95).toFixed(1)} ms) |`,
        `| later PDF download (read back) | median ${percentile(warm, 50).toFixed(1)} ms, p95 ${percentile(warm, 95).toFixed(1)} ms |`,
        `| largest PDF | ${(largest / 1024).toFixed(1)} KB |`,
      ].join('\n'),
    );
    deps.db.close();
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
