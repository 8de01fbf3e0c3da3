import { editionTitle } from '@symposium/schema/edition';
import { M } from '@symposium/schema/messages';
import { isStaffPath, paths, verifyCertificatePath } from '@symposium/schema/paths';
import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { adminToken, getEvents } from '../support/api-calls';
import { type ApiServer, startApiServer } from '../support/api-server';
import { seriousViolations } from '../support/axe';
import { appTookOver, DESKTOP_VIEWPORT, MOBILE_VIEWPORT } from '../support/browser';
import { openServerDatabase } from '../support/database';
import { newParticipant } from '../support/fixtures';
import { holdRequests } from '../support/held-requests';
import { fillPersonalDetails } from '../support/register-form';
import { useServerAndBrowser } from '../support/server-and-browser';
import { workerInControl } from '../support/service-worker';
import { saveScreenshot } from '../support/screenshots';
import { FULL_TEAM, saveTeam } from '../support/team';
import { FIRST_NIGHT, TEST_EDITION } from '../support/test-edition';

const suite = useServerAndBrowser();
let server: ApiServer;
let browser: Browser;
beforeAll(() => ({ server, browser } = suite));

beforeAll(async () => {
  // The seeded deadlines (22 October 2025) have passed, and a closed item says 'Registration Closed' to
  // everyone (register-button-states.test.ts); these tests look at items still taking registrations.
  const db = openServerDatabase(server);
  db.prepare("update events set registration_deadline = '2099-12-31T23:59'").run();
  db.prepare("update workshops set registration_deadline = '2099-12-31T23:59'").run();
  db.close();
});

async function openPage(viewport = MOBILE_VIEWPORT): Promise<Page> {
  // No service worker (the file's default): these tests look at the network answers themselves.
  const context = await browser.newContext({ viewport, baseURL: server.baseUrl });
  return context.newPage();
}

/** Full-page screenshots at 390 px and 1280 px (looked at by hand; kept in /tmp). */
async function screenshots(page: Page, name: string) {
  await page.setViewportSize(MOBILE_VIEWPORT);
  await saveScreenshot(page, { path: `/tmp/e2e-${name}-mobile.png`, fullPage: true });
  await page.setViewportSize(DESKTOP_VIEWPORT);
  await saveScreenshot(page, { path: `/tmp/e2e-${name}-desktop.png`, fullPage: true });
  await page.setViewportSize(MOBILE_VIEWPORT);
}

/** The server's sentence wherever a page says registration has closed (the closed server below closed it on 1 November 2026). */
const CLOSED = 'Registration closed on 1 November 2026.';
const CLOSED_ACCOMMODATION = `${CLOSED} Rooms are booked with a registration.`;

const visible = (page: Page, text: string) =>
  page.getByText(text, { exact: true }).first().waitFor({ state: 'visible', timeout: 10_000 });

