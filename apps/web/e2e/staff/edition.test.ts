import fs from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { adminToken, apiCall } from '../support/api-calls';
import type { ApiServer } from '../support/api-server';
import { DESKTOP_VIEWPORT, MOBILE_VIEWPORT } from '../support/browser';
import { openServerDatabase } from '../support/database';
import { saveScreenshot } from '../support/screenshots';
import { useServerAndBrowser } from '../support/server-and-browser';
import { openStaffTab } from '../support/staff-desk';
import { teamPhoto } from '../support/team';

// The organisers run each edition themselves: a fresh install is the spec's 2025 edition, over by now; an admin makes
// it next year's in the staff screens, and every public page — drawn by the server and after the app takes over —
// shows the new edition with no trace of the old one. Registration follows the edition's state everywhere.

const SHOTS = '/tmp/edition';
const PUBLIC_PAGES = ['/', '/events', '/team', '/contact', '/register', '/accommodation'] as const;
/** What the 2025 edition shows, and what no page may show once the admin has made the new one. */
const OLD_VALUES = [
  /MECH SYMPOSIUM/i,
  /\b25-26\b/,
  /October 23/,
  /23 October/,
  /\b456\b/,
  /Break Free From The Ordinary/i,
];

const suite = useServerAndBrowser({ server: () => ({ edition: 'fresh' }) });
let server: ApiServer;
let browser: Browser;
beforeAll(async () => {
  ({ server, browser } = suite);
  await fs.mkdir(SHOTS, { recursive: true });
});

async function visitorPage(viewport = DESKTOP_VIEWPORT): Promise<Page> {
  const context = await browser.newContext({ viewport, baseURL: server.baseUrl });
  return context.newPage();
}

/**
 * The page as the server sends it, before any script runs: what a person sees of it, without the data block the app
 * reads its first answers from (its ids are random hex, which may hold any digits).
 */
const servedHtml = async (pathname: string) =>
  (await (await fetch(`${server.baseUrl}${pathname}`)).text()).replace(
    /<script type="application\/json"[^>]*>[\s\S]*?<\/script>/g,
    '',
  );

/** The page's text once the app has rendered it (its main content and the footer are there). */
async function renderedText(page: Page, pathname: string): Promise<string> {
  await page.goto(pathname);
  await page.locator('footer .footer-date').waitFor();
  await page.locator('main#main').waitFor();
  return page.locator('body').innerText();
}

const registerLinks = (page: Page) => page.getByRole('link', { name: /^register( now)?$/i });

