import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createStaff, registerParticipant } from './support/admin-setup';
import { adminToken, createVerifiedPass } from './support/api-calls';
import { type ApiServer, startApiServer } from './support/api-server';
import { seriousViolations } from './support/axe';
import { launchBrowser, MOBILE_VIEWPORT } from './support/browser';
import { receiptPng } from './support/receipt-png';

// The staff screens as they are used at the venue: a coordinator's phone at a desk (a touch screen, 390×844)
// and a laptop (1280×800). What a busy desk trips over: the next-scan button below the fold, the sync status
// scrolled away, the current screen's tab off the edge of the navigation row, cut-off event dates, small targets.

const SHOTS = '/tmp/staff-phone';
const PHONE = { viewport: MOBILE_VIEWPORT, hasTouch: true, isMobile: true };
const LAPTOP = { width: 1280, height: 800 };

let server: ApiServer;
let browser: Browser;
let coordinator: { email: string; password: string; name: string };
const passes: { participantId: string; passData: string }[] = [];

beforeAll(async () => {
  fs.mkdirSync(SHOTS, { recursive: true });
  [server, browser] = await Promise.all([startApiServer(), launchBrowser()]);
  const admin = await adminToken(server);
  coordinator = await createStaff(server, admin, 'coordinator', 'Gate Coordinator');
  for (const name of ['Sneha Pillai', 'Rahul Iyer']) passes.push(await createVerifiedPass(server, admin, name));
  await registerParticipant(server, { name: 'Kavya Raman', screenshot: receiptPng() });
  await registerParticipant(server, { name: 'Arun Kumar', stay: 'male' });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL('**/admin');
}

/** Where an element is on the screen, rounded (px). */
const box = async (page: Page, selector: string) =>
  page.locator(selector).first().evaluate((element) => {
    const rect = element.getBoundingClientRect();
    return { top: Math.round(rect.top), bottom: Math.round(rect.bottom), left: Math.round(rect.left), right: Math.round(rect.right), height: Math.round(rect.height) };
  });

test('a coordinator at a phone desk: the current tab, whole event dates, the next-kit button at thumb height, the sync status always in view', async () => {
  const context = await browser.newContext({ ...PHONE, baseURL: server.baseUrl });
  const page = await context.newPage();
  await logIn(page, coordinator.email, coordinator.password);
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
  const cut = await page.locator('.scanner-item-meta').evaluateAll((metas) => metas.filter((meta) => meta.scrollWidth > meta.clientWidth + 1).map((meta) => meta.textContent));
  expect(cut).toEqual([]);
  expect((await box(page, '.sync-now')).height).toBeGreaterThanOrEqual(44);
  await page.screenshot({ path: `${SHOTS}/scanner-home-390.png` });
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
  await page.screenshot({ path: `${SHOTS}/kit-issued-390.png` });
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Issue Next Kit' }).click();
  // Down to the recent issuances at the foot of the screen (the site footer below is not staff content).
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
  await page.screenshot({ path: `${SHOTS}/kit-queued-scrolled-390.png` });

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
  await page.screenshot({ path: `${SHOTS}/kit-scrolled-1280.png` });
  await context.close();
});

/** Buttons, links and fields of the staff content shorter than a finger (44 px), and whether the page scrolls sideways. */
const phoneProblems = (page: Page) =>
  page.evaluate(() => {
    const small = Array.from(document.querySelectorAll<HTMLElement>('.admin-content :is(button, a, select, input:not([type=checkbox]):not([type=radio])), dialog[open] :is(button, a, select)'))
      .filter((control) => {
        const rect = control.getBoundingClientRect();
        return rect.width > 0 && rect.height < 44 && !control.closest('.visually-hidden');
      })
      .map((control) => `${control.tagName} "${(control.getAttribute('aria-label') ?? control.textContent ?? '').trim().slice(0, 40)}" ${Math.round(control.getBoundingClientRect().height)}px`);
    return { small, sideways: document.documentElement.scrollWidth > document.documentElement.clientWidth };
  });

test('an admin on a phone: every staff screen fits the width, takes a finger, and passes axe', async () => {
  const context = await browser.newContext({ ...PHONE, baseURL: server.baseUrl });
  const page = await context.newPage();
  await logIn(page, server.admin.email, server.admin.password);
  const screens = ['/admin', '/admin/users', '/admin/payments', '/admin/events', '/admin/registrations', '/admin/accommodations', '/admin/settings', '/admin/staff', '/admin/devices', '/admin/scanner'];
  for (const path of screens) {
    await page.goto(path);
    await page.locator('.admin-content h1').first().waitFor();
    await page.locator('.loading-screen').waitFor({ state: 'detached' });
    expect({ path, ...(await phoneProblems(page)) }).toEqual({ path, small: [], sideways: false });
    expect({ path, axe: await seriousViolations(page) }).toEqual({ path, axe: [] });
  }
  // The payment review on a phone: the screenshot's 'Open full size' link is finger-sized too.
  await page.goto('/admin/payments');
  await page.getByRole('button', { name: 'Review payment of Kavya Raman' }).click();
  const dialog = page.getByRole('dialog', { name: 'Payment of Kavya Raman' });
  await dialog.getByRole('link', { name: 'Open full size', exact: true }).waitFor();
  expect(await phoneProblems(page)).toEqual({ small: [], sideways: false });
  await page.screenshot({ path: `${SHOTS}/payment-review-390.png` });
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  // Focus goes back to the name that opened the review.
  expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('Kavya Raman');
  await context.close();
});
