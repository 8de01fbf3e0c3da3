import fs from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { hdfcStatementCsv, upiCredit, upiDebit } from '../../../api/src/test-support/bank-statements';
import { apiCall } from '../support/api-calls';
import { registerParticipant } from '../support/admin-setup';
import type { ApiServer } from '../support/api-server';
import { seriousViolations } from '../support/axe';
import { DESKTOP_VIEWPORT, MOBILE_VIEWPORT } from '../support/browser';
import { useServerAndBrowser } from '../support/server-and-browser';
import { openStaffTab } from '../support/staff-desk';
import { saveScreenshot } from '../support/screenshots';

// The treasurer's week on the Reconcile tab of /admin/payments: the bank's CSV of the account goes in, the screen
// shows what matched, what was paid short, the credits nobody explains and who has not paid; 'Verify 2 matched' after
// a confirmation turns those participants' profiles verified.

const SHOTS = '/tmp/payments-reconcile';
const suite = useServerAndBrowser();
let server: ApiServer;
let browser: Browser;
beforeAll(() => ({ server, browser } = suite));

let context: BrowserContext;
let page: Page;
type Player = Awaited<ReturnType<typeof registerParticipant>>;
let kavya: Player;
let arun: Player;
let meena: Player;
let farhan: Player;
let statement: string;

beforeAll(async () => {
  await fs.mkdir(SHOTS, { recursive: true });
  kavya = await registerParticipant(server, { name: 'Kavya Raman' });
  arun = await registerParticipant(server, { name: 'Arun Kumar', transactionId: '612398765432' });
  meena = await registerParticipant(server, { name: 'Meena Iyer' });
  farhan = await registerParticipant(server, { name: 'Farhan Ali' });
  // Each owes the general fee (299); Meena paid 250.
  statement = hdfcStatementCsv([
    upiDebit(1, 1200, '612211110000'),
    upiCredit(
      2,
      299,
      { name: 'Kavya Raman', vpa: 'kavya.r@okaxis', utr: '627512340001' },
      `${kavya.paymentReference} MECH SYMPOSIUM 25-26 general`,
    ),
    upiCredit(3, 299, { name: 'Arun K', vpa: 'arunk@ybl', utr: '612398765432' }, 'Payment from PhonePe'),
    upiCredit(
      3,
      250,
      { name: 'Meena Iyer', vpa: 'meena99@okicici', utr: '627500002222' },
      `${meena.paymentReference} MECH SYMPOSIUM`,
    ),
    upiCredit(4, 1000, { name: 'Suresh Babu', vpa: 'suresh@paytm', utr: '627511113333' }, 'Hostel fees'),
  ]);
  ({ context, page } = await openStaffTab(browser, server));
});

afterAll(async () => {
  await context?.close();
});

const section = (title: RegExp) =>
  page.locator('.reconcile-section').filter({ has: page.getByRole('heading', { name: title }) });

test('an admin uploads the statement, sees the four lists, verifies the matched ones; their profiles turn verified', async () => {
  await page.goto('/admin/payments');
  await page.getByRole('tab', { name: /Reconcile/ }).click();
  await page.getByLabel('Bank or UPI statement (CSV or XLSX)').setInputFiles({
    name: 'Acct_Statement_XX6789_05102026.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(statement),
  });
  await page.getByRole('button', { name: 'Import statement' }).click();
  await page.getByText('Acct_Statement_XX6789_05102026.csv').waitFor();

  await expect
    .poll(() =>
      section(/^Matched/)
        .getByRole('heading')
        .textContent(),
    )
    .toBe('Matched 2');
  expect(await section(/^Matched/).textContent()).toContain('Kavya Raman');
  expect(await section(/^Matched/).textContent()).toContain('Arun Kumar');
  expect(
    await section(/^Amount mismatch/)
      .getByRole('heading')
      .textContent(),
  ).toBe('Amount mismatch 1');
  expect(await section(/^Amount mismatch/).textContent()).toContain('Meena Iyer paid ₹250, due ₹299');
  expect(
    await section(/^Credits no registration/)
      .getByRole('heading')
      .textContent(),
  ).toContain('1');
  expect(await section(/^Credits no registration/).textContent()).toContain('SURESH BABU');
  expect(await section(/^Pending payments with no line/).textContent()).toContain('Farhan Ali');
  expect(await seriousViolations(page)).toEqual([]);
  for (const viewport of [MOBILE_VIEWPORT, DESKTOP_VIEWPORT]) {
    await page.setViewportSize(viewport);
    await saveScreenshot(page, { path: `${SHOTS}/reconcile-${viewport.width}.png`, fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  }

  // A mismatch opens beside the registration's screenshot, the amounts said in words.
  await section(/^Amount mismatch/)
    .getByRole('button', { name: 'Meena Iyer' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Statement line for Meena Iyer' });
  await dialog.getByText('Amount mismatch: ₹250 credited where ₹299 is due.').waitFor();
  await dialog.getByRole('img', { name: 'Payment screenshot of Meena Iyer' }).waitFor();
  await saveScreenshot(page, { path: `${SHOTS}/mismatch-${DESKTOP_VIEWPORT.width}.png` });
  await dialog.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('button', { name: 'Verify 2 matched' }).click();
  const confirm = page.getByRole('dialog', { name: 'Verify matched payments' });
  await confirm.getByRole('button', { name: 'Verify 2' }).click();
  await page.locator('.toast-message', { hasText: 'Verified 2 matched payments.' }).waitFor();
  await page.getByRole('button', { name: 'Verify 0 matched' }).waitFor();

  const status = async (player: Player) => {
    const token = (
      await apiCall<{ token: string }>(server, '/auth/login', {
        json: { email: player.email, password: player.password, rememberMe: false },
      })
    ).token;
    return (await apiCall<{ data: { paymentStatus: string } }>(server, '/auth/me', { token })).data.paymentStatus;
  };
  expect(await status(kavya)).toBe('verified');
  expect(await status(arun)).toBe('verified');
  expect(await status(meena)).toBe('pending');
  expect(await status(farhan)).toBe('pending');

  // The verify modal of the mismatched payment shows its line, due beside paid, and says the mismatch.
  await page.getByRole('tab', { name: /Pending/ }).click();
  await page.getByRole('button', { name: `Review payment of ${meena.name}` }).click();
  const review = page.getByRole('dialog', { name: `Payment of ${meena.name}` });
  await review.getByText(/Amount mismatch: the statement shows ₹250 where ₹299 is due \(short by ₹49\)/).waitFor();
  await review.getByRole('button', { name: 'Verify and issue ID' }).waitFor();
});
