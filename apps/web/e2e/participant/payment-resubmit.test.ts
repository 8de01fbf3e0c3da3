import { M } from '@symposium/schema/messages';
import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import {
  adminToken,
  apiCall,
  createParticipant,
  rejectPayment,
  updateSettings,
  verifyPayment,
} from '../support/api-calls';
import type { ApiServer } from '../support/api-server';
import { seriousViolations } from '../support/axe';
import { DESKTOP_VIEWPORT, MOBILE_VIEWPORT } from '../support/browser';
import { openServerDatabase } from '../support/database';
import { readQr } from '../support/qr';
import { receiptPng } from '../support/receipt-png';
import { holdRequests } from '../support/held-requests';
import { useServerAndBrowser } from '../support/server-and-browser';
import { signedInContext, signInAsParticipant } from '../support/sign-in';
import { signInAsStaff } from '../support/staff-desk';
import { saveScreenshot } from '../support/screenshots';
import { FIRST_NIGHT, LAST_NIGHT } from '../support/test-edition';

const suite = useServerAndBrowser();
let server: ApiServer;
let browser: Browser;
beforeAll(() => ({ server, browser } = suite));

let admin: string;
let player: Awaited<ReturnType<typeof createParticipant>>;
let upi: { id: string; payeeName: string };
const REASON = 'The screenshot does not show the transaction ID';

beforeAll(async () => {
  admin = await adminToken(server);
  player = await createParticipant(server, 'general', 'Tamil Selvan');
  await rejectPayment(server, admin, player.id, REASON);
  // The general fee was ₹299 when they registered; organisers raise it afterwards. What they owe stays ₹299.
  await updateSettings(server, admin, { fees: { general: 350, workshop: 199, both: 449 } });
  const config = (await (await fetch(`${server.baseUrl}/api/v1/config`)).json()) as { data: { upi: typeof upi } };
  upi = config.data.upi;
});

const visible = (page: Page, text: string) =>
  page.getByText(text, { exact: true }).first().waitFor({ state: 'visible', timeout: 10_000 });

/** The pass this device keeps for offline use (Dexie table `pass` of the `symposium` database). */
const storedPass = (page: Page, userId: string) =>
  page.evaluate(
    (id) =>
      new Promise<{ paymentStatus: string; rejectionReason: string | null } | undefined>((resolve, reject) => {
        const open = indexedDB.open('symposium');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const read = open.result.transaction('pass').objectStore('pass').get(id);
          read.onsuccess = () => resolve(read.result);
          read.onerror = () => reject(read.error);
        };
      }),
    userId,
  );

