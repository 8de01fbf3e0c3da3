import { M } from '@symposium/schema/messages';
import type { Browser, Page } from 'playwright-core';
import { beforeAll, expect, test } from 'vitest';
import type { ApiServer } from '../support/api-server';
import { seriousViolations } from '../support/axe';

import { newParticipant } from '../support/fixtures';
import { continueToPayment, fillPersonalDetails } from '../support/register-form';
import { useServerAndBrowser } from '../support/server-and-browser';
import { saveScreenshot } from '../support/screenshots';

// The participant's forms rehearsed on narrow phones (360 and 390 px, touch): a form-wide message said once, the
// terms checkbox and its link apart, and a rate limit that says how long to wait.

const suite = useServerAndBrowser();
let server: ApiServer;
let browser: Browser;
beforeAll(() => ({ server, browser } = suite));

const phone = (width: 360 | 390) => ({ viewport: { width, height: 740 }, hasTouch: true, isMobile: true });

async function openPhone(width: 360 | 390 = 360): Promise<Page> {
  const context = await browser.newContext({ ...phone(width), baseURL: server.baseUrl });
  return context.newPage();
}

/** The names of the form's fields marked invalid, in page order. */
const invalidFields = (page: Page) =>
  page
    .locator('[aria-invalid="true"]')
    .evaluateAll((elements) => elements.map((element) => element.getAttribute('name')));

/** A field marked invalid shows it by more than colour: a doubled border (inset shadow). */
const insetShadowOf = (page: Page, label: string) =>
  page.getByLabel(label, { exact: true }).evaluate((element) => getComputedStyle(element).boxShadow);

const PERSONAL_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'college',
  'department',
  'year',
  'collegeLocation',
  'password',
  'confirmPassword',
];

for (const width of [360, 390] as const) {
  test(`register step 1 with nothing typed (${width} px): the spec text once, every empty field marked, focus on the first`, async () => {
    const page = await openPhone(width);
    await page.goto('/register');
    await page.getByRole('button', { name: 'Continue to Payment' }).tap();

    const alert = page.getByRole('alert').filter({ hasText: M.personalDetailsRequired });
    await alert.waitFor();
    expect(await page.getByText(M.personalDetailsRequired, { exact: true }).count()).toBe(1);
    expect(await invalidFields(page)).toEqual(PERSONAL_FIELDS);
    await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'firstName');
    expect(await insetShadowOf(page, 'Last Name')).not.toBe('none');
    expect(await seriousViolations(page)).toEqual([]);
    await saveScreenshot(page, { path: `/tmp/e2e-register-empty-${width}.png` });
    await saveScreenshot(page, { path: `/tmp/e2e-register-empty-${width}-full.png`, fullPage: true });

    // A field-specific message stays under its field, beside the one form-wide alert for the fields still empty.
    await page.getByLabel('First Name').fill('Asha');
    await page.getByLabel('Phone', { exact: true }).fill('5876543210');
    await page.getByRole('button', { name: 'Continue to Payment' }).tap();
    const phoneErrorId = (await page.getByLabel('Phone', { exact: true }).getAttribute('aria-describedby'))!
      .split(' ')
      .pop();
    await page.locator(`[id="${phoneErrorId}"]`).getByText(M.registerPhoneStart, { exact: true }).waitFor();
    expect(await page.getByText(M.personalDetailsRequired, { exact: true }).count()).toBe(1);
    expect(await invalidFields(page)).toEqual(PERSONAL_FIELDS.filter((name) => name !== 'firstName'));
    await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'lastName');
    await saveScreenshot(page, { path: `/tmp/e2e-register-mixed-${width}-full.png`, fullPage: true });

    // Everything typed: the alert goes with the last empty field.
    await fillPersonalDetails(page, newParticipant());
    await continueToPayment(page);
    expect(await page.getByText(M.personalDetailsRequired, { exact: true }).count()).toBe(0);
  });
}

