import fs from 'node:fs/promises';
import { ADMIN_ALERTS } from '@symposium/schema/admin-alerts';
import { M } from '@symposium/schema/messages';
import type { Browser, Page, Route } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { adminToken, generateParticipantId, verifyPayment } from '../support/api-calls';
import { createStaff, registerParticipant, staffGet } from '../support/admin-setup';
import type { ApiServer } from '../support/api-server';
import { seriousViolations } from '../support/axe';
import { DESKTOP_VIEWPORT, MOBILE_VIEWPORT } from '../support/browser';
import { openServerDatabase } from '../support/database';
import { useServerAndBrowser } from '../support/server-and-browser';
import { openStaffTab, signInAsStaff } from '../support/staff-desk';
import { saveScreenshot } from '../support/screenshots';

// The registration desk with a queue in front of it: finding the person on /admin/payments, deciding a
// payment from the participant details on /admin/users, and load failures that say what really happened.
// One server, one browser, the admin's tab shared in order.

const SHOTS = '/tmp/admin-desk-screens';

const suite = useServerAndBrowser();
let server: ApiServer;
let browser: Browser;
beforeAll(() => ({ server, browser } = suite));

let page: Page;
let admin: string;
type Player = Awaited<ReturnType<typeof registerParticipant>>;
let meera: Player; // pending; the only one with phone 9000011111
let rahul: Player; // pending; transaction ID UPIDESK4455
let deepa: Player; // verified, with a participant ID
let farhan: Player; // pending; rejected from the details modal
let lakshmi: Player; // pending; verified from the details modal
let deepaId: string;
let coordinator: { email: string; password: string; name: string };
const MEERA_PHONE = '9000011111';

beforeAll(async () => {
  await fs.mkdir(SHOTS, { recursive: true });
  admin = await adminToken(server);
  [meera, rahul, deepa, farhan, lakshmi, coordinator] = await Promise.all([
    registerParticipant(server, { name: 'Meera Krishnan' }),
    registerParticipant(server, { name: 'Rahul Verma', transactionId: 'UPIDESK4455' }),
    registerParticipant(server, { name: 'Deepa Nair' }),
    registerParticipant(server, { name: 'Farhan Ali' }),
    registerParticipant(server, { name: 'Lakshmi Rao' }),
    createStaff(server, admin, 'coordinator', 'Desk Coordinator'),
    // A queue: the others waiting in Pending.
    ...['Arjun Pillai', 'Bhavana Iyer', 'Charan Teja', 'Divya Menon', 'Eshwar Prasad', 'Gowri Shankar'].map((name) =>
      registerParticipant(server, { name }),
    ),
  ]);
  await verifyPayment(server, admin, deepa.id);
  deepaId = await generateParticipantId(server, admin, deepa.id);
  const db = openServerDatabase(server);
  db.prepare('update users set phone = ? where id = ?').run(MEERA_PHONE, meera.id);
  db.close();

  ({ page } = await openStaffTab(browser, server));
});

const toast = (target: Page, text: string) =>
  target.locator('.toast-message', { hasText: text }).first().waitFor({ timeout: 10_000 });

/** The current page at phone and desktop width, for looking at. */
async function shoot(target: Page, name: string) {
  for (const viewport of [MOBILE_VIEWPORT, DESKTOP_VIEWPORT]) {
    await target.setViewportSize(viewport);
    await saveScreenshot(target, { path: `${SHOTS}/${name}-${viewport.width}.png`, fullPage: true });
  }
}

/** The names in the payments table on screen. */
const listedNames = (target: Page) =>
  target
    .locator('.admin-table tbody tr .link-button')
    .evaluateAll((buttons) => buttons.map((b) => b.lastChild?.textContent ?? ''));