describe('a participant whose payment was rejected', () => {
  test('the new proof form keeps its place when the payment details come late: the fields do not move under a finger', async () => {
    const late = await createParticipant(server, 'workshop', 'Kavin Raj'); // the workshop fee stays ₹199 above
    await rejectPayment(server, admin, late.id, REASON);
    const context = await signedInContext(browser, server, late, { viewport: MOBILE_VIEWPORT });
    const page = await context.newPage();
    // GET /config (the UPI payee) answers once the form's Transaction ID field shows, as on a slow network.
    const field = page.getByLabel('Transaction ID');
    await page.route('**/api/v1/config', (route) => field.waitFor().then(() => route.continue()));
    await page.addInitScript(() => {
      const tops: number[] = [];
      Object.assign(window, { fieldTops: tops });
      // From the switch to the web fonts on (the text face's arrival moves lines a pixel or two: not this test's subject).
      new MutationObserver(() => {
        if (!document.documentElement.classList.contains('web-fonts')) return;
        const box = document
          .querySelector('.payment-panel ~ * input, .payment-panel ~ * textarea')
          ?.getBoundingClientRect();
        const top = box && Math.round(box.top + scrollY);
        if (top !== undefined && top !== tops.at(-1)) tops.push(top);
      }).observe(document, { childList: true, subtree: true, characterData: true, attributeFilter: ['class'] });
    });
    await page.goto('/profile');
    await page.getByText(`UPI ID: ${upi.id}`).waitFor();
    await page.getByRole('img', { name: /^UPI payment QR code/ }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { fieldTops: number[] }).fieldTops)).toHaveLength(1);
    await context.close();
  });

  test('sends a new payment proof from the profile, waits for verification, and gets the pass once verified', async () => {
    const context = await browser.newContext({ viewport: MOBILE_VIEWPORT, baseURL: server.baseUrl });
    const page = await context.newPage();
    await signInAsParticipant(page, player);

    await visible(page, M.passPaymentRequired);
    await visible(page, `Reason: ${REASON}`);
    const form = page.getByRole('form', { name: 'Submit a new payment proof' });
    await form.waitFor();

    // What to pay, as on the register form: their own fee (stored at registration) to the configured payee.
    const upiLink = form.getByRole('link', { name: 'Open UPI app to pay ₹299' });
    await upiLink.waitFor();
    const href = (await upiLink.getAttribute('href'))!;
    const url = new URL(href);
    expect(url.protocol).toBe('upi:');
    expect(url.searchParams.get('pa')).toBe(upi.id);
    expect(url.searchParams.get('pn')).toBe(upi.payeeName);
    expect(url.searchParams.get('am')).toBe('299');
    expect(url.searchParams.get('cu')).toBe('INR');
    const paymentQr = form.getByRole('img', { name: 'UPI payment QR code for ₹299' });
    expect(await readQr(paymentQr)).toBe(href);
    await form.getByText(upi.payeeName, { exact: true }).waitFor();
    const paymentPanel = form.locator('.payment-panel');
    await saveScreenshot(paymentPanel, { path: '/tmp/e2e-resubmit-upi-390.png' });
    await page.setViewportSize(DESKTOP_VIEWPORT);
    expect(await upiLink.isVisible()).toBe(true);
    await saveScreenshot(paymentPanel, { path: '/tmp/e2e-resubmit-upi-1280.png' });
    await page.setViewportSize(MOBILE_VIEWPORT);

    // The register form's rules and messages, on the client.
    await form.getByRole('button', { name: 'Submit New Proof' }).click();
    await visible(page, M.transactionIdRequired);
    await visible(page, M.screenshotRequired);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('transactionId');
    await form.getByLabel('Transaction ID').fill('UPI 12');
    await form.getByRole('button', { name: 'Submit New Proof' }).click();
    await visible(page, M.transactionIdChars);
    await form
      .getByLabel('Payment Screenshot')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
    await visible(page, M.screenshotNotImage);
    expect(await seriousViolations(page)).toEqual([]);

    await form.getByLabel('Transaction ID').fill('UPI9988776655');
    // A reload (or the phone dropping the tab while the screenshot is picked) keeps the typed ID, never the file.
    await page.reload();
    await visible(page, M.paymentProofDraftRestored);
    expect(await form.getByLabel('Transaction ID').inputValue()).toBe('UPI9988776655');
    await saveScreenshot(form, { path: '/tmp/e2e-resubmit-draft-390.png' });
    await page.setViewportSize(DESKTOP_VIEWPORT);
    await saveScreenshot(form, { path: '/tmp/e2e-resubmit-draft-1280.png' });
    await page.setViewportSize(MOBILE_VIEWPORT);
    await form
      .getByLabel('Payment Screenshot')
      .setInputFiles({ name: 'payment.png', mimeType: 'image/png', buffer: receiptPng() });
    await page.getByText(M.paymentProofDraftRestored).waitFor({ state: 'detached' });
    await page.getByText('Selected: payment.png', { exact: false }).waitFor();
    const statusCard = page.locator('.status-card');
    await saveScreenshot(page, { path: '/tmp/e2e-resubmit-form-mobile.png', fullPage: true });
    await saveScreenshot(statusCard, { path: '/tmp/e2e-resubmit-form-card-mobile.png' });
    await page.setViewportSize(DESKTOP_VIEWPORT);
    await saveScreenshot(page, { path: '/tmp/e2e-resubmit-form-desktop.png', fullPage: true });
    await page.setViewportSize(MOBILE_VIEWPORT);

    // Hold the answer until the busy state has been seen; and let the refresh after it fail, as on a
    // connection that drops right after the upload: the offline copy must still hold the new status.
    const answer = await holdRequests(page, '**/api/v1/auth/payment-proof');
    await page.route('**/api/v1/auth/me', (route) => route.abort('internetdisconnected'));
    await form.getByRole('button', { name: 'Submit New Proof' }).click();
    await page.getByRole('button', { name: 'Submitting...' }).waitFor();
    await answer.release();

    await visible(page, M.passAwaitingPayment);
    await visible(page, M.paymentProofReceived);
    expect(await form.count()).toBe(0);
    expect(await page.getByText(`Reason: ${REASON}`).count()).toBe(0);
    await expect
      .poll(() => storedPass(page, player.id))
      .toMatchObject({ paymentStatus: 'pending', rejectionReason: null });
    // Accepted: the kept ID is dropped from the tab.
    expect(await page.evaluate(() => JSON.stringify(sessionStorage))).not.toContain('UPI9988776655');
    expect(await seriousViolations(page)).toEqual([]);
    await saveScreenshot(page, { path: '/tmp/e2e-resubmit-sent-mobile.png', fullPage: true });
    await saveScreenshot(statusCard, { path: '/tmp/e2e-resubmit-sent-card-mobile.png' });
    await page.setViewportSize(DESKTOP_VIEWPORT);
    await saveScreenshot(page, { path: '/tmp/e2e-resubmit-sent-desktop.png', fullPage: true });

    // Without the API, the saved pass is what the profile shows: the new status, not the rejection.
    await page.reload();
    await visible(page, 'Offline — showing the pass saved on this device.');
    await visible(page, M.passAwaitingPayment);
    expect(await page.getByRole('form', { name: 'Submit a new payment proof' }).count()).toBe(0);
    await page.unrouteAll();

    const db = openServerDatabase(server);
    const row = db.prepare('select payment_status, transaction_id from users where id = ?').get(player.id);
    db.close();
    expect(row).toEqual({ payment_status: 'pending', transaction_id: 'UPI9988776655' });

    // Staff see the new proof waiting in Pending, and who sent it in the trail.
    const staff = await browser.newContext({ viewport: DESKTOP_VIEWPORT, baseURL: server.baseUrl });
    const desk = await staff.newPage();
    await signInAsStaff(desk, server.admin);
    const line = desk.locator('.audit-line', { hasText: 'resubmitted a payment proof' });
    await line.locator('strong', { hasText: player.name }).waitFor(); // the participant did it
    await line.locator('.audit-subject', { hasText: player.name }).waitFor();
    await desk.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Payments', exact: true }).click();
    await desk.getByRole('button', { name: `Review payment of ${player.name}` }).click();
    const review = desk.getByRole('dialog', { name: `Payment of ${player.name}` });
    await review.getByText('UPI9988776655').waitFor();
    const shot = desk.getByRole('img', { name: `Payment screenshot of ${player.name}` });
    await shot.waitFor();
    expect(await shot.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(240); // the new receipt, not the first tiny PNG
    await staff.close();

    await verifyPayment(server, admin, player.id);
    await page.reload();
    await visible(page, M.passGenerating);
    // The screen shows the fresh answer first; the offline copy is written right after it.
    await expect.poll(() => storedPass(page, player.id)).toMatchObject({ paymentStatus: 'verified' });
    await context.close();
  });

  test('a stay added at the desk meanwhile leaves the new proof at the amount paid online; the typed transaction ID is dropped once staff verify the payment elsewhere', async () => {
    const corrected = await createParticipant(server, 'workshop', 'Nila Arasu');
    await rejectPayment(server, admin, corrected.id, REASON);
    const context = await browser.newContext({ viewport: MOBILE_VIEWPORT, baseURL: server.baseUrl });
    const page = await context.newPage();
    await signInAsParticipant(page, corrected);
    const form = page.getByRole('form', { name: 'Submit a new payment proof' });
    await form.getByLabel('Transaction ID').fill('UPI5544332211');
    await expect.poll(() => page.evaluate(() => JSON.stringify(sessionStorage))).toContain('UPI5544332211');

    // Meanwhile the desk adds a stay: the registration's amount becomes ₹499, but the stay's ₹300 is the desk's to
    // collect, so the new proof still asks for the ₹199 paid online and says where the rest is paid.
    const added = await apiCall<{ data: { accommodation: { requestNumber: string } } }>(
      server,
      '/accommodation/admin/requests',
      {
        token: admin,
        json: {
          userId: corrected.id,
          accommodationCheckIn: FIRST_NIGHT,
          accommodationCheckOut: LAST_NIGHT,
          accommodationGender: 'female',
          accommodationRulesAccepted: true,
        },
      },
    );
    await page.reload();
    await visible(page, M.newProofWithoutDeskStay(300, added.data.accommodation.requestNumber, 'due'));
    const upiLink = form.getByRole('link', { name: 'Open UPI app to pay ₹199' });
    const href = (await upiLink.getAttribute('href'))!;
    expect(new URL(href).searchParams.get('am')).toBe('199');
    expect(await readQr(form.getByRole('img', { name: 'UPI payment QR code for ₹199' }))).toBe(href);
    expect(await page.getByText('₹499').count()).toBe(0);
    expect(await form.getByLabel('Transaction ID').inputValue()).toBe('UPI5544332211');
    await saveScreenshot(form, { path: '/tmp/e2e-resubmit-desk-stay-390.png' });
    await page.setViewportSize(DESKTOP_VIEWPORT);
    await saveScreenshot(form, { path: '/tmp/e2e-resubmit-desk-stay-1280.png' });
    await page.setViewportSize(MOBILE_VIEWPORT);

    // Staff find the first payment after all and correct the rejection at the desk; the phone reloads its profile.
    // Once the fresh answer shows the payment verified, the copy saved on the device (still rejected) never comes
    // back, not even for the moment the registrations take to load.
    await page.addInitScript((verified) => {
      let seenVerified = false;
      new MutationObserver(() => {
        const text = document.body?.innerText ?? '';
        if (text.includes(verified)) seenVerified = true;
        else if (seenVerified && text.includes('Submit a new payment proof'))
          document.documentElement.dataset.staleAfterFresh = 'yes';
      }).observe(document, { childList: true, subtree: true, characterData: true });
    }, M.passGenerating);
    await verifyPayment(server, admin, corrected.id);
    await page.reload();
    await visible(page, M.passGenerating);
    await expect.poll(() => storedPass(page, corrected.id)).toMatchObject({ paymentStatus: 'verified' });
    expect(await form.count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.dataset.staleAfterFresh)).toBeUndefined();
    await expect.poll(() => page.evaluate(() => JSON.stringify(sessionStorage))).not.toContain('UPI5544332211');
    await context.close();
  });
});
