import fs from 'node:fs/promises';
import { ADMIN_ALERTS } from '@symposium/schema/admin-alerts';
import { M } from '@symposium/schema/messages';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { adminToken, verifyPayment } from '../support/api-calls';
import { answerQuestion, windowDialogsOf } from '../support/confirm-dialog';
import { registerParticipant } from '../support/admin-setup';
import type { ApiServer } from '../support/api-server';
import { seriousViolations } from '../support/axe';
import { DESKTOP_VIEWPORT, MOBILE_VIEWPORT } from '../support/browser';
import { useServerAndBrowser } from '../support/server-and-browser';
import { openStaffTab } from '../support/staff-desk';
import { saveScreenshot } from '../support/screenshots';

// /admin/payments with more payments than fit a page: 43 pending (20 a page, three pages), the last of them
// sharing its transaction ID with the first. The lists page on the server, the tab counts every match, and
// verifying the last payment of the last page moves back to the page before.

const SHOTS = '/tmp/admin-payments-pages';
const PENDING = 43;

const suite = useServerAndBrowser();
let server: ApiServer;
let browser: Browser;
beforeAll(() => ({ server, browser } = suite));

let context: BrowserContext;
let page: Page;
let admin: string;
type Player = Awaited<ReturnType<typeof registerParticipant>>;
const players: Player[] = [];

beforeAll(async () => {
  await fs.mkdir(SHOTS, { recursive: true });
  admin = await adminToken(server);
  // One at a time: the pending list is oldest first, so registration order is the list's order.
  for (let i = 0; i < PENDING; i++) {
    // Names take letters only: Payer Aa, Payer Ab, …
    const name = `Payer ${String.fromCharCode(65 + Math.floor(i / 26), 97 + (i % 26))}`;
    players.push(
      await registerParticipant(server, {
        name,
        transactionId: i === PENDING - 1 ? players[0]!.transactionId : undefined,
      }),
    );
  }
  ({ context, page } = await openStaffTab(browser, server));
});

const rows = () => page.locator('#payments-panel tbody tr');
const toast = (text: string) => page.locator('.toast-message', { hasText: text }).first().waitFor({ timeout: 10_000 });

async function shoot(name: string) {
  for (const viewport of [MOBILE_VIEWPORT, DESKTOP_VIEWPORT]) {
    await page.setViewportSize(viewport);
    await saveScreenshot(page, { path: `${SHOTS}/${name}-${viewport.width}.png`, fullPage: true });
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      `${name} at ${viewport.width}`,
    ).toBe(true);
  }
}

