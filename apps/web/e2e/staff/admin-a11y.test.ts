import fs from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { adminToken, apiCall, createVerifiedPass, rejectPayment, verifyPayment } from '../support/api-calls';
import { createRegisteredEntrant, createStaff, registerParticipant } from '../support/admin-setup';
import type { ApiServer } from '../support/api-server';
import { seriousViolations } from '../support/axe';
import { DESKTOP_VIEWPORT, MOBILE_VIEWPORT } from '../support/browser';
import { receiptPng } from '../support/receipt-png';
import { useServerAndBrowser } from '../support/server-and-browser';
import { signedInContext } from '../support/sign-in';
import { nameScannerDevice, openThroughStaffNav } from '../support/staff-desk';
import { saveScreenshot } from '../support/screenshots';

// Every staff screen and dialog, as an admin at 1280 px (the organisers' laptops) and as a coordinator at 390 px (the
// venue's phones; the coordinator's screens are the admin's without the admin-only actions), with data on it:
// no serious or critical axe violation. Then two desk jobs done with the keyboard alone: verifying a
// payment and confirming a stay.

const SHOTS = '/tmp/admin-a11y';

const suite = useServerAndBrowser();
let server: ApiServer;
let browser: Browser;
let coordinator: { email: string; password: string; name: string };
type Player = Awaited<ReturnType<typeof registerParticipant>>;
const payers: Player[] = [];
const stayers: Player[] = [];
let passHolder: { participantId: string };

beforeAll(async () => {
  ({ server, browser } = suite);
  await fs.mkdir(SHOTS, { recursive: true });
  const admin = await adminToken(server);
  coordinator = await createStaff(server, admin, 'coordinator', 'Venue Coordinator');
  // Pending payments: one reviewed on each pass, one verified with the keyboard, one rejected.
  for (const name of ['Kavya Raman', 'Arjun Mehta', 'Rahul Iyer', 'Sneha Pillai', 'Meera Das']) {
    payers.push(await registerParticipant(server, { name, screenshot: receiptPng() }));
  }
  // Stays whose payment is verified: one for each pass's confirm dialog, one confirmed with the keyboard.
  for (const name of ['Lakshmi Priya', 'Anita Rao', 'Revathi Subramani', 'Nila Krishnan', 'Pooja Menon']) {
    const stayer = await registerParticipant(server, { name, stay: 'female' });
    await verifyPayment(server, admin, stayer.id);
    stayers.push(stayer);
  }
  await rejectPayment(server, admin, payers[4]!.id, 'The screenshot shows a different amount');
  // A participant with an ID and an event registration: the dashboard bars, the event tables and the scanner have rows.
  await createRegisteredEntrant(server, admin, 'Meena Kumari');
  passHolder = await createVerifiedPass(server, admin, 'Suresh Kannan');
});

/** A new staff tab signed in as `who` (through the API: the login form's own axe check is in public-site.test.ts). */
async function staffPage(who: { email: string; password: string }, viewport = DESKTOP_VIEWPORT) {
  const context = await signedInContext(browser, server, who, { viewport });
  return context.newPage();
}

const settled = (page: Page) =>
  page
    .locator('.loading-screen, .load-state-loading')
    .first()
    .waitFor({ state: 'detached' })
    .catch(() => undefined);

