import { REGISTRATION_TYPE_LABELS } from '@symposium/schema/fees';
import { M } from '@symposium/schema/messages';
import type { Browser, Locator, Page } from 'playwright-core';
import { beforeAll, expect, test } from 'vitest';
import { adminToken, apiCall, updateSettings } from '../support/api-calls';
import type { ApiServer } from '../support/api-server';
import { seriousViolations } from '../support/axe';

import { newParticipant, TINY_PNG } from '../support/fixtures';
import { fillPersonalDetails } from '../support/register-form';
import { holdRequests } from '../support/held-requests';
import { useServerAndBrowser } from '../support/server-and-browser';
import { saveScreenshot } from '../support/screenshots';
import { FULL_TEAM, saveTeam } from '../support/team';
import { ORGANISER_CONTACTS } from '../support/test-edition';

// The public site as a visitor uses it on a small Android phone (360 px, touch): after a press replaces what had
// focus (a step, a result, a message), the person lands on the new content and can see it.

const suite = useServerAndBrowser();
let server: ApiServer;
let browser: Browser;
beforeAll(() => ({ server, browser } = suite));

const PHONE = { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true };

async function openPhone(): Promise<Page> {
  const context = await browser.newContext({ ...PHONE, baseURL: server.baseUrl });
  return context.newPage();
}