test("home: the countdown to the first day, the counts from the API, the home page's register calls; once the games are over it says so (no negative numbers) and calls nobody to register", async () => {
  const page = await openPage();
  await page.goto('/');
  await page.getByRole('heading', { level: 1, name: 'MECH SYMPOSIUM 25-26' }).waitFor();
  // The test edition's games (23-24 October 2031) are ahead and its registration is open.
  await visible(page, 'October 23 & 24, 2031');
  await page.locator('.countdown[role="timer"]').waitFor();
  expect(await page.locator('.countdown-value').count()).toBe(4);
  expect(await page.locator('.hero').textContent()).not.toMatch(/(?<!\d)-\d/); // '25-26' is the edition

  const { events } = await getEvents(server);
  const count = (category: string) => events.filter((e) => e.category === category).length;
  await visible(page, `${count('technical')} Engineering Challenges`);
  await visible(page, `${count('non-technical')} Strategy Games`);
  // docs/product.md#home: the home page's Special card reads '2 elite competitions' (the Special page's subtitle differs).
  expect(await page.locator('.category-card[data-category="special"] .category-count').textContent()).toBe(
    `${count('special')} Elite Competitions`,
  );
  await visible(page, '2 Skill-Building Sessions');
  expect(await page.locator('.stat-card').allTextContents()).toEqual([
    expect.stringContaining('2 Workshops'),
    expect.stringContaining(`${events.length} Events`),
    expect.stringContaining('2 Days'),
  ]);
  expect(await page.locator('.hero').getByRole('link', { name: 'REGISTER NOW' }).getAttribute('href')).toBe(
    '/register',
  );
  expect(await page.locator('.hero-capacity').textContent()).toBe('Only the first 456 players can enter.');
  expect(await page.getByRole('link', { name: 'VIEW EVENTS' }).getAttribute('href')).toBe('/events');
  await screenshots(page, 'home');
  // On a wide screen the footer's columns start where the page's content does (not 16 px further out).
  await page.setViewportSize(DESKTOP_VIEWPORT);
  const left = (selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((element) => element.getBoundingClientRect().left);
  expect(await left('.site-footer-grid')).toBe(await left('#choose-title'));
  await page.setViewportSize(MOBILE_VIEWPORT);

  // 10:00 on 1 October 2031 at the venue (India, +05:30), whatever the browser's own zone: the countdown reads to the
  // first day's midnight on the venue's clock, and both register calls of docs/product.md#home are there.
  const before = await openPage();
  await before.clock.setFixedTime(new Date('2031-10-01T10:00:00+05:30'));
  await before.goto('/');
  await before.locator('.countdown[role="timer"]').waitFor();
  expect(await before.locator('.countdown-value').allTextContents()).toEqual(['21', '14', '00', '00']);
  expect(await before.locator('.hero').getByRole('link', { name: 'REGISTER NOW' }).getAttribute('href')).toBe(
    '/register',
  );
  expect(await before.locator('.hero-capacity').textContent()).toBe('Only the first 456 players can enter.');
  // docs/product.md#home: the bottom call to action leads to /maintenance.
  expect(await before.locator('.cta-band a').getAttribute('href')).toBe('/maintenance');
  await before.locator('.cta-band a').click();
  await before.getByRole('heading', { name: 'Under Maintenance' }).waitFor();
  expect(await before.locator('main').getByRole('link', { name: 'Go to Registration' }).getAttribute('href')).toBe(
    '/register',
  );
  await before.context().close();

  // A fresh install's edition (23-24 October 2025) is over: the countdown says so instead of negative numbers, and
  // nobody is called to register (docs/decisions/0038-the-edition-is-data.md) — VIEW EVENTS alone, no call for the first players, no band.
  const over = await startApiServer({ edition: 'fresh' });
  const afterContext = await browser.newContext({ viewport: MOBILE_VIEWPORT, baseURL: over.baseUrl });
  try {
    const after = await afterContext.newPage();
    await after.goto('/');
    await after.getByRole('heading', { level: 1, name: 'MECH SYMPOSIUM 25-26' }).waitFor();
    await visible(after, 'The games are over — thank you for playing.');
    await visible(after, 'October 23 & 24, 2025');
    expect(await after.locator('.countdown').count()).toBe(0);
    expect(await after.locator('.hero').textContent()).not.toMatch(/(?<!\d)-\d/);
    expect(await after.getByRole('link', { name: 'REGISTER NOW' }).count()).toBe(0);
    expect(await after.locator('.hero-capacity').count()).toBe(0);
    expect(await after.locator('.cta-band').count()).toBe(0);
    expect(await after.getByRole('link', { name: 'VIEW EVENTS' }).getAttribute('href')).toBe('/events');
    await screenshots(after, 'home-over');
  } finally {
    await afterContext.close();
    await over.stop();
  }
});

test("once the organisers have closed registration /register says so and shows no form or payment QR; home, /maintenance and the other pages call nobody to register; /accommodation books nothing, not even while it checks; the installed app's /register never flashes the form", async () => {
  // A server whose organisers closed registration early, on 1 November 2026 at the venue (today is later).
  const closed = await startApiServer({ env: { REGISTRATION_CLOSES_AT: '2026-11-01T00:00:00+05:30' } });
  const context = await browser.newContext({ viewport: MOBILE_VIEWPORT, baseURL: closed.baseUrl });
  try {
    // The page is drawn as the notice on the server: without JavaScript, and with it the form never shows.
    const withoutScript = await browser.newContext({
      viewport: MOBILE_VIEWPORT,
      baseURL: closed.baseUrl,
      javaScriptEnabled: false,
    });
    const drawn = await withoutScript.newPage();
    await drawn.goto('/register');
    expect(await drawn.locator('.first-screen').textContent()).toContain(CLOSED);
    expect(await drawn.locator('input[name="firstName"]').count()).toBe(0);
    await withoutScript.close();
    const page = await context.newPage();
    await page.addInitScript((checking) => {
      new MutationObserver(() => {
        if (document.querySelector('input[name="firstName"]')) document.documentElement.dataset.formShown = 'yes';
        if (document.querySelector('select[name="gender"]')) document.documentElement.dataset.bookingShown = 'yes';
        if (location.pathname === '/register' && document.body?.textContent?.includes(checking)) {
          document.documentElement.dataset.checkingShown = 'yes';
        }
      }).observe(document, { childList: true, subtree: true });
    }, M.registrationChecking);
    await page.goto('/register');
    await visible(page, CLOSED);
    expect(await page.evaluate(() => document.documentElement.dataset.formShown)).toBeUndefined();
    // Drawn by the server with the config: the app's first render knows it, so it never checks on screen.
    expect(await page.evaluate(() => document.documentElement.dataset.checkingShown)).toBeUndefined();
    expect(await page.title()).toContain('Registration Closed');
    expect(await page.getByLabel('First Name').count()).toBe(0);
    expect(await page.locator('.payment-qr, img[alt*="QR"]').count()).toBe(0);
    expect(await page.locator('main').getByRole('link', { name: 'Login', exact: true }).getAttribute('href')).toBe(
      '/login',
    );
    expect(await page.locator('main').getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
    expect(await seriousViolations(page)).toEqual([]);
    await screenshots(page, 'register-closed');

    // Home calls nobody to register: VIEW EVENTS alone, no call for the first 456 players, no register band.
    await page.goto('/');
    expect(await page.locator('.hero-capacity').textContent()).toBe(CLOSED);
    expect(await page.getByRole('link', { name: 'REGISTER NOW' }).count()).toBe(0);
    expect(await page.locator('.hero').textContent()).not.toContain('players can enter');
    expect(await page.locator('.cta-band').count()).toBe(0);
    expect(await page.getByRole('link', { name: 'VIEW EVENTS' }).getAttribute('href')).toBe('/events');

    // Rooms come with a registration: /accommodation offers no booking either — not even for a moment while the
    // page asks the server whether registration is open (it is not drawn on the server).
    await page.goto('/accommodation');
    await page.locator('.accommodation-form').getByText(CLOSED_ACCOMMODATION, { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'REGISTER' }).count()).toBe(0);
    expect(await page.getByLabel('Gender').count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.dataset.bookingShown)).toBeUndefined();
    await screenshots(page, 'accommodation-closed');
    // While the answer is on its way the card says it is checking; offline (no answer ever seen), it says so and
    // offers Retry — never the booking.
    const heldConfig = await holdRequests(page, '**/api/v1/config');
    await page.reload();
    await visible(page, M.accommodationChecking);
    expect(await page.getByLabel('Gender').count()).toBe(0);
    await saveScreenshot(page.locator('.accommodation-form'), { path: '/tmp/e2e-accommodation-checking-390.png' });
    await heldConfig.release();
    await page.locator('.accommodation-form').getByText(CLOSED_ACCOMMODATION, { exact: true }).waitFor();
    await page.unroute('**/api/v1/config');
    await page.route('**/api/v1/config', (route) => route.abort('internetdisconnected'));
    await page.reload();
    await visible(page, M.accommodationCheckFailed);
    expect(await page.getByLabel('Gender').count()).toBe(0);
    await screenshots(page, 'accommodation-check-failed');
    await page.unroute('**/api/v1/config');
    await page.locator('.accommodation-form').getByRole('button', { name: 'Retry' }).click();
    await page.locator('.accommodation-form').getByText(CLOSED_ACCOMMODATION, { exact: true }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dataset.bookingShown)).toBeUndefined();

    // Nor do the other pages call a visitor to register (docs/decisions/0038-the-edition-is-data.md): the bands and buttons that lead to
    // /register step aside; terms say registration has closed where 'I Accept' was. The footer's address is the
    // sign the page has the server's answer.
    const configKnown = () => page.locator('.footer-email').waitFor();
    const registerLinks = () => page.locator('a[href="/register"]').count();
    await page.goto('/events');
    await configKnown();
    expect(await page.locator('.date-card').textContent()).toContain('October 23 & 24, 2031');
    expect(await registerLinks()).toBe(0);
    await page.goto('/events/technical');
    await configKnown();
    expect(await page.getByRole('heading', { name: 'Ready to Compete?' }).count()).toBe(0);
    expect(await registerLinks()).toBe(0);
    await screenshots(page, 'events-closed');
    await page.goto('/workshops');
    await configKnown();
    expect(await page.getByRole('heading', { name: 'Secure Your Seat' }).count()).toBe(0);
    expect(await registerLinks()).toBe(0);
    for (const path of ['/team', '/contact']) {
      await page.goto(path);
      await configKnown();
      expect(await page.locator('.cta-band').count()).toBe(0);
      expect(await registerLinks()).toBe(0);
    }
    await page.goto('/terms-and-conditions');
    await configKnown();
    await page.locator('.terms-accept').getByText(CLOSED, { exact: true }).waitFor();
    expect(await page.getByRole('link', { name: /I Accept/ }).count()).toBe(0);
    expect(await page.getByRole('contentinfo').getByRole('link', { name: 'Register', exact: true }).count()).toBe(0);
    await screenshots(page, 'terms-closed');
    await page.goto('/login');
    await configKnown();
    expect(await page.getByText('New player?').count()).toBe(0);
    expect(await registerLinks()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    // /maintenance (where the home page's bottom band led) points to the events instead.
    await page.goto('/maintenance');
    await configKnown();
    await page.getByRole('heading', { name: 'Under Maintenance' }).waitFor();
    expect(await registerLinks()).toBe(0);
    expect(await page.locator('main').getByRole('link', { name: 'View Events' }).getAttribute('href')).toBe('/events');
    await screenshots(page, 'maintenance-closed');

    // The installed app draws /register from the service worker's cached shell, without the config: it waits for
    // the config rather than flash the form, answers offline from the config the worker kept, and with none kept
    // says it cannot check (docs/decisions/0038-the-edition-is-data.md).
    await installedAppRegister(closed);
  } finally {
    await context.close();
    await closed.stop();
  }
});

