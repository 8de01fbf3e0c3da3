import fs from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { createParticipant } from '../support/api-calls';
import type { ApiServer } from '../support/api-server';
import { DESKTOP_VIEWPORT, MOBILE_VIEWPORT } from '../support/browser';
import { openServerDatabase } from '../support/database';
import { useServerAndBrowser } from '../support/server-and-browser';
import { openStaffTab } from '../support/staff-desk';
import { saveScreenshot } from '../support/screenshots';
import { answerQuestion } from '../support/confirm-dialog';

// Rehearsing /admin/accommodations on a 10,000-participant seed (1,989 requests): the screen showed "500 of 1989"
// and requests 501 on could only be found by searching for them, while a phone scrolled through 500 cards. The
// table now pages on the server, 20 requests a page.

const SHOTS = '/tmp/admin-accommodations-pages';
const STAYS = 23;

const suite = useServerAndBrowser();
let server: ApiServer;
let browser: Browser;
beforeAll(() => ({ server, browser } = suite));

let page: Page;

beforeAll(async () => {
  await fs.mkdir(SHOTS, { recursive: true });
  const participants = [];
  for (let i = 0; i < STAYS; i++)
    participants.push(await createParticipant(server, 'general', `Guest ${String.fromCharCode(65 + i)}`));
  // Inserted directly, numbered in order (registering with a stay is the participant journey's business).
  const db = openServerDatabase(server);
  const insert =
    db.prepare(`insert into accommodation_requests (id, seq, request_number, user_id, name, email, phone, college, gender,
    check_in_date, check_out_date, number_of_days, room_number, status, created_at, updated_at)
    values (?, ?, ?, ?, ?, ?, '9876543210', 'Government College of Technology', 'male', '2025-10-23', '2025-10-24', 2, null, 'requested', ?, ?)`);
  participants.forEach((p, i) => {
    const at = new Date(Date.UTC(2025, 9, 1, 8, i)).toISOString();
    insert.run(`stay-${i}`, i + 1, `ACC-${String(i + 1).padStart(4, '0')}`, p.id, p.name, p.email, at, at);
  });
  db.close();
  ({ page } = await openStaffTab(browser, server));
});

const requestNumbers = () => page.locator('tbody tr td:first-child').allTextContents();

describe('/admin/accommodations pages its requests', () => {
  test('20 a page from the server; Next shows the rest; a filter starts again from the first page; page and filter survive a reload; the Payment filter lists the verified', async () => {
    await page.goto('/admin/accommodations');
    await page.getByText(`Showing 1–20 of ${STAYS} requests`).waitFor();
    expect(await requestNumbers()).toHaveLength(20);
    const pages = page.getByRole('navigation', { name: 'Pages of accommodation requests' });
    await pages.getByText('Page 1 of 2').waitFor();
    await saveScreenshot(page, { path: `${SHOTS}/page-1-1280.png` });

    await pages.getByRole('button', { name: 'Next' }).click();
    await page.getByText(`Showing 21–23 of ${STAYS} requests`).waitFor();
    expect((await requestNumbers()).map((cell) => cell.trim())).toEqual(['ACC-0021', 'ACC-0022', 'ACC-0023']);
    // The place is in the address: a reload (or a phone waking the tab) comes back to page 2.
    expect(new URL(page.url()).search).toBe('?page=2');
    await page.reload();
    await page.getByText(`Showing 21–23 of ${STAYS} requests`).waitFor();

    await page.getByLabel('Status').selectOption('requested');
    await page.getByText(`Showing 1–20 of ${STAYS} requests`).waitFor();
    expect(new URL(page.url()).search).toBe('?status=requested');
    await page.reload();
    await page.getByText(`Showing 1–20 of ${STAYS} requests`).waitFor();
    expect(await page.getByLabel('Status').inputValue()).toBe('requested');
    await page.goBack();
    await page.getByText(`Showing 21–23 of ${STAYS} requests`).waitFor();
    await page.goForward();
    await page.getByText(`Showing 1–20 of ${STAYS} requests`).waitFor();

    // Housing people: only a verified payment can be given a room, and the Payment filter lists just those.
    const db = openServerDatabase(server);
    db.prepare(
      "update users set payment_status = 'verified' where id = (select user_id from accommodation_requests where request_number = 'ACC-0005')",
    ).run();
    db.close();
    await page.getByLabel('Payment', { exact: true }).selectOption('verified');
    await page.getByText('Showing 1–1 of 1 request').waitFor();
    expect((await requestNumbers()).map((cell) => cell.trim())).toEqual(['ACC-0005']);
    expect(new URL(page.url()).search).toBe('?status=requested&paymentStatus=verified');
    await saveScreenshot(page, { path: `${SHOTS}/verified-requested-1280.png` });
    await page.setViewportSize(MOBILE_VIEWPORT);
    await saveScreenshot(page, { path: `${SHOTS}/verified-requested-390.png` });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.setViewportSize(DESKTOP_VIEWPORT);
    await page.getByLabel('Payment', { exact: true }).selectOption('');
    await page.getByText(`Showing 1–20 of ${STAYS} requests`).waitFor();
  });

  test('cancelling the last requests of the last page moves back to the page before', async () => {
    const pages = page.getByRole('navigation', { name: 'Pages of accommodation requests' });
    await pages.getByRole('button', { name: 'Next' }).click();
    await page.getByText(`Showing 21–23 of ${STAYS} requests`).waitFor();
    for (const number of ['ACC-0021', 'ACC-0022', 'ACC-0023']) {
      const row = page.locator('tbody tr', { hasText: number });
      await row.getByRole('button', { name: /^Cancel Request/ }).click();
      await answerQuestion(page, 'yes');
      await row.waitFor({ state: 'detached' });
    }
    await page.getByText('Showing 1–20 of 20 requests').waitFor();
    expect(await pages.count()).toBe(0);

    await page.setViewportSize(MOBILE_VIEWPORT);
    await page.getByLabel('Status').selectOption('');
    await page.getByText(`Showing 1–20 of ${STAYS} requests`).waitFor();
    await page.getByRole('navigation', { name: 'Pages of accommodation requests' }).scrollIntoViewIfNeeded();
    await saveScreenshot(page, { path: `${SHOTS}/pages-390.png` });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });

  test('cancelling a confirmed stay says its room was released instead of showing it as still held', async () => {
    const db = openServerDatabase(server);
    db.prepare(
      "update accommodation_requests set status = 'confirmed', room_number = 'H3-301' where id = 'stay-0'",
    ).run();
    db.close();
    await page.setViewportSize(DESKTOP_VIEWPORT);
    await page.goto('/admin/accommodations');
    const row = page.locator('tbody tr', { hasText: 'ACC-0001' });
    await row.getByRole('cell', { name: 'H3-301', exact: true }).waitFor();
    await row.getByRole('button', { name: /^Cancel Request/ }).click();
    await answerQuestion(page, 'yes');
    await row.getByText('Released (was H3-301)').waitFor();
    expect(await row.getByRole('cell', { name: 'H3-301', exact: true }).count()).toBe(0);
    await saveScreenshot(row, { path: `${SHOTS}/released-1280.png` });
    await page.setViewportSize(MOBILE_VIEWPORT);
    await row.scrollIntoViewIfNeeded();
    await saveScreenshot(row, { path: `${SHOTS}/released-390.png` });
  });
});
