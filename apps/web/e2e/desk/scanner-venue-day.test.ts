import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page, Route } from 'playwright-core';
import { beforeAll, expect, test } from 'vitest';
import {
  adminToken,
  apiCall,
  createParticipant,
  createVerifiedPass,
  generateParticipantId,
  verifyPayment,
} from '../support/api-calls';
import type { ApiServer } from '../support/api-server';
import { DESKTOP_VIEWPORT, MOBILE_VIEWPORT } from '../support/browser';
import { openServerDatabase } from '../support/database';
import { useServerAndBrowser } from '../support/server-and-browser';
import { signedInContext } from '../support/sign-in';
import { nameScannerDevice, signInAsStaff } from '../support/staff-desk';
import { saveScreenshot } from '../support/screenshots';

// A venue day as the coordinators live it, beyond one desk's happy path: a shift change on a shared laptop
// with scans still queued, a participant verified after the roster was downloaded, and Wi-Fi that says
// "online" while the server cannot be reached, and clearing a shared laptop after the event.

// Blocked but where the worker is the subject ('Roster ready' waiting for it): docs/decisions/0051-browser-tests-block-the-service-worker.md.
const suite = useServerAndBrowser();
let server: ApiServer;
let browser: Browser;
beforeAll(() => ({ server, browser } = suite));

let admin: string;
const shots = path.join(os.tmpdir(), 'scanner-shots');
const morning = { email: 'keerthana.morning@symposium.test', password: 'DeskPass123', name: 'Keerthana Suresh' };
const afternoon = { email: 'revathi.afternoon@symposium.test', password: 'DeskPass123', name: 'Revathi Anand' };

beforeAll(async () => {
  fs.mkdirSync(shots, { recursive: true });
  admin = await adminToken(server);
  for (const staff of [morning, afternoon])
    await apiCall(server, '/admin/staff', { token: admin, json: { ...staff, role: 'coordinator' } });
});

const status = (page: Page) => page.getByTestId('sync-status');
const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true });

/** A keyboard-wedge barcode scanner at the kit desk: the pass text and Enter into the manual field. */
async function wedgeScan(page: Page, text: string) {
  await page.getByLabel('Participant ID or pass text').fill(text);
  await page.keyboard.press('Enter');
}

function kitsOnServer(participantIds: string[]) {
  const db = openServerDatabase(server);
  try {
    return db
      .prepare(
        `select participant_id, staff_name, desk_name from kits where participant_id in (${participantIds.map(() => '?').join(', ')}) order by participant_id`,
      )
      .all(...participantIds);
  } finally {
    db.close();
  }
}