async function installedAppRegister(closed: ApiServer) {
  const context = await browser.newContext({
    viewport: MOBILE_VIEWPORT,
    baseURL: closed.baseUrl,
    serviceWorkers: 'allow',
  });
  try {
    const page = await context.newPage();
    await page.goto('/');
    await workerInControl(page);
    await page.addInitScript(() => {
      new MutationObserver(() => {
        if (document.querySelector('input[name="firstName"]')) document.documentElement.dataset.formShown = 'yes';
      }).observe(document, { childList: true, subtree: true });
    });
    const formShown = () => page.evaluate(() => document.documentElement.dataset.formShown);

    // While the config is on its way the page says it is checking; then the closed notice. Never the form.
    const heldConfig = await holdRequests(context, '**/api/v1/config');
    const response = await page.goto('/register');
    expect(response?.fromServiceWorker()).toBe(true);
    await visible(page, M.registrationChecking);
    expect(await page.title()).toContain('Register');
    await screenshots(page, 'register-checking');
    await heldConfig.release();
    await visible(page, CLOSED);
    expect(await formShown()).toBeUndefined();
    await context.unroute('**/api/v1/config');

    // Offline, the worker answers with the config it kept: still closed, still no form.
    await context.setOffline(true);
    await page.reload();
    await visible(page, CLOSED);
    expect(await formShown()).toBeUndefined();

    // No config to be had — none kept (the worker's copy expired, or its own fetch failed) and no answer from the
    // network: it says it cannot check, with Retry. No form for a registration that could not be finished and may
    // have closed. Retry asks again, and so does the browser coming back online.
    await context.setOffline(false);
    const cannotCheck = async () => {
      // The network refuses first, then the kept copy goes: a refresh of the copy already on its way (the worker
      // revalidates what it answers) can no longer put it back once the page asks again.
      await context.route('**/api/v1/config', (route) => route.abort('internetdisconnected'));
      await expect
        .poll(
          async () => {
            await page.evaluate(async () => {
              const cache = await caches.open('public-api');
              for (const request of await cache.keys())
                if (new URL(request.url).pathname === '/api/v1/config') await cache.delete(request);
            });
            await page.reload();
            return page
              .getByText(M.registrationCheckFailed, { exact: true })
              .first()
              .waitFor({ timeout: 5_000 })
              .then(
                () => true,
                () => false,
              );
          },
          { timeout: 30_000, interval: 500 },
        )
        .toBe(true);
      expect(await formShown()).toBeUndefined();
      await context.unroute('**/api/v1/config');
    };
    await cannotCheck();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshots(page, 'register-check-failed');
    await page.locator('main').getByRole('button', { name: 'Retry' }).click();
    await visible(page, CLOSED);
    await cannotCheck();
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await visible(page, CLOSED);
    expect(await formShown()).toBeUndefined();
  } finally {
    await context.close();
  }
}