describe('/admin/payments pages its lists on the server', () => {
  test('20 a page with the full count on the tab; the duplicate on the last page names its twin on the first', async () => {
    await page.goto('/admin/payments');
    await page.getByText(`Showing 1–20 of ${PENDING} pending payments`).waitFor();
    // The tab's count has its own answer ('…' until it comes).
    await expect.poll(() => page.getByRole('tab', { name: /Pending/ }).textContent()).toContain(String(PENDING));
    expect(await rows().count()).toBe(20);
    await page.getByText('Page 1 of 3').waitFor();
    expect(await page.getByRole('button', { name: `Review payment of ${players[0]!.name}` }).count()).toBe(1);
    await shoot('pending-page-1');
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText(`Showing 21–40 of ${PENDING} pending payments`).waitFor();
    await page.getByRole('button', { name: `Review payment of ${players[20]!.name}` }).waitFor();
    expect(await rows().count()).toBe(20);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText(`Showing 41–43 of ${PENDING} pending payments`).waitFor();
    expect(await rows().count()).toBe(3);
    const last = page.locator('tr', { hasText: players[PENDING - 1]!.name });
    await last.getByText('Possible duplicate').waitFor();
    expect(await last.locator('.also-used-by').textContent()).toBe(`Also used by ${players[0]!.name} (pending)`);
    expect(await page.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    await shoot('pending-page-3');
  });

  test('verifying the last payment of the last page moves back to the page before; the counts follow', async () => {
    // Another desk verifies two of the three meanwhile; this desk verifies the third.
    for (const player of players.slice(40, 42)) await verifyPayment(server, admin, player.id);
    const lastOne = players[PENDING - 1]!;
    await page.getByRole('button', { name: `Review payment of ${lastOne.name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Payment of ${lastOne.name}` });
    await dialog.getByRole('button', { name: 'Verify payment' }).click();
    await toast(ADMIN_ALERTS.paymentVerified);
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Showing 21–40 of 40 pending payments').waitFor();
    await page.getByText('Page 2 of 2').waitFor();
    expect(await page.getByRole('tab', { name: /Verified/ }).textContent()).toContain('3');
  });

  test('a search pages and counts only its matches and starts again from the first page', async () => {
    await page.getByRole('searchbox', { name: 'Find a participant' }).fill('Payer B');
    // Payer Ba … Payer Bq: 17 registered, 3 of them (Bo, Bp, Bq) verified since.
    await page.getByText('Matching “Payer B”: 14 pending, 3 verified, 0 rejected').waitFor();
    await page.getByText('Showing 1–14 of 14 pending payments').waitFor();
    expect(await rows().count()).toBe(14);
    expect(await page.getByText(/Page \d+ of/).count()).toBe(0);
    await shoot('pending-search');

    // Statistics keeps the search in view, and the tabs where they were: the tab counts still say what they match.
    const tabsTop = async () => (await page.getByRole('tablist', { name: 'Payments' }).boundingBox())!.y;
    const before = await tabsTop();
    await page.getByRole('tab', { name: /Statistics/ }).click();
    await page.getByRole('tab', { name: /Statistics/, selected: true }).waitFor();
    expect(await page.getByRole('searchbox', { name: 'Find a participant' }).inputValue()).toBe('Payer B');
    await page.getByText('Matching “Payer B”: 14 pending, 3 verified, 0 rejected').waitFor();
    expect(await tabsTop()).toBe(before);
    await page.getByRole('tab', { name: /Pending/ }).click();
  });

  test('the tab, the page and the search live in the address: reload, Back, forward and a shared link land on the same list', async () => {
    const tabSelected = (name: string) => page.getByRole('tab', { name: new RegExp(name), selected: true }).waitFor();
    const searchBox = page.getByRole('searchbox', { name: 'Find a participant' });
    await page.goto('/admin/payments');
    await page.getByText('Showing 1–20 of 40 pending payments').waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Showing 21–40 of 40 pending payments').waitFor();
    expect(new URL(page.url()).search).toBe('?page=2');

    await page.reload();
    await page.getByText('Showing 21–40 of 40 pending payments').waitFor();
    await page.getByText('Page 2 of 2').waitFor();
    await tabSelected('Pending');
    await shoot('pending-page-2-reloaded');

    await page.getByRole('tab', { name: /Verified/ }).click();
    await page.getByText('Showing 1–3 of 3 verified payments').waitFor();
    expect(new URL(page.url()).search).toBe('?tab=verified');
    await page.getByRole('tab', { name: /Statistics/ }).click();
    await tabSelected('Statistics');
    await page.goBack();
    await tabSelected('Verified');
    await page.getByText('Showing 1–3 of 3 verified payments').waitFor();
    await page.goBack();
    await tabSelected('Pending');
    await page.getByText('Showing 21–40 of 40 pending payments').waitFor();
    await page.goForward();
    await tabSelected('Verified');

    // A search replaces the entry it was typed on; Back to another entry brings that entry's search, in the field too.
    await page.getByRole('tab', { name: /Pending/ }).click();
    await searchBox.fill('Payer B');
    await page.getByText('Showing 1–14 of 14 pending payments').waitFor();
    expect(new URL(page.url()).searchParams.get('q')).toBe('Payer B');
    await page.getByRole('tab', { name: /Verified/ }).click();
    await searchBox.fill('Payer A');
    await page.getByText('Matching “Payer A”: 26 pending, 0 verified, 0 rejected').waitFor();
    await page.goBack();
    await tabSelected('Pending');
    await page.getByText('Matching “Payer B”: 14 pending, 3 verified, 0 rejected').waitFor();
    expect(await searchBox.inputValue()).toBe('Payer B');

    // A shared link opens the same list in another tab.
    const shared = await context.newPage();
    await shared.goto('/admin/payments?tab=verified&q=Payer%20B');
    await shared.getByText('Showing 1–3 of 3 verified payments').waitFor();
    await shared.getByRole('tab', { name: /Verified/, selected: true }).waitFor();
    expect(await shared.getByRole('searchbox', { name: 'Find a participant' }).inputValue()).toBe('Payer B');
    await shared.close();
  });
  test('Refresh asks the server again even while an earlier answer of the same list is still on its way', async () => {
    await page.goto('/admin/payments');
    await rows().first().waitFor();
    const player = players[0]!; // the oldest pending payment, first on the list
    await rows().filter({ hasText: player.name }).waitFor();
    // The next pending list answer is fetched from the server at once, but held on its way to the page.
    let fetched!: () => void;
    const heldFetched = new Promise<void>((resolve) => (fetched = resolve));
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let holding = true;
    await page.route('**/api/v1/admin/payments/pending?*', async (route) => {
      if (!holding) return route.continue();
      holding = false;
      const response = await route.fetch();
      fetched();
      await held;
      await route.fulfill({ response });
    });
    await page.getByRole('button', { name: 'Refresh' }).click();
    await heldFetched; // an answer listing the player as pending, still on its way
    await verifyPayment(server, admin, player.id); // another desk verifies the payment meanwhile
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect.poll(() => rows().filter({ hasText: player.name }).count()).toBe(0);
    // The older answer arriving last does not bring the payment back.
    const stale = page.waitForResponse('**/api/v1/admin/payments/pending?*');
    release();
    await stale;
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
    expect(await rows().filter({ hasText: player.name }).count()).toBe(0);
    await page.unrouteAll();
  });

  test('a typed rejection reason stays through a failed send, and an accidental Escape or click outside asks before it is lost', async () => {
    const player = players[1]!;
    await page.goto('/admin/payments');
    await page.getByRole('button', { name: `Review payment of ${player.name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Payment of ${player.name}` });
    const reason = 'The screenshot shows a payment to another college';
    await dialog.getByLabel('Reason for rejection').fill(reason);

    // Offline, then a server fault: each is said in the form, and the reason is still there to send again.
    const rejectUrl = `**/api/v1/admin/payments/${player.id}/reject`;
    await page.route(rejectUrl, (route) => route.abort('internetdisconnected'));
    await dialog.getByRole('button', { name: 'Reject payment' }).click();
    await dialog.locator('.form-alert', { hasText: M.offline }).waitFor();
    await page.unroute(rejectUrl);
    await page.route(rejectUrl, (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false}' }),
    );
    await dialog.getByRole('button', { name: 'Reject payment' }).click();
    await dialog.locator('.form-alert', { hasText: ADMIN_ALERTS.paymentRejectFailed }).waitFor();
    expect(await dialog.getByLabel('Reason for rejection').inputValue()).toBe(reason);
    await page.unroute(rejectUrl);

    // Escape and a click outside ask first, in the product's own dialog over this one; no keeps the dialog and the
    // reason, yes closes it.
    const windowDialogs = windowDialogsOf(page);
    const discard = page.getByRole('dialog', { name: 'Discard changes?' });
    await dialog.getByLabel('Reason for rejection').focus();
    await page.keyboard.press('Escape');
    await discard.waitFor();
    // A second Escape straight after answers the question no (Chromium may close a dialog then without asking the
    // page: it is the question that goes, not the payment's dialog).
    await page.keyboard.press('Escape');
    await discard.waitFor({ state: 'detached' });
    expect(await dialog.isVisible()).toBe(true);
    await page.mouse.click(5, 5); // the backdrop
    expect(await answerQuestion(page, 'no', { title: 'Discard changes?' })).toBe(M.discardChanges);
    expect(await dialog.isVisible()).toBe(true);
    expect(await dialog.getByLabel('Reason for rejection').inputValue()).toBe(reason);

    await page.keyboard.press('Escape');
    await answerQuestion(page, 'yes', { title: 'Discard changes?' });
    await dialog.waitFor({ state: 'detached' });
    // Nothing was rejected: the payment is still pending, and with nothing typed its dialog closes without asking.
    await page.getByRole('button', { name: `Review payment of ${player.name}` }).click();
    expect(await dialog.getByLabel('Reason for rejection').inputValue()).toBe('');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await discard.count()).toBe(0);
    expect(windowDialogs).toEqual([]);
  });
});
