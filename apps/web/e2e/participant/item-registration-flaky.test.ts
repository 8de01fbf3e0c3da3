import { M } from '@symposium/schema/messages';
import type { Browser, Page } from 'playwright-core';
import { beforeAll, expect, test } from 'vitest';
import {
  adminToken,
  apiCall,
  createParticipant,
  getEvents,
  openEventRegistration,
  verifyPayment,
} from '../support/api-calls';
import type { ApiServer } from '../support/api-server';

import { useServerAndBrowser } from '../support/server-and-browser';
import { passSavedOnThisDevice, signInAsParticipant } from '../support/sign-in';
import { saveScreenshot } from '../support/screenshots';

// Registering for events and withdrawing on a phone whose data comes and goes: a press whose answer is lost.

const PHONE = { width: 360, height: 740 };

const suite = useServerAndBrowser();
let server: ApiServer;
let browser: Browser;
beforeAll(() => ({ server, browser } = suite));

let player: Awaited<ReturnType<typeof createParticipant>>;

beforeAll(async () => {
  const admin = await adminToken(server);
  player = await createParticipant(server, 'general', 'Divya Bharathi');
  await verifyPayment(server, admin, player.id);
  await openEventRegistration(server, admin, ['SKY SHOT', 'MECH SHOWDOWN', 'ENGINE GAMBLE']);
});

/** Registers the player for the event named `name` straight through the API (as from another device). */
async function registeredThroughTheApi(name: string) {
  const { events } = await getEvents(server);
  const event = events.find((e) => e.name === name)!;
  const { token } = await apiCall<{ token: string }>(server, '/auth/login', {
    json: { email: player.email, password: player.password, rememberMe: false },
  });
  await apiCall(server, '/event-registrations', { token, json: { eventId: event.id } });
  return event;
}

async function signedIn() {
  const context = await browser.newContext({
    viewport: PHONE,
    baseURL: server.baseUrl,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await signInAsParticipant(page, player);
  return page;
}

test('Register Now offline says so without talking of typed input; the next press registers', async () => {
  const page = await signedIn();
  await page.goto('/events/technical');
  const card = page.locator('.event-card', { hasText: 'SKY SHOT' });
  await card.getByRole('button', { name: 'Register Now' }).waitFor();
  await page.context().setOffline(true);
  await card.getByRole('button', { name: 'Register Now' }).click();
  await card.getByRole('alert').filter({ hasText: M.offlineAction }).waitFor();
  expect(await card.getByRole('alert').textContent()).toBe(M.offlineAction);
  await saveScreenshot(card, { path: '/tmp/e2e-event-card-offline-360.png' });
  await page.context().setOffline(false);
  await card.getByRole('button', { name: 'Register Now' }).click();
  await card.getByRole('button', { name: '✓ Registered' }).waitFor();
  await page.context().close();
});

test('a withdrawal whose answer was lost: pressing Withdraw again finishes it, with no "not registered" error', async () => {
  const showdown = await registeredThroughTheApi('MECH SHOWDOWN');

  const page = await signedIn();
  const item = page.locator('.registered-item', { hasText: 'MECH SHOWDOWN' });
  const withdraw = `**/api/v1/event-registrations/${showdown.id}`;
  let delivered = 0;
  await page.route(withdraw, async (route) => {
    delivered = (await route.fetch()).status();
    await route.abort('connectionreset');
  });
  await item.getByRole('button', { name: 'Withdraw from MECH SHOWDOWN' }).click();
  await item.getByRole('button', { name: 'Yes, Withdraw' }).click();
  await item.getByText(M.offlineAction).waitFor();
  expect(delivered).toBe(200);
  await page.unroute(withdraw);

  await item.getByRole('button', { name: 'Withdraw from MECH SHOWDOWN' }).click();
  await item.getByRole('button', { name: 'Yes, Withdraw' }).click();
  await item.waitFor({ state: 'detached' });
  expect(await page.getByText(M.notRegisteredEvent).count()).toBe(0);
  await page.context().close();
});

test('with no data, the cards and the pass show what was registered, a press on the cards included', async () => {
  const page = await signedIn();
  await passSavedOnThisDevice(page);
  await page.goto('/events/technical');
  const card = page.locator('.event-card', { hasText: 'ENGINE GAMBLE' });
  await card.getByRole('button', { name: 'Register Now' }).waitFor();
  // A busy phone: saving onto the pass takes a moment (here another transaction holds the store for 0.6 s). The
  // card says '✓ Registered' only once it is saved, so the page opened next without data still knows.
  await holdSavedPassStore(page, 600);
  await card.getByRole('button', { name: 'Register Now' }).click();
  await card.getByRole('button', { name: '✓ Registered' }).waitFor();

  // The data drops: the participant's registrations can no longer be fetched; the page is opened afresh.
  await page.route('**/api/v1/registrations/my-registrations', (route) => route.abort('internetdisconnected'));
  await page.goto('/events/technical');
  await card.getByRole('button', { name: '✓ Registered' }).waitFor();
  expect(await card.getByRole('button', { name: 'Register Now' }).count()).toBe(0);

  await page.goto('/profile');
  await page.locator('.registered-item', { hasText: 'ENGINE GAMBLE' }).waitFor();
  await page.context().close();
});

test('a withdrawal followed by a list that cannot be fetched: the place is gone from the profile and stays gone', async () => {
  await registeredThroughTheApi('MECH SHOWDOWN');

  const page = await signedIn();
  const item = page.locator('.registered-item', { hasText: 'MECH SHOWDOWN' });
  await passSavedOnThisDevice(page); // with MECH SHOWDOWN in it
  // The withdrawal goes through; then the data drops before the profile can fetch the list again.
  await page.route('**/api/v1/registrations/my-registrations', (route) => route.abort('internetdisconnected'));
  await item.getByRole('button', { name: 'Withdraw from MECH SHOWDOWN' }).click();
  await item.getByRole('button', { name: 'Yes, Withdraw' }).click();
  await item.waitFor({ state: 'detached' });

  await page.reload();
  await passSavedOnThisDevice(page);
  await page.getByRole('heading', { name: /^Registered Events/ }).waitFor();
  expect(await item.count()).toBe(0);
  await page.context().close();
});

/** Starts a read-write transaction on the saved pass store that stays busy for `ms` (a slow phone's IndexedDB). */
async function holdSavedPassStore(page: Page, ms: number): Promise<void> {
  await page.evaluate(
    (holdMs) =>
      new Promise<void>((started, failed) => {
        const opening = indexedDB.open('symposium');
        opening.onerror = () => failed(opening.error);
        opening.onsuccess = () => {
          const db = opening.result;
          const transaction = db.transaction('pass', 'readwrite');
          const until = Date.now() + holdMs;
          const store = transaction.objectStore('pass');
          const keepBusy = () => {
            if (Date.now() < until) store.count().onsuccess = keepBusy;
          };
          keepBusy();
          transaction.oncomplete = () => db.close();
          started();
        };
      }),
    ms,
  );
}
