import type { Page } from 'playwright-core';

/** Signs in through the real login form and waits for the page the app takes the account to (a URL glob). */
export async function signInThroughLoginForm(page: Page, account: { email: string; password: string }, landing: string) {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL(landing);
}

/** A participant signs in and lands on their profile. */
export async function signInAsParticipant(page: Page, participant: { email: string; password: string }) {
  await signInThroughLoginForm(page, participant, '**/profile');
}
