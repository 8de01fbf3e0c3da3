import type { Browser, Page } from 'playwright-core';
import { beforeAll, expect, test } from 'vitest';
import { adminToken, apiCall, createVerifiedPass } from '../support/api-calls';
import type { ApiServer } from '../support/api-server';
import { DESKTOP_VIEWPORT } from '../support/browser';
import { openServerDatabase } from '../support/database';
import { holdRequests } from '../support/held-requests';
import { useServerAndBrowser } from '../support/server-and-browser';
import { nameScannerDevice, signInAsStaff } from '../support/staff-desk';
import { workerActive } from '../support/service-worker';

// The scanner's sync machinery in the real browser: the service worker's Background Sync wake-up (fired
// through the DevTools protocol), a roster reset that downloads beside the roster in use, and a restored server that
// gets back the scans it had acknowledged.

// The worker is the subject of the desks openDesk makes (Background Sync, the roster reset, a reload after a restore);
// the database upgrade's context blocks it (docs/decisions/0051-browser-tests-block-the-service-worker.md).
// The full browser: the headless shell has no Background Sync, and one test's subject is the worker's sync event.
const suite = useServerAndBrowser({ browser: 'chromium' });
let server: ApiServer;
let browser: Browser;
beforeAll(() => ({ server, browser } = suite));

let admin: string;
const passes: Record<'first' | 'second', { participantId: string; passData: string }> = {} as never;
const coordinator = { email: 'sync.coordinator@symposium.test', password: 'DeskPass123', name: 'Sync Coordinator' };

const api = <T = any>(pathname: string, init: { method?: string; token?: string; json?: unknown } = {}) =>
  apiCall<T>(server, pathname, init);

const verifiedPass = (name: string) => createVerifiedPass(server, admin, name);

beforeAll(async () => {
  admin = await adminToken(server);
  passes.first = await verifiedPass('Kavya Raman');
  passes.second = await verifiedPass('Nila Devi');
  await api('/admin/staff', { token: admin, json: { ...coordinator, role: 'coordinator' } });
});

/** A coordinator on a fresh browser profile names the device, waits for the roster and for the service worker. */
async function openDesk(name: string, beforeReload?: (page: Page) => Promise<void>) {
  const context = await browser.newContext({
    viewport: DESKTOP_VIEWPORT,
    baseURL: server.baseUrl,
    serviceWorkers: 'allow',
  });
  const page = await context.newPage();
  await signInAsStaff(page, coordinator);
  await nameScannerDevice(page, name);
  await workerActive(page);
  await beforeReload?.(page);
  await page.goto('/admin/kit-distribution');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.getByRole('heading', { name: 'Ready to Issue Kits', exact: true }).waitFor();
  return { context, page };
}

const status = (page: Page) => page.getByTestId('sync-status');
const isPush = (url: URL) => url.pathname === '/api/v1/sync/push';
const isPull = (url: URL) => url.pathname === '/api/v1/sync/pull';

async function manualEntry(page: Page, text: string) {
  const field = page.getByLabel('Participant ID or pass text');
  await field.fill(text);
  await field.press('Enter');
}

/** Reads the scanner's IndexedDB tables directly (the app's Dexie database 'symposium'). */
function readLocalDb(page: Page) {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('symposium');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const all = (store: string) =>
      new Promise<any[]>((resolve, reject) => {
        const request = db.transaction(store).objectStore(store).getAll();
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
    const [outbox, kits, participants, meta] = await Promise.all([
      all('outbox'),
      all('kits'),
      all('participants'),
      all('meta'),
    ]);
    db.close();
    return {
      outbox,
      kits,
      participants: participants.map((p) => p.participantId as string),
      metaKeys: meta.map((m) => m.key as string),
    };
  });
}

async function writeCursor(page: Page, cursor: string) {
  await page.evaluate(async (value) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('symposium');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    await new Promise<void>((resolve, reject) => {
      const tx = db.transaction('meta', 'readwrite');
      tx.objectStore('meta').put({ key: 'cursor', value });
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error);
    });
    db.close();
  }, cursor);
}

/** The Background Sync tags registered and not yet fired successfully. */
const syncTags = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (registration as ServiceWorkerRegistration & { sync: { getTags(): Promise<string[]> } }).sync.getTags();
  });