test('first paint: the entry stylesheet is inline and allowed by its CSP hash; no page fetches it again', async () => {
  const page = await openPage();
  // Init scripts run outside the page's CSP; a refused inline style fires this event.
  await page.addInitScript(() => {
    const refused: string[] = [];
    (window as unknown as { refusedByCsp: string[] }).refusedByCsp = refused;
    document.addEventListener('securitypolicyviolation', (e) =>
      refused.push(`${e.effectiveDirective} ${e.blockedURI}`),
    );
  });
  const stylesheets: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') stylesheets.push(new URL(request.url()).pathname);
  });
  const refusedByCsp = () => page.evaluate(() => (window as unknown as { refusedByCsp: string[] }).refusedByCsp);

  await page.goto('/');
  await page.getByRole('heading', { level: 1, name: 'MECH SYMPOSIUM 25-26' }).waitFor();
  // The web fonts join once the app has rendered and loaded them (src/lib/web-fonts.ts).
  await page.waitForFunction(() => document.documentElement.classList.contains('web-fonts'));
  const body = await page.evaluate(() => {
    const style = getComputedStyle(document.body);
    return { margin: style.margin, background: style.backgroundColor, font: style.fontFamily };
  });
  expect(body).toEqual({
    margin: '0px',
    background: 'rgb(11, 11, 15)',
    font: expect.stringContaining('Inter Variable'),
  });

  // The payment step lists the entry stylesheet among its dependencies; the page already has it.
  await page.goto('/register');
  const paymentStep = page.waitForResponse((response) => /\/payment-step-[\w-]+\.js$/.test(response.url()));
  await appTookOver(page);
  await page.getByLabel('First Name').focus();
  await paymentStep;
  await page.waitForLoadState('networkidle');
  expect(stylesheets).toEqual([]);
  expect(await refusedByCsp()).toEqual([]);
  await screenshots(page, 'register-first-paint');
});