describe('staff screens under axe', () => {
  const passes = [
    { role: 'admin', viewport: DESKTOP_VIEWPORT },
    { role: 'coordinator', viewport: MOBILE_VIEWPORT },
  ] as const;
  for (const [index, { role, viewport }] of passes.entries()) {
    test(
      `every staff screen and dialog as ${role === 'admin' ? 'an admin' : 'a coordinator'} at ${viewport.width} px`,
      { timeout: 240_000 },
      async () => {
        const page = await staffPage(role === 'admin' ? server.admin : coordinator, viewport);
        const problems: string[] = [];
        const check = async (where: string) => {
          await settled(page);
          const width = page.viewportSize()!.width;
          await saveScreenshot(page, {
            path: `${SHOTS}/${role}-${where.replace(/\W+/g, '-')}-${width}.png`,
            fullPage: true,
          });
          for (const violation of await seriousViolations(page))
            problems.push(`${role} ${width} ${where}: ${violation}`);
        };
        // Through the staff navigation, as a person goes; `load` opens the screen afresh instead.
        const visit = async (path: string, heading: string | RegExp, how: 'navigate' | 'load' = 'navigate') => {
          if (how === 'load') await page.goto(path);
          else await openThroughStaffNav(page, path);
          await page.getByRole('heading', { level: 1, name: heading }).waitFor();
          await check(path);
        };
        const openDialog = async (opener: string | RegExp, dialogName: string | RegExp, where: string) => {
          const button = page.getByRole('button', { name: opener }).first();
          await button.click();
          const dialog = page.getByRole('dialog', { name: dialogName });
          await dialog.waitFor();
          await check(where);
          await page.keyboard.press('Escape');
          await dialog.waitFor({ state: 'detached' });
          // Escape gives the focus back to what opened the dialog.
          expect(
            await button.evaluate((el) => el === document.activeElement),
            `${where}: focus back on its opener`,
          ).toBe(true);
        };

        await nameScannerDevice(page, `${role} desk ${viewport.width}`);
        {
          await visit('/admin', 'Admin Dashboard');

          await visit('/admin/users', 'User Management');
          await openDialog(`View ${payers[0]!.name}`, payers[0]!.name, 'participant details');

          await visit('/admin/events', 'Event Management');
          await openDialog('Create Event', 'Create Event', 'create event');
          await openDialog('Edit SKY SHOT', 'Edit Event', 'edit event');
          await page.getByRole('tab', { name: /Workshops/ }).click();
          await check('workshops tab');

          await visit('/admin/registrations', 'EVENT-WISE REGISTRATIONS');

          await visit('/admin/payments', 'Payments');
          const reviewOrView = role === 'admin' ? 'Review' : 'View';
          await openDialog(
            `${reviewOrView} payment of ${payers[index]!.name}`,
            `Payment of ${payers[index]!.name}`,
            'payment dialog',
          );
          if (role === 'admin') {
            // The reject path with no reason: the field's error is on the dialog.
            await page.getByRole('button', { name: `Review payment of ${payers[index]!.name}` }).click();
            const dialog = page.getByRole('dialog', { name: `Payment of ${payers[index]!.name}` });
            await dialog.getByRole('button', { name: 'Reject payment' }).click();
            await dialog.getByText('Please provide a reason for rejection').waitFor();
            await check('reject without reason');
            await page.keyboard.press('Escape');
            await dialog.waitFor({ state: 'detached' });
          }
          await page.getByRole('tab', { name: /Verified/ }).click();
          await check('verified tab');
          await page.getByRole('tab', { name: /Rejected/ }).click();
          await check('rejected tab');

          await visit('/admin/accommodations', 'Accommodations');
          await openDialog(`Confirm ${stayers[index]!.requestNumber}`, 'Confirm accommodation', 'confirm stay');

          if (role === 'admin') {
            await visit('/admin/settings', 'Settings');
            await visit('/admin/team', 'Team');
            await page.getByRole('button', { name: 'Add section' }).click();
            await page.getByRole('button', { name: 'Save team' }).click();
            await page.getByText("Enter the member's name").first().waitFor();
            await check('team form with errors');
            // Loaded afresh: leaving the team form with what was typed would ask first (a prompt this test does not answer).
            await visit('/admin/staff', 'Staff', 'load');
            await visit('/admin/devices', 'Devices');
          }

          await visit('/admin/scanner', 'QR Scanner');
          await page
            .getByRole('link', { name: /SKY SHOT/ })
            .first()
            .click();
          await page.getByRole('heading', { name: 'Ready to Scan' }).waitFor();
          await check('event check-in');
          await recordAnnounced(page, '.result-title');
          await page.getByLabel('Participant ID or pass text').fill(passHolder.participantId);
          await page.keyboard.press('Enter');
          await page.getByTestId('scan-result').waitFor();
          // The result is announced: it comes into a live region that was on the page before the scan.
          expect(await announced(page)).toEqual([await page.locator('.result-title').textContent()]);
          await check('event check-in result');

          await visit('/admin/kit-distribution', 'Kit Distribution');
          await page.getByRole('heading', { name: 'Ready to Issue Kits' }).waitFor();
          await check('kit distribution');
        }
        expect(problems).toEqual([]);
        await page.context().close();
      },
    );
  }
});