/** Fires the service worker's Background Sync event for the scanner's tag, as the browser does when the network is back. */
async function dispatchScanSync(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const updated = new Promise<{ registrationId: string; scopeURL: string; isDeleted: boolean }[]>((resolve) =>
    cdp.once('ServiceWorker.workerRegistrationUpdated', (event) => resolve(event.registrations)),
  );
  await cdp.send('ServiceWorker.enable');
  const registration = (await updated).find((r) => r.scopeURL === `${server.baseUrl}/` && !r.isDeleted);
  expect(registration).toBeDefined();
  await cdp.send('ServiceWorker.dispatchSyncEvent', {
    origin: server.baseUrl,
    registrationId: registration!.registrationId,
    tag: 'symposium-scans',
    lastChance: false,
  });
  await cdp.detach();
}

test('a push that fails on Wi-Fi that says online registers Background Sync, and the worker’s sync event drains the queue', async () => {
  // The page's clock is ours: once paused, none of the page's own triggers (the timer, the backoff, the
  // push after a scan) can fire, so only the worker's wake-up can send the scan.
  const { context, page } = await openDesk('Sync desk', (p) => p.clock.install());
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  await page.route(isPush, (route) => route.abort('connectionfailed'));

  await manualEntry(page, passes.first.passData);
  await page.getByRole('heading', { name: 'Kit Issued Successfully!', exact: true }).waitFor();
  await status(page).getByText('1 scan waiting to sync').waitFor();
  expect(await page.evaluate(() => navigator.onLine)).toBe(true);
  // The push after the scan (400 ms later on the page's clock) fails: the tag is registered although the
  // browser believes it is online.
  await page.clock.runFor(500);
  await status(page)
    .getByText(/Retrying automatically/)
    .waitFor();
  await expect.poll(() => syncTags(page), { timeout: 15_000 }).toContain('symposium-scans');
  expect((await readLocalDb(page)).outbox).toHaveLength(1);

  // The network is back; the browser fires the worker's sync event, the worker wakes this tab.
  await page.unroute(isPush);
  await dispatchScanSync(page);
  await status(page).getByText('All scans synced').waitFor();
  expect((await readLocalDb(page)).outbox).toHaveLength(0);
  const kit = await api<{ kit: { deskName: string } | null }>(`/qr-scan/kit-status/${passes.first.participantId}`, {
    token: admin,
  });
  expect(kit.kit).toMatchObject({ deskName: 'Sync desk' });
  await context.close();
});

