import fs from 'node:fs/promises';
import { M } from '@symposium/schema/messages';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { adminToken, verifyPayment } from '../support/api-calls';
import {
  confirmStay,
  createRegisteredEntrant,
  createStaff,
  registerParticipant,
  staffGet,
} from '../support/admin-setup';
import type { ApiServer } from '../support/api-server';
import { seriousViolations } from '../support/axe';
import { DESKTOP_VIEWPORT, MOBILE_VIEWPORT } from '../support/browser';
import { useServerAndBrowser } from '../support/server-and-browser';
import { signInAsStaff } from '../support/staff-desk';
import { saveScreenshot } from '../support/screenshots';

// The staff tables on a phone (390 px) and a small laptop (1024 px): no sideways scrolling, each row's key
// fields and its action inside the viewport, still a table for screen readers; wide screens keep the table.

const SHOTS = '/tmp/admin-tables';
const LAPTOP_VIEWPORT = { width: 1024, height: 768 };
const LONG_COLLEGE = 'Sri Venkateswara College of Engineering and Technology Autonomous';

const suite = useServerAndBrowser();
let server: ApiServer;
let browser: Browser;
beforeAll(() => ({ server, browser } = suite));

let context: BrowserContext;
let page: Page;
type Player = Awaited<ReturnType<typeof registerParticipant>>;
let guest: Player; // verified, asked for a room: 'Confirm' is offered
let lodger: Player; // verified, confirmed into a room
let entrant: { name: string; email: string; participantId: string }; // verified, with an ID, registered for SKY SHOT
let coordinator: { name: string; email: string };
const LONG_EMAIL = 'pending.person.mechanical.engineering.final.year@students.government-college-of-technology.ac.in';
let payer: Player; // pending, whose transaction ID another pending registration also carries

beforeAll(async () => {
  await fs.mkdir(SHOTS, { recursive: true });
  const admin = await adminToken(server);
  [guest, lodger, , coordinator, payer] = await Promise.all([
    registerParticipant(server, { name: 'Aishwarya Lakshminarayanan', stay: 'female', college: LONG_COLLEGE }),
    registerParticipant(server, { name: 'Venkatesh Subramaniam', stay: 'male', college: LONG_COLLEGE }),
    // An address as long as a college's mail gives out: the tables wrap it rather than widen.
    registerParticipant(server, { name: 'Pending Person', stay: 'male', email: LONG_EMAIL }),
    createStaff(server, admin, 'coordinator', 'Venue Coordinator'),
    registerParticipant(server, { name: 'Thirunavukkarasu Ramalingam', transactionId: 'UPI427318905612TWIN' }),
  ]);
  await registerParticipant(server, { name: 'Twin Payer', transactionId: payer.transactionId });
  for (const player of [guest, lodger]) await verifyPayment(server, admin, player.id);
  const stays = (
    await staffGet<{ data: { _id: string; requestNumber: string }[] }>(server, admin, '/accommodation/admin/all')
  ).data;
  await confirmStay(server, admin, stays.find((s) => s.requestNumber === lodger.requestNumber)!._id, 'B-204');

  entrant = await createRegisteredEntrant(server, admin, 'Meenakshi Sundareswaran');

  context = await browser.newContext({ viewport: MOBILE_VIEWPORT, baseURL: server.baseUrl });
  page = await context.newPage();
  await signInAsStaff(page, server.admin);
});

/** The page and every table box are no wider than the window: nothing scrolls sideways. */
async function expectNoSidewaysScroll(where: string) {
  const widths = await page.evaluate(() => ({
    page: document.scrollingElement!.scrollWidth,
    window: window.innerWidth,
    tables: [...document.querySelectorAll('.admin-table-wrap')].map((wrap) => ({
      scroll: wrap.scrollWidth,
      client: wrap.clientWidth,
    })),
  }));
  expect(widths.page, `${where}: page width`).toBeLessThanOrEqual(widths.window);
  expect(widths.tables.length, `${where}: tables`).toBeGreaterThan(0);
  for (const table of widths.tables)
    expect(table.scroll, `${where}: a table box scrolls sideways`).toBeLessThanOrEqual(table.client);
}

/** The row scrolled to the middle of the window; each of its key parts lies wholly inside the window. */
async function expectRowReadable(row: Locator, keyParts: Locator[], where: string) {
  await row.evaluate((element) => element.scrollIntoView({ block: 'center', inline: 'nearest' }));
  const view = await page.evaluate(() => ({
    width: window.innerWidth,
    height: window.innerHeight,
    scrollX: window.scrollX,
  }));
  expect(view.scrollX, `${where}: the page scrolled sideways to show the row`).toBe(0);
  for (const part of keyParts) {
    expect(await part.isVisible(), `${where}: ${part} visible`).toBe(true);
    const box = (await part.boundingBox())!;
    const inside = box.x >= 0 && box.y >= 0 && box.x + box.width <= view.width && box.y + box.height <= view.height;
    expect(inside, `${where}: ${part} at ${JSON.stringify(box)} outside ${view.width}×${view.height}`).toBe(true);
  }
}

