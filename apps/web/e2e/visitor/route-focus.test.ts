import type { Browser, Page } from 'playwright-core';
import { beforeAll, expect, test } from 'vitest';
import type { ApiServer } from '../support/api-server';
import { appTookOver, DESKTOP_VIEWPORT, MOBILE_VIEWPORT } from '../support/browser';
import { useServerAndBrowser } from '../support/server-and-browser';
import { saveScreenshot } from '../support/screenshots';

// Keyboard and screen-reader users: after a route change focus moves to the new page's heading (inside
// <main>) and the page title is announced politely; the first load leaves focus alone.

const suite = useServerAndBrowser();
let server: ApiServer;
let browser: Browser;
beforeAll(() => ({ server, browser } = suite));

const focused = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    return { tag: active?.tagName ?? '', text: active?.textContent?.trim() ?? '', inMain: !!active?.closest('main') };
  });

const announcer = (page: Page) => page.getByTestId('route-announcer');

test('Enter on a category card moves focus to the new page heading and announces its title', async () => {
  const context = await browser.newContext({ viewport: DESKTOP_VIEWPORT, baseURL: server.baseUrl });
  const page = await context.newPage();
  await page.goto('/events');
  await page.getByRole('heading', { name: 'Events', exact: true }).waitFor();
  await appTookOver(page);
  expect(await announcer(page).textContent()).toBe('');

  const card = page.getByRole('link', { name: /^Technical Events/ });
  await card.focus();
  await card.press('Enter');
  await page.waitForURL('**/events/technical');
  await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
  expect(await focused(page)).toEqual({ tag: 'H1', text: 'Technical Events', inMain: true });
  await expect.poll(() => announcer(page).textContent()).toMatch(/^Technical Events · /);
  expect(await announcer(page).getAttribute('aria-live')).toBe('polite');

  // Tab goes on from the heading into the page, not back to the header.
  await page.keyboard.press('Tab');
  expect((await focused(page)).inMain).toBe(true);
  await saveScreenshot(page, { path: '/tmp/e2e-route-focus-1280.png' });
  await context.close();
});

test('a link in the mobile menu moves focus into the new page too', async () => {
  const context = await browser.newContext({ viewport: MOBILE_VIEWPORT, baseURL: server.baseUrl });
  const page = await context.newPage();
  await page.goto('/');
  await appTookOver(page);
  await page.getByRole('button', { name: 'Open menu' }).click();
  const link = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' });
  await link.focus();
  await link.press('Enter');
  await page.waitForURL('**/contact');
  await page.waitForFunction(() => document.activeElement?.closest('main') !== null);
  expect((await focused(page)).tag).toBe('H1');
  await expect.poll(() => announcer(page).textContent()).toMatch(/^Contact/);
  await saveScreenshot(page, { path: '/tmp/e2e-route-focus-390.png' });
  await context.close();
});

test('Escape closes the mobile menu and hands focus back to its toggle, not to the page body', async () => {
  const context = await browser.newContext({ viewport: MOBILE_VIEWPORT, baseURL: server.baseUrl });
  const page = await context.newPage();
  await page.goto('/');
  await appTookOver(page);
  const toggle = page.getByRole('button', { name: 'Open menu' });
  await toggle.focus();
  await toggle.press('Enter');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).focus();
  await page.keyboard.press('Tab');
  expect((await focused(page)).text).toBe('Events');

  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Open menu' }).waitFor();
  expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Open menu');
  expect(await page.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).toBe('false');
  await context.close();
});