test('a roster reset downloads beside the roster in use: scans keep their verdicts, and unsynced scans keep their effect', async () => {
  const { context, page } = await openDesk('Reset desk');
  // Hold the fresh snapshot's first page (a pull without a cursor) until the desk has scanned. The hold is in
  // place before the cursor goes stale: the desk's own timer may start the reset before 'Sync now' is pressed.
  let snapshotRequested!: () => void;
  const snapshotHeld = new Promise<void>((resolve) => (snapshotRequested = resolve));
  let releaseSnapshot!: () => void;
  const snapshotReleased = new Promise<void>((resolve) => (releaseSnapshot = resolve));
  await page.route(isPull, async (route) => {
    if (new URL(route.request().url()).searchParams.has('cursor')) return route.continue();
    snapshotRequested();
    await snapshotReleased;
    await route.continue();
  });
  // The server no longer knows this device's cursor (a restored database): the next pull answers reset. A pull
  // already in flight may store a good cursor over the stale one, so stale it again until the reset starts.
  // On a busy machine a sync may outlast the 5 s wait and reach the held snapshot later: its button then stays
  // busy ('Syncing…', aria-disabled so it keeps the focus), so each attempt waits for the button to be free or for the
  // held snapshot, whichever comes.
  let resetStarted = false;
  const held = () => snapshotHeld.then(() => true);
  for (let attempt = 0; attempt < 5 && !resetStarted; attempt++) {
    await writeCursor(page, 'ffffff.999');
    const syncNowFree = page
      .waitForSelector('[data-testid="sync-status"] button.sync-now:not([aria-disabled="true"])', { timeout: 60_000 })
      .then(() => false)
      .catch(() => false);
    resetStarted = await Promise.race([held(), syncNowFree]);
    if (resetStarted) break;
    await status(page).getByRole('button', { name: 'Sync now' }).click();
    resetStarted = await Promise.race([
      held(),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 5_000)),
    ]);
  }
  expect(resetStarted).toBe(true);
  const staged = await readLocalDb(page);
  expect(staged.metaKeys).toContain('rosterStaging');
  expect(staged.participants).toContain(passes.second.participantId);

  // Mid-download, the desk still knows everyone. The scan's push fails, so it stays queued past the swap.
  await page.route(isPush, (route) => route.abort('connectionfailed'));
  await manualEntry(page, passes.second.passData);
  await page.getByRole('heading', { name: 'Kit Issued Successfully!', exact: true }).waitFor();
  releaseSnapshot();
  await expect.poll(async () => (await readLocalDb(page)).metaKeys, { timeout: 15_000 }).not.toContain('rosterStaging');
  const swapped = await readLocalDb(page);
  expect(swapped.metaKeys.filter((key) => key.startsWith('rosterStaging'))).toEqual([]);
  expect(swapped.metaKeys).toContain('cursor');
  expect(swapped.participants.sort()).toEqual([passes.first.participantId, passes.second.participantId].sort());
  expect(swapped.outbox).toHaveLength(1);
  // The desk's own kit record for the queued scan survived the swap, so a second scan is a local duplicate.
  expect(swapped.kits.find((k) => k.participantId === passes.second.participantId)?.id).toBe(swapped.outbox[0].id);
  await page.getByRole('button', { name: 'Issue Next Kit' }).click();
  await manualEntry(page, passes.second.passData);
  await page.getByRole('heading', { name: 'Kit Already Issued', exact: true }).waitFor();

  await page.unroute(isPush);
  await status(page).getByRole('button', { name: 'Sync now' }).click();
  await status(page).getByText('All scans synced').waitFor();
  const kit = await api<{ kit: { deskName: string } | null }>(`/qr-scan/kit-status/${passes.second.participantId}`, {
    token: admin,
  });
  expect(kit.kit).toMatchObject({ deskName: 'Reset desk' });
  await context.close();
});

test('a server restored from a backup gets back, after a reload of the desk, a scan it had acknowledged, counted once', async () => {
  const pass = await verifiedPass('Meera Iyer');
  const { context, page } = await openDesk('Restore desk');
  await manualEntry(page, pass.passData);
  await page.getByRole('heading', { name: 'Kit Issued Successfully!', exact: true }).waitFor();
  await status(page).getByText('All scans synced').waitFor();
  // Acknowledged and out of the outbox, but kept on the device, across a reload.
  await page.reload();
  await page.getByRole('heading', { name: 'Ready to Issue Kits', exact: true }).waitFor();
  const [kept] = await page.evaluate(
    () =>
      new Promise<any[]>((resolve, reject) => {
        const request = indexedDB.open('symposium');
        request.onsuccess = () => {
          try {
            const read = request.result.transaction('acknowledged').objectStore('acknowledged').getAll();
            read.onsuccess = () => (request.result.close(), resolve(read.result));
            read.onerror = () => reject(read.error);
          } catch (error) {
            request.result.close();
            reject(error);
          }
        };
        request.onerror = () => reject(request.error);
      }),
  );
  expect(kept).toMatchObject({ type: 'issue-kit', participantId: pass.participantId });
  expect((await readLocalDb(page)).outbox).toHaveLength(0);

  // Pushes wait from now on, before the restore: a sync the desk starts by itself (its timer, the tab coming into view)
  // cannot send the re-queued scan before the test has seen it waiting.
  const pushes = await holdRequests(page, isPush);

  // The server is restored from a backup taken before the scan: the kit and its log are not there, and the backup's
  // copy has a sync epoch of its own (lib/backup.ts).
  const db = openServerDatabase(server);
  db.prepare('delete from kits where mutation_id = ?').run(kept.id);
  db.prepare('delete from scan_log where mutation_id = ?').run(kept.id);
  db.prepare('update users set kit_issued_at = null where participant_id = ?').run(pass.participantId);
  db.prepare("update sync_meta set value = lower(hex(randomblob(6))) where key = 'epoch'").run();
  expect(await api(`/qr-scan/kit-status/${pass.participantId}`, { token: admin })).toMatchObject({ kit: null });

  // The desk's next pull is answered reset: it puts the scan back in the outbox and says so while it sends it. The sync
  // is asked for by the network coming back ('online'), not by 'Sync now': a sync the desk began by itself meanwhile
  // shows 'Syncing…' in the button's place until its held push goes, and a request during a sync runs once more after.
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await status(page).getByText('Re-sending 1 scan to the restored server').waitFor();
  await status(page).getByText('1 scan waiting to sync').waitFor();
  await pushes.release();
  await status(page).getByText('All scans synced').waitFor();
  expect(
    await status(page)
      .getByText(/Re-sending/)
      .count(),
  ).toBe(0);

  const kit = await api<{ kit: { deskName: string } | null }>(`/qr-scan/kit-status/${pass.participantId}`, {
    token: admin,
  });
  expect(kit.kit).toMatchObject({ deskName: 'Restore desk' });
  expect(db.prepare('select count(*) as n from scan_log where mutation_id = ?').get(kept.id)).toEqual({ n: 1 });
  expect(db.prepare('select count(*) as n from kits where participant_id = ?').get(pass.participantId)).toEqual({
    n: 1,
  });
  db.close();
  await context.close();
}, 60_000);

