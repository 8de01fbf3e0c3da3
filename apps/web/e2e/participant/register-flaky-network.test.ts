import { REGISTRATION_TYPE_LABELS } from '@symposium/schema/fees';
import { M } from '@symposium/schema/messages';
import type { Browser, Page } from 'playwright-core';
import { beforeAll, expect, test } from 'vitest';
import type { ApiServer } from '../support/api-server';
import { DESKTOP_VIEWPORT } from '../support/browser';
import { newParticipant, TINY_PNG } from '../support/fixtures';
import { continueToPayment, fillPersonalDetails } from '../support/register-form';
import { useServerAndBrowser } from '../support/server-and-browser';
import { saveScreenshot } from '../support/screenshots';
import { FIRST_NIGHT, LAST_NIGHT } from '../support/test-edition';

// Registering on a 360 px phone with mobile data that comes and goes (docs/decisions/0037-register-form-keeps-what-was-typed.md, "A registration retried
// after a lost answer" and "The register form survives a reload").

const PHONE = { width: 360, height: 740 };
const REGISTER = '**/api/v1/auth/register';

const suite = useServerAndBrowser();
let server: ApiServer;
let browser: Browser;
beforeAll(() => ({ server, browser } = suite));

async function phonePage(): Promise<Page> {
  const context = await browser.newContext({
    viewport: PHONE,
    baseURL: server.baseUrl,
    isMobile: true,
    hasTouch: true,
  });
  return context.newPage();
}

async function fillPayment(page: Page, transactionId: string) {
  await page.getByLabel(REGISTRATION_TYPE_LABELS.both).check();
  await page.getByLabel('Transaction ID').fill(transactionId);
  await page
    .getByLabel('Payment Screenshot')
    .setInputFiles({ name: 'payment.png', mimeType: 'image/png', buffer: TINY_PNG });
  await page.getByRole('checkbox', { name: /I accept the terms and conditions/ }).check();
}

test('the upload arrives but the answer is lost: Submit again shows the success screen, not "email already exists"', async () => {
  const page = await phonePage();
  const player = newParticipant();
  await page.goto('/register');
  await fillPersonalDetails(page, player);
  await continueToPayment(page);
  await fillPayment(page, 'UPI7788990011');

  // The server receives the whole registration; the phone's connection drops before the answer comes back.
  let delivered = 0;
  await page.route(REGISTER, async (route) => {
    const response = await route.fetch();
    delivered = response.status();
    await route.abort('connectionreset');
  });
  await page.getByRole('button', { name: 'Submit Registration' }).click();
  await page.getByRole('alert').filter({ hasText: M.offline }).waitFor();
  expect(delivered).toBe(201);
  expect(await page.getByLabel('Transaction ID').inputValue()).toBe('UPI7788990011');
  await saveScreenshot(page, { path: '/tmp/e2e-register-answer-lost-mobile.png' });
  await page.unroute(REGISTER);

  await page.getByRole('button', { name: 'Submit Registration' }).click();
  await page.getByText(M.registrationSuccess).waitFor();
  expect(await page.getByText(M.emailTaken).count()).toBe(0);
  await saveScreenshot(page, { path: '/tmp/e2e-register-answer-lost-then-success-mobile.png' });

  // The next person on this tab fills a new form: their own key, so a taken email is refused as before.
  await page.getByRole('link', { name: 'Go to Login' }).waitFor();
  await page.goto('/register');
  await fillPersonalDetails(page, player);
  await continueToPayment(page);
  await fillPayment(page, 'UPI7788990012');
  await page.getByRole('button', { name: 'Submit Registration' }).click();
  await page.getByText(M.emailTaken).first().waitFor();
  await page.context().close();
});

