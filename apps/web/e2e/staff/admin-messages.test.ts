import fs from 'node:fs/promises';
import { M } from '@symposium/schema/messages';
import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { registerParticipant } from '../support/admin-setup';
import type { ApiServer } from '../support/api-server';
import { seriousViolations } from '../support/axe';
import { DESKTOP_VIEWPORT, MOBILE_VIEWPORT } from '../support/browser';
import { useServerAndBrowser } from '../support/server-and-browser';
import { openStaffTab, openThroughStaffNav } from '../support/staff-desk';
import { saveScreenshot } from '../support/screenshots';

// The contact inbox (docs/product.md#contact-inbox): a visitor's message from /contact reaches the staff's
// /admin/messages and the dashboard's open count; Reply is a mailto with the subject; Mark handled moves it to Handled.

const SHOTS = '/tmp/admin-messages';

const suite = useServerAndBrowser();
let server: ApiServer;
let browser: Browser;
beforeAll(async () => {
  ({ server, browser } = suite);
  await fs.mkdir(SHOTS, { recursive: true });
  // Two stays for the dashboard's accommodation words.
  await Promise.all([
    registerParticipant(server, { name: 'Nila Joseph', stay: 'female' }),
    registerParticipant(server, { name: 'Arjun Menon', stay: 'male' }),
  ]);
});

const sent = {
  name: 'Kavya Ramesh',
  email: 'kavya.r@college.edu',
  phone: '9876543210',
  subject: 'Team events & rooms',
  message: 'Can two colleges form one team?\nAnd are rooms shared?',
};

async function sendFromContactPage() {
  const context = await browser.newContext({ viewport: MOBILE_VIEWPORT, baseURL: server.baseUrl });
  const page = await context.newPage();
  await page.goto('/contact');
  await page.getByRole('heading', { name: 'Contact Us' }).waitFor();
  await page.getByLabel('Name', { exact: true }).fill(sent.name);
  await page.getByLabel('Email', { exact: true }).fill(sent.email);
  await page.getByLabel('Phone', { exact: true }).fill(sent.phone);
  await page.getByLabel('Subject', { exact: true }).fill(sent.subject);
  await page.getByLabel('Message', { exact: true }).fill(sent.message);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await page.getByText(M.contactSent).waitFor();
  await context.close();
}

async function shoot(page: Page, name: string) {
  for (const viewport of [MOBILE_VIEWPORT, DESKTOP_VIEWPORT]) {
    await page.setViewportSize(viewport);
    await saveScreenshot(page, { path: `${SHOTS}/${name}-${viewport.width}.png`, fullPage: true });
  }
}

/** The buttons and links within `scope` shorter than a finger (44 px), and whether the page scrolls sideways. */
const fingerSized = (page: Page, scope: string) =>
  page.evaluate(
    (scope) => ({
      small: Array.from(document.querySelectorAll<HTMLElement>(`${scope} :is(button, a)`))
        .filter((control) => {
          const rect = control.getBoundingClientRect();
          return rect.width > 0 && rect.height < 44 && !control.closest('.visually-hidden');
        })
        .map((control) => `${control.tagName} "${control.textContent?.trim()}"`),
      sideways: document.documentElement.scrollWidth > document.documentElement.clientWidth,
    }),
    scope,
  );

const openCount = (page: Page) =>
  page.locator('.admin-stat', { hasText: 'Messages open' }).locator('.admin-stat-value').textContent();

