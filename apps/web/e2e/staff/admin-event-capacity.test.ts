import fs from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { ADMIN_ALERTS } from '@symposium/schema/admin-alerts';
import { M } from '@symposium/schema/messages';
import { createParticipant } from '../support/api-calls';
import type { ApiServer } from '../support/api-server';
import { DESKTOP_VIEWPORT, MOBILE_VIEWPORT } from '../support/browser';
import { insertEventRegistrations } from '../support/database';
import { useServerAndBrowser } from '../support/server-and-browser';
import { openStaffTab } from '../support/staff-desk';
import { saveScreenshot } from '../support/screenshots';

// Rehearsing /admin/events on a 10,000-participant seed, lowering a full event's Max participants from 100 to 50
// was saved and the card read "100 / 50 registered". The form now keeps the places already given and says why,
// beside the field.

const SHOTS = '/tmp/admin-event-capacity';
const REGISTERED = 3;

const suite = useServerAndBrowser();
let server: ApiServer;
let browser: Browser;
beforeAll(() => ({ server, browser } = suite));

let page: Page;

beforeAll(async () => {
  await fs.mkdir(SHOTS, { recursive: true });
  const entrants = [];
  for (let i = 0; i < REGISTERED; i++)
    entrants.push(await createParticipant(server, 'general', `Capacity Entrant ${String.fromCharCode(65 + i)}`));
  insertEventRegistrations(
    server,
    'SKY SHOT',
    entrants.map((entrant) => entrant.id),
    'capacity',
  );
  ({ page } = await openStaffTab(browser, server));
});

describe('/admin/events keeps the places already given', () => {
  test('lowering Max participants below the registered is refused beside the field; at the registered count it saves', async () => {
    await page.goto('/admin/events');
    await page.getByRole('searchbox', { name: 'Search events' }).fill('sky shot');
    const card = page
      .locator('article, section, div')
      .filter({ has: page.getByRole('heading', { name: 'SKY SHOT' }) })
      .last();
    await card.getByText(`${REGISTERED} / 100 registered`).waitFor();
    await page.getByRole('button', { name: 'Edit SKY SHOT' }).click();
    const form = page.getByRole('dialog', { name: 'Edit Event' });
    const field = form.getByLabel('Max participants *');
    await field.fill(String(REGISTERED - 1));
    await form.getByRole('button', { name: 'Update Event' }).click();
    const message = M.capacityBelowRegistered(REGISTERED);
    // Beside the field, and the field says it is the one at fault.
    await form.locator('.field-error', { hasText: message }).waitFor();
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    // The reason is given in the form, not again (or as "Failed to save") in a toast.
    expect(await page.locator('.toast').count()).toBe(0);
    await saveScreenshot(page, { path: `${SHOTS}/refused-1280.png` });

    await page.setViewportSize(MOBILE_VIEWPORT);
    await field.scrollIntoViewIfNeeded();
    await saveScreenshot(page, { path: `${SHOTS}/refused-390.png` });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    await page.setViewportSize(DESKTOP_VIEWPORT);
    await field.fill(String(REGISTERED));
    await form.getByRole('button', { name: 'Update Event' }).click();
    await form.waitFor({ state: 'detached' });
    await card.getByText(`${REGISTERED} / ${REGISTERED} registered`).waitFor();
  });

  test('a failed save says so once, inside the form and announced, with no toast repeating it', async () => {
    await page.goto('/admin/events');
    await page.getByRole('button', { name: 'Edit SKY SHOT' }).click();
    const form = page.getByRole('dialog', { name: 'Edit Event' });
    // A server failure without a reason of its own: the form's fallback text is the only one there is.
    await page.route('**/api/v1/events/*', (route) =>
      route.request().method() === 'PUT' ? route.fulfill({ status: 500, json: { success: false } }) : route.fallback(),
    );
    await form.getByRole('button', { name: 'Update Event' }).click();
    await form.getByRole('alert').filter({ hasText: ADMIN_ALERTS.saveFailed }).waitFor();
    expect(await page.getByText(ADMIN_ALERTS.saveFailed).count()).toBe(1);
    expect(await page.locator('.toast').count()).toBe(0);
    await saveScreenshot(page, { path: `${SHOTS}/save-failed-1280.png` });
    await page.unroute('**/api/v1/events/*');
  });
});