/** What has focus: its text, and whether it lies within the visible part of the screen. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    const box = element?.getBoundingClientRect();
    return {
      text: element?.textContent?.trim() ?? '',
      onScreen: !!box && box.top >= 0 && box.bottom <= window.innerHeight,
    };
  });

test('register: each step and the success screen take focus; the payment panel and the file size read right', async () => {
  const page = await openPhone();
  await page.goto('/register');
  const details = newParticipant();
  await fillPersonalDetails(page, details);
  // The first Continue: step 2 loads on demand, and its title still takes focus once it is there.
  await page.getByRole('button', { name: 'Continue to Payment' }).tap();
  const stepTitle = page.getByRole('heading', { name: 'Registration & Payment' });
  await stepTitle.waitFor();
  await page.waitForFunction(() => document.activeElement?.id === 'register-step-title');
  expect((await focused(page)).text).toBe('Registration & Payment');

  // Before a type is chosen, the total's place holds a hint in the text face, not two lines of display capitals.
  const hint = page.locator('.payment-total').getByText('select a registration type', { exact: true });
  expect(await hint.evaluate((element) => getComputedStyle(element).fontFamily)).toContain('Inter');
  await saveScreenshot(page.locator('.payment-panel'), { path: '/tmp/e2e-phone-payment-panel-pending.png' });

  await page.getByLabel(REGISTRATION_TYPE_LABELS.general).check();
  await page.getByLabel('Transaction ID').fill('UPI99887766');
  // A file just over 5 MB never reads '5.0 MB' beside 'should not exceed 5MB'.
  const screenshotField = page.getByLabel('Payment Screenshot');
  await screenshotField.setInputFiles({
    name: 'receipt.png',
    mimeType: 'image/png',
    buffer: Buffer.concat([TINY_PNG, Buffer.alloc(5 * 1024 * 1024)]),
  });
  await page.getByText(M.screenshotTooLarge, { exact: true }).waitFor();
  await page.getByText('Selected: receipt.png (5.1 MB)', { exact: true }).waitFor();
  await screenshotField.setInputFiles({
    name: 'notes.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4'),
  });
  await page.getByText(M.screenshotNotImage, { exact: true }).waitFor();
  await saveScreenshot(page, { path: '/tmp/e2e-phone-register-file-errors.png' });
  await screenshotField.setInputFiles({ name: 'payment.png', mimeType: 'image/png', buffer: TINY_PNG });
  await page.getByRole('checkbox', { name: /I accept the terms and conditions/ }).check();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Submit Registration' }).tap();
  await page.getByText(M.registrationSuccess, { exact: true }).waitFor();
  await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
  expect(await focused(page)).toEqual({ text: 'Registration Submitted', onScreen: true });
  await saveScreenshot(page, { path: '/tmp/e2e-phone-register-success.png' });
});

test('contact: the sent message is where the person is looking, and focused', async () => {
  const page = await openPhone();
  await page.goto('/contact');
  await page.getByRole('textbox', { name: 'Name' }).fill('Ravi Kumar');
  await page.getByRole('textbox', { name: 'Email' }).fill('ravi@college.edu');
  await page.getByRole('textbox', { name: 'Phone' }).fill('9876543210');
  await page.getByRole('textbox', { name: 'Subject' }).fill('Parking');
  await page.getByRole('textbox', { name: 'Message' }).fill('Is there parking for two-wheelers?');
  await page.getByRole('button', { name: 'Send Message' }).tap();
  await page.getByText(M.contactSent, { exact: true }).waitFor();
  await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'status');
  expect(await focused(page)).toEqual({ text: M.contactSent, onScreen: true });
  await saveScreenshot(page, { path: '/tmp/e2e-phone-contact-sent.png' });
  expect(await seriousViolations(page)).toEqual([]);
});

test('login and forgot password: a refusal and the "Check Your Email" screen take focus', async () => {
  const page = await openPhone();
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill('nobody@college.edu');
  await page.getByLabel('Password', { exact: true }).fill('Wrong#123');
  await page.getByRole('button', { name: 'Login', exact: true }).tap();
  const refusal = page.getByRole('alert').filter({ hasText: /\w/ });
  await refusal.waitFor();
  await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'alert');
  expect((await focused(page)).onScreen).toBe(true);
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/forgot-password');
  await page.getByLabel('Email', { exact: true }).fill('nobody@college.edu');
  await page.getByRole('button', { name: 'Send Reset Link' }).tap();
  await page.getByRole('heading', { name: 'Check Your Email' }).waitFor();
  await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
  expect(await focused(page)).toEqual({ text: 'Check Your Email', onScreen: true });
  await saveScreenshot(page, { path: '/tmp/e2e-phone-forgot-sent.png' });
});

test('the phone menu: a tap beside it closes it without pressing what lies under it; a link to this page closes it too', async () => {
  const page = await openPhone();
  await page.goto('/events/technical');
  const toggle = page.locator('.menu-toggle');
  await toggle.tap();
  await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
  await saveScreenshot(page, { path: '/tmp/e2e-phone-menu-open.png' });
  // Below the open menu sit the event cards and their 'View Details' buttons.
  const menuBottom = (await page.locator('#site-menu').boundingBox())!;
  await page.touchscreen.tap(180, Math.min(menuBottom.y + menuBottom.height + 150, 700));
  await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
  expect(await page.getByRole('dialog').count()).toBe(0);

  await page.goto('/contact');
  await toggle.tap();
  await page.locator('#site-menu').getByRole('link', { name: 'Contact', exact: true }).tap();
  await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
  expect(await seriousViolations(page)).toEqual([]);
});

/** The hero decorations that cross a button or a line of text, as 'shape × what it crosses'. */
const heroDecorationsOverContent = (page: Page) =>
  page.evaluate(() => {
    const overlap = (a: DOMRect, b: DOMRect) =>
      a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom && a.width > 0 && b.width > 0;
    const content = document.querySelector('.hero-content')!;
    const targets: { label: string; box: DOMRect }[] = [];
    for (const element of content.querySelectorAll<HTMLElement>('.btn, .hero-date')) {
      targets.push({ label: element.textContent!.trim(), box: element.getBoundingClientRect() });
    }
    const walker = document.createTreeWalker(content, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent!.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const box of range.getClientRects()) targets.push({ label: node.textContent!.trim(), box });
    }
    const crossings: string[] = [];
    for (const shape of document.querySelectorAll('.hero-shape')) {
      const shapeBox = shape.getBoundingClientRect();
      for (const target of targets) {
        if (overlap(shapeBox, target.box)) crossings.push(`${shape.getAttribute('class')} × ${target.label}`);
      }
    }
    return crossings;
  });