describe('the contact inbox', () => {
  test('a message sent from /contact is on /admin/messages and counted on the dashboard; Reply and Mark handled work', async () => {
    await sendFromContactPage();

    const { page } = await openStaffTab(browser, server);
    await page.locator('.admin-stat', { hasText: 'Messages open' }).waitFor();
    expect(await openCount(page)).toBe('1');
    // The accommodation figures say what they count.
    const detail = (label: string) =>
      page.locator('.admin-stat', { hasText: label }).locator('.admin-stat-detail').textContent();
    expect(await detail('Accommodations')).toBe(
      '2 stay requests of any status: 1 male, 1 female · 2 requested · 0 confirmed · 0 cancelled',
    );
    expect(await detail('Rooms required')).toBe(
      'For the 2 stays requested or confirmed (cancelled left out), 4 to a room of one gender: 1 male → 1 room · 1 female → 1 room',
    );
    await shoot(page, 'dashboard');
    await page.setViewportSize(MOBILE_VIEWPORT);
    expect(await fingerSized(page, '.admin-stats')).toEqual({ small: [], sideways: false });
    await page.setViewportSize(DESKTOP_VIEWPORT);
    await page.getByRole('link', { name: 'Open inbox' }).click();
    await page.waitForURL('**/admin/messages');
    await page.getByRole('heading', { name: 'Messages', level: 1 }).waitFor();
    // The staff navigation has the screen, current.
    await page
      .getByRole('navigation', { name: 'Admin' })
      .locator('a[href="/admin/messages"][aria-current="page"]')
      .waitFor();

    // Open first, with its count; the message as it was sent.
    expect(await page.getByRole('tab', { name: /Open/ }).getAttribute('aria-selected')).toBe('true');
    const card = page.getByRole('article', { name: sent.subject });
    await card.waitFor();
    expect(await page.getByRole('tab', { name: /Open/ }).textContent()).toBe('Open1');
    for (const text of [sent.name, sent.email, sent.phone]) await card.getByText(text, { exact: true }).waitFor();
    expect(await card.locator('.message-card-text').innerText()).toBe(sent.message);
    await card.getByText(/^Received /).waitFor();

    const reply = card.getByRole('link', { name: `Reply to ${sent.name}` });
    expect(await reply.getAttribute('href')).toBe(
      'mailto:kavya.r@college.edu?subject=Re%3A%20Team%20events%20%26%20rooms',
    );
    const href = new URL((await reply.getAttribute('href'))!);
    expect([href.protocol, href.pathname, href.searchParams.get('subject')]).toEqual([
      'mailto:',
      sent.email,
      `Re: ${sent.subject}`,
    ]);
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, 'open');
    // On a phone every control of the message takes a finger (44 px), and nothing scrolls sideways.
    await page.setViewportSize(MOBILE_VIEWPORT);
    expect(await fingerSized(page, '.admin-content')).toEqual({ small: [], sideways: false });
    await page.setViewportSize(DESKTOP_VIEWPORT);

    await card.getByRole('button', { name: /^Mark handled/ }).click();
    await page.locator('.toast-message', { hasText: 'Message marked handled.' }).first().waitFor();
    await page.getByText('No open messages. Everything sent has been handled.').waitFor();
    expect(await page.getByRole('tab', { name: /Open/ }).textContent()).toBe('Open0');

    await page.getByRole('tab', { name: /Handled/ }).click();
    await page.waitForURL('**/admin/messages?status=handled');
    await card.getByText(/^Handled .* by Administrator$/).waitFor();
    await card.getByRole('button', { name: /^Mark open/ }).waitFor();
    await shoot(page, 'handled');

    await openThroughStaffNav(page, '/admin');
    await page.locator('.admin-stat', { hasText: 'Messages open' }).waitFor();
    await expect.poll(() => openCount(page)).toBe('0');
  });

  test('offline: marking says it failed and changes nothing; a refresh says the list could not load, and keeps it', async () => {
    const { context, page } = await openStaffTab(browser, server);
    await openThroughStaffNav(page, '/admin/messages');
    await page.getByRole('tab', { name: /Handled/ }).click();
    const card = page.getByRole('article', { name: sent.subject });
    await card.waitFor();

    await context.setOffline(true);
    await card.getByRole('button', { name: /^Mark open/ }).click();
    await page.locator('.toast-message', { hasText: M.offlineAction }).first().waitFor();
    await page.getByRole('button', { name: 'Refresh' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: M.loadFailedOffline('the contact messages') })
      .waitFor();
    expect(await card.isVisible()).toBe(true);
    await shoot(page, 'offline');

    await context.setOffline(false);
    await page.getByRole('button', { name: 'Try Again' }).click();
    await page.getByRole('alert').filter({ hasText: 'Could not load' }).waitFor({ state: 'detached' });
    // Still handled: the press made offline did not reach the server, and nothing replays it later.
    expect(await page.getByRole('tab', { name: /Handled/ }).textContent()).toBe('Handled1');
    await card.getByRole('button', { name: /^Mark open/ }).waitFor();
  });
});
