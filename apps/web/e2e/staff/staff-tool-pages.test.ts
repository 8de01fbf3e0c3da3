import { editionTitle } from '@symposium/schema/edition';
import { eventCheckinPath, paths } from '@symposium/schema/paths';
import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { getEvents } from '../support/api-calls';
import type { ApiServer } from '../support/api-server';
import { DESKTOP_VIEWPORT, MOBILE_VIEWPORT } from '../support/browser';
import { seedDemoParticipants } from '../support/demo-data';
import { saveScreenshot } from '../support/screenshots';
import { useServerAndBrowser } from '../support/server-and-browser';
import { signedInContext } from '../support/sign-in';
import { TEST_EDITION } from '../support/test-edition';

// The staff pages as tools on the busiest day (issue 26): 300 demo participants seeded through the product's own
// `npm run seed:demo`; /admin/registrations stays a few screens tall on a phone with a compact card per event whose
// table loads when it is opened; no staff page carries the public footer, and each names its own tab.

const SHOTS = '/tmp/staff-tools';
const EDITION = editionTitle(TEST_EDITION);

const suite = useServerAndBrowser();
let server: ApiServer;
let browser: Browser;
let page: Page;
beforeAll(() => ({ server, browser } = suite));

beforeAll(async () => {
  await seedDemoParticipants(server, 300);
  const context = await signedInContext(browser, server, server.admin, { viewport: MOBILE_VIEWPORT });
  page = await context.newPage();
}, 120_000);

describe('/admin/registrations with 300 participants', () => {
  test('one compact card per event: a few screens tall at 390 px; a card opens to its first 20 rows', async () => {
    /** The registration pages the screen asked for. */
    const tableCalls: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (/\/admin\/registrations\/(event|workshop)\/[^/]+$/.test(pathname)) tableCalls.push(request.url());
    });
    await page.goto(paths.adminRegistrations);
    const cards = page.locator('section.registration-group');
    await cards.first().waitFor();
    expect(await cards.count()).toBeGreaterThan(10);
    // Before any card is opened: no table, no participant asked for, and the page a few screens tall.
    expect(await page.locator('.registration-group table').count()).toBe(0);
    expect(tableCalls).toEqual([]);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(height).toBeLessThan(10_000);
    await saveScreenshot(page, { path: `${SHOTS}/registrations-390.png`, fullPage: true });

    // The busiest card comes first; its counts each say what they count.
    const busiest = cards.first();
    const counts = await busiest.locator('.registration-counts li').allTextContents();
    expect(counts).toEqual([
      expect.stringMatching(/^\d+ registered$/),
      expect.stringMatching(/^\d+ withdrawn$/),
      expect.stringMatching(/^\d+ checked in$/),
    ]);
    const registered = Number(counts[0]!.split(' ')[0]);
    expect(registered).toBeGreaterThan(20);

    const toggle = busiest.getByRole('button', { expanded: false });
    await toggle.click();
    const rows = busiest.locator('tbody tr');
    await rows.nth(19).waitFor();
    expect(await rows.count()).toBe(20);
    expect(await rows.first().locator('td').first().textContent()).toBe('1');
    expect(await busiest.getByRole('button', { expanded: true }).count()).toBe(1);
    await busiest.getByText(`Page 1 of ${Math.ceil(registered / 20)}`).waitFor();
    expect(tableCalls).toHaveLength(1);
    expect(new URL(tableCalls[0]!).searchParams.get('page')).toBe('1');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await saveScreenshot(page, { path: `${SHOTS}/registrations-open-390.png` });
    await page.setViewportSize(DESKTOP_VIEWPORT);
    await saveScreenshot(page, { path: `${SHOTS}/registrations-open-1280.png`, fullPage: true });
    await page.setViewportSize(MOBILE_VIEWPORT);
  });

  test('a search labels every count as filtered: "N of M registered match"', async () => {
    const name = await page.locator('.registration-group tbody tr').first().locator('td').nth(1).textContent();
    await page.getByRole('searchbox', { name: 'Search participants' }).fill(name!);
    const cards = page.locator('section.registration-group');
    await expect
      .poll(() => cards.first().locator('.registration-counts li').first().textContent())
      .toMatch(/^\d+ of \d+ registered match$/);
    const counts = await cards.first().locator('.registration-counts li').allTextContents();
    expect(counts[1]).toMatch(/^\d+ of \d+ withdrawn match$/);
    expect(counts[2]).toMatch(/^\d+ of \d+ checked in match$/);
    await saveScreenshot(page, { path: `${SHOTS}/registrations-search-390.png`, fullPage: true });
  });
});

describe('every staff page is a tool page', () => {
  test('no public footer, and a title of its own: "<page> · Admin · <edition>"', async () => {
    const event = (await getEvents(server)).events[0]!;
    const staffPaths = Object.entries(paths)
      .filter(([, path]) => path === paths.admin || path.startsWith(`${paths.admin}/`))
      .map(([name, path]) => (name === 'adminEventCheckin' ? eventCheckinPath(event.id) : path));
    const titles = new Map<string, string>();
    for (const path of staffPaths) {
      await page.goto(path);
      await page.locator('.admin-content h1').first().waitFor();
      await expect.poll(() => page.title(), { message: path }).toMatch(new RegExp(` · Admin · ${EDITION}$`));
      titles.set(path, await page.title());
      expect(await page.locator('footer.site-footer').count(), path).toBe(0);
    }
    expect(new Set(titles.values()).size, [...titles.values()].join('\n')).toBe(staffPaths.length);
    expect(titles.get(paths.adminUsers)).toBe(`Users · Admin · ${EDITION}`);
  });

  test('the admin area lines up with the header: the same width and side padding', async () => {
    await page.setViewportSize(DESKTOP_VIEWPORT);
    await page.goto(paths.adminUsers);
    await page.locator('.admin-content h1').first().waitFor();
    const edges = await page.evaluate(() => {
      const box = (selector: string) => {
        const el = document.querySelector(selector)!;
        const rect = el.getBoundingClientRect();
        const style = getComputedStyle(el);
        return [rect.left + parseFloat(style.paddingLeft), rect.right - parseFloat(style.paddingRight)];
      };
      return { header: box('.site-header-inner'), admin: box('.admin-shell') };
    });
    expect(edges.admin).toEqual(edges.header);
    await saveScreenshot(page, { path: `${SHOTS}/users-1280.png` });
    await page.setViewportSize(MOBILE_VIEWPORT);
  });
});