describe('events', () => {
  test('each category page shows its cards from the API, and /events links to all three', async () => {
    const page = await openPage();
    await page.goto('/events');
    await visible(page, 'October 23 & 24, 2031');
    await screenshots(page, 'events');
    const { events } = await getEvents(server);
    for (const [path, category, title] of [
      ['/events/technical', 'technical', 'Technical Events'],
      ['/events/non-technical', 'non-technical', 'Non-Technical Events'],
      ['/events/special', 'special', 'Special Events'],
    ] as const) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      const names = events.filter((e) => e.category === category).map((e) => e.name);
      await page.locator('.event-card').first().waitFor();
      expect((await page.locator('.event-card .card-title').allTextContents()).sort()).toEqual([...names].sort());
      // Visitors see 'Login to Register' (docs/product.md#registering-for-events-and-workshops) and the 'Ready to Compete' call to action.
      expect(await page.getByRole('link', { name: 'Login to Register' }).count()).toBe(names.length);
      await page.getByRole('heading', { name: 'Ready to Compete?' }).waitFor();
    }
    await visible(page, '2 Premium Challenging Events');
  });

  test('/events opened from a page that had no events yet: the category cards stay where they first showed when the counts come', async () => {
    const page = await openPage();
    await page.goto('/login');
    // A slow network: the list the counts come from arrives once the page has been seen without it.
    const list = await holdRequests(page, '**/api/v1/events');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('banner').getByRole('link', { name: 'Events', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Events' }).waitFor();
    const special = page.getByRole('link', { name: /^Special Events/ });
    const shownAt = (await special.boundingBox())!.y;
    expect(await page.getByText('2 Premium Challenging Events').count()).toBe(0);
    await list.release();
    await visible(page, '2 Premium Challenging Events');
    // The counts filled lines kept for them, instead of pushing each card below down under a finger.
    expect((await special.boundingBox())!.y).toBe(shownAt);
    await saveScreenshot(page, { path: '/tmp/e2e-events-counts-came-mobile.png' });
  });

  test('the detail modal opens, traps focus and closes on Escape, outside click and the close mark', async () => {
    const page = await openPage();
    await page.goto('/events/technical');
    await page.getByRole('button', { name: 'View details of SKY SHOT' }).click();
    const dialog = page.getByRole('dialog', { name: 'SKY SHOT' });
    await dialog.waitFor();
    await dialog.getByRole('heading', { name: 'Rules & Regulations' }).waitFor();
    await dialog.getByRole('link', { name: 'Login to Register' }).waitFor();
    await screenshots(page, 'event-modal');

    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('dialog'))).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('dialog'))).toBe(true);

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    // Focus returns to the button that opened it.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('View Details');

    await page.getByRole('button', { name: 'View details of SKY SHOT' }).click();
    await dialog.waitFor();
    await page.mouse.click(5, 5); // the backdrop, outside the sheet
    await dialog.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'View details of ENGINE GAMBLE' }).click();
    await page.getByRole('dialog', { name: 'ENGINE GAMBLE' }).getByRole('button', { name: 'Close' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
  });

  test('an event the staff add to the database appears without a rebuild, with the spec fallbacks', async () => {
    const db = openServerDatabase(server);
    const now = new Date().toISOString();
    db.prepare(
      `insert into events (id, seed_key, name, category, description, type, team_min, team_max, venue, date, time_start, time_end,
        max_participants, registration_deadline, rules, prizes, coordinators, status, created_at, updated_at, deleted_at)
       values (?, null, ?, 'special', ?, 'individual', 1, 1, 'Main Arena', '2025-10-24', '15:00', '16:00', 100,
        '2025-10-22T23:59', '[]', '{}', '[]', 'upcoming', ?, ?, null)`,
    ).run('e2e-glass-bridge', 'GLASS BRIDGE', 'Step only on the tempered panes.', now, now);
    db.close();

    const page = await openPage();
    await page.goto('/events/special');
    const card = page.locator('.event-card', { hasText: 'GLASS BRIDGE' });
    await card.waitFor();
    expect(await card.textContent()).toContain('TBA'); // no coordinator
    await visible(page, '3 Premium Challenging Events');
    await card.getByRole('button', { name: 'View Details' }).click();
    await page
      .getByRole('dialog', { name: 'GLASS BRIDGE' })
      .getByText('Rules to be announced', { exact: true })
      .waitFor();
  });
});

