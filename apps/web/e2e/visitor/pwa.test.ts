import type { Browser } from 'playwright-core';
import { editionDateLabel, editionTitle } from '@symposium/schema/edition';
import { beforeAll, expect, test } from 'vitest';
import type { ApiServer } from '../support/api-server';
import { MOBILE_VIEWPORT } from '../support/browser';
import { useServerAndBrowser } from '../support/server-and-browser';
import { reloadThroughWorker } from '../support/service-worker';
import { saveScreenshot } from '../support/screenshots';
import { TEST_EDITION } from '../support/test-edition';

const suite = useServerAndBrowser();
let server: ApiServer;
let browser: Browser;
beforeAll(() => ({ server, browser } = suite));

test('the web app manifest makes the site installable', async () => {
  const response = await fetch(`${server.baseUrl}/manifest.webmanifest`);
  expect(response.headers.get('content-type')).toContain('manifest+json');
  const manifest = (await response.json()) as Record<string, any>;
  expect(manifest).toMatchObject({
    display: 'standalone',
    start_url: '/',
    theme_color: '#0b0b0f',
    background_color: '#0b0b0f',
  });
  // Named after the edition the server runs (support/test-edition.ts), not a year written into the build.
  expect(manifest.name).toBe(editionTitle(TEST_EDITION));
  expect(manifest.short_name).toBe(TEST_EDITION.name);
  expect(manifest.description).toContain(editionDateLabel(TEST_EDITION));
  const icons = manifest.icons as { src: string; sizes: string; purpose?: string }[];
  expect(icons.map((i) => `${i.sizes} ${i.purpose ?? 'any'}`).sort()).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of icons) {
    const png = await fetch(`${server.baseUrl}${icon.src}`);
    expect(png.headers.get('content-type')).toBe('image/png');
  }
});

test('the shell the service worker keeps offline names no edition; the page the server answers names the running one', async () => {
  const offlineCopy = await (await fetch(`${server.baseUrl}/index.html`)).text();
  expect(offlineCopy).toContain('<title>Symposium</title>');
  for (const dated of [TEST_EDITION.name, TEST_EDITION.label, '2025', '2031', 'October'])
    expect(offlineCopy).not.toContain(dated);
  const served = await (await fetch(`${server.baseUrl}/profile`)).text();
  expect(served).toContain(`<title>${editionTitle(TEST_EDITION)}</title>`);
});

test('after one visit the service worker serves the events, workshops and terms offline — never auth answers', async () => {
  const context = await browser.newContext({
    viewport: MOBILE_VIEWPORT,
    baseURL: server.baseUrl,
    serviceWorkers: 'allow',
  });
  const page = await context.newPage();
  await page.goto('/events/technical');
  // Pages loaded after the worker activated go through it (and fill its caches).
  await reloadThroughWorker(page);
  await page.locator('.event-card').first().waitFor();
  await page.goto('/workshops');
  await page.locator('.workshop-card').first().waitFor();
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill('nobody@college.edu');
  await page.getByLabel('Password', { exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.getByRole('alert').waitFor();

  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      urls.push(...(await cache.keys()).map((request) => new URL(request.url).pathname));
    }
    return urls;
  });
  expect(cached).toContain('/api/v1/events');
  expect(cached).toContain('/api/v1/config');
  expect(cached.filter((url) => url.startsWith('/api/v1/auth') || url.startsWith('/api/v1/admin'))).toEqual([]);

  await context.setOffline(true);
  await page.goto('/events/technical');
  await page.locator('.event-card', { hasText: 'SKY SHOT' }).waitFor();
  await page.getByRole('heading', { name: 'Technical Events' }).waitFor();
  // The precached shell keeps the CSP it was stored with, whose hash allows the shell's inline stylesheet.
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(11, 11, 15)');
  await page.goto('/workshops');
  await page.locator('.workshop-card').first().waitFor();
  await page.goto('/terms-and-conditions');
  await page.locator('.terms-item').first().waitFor();
  await page.goto('/accommodation');
  await page.getByRole('heading', { name: 'Accommodation Rules' }).waitFor();
  // /register (the cached shell, drawn without the config) learns from the config the worker kept that registration
  // is open: the form to fill in, not the 'cannot check' notice.
  await page.goto('/register');
  await page.getByLabel('First Name').waitFor();
  // The map needs the network; the plain link is still there.
  await page.goto('/contact');
  await page.getByRole('link', { name: /^Open .* in Maps$/ }).waitFor();
  expect(await page.locator('iframe').count()).toBe(0);
  await saveScreenshot(page, { path: '/tmp/e2e-offline-contact-mobile.png', fullPage: true });
  await context.close();
});
