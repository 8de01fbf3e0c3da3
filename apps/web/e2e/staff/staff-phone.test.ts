import fs from 'node:fs';
import { M } from '@symposium/schema/messages';
import type { Browser, Page } from 'playwright-core';
import { beforeAll, expect, test } from 'vitest';
import { createStaff, registerParticipant } from '../support/admin-setup';
import {
  adminToken,
  apiCall,
  createVerifiedPass,
  getEvents,
  updateSettings,
  verifyPayment,
} from '../support/api-calls';
import type { ApiServer } from '../support/api-server';
import { seriousViolations } from '../support/axe';
import { MOBILE_VIEWPORT } from '../support/browser';
import { receiptPng } from '../support/receipt-png';
import { useServerAndBrowser } from '../support/server-and-browser';
import { signedInContext } from '../support/sign-in';
import { openThroughStaffNav } from '../support/staff-desk';
import { saveScreenshot } from '../support/screenshots';

// The staff screens as they are used at the venue: a coordinator's phone at a desk (a touch screen, 390×844)
// and a laptop (1280×800). What a busy desk trips over: the next-scan button below the fold, the sync status
// scrolled away, the current screen's tab off the edge of the navigation row, cut-off event dates, small targets.

const SHOTS = '/tmp/staff-phone';
const PHONE = { viewport: MOBILE_VIEWPORT, hasTouch: true, isMobile: true };
const LAPTOP = { width: 1280, height: 800 };

const suite = useServerAndBrowser();
let server: ApiServer;
let browser: Browser;
beforeAll(() => ({ server, browser } = suite));

let adminApiToken: string;
let coordinator: { email: string; password: string; name: string };
const passes: { participantId: string; passData: string }[] = [];
let guest: { id: string; name: string; requestNumber: string | null };

beforeAll(async () => {
  fs.mkdirSync(SHOTS, { recursive: true });
  const admin = await adminToken(server);
  adminApiToken = admin;
  coordinator = await createStaff(server, admin, 'coordinator', 'Gate Coordinator');
  for (const name of ['Sneha Pillai', 'Rahul Iyer']) passes.push(await createVerifiedPass(server, admin, name));
  await registerParticipant(server, { name: 'Kavya Raman', screenshot: receiptPng() });
  guest = await registerParticipant(server, { name: 'Arun Kumar', stay: 'male' });
});

/**
 * The dashboard, where signing in lands staff, in a context signed in through the API (signedInContext): these tests
 * are about the screens after it; the form is register-login.test.ts's and admin.test.ts's.
 */
async function openDashboard(page: Page) {
  await page.goto('/admin');
  await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
}

/** Where an element is on the screen, rounded (px). */
const box = async (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const rect = element.getBoundingClientRect();
      return {
        top: Math.round(rect.top),
        bottom: Math.round(rect.bottom),
        left: Math.round(rect.left),
        right: Math.round(rect.right),
        height: Math.round(rect.height),
      };
    });

/**
 * The points of an element (the middle of each edge, just inside, and its centre) where something else is on top, or that
 * are off the screen: [] when the whole element can be seen and touched.
 */
const coveredPoints = (locator: import('playwright-core').Locator) =>
  locator.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    const [x, y] = [(rect.left + rect.right) / 2, (rect.top + rect.bottom) / 2];
    // Mid-edges rather than corners: a pill's rounded corners are not part of it for the hit test.
    const points = [
      [rect.left + 2, y],
      [rect.right - 2, y],
      [x, rect.top + 2],
      [x, rect.bottom - 2],
      [x, y],
    ];
    return points
      .map(([x, y]) => ({ x: Math.round(x), y: Math.round(y), hit: document.elementFromPoint(x, y) }))
      .filter(({ hit }) => !hit || !(hit === element || element.contains(hit)))
      .map(({ x, y, hit }) => `(${x},${y}) ${hit ? `${hit.tagName}.${hit.className}` : 'off screen'}`);
  });

