import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { beforeAll, expect, test } from 'vitest';
import { createParticipant, getEvents } from '../support/api-calls';
import type { ApiServer } from '../support/api-server';
import { appTookOver, DESKTOP_VIEWPORT, MOBILE_VIEWPORT } from '../support/browser';
import { useServerAndBrowser } from '../support/server-and-browser';
import { signedInStorage } from '../support/sign-in';
import { saveScreenshot } from '../support/screenshots';

// The server answers /, the event lists and /register with the page already drawn (the web app's own components,
// apps/web/src/first-screen), so a phone paints the page before the JavaScript arrives; the app then renders the
// same page over it. Lighthouse: largest contentful paint no longer waits for the app.

const suite = useServerAndBrowser();
let server: ApiServer;
let browser: Browser;
beforeAll(() => ({ server, browser } = suite));

async function openPage(options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext({ viewport: MOBILE_VIEWPORT, baseURL: server.baseUrl, ...options });
  return context.newPage();
}

test('without JavaScript, /, /events/technical and /register show the page itself, titled, and inert', async () => {
  const page = await openPage({ javaScriptEnabled: false });

  await page.goto('/');
  expect(await page.locator('main h1').textContent()).toBe('MECH SYMPOSIUM 25-26');
  // The test edition's games are ahead and registration is open: its date, the countdown and REGISTER NOW are drawn.
  expect(await page.locator('.hero').textContent()).toContain('October 23 & 24, 2031');
  expect(await page.locator('.hero .countdown[role="timer"] .countdown-value').count()).toBe(4);
  expect(await page.locator('.hero').getByRole('link', { name: 'REGISTER NOW' }).getAttribute('href')).toBe(
    '/register',
  );
  expect(await page.locator('.boot-loading').count()).toBe(0);
  await saveScreenshot(page, { path: '/tmp/e2e-first-screen-home-mobile.png' });

  // The cards come from the live catalogue, as the app would draw them.
  const { events } = await getEvents(server);
  const technical = events.filter((event) => event.category === 'technical').map((event) => event.name);
  expect(technical.length).toBeGreaterThan(0);
  await page.goto('/events/technical');
  expect(await page.title()).toBe('Technical Events · MECH SYMPOSIUM 25-26');
  expect(await page.locator('main h1').textContent()).toBe('Technical Events');
  expect(await page.locator('.card-grid .card h2').allTextContents()).toEqual(technical);
  await saveScreenshot(page, { path: '/tmp/e2e-first-screen-events-mobile.png' });

  await page.goto('/register');
  expect(await page.title()).toBe('Register · MECH SYMPOSIUM 25-26');
  expect(await page.locator('main h1').textContent()).toBe('Player Registration');
  expect(await page.locator('form input[name="firstName"]').count()).toBe(1);
  // Nothing in the drawn page can be used before the app takes over (a GET submit would put the password in the URL).
  expect(await page.locator('.first-screen[inert][aria-disabled="true"] form').count()).toBe(1);
  await page.setViewportSize(DESKTOP_VIEWPORT);
  await saveScreenshot(page, { path: '/tmp/e2e-first-screen-register-desktop.png' });
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

/**
 * The size the browser gives the drawn page's largest paint (its title) when nothing replaces it: the same page with
 * the app's own script refused.
 */
async function drawnPageLargestPaint(route: string): Promise<{ id: string; size: number }> {
  const page = await openPage();
  await page.route(/\/assets\/index-[\w-]+\.js$/, (request) => request.abort());
  await page.mainFrame().goto(route); // the frame's own goto: the page's waits for an app that never comes
  // Read once the drawn page has loaded and painted twice more: read earlier (a busy machine), the largest paint so far
  // can be a menu item painted before the title.
  await page.mainFrame().waitForLoadState('load');
  const paint = await page.evaluate(
    () =>
      new Promise<{ id: string; size: number }>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() =>
            new PerformanceObserver((list) => {
              const entry = list.getEntries().at(-1) as PerformanceEntry & { element: Element | null; size: number };
              resolve({ id: entry.element?.tagName ?? '(removed)', size: entry.size });
            }).observe({ type: 'largest-contentful-paint', buffered: true }),
          ),
        ),
      ),
  );
  expect(await page.locator('.first-screen').count()).toBe(1);
  await page.context().close();
  return paint;
}

