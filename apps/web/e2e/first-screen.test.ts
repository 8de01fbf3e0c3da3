import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { getEvents } from './support/api-calls';
import { type ApiServer, startApiServer } from './support/api-server';
import { appTookOver, DESKTOP_VIEWPORT, launchBrowser, MOBILE_VIEWPORT } from './support/browser';

// The server answers /, the event lists and /register with the page already drawn (the web app's own components,
// apps/web/src/first-screen), so a phone paints the page before the JavaScript arrives; the app then renders the
// same page over it. Lighthouse: largest contentful paint no longer waits for the app.

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

async function openPage(options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext({ viewport: MOBILE_VIEWPORT, baseURL: server.baseUrl, serviceWorkers: 'block', ...options });
  return context.newPage();
}

test('without JavaScript, /, /events/technical and /register show the page itself, titled, and inert', async () => {
  const page = await openPage({ javaScriptEnabled: false });

  await page.goto('/');
  expect(await page.locator('main h1').textContent()).toBe('MECH SYMPOSIUM 25-26');
  expect(await page.locator('.hero').textContent()).toContain('The games are over — thank you for playing.');
  expect(await page.locator('.boot-loading').count()).toBe(0);
  await page.screenshot({ path: '/tmp/e2e-first-screen-home-mobile.png' });

  // The cards come from the live catalogue, as the app would draw them.
  const { events } = await getEvents(server);
  const technical = events.filter((event) => event.category === 'technical').map((event) => event.name);
  expect(technical.length).toBeGreaterThan(0);
  await page.goto('/events/technical');
  expect(await page.title()).toBe('Technical Events · MECH SYMPOSIUM 25-26');
  expect(await page.locator('main h1').textContent()).toBe('Technical Events');
  expect(await page.locator('.card-grid .card h2').allTextContents()).toEqual(technical);
  await page.screenshot({ path: '/tmp/e2e-first-screen-events-mobile.png' });

  await page.goto('/register');
  expect(await page.title()).toBe('Register · MECH SYMPOSIUM 25-26');
  expect(await page.locator('main h1').textContent()).toBe('Player Registration');
  expect(await page.locator('form input[name="firstName"]').count()).toBe(1);
  // Nothing in the drawn page can be used before the app takes over (a GET submit would put the password in the URL).
  expect(await page.locator('.first-screen[inert][aria-disabled="true"] form').count()).toBe(1);
  await page.setViewportSize(DESKTOP_VIEWPORT);
  await page.screenshot({ path: '/tmp/e2e-first-screen-register-desktop.png' });
  await page.context().close();
});

test('the app takes over the drawn page without showing a loading state, a CSP refusal or a console error', async () => {
  for (const route of ['/', '/events/technical', '/register']) {
    const page = await openPage();
    // Init scripts run outside the page's CSP. Records what #root showed, in order, as the page changed.
    await page.addInitScript(() => {
      const seen: string[] = [];
      const record = (state: string) => seen[seen.length - 1] !== state && seen.push(state);
      Object.assign(window, { seen, refused: [] as string[] });
      document.addEventListener('securitypolicyviolation', (e) =>
        (window as unknown as { refused: string[] }).refused.push(`${e.effectiveDirective} ${e.blockedURI}`),
      );
      new MutationObserver(() => {
        const root = document.getElementById('root');
        if (!root?.firstElementChild) return;
        if (root.querySelector('.boot-shell, .route-loading, .list-loading')) record('loading');
        else if (root.querySelector('.first-screen')) record('drawn');
        else if (root.querySelector('main h1')) record('app');
      }).observe(document, { childList: true, subtree: true });
    });
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    page.on('pageerror', (error) => errors.push(String(error)));

    await page.goto(route);
    await appTookOver(page);
    await page.waitForLoadState('networkidle');
    const { seen, refused } = await page.evaluate(() => {
      const recorded = window as unknown as { seen: string[]; refused: string[] };
      return { seen: recorded.seen, refused: recorded.refused };
    });
    expect({ route, seen }).toEqual({ route, seen: ['drawn', 'app'] });
    expect(refused).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  }
});

test("/register's own code is preloaded with the page; the app's form works once it has taken over", async () => {
  const html = await (await fetch(`${server.baseUrl}/register`)).text();
  const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1]);
  const registerPage = preloads.find((href) => /^\/assets\/register-page-[\w-]+\.js$/.test(href));
  expect(registerPage).toBeDefined();
  expect((await fetch(`${server.baseUrl}${registerPage}`)).status).toBe(200);
  const home = await (await fetch(`${server.baseUrl}/`)).text();
  expect(home).not.toContain(registerPage);

  const page = await openPage();
  await page.goto('/register');
  await page.getByLabel('First Name').fill('Asha');
  expect(await page.getByLabel('First Name').inputValue()).toBe('Asha');
  expect(await page.locator('.first-screen').count()).toBe(0);
  await page.context().close();
});