test('a desk’s database of version 2 upgrades to the latest (kept scans, registrations) and keeps its queued scan', async () => {
  const context = await browser.newContext({ viewport: DESKTOP_VIEWPORT, baseURL: server.baseUrl });
  const page = await context.newPage();
  // A page of the app's origin that runs none of its scripts: the database is written as version 2 left it.
  await page.goto('/api/v1/health');
  const queued = {
    id: 'queued-before-upgrade',
    type: 'issue-kit',
    participantId: passes.first.participantId,
    collectionPoint: 'main-desk',
    occurredAt: new Date().toISOString(),
    queuedAt: Date.now(),
  };
  await page.evaluate(
    (row) =>
      new Promise<void>((resolve, reject) => {
        // Dexie's version 2 is IndexedDB version 20, with the stores local-db.ts declares for it.
        const request = indexedDB.open('symposium', 20);
        request.onupgradeneeded = () => {
          const db = request.result;
          for (const [name, keyPath] of [
            ['pass', 'userId'],
            ['participants', 'participantId'],
            ['items', 'id'],
            ['kits', 'participantId'],
            ['results', 'id'],
            ['meta', 'key'],
          ] as const)
            db.createObjectStore(name, { keyPath });
          db.createObjectStore('attendance', { keyPath: ['participantId', 'itemType', 'itemId'] });
          db.createObjectStore('outbox', { keyPath: 'seq', autoIncrement: true }).createIndex('id', 'id', {
            unique: true,
          });
          db.createObjectStore('scans', { keyPath: 'id' }).createIndex('[scope+at]', ['scope', 'at']);
          request.transaction!.objectStore('outbox').add(row);
        };
        request.onsuccess = () => (request.result.close(), resolve());
        request.onerror = () => reject(request.error);
      }),
    queued,
  );

  // The login page counts the queued scans through the app's Dexie database, which upgrades it.
  await page.goto('/login');
  await page.getByTestId('scans-waiting').getByText('1 scan from this device’s scanner is waiting to sync').waitFor();
  const upgraded = await page.evaluate(
    () =>
      new Promise<{ version: number; stores: string[]; outbox: unknown[] }>((resolve, reject) => {
        const request = indexedDB.open('symposium');
        request.onsuccess = () => {
          const db = request.result;
          const read = db.transaction('outbox').objectStore('outbox').getAll();
          read.onsuccess = () => (
            db.close(),
            resolve({ version: db.version, stores: [...db.objectStoreNames], outbox: read.result })
          );
          read.onerror = () => reject(read.error);
        };
        request.onerror = () => reject(request.error);
      }),
  );
  // Dexie's version 5 (local-db.ts) is IndexedDB version 50.
  expect(upgraded.version).toBe(50);
  expect(upgraded.stores).toEqual(expect.arrayContaining(['acknowledged', 'registrations', 'certificates']));
  expect(upgraded.outbox).toEqual([{ ...queued, seq: 1 }]);
  await context.close();
}, 30_000);
