import fs from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import type { Browser, Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import {
  adminToken,
  apiCall,
  createParticipant,
  generateParticipantId,
  getEvents,
  verifyPayment,
} from '../support/api-calls';
import type { ApiServer } from '../support/api-server';
import { DESKTOP_VIEWPORT, MOBILE_VIEWPORT } from '../support/browser';
import { insertEventRegistrations, openCheckInToday } from '../support/database';
import { useServerAndBrowser } from '../support/server-and-browser';
import { openStaffTab } from '../support/staff-desk';
import { saveScreenshot } from '../support/screenshots';

// /admin/registrations with an event of 23 participants: a compact card per event whose table loads when it is
// opened, 20 rows at a time (a 10,000-participant seed put 18,000 rows on one page, which a phone could not scroll),
// the serial numbers counting on across pages. The screen asks the server for the counts and for the page an open
// table shows, never for every registration at once (9 MB at 10,000 participants); the CSV still holds all.

const SHOTS = '/tmp/admin-registrations-pages';
const ENTRANTS = 23;

const suite = useServerAndBrowser();
let server: ApiServer;
let browser: Browser;
beforeAll(() => ({ server, browser } = suite));

let page: Page;
const names: string[] = [];
const entrantIds: string[] = [];
/** The registration list calls the screen made, as query parameters. */
const listCalls: URLSearchParams[] = [];

beforeAll(async () => {
  await fs.mkdir(SHOTS, { recursive: true });
  const entrants: { id: string }[] = [];
  for (let i = 0; i < ENTRANTS; i++) {
    const name = `Entrant ${String.fromCharCode(65 + Math.floor(i / 26), 97 + (i % 26))}`;
    entrants.push(await createParticipant(server, 'general', name));
    names.push(name);
  }
  entrantIds.push(...entrants.map((entrant) => entrant.id));
  insertEventRegistrations(
    server,
    'SKY SHOT',
    entrants.map((entrant) => entrant.id),
    'reg',
  );
  ({ page } = await openStaffTab(browser, server));
  page.on('request', (request) => {
    const url = new URL(request.url());
    const table = /\/admin\/registrations\/(event|workshop)\/([^/]+)$/.exec(url.pathname);
    if (table) listCalls.push(new URLSearchParams({ ...Object.fromEntries(url.searchParams), itemId: table[2]! }));
  });
});

/** Opens a card's table with its name, as a person does. */
async function openCard(card: Locator, name: string) {
  await card.getByRole('button', { name, exact: true, expanded: false }).click();
}

describe('/admin/registrations pages each event table', () => {
  test('20 rows a page with serial numbers that count on; the count of the event stays whole', async () => {
    await page.goto('/admin/registrations');
    const card = page.locator('section.registration-group', { has: page.getByRole('heading', { name: 'SKY SHOT' }) });
    await card.getByText(`${ENTRANTS} registered`).waitFor();
    await openCard(card, 'SKY SHOT');
    const rows = card.locator('tbody tr');
    await rows.first().getByText(names[0]!, { exact: true }).waitFor();
    expect(await rows.count()).toBe(20);
    expect(await rows.first().locator('td').first().textContent()).toBe('1');
    await card.getByRole('navigation', { name: 'Pages of SKY SHOT' }).getByText('Page 1 of 2').waitFor();
    await saveScreenshot(page, { path: `${SHOTS}/page-1-1280.png`, fullPage: true });

    await card.getByRole('button', { name: 'Next' }).click();
    await card.getByText('Page 2 of 2').waitFor();
    // The pager moves at once; the page's rows follow from the server.
    await expect.poll(() => rows.locator('td:first-child').allTextContents()).toEqual(['21', '22', '23']);
    expect(await rows.count()).toBe(ENTRANTS - 20);
    await rows.first().getByText(names[20]!, { exact: true }).waitFor();

    // A search that leaves fewer rows than the page shows them from the first; the count says it is filtered. The one
    // card left opens by itself.
    await page.getByRole('searchbox', { name: 'Search participants' }).fill('Entrant Aa');
    await card.getByText(`1 of ${ENTRANTS} registered match`).waitFor();
    await expect.poll(() => rows.count()).toBe(1);
    expect(await card.getByRole('navigation').count()).toBe(0);

    await page.setViewportSize(MOBILE_VIEWPORT);
    // The card opened stays open when the search is cleared, from its first page.
    await page.getByRole('searchbox', { name: 'Search participants' }).fill('');
    await card.getByText(`${ENTRANTS} registered`).waitFor();
    await card.getByText('Page 1 of 2').waitFor();
    await card.getByRole('navigation').scrollIntoViewIfNeeded();
    await saveScreenshot(page, { path: `${SHOTS}/page-1-390.png` });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });

  test('only an opened card asks the server for one page of its own event; search and type are applied by the server', async () => {
    listCalls.length = 0;
    await page.setViewportSize(DESKTOP_VIEWPORT);
    await page.goto('/admin/registrations');
    const card = page.locator('section.registration-group', { has: page.getByRole('heading', { name: 'SKY SHOT' }) });
    await card.getByText(`${ENTRANTS} registered`).waitFor();
    expect(listCalls).toEqual([]);
    await openCard(card, 'SKY SHOT');
    await card.getByText('Page 1 of 2').waitFor();
    const skyShotId = listCalls[0]!.get('itemId');
    expect(listCalls.map((call) => [call.get('itemId'), call.get('page')])).toEqual([[skyShotId, '1']]);

    const search = page.waitForRequest((request) => request.url().includes('/admin/registrations/counts?q=Entrant+Ab'));
    await page.getByRole('searchbox', { name: 'Search participants' }).fill('Entrant Ab');
    await search;
    await card.getByText(`1 of ${ENTRANTS} registered match`).waitFor();
    await expect.poll(() => card.locator('tbody tr').allTextContents()).toEqual([expect.stringContaining(names[1]!)]);
    // Only the events with a match remain.
    expect(await page.locator('section.registration-group').count()).toBe(1);
    const lastCall = listCalls.at(-1)!;
    expect(lastCall.get('q')).toBe('Entrant Ab');

    await page.getByRole('searchbox', { name: 'Search participants' }).fill('');
    await card.getByText(`${ENTRANTS} registered`).waitFor();
    await page.getByLabel('Event type').selectOption('workshop');
    await page.locator('section.registration-group').first().waitFor();
    await card.waitFor({ state: 'detached' });
    await expect
      .poll(async () => new Set(await page.locator('.registration-group-type').allTextContents()))
      .toEqual(new Set(['workshop']));

    await page.getByLabel('Event type').selectOption('technical');
    await card.getByText(`${ENTRANTS} registered`).waitFor();
    await saveScreenshot(page, { path: `${SHOTS}/technical-1280.png` });

    // One event chosen: only its card is shown, open, and only its table asked for; the choice stays in the address
    // across a reload.
    listCalls.length = 0;
    await page.getByLabel('Event', { exact: true }).selectOption({ label: 'SKY SHOT' });
    await expect.poll(() => page.locator('section.registration-group').count()).toBe(1);
    expect(new URL(page.url()).searchParams.get('item')).toMatch(/^event:/);
    await page.reload();
    await card.getByText('Page 1 of 2').waitFor();
    expect(await page.locator('section.registration-group').count()).toBe(1);
    expect(await page.getByLabel('Event', { exact: true }).inputValue()).toMatch(/^event:/);
    expect(new Set(listCalls.map((call) => call.get('itemId')))).toEqual(
      new Set([new URL(page.url()).searchParams.get('item')!.slice(6)]),
    );
    await page.setViewportSize(MOBILE_VIEWPORT);
    await saveScreenshot(page, { path: `${SHOTS}/one-event-390.png` });
    expect(await widestEventChoiceFits()).toBe(true);
    await page.setViewportSize(DESKTOP_VIEWPORT);
    await saveScreenshot(page, { path: `${SHOTS}/one-event-1280.png` });
    expect(await widestEventChoiceFits()).toBe(true);
  });

  /** The Event box shows its longest choice whole ('All events and workshops'), not cut at the box's edge. */
  const widestEventChoiceFits = () =>
    page.getByLabel('Event', { exact: true }).evaluate((select: HTMLSelectElement) => {
      const style = getComputedStyle(select);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const widest = Math.max(...[...select.options].map((option) => context.measureText(option.text).width));
      const arrow = 24; // the native drop-down arrow inside the box
      return widest <= select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - arrow;
    });

  test('the CSV of an event still holds every participant, not the page shown', async () => {
    const card = page.locator('section.registration-group', { has: page.getByRole('heading', { name: 'SKY SHOT' }) });
    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('button', { name: 'CSV of SKY SHOT' }).click(),
    ]);
    const rows = (parse(await fs.readFile((await csv.path())!), { bom: true }) as string[][]).slice(1);
    expect(rows.map((row) => row[1])).toEqual(names);
  });

  test('an event the desks checked people into says how many, and its attendance CSV lists them in check-in order', async () => {
    const admin = await adminToken(server);
    const skyShot = (await getEvents(server)).events.find((event) => event.name === 'SKY SHOT')!;
    openCheckInToday(server, [skyShot.id]); // the day of the event
    const checkedIn: string[] = [];
    for (const userId of [entrantIds[2]!, entrantIds[0]!]) {
      await verifyPayment(server, admin, userId);
      const participantId = await generateParticipantId(server, admin, userId);
      await apiCall(server, '/qr-scan/check-in', {
        token: admin,
        json: { participantId, eventId: skyShot.id, eventType: 'event' },
      });
      checkedIn.push(participantId);
    }
    await page.getByRole('button', { name: 'Refresh' }).click();
    const card = page.locator('section.registration-group', { has: page.getByRole('heading', { name: 'SKY SHOT' }) });
    await card.getByText('2 checked in', { exact: true }).waitFor();
    expect(await card.locator('.registration-counts li').allTextContents()).toEqual([
      `${ENTRANTS} registered`,
      '0 withdrawn',
      '2 checked in',
    ]);
    await saveScreenshot(page, { path: `${SHOTS}/attendance-1280.png` });
    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('button', { name: 'Attendance CSV of SKY SHOT' }).click(),
    ]);
    expect(csv.suggestedFilename()).toMatch(/^mech-symposium-25-26-sky-shot-attendance-\d{4}-\d{2}-\d{2}\.csv$/);
    const rows = (parse(await fs.readFile((await csv.path())!), { bom: true }) as string[][]).slice(1);
    expect(rows.map((row) => [row[1], row[2], row[7], row[9]])).toEqual([
      [checkedIn[0], names[2], 'Yes', 'Online scanner'],
      [checkedIn[1], names[0], 'Yes', 'Online scanner'],
    ]);
    // An event nobody was checked into offers no attendance file.
    await page.getByLabel('Event', { exact: true }).selectOption('');
    const other = page
      .locator('section.registration-group')
      .filter({ hasNot: page.getByRole('heading', { name: 'SKY SHOT' }) })
      .first();
    await other.getByRole('button', { name: /^CSV of / }).waitFor();
    expect(await other.getByRole('button', { name: /^Attendance CSV/ }).count()).toBe(0);
    await page.setViewportSize(MOBILE_VIEWPORT);
    await saveScreenshot(page, { path: `${SHOTS}/attendance-390.png` });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
});
