import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { beforeAll, expect, test } from 'vitest';
import { createStaff } from '../support/admin-setup';
import { adminToken } from '../support/api-calls';
import type { ApiServer } from '../support/api-server';
import { DESKTOP_VIEWPORT, MOBILE_VIEWPORT } from '../support/browser';
import { webDist } from '../support/paths';
import { useServerAndBrowser } from '../support/server-and-browser';
import { signInAsStaff } from '../support/staff-desk';
import { workerInControl } from '../support/service-worker';
import { saveScreenshot } from '../support/screenshots';

// The service worker precaches only what visitors and participants need; a staff device keeps the staff
// app (admin screens, scanner, camera library) from its own visits (docs/decisions/0025-offline-site-and-staff-app.md).

const suite = useServerAndBrowser();
let server: ApiServer;
let browser: Browser;
beforeAll(() => ({ server, browser } = suite));

// The staff app's files (build/chunk-groups.ts): the staff pages and what only they import, the camera with its
// decode worker and WebAssembly decoder, and the Ed25519 fallback.
const STAFF_CHUNK =
  /^\/assets\/((staff-app|video-qr-camera|decode-worker|ed25519|sha2)-[\w-]+\.(js|css)|zxing_reader-[\w-]+\.wasm)$/;
let staffChunks: string[];

beforeAll(async () => {
  staffChunks = fs
    .readdirSync(path.join(webDist, 'assets'))
    .map((file) => `/assets/${file}`)
    .filter((url) => STAFF_CHUNK.test(url));
});

/** The paths of every response in every cache of this origin. */
const cachedPaths = (page: Page) =>
  page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
    }
    return paths;
  });

test('a visitor’s browser keeps no admin or scanner chunk', async () => {
  for (const file of [
    /^\/assets\/staff-app-.+\.js$/,
    /^\/assets\/staff-app-.+\.css$/,
    /^\/assets\/video-qr-camera-.+\.js$/,
    /^\/assets\/decode-worker-.+\.js$/,
    /^\/assets\/zxing_reader-.+\.wasm$/,
  ]) {
    expect(staffChunks.filter((url) => file.test(url))).toHaveLength(1);
  }
  const context = await browser.newContext({
    viewport: MOBILE_VIEWPORT,
    baseURL: server.baseUrl,
    serviceWorkers: 'allow',
  });
  const page = await context.newPage();
  await page.goto('/');
  await workerInControl(page);
  await page.goto('/events/technical');
  await page.locator('.event-card', { hasText: 'SKY SHOT' }).waitFor();
  await workerInControl(page);

  const cached = await cachedPaths(page);
  // The precache is there (the shell, the public pages, the profile)...
  expect(cached).toEqual(expect.arrayContaining(['/index.html']));
  expect(cached.some((url) => url.startsWith('/assets/profile-page-'))).toBe(true);
  // ...and nothing of the staff app.
  expect(cached.filter((url) => STAFF_CHUNK.test(url))).toEqual([]);
  await context.close();
});

test('a coordinator’s browser keeps the whole staff app after one visit to /admin, and a page never opened online works offline', async () => {
  const coordinator = await createStaff(server, await adminToken(server), 'coordinator', 'Offline Coordinator');
  const context = await browser.newContext({
    viewport: DESKTOP_VIEWPORT,
    baseURL: server.baseUrl,
    serviceWorkers: 'allow',
    permissions: ['camera'],
  });
  const page = await context.newPage();
  const scripts = new Set<string>();
  page.on('request', (request) => request.resourceType() === 'script' && scripts.add(new URL(request.url()).pathname));
  await signInAsStaff(page, coordinator);

  // The staff visit saves every staff chunk, whether or not the worker controlled the page yet.
  await page.waitForFunction(async (expected) => {
    const missing = await Promise.all(expected.map(async (url) => (await caches.match(url)) === undefined));
    return !missing.includes(true);
  }, staffChunks);
  await workerInControl(page);
  // The login page and the whole staff app, the camera included, come in a few files: one staff chunk, not one per
  // page and per shared helper (about 75 scripts before).
  expect(scripts.size).toBeLessThanOrEqual(30);

  await context.setOffline(true);
  await page.reload();
  await page.goto('/admin/kit-distribution');
  await page.getByRole('heading', { name: 'Kit Distribution', exact: true }).waitFor();
  // The camera loads offline too, and its decoder's WebAssembly compiles (the CSP allows it, the worker has it).
  const camera = staffChunks.find((url) => url.startsWith('/assets/video-qr-camera-'))!;
  // (A string: vitest would rewrite an import() written in this file.)
  expect(await page.evaluate(`import('${camera}').then((module) => typeof module.videoQrCameraFactory)`)).toBe(
    'object',
  );
  const wasm = staffChunks.find((url) => url.endsWith('.wasm'))!;
  expect(
    await page.evaluate(
      `fetch('${wasm}').then((answer) => WebAssembly.compileStreaming(answer)).then(() => 'compiled')`,
    ),
  ).toBe('compiled');
  await saveScreenshot(page, { path: '/tmp/e2e-staff-offline-kit-1280.png' });
  await context.close();
});