test('a coordinator at a phone desk: the current tab, whole event dates, the next-kit button at thumb height, the sync status always in view', async () => {
  const context = await signedInContext(browser, server, coordinator, PHONE);
  const page = await context.newPage();
  await openDashboard(page);
  // The dashboard's quick action opens the scanner: its tab is far right on the navigation row.
  await page.getByRole('link', { name: 'QR scanner' }).click();
  await page.getByLabel('Device name').fill('Main desk');
  await page.getByRole('button', { name: 'Save device name' }).click();
  await page.getByTestId('roster-state').getByText('Roster ready').waitFor({ timeout: 20_000 });
  const nav = page.getByRole('navigation', { name: 'Admin' });
  const navBox = await box(page, '.admin-nav');
  const scannerTab = await nav.getByRole('link', { name: 'Scanner', exact: true }).boundingBox();
  expect(scannerTab!.x).toBeGreaterThanOrEqual(navBox.left);
  expect(scannerTab!.x + scannerTab!.width).toBeLessThanOrEqual(navBox.right);

  // Every event's category, venue and date is readable, not cut with an ellipsis.
  const cut = await page
    .locator('.scanner-item-meta')
    .evaluateAll((metas) =>
      metas.filter((meta) => meta.scrollWidth > meta.clientWidth + 1).map((meta) => meta.textContent),
    );
  expect(cut).toEqual([]);
  expect((await box(page, '.sync-now')).height).toBeGreaterThanOrEqual(44);
  await saveScreenshot(page, { path: `${SHOTS}/scanner-home-390.png` });
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('link', { name: /Issue one registration kit/ }).click();
  await page.getByRole('heading', { name: 'Ready to Issue Kits' }).waitFor();
  await context.setOffline(true);
  await page.getByLabel('Participant ID or pass text').fill(passes[0].passData);
  await page.keyboard.press('Enter');
  await page.getByRole('heading', { name: 'Kit Issued Successfully!' }).waitFor();
  // The kit card is taller than the phone's screen: the next-kit button still sits at thumb height, on screen.
  const next = await box(page, '.result-action');
  expect(next.top).toBeGreaterThan(MOBILE_VIEWPORT.height / 2);
  expect(next.bottom).toBeLessThanOrEqual(MOBILE_VIEWPORT.height);
  // The sync status stays in view under the site header however far the page scrolls.
  await page.getByTestId('sync-status').getByText('1 scan waiting to sync').waitFor();
  await saveScreenshot(page, { path: `${SHOTS}/kit-issued-390.png` });
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Issue Next Kit' }).click();
  // Down to the recent issuances at the foot of the screen (no site footer below: staff pages have none).
  await page.locator('.recent-scans').evaluate((list) => list.scrollIntoView({ block: 'end' }));
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  const header = await box(page, '.site-header');
  const status = await box(page, '[data-testid="sync-status"]');
  expect(status.top).toBeGreaterThanOrEqual(header.bottom);
  expect(status.bottom).toBeLessThan(MOBILE_VIEWPORT.height / 3);
  // The recent issuance keeps its registration type and sync state at the right edge when the row wraps.
  const item = await box(page, '.recent-item');
  const side = await box(page, '.recent-item .recent-side');
  expect(item.right - side.right).toBeLessThan(20);
  // The floating scroll-to-top button is showing, and the queued kit's 'Waiting to sync' badge is clear of it.
  await page.getByRole('button', { name: 'Scroll to top' }).waitFor();
  expect(await coveredPoints(page.getByText('Waiting to sync').last())).toEqual([]);
  await saveScreenshot(page, { path: `${SHOTS}/kit-queued-scrolled-390.png` });

  // The same desk on a laptop: the status stays in view and the side navigation sits below it, not under it.
  await context.setOffline(false);
  await page.getByTestId('sync-status').getByText('All scans synced').waitFor({ timeout: 20_000 });
  await page.setViewportSize(LAPTOP);
  await page.getByLabel('Participant ID or pass text').fill(passes[1].passData);
  await page.keyboard.press('Enter');
  await page.getByRole('heading', { name: 'Kit Issued Successfully!' }).waitFor();
  await page.locator('.recent-scans').evaluate((list) => list.scrollIntoView({ block: 'end' }));
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  const laptopStatus = await box(page, '[data-testid="sync-status"]');
  const sideNav = await box(page, '.admin-side');
  expect(laptopStatus.top).toBeGreaterThanOrEqual((await box(page, '.site-header')).bottom);
  expect(sideNav.top).toBeGreaterThanOrEqual(laptopStatus.bottom);
  await saveScreenshot(page, { path: `${SHOTS}/kit-scrolled-1280.png` });
  await context.close();
});