test('login and reset password with nothing typed: "Please fill in all fields" once, both fields marked', async () => {
  const page = await openPhone(360);
  await page.goto('/login');
  await page.getByRole('button', { name: 'Login', exact: true }).tap();
  await page.getByRole('alert').filter({ hasText: M.fillAllFields }).waitFor();
  expect(await page.getByText(M.fillAllFields, { exact: true }).count()).toBe(1);
  expect(await invalidFields(page)).toEqual(['email', 'password']);
  await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'email');
  await saveScreenshot(page, { path: '/tmp/e2e-login-empty-360.png' });

  // A format message is the field's own and stays under it.
  await page.getByLabel('Email', { exact: true }).fill('not-an-address');
  await page.getByLabel('Password', { exact: true }).fill('secret-pass');
  await page.getByRole('button', { name: 'Login', exact: true }).tap();
  const emailErrorId = await page.getByLabel('Email', { exact: true }).getAttribute('aria-describedby');
  await page.locator(`[id="${emailErrorId}"]`).getByText(M.validEmail, { exact: true }).waitFor();
  expect(await page.getByText(M.fillAllFields, { exact: true }).count()).toBe(0);

  await page.goto('/reset-password/some-token');
  await page.getByRole('button', { name: 'Reset Password' }).tap();
  await page.getByRole('alert').filter({ hasText: M.fillAllFields }).waitFor();
  expect(await page.getByText(M.fillAllFields, { exact: true }).count()).toBe(1);
  expect(await invalidFields(page)).toEqual(['password', 'confirmPassword']);
  await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'password');
  await saveScreenshot(page, { path: '/tmp/e2e-reset-empty-360.png' });
});

for (const width of [360, 390] as const) {
  test(`terms (${width} px): a tap anywhere on the sentence ticks the box; only the link, a target of its own, opens the terms`, async () => {
    const page = await openPhone(width);
    await page.goto('/register');
    await fillPersonalDetails(page, newParticipant());
    await continueToPayment(page);

    const checkbox = page.getByRole('checkbox', { name: 'I accept the terms and conditions' });
    const label = page.locator('label', { has: checkbox });
    const link = page.getByRole('link', { name: 'Read the terms and conditions (opens in a new tab)' });
    expect(await label.getByRole('link').count()).toBe(0);
    await label.scrollIntoViewIfNeeded();
    const labelBox = (await label.boundingBox())!;
    const linkBox = (await link.boundingBox())!;
    expect(labelBox.height).toBeGreaterThanOrEqual(44);
    expect(linkBox.height).toBeGreaterThanOrEqual(44);
    expect(linkBox.y - (labelBox.y + labelBox.height)).toBeGreaterThanOrEqual(8);

    const newTabs: Page[] = [];
    page.context().on('page', (opened) => newTabs.push(opened));
    // Taps across the whole sentence, start to end (the end is where the words 'terms and conditions' sit).
    let expected = false;
    for (const share of [0.05, 0.3, 0.55, 0.8, 0.97]) {
      await page.touchscreen.tap(labelBox.x + labelBox.width * share, labelBox.y + labelBox.height / 2);
      expected = !expected;
      expect(await checkbox.isChecked()).toBe(expected);
    }
    expect(newTabs).toHaveLength(0);
    await saveScreenshot(page, { path: `/tmp/e2e-terms-${width}.png` });

    const opening = page.context().waitForEvent('page');
    await link.tap();
    const terms = await opening;
    await terms.waitForURL('**/terms-and-conditions');
    expect(await checkbox.isChecked()).toBe(expected);
  });
}

for (const width of [360, 390] as const) {
  test(`login (${width} px): 'Remember me' and 'Forgot password?' sit on one line, apart, inside the card, each a full tap target`, async () => {
    const page = await openPhone(width);
    await page.goto('/login');
    const remember = page.locator('label', { has: page.getByRole('checkbox', { name: 'Remember me' }) });
    const forgot = page.getByRole('link', { name: 'Forgot password?' });
    await forgot.waitFor();
    const rememberBox = (await remember.boundingBox())!;
    const forgotBox = (await forgot.boundingBox())!;
    const formBox = (await page.locator('form.form').boundingBox())!;
    await saveScreenshot(page, { path: `/tmp/e2e-login-row-${width}.png` });
    // One line: the same top, neither wrapped onto two lines (44 px tall, the tap target), and a gap between them.
    expect(forgotBox.y).toBeCloseTo(rememberBox.y, 0);
    expect(rememberBox.height).toBeGreaterThanOrEqual(44);
    expect(forgotBox.height).toBeGreaterThanOrEqual(44);
    expect(rememberBox.height).toBeLessThan(60);
    expect(forgotBox.height).toBeLessThan(60);
    expect(forgotBox.x - (rememberBox.x + rememberBox.width)).toBeGreaterThanOrEqual(8);
    // Inside the form: the link ends at the form's right edge, and nothing scrolls sideways.
    expect(forgotBox.x + forgotBox.width).toBeLessThanOrEqual(formBox.x + formBox.width + 0.5);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
}