test('a shift change with scans queued: the next coordinator’s login sends them, credited to who scanned them', async () => {
  const passes = [
    await createVerifiedPass(server, admin, 'Surya Gupta'),
    await createVerifiedPass(server, admin, 'Mohan Iyer'),
  ];
  // The morning coordinator was signed in already (the next one's sign-in, through the form, is what this test is about).
  const context = await signedInContext(browser, server, morning, { viewport: DESKTOP_VIEWPORT });
  const page = await context.newPage();
  await nameScannerDevice(page, 'Shared laptop');

  // The morning coordinator issues two kits on dead Wi-Fi, then logs out with both still queued.
  await context.setOffline(true);
  await page.locator('a.scanner-kit-link').click();
  for (const pass of passes) {
    await wedgeScan(page, pass.passData);
    await page.getByTestId('scan-result').getByText(pass.participantId).first().waitFor();
    await heading(page, 'Kit Issued Successfully!').waitFor();
  }
  await status(page).getByText('2 scans waiting to sync').waitFor();
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await context.setOffline(false);

  // The login page tells the next coordinator the scans are kept and will be sent.
  await page.goto('/login');
  const waiting = page.getByTestId('scans-waiting');
  await waiting.getByText('2 scans from this device’s scanner are waiting to sync.', { exact: false }).waitFor();
  for (const [viewport, label] of [
    [MOBILE_VIEWPORT, '390'],
    [DESKTOP_VIEWPORT, '1280'],
  ] as const) {
    await page.setViewportSize(viewport);
    await saveScreenshot(page, { path: path.join(shots, `login-scans-waiting-${label}.png`) });
  }

  // The afternoon coordinator signs in on the same laptop: the queue drains without anyone pressing a thing. A busy
  // laptop counts its queue slowly (another tab holds the queue's store until 2 s after the dashboard is up): the bar
  // must not say 'All scans synced' before it has counted the two scans waiting.
  await recordQueueTexts(page);
  const queueHeld = await holdOutboxStore(await context.newPage());
  await signInAsStaff(page, afternoon);
  await queueHeld.releaseIn(2_000);
  await status(page).getByText('All scans synced').waitFor();
  expect(await page.evaluate(() => (window as unknown as { queueTexts: string[] }).queueTexts)).toEqual([
    '2 scans waiting to sync',
    'All scans synced',
  ]);
  expect(kitsOnServer(passes.map((p) => p.participantId))).toEqual(
    passes
      .map((p) => ({ participant_id: p.participantId, staff_name: morning.name, desk_name: 'Shared laptop' }))
      .sort((a, b) => a.participant_id.localeCompare(b.participant_id)),
  );
  await page.goto('/admin/kit-distribution');
  await heading(page, 'Recent Kit Issuances (2)').waitFor();
  await expect.poll(() => page.getByText('Synced', { exact: true }).count()).toBe(2);
  await context.close();

  // A visitor's login page says nothing of scans, and does not create the scanner's database to find out.
  const visitor = await browser.newContext({ viewport: DESKTOP_VIEWPORT, baseURL: server.baseUrl });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto('/login');
  await visitorPage.getByRole('heading', { name: 'Player Login' }).waitFor();
  expect(await visitorPage.getByTestId('scans-waiting').count()).toBe(0);
  expect(await visitorPage.evaluate(async () => (await indexedDB.databases()).map((db) => db.name))).not.toContain(
    'symposium',
  );
  await visitor.close();
});

test('a participant verified after the roster was downloaded gets their kit at an online desk, not “not found”', async () => {
  const context = await signedInContext(browser, server, morning, { viewport: DESKTOP_VIEWPORT });
  const page = await context.newPage();
  await nameScannerDevice(page, 'Registration desk');
  await page.goto('/admin/kit-distribution');
  await heading(page, 'Ready to Issue Kits').waitFor();

  // Verified at the payments desk a moment ago: the roster on this device has never heard of them.
  const late = await createParticipant(server, 'both', 'Nila Prakash');
  await verifyPayment(server, admin, late.id);
  const participantId = await generateParticipantId(server, admin, late.id);
  const passData = (
    await apiCall<{ data: { user: { passData: string } } }>(server, `/admin/users/${late.id}`, { token: admin })
  ).data.user.passData;

  await wedgeScan(page, passData);
  await heading(page, 'Kit Issued Successfully!').waitFor();
  await page.getByTestId('scan-result').getByText(participantId).first().waitFor();
  await status(page).getByText('All scans synced').waitFor();
  expect(kitsOnServer([participantId])).toEqual([
    { participant_id: participantId, staff_name: morning.name, desk_name: 'Registration desk' },
  ]);
  await context.close();
});