test('accommodation: REGISTER waits for a night, a gender and the rules; the choice reaches /register and its total', async () => {
  const page = await openPage();
  await page.goto('/accommodation');
  const register = page.getByRole('button', { name: 'REGISTER' });
  expect(await register.isDisabled()).toBe(true);
  await visible(page, M.accommodationDatesGender);
  await page.getByRole('button', { name: 'OCT 23' }).click();
  expect(await page.getByRole('button', { name: 'OCT 23' }).getAttribute('aria-pressed')).toBe('true');
  await page.getByLabel('Gender').selectOption('female');
  expect(await register.isDisabled()).toBe(true);
  await visible(page, M.accommodationRules);
  await page.getByRole('checkbox', { name: /accept the accommodation rules/ }).check();
  await screenshots(page, 'accommodation');
  await register.click();
  await page.waitForURL('**/register');
  expect(JSON.parse((await page.evaluate(() => sessionStorage.getItem('accommodationData'))) ?? '{}')).toEqual({
    needsAccommodation: true,
    selectedDates: [FIRST_NIGHT],
    gender: 'female',
  });
  // Back on the page, the kept choice comes back whole, its rules tick included; an untick is kept as well.
  const rules = page.getByRole('checkbox', { name: /accept the accommodation rules/ });
  await page.goBack();
  await register.waitFor();
  expect(await rules.isChecked()).toBe(true);
  expect(await register.isEnabled()).toBe(true);
  await rules.uncheck();
  await page.reload();
  await register.waitFor();
  expect(await page.getByRole('button', { name: 'OCT 23' }).getAttribute('aria-pressed')).toBe('true');
  expect(await page.getByLabel('Gender').inputValue()).toBe('female');
  expect(await rules.isChecked()).toBe(false);
  expect(await register.isDisabled()).toBe(true);
  await rules.check();
  await register.click();
  await page.waitForURL('**/register');

  const person = newParticipant();
  await fillPersonalDetails(page, person);
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  expect(await page.getByRole('checkbox', { name: /I need accommodation/ }).isChecked()).toBe(true);
  expect(await page.getByLabel('Check-in').inputValue()).toBe(FIRST_NIGHT);
  expect(await page.getByLabel('Gender').inputValue()).toBe('female');
  await page.getByLabel('Workshop only').check();
  await visible(page, 'Total payable: ₹499'); // 199 + 300
});

test('contact: the spec messages for bad input, what was typed kept over a reload, then the success text', async () => {
  const page = await openPage();
  await page.goto('/contact');
  await page.getByRole('heading', { name: 'Contact Us' }).waitFor();
  await page.getByRole('button', { name: 'Send Message' }).click();
  await visible(page, M.contactNameRequired);
  await visible(page, M.contactPhoneRequired);
  await visible(page, M.contactSubjectRequired);
  await visible(page, M.contactMessageRequired);

  await page.getByLabel('Name', { exact: true }).fill('R2 D2 Kavya');
  expect(await page.getByLabel('Name', { exact: true }).inputValue()).toBe('R D Kavya');
  await page.getByLabel('Phone', { exact: true }).fill('+91 98765-43210');
  expect(await page.getByLabel('Phone', { exact: true }).inputValue()).toBe('9876543210');
  await page.getByLabel('Phone', { exact: true }).fill('98765-43210-99');
  expect(await page.getByLabel('Phone', { exact: true }).inputValue()).toBe('987654321099'); // never cut
  await page.getByLabel('Name', { exact: true }).fill('K');
  await page.getByLabel('Email', { exact: true }).fill('kavya@college.edu');
  await page.getByLabel('Phone', { exact: true }).fill('98765');
  await page.getByLabel('Subject', { exact: true }).fill('Team events');
  await page.getByLabel('Message', { exact: true }).fill('Can two colleges form one team?');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await visible(page, M.contactNameMin);
  await visible(page, M.contactPhoneDigits);

  await page.getByLabel('Name', { exact: true }).fill('Kavya');
  await page.getByLabel('Phone', { exact: true }).fill('9876543210');
  // A reload (a phone dropping the tab) keeps what was typed, for this tab's session.
  await page.reload();
  await page.getByRole('heading', { name: 'Contact Us' }).waitFor();
  expect(await page.getByLabel('Message', { exact: true }).inputValue()).toBe('Can two colleges form one team?');
  expect(await page.getByLabel('Name', { exact: true }).inputValue()).toBe('Kavya');
  expect(await page.getByLabel('Phone', { exact: true }).inputValue()).toBe('9876543210');
  // The server's answer first (a slow one under a busy run is no failure; a refusal names its status here).
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/v1/contact') && r.request().method() === 'POST', {
    timeout: 60_000,
  });
  await page.getByRole('button', { name: 'Send Message' }).click();
  expect((await answer).status()).toBe(200);
  await visible(page, M.contactSent);
  expect(await page.getByLabel('Message', { exact: true }).inputValue()).toBe('');
  // A sent message is not kept.
  expect(await page.evaluate(() => JSON.stringify(sessionStorage))).not.toContain('Can two colleges');
  // No map link set (the default): the link searches Google Maps for the venue.
  const mapLink = page.getByRole('link', { name: 'Open College of Engineering in Maps' });
  await mapLink.waitFor();
  expect(await mapLink.getAttribute('href')).toMatch(/^https:\/\/www\.google\.com\/maps\/search\//);
  expect(await page.locator('iframe[loading="lazy"]').count()).toBe(1);
  await screenshots(page, 'contact');

  await page.route('**/api/v1/contact', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false}' }),
  );
  await page.getByLabel('Name', { exact: true }).fill('Kavya');
  await page.getByLabel('Email', { exact: true }).fill('kavya@college.edu');
  await page.getByLabel('Phone', { exact: true }).fill('9876543210');
  await page.getByLabel('Subject', { exact: true }).fill('Again');
  await page.getByLabel('Message', { exact: true }).fill('Second message');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await page.getByRole('alert').filter({ hasText: M.contactFailed }).waitFor();
});

