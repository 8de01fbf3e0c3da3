import { M } from '@symposium/schema/messages';
import type { Browser, Page } from 'playwright-core';
import { beforeAll, expect, test } from 'vitest';
import { adminToken, createParticipant, generateParticipantId, verifyPayment } from '../support/api-calls';
import type { ApiServer } from '../support/api-server';
import { DESKTOP_VIEWPORT, MOBILE_VIEWPORT } from '../support/browser';
import { dropConnectionsDuringStoreCall } from '../support/indexeddb-drop';
import { useServerAndBrowser } from '../support/server-and-browser';
import { passSavedOnThisDevice } from '../support/sign-in';
import { saveScreenshot } from '../support/screenshots';

// /profile keeps the participant's pass in IndexedDB, so the pass shows offline (docs/product.md#the-entry-pass). A phone that puts the
// tab in the background can have its connection dropped by the browser (support/indexeddb-drop.ts); the pass must
// still be saved, and the screen must still show the copy just saved, when the drop lands in the middle of either.

// The full browser (ChromiumBuild): the connections are dropped through Chromium's chrome://indexeddb-internals page.
const suite = useServerAndBrowser({ browser: 'chromium' });
let server: ApiServer;
let browser: Browser;
beforeAll(() => ({ server, browser } = suite));

let admin: string;

beforeAll(async () => {
  admin = await adminToken(server);
});

const visible = (page: Page, text: string) =>
  page.getByText(text, { exact: true }).first().waitFor({ state: 'visible', timeout: 10_000 });

/** The pass saved on this device for `userId`, read straight from IndexedDB (a connection of its own). */
const savedPass = (page: Page, userId: string) =>
  page.evaluate(async (id) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('symposium');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const row = await new Promise<{ paymentStatus: string; participantId: string | null } | undefined>(
      (resolve, reject) => {
        const request = db.transaction('pass').objectStore('pass').get(id);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      },
    );
    db.close();
    return row ? { paymentStatus: row.paymentStatus, participantId: row.participantId } : null;
  }, userId);

test('a connection dropped while the pass is saved, then while it is read: the pass is saved and shown all the same', async () => {
  const player = await createParticipant(server, 'general', 'Nila Varma');
  const context = await browser.newContext({ viewport: MOBILE_VIEWPORT, baseURL: server.baseUrl });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(player.email);
  await page.getByLabel('Password', { exact: true }).fill(player.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL('**/profile');
  await visible(page, M.passAwaitingPayment);
  await passSavedOnThisDevice(page);
  expect(await savedPass(page, player.id)).toEqual({ paymentStatus: 'pending', participantId: null });
  const refresh = page.getByRole('button', { name: 'Refresh', exact: true });

  // Staff verify the payment. The participant refreshes; the browser drops the connection as the pass is written.
  await verifyPayment(server, admin, player.id);
  await dropConnectionsDuringStoreCall(context, page, { store: 'pass', method: 'put' }, () => refresh.click());
  await visible(page, M.passGenerating);
  await expect.poll(() => savedPass(page, player.id)).toEqual({ paymentStatus: 'verified', participantId: null });

  // Staff generate the ID. This time the drop lands as the screen reads the copy just saved (its live query).
  const participantId = await generateParticipantId(server, admin, player.id);
  await dropConnectionsDuringStoreCall(context, page, { store: 'pass', method: 'get' }, () => refresh.click());
  await visible(page, M.passActive);
  await page.getByRole('img', { name: `Entry pass QR code for ${participantId}` }).waitFor();
  expect(await savedPass(page, player.id)).toEqual({ paymentStatus: 'verified', participantId });
  await saveScreenshot(page, { path: '/tmp/e2e-profile-idb-reopen-mobile.png', fullPage: true });
  await page.setViewportSize(DESKTOP_VIEWPORT);
  await saveScreenshot(page, { path: '/tmp/e2e-profile-idb-reopen-desktop.png', fullPage: true });
  await context.close();
});
