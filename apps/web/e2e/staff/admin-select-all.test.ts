import fs from 'node:fs/promises';
import { ADMIN_ALERTS } from '@symposium/schema/admin-alerts';
import { parse } from 'csv-parse/sync';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { adminToken, createParticipant, rejectPayment, verifyPayment } from '../support/api-calls';
import type { ApiServer } from '../support/api-server';
import { seriousViolations } from '../support/axe';
import { DESKTOP_VIEWPORT, MOBILE_VIEWPORT } from '../support/browser';
import { useServerAndBrowser } from '../support/server-and-browser';
import { signInAsStaff } from '../support/staff-desk';
import { saveScreenshot } from '../support/screenshots';

// Bulk mode on every participant the filters match, not only the page of 20: 45 participants, 27 of them
// verified (two pages when filtered); "Select all 27 matching" selects them all and the bulk actions
// (export, email) report all 27.

const SHOTS = '/tmp/admin-select-all';
const VERIFIED = 27;

const suite = useServerAndBrowser();
let server: ApiServer;
let browser: Browser;
beforeAll(() => ({ server, browser } = suite));

let context: BrowserContext;
let page: Page;
const verifiedEmails: string[] = [];

beforeAll(async () => {
  await fs.mkdir(SHOTS, { recursive: true });
  const token = await adminToken(server);
  for (let i = 0; i < 45; i++) {
    // Names take letters only: Player Aa, Player Ab, …
    const participant = await createParticipant(
      server,
      'general',
      `Player ${String.fromCharCode(65 + Math.floor(i / 26), 97 + (i % 26))}`,
    );
    if (i < VERIFIED) {
      await verifyPayment(server, token, participant.id);
      verifiedEmails.push(participant.email);
    }
  }
  context = await browser.newContext({ viewport: DESKTOP_VIEWPORT, baseURL: server.baseUrl, acceptDownloads: true });
  page = await context.newPage();
});

/** The bulk bar and what follows it on a 390 px phone, with no sideways scrolling. */
async function phoneShot(name: string) {
  await page.setViewportSize(MOBILE_VIEWPORT);
  await page.locator('.bulk-bar').evaluate((bar) => bar.scrollIntoView({ block: 'center' }));
  await saveScreenshot(page, { path: `${SHOTS}/${name}.png` });
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await page.setViewportSize(DESKTOP_VIEWPORT);
}

const selectedCount = () => page.locator('.bulk-bar-count').textContent();

