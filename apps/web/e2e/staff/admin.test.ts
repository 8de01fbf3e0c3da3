import fs from 'node:fs/promises';
import { ADMIN_ALERTS } from '@symposium/schema/admin-alerts';
import { PARTICIPANT_CSV_COLUMNS } from '@symposium/schema/admin-users';
import { M } from '@symposium/schema/messages';
import { parse } from 'csv-parse/sync';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import type { Browser, BrowserContext, Locator, Page, Route } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { adminToken, getEvents, verifyPayment } from '../support/api-calls';
import { answerQuestion, windowDialogsOf } from '../support/confirm-dialog';
import { createRegisteredEntrant, createStaff, registerParticipant } from '../support/admin-setup';
import type { ApiServer } from '../support/api-server';
import { seriousViolations } from '../support/axe';
import { DESKTOP_VIEWPORT, MOBILE_VIEWPORT } from '../support/browser';
import { receiptPng } from '../support/receipt-png';
import { useServerAndBrowser } from '../support/server-and-browser';
import { endSessionOnServer, signedInContext } from '../support/sign-in';
import { signInAsStaff } from '../support/staff-desk';
import { saveScreenshot } from '../support/screenshots';

// The staff screens of issue 4 against the real API and the built app, in one browser and one server.

const SHOTS = '/tmp/admin-screens';

const suite = useServerAndBrowser();
let server: ApiServer;
let browser: Browser;
beforeAll(() => ({ server, browser } = suite));

let adminContext: BrowserContext;
let page: Page; // the admin's tab, shared by the tests in order
type Player = Awaited<ReturnType<typeof registerParticipant>>;
let payer: Player; // pending, with a real-looking screenshot: verified and given an ID in the browser
let guest: Player; // pending, asked for accommodation
let coordinator: { email: string; password: string; name: string };

beforeAll(async () => {
  await fs.mkdir(SHOTS, { recursive: true });
  const admin = await adminToken(server);
  [payer, guest, coordinator] = await Promise.all([
    registerParticipant(server, { name: 'Kavya Raman', screenshot: receiptPng(), transactionId: 'UPI4455667788' }),
    // The same transaction ID as the first: both payments are flagged as possible duplicates.
    registerParticipant(server, { name: 'Divya Bharathi', stay: 'female', transactionId: 'UPI4455667788' }),
    createStaff(server, admin, 'coordinator', 'Venue Coordinator'),
  ]);
  // One participant registered for an event, so the dashboard bars and the event tables have a row.
  await createRegisteredEntrant(server, admin, 'Meena Kumari');

  adminContext = await browser.newContext({ viewport: DESKTOP_VIEWPORT, baseURL: server.baseUrl });
  page = await adminContext.newPage();
});

const toast = (target: Page, text: string) =>
  target.locator('.toast-message', { hasText: text }).first().waitFor({ timeout: 10_000 });

async function imageLoaded(target: Page, name: string) {
  const image = target.getByRole('img', { name });
  await image.waitFor({ timeout: 10_000 });
  return image.evaluate((img: HTMLImageElement) => ({ src: img.src, width: img.naturalWidth, complete: img.complete }));
}