test("the app's render over the drawn page is not a later, larger paint: the web fonts are asked for after it", async () => {
  for (const route of ['/', '/register']) {
    const drawnTitle = await drawnPageLargestPaint(route);
    expect({ route, id: drawnTitle.id }).toEqual({ route, id: 'H1' });
    const page = await openPage();
    // Init scripts run outside the page's CSP. When the app replaced the drawn page, whether each font was asked
    // for after that, and every largest-contentful-paint entry the browser reports.
    await page.addInitScript(() => {
      const fontsAsked: boolean[] = [];
      const largestPaints: { id: string; drawn: boolean; size: number }[] = [];
      const state = { fontsAsked, largestPaints, appRenderedAt: Number.POSITIVE_INFINITY };
      Object.assign(window, state);
      new MutationObserver(() => {
        const root = document.getElementById('root');
        if (
          root?.firstElementChild &&
          !root.querySelector('.first-screen') &&
          state.appRenderedAt === Number.POSITIVE_INFINITY
        ) {
          state.appRenderedAt = performance.now();
        }
      }).observe(document, { childList: true, subtree: true });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          if (/\.woff2$/.test(entry.name)) fontsAsked.push(entry.startTime > state.appRenderedAt);
        }
      }).observe({ type: 'resource', buffered: true });
      // Whether both fonts were there when the pages switched to them (one restyle, not one per font).
      new MutationObserver(() => {
        if (!document.documentElement.classList.contains('web-fonts') || 'fontsAtSwitch' in window) return;
        Object.assign(window, {
          fontsAtSwitch: [document.fonts.check('1em "Bebas Neue"'), document.fonts.check('1em "Inter Variable"')],
        });
      }).observe(document, { attributes: true, attributeFilter: ['class'], subtree: true });
      // An entry whose element has left the page by the time it is delivered (a busy machine delivers it after the
      // app replaced the drawn page) has no element: painted before the app rendered, it was the drawn page's.
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null; size: number })[]) {
          const { element, size } = entry;
          largestPaints.push(
            element
              ? { id: element.tagName, drawn: Boolean(element.closest('.first-screen')), size }
              : { id: '(removed)', drawn: entry.startTime < state.appRenderedAt, size },
          );
        }
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await page.goto(route);
    await appTookOver(page);
    // Both web fonts arrive once the app has rendered, and the page's titles use them then.
    await page.waitForFunction(() => (window as unknown as { fontsAsked: boolean[] }).fontsAsked.length === 2);
    await page.waitForFunction(() => document.documentElement.classList.contains('web-fonts'));
    await page.evaluate(() => document.fonts.ready);
    const { fontsAsked, fontsAtSwitch, largestPaints, titleFont, loaded } = await page.evaluate(() => ({
      fontsAtSwitch: (window as unknown as { fontsAtSwitch: boolean[] }).fontsAtSwitch,
      fontsAsked: (window as unknown as { fontsAsked: boolean[] }).fontsAsked,
      largestPaints: (window as unknown as { largestPaints: { id: string; drawn: boolean; size: number }[] })
        .largestPaints,
      titleFont: getComputedStyle(document.querySelector('main h1')!).fontFamily,
      loaded: [...document.fonts]
        .filter((font) => font.status === 'loaded')
        .map((font) => font.family)
        .sort(),
    }));
    expect({ route, fontsAsked }).toEqual({ route, fontsAsked: [true, true] });
    expect({ route, fontsAtSwitch }).toEqual({ route, fontsAtSwitch: [true, true] });
    expect(titleFont.startsWith('"Bebas Neue",')).toBe(true);
    expect(loaded).toEqual(['Bebas Neue', 'Bebas Neue Fallback', 'Inter Fallback', 'Inter Variable']);
    // The page's largest paint is its title (a first frame of a page still arriving may have painted a smaller part
    // before it), and nothing the app paints is larger than the drawn page's title: the app's own title, painted in
    // the same face, makes no new largest paint. (A machine too busy to paint the drawn page before the app replaced
    // it reports the app's title as the first and largest paint: the same size.)
    expect({ route, largest: largestPaints.at(-1)?.id }).toEqual({
      route,
      largest: expect.stringMatching(/^(H1|\(removed\))$/),
    });
    const largerByTheApp = largestPaints.filter((paint) => !paint.drawn && paint.size > drawnTitle.size);
    expect({ route, largerByTheApp }).toEqual({ route, largerByTheApp: [] });
    await page.context().close();
  }
});

