import { REGISTRATION_TYPE_LABELS } from '@symposium/schema/fees';
import { M } from '@symposium/schema/messages';
import type { Browser, Page } from 'playwright-core';
import { beforeAll, expect, test } from 'vitest';
import type { ApiServer } from '../support/api-server';
import { DESKTOP_VIEWPORT, MOBILE_VIEWPORT } from '../support/browser';
import { newParticipant, type Participant, TINY_PNG } from '../support/fixtures';
import { continueToPayment, fillPersonalDetails } from '../support/register-form';
import { useServerAndBrowser } from '../support/server-and-browser';
import { saveScreenshot } from '../support/screenshots';

// Someone registering on the phone they pay with cannot scan their own screen: the payment is a link too.
// On a shared tab (a college lab) the next person starts from a clean form: no accommodation left ticked.

const suite = useServerAndBrowser();
let server: ApiServer;
let browser: Browser;
beforeAll(() => ({ server, browser } = suite));

let upi: { id: string; payeeName: string };

beforeAll(async () => {
  const config = (await (await fetch(`${server.baseUrl}/api/v1/config`)).json()) as { data: { upi: typeof upi } };
  upi = config.data.upi;
});

async function fillPersonalDetailsAndContinue(page: Page, details: Participant) {
  await fillPersonalDetails(page, details);
  await continueToPayment(page);
}

const accommodationBox = (page: Page) => page.getByRole('checkbox', { name: /I need accommodation/ });

test('the UPI link carries the exact amount and payee, on a phone and on a desktop', async () => {
  const context = await browser.newContext({ viewport: MOBILE_VIEWPORT, baseURL: server.baseUrl });
  const page = await context.newPage();
  await page.goto('/register');
  await fillPersonalDetailsAndContinue(page, newParticipant());
  // No type chosen yet: no amount, so no link.
  expect(await page.getByRole('link', { name: /Open UPI app to pay/ }).count()).toBe(0);
  await page.getByLabel(REGISTRATION_TYPE_LABELS.both).check();
  const link = page.getByRole('link', { name: 'Open UPI app to pay ₹449' });
  await link.waitFor();
  const href = (await link.getAttribute('href'))!;
  const url = new URL(href);
  expect(url.protocol).toBe('upi:');
  expect(url.searchParams.get('pa')).toBe(upi.id);
  expect(url.searchParams.get('pn')).toBe(upi.payeeName);
  expect(url.searchParams.get('am')).toBe('449');
  expect(url.searchParams.get('cu')).toBe('INR');
  // The same payment as the QR.
  expect(href).toBe(await page.getByRole('img', { name: 'UPI payment QR code for ₹449' }).getAttribute('data-upi'));

  await accommodationBox(page).check();
  const withStay = page.getByRole('link', { name: 'Open UPI app to pay ₹749' });
  await withStay.waitFor();
  expect(new URL((await withStay.getAttribute('href'))!).searchParams.get('am')).toBe('749');
  await saveScreenshot(page.locator('.payment-panel'), { path: '/tmp/e2e-upi-link-390.png' });
  await page.setViewportSize(DESKTOP_VIEWPORT);
  expect(await withStay.isVisible()).toBe(true);
  await saveScreenshot(page.locator('.payment-panel'), { path: '/tmp/e2e-upi-link-1280.png' });
  await context.close();
});

test('after a registration goes through, the next person on the same tab starts without the accommodation choice', async () => {
  const context = await browser.newContext({ viewport: MOBILE_VIEWPORT, baseURL: server.baseUrl });
  const page = await context.newPage();
  await page.goto('/accommodation');
  await page.getByRole('button', { name: 'OCT 23' }).click();
  await page.getByLabel('Gender').selectOption('female');
  await page.getByRole('checkbox', { name: /accept the accommodation rules/ }).check();
  await page.getByRole('button', { name: 'REGISTER' }).click();
  await page.waitForURL('**/register');
  await fillPersonalDetailsAndContinue(page, newParticipant());
  expect(await accommodationBox(page).isChecked()).toBe(true);
  await page.getByLabel(REGISTRATION_TYPE_LABELS.general).check();
  await page.getByText('Total payable: ₹599', { exact: true }).waitFor();
  await page.getByLabel('Transaction ID').fill('UPI5566778899');
  await page
    .getByLabel('Payment Screenshot')
    .setInputFiles({ name: 'payment.png', mimeType: 'image/png', buffer: TINY_PNG });
  await page.getByRole('checkbox', { name: /I accept the terms and conditions/ }).check();
  await page.getByRole('button', { name: 'Submit Registration' }).click();
  await page.getByText(M.registrationSuccess, { exact: true }).first().waitFor();
  expect(await page.evaluate(() => sessionStorage.getItem('accommodationData'))).toBeNull();

  // The next student on the lab machine opens /register in the same tab.
  await page.goto('/register');
  await fillPersonalDetailsAndContinue(page, newParticipant());
  expect(await accommodationBox(page).isChecked()).toBe(false);
  await page.getByLabel(REGISTRATION_TYPE_LABELS.general).check();
  await page.getByText('Total payable: ₹299', { exact: true }).waitFor();
  await context.close();
});
