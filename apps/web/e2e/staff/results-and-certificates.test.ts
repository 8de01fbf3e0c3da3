import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { extractText, getDocumentProxy } from 'unpdf';
import { beforeAll, describe, expect, test } from 'vitest';
import { adminToken, getEvents } from '../support/api-calls';
import { createRegisteredEntrant, createStaff, loginToken } from '../support/admin-setup';
import type { ApiServer } from '../support/api-server';
import { seriousViolations } from '../support/axe';
import { DESKTOP_VIEWPORT, MOBILE_VIEWPORT } from '../support/browser';
import { openCheckInToday, openServerDatabase } from '../support/database';
import { saveScreenshot } from '../support/screenshots';
import { useServerAndBrowser } from '../support/server-and-browser';
import { signedInContext } from '../support/sign-in';
import { openThroughStaffNav } from '../support/staff-desk';
import { checkInAtDesk } from '../support/venue-desk-api';

// After the games, as the organisers and players live it: a coordinator enters an event's result from those checked
// in, an admin publishes it and releases the certificates, a winner downloads theirs from /profile (and again with
// no network), and whoever holds the paper opens its verification page — genuine, then revoked.

const SHOTS = '/tmp/results-certificates-screens';
// A signature as organisers have one: a phone photo of a signed sheet (the API tests' own photographs).
const SIGNATURE_PHOTO = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../api/src/test-support/photos/phone-full-quality.jpg',
);

const suite = useServerAndBrowser();
let server: ApiServer;
let browser: Browser;
let admin: string;
let coordinator: { email: string; password: string; name: string };
type Entrant = Awaited<ReturnType<typeof createRegisteredEntrant>>;
let kavya: Entrant; // checked in, wins
let arjun: Entrant; // checked in, second
let rahul: Entrant; // registered, never came
let verifyUrl: string;
const EVENT = 'SKY SHOT';

beforeAll(async () => {
  ({ server, browser } = suite);
  await fs.mkdir(SHOTS, { recursive: true });
  admin = await adminToken(server);
  coordinator = await createStaff(server, admin, 'coordinator', 'Hall Coordinator');
  kavya = await createRegisteredEntrant(server, admin, 'Kavya Raman', EVENT);
  arjun = await createRegisteredEntrant(server, admin, 'Arjun Subramanian', EVENT);
  rahul = await createRegisteredEntrant(server, admin, 'Rahul Menon', EVENT);
  const event = (await getEvents(server)).events.find((e: { name: string }) => e.name === EVENT)!;
  openCheckInToday(server, [event.id]);
  const db = openServerDatabase(server);
  db.prepare('update events set prizes = ? where id = ?').run(
    JSON.stringify({ first: '₹3,000 and a trophy', second: '₹2,000', third: '₹1,000' }),
    event.id,
  );
  db.close();
  await checkInAtDesk(server, await loginToken(server, coordinator.email, coordinator.password), [
    { participantId: kavya.participantId, itemId: event.id, itemType: 'event' },
    { participantId: arjun.participantId, itemId: event.id, itemType: 'event' },
  ]);
});

async function staffPage(account: {
  email: string;
  password: string;
}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await signedInContext(browser, server, account, { viewport: DESKTOP_VIEWPORT });
  const page = await context.newPage();
  await page.goto('/admin');
  await openThroughStaffNav(page, '/admin/results');
  return { context, page };
}

const toast = (page: Page, text: string | RegExp) =>
  page.locator('.toast-message', { hasText: text }).first().waitFor({ timeout: 15_000 });

const eventRow = (page: Page) => page.locator('.result-summary', { hasText: EVENT });

async function pdfTextOf(file: string): Promise<string> {
  const bytes = new Uint8Array(await fs.readFile(file));
  expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  return text as string;
}