describe('admin', () => {
  // A failed step must not leave a modal over the next test's page.
  beforeEach(async () => {
    if (page && (await page.locator('dialog[open]').count()) > 0) await page.reload();
  });

  test('an admin logs in and lands on the dashboard', async () => {
    await signInAsStaff(page, server.admin);
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    await page.getByRole('heading', { name: 'Event-wise registrations (top 10)' }).waitFor();
    // Three participants so far, one of them registered for SKY SHOT (first bar).
    expect(
      await page.locator('.admin-stat', { hasText: 'Participants' }).first().locator('.admin-stat-value').textContent(),
    ).toBe('3');
    expect(await page.locator('.event-bar').first().locator('.event-bar-name').textContent()).toBe('SKY SHOT');
    expect(
      await page
        .getByRole('navigation', { name: 'Admin' })
        .getByRole('link', { name: 'Settings', exact: true })
        .count(),
    ).toBe(1);
  });

  test('verifies a pending payment with its screenshot beside the transaction ID and amount', async () => {
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Payments', exact: true }).click();
    await page.getByRole('tab', { name: /Pending/ }).waitFor();
    // The row of the payer (the other row names them too: 'Also used by Kavya Raman').
    const payerRow = page.locator('tr', { has: page.getByRole('button', { name: `Review payment of ${payer.name}` }) });
    await payerRow.getByText('Possible duplicate').waitFor();
    await page.getByRole('button', { name: `Review payment of ${payer.name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Payment of ${payer.name}` });
    await dialog.getByText(payer.transactionId).waitFor();
    await dialog.getByText('₹299').waitFor();
    const shot = await imageLoaded(page, `Payment screenshot of ${payer.name}`);
    expect(shot.src).toMatch(/^blob:/); // fetched with the token, never an <img src> to the API
    expect(shot.width).toBe(240);
    await dialog.getByText('Possible duplicate payment', { exact: false }).waitFor();
    await saveScreenshot(page, { path: `${SHOTS}/payment-review-1280.png` });
    expect(await seriousViolations(page)).toEqual([]);

    // A rejection needs a reason (docs/product.md#payments) — checked before anything is sent.
    await dialog.getByRole('button', { name: 'Reject payment' }).click();
    await dialog.getByText(M.rejectionReasonRequired).waitFor();

    await dialog.getByLabel('Notes (optional)').fill('Matches the bank statement');
    await dialog.getByRole('button', { name: 'Verify payment' }).click();
    await toast(page, ADMIN_ALERTS.paymentVerified);
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('tab', { name: /Verified/ }).click();
    await page.getByRole('button', { name: `View payment of ${payer.name}` }).waitFor();
  });

  test('generates the participant ID and shows the pass QR, downloadable as <ID>.png', async () => {
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Users', exact: true }).click();
    await page.getByLabel('Search participants').fill(payer.email);
    await page.getByText('Showing 1–1 of 1 participant').waitFor();
    await page.getByRole('button', { name: `View ${payer.name}` }).click();
    const dialog = page.getByRole('dialog', { name: payer.name });
    await imageLoaded(page, `Payment screenshot of ${payer.name}`);
    await dialog.getByRole('button', { name: 'Generate participant ID' }).click();
    // Shown inside the open modal: the page behind a modal dialog is covered and inert.
    await dialog.locator('.toast-message', { hasText: ADMIN_ALERTS.generatedIds(1) }).waitFor();

    const qr = dialog.getByRole('img', { name: /^Entry pass QR code for SYM25-\d{4}$/ });
    await qr.waitFor();
    const participantId = (await qr.getAttribute('aria-label'))!.replace('Entry pass QR code for ', '');
    // Shown at 200 px (docs/product.md#the-entry-pass), drawn at twice that for sharpness.
    expect(
      await qr.evaluate((canvas: HTMLCanvasElement) => [canvas.tagName, canvas.clientWidth, canvas.width]),
    ).toEqual(['CANVAS', 200, 400]);
    await dialog.locator('.participant-facts dd', { hasText: participantId }).waitFor();
    // The history shows the staff actions on this participant.
    await dialog.getByText('verified a payment').waitFor();
    await dialog.getByText('generated a participant ID').waitFor();
    // Moments in the history read like the rest of the screen, not as stored ('2026-11-21T15:35:02.161Z').
    const history = (await dialog.locator('.audit-list').textContent()) ?? '';
    expect(history).toContain('Verified on: — → ');
    expect(history).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Download as PNG' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${participantId}.png`);
    // The file is the canvas as drawn, and it reads back as the participant's signed pass.
    const png = PNG.sync.read(await fs.readFile((await download.path())!));
    expect(png.width).toBe(400);
    const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data;
    expect(JSON.parse(decoded ?? '{}')).toMatchObject({ participantId });
    await saveScreenshot(page, { path: `${SHOTS}/participant-modal-1280.png` });
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // Nobody else is verified without an ID now: the bulk button says so (docs/product.md#participants).
    await page.getByRole('button', { name: 'Generate all IDs' }).click();
    await toast(page, M.noEligibleUsers);
  });

  test('exports the participants as CSV whose rows match the table', async () => {
    await page.getByLabel('Search participants').fill('');
    await page.getByText('Showing 1–3 of 3 participants').waitFor();
    const table = await page.locator('table.users-table tbody tr').evaluateAll((rows) =>
      rows.map((row) => {
        const cells = row.querySelectorAll('td');
        return {
          id: cells[0].textContent,
          email: cells[1].querySelector('.cell-sub')?.textContent,
          phone: cells[2].textContent,
        };
      }),
    );
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^mech-symposium-25-26-participants-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = await fs.readFile((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = parse(bytes, { bom: true }) as string[][];
    expect(header).toEqual([...PARTICIPANT_CSV_COLUMNS]);
    expect(rows.map((row) => ({ id: row[0] || '—', email: row[2], phone: row[3] }))).toEqual(table);
    const payerRow = rows.find((row) => row[2] === payer.email)!;
    expect([payerRow[1], payerRow[7]]).toEqual([payer.name, 'verified']);

    // Bulk mode: select all on the page, then export only the ticked ones.
    await page.getByRole('button', { name: 'Bulk mode' }).click();
    await page.getByRole('checkbox', { name: 'Select all on this page' }).check();
    await page.getByText('3 selected').waitFor();
    await page.getByRole('checkbox', { name: `Select ${guest.name}` }).uncheck();
    const [selected] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export selected' }).click(),
    ]);
    const selectedRows = (parse(await fs.readFile((await selected.path())!), { bom: true }) as string[][]).slice(1);
    expect(selectedRows.map((row) => row[2]).sort()).toEqual(
      table
        .map((row) => row.email)
        .filter((email) => email !== guest.email)
        .sort(),
    );
    await page.getByRole('button', { name: 'Bulk mode' }).click();
  });

  test('creates an event that shows on its public page, edits it and deletes it', async () => {
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Events', exact: true }).click();
    await page.getByRole('tab', { name: /Events/ }).waitFor();
    await page.getByRole('button', { name: 'Create Event' }).click();
    const form = page.getByRole('dialog', { name: 'Create Event' });
    // The docs/product.md#events-and-workshops-catalogue defaults are filled in.
    expect(await form.getByLabel('Max participants *').inputValue()).toBe('100');
    expect(await form.getByLabel('Status *').inputValue()).toBe('upcoming');
    await form.getByRole('button', { name: 'Create Event' }).click();
    await form.getByText(M.eventNameRequired).waitFor();

    await form.getByLabel('Event name *').fill('GEAR GRIND');
    await form.getByLabel('Category *').selectOption('technical');
    // A link organisers paste is one long word: it wraps inside the card instead of running out of it.
    const link = 'https://docs.google.com/forms/d/e/1FAIpQLSfD8xYz3kq9GmWvYpT0aBcDeFgHiJkLmNoPqRsTuVwXyZ12/viewform';
    await form
      .getByLabel('Description *')
      .fill(`Rules: ${link} ${'Build the fastest gear train from a box of parts. '.repeat(4)}`);
    await form.getByLabel('Venue *').fill('Mechanical Block, Hall 2');
    await form.getByLabel('Date *').fill('2025-10-23');
    await form.getByLabel('Start time *').fill('10:00');
    await form.getByLabel('End time *').fill('12:00');
    await form.getByLabel('Registration deadline *').fill('2025-10-22T18:00');
    await form.getByLabel('Coordinator name').fill('Event Lead');
    await form.getByRole('button', { name: 'Create Event' }).click();
    await toast(page, ADMIN_ALERTS.created);
    const card = page.locator('.catalogue-card', { hasText: 'GEAR GRIND' });
    await card.waitFor();
    expect((await card.locator('.catalogue-card-text').textContent())!.endsWith('…')).toBe(true);
    const cardBox = (await card.boundingBox())!;
    const textRight = await card
      .locator('.catalogue-card-text')
      .evaluate((text) => text.getBoundingClientRect().left + text.scrollWidth);
    expect(textRight).toBeLessThanOrEqual(cardBox.x + cardBox.width);

    await page.goto('/events/technical');
    await page.getByRole('heading', { name: 'GEAR GRIND' }).waitFor();

    await page.goto('/admin/events');
    await page.getByRole('button', { name: 'Edit GEAR GRIND' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Event' });
    expect(await edit.getByLabel('Registration deadline *').inputValue()).toBe('2025-10-22T18:00');
    await edit.getByLabel('Event name *').fill('GEAR GRIND PRO');
    await edit.getByRole('button', { name: 'Update Event' }).click();
    await toast(page, ADMIN_ALERTS.updated);
    await page.locator('.catalogue-card', { hasText: 'GEAR GRIND PRO' }).waitFor();

    // Asked in the product's own dialog, not the browser's box.
    const windowDialogs = windowDialogsOf(page);
    await page.getByRole('button', { name: 'Delete GEAR GRIND PRO' }).click();
    expect(await answerQuestion(page, 'yes')).toBe(ADMIN_ALERTS.deleteConfirm);
    await toast(page, ADMIN_ALERTS.deleted);
    expect(windowDialogs).toEqual([]);
    await page.locator('.catalogue-card', { hasText: 'GEAR GRIND PRO' }).waitFor({ state: 'detached' });
    expect((await getEvents(server)).events.map((event) => event.name)).not.toContain('GEAR GRIND PRO');
  });

  test('the event form keeps what was typed through a failed save, and asks before Escape, a click outside or the close mark closes it', async () => {
    await page.goto('/admin/events');
    await page.getByRole('button', { name: 'Create Event' }).click();
    const form = page.getByRole('dialog', { name: 'Create Event' });
    // Every question is asked in the product's own dialog ('Discard changes?' over the form), never the browser's.
    const discard = page.getByRole('dialog', { name: 'Discard changes?' });
    const prompts: string[] = [];
    const ask = async (answer: 'yes' | 'no') =>
      prompts.push(await answerQuestion(page, answer, { title: 'Discard changes?' }));
    const windowDialogs = windowDialogsOf(page);
    {
      // Nothing typed yet: Escape closes at once, without a question.
      await form.getByLabel('Event name *').waitFor();
      await page.keyboard.press('Escape');
      await form.waitFor({ state: 'detached' });
      expect(await discard.count()).toBe(0);

      await page.getByRole('button', { name: 'Create Event' }).click();
      await form.getByLabel('Event name *').fill('BOLT RACE');
      await form.getByLabel('Category *').selectOption('technical');
      await form.getByLabel('Description *').fill('Race a bolt down a ramp you build.');
      await form.getByLabel('Venue *').fill('Mechanical Block, Hall 3');
      await form.getByLabel('Date *').fill('2025-10-24');
      await form.getByLabel('Start time *').fill('14:00');
      await form.getByLabel('End time *').fill('15:00');
      await form.getByLabel('Registration deadline *').fill('2025-10-23T18:00');

      // The save never reaches the server, then a proxy answers 503 without our body: each says so, and the text stays.
      const posts = (route: Route, answer: () => Promise<void>) =>
        route.request().method() === 'POST' ? answer() : route.continue();
      await page.route('**/api/v1/events', (route) => posts(route, () => route.abort('internetdisconnected')));
      await form.getByRole('button', { name: 'Create Event' }).click();
      await form.locator('.form-alert', { hasText: M.offline }).waitFor();
      await page.unroute('**/api/v1/events');
      await page.route('**/api/v1/events', (route) =>
        posts(route, () => route.fulfill({ status: 503, contentType: 'text/plain', body: 'Service Unavailable' })),
      );
      await form.getByRole('button', { name: 'Create Event' }).click();
      await form.locator('.form-alert', { hasText: ADMIN_ALERTS.saveFailed }).waitFor();
      expect(await form.getByLabel('Event name *').inputValue()).toBe('BOLT RACE');
      expect(await form.getByLabel('Description *').inputValue()).toBe('Race a bolt down a ramp you build.');

      // An accidental Escape, a click outside and the close mark ask first; answering no keeps the form and its text.
      await page.keyboard.press('Escape');
      await ask('no');
      await page.mouse.click(5, 5); // the backdrop
      await ask('no');
      await form.getByRole('button', { name: 'Close' }).click();
      await ask('no');
      expect(prompts).toEqual([M.discardChanges, M.discardChanges, M.discardChanges]);
      expect(await form.isVisible()).toBe(true);
      expect(await form.getByLabel('Venue *').inputValue()).toBe('Mechanical Block, Hall 3');
      // A press that starts inside (selecting the name) and ends outside is not a close either.
      const name = await form.getByLabel('Event name *').boundingBox();
      await page.mouse.move(name!.x + 10, name!.y + name!.height / 2);
      await page.mouse.down();
      await page.mouse.move(5, 5);
      await page.mouse.up();
      expect(await discard.count()).toBe(0);
      expect(await form.isVisible()).toBe(true);

      // The connection is back: the same text is sent.
      await page.unroute('**/api/v1/events');
      await form.getByRole('button', { name: 'Create Event' }).click();
      await toast(page, ADMIN_ALERTS.created);
      await page.locator('.catalogue-card', { hasText: 'BOLT RACE' }).waitFor();

      // Editing: a changed field asks; yes discards the change and closes.
      await page.getByRole('button', { name: 'Edit BOLT RACE' }).click();
      const edit = page.getByRole('dialog', { name: 'Edit Event' });
      await edit.getByLabel('Event name *').fill('BOLT RACE 2');
      await page.keyboard.press('Escape');
      await ask('yes');
      await edit.waitFor({ state: 'detached' });
      expect(prompts).toHaveLength(4);
      await page.getByRole('button', { name: 'Edit BOLT RACE' }).click();
      expect(await edit.getByLabel('Event name *').inputValue()).toBe('BOLT RACE');
      await edit.getByRole('button', { name: 'Cancel' }).click();
      await edit.waitFor({ state: 'detached' });

      await page.getByRole('button', { name: 'Delete BOLT RACE' }).click();
      expect(await answerQuestion(page, 'yes')).toBe(ADMIN_ALERTS.deleteConfirm);
      await toast(page, ADMIN_ALERTS.deleted);
      expect(windowDialogs).toEqual([]);
    }
  });

  /** The event form opened in `tab` and filled in as far as its Save, which is not pressed. */
  async function typeEvent(tab: Page, name: string) {
    await tab.goto('/admin/events');
    await tab.getByRole('button', { name: 'Create Event' }).click();
    const form = tab.getByRole('dialog', { name: 'Create Event' });
    await form.getByLabel('Event name *').fill(name);
    await form.getByLabel('Category *').selectOption('special');
    await form.getByLabel('Description *').fill('Three rounds of circuits drawn blind, judged on the bench.');
    await form.getByLabel('Venue *').fill('EEE Block, Lab 4');
    await form.getByLabel('Date *').fill('2025-10-23');
    await form.getByLabel('Start time *').fill('11:00');
    await form.getByLabel('End time *').fill('13:00');
    await form.getByLabel('Registration deadline *').fill('2025-10-22T20:00');
    return form;
  }

  /** Presses the form's Save into the ended session: the sign-in dialog comes over the page. */
  async function saveIntoEndedSession(tab: Page, form: Locator) {
    await form.getByRole('button', { name: 'Create Event' }).click();
    const signIn = tab.getByRole('dialog', { name: 'Sign in again' });
    await signIn.getByText(M.sessionEndedSignInAgain).waitFor();
    return signIn;
  }

  /** In a tab of its own, an admin half-way through a new event whose session then ends on the server. */
  async function eventTypedWhenTheSessionEnds(name: string) {
    const context = await signedInContext(browser, server, server.admin, { viewport: DESKTOP_VIEWPORT });
    const tab = await context.newPage();
    const form = await typeEvent(tab, name);
    await endSessionOnServer(tab, server.baseUrl);
    const signIn = await saveIntoEndedSession(tab, form);
    return { context, tab, form, signIn };
  }

  /**
   * Two tabs of one admin (one browser context: they share localStorage), each with a typed event whose Save meets the
   * ended session and waits under its own sign-in dialog.
   */
  async function twoTabsWhenTheSessionEnds(names: [string, string]) {
    const context = await signedInContext(browser, server, server.admin, { viewport: DESKTOP_VIEWPORT });
    const first = await context.newPage();
    const second = await context.newPage();
    const forms = [await typeEvent(first, names[0]), await typeEvent(second, names[1])] as const;
    const refreshToken = await endSessionOnServer(first, server.baseUrl);
    const firstSignIn = await saveIntoEndedSession(first, forms[0]);
    // The first tab's refused refresh cleared the stored session: the second tab's Save meets the same ended session
    // (not a request without a token) when the ended tokens are put back as they were.
    await second.evaluate((ended) => {
      localStorage.setItem('refreshToken', ended);
      localStorage.setItem('token', 'expired-token');
    }, refreshToken);
    const secondSignIn = await saveIntoEndedSession(second, forms[1]);
    return { context, first, second, forms, firstSignIn, secondSignIn };
  }

  test('a session that ends under a typed event form keeps the page: signing in again as the same admin saves it', async () => {
    const { context, tab, form, signIn } = await eventTypedWhenTheSessionEnds('CIRCUIT BLIND');
    try {
      // Over the form, not at /login; the address is the same admin's.
      expect(new URL(tab.url()).pathname).toBe('/admin/events');
      expect(await signIn.getByLabel('Email').inputValue()).toBe(server.admin.email);
      // The focus is on why, not in the password (a desk's barcode scanner typing there would be failed logins).
      expect(await tab.evaluate(() => document.activeElement?.textContent)).toBe(M.sessionEndedSignInAgain);
      await saveScreenshot(tab, { path: `${SHOTS}/sign-in-again.png` });
      // Escape does not choose for the person: the dialog and the form stay.
      await tab.keyboard.press('Escape');
      expect(await signIn.isVisible()).toBe(true);
      // A wrong password says so and keeps the dialog.
      await signIn.getByLabel('Password', { exact: true }).fill('not-the-password');
      await signIn.getByRole('button', { name: 'Sign in' }).click();
      await signIn.locator('.form-alert').first().waitFor();
      await signIn.getByLabel('Password', { exact: true }).fill(server.admin.password);
      await signIn.getByRole('button', { name: 'Sign in' }).click();
      // The save that met the ended session is sent again with the new session: the event is created from what was typed.
      await signIn.waitFor({ state: 'detached' });
      await toast(tab, ADMIN_ALERTS.created);
      await tab.locator('.catalogue-card', { hasText: 'CIRCUIT BLIND' }).waitFor();
      await form.waitFor({ state: 'detached' });
      const created = (await getEvents(server)).events.find((event) => event.name === 'CIRCUIT BLIND');
      expect(created?.category).toBe('special');
      expect(new URL(tab.url()).pathname).toBe('/admin/events');
    } finally {
      await context.close();
    }
  });

  test('a session that ends under a typed event form: another account signing in gets a fresh page, not the text', async () => {
    const { context, tab, form, signIn } = await eventTypedWhenTheSessionEnds('CIRCUIT SOLO');
    try {
      await signIn.getByLabel('Email').fill(coordinator.email);
      await signIn.getByLabel('Password', { exact: true }).fill(coordinator.password);
      await signIn.getByRole('button', { name: 'Sign in' }).click();
      await tab.waitForURL((url) => url.pathname === '/admin');
      await tab.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
      await tab.locator('.admin-identity-name', { hasText: 'Venue Coordinator' }).waitFor();
      expect(await form.count()).toBe(0);
      expect(await signIn.count()).toBe(0);
      expect(await tab.getByText('CIRCUIT SOLO').count()).toBe(0);
      // The admin's save was never sent under the coordinator's session.
      expect((await getEvents(server)).events.map((event) => event.name)).not.toContain('CIRCUIT SOLO');
    } finally {
      await context.close();
    }
  });

  test("a session that ends under a typed event form: 'Go to login' goes to /login as before, saying why", async () => {
    const { context, tab, signIn } = await eventTypedWhenTheSessionEnds('CIRCUIT LEFT');
    try {
      await signIn.getByRole('button', { name: 'Go to login' }).click();
      await tab.waitForURL('**/login');
      await tab.getByRole('status').filter({ hasText: M.sessionExpired }).waitFor();
      expect(await tab.evaluate(() => localStorage.getItem('token'))).toBeNull();
      expect((await getEvents(server)).events.map((event) => event.name)).not.toContain('CIRCUIT LEFT');
      // Signing in there brings the admin back to the page the session ended on, not to the dashboard.
      await tab.getByLabel('Email', { exact: true }).fill(server.admin.email);
      await tab.getByLabel('Password', { exact: true }).fill(server.admin.password);
      await tab.getByRole('button', { name: 'Login', exact: true }).click();
      await tab.waitForURL('**/admin/events');
      await tab.getByRole('heading', { name: 'Event Management', exact: true }).waitFor();
    } finally {
      await context.close();
    }
  });

  test('a session that ends under two tabs: signing in again in one resumes the other, whose held Save completes', async () => {
    const { context, first, second, forms, firstSignIn, secondSignIn } = await twoTabsWhenTheSessionEnds([
      'CIRCUIT TWIN A',
      'CIRCUIT TWIN B',
    ]);
    try {
      await firstSignIn.getByLabel('Password', { exact: true }).fill(server.admin.password);
      await firstSignIn.getByRole('button', { name: 'Sign in' }).click();
      await firstSignIn.waitFor({ state: 'detached' });
      await toast(first, ADMIN_ALERTS.created);
      // The second tab was not touched: the same admin's new token, written by the first, sends its held Save.
      await secondSignIn.waitFor({ state: 'detached' });
      await toast(second, ADMIN_ALERTS.created);
      await forms[1].waitFor({ state: 'detached' });
      expect(new URL(second.url()).pathname).toBe('/admin/events');
      const names = (await getEvents(server)).events.map((event) => event.name);
      expect(names).toEqual(expect.arrayContaining(['CIRCUIT TWIN A', 'CIRCUIT TWIN B']));
    } finally {
      await context.close();
    }
  });

  test("a session that ends under two tabs: another account signing in in one leaves the other's dialog up, until the same admin signs in", async () => {
    const { context, first, second, forms, secondSignIn } = await twoTabsWhenTheSessionEnds([
      'CIRCUIT PAIR A',
      'CIRCUIT PAIR B',
    ]);
    try {
      // A coordinator takes the first tab: it starts afresh as the coordinator.
      const firstSignIn = first.getByRole('dialog', { name: 'Sign in again' });
      await firstSignIn.getByLabel('Email').fill(coordinator.email);
      await firstSignIn.getByLabel('Password', { exact: true }).fill(coordinator.password);
      await firstSignIn.getByRole('button', { name: 'Sign in' }).click();
      await first.locator('.admin-identity-name', { hasText: 'Venue Coordinator' }).waitFor();
      // The coordinator's token is in the shared storage now; the second tab's dialog stays for the person there to
      // choose, and its Save is not sent under the coordinator's session.
      await first.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
      expect(await secondSignIn.isVisible()).toBe(true);
      expect(await forms[1].getByLabel('Event name *').inputValue()).toBe('CIRCUIT PAIR B');
      expect((await getEvents(server)).events.map((event) => event.name)).not.toContain('CIRCUIT PAIR B');
      // The admin signs in again in the first tab, through the login page: the second tab carries on as the admin.
      await first.locator('.header-account').getByRole('button', { name: 'Logout', exact: true }).click();
      await first.getByRole('link', { name: 'Login', exact: true }).waitFor();
      await signInAsStaff(first, server.admin);
      await secondSignIn.waitFor({ state: 'detached' });
      await toast(second, ADMIN_ALERTS.created);
      const names = (await getEvents(server)).events.map((event) => event.name);
      expect(names).toContain('CIRCUIT PAIR B');
      expect(names).not.toContain('CIRCUIT PAIR A');
    } finally {
      await context.close();
    }
  });

  test("a session that ends under two tabs: the other tab's Save, finding the stored session already cleared, gets the dialog and resumes", async () => {
    const context = await signedInContext(browser, server, server.admin, { viewport: DESKTOP_VIEWPORT });
    try {
      const first = await context.newPage();
      const second = await context.newPage();
      const forms = [await typeEvent(first, 'CIRCUIT LATE A'), await typeEvent(second, 'CIRCUIT LATE B')] as const;
      await endSessionOnServer(first, server.baseUrl);
      const firstSignIn = await saveIntoEndedSession(first, forms[0]);
      // The first tab's refused refresh cleared the stored session: the second tab's Save carries no token at all.
      expect(await second.evaluate(() => localStorage.getItem('token'))).toBeNull();
      const secondSignIn = await saveIntoEndedSession(second, forms[1]);
      expect(new URL(second.url()).pathname).toBe('/admin/events');
      expect(await forms[1].getByLabel('Event name *').inputValue()).toBe('CIRCUIT LATE B');
      await firstSignIn.getByLabel('Password', { exact: true }).fill(server.admin.password);
      await firstSignIn.getByRole('button', { name: 'Sign in' }).click();
      await secondSignIn.waitFor({ state: 'detached' });
      await toast(second, ADMIN_ALERTS.created);
      expect((await getEvents(server)).events.map((event) => event.name)).toEqual(
        expect.arrayContaining(['CIRCUIT LATE A', 'CIRCUIT LATE B']),
      );
    } finally {
      await context.close();
    }
  });

  test('a Logout in one tab signs the other tabs out too: they go to /login, not to the sign-in dialog', async () => {
    const context = await signedInContext(browser, server, server.admin, { viewport: DESKTOP_VIEWPORT });
    try {
      const first = await context.newPage();
      await first.goto('/admin');
      const second = await context.newPage();
      await typeEvent(second, 'CIRCUIT LOGOUT');
      await first.locator('.header-account').getByRole('button', { name: 'Logout', exact: true }).click();
      await second.waitForURL('**/login');
      expect(await second.getByRole('dialog', { name: 'Sign in again' }).count()).toBe(0);
      expect(await second.getByText(M.sessionExpired).count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  test('confirms an accommodation with a room number', async () => {
    // A room needs a verified payment (the guest's stays pending for the coordinator test below).
    const lodger = await registerParticipant(server, { name: 'Latha Mohan', stay: 'female' });
    await verifyPayment(server, await adminToken(server), lodger.id);
    // The stat cards above the table come on a request of their own, here after the list, as on a busy CI run where they
    // pushed the table down in the middle of the press on Confirm and no dialog opened: the button shows where it stays.
    const stats = '**/api/v1/accommodation/admin/stats';
    const listAnswered = page.waitForResponse((response) => response.url().includes('/api/v1/accommodation/admin/all'));
    await page.route(stats, (route) => listAnswered.then(() => route.continue()));
    const confirmTops = await page.evaluateHandle((name) => {
      const tops: number[] = [];
      const observer = new MutationObserver(() => {
        const top = [...document.querySelectorAll('button')]
          .find((button) => button.textContent === name)
          ?.getBoundingClientRect().top;
        if (top !== undefined && top + scrollY !== tops.at(-1)) tops.push(top + scrollY);
      });
      observer.observe(document.body, { childList: true, subtree: true });
      return { tops, stop: () => observer.disconnect() };
    }, `Confirm ${lodger.requestNumber}`);
    await page
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: 'Accommodations', exact: true })
      .click();
    await page.locator('tr', { hasText: guest.requestNumber! }).getByText('pending', { exact: true }).waitFor();
    await page.locator('.admin-stat', { hasText: 'Stay fees to collect' }).waitFor();
    expect(await confirmTops.evaluate(({ tops, stop }) => (stop(), tops))).toHaveLength(1);
    await page.unroute(stats);
    await page.getByRole('button', { name: `Confirm ${lodger.requestNumber}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm accommodation' });
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await dialog.getByText(M.roomNumberRequired).waitFor();
    await dialog.getByLabel('Room number').fill('B-204');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await toast(page, ADMIN_ALERTS.accommodationConfirmed);
    const row = page.locator('tr', { hasText: lodger.requestNumber! });
    await row.getByText('B-204').waitFor();
    await row.getByText('confirmed').waitFor();
    expect(await page.getByRole('button', { name: `Confirm ${lodger.requestNumber}` }).count()).toBe(0);
    await page.getByRole('link', { name: 'Back to Dashboard' }).waitFor();
  });

  test('a coordinator cannot verify payments: the UI hides it and the API answers 403', async () => {
    const context = await browser.newContext({ viewport: MOBILE_VIEWPORT, baseURL: server.baseUrl });
    const coord = await context.newPage();
    await signInAsStaff(coord, coordinator);
    const nav = coord.getByRole('navigation', { name: 'Admin' });
    await nav.getByRole('link', { name: 'Payments', exact: true }).click();
    expect(await nav.getByRole('link', { name: 'Settings', exact: true }).count()).toBe(0);
    await coord.getByText('Only admins can verify or reject payments; you can view each screenshot.').waitFor();
    await coord.getByRole('button', { name: `View payment of ${guest.name}` }).click();
    const dialog = coord.getByRole('dialog', { name: `Payment of ${guest.name}` });
    await dialog.getByText('Only admins can verify or reject payments').waitFor();
    expect(await dialog.getByRole('button', { name: 'Verify payment' }).count()).toBe(0);
    await saveScreenshot(coord, { path: `${SHOTS}/payment-coordinator-390.png` });

    const status = await coord.evaluate(async (userId) => {
      const response = await fetch(`/api/v1/admin/payments/${userId}/verify`, {
        method: 'PUT',
        headers: { Authorization: `Bearer ${localStorage.getItem('token')}`, 'Content-Type': 'application/json' },
        body: '{}',
      });
      return response.status;
    }, guest.id);
    expect(status).toBe(403);
    await context.close();
  });

  test('staff management: add a coordinator (password shown once), a taken address refused once under its field, role change (asked first), disable', async () => {
    await page.goto('/admin/staff');
    const form = page.locator('form.add-staff-form');
    await form.getByLabel('Name').fill('Desk Volunteer');
    await form.getByLabel('Email').fill('desk.volunteer@symposium.test');
    await form.getByRole('button', { name: 'Add staff' }).click();
    // Said in the password panel, not in a toast that would cover the password on a phone (staff-phone.test.ts).
    await page.locator('.generated-password').getByText('Staff account created').waitFor();
    await page.getByText('shown only this once', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'I have noted it' }).click();

    await form.getByLabel('Name').fill('Someone Else');
    await form.getByLabel('Email').fill('DESK.VOLUNTEER@symposium.test');
    await form.getByRole('button', { name: 'Add staff' }).click();
    const taken = page.getByText('An account with desk.volunteer@symposium.test already exists');
    await taken.first().waitFor();
    expect(await taken.count()).toBe(1);
    expect(await form.getByLabel('Email').getAttribute('aria-invalid')).toBe('true');
    await saveScreenshot(page, { path: `${SHOTS}/staff-taken-1280.png` });

    // A role change is asked first: declined, nothing changes (the list read again from the server says so).
    const role = page.getByLabel('Role of Desk Volunteer');
    await role.selectOption('admin');
    expect(await answerQuestion(page, 'no')).toBe(
      'Make Desk Volunteer an admin? Admins also decide payments, settings and staff.',
    );
    await page.reload();
    expect(await page.getByLabel('Role of Desk Volunteer').inputValue()).toBe('coordinator');
    await page.getByLabel('Role of Desk Volunteer').selectOption('admin');
    await answerQuestion(page, 'yes');
    await toast(page, 'Staff account updated');
    await page.reload();
    expect(await page.getByLabel('Role of Desk Volunteer').inputValue()).toBe('admin');
    await page.getByRole('button', { name: 'Disable Desk Volunteer' }).click();
    expect(await answerQuestion(page, 'yes')).toBe('Disable Desk Volunteer? Their sessions end at once.');
    await page.getByRole('button', { name: 'Enable Desk Volunteer' }).waitFor();
    const row = page.locator('tr', { hasText: 'desk.volunteer@symposium.test' });
    await row.getByText('disabled').waitFor();
  });
});
