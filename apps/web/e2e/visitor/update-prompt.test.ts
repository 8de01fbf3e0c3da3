import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import {
  adminToken,
  createParticipant,
  createVerifiedPass,
  generateParticipantId,
  getEvents,
  verifyPayment,
} from '../support/api-calls';
import type { ApiServer } from '../support/api-server';
import { DESKTOP_VIEWPORT } from '../support/browser';
import { dropConnectionsDuringStoreCall } from '../support/indexeddb-drop';
import { webDist } from '../support/paths';
import { useServerAndBrowser } from '../support/server-and-browser';
import { signedInContext } from '../support/sign-in';
import { nameScannerDevice } from '../support/staff-desk';
import { reloadThroughWorker } from '../support/service-worker';
import { saveScreenshot } from '../support/screenshots';
import { openCheckInToday } from '../support/database';

// A new release of the app (issues 3 and 5): the server starts serving a changed service worker; the
// page that has the old one offers 'A new version is available — Reload', but only once no scan waits
// in the outbox, and Reload moves the page onto the new version.

let releaseDir: string;

beforeAll(() => {
  // A copy of the built app the test can "release" a new version into.
  releaseDir = fs.mkdtempSync(path.join(os.tmpdir(), 'symposium-release-'));
  fs.cpSync(webDist, releaseDir, { recursive: true });
});

afterAll(() => {
  fs.rmSync(releaseDir, { recursive: true, force: true });
});

// The full browser (ChromiumBuild): one test counts the page's IndexedDB connections on chrome://indexeddb-internals.
const suite = useServerAndBrowser({ server: () => ({ webDist: releaseDir }), browser: 'chromium' });
let server: ApiServer;
let browser: Browser;
beforeAll(() => ({ server, browser } = suite));

let passData: string;
let participantId: string;
let event: { id: string; name: string };
let secondEvent: { id: string; name: string };

beforeAll(async () => {
  openCheckInToday(server); // the day of the event: check-ins fall in their windows
  const admin = await adminToken(server);
  const player = await createParticipant(server, 'general', 'Meera Krishnan');
  await verifyPayment(server, admin, player.id);
  participantId = await generateParticipantId(server, admin, player.id);
  const me = await fetch(`${server.baseUrl}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: player.email, password: player.password, rememberMe: false }),
  }).then((response) => response.json() as Promise<{ data: { passData: string } }>);
  passData = me.data.passData;
  const technical = (await getEvents(server)).events.filter((e) => e.category === 'technical');
  [event, secondEvent] = technical;
});

const prompt = (page: Page) => page.getByRole('status').filter({ hasText: 'A new version is available —' });

async function checkInHistory(): Promise<unknown[]> {
  const token = await adminToken(server);
  const response = await fetch(`${server.baseUrl}/api/v1/qr-scan/history/${participantId}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as { attendance: unknown[] }).attendance;
}

/**
 * An admin on a fresh profile (signed in through the API: the release is what this file is about) sets the device up
 * for scanning and gets the worker in control.
 */
async function openScannerDesk(deskName: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await signedInContext(browser, server, server.admin, {
    viewport: DESKTOP_VIEWPORT,
    serviceWorkers: 'allow',
  });
  const page = await context.newPage();
  await nameScannerDevice(page, deskName);
  await reloadThroughWorker(page);
  return { context, page };
}

/** Pushes answer `status` with `error` for now: the scan is decided at the desk and stays queued, online. */
const refusePushes = (page: Page, status: number, error: string, message: string) =>
  page.route('**/api/v1/sync/push', (route) =>
    route.fulfill({
      status,
      contentType: 'application/json',
      body: JSON.stringify({ success: false, message, error }),
    }),
  );

async function checkInByWedge(page: Page, at = event, pass = passData) {
  await page.goto(`/admin/event-checkin/${at.id}`);
  await page.getByRole('heading', { name: at.name, exact: true }).waitFor();
  const field = page.getByLabel('Participant ID or pass text');
  await field.fill(pass);
  await field.press('Enter');
  await page.getByRole('heading', { name: 'Check-In Successful!', exact: true }).waitFor();
}

/** Publishes a new version (the service worker the server serves changes) and waits until this page has it waiting. */
async function releaseNewVersion(page: Page) {
  fs.appendFileSync(path.join(releaseDir, 'sw.js'), `\n// release ${Date.now()}\n`);
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    await registration?.update();
  });
  await page.waitForFunction(async () => (await navigator.serviceWorker.getRegistration())?.waiting != null);
}