describe('/admin/users bulk mode: Select all N matching', () => {
  test('selects every participant the payment filter matches; export and email report all of them', async () => {
    await signInAsStaff(page, server.admin);
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Users', exact: true }).click();
    await page.getByText('Showing 1–20 of 45 participants').waitFor();

    await page.getByLabel('Payment status').selectOption('verified');
    await page.getByText(`Showing 1–20 of ${VERIFIED} participants`).waitFor();
    await page.getByRole('button', { name: 'Bulk mode' }).click();
    // Nothing offered before the page is selected.
    expect(await page.getByRole('button', { name: /^Select all \d+ matching$/ }).count()).toBe(0);
    await page.getByRole('checkbox', { name: 'Select all on this page' }).check();
    expect(await selectedCount()).toBe('20 selected');
    await page.getByText('All 20 on this page are selected.').waitFor();
    await saveScreenshot(page, { path: `${SHOTS}/offer-1280.png` });
    await phoneShot('offer-390');

    await page.getByRole('button', { name: `Select all ${VERIFIED} matching` }).click();
    await page.getByText(`All ${VERIFIED} matching participants are selected.`).waitFor();
    expect(await selectedCount()).toBe(`${VERIFIED} selected`);
    await saveScreenshot(page, { path: `${SHOTS}/all-matching-1280.png` });
    await phoneShot('all-matching-390');
    expect(await seriousViolations(page)).toEqual([]);

    // The second page's seven are ticked too.
    await page.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: 'Next' }).click();
    await page.getByText(`Showing 21–${VERIFIED} of ${VERIFIED} participants`).waitFor();
    const boxes = page.locator('tbody input[type="checkbox"]');
    expect(await boxes.count()).toBe(VERIFIED - 20);
    expect(await boxes.evaluateAll((inputs) => inputs.every((input) => (input as HTMLInputElement).checked))).toBe(
      true,
    );

    // Export selected: one CSV row per verified participant, and nobody else.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export selected' }).click(),
    ]);
    const rows = (parse(await fs.readFile((await download.path())!), { bom: true }) as string[][]).slice(1);
    expect(rows.map((row) => row[2]).sort()).toEqual([...verifiedEmails].sort());

    // Bulk email: all of them queued.
    await page.getByRole('button', { name: 'Send email' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send email' });
    await dialog.getByText(`To ${VERIFIED} selected participants.`).waitFor();
    await dialog.getByLabel('Email type').fill('reminder');
    await dialog.getByRole('button', { name: 'Send email' }).click();
    await page.locator('.toast-message', { hasText: ADMIN_ALERTS.emailsSent }).first().waitFor();
    await page
      .locator('.toast-message', { hasText: `Emails queued: ${VERIFIED}.` })
      .first()
      .waitFor();

    // Clear selection empties it, and the offer is gone with it.
    await page.getByRole('button', { name: 'Clear selection' }).click();
    expect(await selectedCount()).toBe('0 selected');
    expect(await page.locator('.bulk-select-all').count()).toBe(0);
  });

  test('a page emptied by a bulk verify, or a stale link past the end, moves to the last page', async () => {
    // 45 − 27 = 18 pending; three more make two pages of pending payments, the second holding one.
    for (const name of ['Player Ca', 'Player Cb', 'Player Cc']) await createParticipant(server, 'general', name);
    await page.goto('/admin/users?paymentStatus=pending&page=2');
    await page.getByText('Showing 21–21 of 21 participants').waitFor();
    await page.getByRole('button', { name: 'Bulk mode' }).click();
    await page.getByRole('checkbox', { name: 'Select all on this page' }).check();
    await page.getByRole('button', { name: 'Verify payments' }).click();
    await page.locator('.toast-message', { hasText: ADMIN_ALERTS.bulkVerified }).first().waitFor();
    // Not 'Showing 21–20 of 20' over an empty table with no pages to go back to.
    await page.getByText('Showing 1–20 of 20 participants').waitFor();
    expect(new URL(page.url()).searchParams.get('page')).toBeNull();
    expect(await page.locator('tbody tr').count()).toBe(20);

    await page.goto('/admin/users?page=9');
    await page.getByText('Showing 41–48 of 48 participants').waitFor();
    expect(new URL(page.url()).searchParams.get('page')).toBe('3');
    await page.getByText('Page 3 of 3').waitFor();
    await saveScreenshot(page, { path: `${SHOTS}/past-the-end-1280.png` });

    // The Sort select shows its whole 'Registration date' (it was clipped to 'Registration da' at 1280 px).
    const sortFits = () =>
      page.getByLabel('Sort by').evaluate((select: HTMLSelectElement) => {
        const style = getComputedStyle(select);
        const context = document.createElement('canvas').getContext('2d')!;
        context.font = style.font;
        const text = context.measureText(select.selectedOptions[0]!.text).width;
        const ARROW = 24; // the native drop-down arrow's room at the right
        return {
          text: select.selectedOptions[0]!.text,
          fits: text + ARROW <= select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight),
        };
      });
    expect(await sortFits()).toEqual({ text: 'Registration date', fits: true });
    await page.setViewportSize(MOBILE_VIEWPORT);
    expect(await sortFits()).toEqual({ text: 'Registration date', fits: true });
    await saveScreenshot(page.locator('.admin-sort'), { path: `${SHOTS}/sort-390.png` });
    await page.setViewportSize(DESKTOP_VIEWPORT);
    await saveScreenshot(page.locator('.admin-toolbar'), { path: `${SHOTS}/toolbar-1280.png` });
  });

  test('bulk verify on participants none of whom is pending says nothing was verified, not that it succeeded', async () => {
    await page.goto('/admin/users?paymentStatus=verified');
    await page.getByText('Showing 1–20 of', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Bulk mode' }).click();
    await page.getByRole('checkbox', { name: 'Select all on this page' }).check();
    await page.getByRole('button', { name: 'Verify payments' }).click();
    await page
      .locator('.toast-message', { hasText: 'None of the 20 selected had a pending payment: nothing was verified.' })
      .waitFor();
    expect(await page.locator('.toast-message', { hasText: ADMIN_ALERTS.bulkVerified }).count()).toBe(0);
    await saveScreenshot(page, { path: `${SHOTS}/nothing-verified-1280.png` });
  });

  test("the dashboard's latest actions say what the bulk email sent and to how many", async () => {
    await page.goto('/admin');
    const latest = page.locator('.audit-list').first();
    await latest.getByText(`sent a bulk email · 'reminder' to ${VERIFIED} participants`).waitFor();
    expect(await latest.getByText('mail reminder').count()).toBe(0);
  });

  test("the dashboard's latest actions name their records in plain text, not in a link's colour that leads nowhere", async () => {
    await page.goto('/admin');
    const latest = page.locator('.audit-list').first();
    const subject = latest.locator('.audit-subject').first();
    await subject.waitFor();
    expect(await latest.locator('a').count()).toBe(0);
    const colours = await subject.evaluate((el) => ({
      subject: getComputedStyle(el).color,
      line: getComputedStyle(el.closest('.audit-line')!).color,
      cursor: getComputedStyle(el).cursor,
    }));
    expect(colours).toEqual({ subject: colours.line, line: colours.line, cursor: 'auto' });
    await saveScreenshot(latest, { path: `${SHOTS}/latest-actions-1280.png` });
    await page.setViewportSize(MOBILE_VIEWPORT);
    await saveScreenshot(latest, { path: `${SHOTS}/latest-actions-390.png` });
    await page.setViewportSize(DESKTOP_VIEWPORT);
  });
  test('a bulk verify or ID generation that leaves some out says why (payment rejected, payment verified)', async () => {
    const token = await adminToken(server);
    await createParticipant(server, 'general', 'Mixed Pending');
    await rejectPayment(
      server,
      token,
      (await createParticipant(server, 'general', 'Mixed Rejected')).id,
      'Amount short',
    );
    await verifyPayment(server, token, (await createParticipant(server, 'general', 'Mixed Verified')).id);
    await page.goto('/admin/users?q=mixed');
    await page.getByText('Showing 1–3 of 3 participants').waitFor();
    await page.getByRole('button', { name: 'Bulk mode' }).click();
    await page.getByRole('checkbox', { name: 'Select all on this page' }).check();
    await page.getByRole('button', { name: 'Verify payments' }).click();
    await page.locator('.toast-message', { hasText: ADMIN_ALERTS.bulkVerified }).first().waitFor();
    await page
      .locator('.toast-message', {
        hasText: '2 skipped (not eligible): payment is rejected (1), payment is verified (1).',
      })
      .waitFor();

    await page.getByRole('checkbox', { name: 'Select all on this page' }).check(); // a verify clears the selection
    await page.getByRole('button', { name: 'Generate IDs' }).click();
    await page.locator('.toast-message', { hasText: ADMIN_ALERTS.generatedIds(2) }).waitFor();
    await page.locator('.toast-message', { hasText: '1 skipped (not eligible): payment is rejected (1).' }).waitFor();
    await saveScreenshot(page, { path: `${SHOTS}/skipped-reasons-1280.png` });
  });
});