/** What has the focus: its accessible-ish name, whether it sits in an open dialog, and whether its focus ring shows. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { name: '(body)', inDialog: false, ringShows: false, tag: 'BODY' };
    const style = getComputedStyle(el);
    const ringShows =
      (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
    const name =
      (el.getAttribute('aria-label') ?? el.textContent ?? '').replace(/\s+/g, ' ').trim() ||
      (el as HTMLInputElement).name ||
      el.tagName;
    return { name, inDialog: el.closest('dialog[open]') !== null, ringShows, tag: el.tagName };
  });

/** Presses Tab until the focus is on `name`; every stop on the way shows its focus ring. */
async function tabTo(page: Page, name: string, { reverse = false, limit = 120 } = {}) {
  const noRing: string[] = [];
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press(reverse ? 'Shift+Tab' : 'Tab');
    const now = await focused(page);
    if (!now.ringShows && now.tag !== 'BODY') noRing.push(now.name);
    if (now.name === name) {
      expect(noRing, `tab stops without a visible focus ring on the way to ${name}`).toEqual([]);
      return;
    }
  }
  throw new Error(`${name} never took the focus in ${limit} presses of Tab`);
}

/**
 * Records the text of each `selector` (a toast's message, a scan result's title) that arrives inside a
 * live region already on the page: what a screen reader announces. A region inserted with its text
 * already in it is, for most screen readers, silent.
 */
const recordAnnounced = (page: Page, selector: string) =>
  page.evaluate((selector) => {
    const w = window as unknown as { announced: string[] };
    w.announced = [];
    new MutationObserver((records) => {
      for (const record of records) {
        const region = record.target instanceof Element ? record.target.closest('[aria-live]') : null;
        if (!region) continue;
        for (const node of record.addedNodes) {
          const found = node instanceof Element ? (node.matches(selector) ? node : node.querySelector(selector)) : null;
          if (found?.textContent) w.announced.push(found.textContent);
        }
      }
    }).observe(document, { childList: true, subtree: true });
  }, selector);
const announced = (page: Page) => page.evaluate(() => (window as unknown as { announced: string[] }).announced);