test('home hero: the decorative symbols stay clear of the buttons and the text from 360 to 1280 px', async () => {
  const page = await openPhone();
  await page.goto('/');
  await page.getByRole('link', { name: 'VIEW EVENTS' }).waitFor();
  await saveScreenshot(page.locator('.hero'), { path: '/tmp/e2e-phone-home-hero-360.png' });
  for (const width of [360, 390, 480, 600, 768, 900, 1024, 1280]) {
    await page.setViewportSize({ width, height: width < 768 ? 740 : 800 });
    expect.soft(await heroDecorationsOverContent(page), `at ${width} px`).toEqual([]);
    if (width === 1024) await saveScreenshot(page, { path: '/tmp/e2e-phone-home-hero-1024.png' });
  }
  await saveScreenshot(page, { path: '/tmp/e2e-phone-home-hero-1280.png' });
});

test('a link organisers paste into an event wraps inside its card and its details, whole', async () => {
  const link = 'https://docs.google.com/forms/d/e/1FAIpQLSdExampleTeamRegistrationFormForRoboRumble2025/viewform';
  const admin = await adminToken(server);
  const [event] = (await apiCall<{ events: Record<string, unknown>[] }>(server, '/events?category=special')).events;
  await apiCall(server, `/events/${event!.id}`, {
    method: 'PUT',
    token: admin,
    json: { ...event, description: `Register your team at ${link}` },
  });
  const page = await openPhone();
  await page.goto('/events/special');
  const card = page.locator('.event-card', { hasText: String(event!.name) });
  // Cut text is wider inside than its box shows.
  const cut = (text: Locator) => text.evaluate((element) => element.scrollWidth > element.clientWidth);
  await card.waitFor();
  expect(await cut(card.locator('.event-card-description'))).toBe(false);
  await card.getByRole('button', { name: 'View Details' }).click();
  const details = page.locator('dialog[open] .modal-text');
  await details.getByText(link).waitFor();
  expect(await cut(details)).toBe(false);
  await saveScreenshot(page, { path: '/tmp/e2e-phone-event-link-360.png' });
});

test('team: every initials avatar holds at most two letters, clear of its circle', async () => {
  await saveTeam(server, await adminToken(server), FULL_TEAM);
  const page = await openPhone();
  await page.goto('/team');
  await page.locator('.team-card .avatar').first().waitFor();
  const avatars = await page.locator('.team-card .avatar').evaluateAll((elements) =>
    elements.map((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      const text = range.getBoundingClientRect();
      const circle = element.getBoundingClientRect();
      // The widest box that fits in the circle at the text's height, less a little air on each side.
      const halfHeight = text.height / 2;
      const room = 2 * Math.sqrt((circle.width / 2) ** 2 - halfHeight ** 2) - 8;
      return { initials: element.textContent ?? '', fits: text.width <= room };
    }),
  );
  expect(avatars.length).toBeGreaterThan(30);
  expect(avatars.filter(({ initials, fits }) => initials.length > 2 || !fits)).toEqual([]);
  await saveScreenshot(page.locator('section.team-section').last(), { path: '/tmp/e2e-phone-team-initials-360.png' });
});