test('Wi-Fi that says online but does not reach the server (or answers with its login page): the status bar says the server cannot be reached', async () => {
  for (const [viewport, label, name] of [
    [MOBILE_VIEWPORT, '390', 'Divya Menon'],
    [DESKTOP_VIEWPORT, '1280', 'Divya Nair'],
  ] as const) {
    const pass = await createVerifiedPass(server, admin, name);
    const context = await signedInContext(browser, server, afternoon, { viewport });
    const page = await context.newPage();
    await nameScannerDevice(page, `Hall desk ${label}`);
    await page.goto('/admin/kit-distribution');
    await heading(page, 'Ready to Issue Kits').waitFor();
    // The browser reports a network; no sync request gets through — on the phone, the Wi-Fi's login page answers instead.
    await context.route('**/api/v1/sync/**', (route) =>
      label === '390'
        ? route.fulfill({
            status: 200,
            contentType: 'text/html',
            body: '<html><body>Sign in to Campus Wi-Fi</body></html>',
          })
        : route.abort('addressunreachable'),
    );
    await wedgeScan(page, pass.passData);
    await heading(page, 'Kit Issued Successfully!').waitFor();
    await status(page)
      .getByText(
        'Cannot reach the server — scans are saved on this device and will sync when it answers. Retrying automatically.',
      )
      .waitFor();
    await expect.poll(() => status(page).innerText()).not.toContain('Offline');
    await saveScreenshot(page, { path: path.join(shots, `unreachable-server-${label}.png`) });
    await context.unroute('**/api/v1/sync/**');
    await page.getByRole('button', { name: 'Sync now' }).click();
    await status(page).getByText('All scans synced').waitFor();
    await context.close();
  }
});

/** How many rows a table of the app's IndexedDB database holds, and the meta keys it keeps. */
function localDatabase(page: Page) {
  return page.evaluate(
    () =>
      new Promise<{ participants: number; scans: number; kits: number; acknowledged: number; meta: string[] }>(
        (resolve, reject) => {
          const open = indexedDB.open('symposium');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const db = open.result;
            const tx = db.transaction(['participants', 'scans', 'kits', 'acknowledged', 'meta']);
            const counts = ['participants', 'scans', 'kits', 'acknowledged'].map((name) =>
              tx.objectStore(name).count(),
            );
            const keys = tx.objectStore('meta').getAllKeys();
            tx.oncomplete = () => {
              db.close();
              resolve({
                participants: counts[0].result,
                scans: counts[1].result,
                kits: counts[2].result,
                acknowledged: counts[3].result,
                meta: (keys.result as string[]).sort(),
              });
            };
          };
        },
      ),
  );
}

test('Clear this device: offered once every scan has synced, it removes the roster and the scan list', async () => {
  const pass = await createVerifiedPass(server, admin, 'Lakshmi Rao');
  for (const [viewport, label] of [
    [MOBILE_VIEWPORT, '390'],
    [DESKTOP_VIEWPORT, '1280'],
  ] as const) {
    const context = await signedInContext(browser, server, afternoon, { viewport });
    const page = await context.newPage();
    await nameScannerDevice(page, `Loan laptop ${label}`);

    // A scan waiting to sync: no clearing on offer.
    await context.setOffline(true);
    await page.locator('a.scanner-kit-link').click();
    await wedgeScan(page, pass.passData);
    await page.getByTestId('scan-result').getByText(pass.participantId).first().waitFor();
    await page.getByRole('link', { name: 'Scanner', exact: true }).first().click();
    await page
      .getByText('Clearing is offered once every scan has synced: 1 scan is still waiting on this device.')
      .waitFor();
    expect(await page.getByRole('button', { name: 'Clear this device' }).count()).toBe(0);

    // Synced: it is offered, asks once more, and clears.
    await context.setOffline(false);
    await status(page).getByText('All scans synced').waitFor();
    // The synced scan is kept for a server restored from a backup (docs/sync.md "Pull") until the device is cleared.
    await expect.poll(async () => (await localDatabase(page)).acknowledged).toBe(1);
    await page.getByRole('button', { name: 'Clear this device' }).click();
    await page.getByRole('button', { name: 'Clear now' }).waitFor();
    await saveScreenshot(page, { path: path.join(shots, `clear-device-confirm-${label}.png`), fullPage: true });
    await page.getByRole('button', { name: 'Clear now' }).click();
    await page
      .getByRole('status')
      .getByText('This device is cleared: the roster and the scan list are gone from it.')
      .waitFor();
    await page.getByRole('heading', { name: 'Set up this device for scanning' }).waitFor();
    await saveScreenshot(page, { path: path.join(shots, `clear-device-done-${label}.png`), fullPage: true });
    expect(await status(page).count()).toBe(0);
    const cleared = await localDatabase(page);
    expect(cleared).toMatchObject({ participants: 0, scans: 0, kits: 0, acknowledged: 0 });
    // The device id with its key and the public pass keys stay (and the app-update flag, which is not the scanner's).
    expect(cleared.meta).toEqual(['appOutdated', 'deviceId', 'deviceKey', 'passKeys', 'passKeysAt']);

    // A reload finds it still cleared: nothing syncs the roster back until the device is set up again.
    await page.reload();
    await page.getByRole('heading', { name: 'Set up this device for scanning' }).waitFor();
    expect((await localDatabase(page)).participants).toBe(0);
    await page.getByLabel('Device name').fill(`Loan laptop ${label}`);
    await page.getByRole('button', { name: 'Save device name' }).click();
    await page.getByTestId('roster-state').getByText('Roster ready').waitFor();
    expect((await localDatabase(page)).participants).toBeGreaterThan(0);
    await context.close();
  }
});

