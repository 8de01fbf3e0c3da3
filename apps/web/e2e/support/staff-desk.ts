import type { Browser, Page } from 'playwright-core';
import type { ApiServer } from './api-server';
import { DESKTOP_VIEWPORT } from './browser';
import { signInThroughLoginForm } from './sign-in';

/** Staff sign in through the real login form and land on the dashboard. */
export async function signInAsStaff(page: Page, staff: { email: string; password: string }) {
  await signInThroughLoginForm(page, staff, '**/admin');
}

/**
 * The staff screens' usual tab: a new desktop context (service workers blocked, so every load is the server's) with
 * one page, signed in as `staff` (the server's admin unless named) and on the dashboard.
 */
export async function openStaffTab(
  browser: Browser,
  server: ApiServer,
  staff: { email: string; password: string } = server.admin,
) {
  const context = await browser.newContext({
    viewport: DESKTOP_VIEWPORT,
    baseURL: server.baseUrl,
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  await signInAsStaff(page, staff);
  return { context, page };
}

/**
 * On the scanner page, names this browser's device, which registers it as a desk, and waits until its roster is
 * downloaded; `waitForRoster: false` leaves the download running.
 */
export async function nameScannerDevice(page: Page, name: string, { waitForRoster = true } = {}) {
  await page.goto('/admin/scanner');
  await page.getByLabel('Device name').fill(name);
  await page.getByRole('button', { name: 'Save device name' }).click();
  if (waitForRoster) await page.getByTestId('roster-state').getByText('Roster ready').waitFor();
}

/**
 * Moves the staff tab to the screen at `path` through the staff navigation, as a person goes from screen to screen,
 * and waits until the navigation marks it current (the screen, or its loading fallback, is then in the page). A
 * page.goto() would start the whole staff app again: about half a CPU-second more a screen (docs/performance.md).
 */
export async function openThroughStaffNav(page: Page, path: string) {
  const nav = page.getByRole('navigation', { name: 'Admin' });
  await nav.locator(`a[href="${path}"]`).click();
  await nav.locator(`a[href="${path}"][aria-current="page"]`).waitFor();
}