test('the scroll-to-top button steps aside over a form’s button or field and while typing, and shows elsewhere', async () => {
  const page = await openPhone();
  const scrollTop = page.getByRole('button', { name: 'Scroll to top', includeHidden: true });
  /** Scrolls so that `control`'s vertical middle lies where the floating button sits (40 px above the bottom). */
  const bringUnderTheButton = (selector: string) =>
    page.evaluate((selector) => {
      const box = document.querySelector(selector)!.getBoundingClientRect();
      window.scrollTo({
        top: window.scrollY + box.top + box.height / 2 - (window.innerHeight - 40),
        behavior: 'instant',
      });
    }, selector);

  // Elsewhere (team cards, no controls) it shows, once past 300 px.
  await saveTeam(server, await adminToken(server), FULL_TEAM);
  await page.goto('/team');
  await page.locator('.team-card').first().waitFor();
  await page.evaluate(() => window.scrollTo({ top: 900, behavior: 'instant' }));
  await scrollTop.waitFor({ state: 'visible' });
  await saveScreenshot(page, { path: '/tmp/e2e-phone-scroll-top-shown.png' });

  // The contact people's cards above the form, as an edition with its people set shows them.
  await updateSettings(server, await adminToken(server), { edition: { contacts: ORGANISER_CONTACTS } });
  await page.goto('/contact');
  await page.locator('.contact-card', { hasText: ORGANISER_CONTACTS[0]!.name }).waitFor();
  const send = page.getByRole('button', { name: 'Send Message' });
  await send.waitFor();
  await bringUnderTheButton('form button[type="submit"]');
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  await expect.poll(() => scrollTop.isVisible()).toBe(false);
  await saveScreenshot(page, { path: '/tmp/e2e-phone-scroll-top-over-send.png' });
  // With the form just below the screen (the contact cards under it) it is back; a focused field sends it aside again.
  await page.evaluate(() => {
    const formTop = document.querySelector('form')!.getBoundingClientRect().top + window.scrollY;
    window.scrollTo({ top: formTop - window.innerHeight + 8, behavior: 'instant' });
  });
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  await saveScreenshot(page, { path: '/tmp/e2e-phone-scroll-top-back.png' });
  await expect.poll(() => scrollTop.isVisible()).toBe(true);
  await page
    .getByRole('textbox', { name: 'Name' })
    .evaluate((field: HTMLElement) => field.focus({ preventScroll: true }));
  await expect.poll(() => scrollTop.isVisible()).toBe(false);

  await page.goto('/register');
  await page.getByRole('button', { name: 'Continue to Payment' }).waitFor();
  await bringUnderTheButton('form button[type="submit"]');
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  await expect.poll(() => scrollTop.isVisible()).toBe(false);
});

/** Every text in the display face (headings, large buttons) with the number of lines it takes on screen. */
const displayTextLines = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('main *')]
      .filter((element) => getComputedStyle(element).fontFamily.includes('Bebas Neue'))
      .filter((element) =>
        [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim()),
      )
      .map((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        const lines = new Set(
          [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.bottom)),
        );
        return `${element.textContent?.trim()}: ${lines.size}`;
      }),
  );

test('a first visit to /workshops and /terms-and-conditions: no heading or button moves onto another line when the web fonts arrive', async () => {
  // What each page shows once drawn with its data: the workshops come from the API after the page, the terms with the
  // edition (GET /config).
  const drawn = { '/workshops': '.workshop-card h2, .workshop-card h3', '/terms-and-conditions': '.terms-item' };
  for (const [path, shown] of Object.entries(drawn)) {
    const page = await openPhone();
    // A slow link: the page is drawn and the app running before the web fonts have arrived.
    const fonts = await holdRequests(page, '**/*.woff2');
    await page.goto(path);
    await page.locator(shown).first().waitFor();
    // And the edition (GET /config), which the footer's date and the register band wait for.
    await page.locator('footer .footer-date').waitFor();
    expect(await page.evaluate(() => document.documentElement.classList.contains('web-fonts'))).toBe(false);
    const beforeTheFonts = await displayTextLines(page);
    expect(beforeTheFonts.length).toBeGreaterThan(3);

    await fonts.release();
    await page.waitForFunction(() => document.documentElement.classList.contains('web-fonts'));
    await page.evaluate(() => document.fonts.ready);
    expect(await page.evaluate(() => document.fonts.check('1em "Bebas Neue"'))).toBe(true);
    expect({ path, lines: await displayTextLines(page) }).toEqual({ path, lines: beforeTheFonts });
    await page.context().close();
  }
});
