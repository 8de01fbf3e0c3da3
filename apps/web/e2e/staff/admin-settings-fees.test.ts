import fs from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { apiCall } from '../support/api-calls';
import type { ApiServer } from '../support/api-server';
import { DESKTOP_VIEWPORT, MOBILE_VIEWPORT } from '../support/browser';
import { useServerAndBrowser } from '../support/server-and-browser';
import { signInAsStaff } from '../support/staff-desk';
import { saveScreenshot } from '../support/screenshots';

// Rehearsing /admin/settings: a negative 'Workshop only' fee was reported under 'General' (every registration fee's
// problem landed under the first box), and the box at fault was not marked. Each fee now has its own message.

const SHOTS = '/tmp/admin-settings-fees';

const suite = useServerAndBrowser();
let server: ApiServer;
let browser: Browser;
beforeAll(() => ({ server, browser } = suite));

let page: Page;

beforeAll(async () => {
  await fs.mkdir(SHOTS, { recursive: true });
  const context = await browser.newContext({ viewport: MOBILE_VIEWPORT, baseURL: server.baseUrl });
  page = await context.newPage();
  await signInAsStaff(page, server.admin);
});

const errorUnder = (label: string) =>
  page.getByLabel(label, { exact: true }).evaluate((input) => {
    const ids = (input.getAttribute('aria-describedby') ?? '').split(' ');
    return {
      invalid: input.getAttribute('aria-invalid') === 'true',
      message: ids
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join('')
        .trim(),
    };
  });

describe('/admin/settings fees', () => {
  test('each fee box says what is wrong with it; a valid change is saved and public at once', async () => {
    await page.goto('/admin/settings');
    await page.getByLabel('Workshop only', { exact: true }).fill('-5');
    await page.getByLabel('Both', { exact: true }).fill('');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.locator('.field-error', { hasText: 'Fees cannot be negative' }).waitFor();
    expect(await errorUnder('General')).toEqual({ invalid: false, message: '' });
    expect(await errorUnder('Workshop only')).toEqual({ invalid: true, message: 'Fees cannot be negative' });
    expect(await errorUnder('Both')).toEqual({ invalid: true, message: 'Enter a fee' });
    // Focus lands on the first box at fault.
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe('feeWorkshop');
    await page.getByLabel('Workshop only', { exact: true }).scrollIntoViewIfNeeded();
    await saveScreenshot(page, { path: `${SHOTS}/fees-390.png` });

    await page.setViewportSize(DESKTOP_VIEWPORT);
    await saveScreenshot(page, { path: `${SHOTS}/fees-1280.png` });
    await page.getByLabel('Workshop only', { exact: true }).fill('249');
    await page.getByLabel('Both', { exact: true }).fill('499');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText('Settings saved').first().waitFor();
    const config = await apiCall<{ data: { fees: Record<string, number> } }>(server, '/config');
    expect(config.data.fees).toEqual({ general: 299, workshop: 249, both: 499 });
  });
});