/** Buttons, links and fields of the staff content shorter than a finger (44 px), and whether the page scrolls sideways. */
const phoneProblems = (page: Page) =>
  page.evaluate(() => {
    const small = Array.from(
      document.querySelectorAll<HTMLElement>(
        '.admin-content :is(button, a, select, input:not([type=checkbox]):not([type=radio])), dialog[open] :is(button, a, select)',
      ),
    )
      .filter((control) => {
        const rect = control.getBoundingClientRect();
        return rect.width > 0 && rect.height < 44 && !control.closest('.visually-hidden');
      })
      .map(
        (control) =>
          `${control.tagName} "${(control.getAttribute('aria-label') ?? control.textContent ?? '').trim().slice(0, 40)}" ${Math.round(control.getBoundingClientRect().height)}px`,
      );
    return { small, sideways: document.documentElement.scrollWidth > document.documentElement.clientWidth };
  });

test('an admin on a phone: every staff screen fits the width, takes a finger, and passes axe', async () => {
  const context = await signedInContext(browser, server, server.admin, PHONE);
  const page = await context.newPage();
  const screens = [
    '/admin',
    '/admin/users',
    '/admin/payments',
    '/admin/events',
    '/admin/registrations',
    '/admin/accommodations',
    '/admin/settings',
    '/admin/staff',
    '/admin/devices',
    '/admin/scanner',
  ];
  await page.goto(screens[0]);
  for (const path of screens) {
    if (path !== screens[0]) await openThroughStaffNav(page, path);
    await page.locator('.admin-content h1').first().waitFor();
    await page.locator('.loading-screen').waitFor({ state: 'detached' });
    expect({ path, ...(await phoneProblems(page)) }).toEqual({ path, small: [], sideways: false });
    expect({ path, axe: await seriousViolations(page) }).toEqual({ path, axe: [] });
  }
  // The payment review on a phone: the screenshot's 'Open full size' link is finger-sized too.
  await openThroughStaffNav(page, '/admin/payments');
  await page.getByRole('button', { name: 'Review payment of Kavya Raman' }).click();
  const dialog = page.getByRole('dialog', { name: 'Payment of Kavya Raman' });
  await dialog.getByRole('link', { name: 'Open full size', exact: true }).waitFor();
  expect(await phoneProblems(page)).toEqual({ small: [], sideways: false });
  await saveScreenshot(page, { path: `${SHOTS}/payment-review-390.png` });
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  // Focus goes back to the name that opened the review.
  expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('Kavya Raman');
  await context.close();
});

test("the latest staff actions read in staff words, on the dashboard and in the participant's history", async () => {
  const payer = await registerParticipant(server, { name: 'Meena Das' });
  await updateSettings(server, adminApiToken, { eventRegistrationOpen: true, accommodationFee: 350 });
  await apiCall(server, `/admin/payments/${payer.id}/verify`, {
    method: 'PUT',
    token: adminApiToken,
    json: { notes: 'Matched bank SMS' },
  });
  const roleChange = await createStaff(server, adminApiToken, 'admin', 'Role Change');
  const staff = await apiCall<{ data: { _id: string; email: string }[] }>(server, '/admin/staff', {
    token: adminApiToken,
  });
  const changed = staff.data.find((member) => member.email === roleChange.email)!;
  await apiCall(server, `/admin/staff/${changed._id}`, {
    method: 'PUT',
    token: adminApiToken,
    json: { role: 'coordinator' },
  });

  const context = await signedInContext(browser, server, server.admin, PHONE);
  const page = await context.newPage();
  await openDashboard(page);
  const trail = page.locator('.audit-list');
  await trail.getByText('Event registration: Closed → Open', { exact: false }).waitFor();
  const changes = (await trail.locator('.audit-changes').allTextContents()).flatMap((line) => line.split('; '));
  expect(changes).toContain('Accommodation fee: ₹300 → ₹350');
  expect(changes).toContain('Payment status: Pending → Verified');
  expect(changes).toContain('Payment notes: — → Matched bank SMS');
  expect(changes).toContain('Role: Admin → Coordinator');
  // No field name as the code spells it (eventRegistrationOpen, paymentStatus), no bare true/false.
  expect(changes.filter((change) => /^\S*[a-z][A-Z]|\b(true|false)\b/.test(change))).toEqual([]);
  await trail.scrollIntoViewIfNeeded();
  await saveScreenshot(page, { path: `${SHOTS}/audit-trail-390.png` });

  await page.goto('/admin/users');
  await page.getByRole('button', { name: `View ${payer.name}` }).click();
  const dialog = page.getByRole('dialog', { name: payer.name });
  await dialog.getByText('Payment status: Pending → Verified', { exact: false }).waitFor();
  await dialog.locator('.audit-list').scrollIntoViewIfNeeded();
  await saveScreenshot(page, { path: `${SHOTS}/participant-history-390.png` });
  await context.close();
});