describe('results and certificates', () => {
  test('a coordinator picks the winners among those checked in and saves; only an admin may publish', async () => {
    const { context, page } = await staffPage(coordinator);
    await expect.poll(() => eventRow(page).textContent()).toContain('2 checked in');
    await eventRow(page)
      .getByRole('button', { name: `Enter result: ${EVENT}` })
      .click();
    const dialog = page.getByRole('dialog', { name: `Result: ${EVENT}` });
    await dialog.getByText('₹3,000 and a trophy').waitFor();
    // Rahul registered and never came: he is not among those who can win.
    const candidates = dialog.getByRole('list', { name: 'Participants checked in' });
    await expect.poll(() => candidates.locator('.winner-candidate').count()).toBe(2);
    expect(await candidates.textContent()).not.toContain(rahul.name);

    await dialog.getByLabel('Find a participant').fill(kavya.participantId);
    await expect.poll(() => candidates.locator('.winner-candidate').count()).toBe(1);
    await dialog.getByRole('button', { name: `1st place: ${kavya.name}` }).click();
    await dialog.getByLabel('Find a participant').fill('arjun');
    await dialog.getByRole('button', { name: `2nd place: ${arjun.name}` }).click();
    await dialog.getByLabel('Find a participant').fill('');
    expect(await dialog.locator('.winner-position').allTextContents()).toEqual([
      `First place · ₹3,000 and a trophy${kavya.name}`,
      `Second place · ₹2,000${arjun.name}`,
      'Third place · ₹1,000No one yet',
    ]);
    expect(await dialog.getByRole('button', { name: 'Publish' }).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await saveScreenshot(page, { path: `${SHOTS}/coordinator-picks.png` });
    await dialog.getByRole('button', { name: 'Save result' }).click();
    await toast(page, 'Result saved');
    await dialog.getByText('Saved. An admin publishes it from this screen.').waitFor();
    await dialog.locator('.admin-dialog-actions').getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => eventRow(page).textContent()).toContain('2 winners named');
    expect(await page.getByRole('button', { name: 'Release certificates' }).count()).toBe(0);
    await context.close();
  });

  test('an admin publishes the result and releases the certificates; the public results page lists the winners', async () => {
    const { context, page } = await staffPage(server.admin);
    await eventRow(page)
      .getByRole('button', { name: `Edit result: ${EVENT}` })
      .click();
    const dialog = page.getByRole('dialog', { name: `Result: ${EVENT}` });
    await dialog.getByRole('button', { name: 'Publish' }).click();
    await toast(page, 'Result published');
    await dialog.getByText(/^Published on/).waitFor();
    await dialog.locator('.admin-dialog-actions').getByRole('button', { name: 'Close' }).click();
    await eventRow(page).getByText('Published', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Release certificates' }).click();
    // Kavya and Arjun each: a participation certificate and a merit one. Rahul, who never came, none.
    await toast(page, '4 certificates issued; 2 participants told by mail');
    await saveScreenshot(page, { path: `${SHOTS}/admin-results.png`, fullPage: true });
    await context.close();

    const visitor = await browser.newContext({ baseURL: server.baseUrl, viewport: MOBILE_VIEWPORT });
    const home = await visitor.newPage();
    await home.goto('/');
    await home.getByRole('link', { name: 'SEE RESULTS' }).click();
    await home.waitForURL('**/results');
    const card = home.locator('.result-card', { hasText: EVENT });
    await card.getByText(kavya.name).waitFor();
    expect(await card.locator('.result-position').allTextContents()).toEqual([
      expect.stringContaining(`First place₹3,000 and a trophy${kavya.name}`),
      expect.stringContaining(`Second place₹2,000${arjun.name}`),
    ]);
    expect(await home.locator('main').textContent()).not.toContain(kavya.email);
    expect(await home.title()).toContain('Results');
    expect(await seriousViolations(home)).toEqual([]);
    await saveScreenshot(home, { path: `${SHOTS}/public-results-390.png`, fullPage: true });
    await visitor.close();
  });

  test('the winner downloads the merit certificate from /profile, and again with no network', async () => {
    const context = await signedInContext(browser, server, kavya, { viewport: MOBILE_VIEWPORT, acceptDownloads: true });
    const page = await context.newPage();
    await page.goto('/profile');
    const card = page.locator('section', { has: page.getByRole('heading', { name: 'Certificates' }) });
    const merit = card.locator('.certificate-row', { hasText: 'Certificate of Merit' });
    await merit.getByText(`First place · ${EVENT}`).waitFor();
    await card.locator('.certificate-row', { hasText: 'Certificate of Participation' }).waitFor();
    // The prize above the participation, as the server lists them (compareCertificates).
    expect(await card.locator('.certificate-row').first().textContent()).toContain('Certificate of Merit');
    // Each PDF is fetched into the device in the background.
    await expect.poll(() => card.getByText('saved on this device').count()).toBe(2);
    expect(await seriousViolations(page)).toEqual([]);
    await saveScreenshot(page, { path: `${SHOTS}/profile-certificates-390.png`, fullPage: true });

    await context.setOffline(true);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      merit.getByRole('button', { name: /^Download Certificate of Merit/ }).click(),
    ]);
    const file = path.join(SHOTS, 'merit.pdf');
    await download.saveAs(file);
    const text = await pdfTextOf(file);
    expect(text).toContain(kavya.name);
    expect(text).toContain(EVENT);
    expect(text).toContain('First place');
    // The printed line under the QR code: the verification page's address on this server (its PUBLIC_URL).
    const printed = /Verify at (https?:\/\/\S+\/verify\/[A-Za-z0-9_-]{22})/.exec(text);
    expect(printed).not.toBeNull();
    verifyUrl = printed![1];
    expect(new URL(verifyUrl).port).toBe(new URL(server.baseUrl).port);
    await context.close();
  });

  test('a visitor opens the printed address and reads it genuine; after a revoke, revoked with the reason', async () => {
    expect(verifyUrl).toBeTruthy();
    const visitor = await browser.newContext({ viewport: MOBILE_VIEWPORT });
    const page = await visitor.newPage();
    await page.goto(verifyUrl);
    await page.getByRole('heading', { name: 'This certificate is genuine' }).waitFor();
    const facts = page.locator('.verify-facts');
    expect(await facts.textContent()).toContain(kavya.name);
    expect(await facts.textContent()).toContain(`First place in ${EVENT}`);
    expect(await seriousViolations(page)).toEqual([]);
    await saveScreenshot(page, { path: `${SHOTS}/verify-genuine-390.png`, fullPage: true });

    // The admin revokes it from the participant's details.
    const { context, page: staff } = await staffPage(server.admin);
    await openThroughStaffNav(staff, '/admin/users');
    await staff
      .getByLabel(/Search/)
      .first()
      .fill(kavya.participantId);
    await staff.getByRole('button', { name: kavya.name }).first().click();
    const details = staff.getByRole('dialog', { name: kavya.name });
    const merit = details.locator('.participant-certificate', { hasText: 'Certificate of Merit' });
    await merit.getByRole('button', { name: 'Revoke certificate' }).click();
    await merit.getByRole('button', { name: 'Revoke', exact: true }).click();
    await merit.getByText('Give the reason for revoking this certificate').waitFor();
    await merit.getByLabel('Reason for revoking the certificate').fill('Result corrected by the judges');
    await merit.getByRole('button', { name: 'Revoke', exact: true }).click();
    await merit.getByText('Revoked: Result corrected by the judges').waitFor();
    await context.close();

    await page.reload();
    await page.getByRole('heading', { name: /^This certificate was revoked on \d{1,2} \w{3} \d{4}$/ }).waitFor();
    await page.getByText('Reason: Result corrected by the judges').waitFor();
    await saveScreenshot(page, { path: `${SHOTS}/verify-revoked-390.png`, fullPage: true });
    const unknown = await page.goto(verifyUrl.replace(/[A-Za-z0-9_-]{22}$/, 'A'.repeat(22)));
    expect(unknown?.status()).toBe(200);
    await page.getByRole('heading', { name: 'No certificate has this number' }).waitFor();
    await visitor.close();
  });

  test('an admin names the signatories, uploads a signature photo and downloads a sample certificate with them', async () => {
    const { context, page } = await staffPage(server.admin);
    await openThroughStaffNav(page, '/admin/settings');
    const section = page.locator('section', { has: page.getByRole('heading', { name: 'Certificates' }) });
    await section.getByRole('button', { name: 'Add signatory' }).click();
    await section.getByLabel('Signatory 1: name').fill('Dr. S. Lakshmi');
    await section.getByLabel('Signatory 1: title').fill('Principal');
    await section.getByRole('button', { name: 'Save signatories' }).click();
    await toast(page, 'Signatories saved');
    await section.getByLabel(/^Signature of Dr\. S\. Lakshmi/).setInputFiles(SIGNATURE_PHOTO);
    await section.getByText('Signature saved').waitFor();
    await section.getByText('Signature of Dr. S. Lakshmi: uploaded').waitFor();
    await saveScreenshot(page, { path: `${SHOTS}/settings-certificates.png`, fullPage: true });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      section.getByRole('button', { name: 'Download a sample certificate' }).click(),
    ]);
    const file = path.join(SHOTS, 'sample.pdf');
    await download.saveAs(file);
    const text = await pdfTextOf(file);
    expect(text).toContain('Dr. S. Lakshmi');
    expect(text).toContain('Principal');
    await context.close();
  });
});