describe('an edition the organisers set up themselves', () => {
  test('a fresh install is the 2025 edition, over by now: no page offers REGISTER NOW and /register and /accommodation say why', async () => {
    const page = await visitorPage(MOBILE_VIEWPORT);
    for (const pathname of PUBLIC_PAGES) {
      await renderedText(page, pathname);
      expect(await registerLinks(page).count(), pathname).toBe(0);
      expect(await servedHtml(pathname), pathname).not.toMatch(/REGISTER NOW/i);
    }
    await page.goto('/');
    await page.getByText('The games are over — thank you for playing.').waitFor();
    await page.goto('/register');
    await page.getByText('The games are over — thank you for playing.').waitFor();
    await page.getByRole('link', { name: 'Back to Home' }).waitFor();
    await saveScreenshot(page, { path: `${SHOTS}/register-over-390.png`, fullPage: true });
    await page.goto('/accommodation');
    await page.getByText('The games are over — thank you for playing. Rooms are booked with a registration.').waitFor();
    expect(await page.getByRole('button', { name: /^OCT/ }).count()).toBe(0);
    await page.context().close();
  });

  test('an admin sets next year up in the staff screens, and every public page shows it, drawn by the server and in the app', async () => {
    const { context, page } = await openStaffTab(browser, server);
    // The checklist on /admin names what a visitor would miss, first the dates in the past.
    const checklist = page.locator('section', { has: page.getByRole('heading', { name: /^Still to set up/ }) });
    await checklist.getByRole('link', { name: 'Edition dates' }).click();
    await page.waitForURL('**/admin/edition');
    await page.getByText('Registration: over — The games are over — thank you for playing.').waitFor();

    await page.getByLabel('Symposium name').fill('GEAR FEST');
    await page.getByLabel('Edition label').fill('2032');
    await page.getByLabel('Tagline').fill('Engineer The Impossible');
    await page.getByLabel('First day').fill('2032-02-12');
    await page.getByLabel('Last day').fill('2032-02-14');
    await page.getByLabel('Registration opens').fill('2026-11-01T09:00');
    await page.getByLabel('Registration closes').fill('2032-02-05T23:59');
    await page.getByLabel('Player capacity').fill('300');
    await page.getByLabel('Participant ID prefix').fill('gf32');
    await page.getByLabel('Venue name').fill('Main Auditorium');
    await page.getByLabel('Venue address').fill('Government College of Technology, Thadagam Road, Coimbatore 641013');
    await page.getByLabel('Map link').fill('https://maps.app.goo.gl/gct-main-auditorium');
    await page.getByRole('button', { name: 'Add a contact' }).click();
    await page.locator('[name="contacts.0.name"]').fill('Arun Prakash');
    await page.locator('[name="contacts.0.phone"]').fill('98765 43210');
    await page.getByRole('button', { name: 'Add a contact' }).click();
    await page.locator('[name="contacts.1.role"]').selectOption('registration');
    await page.locator('[name="contacts.1.name"]').fill('Divya Suresh');
    await page.locator('[name="contacts.1.phone"]').fill('+91 91234 56789');
    await page.getByRole('button', { name: 'Add a link' }).click();
    await page.locator('[name="socials.0.url"]').fill('https://www.instagram.com/gearfest.gct');

    // An end before the start is refused under the last day, which takes the focus; nothing is saved.
    await page.getByLabel('Last day').fill('2032-02-10');
    await page.getByRole('button', { name: 'Save edition' }).click();
    await page.getByText('The end date cannot be before the start date').waitFor();
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe('endDate');
    await page.getByLabel('Last day').fill('2032-02-14');
    await page.getByRole('button', { name: 'Save edition' }).click();
    await page.getByText('Settings saved').first().waitFor();
    await page.getByText('Registration: open — Only the first 300 players can enter.').waitFor();
    await saveScreenshot(page, { path: `${SHOTS}/admin-edition-1280.png`, fullPage: true });

    // The team, with a photo.
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Team', exact: true }).click();
    await page.waitForURL('**/admin/team');
    await page.getByRole('button', { name: 'Add section' }).click();
    await page.locator('[name="team.sections.0.title"]').fill('Office Bearers');
    await page.locator('[name="team.sections.0.members.0.name"]').fill('Nila Bharathi');
    await page.locator('[name="team.sections.0.members.0.role"]').fill('President');
    await page.getByRole('button', { name: 'Save team' }).click();
    await page.getByText('All changes saved').waitFor();
    const nila = page.locator('.team-member-editor', { has: page.locator('[name="team.sections.0.members.0.name"]') });
    await nila.locator('input[type="file"]').setInputFiles(teamPhoto('phone-portrait-exif6.jpg'));
    await nila.getByRole('button', { name: 'Upload photo' }).click();
    await nila.getByText('Photo saved').waitFor();
    await context.close();

    const expected: Record<(typeof PUBLIC_PAGES)[number], string[]> = {
      '/': [
        'GEAR FEST 2032',
        'February 12–14, 2032',
        'Engineer The Impossible',
        'Only the first 300 players can enter.',
        'REGISTER NOW',
      ],
      '/events': ['Engineer The Impossible', 'February 12–14, 2032'],
      '/team': ['Office Bearers', 'Nila Bharathi', 'President'],
      '/contact': [
        'General Queries',
        'Arun Prakash',
        '98765 43210',
        'Registration Support',
        'Divya Suresh',
        'Main Auditorium',
        'Instagram',
      ],
      '/register': ['Player Registration', 'Personal Details'],
      '/accommodation': ['Rooms for the nights of 12, 13 and 14 February 2032', 'FEB 12', 'FEB 13', 'FEB 14'],
    };
    const visitor = await visitorPage();
    for (const pathname of PUBLIC_PAGES) {
      const served = await servedHtml(pathname);
      for (const old of OLD_VALUES) expect(served, `${pathname} as served`).not.toMatch(old);
      expect(served, pathname).toContain('<title>');
      const text = await renderedText(visitor, pathname);
      for (const shown of expected[pathname]) expect(text, pathname).toContain(shown);
      for (const old of OLD_VALUES) expect(text, pathname).not.toMatch(old);
      expect(await visitor.title(), pathname).toMatch(/GEAR FEST 2032$/);
      await saveScreenshot(visitor, {
        path: `${SHOTS}/visitor${pathname.replace(/\//g, '-') || '-home'}-1280.png`,
        fullPage: true,
      });
    }
    // The server draws the home page and /register with the new edition before any script runs.
    expect(await servedHtml('/')).toContain('GEAR FEST 2032');
    expect(await servedHtml('/register')).toContain('name="firstName"');
    // The footer: the contact people with their numbers, the organisers' own account, the support email.
    await visitor.goto('/contact');
    const footer = visitor.locator('footer');
    expect(await footer.getByRole('link', { name: '98765 43210' }).getAttribute('href')).toBe('tel:9876543210');
    expect(await footer.getByRole('link', { name: 'Instagram' }).getAttribute('href')).toBe(
      'https://www.instagram.com/gearfest.gct',
    );
    expect(await visitor.getByRole('link', { name: 'Open Main Auditorium in Maps' }).getAttribute('href')).toBe(
      'https://maps.app.goo.gl/gct-main-auditorium',
    );
    await visitor.goto('/team');
    await expect
      .poll(() =>
        visitor
          .locator('.team-card img')
          .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).naturalWidth > 0)),
      )
      .toEqual([true]);
    await visitor.context().close();

    // New participants take the new prefix.
    const config = await apiCall<{
      data: { edition: { participantIdPrefix: string; registration: { state: string } } };
    }>(server, '/config');
    expect(config.data.edition).toMatchObject({ participantIdPrefix: 'GF32', registration: { state: 'open' } });
  });

  test('once the edition is over no public page offers REGISTER NOW, on the server or in the app, and /register explains', async () => {
    const token = await adminToken(server);
    await apiCall(server, '/admin/settings', {
      method: 'PUT',
      token,
      json: {
        edition: {
          startDate: '2026-01-15',
          endDate: '2026-01-16',
          registration: { opensAt: '2025-11-01T09:00:00+05:30', closesAt: null },
        },
      },
    });
    const page = await visitorPage(MOBILE_VIEWPORT);
    for (const pathname of PUBLIC_PAGES) {
      expect(await servedHtml(pathname), pathname).not.toMatch(/REGISTER NOW/i);
      await renderedText(page, pathname);
      expect(await registerLinks(page).count(), pathname).toBe(0);
    }
    await page.goto('/register');
    await page.getByText('The games are over — thank you for playing.').waitFor();
    expect(await page.locator('[name="firstName"]').count()).toBe(0);
    await saveScreenshot(page, { path: `${SHOTS}/register-over-new-edition-390.png`, fullPage: true });

    // The events' own deadlines still to come and event registration switched on: the cards are closed all the same.
    const db = openServerDatabase(server);
    db.prepare('update events set registration_deadline = ?').run('2099-12-31T23:59');
    db.close();
    await apiCall(server, '/admin/settings', { method: 'PUT', token, json: { eventRegistrationOpen: true } });
    await page.goto('/events/technical');
    const buttons = page.locator('.register-item-button');
    await buttons.first().waitFor();
    expect(new Set(await buttons.allInnerTexts())).toEqual(new Set(['Registration Closed']));
    await page.context().close();
  });
});