/** Chromium's own accessibility tree (not Playwright's reading of the DOM): the screen still holds a table with column headers. */
async function chromiumTableRoles() {
  const session = await context.newCDPSession(page);
  const { nodes } = (await session.send('Accessibility.getFullAXTree')) as {
    nodes: { role?: { value: string }; name?: { value: string }; ignored: boolean }[];
  };
  await session.detach();
  const shown = nodes.filter((node) => !node.ignored);
  return {
    tables: shown.filter((node) => node.role?.value === 'table').length,
    // Lower case: Chromium names the headings as shown (upper case through CSS).
    headers: shown.filter((node) => node.role?.value === 'columnheader').map((node) => node.name?.value.toLowerCase()),
    cells: shown.filter((node) => node.role?.value === 'cell').length,
  };
}

/** The screen at phone, small-laptop and desktop width, for looking at; at none of them does anything scroll sideways. */
async function shoot(name: string) {
  for (const viewport of [MOBILE_VIEWPORT, LAPTOP_VIEWPORT, DESKTOP_VIEWPORT]) {
    await page.setViewportSize(viewport);
    await expectNoSidewaysScroll(`${name} at ${viewport.width}`);
    await saveScreenshot(page, { path: `${SHOTS}/${name}-${viewport.width}.png`, fullPage: true });
  }
  await page.setViewportSize(MOBILE_VIEWPORT);
}

const badge = (row: Locator, status: string) => row.locator('.status-badge', { hasText: status });
/** The cell a name heads (with the email or phone under it). */
const nameCell = (row: Locator, name: string) => row.getByRole('cell', { name: new RegExp(`^${name}`) });

