import { M } from '@symposium/schema/messages';
import type { Browser, Page } from 'playwright-core';
import { beforeAll, expect, test } from 'vitest';
import { adminToken, createParticipant, generateParticipantId, verifyPayment } from '../support/api-calls';
import type { ApiServer } from '../support/api-server';
import { DESKTOP_VIEWPORT, MOBILE_VIEWPORT } from '../support/browser';
import { readQr } from '../support/qr';
import { useServerAndBrowser } from '../support/server-and-browser';
import { passSavedOnThisDevice, signInAsParticipant } from '../support/sign-in';
import { workerActive, workerInControl } from '../support/service-worker';
import { saveScreenshot } from '../support/screenshots';
import { FULL_TEAM, saveTeam } from '../support/team';

// Issue 3: "a visitor who opened the site once can browse events, workshops … offline". One real first
// visit — no reload after the service worker arrives, only client-side navigation — must be enough.

const suite = useServerAndBrowser();
let server: ApiServer;
let browser: Browser;
beforeAll(() => ({ server, browser } = suite));

/** Waits for the list's cards or the load-failure notice (whatever its words), whichever comes first, and expects the cards. */
async function listOrFailure(page: Page, cardSelector: string) {
  const cards = page.locator(cardSelector);
  const failed = page.locator('.load-failed');
  await cards.first().or(failed).waitFor();
  expect(await failed.count()).toBe(0);
  expect(await cards.count()).toBeGreaterThan(0);
}

test('after one first visit without a reload, the event and workshop lists and the team still show offline', async () => {
  await saveTeam(server, await adminToken(server), FULL_TEAM);
  const context = await browser.newContext({
    viewport: DESKTOP_VIEWPORT,
    baseURL: server.baseUrl,
    serviceWorkers: 'allow',
  });
  const page = await context.newPage();
  await page.goto('/');
  // The worker takes charge of the page it was installed from (no reload needed for later requests).
  await workerInControl(page);

  await page.getByRole('link', { name: 'VIEW EVENTS' }).click();
  await page.getByRole('heading', { name: 'Events', exact: true }).waitFor();
  await page.getByRole('link', { name: /^Technical Events/ }).click();
  await page.locator('.event-card', { hasText: 'SKY SHOT' }).waitFor();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Workshops' }).click();
  await page.locator('.workshop-card').first().waitFor();

  // The settings answer was fetched before the worker existed and never again this page load: the
  // worker fetched it itself while installing.
  const cached = await page.evaluate(async () => {
    const cache = await caches.open('public-api');
    return (await cache.keys()).map((request) => new URL(request.url).pathname);
  });
  expect(cached).toEqual(
    expect.arrayContaining(['/api/v1/events', '/api/v1/workshops', '/api/v1/config', '/api/v1/team']),
  );

  await context.setOffline(true);
  await page.reload();
  await page.getByRole('heading', { name: 'Workshops', exact: true }).waitFor();
  await listOrFailure(page, '.workshop-card');
  await page.goto('/events/technical');
  await page.getByRole('heading', { name: 'Technical Events' }).waitFor();
  await listOrFailure(page, '.event-card');
  await page.locator('.event-card', { hasText: 'SKY SHOT' }).waitFor();
  await saveScreenshot(page, { path: '/tmp/e2e-offline-first-visit-technical-1280.png', fullPage: false });
  // The team page was never opened online: its answer came with the worker's install.
  await page.goto('/team');
  await listOrFailure(page, '.team-card');
  await page.locator('.team-card', { hasText: 'Dr. K. Senthil Kumar' }).waitFor();
  await context.close();
});

test('a participant who opened /profile once (no reload) sees their pass offline', async () => {
  const admin = await adminToken(server);
  const player = await createParticipant(server, 'general', 'Divya Bharathi');
  await verifyPayment(server, admin, player.id);
  const participantId = await generateParticipantId(server, admin, player.id);

  const context = await browser.newContext({
    viewport: MOBILE_VIEWPORT,
    baseURL: server.baseUrl,
    serviceWorkers: 'allow',
  });
  const page = await context.newPage();
  await signInAsParticipant(page, player);
  await page.getByText(M.passActive, { exact: true }).first().waitFor();
  await passSavedOnThisDevice(page);
  await workerActive(page);

  await context.setOffline(true);
  await page.reload();
  await page.getByRole('heading', { name: 'Player Profile' }).waitFor();
  await page.getByText('Offline — showing the pass saved on this device.', { exact: true }).waitFor();
  await page.getByText(M.passActive, { exact: true }).first().waitFor();
  const qr = page.getByRole('img', { name: `Entry pass QR code for ${participantId}` });
  expect(JSON.parse((await readQr(qr))!)).toMatchObject({ participantId });
  await saveScreenshot(page, { path: '/tmp/e2e-offline-first-visit-profile-390.png', fullPage: true });
  await context.close();
});
