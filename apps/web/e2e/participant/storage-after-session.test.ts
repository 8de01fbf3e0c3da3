import { M } from '@symposium/schema/messages';
import type { Browser, Page } from 'playwright-core';
import { beforeAll, expect, test } from 'vitest';
import { adminToken, createParticipant, generateParticipantId, verifyPayment } from '../support/api-calls';
import type { ApiServer } from '../support/api-server';
import { DESKTOP_VIEWPORT } from '../support/browser';
import { useServerAndBrowser } from '../support/server-and-browser';
import { endSessionOnServer, signInAsParticipant } from '../support/sign-in';

// A college lab computer is shared: once a participant's session is over — they logged out, or the server refused
// to renew it — nothing of it stays in the browser's storage for the next person (docs/decisions/0006-sessions-in-the-browser.md, "A session
// that ends takes the offline pass with it").

const suite = useServerAndBrowser();
let server: ApiServer;
let browser: Browser;
beforeAll(() => ({ server, browser } = suite));

let player: Awaited<ReturnType<typeof createParticipant>>;

beforeAll(async () => {
  const admin = await adminToken(server);
  player = await createParticipant(server, 'both', 'Meera Krishnan');
  await verifyPayment(server, admin, player.id);
  await generateParticipantId(server, admin, player.id);
});

/** What the browser holds of a session: its localStorage keys, the offline passes and the token hand-over row. */
const storage = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<{ local: string[]; passes: number; handoff: boolean }>((resolve, reject) => {
        const local = ['token', 'refreshToken', 'user'].filter((key) => localStorage.getItem(key) !== null);
        const open = indexedDB.open('symposium');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction(['pass', 'meta'], 'readonly');
          const passes = tx.objectStore('pass').count();
          const handoff = tx.objectStore('meta').get('tokenRefresh');
          tx.oncomplete = () => {
            resolve({ local, passes: passes.result, handoff: handoff.result !== undefined });
            open.result.close();
          };
        };
      }),
  );

async function signInWithPassStored(page: Page) {
  await signInAsParticipant(page, player);
  await page.getByText('QR CODE VERIFIED & ACTIVE').first().waitFor();
  await expect.poll(async () => (await storage(page)).passes).toBe(1);
  expect((await storage(page)).local).toEqual(['token', 'refreshToken', 'user']);
}

test('logging out leaves no token, cached user or offline pass behind', async () => {
  const context = await browser.newContext({ viewport: DESKTOP_VIEWPORT, baseURL: server.baseUrl });
  const page = await context.newPage();
  await signInWithPassStored(page);
  await page.locator('.header-account').getByRole('button', { name: 'Logout', exact: true }).click();
  await page.getByRole('link', { name: 'Login', exact: true }).waitFor();
  await expect.poll(() => storage(page)).toEqual({ local: [], passes: 0, handoff: false });
  // Logged out on purpose: /profile leads to the login form without talk of an expired session.
  await page.goto('/profile');
  await page.waitForURL('**/login');
  await page.getByRole('heading', { name: 'Player Login' }).waitFor();
  expect(await page.getByText(M.sessionExpired).count()).toBe(0);
  await context.close();
});

test('a session the server refuses to renew (ended elsewhere, expired) takes the offline pass with it', async () => {
  const context = await browser.newContext({ viewport: DESKTOP_VIEWPORT, baseURL: server.baseUrl });
  const page = await context.newPage();
  await signInWithPassStored(page);
  // The session is ended on the server (as a password reset or its end date would), and the access token has run out.
  await endSessionOnServer(page, server.baseUrl);
  await page.reload();
  await page.waitForURL('**/login');
  // The login form says why it is there, rather than leaving the participant to wonder where their pass went.
  await page.getByRole('status').filter({ hasText: M.sessionExpired }).waitFor();
  await expect.poll(() => storage(page)).toEqual({ local: [], passes: 0, handoff: false });
  await context.close();
});
