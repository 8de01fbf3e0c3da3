import type { Page } from 'playwright-core';

/** Staff sign in through the real login form and land on the dashboard. */
export async function signInAsStaff(page: Page, staff: { email: string; password: string }) {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(staff.email);
  await page.getByLabel('Password', { exact: true }).fill(staff.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL('**/admin');
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