describe('staff tables on a phone and a small laptop', () => {
  test('/admin/users at 390 px: each participant is a card with ID, payment status and the name that opens it, and still a table for screen readers', async () => {
    await page.setViewportSize(MOBILE_VIEWPORT);
    await page.goto('/admin/users');
    const row = page.locator('tbody tr', { hasText: entrant.email });
    await row.waitFor();
    await expectNoSidewaysScroll('/admin/users');
    const open = row.getByRole('button', { name: `View ${entrant.name}` });
    await expectRowReadable(
      row,
      [open, row.getByText(entrant.participantId, { exact: true }), badge(row, 'verified')],
      '/admin/users',
    );

    const roles = await chromiumTableRoles();
    expect(roles.tables).toBe(1);
    expect(roles.headers).toEqual(expect.arrayContaining(['participant id', 'name', 'payment', 'kit']));
    expect(roles.cells).toBeGreaterThan(0);
    expect(await seriousViolations(page)).toEqual([]);

    // Bulk mode adds a tick box per card, inside the window too.
    await page.getByRole('button', { name: 'Bulk mode' }).click();
    const tick = row.getByRole('checkbox', { name: `Select ${entrant.name}` });
    await expectNoSidewaysScroll('/admin/users bulk mode');
    await expectRowReadable(row, [tick, open, badge(row, 'verified')], '/admin/users bulk mode');
    await tick.check();
    expect(await row.getAttribute('aria-selected')).toBe('true');
    await shoot('users-bulk');
    await page.getByRole('button', { name: 'Bulk mode', pressed: true }).click();
    await shoot('users');
  });

  test('/admin/accommodations at 390 and 1024 px: name, request, status and Confirm inside the window', async () => {
    await page.goto('/admin/accommodations');
    const row = page.locator('tbody tr', { hasText: guest.requestNumber! });
    await row.waitFor();
    for (const viewport of [MOBILE_VIEWPORT, LAPTOP_VIEWPORT]) {
      await page.setViewportSize(viewport);
      const where = `/admin/accommodations at ${viewport.width}`;
      await expectNoSidewaysScroll(where);
      await expectRowReadable(
        row,
        [
          nameCell(row, guest.name),
          row.getByRole('cell', { name: guest.requestNumber!, exact: true }),
          badge(row, 'requested'),
          row.getByRole('button', { name: `Confirm ${guest.requestNumber}` }),
          row.getByRole('button', { name: `Cancel Request ${guest.requestNumber}` }),
        ],
        where,
      );
      const lodgerRow = page.locator('tbody tr', { hasText: lodger.requestNumber! });
      await expectRowReadable(
        lodgerRow,
        [lodgerRow.getByText('B-204', { exact: true }), badge(lodgerRow, 'confirmed')],
        where,
      );
      expect(await seriousViolations(page), where).toEqual([]);
    }
    await shoot('accommodations');
  });

  test('/admin/registrations at 390 px: each event table fits, the participant and status inside the window', async () => {
    await page.setViewportSize(MOBILE_VIEWPORT);
    await page.goto('/admin/registrations');
    await page.getByRole('button', { name: 'SKY SHOT', exact: true }).click();
    const row = page.locator('tbody tr', { hasText: entrant.email });
    await row.waitFor();
    await expectNoSidewaysScroll('/admin/registrations');
    await expectRowReadable(
      row,
      [row.getByText(entrant.name, { exact: true }), badge(row, 'registered')],
      '/admin/registrations',
    );
    expect(await seriousViolations(page)).toEqual([]);
    await shoot('registrations');
  });

  test('/admin dashboard at 390 px: the latest registrations fit, with payment status and participant ID', async () => {
    await page.setViewportSize(MOBILE_VIEWPORT);
    await page.goto('/admin');
    const row = page.locator('tbody tr', { hasText: entrant.email });
    await row.waitFor();
    await expectNoSidewaysScroll('/admin');
    await expectRowReadable(
      row,
      [nameCell(row, entrant.name), row.getByText(entrant.participantId), badge(row, 'verified')],
      '/admin',
    );
    expect(await seriousViolations(page)).toEqual([]);
    await shoot('dashboard');
  });

  test('/admin/staff at 390 px: role and Disable inside the window; your own Disable looks disabled and says why', async () => {
    await page.setViewportSize(MOBILE_VIEWPORT);
    await page.goto('/admin/staff');
    const row = page.locator('tbody tr', { hasText: coordinator.email });
    await row.waitFor();
    await expectNoSidewaysScroll('/admin/staff');
    const disable = row.getByRole('button', { name: `Disable ${coordinator.name}` });
    await expectRowReadable(
      row,
      [nameCell(row, coordinator.name), row.getByLabel(`Role of ${coordinator.name}`), badge(row, 'active'), disable],
      '/admin/staff',
    );

    const mine = page.locator('tbody tr', { hasText: server.admin.email });
    const myDisable = mine.getByRole('button', { name: /^Disable / });
    expect(await myDisable.isDisabled()).toBe(true);
    await expectRowReadable(mine, [myDisable], '/admin/staff, own row');
    // Its accessible description (and the line shown under it) says why.
    const describedBy = (await myDisable.getAttribute('aria-describedby')) ?? '';
    expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe(M.staffSelfChange);
    expect(await mine.getByText(M.staffSelfChange).isVisible()).toBe(true);
    // It looks unlike an active one: muted text, a dashed border, no danger colour.
    const look = (button: Locator) =>
      button.evaluate((element) => {
        const style = getComputedStyle(element);
        return { color: style.color, border: style.borderTopStyle, cursor: style.cursor };
      });
    const active = await look(disable);
    const off = await look(myDisable);
    expect(off.color).not.toBe(active.color);
    expect([off.border, active.border]).toEqual(['dashed', 'solid']);
    expect(off.cursor).toBe('not-allowed');
    expect(await seriousViolations(page)).toEqual([]);
    await shoot('staff');
  });

  test('/admin/payments at 390 px: a pending card shows name, transaction ID, amount, the duplicate flag and its Review button; a table at 1280 px', async () => {
    await page.setViewportSize(MOBILE_VIEWPORT);
    await page.goto('/admin/payments');
    const row = page.locator('tbody tr', { hasText: payer.email });
    await row.waitFor();
    await expectNoSidewaysScroll('/admin/payments');
    // The name is the row's action: it opens the review (screenshot, Verify, Reject).
    const review = row.getByRole('button', { name: `Review payment of ${payer.name}` });
    const amount = row.locator('td[data-label="Amount"]');
    expect(await amount.textContent()).toBe('₹299');
    await expectRowReadable(
      row,
      [
        review,
        row.getByText(payer.transactionId, { exact: true }),
        amount,
        row.getByText('Possible duplicate', { exact: true }),
        row.locator('.also-used-by'),
        badge(row, 'pending'),
      ],
      '/admin/payments',
    );
    expect(await row.locator('.also-used-by').textContent()).toBe('Also used by Twin Payer (pending)');
    expect(await row.evaluate((element) => getComputedStyle(element).display)).toBe('grid');

    const roles = await chromiumTableRoles();
    expect(roles.tables).toBe(1);
    expect(roles.headers).toEqual(['name', 'transaction id', 'amount', 'type', 'registered', 'status']);
    expect(roles.cells).toBeGreaterThan(0);
    expect(await seriousViolations(page)).toEqual([]);

    // The review on a phone: the screenshot, and Verify and Reject reachable without sideways scrolling.
    await review.click();
    const dialog = page.getByRole('dialog', { name: `Payment of ${payer.name}` });
    await dialog.getByRole('img', { name: `Payment screenshot of ${payer.name}` }).waitFor();
    await expectNoSidewaysScroll('/admin/payments review');
    for (const action of ['Verify payment', 'Reject payment']) {
      const button = dialog.getByRole('button', { name: action });
      await expectRowReadable(button, [button], `review: ${action}`);
    }
    await saveScreenshot(page, { path: `${SHOTS}/payments-review-390.png` });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    await shoot('payments');
    await page.setViewportSize(DESKTOP_VIEWPORT);
    expect(await row.evaluate((element) => getComputedStyle(element).display)).toBe('table-row');
    await page.setViewportSize(MOBILE_VIEWPORT);
  });

  test('figures that come after the controls below them keep their place: the controls show where they stay', async () => {
    // Each screen opened on a fresh page load (nothing shown from memory), its figures answered only once `control`
    // shows (or, where the screen waits for them, once it is waiting for nothing else): the stat cards or the Mail
    // counts come while the control is already there, as on a slow network.
    const waiting = (text: string) =>
      page.locator('.admin-page', { has: page.getByRole('button', { name: 'Refresh', exact: true }) }).getByText(text);
    const dashboardWaiting = waiting('Loading dashboard...');
    const screens = [
      { link: 'Users', held: '/api/v1/admin/users', control: '.admin-toolbar input', done: '.admin-stat-value' },
      { link: 'Events', held: '/api/v1/workshops', control: '.catalogue-grid button', done: '.admin-stat-value' },
      {
        link: 'Accommodations',
        held: '/api/v1/accommodation/admin/stats',
        control: '.admin-toolbar input',
        done: '.admin-stat-value',
      },
      {
        link: 'Dashboard',
        held: '/api/v1/admin/mail/status',
        control: '.conflicts-panel',
        done: '.mail-card-counts dd',
        waiting: dashboardWaiting,
      },
      // Sideways: the Pending count's badge comes after the tabs, before the Verified tab.
      {
        link: 'Payments',
        held: '/api/v1/admin/payments/pending',
        control: '#payments-panel-tab-verified',
        done: '#payments-panel-tab-pending .admin-tab-count',
      },
      // At 390 px the conflicts panel's answer ('No conflicts…') takes a line more than its loading line.
      {
        link: 'Dashboard',
        held: '/api/v1/admin/sync/conflicts',
        control: '#bars-title',
        done: '.conflicts-panel .section-count',
        waiting: dashboardWaiting,
      },
      // 'Refreshing...' is wider than 'Refresh': the button moved right (and, on a phone, up beside the title).
      {
        link: 'Dashboard',
        held: '/api/v1/admin/dashboard',
        control: '.admin-page-actions button',
        done: '.admin-stat-value',
      },
      // (/admin/registrations loads no table until a card is opened: nothing below moves as the screen comes.)
    ];
    for (const { link, held, control, done, waiting } of screens) {
      await page.goto('/admin/staff');
      const isHeld = (url: URL) => url.pathname === held;
      const shown = waiting ? page.locator(control).or(waiting) : page.locator(control);
      await page.route(isHeld, (route) =>
        shown
          .first()
          .waitFor()
          .then(() => route.continue()),
      );
      const tops = await page.evaluateHandle((selector) => {
        const seen: string[] = [];
        const observer = new MutationObserver(() => {
          const box = document.querySelector(selector)?.getBoundingClientRect();
          // Whole pixels: no sub-pixel noise. A box of no size is not yet shown (a part loading hidden).
          const place =
            box && (box.width || box.height) ? `${Math.round(box.top + scrollY)}, ${Math.round(box.left)}` : undefined;
          if (place !== undefined && place !== seen.at(-1)) seen.push(place);
        });
        observer.observe(document.body, { childList: true, subtree: true, characterData: true });
        return { seen, stop: () => observer.disconnect() };
      }, control);
      await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: link, exact: true }).click();
      await page.locator(done, { hasText: /\d/ }).first().waitFor();
      await page.locator(control).first().waitFor();
      expect(await tops.evaluate(({ seen, stop }) => (stop(), seen)), `${link}: ${control}`).toHaveLength(1);
      await page.unroute(isHeld);
    }
  });
});