/** Reload hands over to the waiting worker and reloads the page on it. */
async function reloadOntoNewVersion(page: Page, at = event) {
  await Promise.all([page.waitForEvent('load'), prompt(page).getByRole('button', { name: 'Reload' }).click()]);
  await page.waitForFunction(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return (
      registration?.waiting === null &&
      registration.active?.state === 'activated' &&
      navigator.serviceWorker.controller !== null
    );
  });
  await page.getByRole('heading', { name: at.name, exact: true }).waitFor();
  expect(await prompt(page).count()).toBe(0);
}

test('a new version waits while a scan is queued, is offered once the outbox is empty, and Reload switches to it', async () => {
  const { context, page } = await openScannerDesk('Update desk');
  // The server is busy (503) for pushes.
  await refusePushes(page, 503, 'UNAVAILABLE', 'Busy');
  await checkInByWedge(page);
  const status = page.getByTestId('sync-status');
  await status.getByText('1 scan waiting to sync').waitFor();

  await releaseNewVersion(page);
  // The new version is installed and waiting, but a scan is queued: no offer to reload.
  await status.getByText('1 scan waiting to sync').waitFor();
  await page.waitForTimeout(1_500);
  expect(await prompt(page).count()).toBe(0);
  expect(await checkInHistory()).toHaveLength(0);

  // The server recovers; once the queue drains, the new version is offered.
  await page.unroute('**/api/v1/sync/push');
  await status.getByRole('button', { name: 'Sync now' }).click();
  await status.getByText('All scans synced').waitFor({ timeout: 20_000 });
  await prompt(page).waitFor();
  expect(await checkInHistory()).toHaveLength(1);
  await saveScreenshot(page, { path: path.join(os.tmpdir(), 'update-prompt-1280.png') });

  await reloadOntoNewVersion(page);
  await status.getByText('All scans synced').waitFor();
  expect(await checkInHistory()).toHaveLength(1);
  await context.close();
});

test('when the server no longer takes this version’s sync, the update is offered with scans queued, and the new version sends them', async () => {
  const { context, page } = await openScannerDesk('Old desk');
  // A server of a newer protocol refuses this version's pushes (docs/sync.md): only an update can send them.
  const outdated = 'This scanner app is out of date. Reload it to update; queued scans stay saved.';
  await refusePushes(page, 409, 'SCHEMA_VERSION_UNSUPPORTED', outdated);
  await checkInByWedge(page, secondEvent);
  const status = page.getByTestId('sync-status');
  await status.getByText(outdated).waitFor({ timeout: 20_000 });
  await status.getByText('1 scan waiting to sync').waitFor();

  await releaseNewVersion(page);
  await prompt(page).waitFor();
  await status.getByText('1 scan waiting to sync').waitFor();

  // The "new version" speaks the server's protocol: its pushes go through.
  await page.unroute('**/api/v1/sync/push');
  await reloadOntoNewVersion(page, secondEvent);
  await status.getByText('All scans synced').waitFor({ timeout: 20_000 });
  expect(await checkInHistory()).toHaveLength(2);
  await context.close();
});

test('a connection dropped as the prompt starts counting queued scans: the count still follows the outbox', async () => {
  // The browser drops the IndexedDB connection of a backgrounded tab (support/indexeddb-drop.ts). Here the drop
  // lands in the count's first read: a plain live query then never answered (nor heard the outbox empty later),
  // so the new version was never offered.
  const late = await createVerifiedPass(server, await adminToken(server), 'Ishaan Rao');
  const { context, page } = await openScannerDesk('Dropped desk');
  await refusePushes(page, 503, 'UNAVAILABLE', 'Busy');
  await checkInByWedge(page, event, late.passData);
  const status = page.getByTestId('sync-status');
  await status.getByText('1 scan waiting to sync').waitFor();

  await dropConnectionsDuringStoreCall(context, page, { store: 'meta', method: 'get', key: 'appOutdated' }, () =>
    releaseNewVersion(page),
  );
  await status.getByText('1 scan waiting to sync').waitFor();

  await page.unroute('**/api/v1/sync/push');
  await status.getByRole('button', { name: 'Sync now' }).click();
  await status.getByText('All scans synced').waitFor({ timeout: 20_000 });
  await prompt(page).waitFor();
  await context.close();
});