test("a new staff member's one-time password is in full view on a phone, nothing over it, and copies", async () => {
  const context = await signedInContext(browser, server, server.admin, PHONE);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.baseUrl });
  const page = await context.newPage();
  await page.goto('/admin/staff');
  await page.getByLabel('Name', { exact: true }).fill('Hall Desk');
  await page.getByLabel('Email', { exact: true }).fill('hall.desk@symposium.test');
  await page.getByRole('button', { name: 'Add staff', exact: true }).click();
  const panel = page.locator('.generated-password');
  await panel.getByText('Staff account created').waitFor();
  const password = page.locator('.generated-password-value');
  const copy = panel.getByRole('button', { name: 'Copy password' });
  expect(await coveredPoints(password)).toEqual([]);
  expect(await coveredPoints(copy)).toEqual([]);
  expect((await box(page, '.generated-password .btn')).height).toBeGreaterThanOrEqual(44);
  await saveScreenshot(page, { path: `${SHOTS}/staff-password-390.png` });
  await copy.click();
  await panel.getByRole('button', { name: 'Copied' }).waitFor();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await password.textContent());
  // The password works: the new coordinator signs in with it.
  const signIn = await apiCall<{ token: string }>(server, '/auth/login', {
    json: { email: 'hall.desk@symposium.test', password: await password.textContent(), rememberMe: false },
  });
  expect(signIn.token).toBeTruthy();
  await context.close();
});

test("a phone's navigation and tabs: the menu row fades where it goes on, the payments tabs all on screen, whole search hints, Scanner current on a check-in", async () => {
  const context = await signedInContext(browser, server, server.admin, PHONE);
  const page = await context.newPage();
  await openDashboard(page);
  const row = page.locator('.admin-nav');
  // The dashboard's tab is first: more tabs to the right, and that edge fades.
  await page.locator('.admin-nav[data-more-after]:not([data-more-before])').waitFor();
  expect(await row.evaluate((list) => getComputedStyle(list).maskImage)).toContain('gradient');
  await saveScreenshot(page, {
    path: `${SHOTS}/admin-nav-fade-390.png`,
    clip: { x: 0, y: 0, width: 390, height: 260 },
  });
  await row.evaluate((list) => list.scrollTo({ left: list.scrollWidth }));
  await page.locator('.admin-nav[data-more-before]:not([data-more-after])').waitFor();

  // Every payments tab, Statistics and the admin's Reconcile too, is on screen and finger-sized; the row wraps rather
  // than scroll.
  await page.goto('/admin/payments');
  const tabs = page.getByRole('tab');
  await page.getByRole('tab', { name: 'Statistics' }).waitFor();
  const tabBoxes = await tabs.evaluateAll((all) =>
    all.map((tab) => tab.getBoundingClientRect()).map((r) => ({ left: r.left, right: r.right, height: r.height })),
  );
  expect(tabBoxes).toHaveLength(5);
  for (const tab of tabBoxes) {
    expect(tab.left).toBeGreaterThanOrEqual(0);
    expect(tab.right).toBeLessThanOrEqual(MOBILE_VIEWPORT.width);
    expect(tab.height).toBeGreaterThanOrEqual(44);
  }
  expect(await page.getByRole('tablist').evaluate((list) => list.scrollWidth <= list.clientWidth)).toBe(true);
  await saveScreenshot(page, { path: `${SHOTS}/payments-tabs-390.png` });

  // Each search field's placeholder shows whole; what it searches is said under it.
  const cutPlaceholders = (page: Page) =>
    page.locator('input[type=search]').evaluateAll((inputs) =>
      (inputs as HTMLInputElement[]).flatMap((input) => {
        const style = getComputedStyle(input);
        const pen = document.createElement('canvas').getContext('2d')!;
        pen.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return pen.measureText(input.placeholder).width > room ? [input.placeholder] : [];
      }),
    );
  for (const [path, label, hint] of [
    ['/admin/users', 'Search participants', 'Searches name, email, phone, participant ID and college.'],
    ['/admin/payments', 'Find a participant', 'Searches name, email, phone, transaction ID and participant ID.'],
    ['/admin/accommodations', 'Search requests', 'Searches name, email, phone, college and request number.'],
    ['/admin/registrations', 'Search participants', null],
  ] as const) {
    await page.goto(path);
    const field = page.getByRole('searchbox', { name: label });
    await field.waitFor();
    expect({ path, cut: await cutPlaceholders(page) }).toEqual({ path, cut: [] });
    if (hint)
      expect(
        await field.evaluate(
          (input) => document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent,
        ),
      ).toBe(hint);
  }
  await page.goto('/admin/users');
  await page.getByText('Searches name, email, phone, participant ID and college.').waitFor();
  await saveScreenshot(page, { path: `${SHOTS}/users-search-390.png` });

  // An event's check-in has no tab of its own: the Scanner tab, which opens it, is the current one, in view.
  const { events } = await getEvents(server);
  await page.goto(`/admin/event-checkin/${events[0].id}`);
  await page.locator('.admin-content h1').first().waitFor();
  await page.locator('.loading-screen').waitFor({ state: 'detached' });
  const scanner = page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Scanner', exact: true });
  expect(await scanner.getAttribute('aria-current')).toBe('page');
  const navBox = await box(page, '.admin-nav');
  const tab = (await scanner.boundingBox())!;
  expect(tab.x).toBeGreaterThanOrEqual(navBox.left);
  expect(tab.x + tab.width).toBeLessThanOrEqual(navBox.right);
  expect(await page.locator('.admin-nav a[aria-current="page"]').count()).toBe(1);
  await saveScreenshot(page, {
    path: `${SHOTS}/event-checkin-tab-390.png`,
    clip: { x: 0, y: 0, width: 390, height: 300 },
  });
  await context.close();
});

