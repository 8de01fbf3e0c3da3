import { M } from '@symposium/schema/messages';
import type { Browser, Page } from 'playwright-core';
import { beforeAll, expect, test } from 'vitest';
import { adminToken, apiCall, createParticipant, createVerifiedPass } from '../support/api-calls';
import type { ApiServer } from '../support/api-server';
import { DESKTOP_VIEWPORT } from '../support/browser';
import { openServerDatabase } from '../support/database';
import { useServerAndBrowser } from '../support/server-and-browser';
import { nameScannerDevice, signInAsStaff } from '../support/staff-desk';

// A shared desk laptop changes hands (docs/decisions/0019-scanner-devices.md, "A scanner device is its key, not its id"): the device
// key stays on the device through a staff logout, so the next coordinator's session syncs the queue the first
// one left, under the same desk.

// The desks' service worker is not what these tests look at (docs/decisions/0051-browser-tests-block-the-service-worker.md).
const suite = useServerAndBrowser({
  browserArgs: ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'],
});
let server: ApiServer;
let browser: Browser;
beforeAll(() => ({ server, browser } = suite));

let admin: string;
let pass: { participantId: string; passData: string };
const morning = { email: 'morning.desk@symposium.test', password: 'DeskPass123', name: 'Morning Coordinator' };
const afternoon = { email: 'afternoon.desk@symposium.test', password: 'DeskPass123', name: 'Afternoon Coordinator' };
let afternoonId: string;

const api = <T = any>(pathname: string, init: { method?: string; token?: string; json?: unknown } = {}) =>
  apiCall<T>(server, pathname, init);

beforeAll(async () => {
  admin = await adminToken(server);
  const player = await createParticipant(server, 'both', 'Kavya Raman');
  await api(`/admin/payments/${player.id}/verify`, { method: 'PUT', token: admin, json: {} });
  pass = (
    await api<{ data: { participantId: string; passData: string } }>(`/admin/generate-participant-id/${player.id}`, {
      method: 'POST',
      token: admin,
    })
  ).data;
  await api('/admin/staff', { token: admin, json: { ...morning, role: 'coordinator' } });
  afternoonId = (
    await api<{ data: { id: string } }>('/admin/staff', { token: admin, json: { ...afternoon, role: 'coordinator' } })
  ).data.id;
});

/** The scanner rows of this browser's IndexedDB that must outlive a staff logout. */
const deviceState = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<{ deviceKey: unknown; queued: number }>((resolve, reject) => {
        const open = indexedDB.open('symposium');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction(['meta', 'outbox'], 'readonly');
          const key = tx.objectStore('meta').get('deviceKey');
          const queued = tx.objectStore('outbox').count();
          tx.oncomplete = () => {
            resolve({ deviceKey: (key.result as { value?: unknown } | undefined)?.value, queued: queued.result });
            open.result.close();
          };
        };
      }),
  );

test('the next coordinator at a shared desk syncs the scans the previous one left queued, as the same desk', async () => {
  const context = await browser.newContext({
    viewport: DESKTOP_VIEWPORT,
    baseURL: server.baseUrl,
    permissions: ['camera'],
  });
  const page = await context.newPage();
  const status = page.getByTestId('sync-status');
  await signInAsStaff(page, morning);
  await nameScannerDevice(page, 'Shared laptop');

  // The venue Wi-Fi drops every push: the kit is queued on the laptop.
  await page.route('**/api/v1/sync/push', (route) => route.abort());
  await page.goto('/admin/kit-distribution');
  await page.getByRole('heading', { name: 'Ready to Issue Kits', exact: true }).waitFor();
  await page.getByLabel('Participant ID or pass text').fill(pass.passData);
  await page.getByLabel('Participant ID or pass text').press('Enter');
  await page.getByRole('heading', { name: 'Kit Issued Successfully!', exact: true }).waitFor();
  await status.getByText('1 scan waiting to sync').waitFor();

  // The morning coordinator logs out with the scan still queued; the key and the queue stay on the device.
  await page.locator('.header-account').getByRole('button', { name: 'Logout', exact: true }).click();
  await page.getByRole('link', { name: 'Login', exact: true }).waitFor();
  const kept = await deviceState(page);
  expect(kept.queued).toBe(1);
  expect(kept.deviceKey).toMatch(/^[A-Za-z0-9_-]{43}$/);

  // The network is back and the afternoon coordinator signs in on the same laptop: the queue drains as the same desk.
  await page.unroute('**/api/v1/sync/push');
  await signInAsStaff(page, afternoon);
  await page.goto('/admin/kit-distribution');
  await status.getByText('All scans synced').waitFor({ timeout: 20_000 });
  expect((await deviceState(page)).queued).toBe(0);
  const kit = await api<{ kit: { deskName: string } | null }>(`/qr-scan/kit-status/${pass.participantId}`, {
    token: admin,
  });
  expect(kit.kit).toMatchObject({ deskName: 'Shared laptop' });
  const devices = await api<{ data: { name: string; staff: { id: string } }[] }>('/admin/devices', { token: admin });
  expect(devices.data).toEqual([
    expect.objectContaining({ name: 'Shared laptop', staff: expect.objectContaining({ id: afternoonId }) }),
  ]);
  await context.close();
});

