import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { type ApiServer, startApiServer } from './support/api-server';
import { launchBrowser, MOBILE_VIEWPORT } from './support/browser';

// Performance (docs/performance.md): /register's first screen settles without the payment step (and its QR
// library) or the validation rules; both arrive on the first interaction with step 1, while the person types.

let server: ApiServer;
let browser: Browser;

beforeAll(async () => {
  server = await startApiServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

test('the payment step is fetched on the first focus in step 1, not on a timer after load', async () => {
  const context = await browser.newContext({ viewport: MOBILE_VIEWPORT, baseURL: server.baseUrl, serviceWorkers: 'block' });
  const page = await context.newPage();
  // The page's clock is driven by the test: a minute passes at once, with no real waiting.
  await page.clock.install();
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/register');
  await page.getByLabel('First Name').waitFor();
  await page.clock.runFor(60_000);
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((path) => /\/payment-step-/.test(path))).toEqual([]);

  const paymentStep = page.waitForRequest((request) => /\/payment-step-[\w-]+\.js$/.test(request.url()));
  await page.getByLabel('First Name').focus();
  await paymentStep;
  await context.close();
});