test('a long staff name wraps to two lines in the menu header, whole, with the whole name on hover', async () => {
  const name = 'Dr. Venkatalakshmi Ramachandran';
  const email = 'venkatalakshmi.r@symposium.test';
  await apiCall(server, '/admin/staff', {
    token: adminApiToken,
    json: { email, name, role: 'coordinator', password: 'Coordinator#2025' },
  });
  const context = await signedInContext(browser, server, { email, password: 'Coordinator#2025' }, { viewport: LAPTOP });
  const page = await context.newPage();
  await openDashboard(page);
  const shown = page.locator('.admin-identity-name');
  const measure = () =>
    shown.evaluate((element) => ({
      cut: element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1,
      lines: Math.round(element.clientHeight / parseFloat(getComputedStyle(element).lineHeight)),
      title: element.getAttribute('title'),
    }));
  expect(await measure()).toEqual({ cut: false, lines: 2, title: `${name}\n${email}` });
  await saveScreenshot(page, { path: `${SHOTS}/long-name-1280.png`, clip: { x: 0, y: 0, width: 640, height: 400 } });
  await page.setViewportSize(MOBILE_VIEWPORT);
  expect((await measure()).cut).toBe(false);
  await saveScreenshot(page, { path: `${SHOTS}/long-name-390.png`, clip: { x: 0, y: 0, width: 390, height: 260 } });
  await context.close();
});