test('a desk registered before devices had keys collects its key by itself at the next start, and syncs with it', async () => {
  const context = await browser.newContext({
    viewport: DESKTOP_VIEWPORT,
    baseURL: server.baseUrl,
    permissions: ['camera'],
  });
  const page = await context.newPage();
  await signInAsStaff(page, morning);
  await nameScannerDevice(page, 'Old tablet');
  // As an older app left it: no key on the device, none on the server.
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('symposium');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction('meta', 'readwrite');
          tx.objectStore('meta').delete('deviceKey');
          tx.oncomplete = () => {
            open.result.close();
            resolve();
          };
        };
      }),
  );
  const db = openServerDatabase(server);
  const keyHash = () =>
    (db.prepare("select key_hash from devices where name = 'Old tablet'").get() as { key_hash: string | null })
      .key_hash;
  db.prepare("update devices set key_hash = null where name = 'Old tablet'").run();

  await page.goto('/admin/scanner');
  await expect
    .poll(async () => (await deviceState(page)).deviceKey, { timeout: 20_000 })
    .toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(keyHash()).toMatch(/^[0-9a-f]{64}$/);
  db.close();
  // The pulls that follow carry the key the server now expects.
  const pulled = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/v1/sync/pull', {
    timeout: 20_000,
  });
  await page.reload();
  expect((await pulled).status()).toBe(200);
  await context.close();
});

test('a desk whose session ends sends its queued scans as soon as the coordinator signs in again, not at the next sync tick', async () => {
  const late = await createVerifiedPass(server, admin, 'Nila Devi');
  const context = await browser.newContext({
    viewport: DESKTOP_VIEWPORT,
    baseURL: server.baseUrl,
    serviceWorkers: 'block',
    permissions: ['camera'],
  });
  // The desk's 30 s sync tick never comes here, so only the sign-in can send the queue (before, it waited for the tick).
  await context.addInitScript(() => {
    const every = window.setInterval.bind(window);
    window.setInterval = ((handler: TimerHandler, timeout?: number, ...args: unknown[]) =>
      timeout === 30_000 ? 0 : every(handler, timeout, ...args)) as typeof window.setInterval;
  });
  const page = await context.newPage();
  const status = page.getByTestId('sync-status');
  await signInAsStaff(page, morning);
  await nameScannerDevice(page, 'Evening desk');
  // The page's first sync has ended before the session does (else it meets the end half-way).
  const pulled = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/v1/sync/pull');
  await page.goto('/admin/kit-distribution');
  await page.getByRole('heading', { name: 'Ready to Issue Kits', exact: true }).waitFor();
  expect((await pulled).status()).toBe(200);
  await status.getByRole('button', { name: 'Sync now' }).waitFor();

  // The session ends on the server and the access token has run out: the kit is issued from the roster, its push is
  // refused, and the desk offers to sign in again over the page with the scan queued.
  const refreshToken = await page.evaluate(() => localStorage.getItem('refreshToken'));
  await api('/auth/logout', { method: 'POST', json: { refreshToken } });
  await page.evaluate(() => localStorage.setItem('token', 'expired-token'));
  await page.getByLabel('Participant ID or pass text').fill(late.passData);
  await page.getByLabel('Participant ID or pass text').press('Enter');
  await page.getByRole('heading', { name: 'Kit Issued Successfully!', exact: true }).waitFor();
  const signIn = page.getByRole('dialog', { name: 'Sign in again' });
  await signIn.getByText(M.sessionEndedSignInAgain).waitFor();
  await status.getByRole('alert').waitFor();
  expect((await deviceState(page)).queued).toBe(1);

  const pushed = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/v1/sync/push', {
    timeout: 20_000,
  });
  await signIn.getByLabel('Password', { exact: true }).fill(morning.password);
  await signIn.getByRole('button', { name: 'Sign in' }).click();
  await signIn.waitFor({ state: 'detached' });
  expect((await pushed).status()).toBe(200);
  await status.getByText('All scans synced').waitFor();
  expect(await status.getByRole('alert').count()).toBe(0);
  expect((await deviceState(page)).queued).toBe(0);
  const kit = await api<{ kit: { deskName: string } | null }>(`/qr-scan/kit-status/${late.participantId}`, {
    token: admin,
  });
  expect(kit.kit).toMatchObject({ deskName: 'Evening desk' });
  await context.close();
});