describe('the registration desk', () => {
  beforeEach(async () => {
    if ((await page.locator('dialog[open]').count()) > 0) await page.reload();
    const dismiss = page.getByRole('button', { name: 'Dismiss' });
    for (let i = 0; i < 10 && (await dismiss.count()) > 0; i++)
      await dismiss
        .first()
        .click({ timeout: 2_000 })
        .catch(() => undefined);
  });

  test('Payments: the desk finds the person by name, phone, transaction ID or participant ID, asked of the server', async () => {
    await page.goto('/admin/payments');
    await page.getByRole('button', { name: `Review payment of ${meera.name}` }).waitFor();
    expect((await listedNames(page)).length).toBeGreaterThanOrEqual(10);
    const search = page.getByLabel('Find a participant');

    // Any case, a part of the name; the server answers the narrowed list.
    const asked = page.waitForRequest((request) => {
      const url = new URL(request.url());
      return url.pathname.endsWith('/admin/payments/pending') && url.searchParams.get('q') === 'mEeRa';
    });
    await search.fill('mEeRa');
    await asked;
    await page.getByText('Matching “mEeRa”: 1 pending, 0 verified, 0 rejected').waitFor();
    expect(await listedNames(page)).toEqual([meera.name]);
    await shoot(page, 'payments-search-name');
    expect(await seriousViolations(page)).toEqual([]);

    await search.fill(MEERA_PHONE.slice(2, 8));
    await page.getByText(`Matching “${MEERA_PHONE.slice(2, 8)}”: 1 pending`).waitFor();
    expect(await listedNames(page)).toEqual([meera.name]);

    await search.fill('upidesk44');
    await page.getByText('Matching “upidesk44”: 1 pending').waitFor();
    expect(await listedNames(page)).toEqual([rahul.name]);

    // A participant ID belongs to a verified payment: Pending says so and the Verified tab has them.
    await search.fill(deepaId.toLowerCase());
    await page.getByText(`Matching “${deepaId.toLowerCase()}”: 0 pending, 1 verified, 0 rejected`).waitFor();
    await page.getByText(`No pending payment matches “${deepaId.toLowerCase()}”.`).waitFor();
    await shoot(page, 'payments-search-none');
    await page.getByRole('tab', { name: /Verified/ }).click();
    // The Verified list is asked of the server when its tab opens: its rows come a moment after the click.
    await expect.poll(() => listedNames(page)).toEqual([deepa.name]);

    // Cleared: the whole queue again.
    await search.fill('');
    await page.getByRole('tab', { name: /Pending/ }).click();
    await page.getByRole('button', { name: `Review payment of ${rahul.name}` }).waitFor();
    await page.getByText(/^Matching/).waitFor({ state: 'detached' });
    expect((await listedNames(page)).length).toBeGreaterThanOrEqual(10);
  });

  test('Users: the details modal rejects (reason required) and verifies a pending payment; the list behind refreshes', async () => {
    await page.goto('/admin/users');
    const search = page.getByLabel('Search participants');
    await search.fill(farhan.email);
    await page.getByText('Showing 1–1 of 1 participant').waitFor();
    const farhanRow = page.locator('tbody tr', { hasText: farhan.name });
    await farhanRow.getByText('pending', { exact: true }).waitFor();
    await page.getByRole('button', { name: `View ${farhan.name}` }).click();
    const dialog = page.getByRole('dialog', { name: farhan.name });
    await dialog.getByRole('heading', { name: 'Verify or reject the payment' }).waitFor();
    await shoot(page, 'details-decision');
    expect(await seriousViolations(page)).toEqual([]);

    await dialog.getByRole('button', { name: 'Reject payment' }).click();
    await dialog.getByText(M.rejectionReasonRequired).waitFor();
    expect(await dialog.getByLabel('Reason for rejection').evaluate((el) => el === document.activeElement)).toBe(true);
    await dialog.getByLabel('Reason for rejection').fill('The screenshot does not show the amount');
    await dialog.getByRole('button', { name: 'Reject payment' }).click();
    await toast(page, ADMIN_ALERTS.paymentRejected);
    // The modal reloads: no decision any more, the reason among the facts; the table behind says rejected.
    await dialog.getByRole('heading', { name: 'Verify or reject the payment' }).waitFor({ state: 'detached' });
    await dialog.getByText('The screenshot does not show the amount', { exact: true }).waitFor();
    await farhanRow.getByText('rejected', { exact: true }).waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    await search.fill(lakshmi.email);
    await page.getByText('Showing 1–1 of 1 participant').waitFor();
    await page.getByRole('button', { name: `View ${lakshmi.name}` }).click();
    const second = page.getByRole('dialog', { name: lakshmi.name });
    await second.getByLabel('Notes (optional)').fill('Paid the balance at the desk');
    await second.getByRole('button', { name: 'Verify payment' }).click();
    await toast(page, ADMIN_ALERTS.paymentVerified);
    // Verified: the next step, the participant ID, is offered right there.
    await second.getByRole('button', { name: 'Generate participant ID' }).waitFor();
    expect(await second.getByRole('heading', { name: 'Verify or reject the payment' }).count()).toBe(0);
    await page.locator('tbody tr', { hasText: lakshmi.name }).getByText('verified', { exact: true }).waitFor();
    await page.keyboard.press('Escape');
    await second.waitFor({ state: 'detached' });
    await search.fill('');

    const farhanNow = await staffGet<{ data: { user: any; history: any[] } }>(
      server,
      admin,
      `/admin/users/${farhan.id}`,
    );
    expect(farhanNow.data.user).toMatchObject({
      paymentStatus: 'rejected',
      rejectionReason: 'The screenshot does not show the amount',
    });
    const lakshmiNow = await staffGet<{ data: { user: any } }>(server, admin, `/admin/users/${lakshmi.id}`);
    expect(lakshmiNow.data.user).toMatchObject({
      paymentStatus: 'verified',
      paymentNotes: 'Paid the balance at the desk',
    });
  });

  test('a coordinator sees no Verify or Reject in the details modal, and the API refuses them', async () => {
    const coordContext = await browser.newContext({ viewport: MOBILE_VIEWPORT, baseURL: server.baseUrl });
    const coord = await coordContext.newPage();
    try {
      await signInAsStaff(coord, coordinator);
      await coord.goto('/admin/users');
      await coord.getByLabel('Search participants').fill(rahul.email);
      await coord.getByText('Showing 1–1 of 1 participant').waitFor();
      await coord.getByRole('button', { name: `View ${rahul.name}` }).click();
      const dialog = coord.getByRole('dialog', { name: rahul.name });
      await dialog.getByRole('heading', { name: 'Payment screenshot' }).waitFor();
      expect(await dialog.getByRole('heading', { name: 'Verify or reject the payment' }).count()).toBe(0);
      expect(await dialog.getByRole('button', { name: /Verify payment|Reject payment/ }).count()).toBe(0);

      const statuses = await coord.evaluate(async (userId) => {
        const call = (action: string, body: unknown) =>
          fetch(`/api/v1/admin/payments/${userId}/${action}`, {
            method: 'PUT',
            headers: { Authorization: `Bearer ${localStorage.getItem('token')}`, 'Content-Type': 'application/json' },
            body: JSON.stringify(body),
          }).then((response) => response.status);
        return [await call('verify', {}), await call('reject', { reason: 'no' })];
      }, rahul.id);
      expect(statuses).toEqual([403, 403]);
    } finally {
      await coordContext.close();
    }
  });

  test('a load failure says offline when the request never arrived, and a server problem when the server failed', async () => {
    const serverError = (route: Route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, message: 'Internal error', error: 'INTERNAL_ERROR' }),
      });
    const unreachable = (route: Route) => route.abort('internetdisconnected');

    const cases: { url: string; pattern: string; subject: string }[] = [
      { url: '/admin/settings', pattern: '**/api/v1/admin/settings', subject: 'the settings' },
      { url: '/admin/users', pattern: '**/api/v1/admin/users?**', subject: 'the participants' },
      { url: '/admin/payments', pattern: '**/api/v1/admin/payments/**', subject: 'the payments' },
    ];
    for (const { url, pattern, subject } of cases) {
      for (const [fail, text] of [
        [serverError, M.loadFailedServer(subject)],
        [unreachable, M.loadFailedOffline(subject)],
      ] as const) {
        await page.route(pattern, fail);
        try {
          await page.goto(url);
          await page.getByRole('alert').filter({ hasText: text }).waitFor();
          await page.getByRole('button', { name: 'Try Again' }).first().waitFor();
          // Never the connection blamed for a server failure, never 'this list' for a form.
          if (fail === serverError) expect(await page.getByText('Check your connection').count()).toBe(0);
          expect(await page.getByText('this list').count()).toBe(0);
          if (url === '/admin/settings')
            await shoot(page, `settings-load-${fail === serverError ? 'server' : 'offline'}`);
        } finally {
          await page.unroute(pattern, fail);
        }
      }
    }

    // The payments screen keeps the words of docs/product.md#payments for what they describe: the server refusing this account.
    const refused = (route: Route) =>
      route.fulfill({
        status: 403,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, message: M.forbidden, error: 'FORBIDDEN' }),
      });
    await page.route('**/api/v1/admin/payments/**', refused);
    try {
      await page.goto('/admin/payments');
      await page.getByText(ADMIN_ALERTS.paymentsLoadFailed).waitFor();
    } finally {
      await page.unroute('**/api/v1/admin/payments/**', refused);
    }
    await page.getByRole('button', { name: 'Try Again' }).click();
    await page.getByRole('button', { name: `Review payment of ${rahul.name}` }).waitFor();
    expect(await page.getByText(ADMIN_ALERTS.paymentsLoadFailed).count()).toBe(0);
  });
});