/** Runs one request on a store of the app's IndexedDB database, outside the app (as another tab would). */
function onLocalStore(page: Page, store: string, action: 'count' | 'delete' | 'put', value?: unknown) {
  return page.evaluate(
    ({ store, action, value }) =>
      new Promise<number | undefined>((resolve, reject) => {
        const open = indexedDB.open('symposium');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction(store, action === 'count' ? 'readonly' : 'readwrite');
          const table = tx.objectStore(store);
          const request =
            action === 'count' ? table.count() : action === 'delete' ? table.delete(value as string) : table.put(value);
          tx.oncomplete = () => {
            db.close();
            resolve(action === 'count' ? (request.result as number) : undefined);
          };
        };
      }),
    { store, action, value },
  );
}

test('Clear this device in one tab: the kit desk open in another tab follows, and never queues a scan into the cleared device', async () => {
  const pass = await createVerifiedPass(server, admin, 'Gayathri Menon');
  const context = await signedInContext(browser, server, afternoon, { viewport: DESKTOP_VIEWPORT });
  const home = await context.newPage();
  await nameScannerDevice(home, 'Two-tab laptop');
  const kitDesk = await context.newPage();
  await kitDesk.goto('/admin/kit-distribution');
  await heading(kitDesk, 'Ready to Issue Kits').waitFor();

  // The clearing has happened in the other tab but its message has not arrived yet: the scan is refused, not queued.
  await onLocalStore(kitDesk, 'meta', 'delete', 'registeredName');
  await wedgeScan(kitDesk, pass.passData);
  await heading(kitDesk, 'This device was cleared').waitFor();
  expect(await onLocalStore(kitDesk, 'outbox', 'count')).toBe(0);
  await onLocalStore(kitDesk, 'meta', 'put', { key: 'registeredName', value: 'Two-tab laptop' });
  await kitDesk.getByRole('button', { name: 'Try Again' }).click();

  await home.getByRole('button', { name: 'Clear this device' }).click();
  await home.getByRole('button', { name: 'Clear now' }).click();
  await home.getByRole('heading', { name: 'Set up this device for scanning' }).waitFor();

  // The kit tab says so instead of scanning, and does not download the roster back when the network returns.
  await kitDesk.getByRole('heading', { name: 'Set up this device for scanning' }).waitFor();
  await kitDesk.getByRole('status').getByText('This device was cleared in another tab', { exact: false }).waitFor();
  expect(await kitDesk.getByLabel('Participant ID or pass text').count()).toBe(0);
  for (const [viewport, label] of [
    [MOBILE_VIEWPORT, '390'],
    [DESKTOP_VIEWPORT, '1280'],
  ] as const) {
    await kitDesk.setViewportSize(viewport);
    await saveScreenshot(kitDesk, { path: path.join(shots, `cleared-in-another-tab-${label}.png`), fullPage: true });
  }
  await context.setOffline(true);
  await context.setOffline(false);
  await kitDesk.getByRole('status').getByText('This device was cleared in another tab', { exact: false }).waitFor();
  expect((await localDatabase(kitDesk)).participants).toBe(0);

  // Set up again in the kit tab: the scanner home in the first tab follows.
  await kitDesk.getByLabel('Device name').fill('Two-tab laptop');
  await kitDesk.getByRole('button', { name: 'Save device name' }).click();
  await heading(kitDesk, 'Ready to Issue Kits').waitFor();
  await home.getByTestId('roster-state').getByText('Roster ready').waitFor();
  expect(await onLocalStore(kitDesk, 'outbox', 'count')).toBe(0);
  await context.close();
});