test('a reload keeps both steps as typed — never the passwords, the screenshot or the terms tick — and says so', async () => {
  const page = await phonePage();
  const player = newParticipant();
  await page.goto('/register');
  await fillPersonalDetails(page, player);
  await continueToPayment(page);
  await page.getByLabel(REGISTRATION_TYPE_LABELS.workshop).check();
  await page.getByRole('checkbox', { name: /I need accommodation/ }).check();
  await page.getByLabel('Check-in').selectOption(LAST_NIGHT);
  await page.getByLabel('Check-out').selectOption(LAST_NIGHT);
  await page.getByLabel('Gender').selectOption('female');
  await page.getByRole('checkbox', { name: 'I have read and accept the accommodation rules' }).check();
  await page.getByLabel('Transaction ID').fill('T-2025_0042');
  await page
    .getByLabel('Payment Screenshot')
    .setInputFiles({ name: 'payment.png', mimeType: 'image/png', buffer: TINY_PNG });
  await page.getByRole('checkbox', { name: /I accept the terms and conditions/ }).check();

  await page.reload();
  const kept = page.getByRole('status').filter({ hasText: M.registerDraftRestored });
  await kept.waitFor();
  await saveScreenshot(page, { path: '/tmp/e2e-register-reloaded-mobile.png' });
  expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe(player.email);
  expect(await page.getByLabel('Password', { exact: true }).inputValue()).toBe('');
  const stored = await page.evaluate(() => JSON.stringify(sessionStorage));
  expect(stored).not.toContain(player.password);
  expect(stored).toContain('T-2025_0042');

  await page.getByLabel('Password', { exact: true }).fill(player.password);
  expect(await kept.count()).toBe(0);
  await page.getByLabel('Confirm Password', { exact: true }).fill(player.password);
  await continueToPayment(page);
  expect(await page.getByLabel(REGISTRATION_TYPE_LABELS.workshop).isChecked()).toBe(true);
  expect(await page.getByLabel('Transaction ID').inputValue()).toBe('T-2025_0042');
  expect(await page.getByRole('checkbox', { name: /I need accommodation/ }).isChecked()).toBe(true);
  expect(await page.getByLabel('Check-in').inputValue()).toBe(LAST_NIGHT);
  expect(await page.getByLabel('Gender').inputValue()).toBe('female');
  await page.getByText('Total payable: ₹499').waitFor();
  expect(
    await page.getByLabel('Payment Screenshot').evaluate((input: HTMLInputElement) => input.files?.length ?? 0),
  ).toBe(0);
  expect(await page.getByRole('checkbox', { name: /I accept the terms and conditions/ }).isChecked()).toBe(false);
  await page.setViewportSize(DESKTOP_VIEWPORT);
  await saveScreenshot(page, { path: '/tmp/e2e-register-reloaded-step2-desktop.png' });
  await page.setViewportSize(PHONE);

  // A choice made on /accommodation afterwards is the newer wish: it replaces the stay the draft held.
  await page.goto('/accommodation');
  await page.getByRole('button', { name: /OCT 23/ }).click();
  await page.getByLabel('Gender').selectOption('female');
  await page.getByRole('checkbox', { name: 'I have read and accept the accommodation rules' }).check();
  await page.getByRole('button', { name: 'REGISTER' }).click();
  await page.waitForURL('**/register');
  await page.getByLabel('Password', { exact: true }).fill(player.password);
  await page.getByLabel('Confirm Password', { exact: true }).fill(player.password);
  await continueToPayment(page);
  expect(await page.getByLabel('Check-in').inputValue()).toBe(FIRST_NIGHT);
  expect(await page.getByLabel('Check-out').inputValue()).toBe(FIRST_NIGHT);
  // The night of the 23rd reads as arriving on the 23rd and leaving the next morning, not 'Check-out: 23 Oct'.
  const chosen = (label: string) =>
    page.getByLabel(label).evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.text);
  expect(await chosen('Check-in')).toBe('Thu, 23 Oct');
  expect(await chosen('Check-out')).toBe('Fri, 24 Oct (morning)');
  expect(await page.getByLabel('Transaction ID').inputValue()).toBe('T-2025_0042');
  await page.context().close();
});
