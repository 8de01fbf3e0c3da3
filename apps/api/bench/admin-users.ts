// `npm run bench`: seeds 10,000 demo participants into a temporary DATA_DIR and times the staff
// list (GET /admin/users) with searches, filters and sorts through the real app (app.request: the
// whole Hono stack, auth included, without a socket). Prints median and p95 per query; the figures
// are recorded in docs/performance.md. Not a test: nothing here fails on time.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createApp } from '../src/app';
import { loadEnv } from '../src/env';
import { hashPassword } from '../src/lib/passwords';
import { seedDemo } from '../src/modules/demo/demo-seed';
import { readEdition } from '../src/modules/edition/edition.repository';
import { createServices } from '../src/services';

const PARTICIPANTS = Number(process.env.BENCH_PARTICIPANTS ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 100);
const ADMIN = { email: 'bench-admin@symposium.local', password: 'bench-password-1' };

const QUERIES: [label: string, path: string][] = [
  ['first page, newest first (no search)', '/api/v1/admin/users'],
  ['search a surname  q=kumar', '/api/v1/admin/users?q=kumar'],
  ['search a college  q=psg', '/api/v1/admin/users?q=psg'],
  ['search an ID      q=SYM25-01', '/api/v1/admin/users?q=SYM25-01'],
  ['search a phone    q=98765', '/api/v1/admin/users?q=98765'],
  ['search, no match  q=zzzz', '/api/v1/admin/users?q=zzzz'],
  [
    'search + filters + sort by name',
    '/api/v1/admin/users?q=an&paymentStatus=verified&registrationType=both&sort=name',
  ],
  ['last page sorted by college', '/api/v1/admin/users?sort=college&order=desc&page=500'],
  ['kit status not issued, limit 100', '/api/v1/admin/users?kitStatus=not-issued&limit=100'],
];
const OTHERS: [label: string, path: string, runs: number][] = [
  ['GET /admin/dashboard', '/api/v1/admin/dashboard', 30],
  ['GET /admin/payments/stats', '/api/v1/admin/payments/stats', 30],
  ['GET /admin/payments/pending (all pending)', '/api/v1/admin/payments/pending', 10],
  ['GET /accommodation/admin/all?limit=500', '/api/v1/accommodation/admin/all?limit=500', 10],
  ['GET /admin/users/export.csv (all 10,000)', '/api/v1/admin/users/export.csv', 5],
];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'symposium-bench-'));
  try {
    const env = loadEnv({
      DATA_DIR: dataDir,
      SCRYPT_LOG_N: '14',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      WEB_DIST: path.join(dataDir, 'no-web-build'),
    });
    const { deps } = await createServices(env);
    const seedStart = performance.now();
    const seeded = seedDemo(deps.db, {
      participants: PARTICIPANTS,
      passwordHash: await hashPassword('demo-pass', 14),
      uploadsDir: env.uploadsDir,
      passKeys: deps.passKeys,
      edition: readEdition(deps.db, env),
    });
    console.log(
      `Seeded ${seeded.participants} participants, ${seeded.registrations} registrations, ${seeded.accommodations} stays, ${seeded.kitsIssued} kits, ${seeded.checkIns} check-ins in ${(performance.now() - seedStart).toFixed(0)} ms`,
    );

    const app = createApp(deps);
    const login = await app.request('/api/v1/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...ADMIN, rememberMe: false }),
    });
    const { token } = (await login.json()) as { token: string };
    const headers = { authorization: `Bearer ${token}` };

    async function time(target: string, runs: number) {
      const samples: number[] = [];
      let total = 0;
      for (let i = 0; i < runs + 5; i++) {
        const t0 = performance.now();
        const res = await app.request(target, { headers });
        const body = await res.text();
        const ms = performance.now() - t0;
        if (res.status !== 200) throw new Error(`${target}: ${res.status} ${body.slice(0, 200)}`);
        if (i === 0 && body.startsWith('{')) total = (JSON.parse(body) as { total?: number }).total ?? 0;
        if (i >= 5) samples.push(ms); // the first five warm the statement cache and the page cache
      }
      samples.sort((a, b) => a - b);
      return { median: percentile(samples, 50), p95: percentile(samples, 95), total };
    }

    const rows: string[] = [];
    const line = (label: string, r: { median: number; p95: number }, extra = '') =>
      rows.push(`| ${label} | ${r.median.toFixed(1)} | ${r.p95.toFixed(1)} |${extra}`);
    console.log(
      `\nGET /admin/users over ${PARTICIPANTS} participants, ${RUNS} runs each (node ${process.version}, ${os.cpus().length} cores)\n`,
    );
    rows.push('| query | median ms | p95 ms | matches |', '|---|---|---|---|');
    for (const [label, target] of QUERIES) {
      const r = await time(target, RUNS);
      line(label, r, ` ${r.total} |`);
    }
    rows.push('', '| other staff call | median ms | p95 ms |', '|---|---|---|');
    for (const [label, target, runs] of OTHERS) line(label, await time(target, runs));
    console.log(rows.join('\n'));
    deps.db.close();
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