test('terms: nine terms and Accept leads to /register; team, workshops and not-found render', async () => {
  const page = await openPage();
  await page.goto('/terms-and-conditions');
  await page.locator('.terms-item').first().waitFor();
  expect(await page.locator('.terms-item').count()).toBe(9);
  // Each card's number ('01' … '09') sits on one line, measured by the lines its text makes, on a small phone and on a
  // laptop (a long term used to squeeze it to '0' over '1').
  const numberLines = () =>
    page.locator('.terms-number').evaluateAll((numbers) =>
      numbers.map((number) => {
        const range = document.createRange();
        range.selectNodeContents(number);
        return `${number.textContent}: ${range.getClientRects().length}`;
      }),
    );
  const oneLineEach = Array.from({ length: 9 }, (_, i) => `${String(i + 1).padStart(2, '0')}: 1`);
  await page.setViewportSize({ width: 360, height: 740 });
  expect(await numberLines()).toEqual(oneLineEach);
  await page.setViewportSize(DESKTOP_VIEWPORT);
  expect(await numberLines()).toEqual(oneLineEach);
  await screenshots(page, 'terms');
  await page.getByRole('link', { name: /I Accept/ }).click();
  await page.waitForURL('**/register');
  await page.getByRole('heading', { name: 'Player Registration' }).waitFor();

  // The team organisers entered in /admin/team (a fresh install has none).
  await saveTeam(server, await adminToken(server), FULL_TEAM);
  await page.goto('/team');
  await page.locator('.team-card').first().waitFor();
  expect(await page.getByText('To be announced').count()).toBe(0);
  for (const [title, n] of [
    ['Staff in Charge', 2],
    ['Office Bearers', 12],
    ['Executives', 10],
    ['Coordinators', 12],
  ] as const) {
    const section = page.locator('section.team-section', {
      has: page.getByRole('heading', { name: new RegExp(`^${title}`) }),
    });
    expect(await section.locator('.team-card').count()).toBe(n);
  }
  await screenshots(page, 'team');

  await page.goto('/workshops');
  await page.locator('.workshop-card').first().waitFor();
  expect(await page.locator('.workshop-card').count()).toBe(2);
  await visible(page, "What You'll Learn");
  await visible(page, 'Details');
  await page.getByRole('link', { name: 'Login to Register' }).first().waitFor();
  await screenshots(page, 'workshops');
});

test('a visitor pressing Login to Register lands on /login with the spec text', async () => {
  const page = await openPage();
  await page.goto('/workshops');
  await page.getByRole('link', { name: 'Login to Register' }).first().click();
  await page.waitForURL('**/login');
  await visible(page, M.loginToRegisterWorkshops);
});