test('“Roster ready” waits for the service worker, so a desk that goes offline right then still opens its scanner', async () => {
  const context = await signedInContext(browser, server, morning, {
    viewport: DESKTOP_VIEWPORT,
    serviceWorkers: 'allow',
  });
  // The worker's script is slow to arrive (a congested venue network): held until the test lets it through.
  const heldWorker: Route[] = [];
  let workerReleased = false;
  await context.route('**/sw.js', (route) => (workerReleased ? route.continue() : void heldWorker.push(route)));
  const page = await context.newPage();
  await nameScannerDevice(page, 'Late worker desk', { waitForRoster: false });
  const rosterState = page.getByTestId('roster-state');
  await rosterState.getByText('Saving the scanner for offline use...').waitFor();
  // Everything the page could save without the worker is saved (the files it loaded are in the app cache) …
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const files = performance
          .getEntriesByType('resource')
          .map((entry) => new URL(entry.name))
          .filter((url) => url.origin === location.origin && /^\/assets\/[^/]+\.(?:js|css)$/.test(url.pathname));
        const cache = await caches.open('app-assets');
        const missing = [];
        for (const url of files) if (!(await cache.match(url.href))) missing.push(url.pathname);
        return files.length > 0 ? missing : ['(no built file loaded yet)'];
      }),
    )
    .toEqual([]);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
  // … yet without an active worker nothing would open offline: not ready.
  expect(await rosterState.innerText()).toBe('Saving the scanner for offline use...');

  workerReleased = true;
  await Promise.all(heldWorker.splice(0).map((route) => route.continue()));
  await rosterState.getByText('Roster ready').waitFor();
  await context.setOffline(true);
  await page.goto('/admin/kit-distribution');
  await heading(page, 'Ready to Issue Kits').waitFor();
  await context.close();
});

/** From the next page load on, every text the status bar gives the queue, in order (repeats left out). */
async function recordQueueTexts(page: Page) {
  await page.context().addInitScript(() => {
    const record = window as unknown as { queueTexts: string[] };
    record.queueTexts = [];
    new MutationObserver(() => {
      const text = document.querySelector('[data-testid="sync-status"] .sync-queued')?.textContent;
      if (text && record.queueTexts.at(-1) !== text) record.queueTexts.push(text);
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

/** Keeps a read-write transaction on the scan queue's store busy from `holder`, a page of the app, until released. */
async function holdOutboxStore(holder: Page) {
  await holder.goto('/login');
  await holder.evaluate(
    () =>
      new Promise<void>((started, failed) => {
        const gate = window as unknown as { releaseAt: number };
        gate.releaseAt = Infinity;
        const opening = indexedDB.open('symposium');
        opening.onerror = () => failed(opening.error);
        opening.onsuccess = () => {
          const db = opening.result;
          const transaction = db.transaction('outbox', 'readwrite');
          const store = transaction.objectStore('outbox');
          const keepBusy = () => {
            if (Date.now() < gate.releaseAt) store.count().onsuccess = keepBusy;
          };
          keepBusy();
          transaction.oncomplete = () => db.close();
          started();
        };
      }),
  );
  return {
    releaseIn: (ms: number) =>
      holder.evaluate((after) => ((window as unknown as { releaseAt: number }).releaseAt = Date.now() + after), ms),
  };
}