describe('keyboard only', () => {
  test('an admin verifies a payment and confirms a stay without the mouse', { timeout: 120_000 }, async () => {
    const page = await staffPage(server.admin);
    const payer = payers[3]!;
    const stayer = stayers[4]!;
    const toast = (text: string) =>
      page.locator('.toast-message', { hasText: text }).first().waitFor({ timeout: 10_000 });

    await page.goto('/admin/payments');
    await page.getByRole('button', { name: `Review payment of ${payer.name}` }).waitFor();
    // The tabs: arrows move between them, End and Home to the last and the first.
    await page.getByRole('tab', { name: /Pending/ }).focus();
    const selectedTab = () =>
      page.evaluate(() => [document.activeElement?.textContent, document.activeElement?.getAttribute('aria-selected')]);
    // The tab lives in the address, so it is selected once the navigation has rendered: polled.
    await page.keyboard.press('End');
    await expect.poll(selectedTab).toEqual(['Reconcile', 'true']);
    await page.keyboard.press('ArrowRight');
    await expect.poll(async () => (await selectedTab())[0]).toMatch(/^Pending/);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Home');
    await expect.poll(selectedTab).toEqual([expect.stringMatching(/^Pending/), 'true']);
    await page.getByRole('button', { name: `Review payment of ${payer.name}` }).waitFor();
    await page.goto('/admin/payments');
    await page.getByRole('button', { name: `Review payment of ${payer.name}` }).waitFor();
    await tabTo(page, `Review payment of ${payer.name}`);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Payment of ${payer.name}` });
    await dialog.waitFor();
    expect((await focused(page)).inDialog).toBe(true);
    // Tab goes round inside the dialog and never reaches the page behind it, both ways.
    for (const reverse of [false, true]) {
      for (let i = 0; i < 12; i++) {
        await page.keyboard.press(reverse ? 'Shift+Tab' : 'Tab');
        expect(await focused(page), `press ${i + 1}`).toMatchObject({ inDialog: true, ringShows: true });
      }
    }
    await tabTo(page, 'Verify payment', { limit: 12 });
    await recordAnnounced(page, '.toast-message');
    await page.keyboard.press('Enter');
    await toast('Payment verified');
    await dialog.waitFor({ state: 'detached' });
    // The dialog closed as the toast came: the toast still arrives in a live region that was there before it.
    await expect.poll(() => announced(page)).toContain('Payment verified successfully!');
    // The row left the pending list with the button that opened the dialog: the focus goes to the table,
    // not to the page's body (where the next Tab would start again from the top of the page).
    await page.getByRole('button', { name: `Review payment of ${payer.name}` }).waitFor({ state: 'detached' });
    expect(await focused(page)).toMatchObject({ name: 'pending payments table', ringShows: true });
    await saveScreenshot(page, { path: `${SHOTS}/keyboard-after-verify-1280.png` });

    await page.goto('/admin/accommodations');
    await page.getByRole('button', { name: `Confirm ${stayer.requestNumber}` }).waitFor();
    await tabTo(page, `Confirm ${stayer.requestNumber}`);
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: 'Confirm accommodation' });
    await confirm.waitFor();
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe('roomNumber');
    await page.keyboard.type('H3-301');
    await recordAnnounced(page, '.toast-message');
    await page.keyboard.press('Enter');
    await toast('Accommodation confirmed');
    await confirm.waitFor({ state: 'detached' });
    await expect.poll(() => announced(page)).toContain('Accommodation confirmed successfully!');
    // Its Confirm button went with the new status: the same.
    await page.locator('tr', { hasText: stayer.requestNumber! }).getByText('H3-301').waitFor();
    expect(await focused(page)).toMatchObject({ name: 'Accommodation requests table', ringShows: true });
    await saveScreenshot(page, { path: `${SHOTS}/keyboard-after-confirm-1280.png` });
    await page.context().close();
  });

  test(
    'deciding from the participant details keeps the focus in the dialog as its buttons come and go',
    { timeout: 120_000 },
    async () => {
      const payer = payers[2]!;
      const page = await staffPage(server.admin);
      await page.goto(`/admin/users?q=${encodeURIComponent(payer.email)}`);
      await page.getByRole('button', { name: `View ${payer.name}` }).click();
      const dialog = page.getByRole('dialog', { name: payer.name });
      const press = async (name: string) => {
        await dialog.getByRole('button', { name, exact: true }).focus();
        await page.keyboard.press('Enter');
      };

      // Verified: the decision form goes; the focus moves to what comes next, the ID, not to the page's body.
      await press('Verify payment');
      await dialog.getByRole('button', { name: 'Generate participant ID' }).waitFor();
      await dialog.getByRole('heading', { name: 'Verify or reject the payment' }).waitFor({ state: 'detached' });
      expect(await focused(page)).toMatchObject({ name: 'Generate participant ID', inDialog: true });

      // The ID's button gives way to the pass: the focus stays in the pass's part of the dialog.
      await page.keyboard.press('Enter');
      await dialog.getByRole('button', { name: 'Download as PNG' }).waitFor();
      expect(await focused(page)).toMatchObject({ inDialog: true, tag: expect.stringMatching(/^(BUTTON|TEXTAREA)$/) });

      // Revoking asks first: the focus goes to the harmless answer, and after the revoke to the new Restore pass.
      await dialog.getByLabel('Reason for revoking the pass').fill('Paid twice; refunded');
      await press('Revoke pass');
      expect(await focused(page)).toMatchObject({ name: 'Cancel', inDialog: true });
      await press('Yes, revoke the pass');
      await dialog.getByRole('button', { name: 'Restore pass' }).waitFor();
      expect(await focused(page)).toMatchObject({ name: 'Restore pass', inDialog: true });
      await page.context().close();
    },
  );

  test(
    'cancelling a stay and deleting an event, asked first, keep the focus on the page',
    { timeout: 120_000 },
    async () => {
      const admin = await adminToken(server);
      const stayer = stayers[2]!;
      const doomed = 'Keyboard Trial Event';
      await apiCall(server, '/events', {
        token: admin,
        json: {
          name: doomed,
          description: 'Made to be deleted',
          category: 'technical',
          type: 'individual',
          venue: 'Seminar Hall',
          date: '2025-10-23',
          time: { start: '09:30', end: '11:00' },
          registrationDeadline: '2025-10-22T23:59',
        },
      });
      const page = await staffPage(server.admin);
      const questions: string[] = [];
      // Each question comes in the product's dialog with the focus on its yes button: Enter answers it.
      const answerWithEnter = async () => {
        const question = page.getByRole('dialog', { name: 'Please confirm' });
        questions.push((await question.locator('.confirm-question').textContent()) ?? '');
        expect(await focused(page)).toMatchObject({ inDialog: true });
        await page.keyboard.press('Enter');
        await question.waitFor({ state: 'detached' });
      };

      await page.goto('/admin/accommodations');
      const cancel = page.getByRole('button', { name: `Cancel Request ${stayer.requestNumber}` });
      await cancel.waitFor();
      await cancel.focus();
      await page.keyboard.press('Enter');
      await answerWithEnter();
      await page.locator('tr', { hasText: stayer.requestNumber! }).getByText('Cancelled').waitFor();
      await cancel.waitFor({ state: 'detached' });
      // The Cancel button went with the stay's new status: the focus goes to the table, as after a dialog's decision,
      // not to the page's body (where the next Tab would start again from the top of the page).
      expect(await focused(page)).toMatchObject({ name: 'Accommodation requests table', ringShows: true });

      await page.goto('/admin/events');
      const remove = page.getByRole('button', { name: `Delete ${doomed}` });
      await remove.focus();
      await page.keyboard.press('Enter');
      await answerWithEnter();
      await page.locator('.toast-message', { hasText: 'Deleted successfully!' }).first().waitFor();
      await remove.waitFor({ state: 'detached' });
      // Its card has gone: the focus is on the page's main content.
      expect((await focused(page)).tag).toBe('MAIN');
      expect(questions).toEqual([
        expect.stringContaining(`Cancel accommodation request ${stayer.requestNumber}`),
        'Are you sure you want to delete this item?',
      ]);
      await page.context().close();
    },
  );

  test(
    'a busy button keeps the focus while its action runs and after; a second press, or Enter in the form, sends nothing',
    { timeout: 120_000 },
    async () => {
      const page = await staffPage(server.admin);
      // Each request below is held until the test lets it through: the button is busy for as long as it likes.
      const hold = async (path: string, method: string) => {
        const seen = { count: 0, release: () => {} };
        const released = new Promise<void>((resolve) => (seen.release = resolve));
        await page.route(
          (url) => url.pathname === path,
          async (route) => {
            if (route.request().method() !== method) return route.continue();
            seen.count++;
            await released;
            await route.continue();
          },
        );
        return seen;
      };
      const isFocused = (locator: ReturnType<Page['locator']>) =>
        locator.evaluate((el) => el === document.activeElement);
      const noMoreRequests = () => page.waitForTimeout(500);

      // Export CSV from the keyboard: 'Exporting...' is the same button, aria-disabled rather than disabled, so the focus
      // stays on it (a disabled button drops it to the page's body), and Enter or Space on it does nothing meanwhile.
      const exports = await hold('/api/v1/admin/users/export.csv', 'GET');
      await page.goto('/admin/users');
      const exportButton = page
        .locator('.admin-page-header')
        .getByRole('button', { name: /Export CSV|Exporting\.\.\./ });
      await exportButton.waitFor();
      await tabTo(page, 'Export CSV');
      await page.keyboard.press('Enter');
      await page.getByRole('button', { name: 'Exporting...' }).waitFor();
      await expect.poll(() => exports.count).toBe(1);
      expect(await isFocused(exportButton)).toBe(true);
      expect(await exportButton.getAttribute('aria-disabled')).toBe('true');
      expect(await exportButton.getAttribute('disabled')).toBeNull();
      await page.keyboard.press('Enter');
      await page.keyboard.press('Space');
      await noMoreRequests();
      expect(exports.count).toBe(1);
      expect(await isFocused(exportButton)).toBe(true);
      exports.release();
      await page.locator('.toast-message', { hasText: 'Downloaded ' }).first().waitFor();
      await page.getByRole('button', { name: 'Export CSV' }).waitFor();
      expect(await exportButton.getAttribute('aria-disabled')).toBeNull();
      expect(await isFocused(exportButton)).toBe(true);
      expect(exports.count).toBe(1);

      // Add staff: Enter in a field submits the form once; Enter again while 'Adding...' sends no second request.
      const adds = await hold('/api/v1/admin/staff', 'POST');
      await page.goto('/admin/staff');
      const form = page.locator('form.add-staff-form');
      await form.getByLabel('Name').fill('Keyboard Staffer');
      await form.getByLabel('Email').fill('keyboard.staffer@example.com');
      await page.keyboard.press('Enter');
      const addButton = form.locator('.add-staff-submit');
      await form.getByRole('button', { name: 'Adding...' }).waitFor();
      await expect.poll(() => adds.count).toBe(1);
      expect(await addButton.getAttribute('aria-disabled')).toBe('true');
      await page.keyboard.press('Enter');
      await addButton.focus();
      await page.keyboard.press('Enter');
      await noMoreRequests();
      expect(adds.count).toBe(1);
      expect(await isFocused(addButton)).toBe(true);
      adds.release();
      await form.getByRole('button', { name: 'Add staff' }).waitFor();
      expect(adds.count).toBe(1);

      // A role chosen from the keyboard: the select keeps the focus while the change is saved, and ignores another
      // choice meanwhile (one request); once saved it is usable again, still focused.
      let changes = 0;
      let releaseChange = () => {};
      const changeReleased = new Promise<void>((resolve) => (releaseChange = resolve));
      await page.route(
        (url) => url.pathname.startsWith('/api/v1/admin/staff/'),
        async (route) => {
          if (route.request().method() !== 'PUT') return route.continue();
          changes++;
          await changeReleased;
          await route.continue();
        },
      );
      const role = page.getByLabel('Role of Keyboard Staffer');
      await role.focus();
      await page.keyboard.press('ArrowDown'); // Coordinator → Admin, from the keyboard
      // Asked first in the product's dialog, its yes button focused; the focus then comes back to the select.
      await page.getByRole('dialog', { name: 'Please confirm' }).waitFor();
      await page.keyboard.press('Enter');
      await expect.poll(() => changes).toBe(1);
      expect(await role.getAttribute('aria-disabled')).toBe('true');
      expect(await isFocused(role)).toBe(true);
      await page.keyboard.press('ArrowUp'); // back to Coordinator while the first change is saved: ignored
      await noMoreRequests();
      expect(changes).toBe(1);
      expect(await role.inputValue()).toBe('admin');
      releaseChange();
      await expect.poll(() => role.getAttribute('aria-disabled')).toBeNull();
      expect(await isFocused(role)).toBe(true);
      expect(changes).toBe(1);
      await page.context().close();
    },
  );
});
