import { M } from '@symposium/schema/messages';
import type { Browser } from 'playwright-core';
import { beforeAll, expect, test } from 'vitest';
import type { ApiServer } from '../support/api-server';
import { appTookOver, MOBILE_VIEWPORT } from '../support/browser';
import { holdRequests } from '../support/held-requests';
import { useServerAndBrowser } from '../support/server-and-browser';
import { workerInControl } from '../support/service-worker';
import { saveScreenshot } from '../support/screenshots';

// Performance (docs/performance.md): /register's first screen settles without the payment step (and its QR
// library) or the validation rules; both arrive on the first interaction with step 1, while the person types.

const suite = useServerAndBrowser();
let server: ApiServer;
let browser: Browser;
beforeAll(() => ({ server, browser } = suite));

test('step 1 settles without the payment step or zod; both are fetched on the first focus in step 1', async () => {
  const context = await browser.newContext({ viewport: MOBILE_VIEWPORT, baseURL: server.baseUrl });
  const page = await context.newPage();
  // The page's clock is driven by the test: a minute passes at once, with no real waiting.
  await page.clock.install();
  const scripts: string[] = [];
  const zodScripts: string[] = [];
  const reading: Promise<void>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    const path = new URL(response.url()).pathname;
    scripts.push(path);
    // Zod names its error class, whatever the chunk is called.
    const read = response.text().then((text) => void (text.includes('ZodError') && zodScripts.push(path)));
    reading.push(read.catch(() => undefined));
  });
  const settled = async () => {
    await page.waitForLoadState('networkidle');
    await Promise.all(reading);
  };
  await page.goto('/register');
  await appTookOver(page);
  await page.clock.runFor(60_000);
  await settled();
  expect(scripts.filter((path) => /\/payment-step-/.test(path))).toEqual([]);
  expect(zodScripts).toEqual([]);

  const paymentStep = page.waitForRequest((request) => /\/payment-step-[\w-]+\.js$/.test(request.url()));
  const zod = page.waitForResponse(
    async (response) => response.request().resourceType() === 'script' && (await response.text()).includes('ZodError'),
  );
  await page.getByLabel('First Name').focus();
  await Promise.all([paymentStep, zod]);
  await context.close();
});

test("/register's first screen loads its code in a handful of files, all announced with the page", async () => {
  // The page, its preloads and the entry: what the browser can fetch at once, before any script has run.
  const html = await (await fetch(`${server.baseUrl}/register`)).text();
  const announced = [
    ...html.matchAll(/<script type="module" crossorigin src="([^"]+)">/g),
    ...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g),
  ].map((match) => match[1]);

  const context = await browser.newContext({ viewport: MOBILE_VIEWPORT, baseURL: server.baseUrl });
  const page = await context.newPage();
  const scripts: string[] = [];
  page.on('request', (request) => request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname));
  await page.goto('/register');
  await appTookOver(page);
  await page.waitForLoadState('networkidle');
  // Everything step 1 runs was announced with the page (nothing waits for a script to run before it is asked
  // for), apart from the service worker's registration, loaded once the page is up.
  const late = scripts.filter((path) => !announced.includes(path));
  expect(late.filter((path) => !/\/(virtual_pwa-register|workbox-window\.prod\.es5)-[\w-]+\.js$/.test(path))).toEqual(
    [],
  );
  // The entry with what it shares with the pages, the register page, the form parts it shares with the other forms,
  // and an icon: the bundler's own split made that 20 files, each a request on a phone's link (six at a time).
  expect(announced.length).toBeLessThanOrEqual(6);
  expect(scripts.filter((path) => announced.includes(path)).sort()).toEqual([...announced].sort());
  await context.close();
});

test("the installed app's /register: nothing shows under 'checking' that the form then pushes away", async () => {
  const context = await browser.newContext({
    viewport: MOBILE_VIEWPORT,
    baseURL: server.baseUrl,
    serviceWorkers: 'allow',
  });
  const page = await context.newPage();
  await page.goto('/');
  await workerInControl(page);
  // The cached shell is not drawn with the config: the page checks whether registration is open, held here.
  const heldConfig = await holdRequests(context, '**/api/v1/config');
  expect((await page.goto('/register'))?.fromServiceWorker()).toBe(true);
  await page.getByText(M.registrationChecking, { exact: true }).waitFor();
  // The footer and its links wait below the screen: the form would push them down from under a finger.
  const footerTop = () => page.getByRole('contentinfo').evaluate((footer) => footer.getBoundingClientRect().top);
  expect(await footerTop()).toBeGreaterThanOrEqual(MOBILE_VIEWPORT.height);
  await saveScreenshot(page, { path: '/tmp/e2e-register-checking-mobile.png' });
  await heldConfig.release();
  await page.getByLabel('First Name').waitFor();
  await saveScreenshot(page, { path: '/tmp/e2e-register-checked-mobile.png' });
  await context.close();
});
