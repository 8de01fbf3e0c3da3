import type { Page } from 'playwright-core';
import { signInThroughLoginForm } from './sign-in';

/** Staff sign in through the real login form and land on the dashboard. */
export async function signInAsStaff(page: Page, staff: { email: string; password: string }) {
  await signInThroughLoginForm(page, staff, '**/admin');
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