test("/register's own code is preloaded with the page; the app's form works once it has taken over", async () => {
  const html = await (await fetch(`${server.baseUrl}/register`)).text();
  const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
    (match) => match[1],
  );
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

/** A participant who signed in earlier: the session the app left in local storage (token, refresh token, user). */
async function returningParticipantStorage(): Promise<BrowserContextOptions['storageState']> {
  return signedInStorage(server, await createParticipant(server, 'general', 'Meera Sundaram'));
}

test("a returning participant never reads a visitor's Login on the drawn page; the app then shows their name", async () => {
  const storageState = await returningParticipantStorage();
  const drawn = await openPage({ javaScriptEnabled: false, storageState, viewport: DESKTOP_VIEWPORT });
  // The session is in the browser's storage, which the server cannot read: the drawn page shows no sign-in state.
  for (const route of ['/', '/events/technical', '/register']) {
    await drawn.goto(route);
    expect(await drawn.locator('.first-screen').count()).toBe(1);
    // Neither the header's Login, nor 'Login to Register' on a card, nor /register's 'Already registered? Login'.
    expect({ route, login: (await drawn.locator('.first-screen').innerText()).match(/Login/g) }).toEqual({
      route,
      login: null,
    });
    // A card's register button says nothing yet: registered, left out or open depends on who is looking.
    const registerButtons = await drawn.locator('.first-screen .register-item-button').allInnerTexts();
    expect(registerButtons.map((text) => text.trim())).toEqual(registerButtons.map(() => ''));
    await drawn.setViewportSize(DESKTOP_VIEWPORT);
    await saveScreenshot(drawn, {
      path: `/tmp/e2e-first-screen-signed-in-drawn${route.replaceAll('/', '-')}-desktop.png`,
    });
    await drawn.setViewportSize(MOBILE_VIEWPORT);
    await saveScreenshot(drawn, {
      path: `/tmp/e2e-first-screen-signed-in-drawn${route.replaceAll('/', '-')}-mobile.png`,
    });
  }
  await drawn.context().close();

  const app = await openPage({ storageState, viewport: DESKTOP_VIEWPORT });
  await app.goto('/events/technical');
  await app.locator('.header-user-name').waitFor();
  expect(await app.locator('.header-user-name').textContent()).toBe('Meera Sundaram');
  expect(await app.getByRole('link', { name: 'Login' }).count()).toBe(0);
  // The cards' buttons now say what they say to this participant (the seeded games are closed by now), once
  // the participant's own registrations are known (until then each keeps its place, empty).
  await app.locator('.card-grid .register-item-button').first().waitFor();
  await expect.poll(() => app.locator('.card-grid .register-item-pending').count()).toBe(0);
  const buttons = await app.locator('.card-grid .register-item-button').allInnerTexts();
  expect(buttons.length).toBeGreaterThan(0);
  for (const text of buttons)
    expect(['Register Now', 'Registration Closed', 'Full', '✓ Registered']).toContain(text.trim());
  await saveScreenshot(app, { path: '/tmp/e2e-first-screen-signed-in-app-events-desktop.png' });
  await app.setViewportSize(MOBILE_VIEWPORT);
  await saveScreenshot(app, { path: '/tmp/e2e-first-screen-signed-in-app-events-mobile.png' });
  await app.goto('/register');
  expect(await app.locator('.register-signed-in').textContent()).toContain('signed in as Meera Sundaram');
  await app.context().close();
});

/** Within half a pixel: the layout works in fractions of a pixel, the empty slots' sizes are computed in CSS. */
function expectSameBox(part: string, actual: Box | null, expected: Box | null) {
  expect(actual, part).not.toBeNull();
  expect(expected, part).not.toBeNull();
  for (const side of ['x', 'y', 'width', 'height'] as const) {
    expect(
      Math.abs(actual![side] - expected![side]),
      `${part} ${side}: ${actual![side]} vs ${expected![side]}`,
    ).toBeLessThan(0.5);
  }
}

type Box = { x: number; y: number; width: number; height: number };

/**
 * The page in its web fonts, loaded: the app lets the pages use them after its first render (src/lib/web-fonts.ts);
 * a page without JavaScript is given them here, so that both sides of a comparison are drawn in the same faces.
 */
async function inWebFonts(page: Page, { addClass }: { addClass: boolean }) {
  if (addClass) await page.evaluate(() => document.documentElement.classList.add('web-fonts'));
  else await page.waitForFunction(() => document.documentElement.classList.contains('web-fonts'));
  await page.evaluate(async () => {
    await Promise.all([document.fonts.load('1em "Bebas Neue"'), document.fonts.load('1em "Inter Variable"')]);
    await document.fonts.ready;
  });
}

test("a visitor's page does not move when the app puts Login and the register buttons in the drawn page's empty slots", async () => {
  const boxes = async (page: Page) => ({
    nav: await page.locator('.site-nav').boundingBox(),
    account: await page.locator('.site-menu > :last-child').boundingBox(),
    cardActions: await page.locator('.card-grid .card-actions').first().boundingBox(),
    registerButton: await page.locator('.card-grid .register-item-button').first().boundingBox(),
  });
  const drawn = await openPage({ javaScriptEnabled: false, viewport: DESKTOP_VIEWPORT });
  await drawn.goto('/events/technical');
  await inWebFonts(drawn, { addClass: true });
  expect(await drawn.locator('.first-screen .header-account-pending').count()).toBe(1);
  const before = await boxes(drawn);
  await saveScreenshot(drawn, { path: '/tmp/e2e-first-screen-visitor-drawn-events-desktop.png' });
  await drawn.context().close();

  const app = await openPage({ viewport: DESKTOP_VIEWPORT });
  await app.goto('/events/technical');
  await inWebFonts(app, { addClass: false });
  expect(await app.getByRole('link', { name: 'Login', exact: true }).count()).toBe(1);
  const after = await boxes(app);
  await saveScreenshot(app, { path: '/tmp/e2e-first-screen-visitor-app-events-desktop.png' });
  for (const [part, box] of Object.entries(after)) expectSameBox(part, box, before[part as keyof typeof before]);

  // /register: the line that will read 'Already registered? Login' is kept, so the form below it stays put.
  const registerBoxes = async (page: Page) => ({
    subtitle: await page.locator('.form-card-subtitle').boundingBox(),
    firstName: await page.locator('input[name="firstName"]').boundingBox(),
  });
  const drawnRegister = await openPage({ javaScriptEnabled: false, viewport: MOBILE_VIEWPORT });
  await drawnRegister.goto('/register');
  await inWebFonts(drawnRegister, { addClass: true });
  const registerBefore = await registerBoxes(drawnRegister);
  await drawnRegister.context().close();
  await app.setViewportSize(MOBILE_VIEWPORT);
  await app.goto('/register');
  await inWebFonts(app, { addClass: false });
  expect(await app.locator('.form-card-subtitle').textContent()).toBe('Already registered? Login');
  const registerAfter = await registerBoxes(app);
  for (const [part, box] of Object.entries(registerAfter))
    expectSameBox(part, box, registerBefore[part as keyof typeof registerBefore]);
  await app.context().close();
});
