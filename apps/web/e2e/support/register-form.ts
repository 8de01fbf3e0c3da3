import type { Page } from 'playwright-core';
import type { Participant } from './fixtures';

/** Types a participant's personal details into step 1 of /register, as a person would (labels, not ids). */
export async function fillPersonalDetails(page: Page, details: Participant) {
  await page.getByLabel('First Name').fill(details.firstName);
  await page.getByLabel('Last Name').fill(details.lastName);
  await page.getByLabel('Email', { exact: true }).fill(details.email);
  await page.getByLabel('Phone', { exact: true }).fill(details.phone);
  await page.getByLabel('College', { exact: true }).fill(details.college);
  await page.getByLabel('Department').fill(details.department);
  await page.getByLabel('Year of Study').selectOption(details.year);
  await page.getByLabel('College Location').fill(details.collegeLocation);
  await page.getByLabel('Password', { exact: true }).fill(details.password);
  await page.getByLabel('Confirm Password', { exact: true }).fill(details.password);
}

/** Step 1 → step 2: 'Continue to Payment', then the payment step's heading. */
export async function continueToPayment(page: Page) {
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await page.getByRole('heading', { name: 'Registration & Payment' }).waitFor();
}
