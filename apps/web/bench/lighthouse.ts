// `npm run bench:web`: builds the site, serves it from the real API on a free port, and runs Lighthouse
// (mobile emulation, simulated slow 4G and a 4× slower CPU — Lighthouse's defaults) against the system
// Chromium on the routes of issue 3. Prints the scores and the JavaScript each route loads.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startApiServer } from '../e2e/support/api-server';
import { bundleApi } from '../e2e/support/bundle-api';
import { webDir } from '../e2e/support/paths';

const ROUTES = ['/', '/events/technical', '/register'];
/** Runs per route; the run with the median performance score is reported (one run is noisy on a busy machine). */
const RUNS = Number(process.env.LH_RUNS ?? 3);
const ATTEMPTS = 3;
const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 95 } as const;
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

interface RouteResult {
  route: string;
  scores: Record<(typeof CATEGORIES)[number], number>;
  jsTransferKb: number;
  jsRequests: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Every run's performance score, lowest first (the printed run is the median one). */
  allPerformance?: number[];
  /** Lighthouse's measure of the machine's speed at the time (lower = busier or slower CPU). */
  benchmarkIndex: number;
  failing: string[];
}

function build() {
  const viteBin = path.resolve(webDir, '../../node_modules/vite/bin/vite.js');
  const result = spawnSync(process.execPath, [viteBin, 'build', '--logLevel', 'warn'], {
    cwd: webDir,
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`vite build failed with exit code ${result.status}`);
}

async function audit(url: string, port: number): Promise<Omit<RouteResult, 'route'>> {
  const runner = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
  });
  if (!runner) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = runner;
  if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  // The full report, for digging into a score: $TMPDIR/lighthouse<route>.json
  const report = path.join(
    os.tmpdir(),
    `lighthouse${new URL(url).pathname === '/' ? '-home' : new URL(url).pathname.replace(/\//g, '-')}.json`,
  );
  fs.writeFileSync(report, JSON.stringify(lhr));
  const scores = Object.fromEntries(
    CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
  ) as RouteResult['scores'];
  const summary =
    (
      lhr.audits['resource-summary']?.details as
        { items?: { resourceType: string; transferSize: number; requestCount: number }[] } | undefined
    )?.items ?? [];
  const scripts = summary.find((item) => item.resourceType === 'script');
  const failing = Object.values(lhr.audits)
    .filter(
      (a) =>
        a.score !== null &&
        a.score < 0.9 &&
        a.scoreDisplayMode !== 'informative' &&
        a.scoreDisplayMode !== 'notApplicable' &&
        a.scoreDisplayMode !== 'manual',
    )
    .map((a) => `${a.id} (${Math.round((a.score ?? 0) * 100)})`);
  return {
    scores,
    jsTransferKb: Math.round(((scripts?.transferSize ?? 0) / 1024) * 10) / 10,
    jsRequests: scripts?.requestCount ?? 0,
    fcpMs: Math.round(lhr.audits['first-contentful-paint']?.numericValue ?? 0),
    lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
    tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
    cls: Math.round((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    failing,
  };
}

/** Lighthouse sometimes fails to record a trace (NO_NAVSTART, NO_FCP) on a loaded machine: try again. */
async function auditWithRetry(url: string, port: number): Promise<Omit<RouteResult, 'route'>> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(url, port);
    } catch (error) {
      if (attempt >= ATTEMPTS) throw error;
      console.log(`  retrying after: ${(error as Error).message.split('\n')[0]}`);
    }
  }
}

function print(results: RouteResult[]) {
  const header = [
    'route',
    'performance',
    'all runs',
    'accessibility',
    'best-practices',
    'JS (KB, gzip)',
    'JS files',
    'FCP (ms)',
    'LCP (ms)',
    'TBT (ms)',
    'CLS',
    'CPU index',
  ];
  const rows = results.map((r) => [
    r.route,
    String(r.scores.performance),
    (r.allPerformance ?? [r.scores.performance]).join(' '),
    String(r.scores.accessibility),
    String(r.scores['best-practices']),
    String(r.jsTransferKb),
    String(r.jsRequests),
    String(r.fcpMs),
    String(r.lcpMs),
    String(r.tbtMs),
    String(r.cls),
    String(r.benchmarkIndex),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  console.log(line(header));
  console.log(`| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`);
  for (const row of rows) console.log(line(row));
  for (const r of results) {
    if (r.failing.length) console.log(`\n${r.route}: audits below 90 — ${r.failing.join(', ')}`);
  }
}

async function main() {
  console.log('Building the web app...');
  build();
  await bundleApi();
  const server = await startApiServer();
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  const results: RouteResult[] = [];
  try {
    for (const route of ROUTES) {
      const runs: Omit<RouteResult, 'route'>[] = [];
      for (let run = 1; run <= RUNS; run++) {
        console.log(`Lighthouse (mobile): ${route} run ${run}/${RUNS}`);
        runs.push(await auditWithRetry(`${server.baseUrl}${route}`, chrome.port));
      }
      runs.sort((a, b) => a.scores.performance - b.scores.performance);
      results.push({
        route,
        ...runs[Math.floor(runs.length / 2)],
        allPerformance: runs.map((r) => r.scores.performance),
      });
    }
  } finally {
    await chrome.kill();
    await server.stop();
  }
  console.log('');
  print(results);
  const missed = results.flatMap((r) =>
    CATEGORIES.filter((c) => r.scores[c] < TARGETS[c]).map((c) => `${r.route} ${c} ${r.scores[c]} < ${TARGETS[c]}`),
  );
  console.log(
    missed.length
      ? `\nBelow target: ${missed.join('; ')}`
      : '\nAll routes meet the targets (performance ≥ 95, accessibility 100, best practices ≥ 95).',
  );
}

await main();