describe('every public route on a phone', () => {
  // The axe check and the tap-target check look at the same screens at the same width: each route is loaded once
  // (with its data: 'networkidle'), and both look at it there. A coordinator's phone is a tel: link in the event and
  // workshop cards, so the screens have one for both.
  const UNKNOWN_CERTIFICATE = verifyCertificatePath('A'.repeat(22));
  const routes = [
    '/',
    '/events',
    '/events/technical',
    '/events/non-technical',
    '/events/special',
    '/workshops',
    '/accommodation',
    '/team',
    '/contact',
    '/terms-and-conditions',
    '/maintenance',
    '/results',
    // A certificate's verification page (here an unknown number: what a mistyped address shows).
    UNKNOWN_CERTIFICATE,
    '/register',
    '/login',
    '/forgot-password',
    '/reset-password',
    '/no-such-page',
  ];
  const tapTargetRoutes = new Set([
    '/',
    '/events',
    '/events/technical',
    '/workshops',
    '/accommodation',
    '/team',
    '/contact',
    '/terms-and-conditions',
    '/maintenance',
    '/results',
    UNKNOWN_CERTIFICATE,
    '/register',
    '/login',
    '/forgot-password',
    '/no-such-page',
  ]);
  const axeProblems: string[] = [];
  const small: string[] = [];
  const titles = new Map<string, string>();
  let page: Page;

  beforeAll(async () => {
    const db = openServerDatabase(server);
    db.prepare("update events set coordinators = ? where name = 'SKY SHOT'").run(
      JSON.stringify([{ name: 'Student Coordinator', phone: '9876543210' }]),
    );
    db.prepare('update workshops set coordinators = ?').run(
      JSON.stringify([{ name: 'Workshop Coordinator', phone: '9876543211' }]),
    );
    db.close();
    page = await openPage(MOBILE_VIEWPORT);
    for (const route of routes) {
      await page.goto(route);
      await page.locator('main h1').first().waitFor();
      await page.waitForLoadState('networkidle');
      titles.set(route, await page.title());
      for (const violation of await seriousViolations(page)) axeProblems.push(`${route}: ${violation}`);
      if (!tapTargetRoutes.has(route)) continue;
      const found = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('a[href], button, summary')]
          .filter((element) => element.checkVisibility() && !element.classList.contains('skip-link'))
          .map((element) => ({
            text: (element.textContent || element.getAttribute('aria-label') || '').trim(),
            box: element.getBoundingClientRect(),
          }))
          .filter(({ box }) => box.height < 44 || box.width < 44)
          .map(({ text, box }) => `${text} (${Math.round(box.width)} × ${Math.round(box.height)})`),
      );
      for (const entry of found) small.push(`${route}: ${entry}`);
    }
  }, 240_000);

  test('every public page names its own tab: "<page> · <edition>", the home page the edition alone', async () => {
    // The list above holds every public route of the router (a new page is added there: docs/architecture.md, "Page
    // titles"); /profile, a signed-in participant's page ('Player Profile'), sends a visitor to /login.
    const publicPaths = Object.values(paths)
      .filter((path) => !isStaffPath(path) && path !== paths.profile)
      .map((path) => (path === paths.verifyCertificate ? UNKNOWN_CERTIFICATE : path.replace(/\/:\w+\?$/, '')));
    expect(publicPaths.filter((path) => !routes.includes(path))).toEqual([]);
    const edition = editionTitle(TEST_EDITION);
    expect(titles.get('/')).toBe(edition);
    for (const [route, title] of titles) {
      if (route !== '/') expect(title, route).toMatch(new RegExp(`^\\S.* · ${edition}$`));
    }
    expect(titles.get('/team')).toBe(`Our Team · ${edition}`);
    expect(new Set(titles.values()).size, [...titles].join('\n')).toBe(routes.length);
  });

  test('axe finds no serious or critical violations on the public routes, register and login', async () => {
    // The open modal too.
    await page.goto('/events/technical');
    await page.getByRole('button', { name: 'View details of SKY SHOT' }).click();
    await page.getByRole('dialog').waitFor();
    for (const violation of await seriousViolations(page)) axeProblems.push(`modal: ${violation}`);
    expect(axeProblems).toEqual([]);
  });

  test('on a phone every link and button is a tap target of at least 44 × 44 px, inline text links included', async () => {
    // design.md: 'generous tap targets (≥ 44 px)'. 'Forgot password?', 'Login', 'Register now' and the like sit in a
    // line of text; their box (what a finger hits) must still be 44 px both ways.
    await page.goto('/events/technical');
    await page.getByRole('link', { name: '9876543210' }).first().waitFor();
    await saveScreenshot(page.locator('.event-card', { hasText: 'SKY SHOT' }), {
      path: '/tmp/e2e-tap-targets-event-card-mobile.png',
    });
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).waitFor();
    await screenshots(page, 'login-tap-targets');
    await page.goto('/contact');
    await page.locator('a.contact-value[href^="mailto:"]').waitFor();
    await screenshots(page, 'contact-tap-targets');
    expect(small).toEqual([]);
  });
});