test("accommodations on a phone: the row's Cancel Request and the dialog's Back are told apart; Confirm disabled for an unverified payment", async () => {
  const context = await signedInContext(browser, server, server.admin, PHONE);
  const page = await context.newPage();
  await page.goto('/admin/accommodations');
  const cancelRequest = page.getByRole('button', { name: `Cancel Request ${guest.requestNumber}` });
  await cancelRequest.waitFor();
  expect(await page.getByRole('button', { name: /^Cancel\b(?! Request)/ }).count()).toBe(0);
  // Her payment is not verified: the row's Confirm is disabled with the reason under it (the API refuses the room).
  const confirm = page.getByRole('button', { name: `Confirm ${guest.requestNumber}` });
  expect(await confirm.isDisabled()).toBe(true);
  expect(
    await confirm.evaluate(
      (button) => document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent,
    ),
  ).toBe(M.confirmAwaitsPayment);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.viewport.width);
  await saveScreenshot(page, { path: `${SHOTS}/confirm-room-unverified-390.png` });
  // The dialog still closes with 'Back', told apart from the row's Cancel Request (a verified stayer's Confirm).
  await verifyPayment(server, adminApiToken, guest.id);
  await page.reload();
  await page.getByRole('button', { name: `Confirm ${guest.requestNumber}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm accommodation' });
  await dialog.getByLabel('Room number').fill('B-1');
  expect(await dialog.getByRole('button', { name: 'Cancel' }).count()).toBe(0);
  await dialog.getByRole('button', { name: 'Back', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  // Back closed the dialog and left the request as it was.
  await page.locator('tr', { hasText: guest.requestNumber! }).getByText('requested', { exact: true }).waitFor();
  await context.close();
});

test("a phone desk opened straight on a staff page: what it shows stays where it first showed when the status bar's code or the desk's state comes late", async () => {
  // Service workers blocked so the test's network sees every request (the status bar's code is its own file).
  const context = await signedInContext(browser, server, coordinator, PHONE);
  const page = await context.newPage();
  await page.goto('/admin/scanner');
  await page.getByLabel('Device name').fill('Kit phone');
  await page.getByRole('button', { name: 'Save device name' }).click();
  await page.getByTestId('roster-state').getByText('Roster ready').waitFor({ timeout: 20_000 });

  // A slow network: the status bar's code arrives well after the page's own.
  await page.route('**/assets/sync-status-bar-*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto('/admin/kit-distribution');
  await page.getByRole('heading', { name: 'Ready to Issue Kits', exact: true }).waitFor();
  const workshopDesk = page.getByLabel('Workshop desk');
  const shownAt = (await workshopDesk.boundingBox())!.y;
  await page.getByTestId('sync-status').waitFor();
  // The status bar came with the page, not over a finger already on its way to 'Workshop desk'.
  expect((await workshopDesk.boundingBox())!.y).toBe(shownAt);
  await workshopDesk.check();

  // A staff page that does not wait for the desk's state (the dashboard), loaded straight: the bar is drawn with it,
  // not once the device's database has said this phone is a desk.
  await page.addInitScript(() => {
    const tops: number[] = [];
    Object.assign(window, { pageTops: tops });
    new MutationObserver(() => {
      const top = document.querySelector('.admin-page')?.getBoundingClientRect().top;
      if (top !== undefined && top !== tops.at(-1)) tops.push(top);
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/admin');
  await page.getByTestId('sync-status').waitFor();
  await page.getByRole('navigation', { name: 'Quick actions' }).waitFor();
  expect(await page.evaluate(() => (window as unknown as { pageTops: number[] }).pageTops)).toHaveLength(1);

  // The scanner's home: the events list, read from the roster on this phone a moment after the page, sits above the
  // roster and device cards, and the roster card's state below its heading changes as the sync runs; both cards show
  // where they stay.
  await page.addInitScript(() => {
    const tops: string[] = [];
    Object.assign(window, { cardTops: tops });
    new MutationObserver(() => {
      const [roster, device] = ['roster-title', 'device-title'].map((id) =>
        document.getElementById(id)?.getBoundingClientRect(),
      );
      const place = roster && device && `${Math.round(roster.top + scrollY)}, ${Math.round(device.top + scrollY)}`;
      // With what the status bar said then and whether the web fonts were in: a move says what came.
      const bar = document.querySelector('[data-testid="sync-status"]')?.textContent;
      if (place !== undefined && place !== tops.at(-1)?.split(' | ')[0])
        tops.push(`${place} | ${bar} | fonts ${document.fonts.status}`);
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  await page.goto('/admin/scanner');
  await page.locator('.scanner-item-link').first().waitFor();
  await page.getByRole('button', { name: 'Clear this device' }).waitFor();
  await page
    .getByTestId('sync-status')
    .getByText(/Last synced/)
    .waitFor();
  // One place, drawn with the web fonts in: a first draw with their stand-ins rewrapped a line when they came.
  expect(await page.evaluate(() => (window as unknown as { cardTops: string[] }).cardTops)).toEqual([
    expect.stringMatching(/fonts loaded$/),
  ]);
  await context.close();
});
