import fs from 'node:fs/promises';
import { ADMIN_ALERTS } from '@symposium/schema/admin-alerts';
import { M } from '@symposium/schema/messages';
import { parse } from 'csv-parse/sync';
import type { Browser, Locator, Page } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, test } from 'vitest';
import {
  adminToken,
  getEvents,
  getWorkshops,
  openEventRegistration,
  rejectPayment,
  verifyPayment,
} from '../support/api-calls';
import {
  confirmStay,
  loginToken,
  registerForEvent,
  registerParticipant,
  staffGet,
  withdrawFromEvent,
} from '../support/admin-setup';
import type { ApiServer } from '../support/api-server';
import { seriousViolations } from '../support/axe';
import { DESKTOP_VIEWPORT, MOBILE_VIEWPORT } from '../support/browser';
import { openServerDatabase } from '../support/database';
import { useServerAndBrowser } from '../support/server-and-browser';
import { openStaffTab } from '../support/staff-desk';
import { saveScreenshot } from '../support/screenshots';
import { answerQuestion } from '../support/confirm-dialog';
import { FIRST_NIGHT, LAST_NIGHT } from '../support/test-edition';

// The fixes to the staff screens after the audit (admin.test.ts covers the screens themselves): correcting a
// rejected payment, duplicate transaction IDs, room rules, withdrawn registrations, the workshop form's
// coordinator and rules, impossible event values, bulk email counts, 'Generate all IDs' confirmation, and
// exporting a selection with POST. One server, one browser, the admin's tab shared in order.

const SHOTS = '/tmp/admin-ops-screens';

const suite = useServerAndBrowser();
let server: ApiServer;
let browser: Browser;
beforeAll(() => ({ server, browser } = suite));

let page: Page;
let admin: string;
type Player = Awaited<ReturnType<typeof registerParticipant>>;
let wronglyRejected: Player; // rejected ('Amount short'); shares a transaction ID with `twin`
let twin: Player; // pending, same transaction ID
let pendingGuest: Player; // asked for a room, payment pending
let verifiedGuest: Player; // asked for a room, payment verified
let roomHolder: Player; // verified, already confirmed into G-1 (female)
let stayer: Player; // verified, registered for SKY SHOT
let leaver: Player; // verified, registered for SKY SHOT and withdrew
const SHARED_TXN = 'UPI5566778899';

beforeAll(async () => {
  await fs.mkdir(SHOTS, { recursive: true });
  admin = await adminToken(server);
  [wronglyRejected, twin, pendingGuest, verifiedGuest, roomHolder, stayer, leaver] = await Promise.all([
    registerParticipant(server, { name: 'Harini Sekar', transactionId: SHARED_TXN }),
    registerParticipant(server, { name: 'Gokul Nath', transactionId: SHARED_TXN.toLowerCase() }),
    registerParticipant(server, { name: 'Arjun Menon', stay: 'male' }),
    registerParticipant(server, { name: 'Vikram Das', stay: 'male' }),
    registerParticipant(server, { name: 'Nila Joseph', stay: 'female' }),
    registerParticipant(server, { name: 'Sanjay Iyer' }),
    registerParticipant(server, { name: 'Pooja Ravi' }),
  ]);
  await rejectPayment(server, admin, wronglyRejected.id, 'Amount short');
  for (const player of [verifiedGuest, roomHolder, stayer, leaver]) await verifyPayment(server, admin, player.id);
  const stays = (
    await staffGet<{ data: { _id: string; requestNumber: string }[] }>(server, admin, '/accommodation/admin/all')
  ).data;
  await confirmStay(server, admin, stays.find((s) => s.requestNumber === roomHolder.requestNumber)!._id, 'G-1');

  await openEventRegistration(server, admin, ['SKY SHOT']);
  const skyShot = (await getEvents(server)).events.find((event) => event.name === 'SKY SHOT')!;
  for (const player of [stayer, leaver])
    await registerForEvent(server, await loginToken(server, player.email, player.password), skyShot.id);
  await withdrawFromEvent(server, await loginToken(server, leaver.email, leaver.password), skyShot.id);

  ({ page } = await openStaffTab(browser, server));
});

const toast = (target: Page, text: string) =>
  target.locator('.toast-message', { hasText: text }).first().waitFor({ timeout: 10_000 });
/** Nothing lies over the element's middle: a tap there reaches it. */
const tappable = (target: Locator) =>
  target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && element.contains(hit);
  });
const nav = (name: string) =>
  page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name, exact: true }).click();

/** The current page at phone and desktop width (full page), for looking at. */
async function shoot(name: string) {
  for (const viewport of [MOBILE_VIEWPORT, DESKTOP_VIEWPORT]) {
    await page.setViewportSize(viewport);
    await saveScreenshot(page, { path: `${SHOTS}/${name}-${viewport.width}.png`, fullPage: true });
  }
}

describe('admin screens after the audit', () => {
  beforeEach(async () => {
    if ((await page.locator('dialog[open]').count()) > 0) await page.reload();
    // Error toasts stay until dismissed (and follow into the next modal): clear the refusals of the last test.
    const dismiss = page.getByRole('button', { name: 'Dismiss' });
    // Other toasts leave on their own meanwhile, hence one at a time and a bound.
    for (let i = 0; i < 10 && (await dismiss.count()) > 0; i++)
      await dismiss
        .first()
        .click({ timeout: 2_000 })
        .catch(() => undefined);
  });

  test('a wrongly rejected payment shows under Rejected with its reason and the other user of its transaction ID, and is verified', async () => {
    await nav('Payments');
    await page.getByRole('tab', { name: /Rejected/ }).waitFor();
    // The spec's tab texts stay; Rejected comes after Verified (once the counts have come: '…' while they load), and
    // an admin has Reconcile last.
    const tabs = async () => (await page.getByRole('tab').allTextContents()).map((t) => t.replace(/\d+/g, '').trim());
    await expect.poll(tabs).toEqual(['Pending', 'Verified', 'Rejected', 'Statistics', 'Reconcile']);

    // The pending list names who else used the transaction ID.
    const twinRow = page.locator('tr', { hasText: twin.name });
    await twinRow.getByText('Possible duplicate').waitFor();
    expect(await twinRow.locator('.also-used-by').textContent()).toBe(
      `Also used by ${wronglyRejected.name} (rejected)`,
    );

    await page.getByRole('tab', { name: /Rejected/ }).click();
    const row = page.locator('tr', { hasText: wronglyRejected.name });
    await row.getByText('Amount short').waitFor();
    expect(await row.locator('.also-used-by').textContent()).toBe(`Also used by ${twin.name} (pending)`);
    await shoot('payments-rejected');
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: `Review payment of ${wronglyRejected.name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Payment of ${wronglyRejected.name}` });
    await dialog.getByText('Rejected: Amount short').waitFor();
    await dialog.getByText(`Also used by ${twin.name} (pending)`).waitFor();
    // Already rejected: it can only be verified now.
    expect(await dialog.getByRole('button', { name: 'Reject payment' }).count()).toBe(0);
    await shoot('payment-correct');
    await dialog.getByLabel('Notes (optional)').fill('Balance paid at the desk');
    await dialog.getByRole('button', { name: 'Verify payment' }).click();
    await toast(page, ADMIN_ALERTS.paymentVerified);
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('No rejected payments.').waitFor();
    await page.getByRole('tab', { name: /Verified/ }).click();
    await page.getByRole('button', { name: `View payment of ${wronglyRejected.name}` }).waitFor();

    const details = await staffGet<{ data: { user: any; history: any[] } }>(
      server,
      admin,
      `/admin/users/${wronglyRejected.id}`,
    );
    expect(details.data.user).toMatchObject({
      paymentStatus: 'verified',
      paymentNotes: 'Balance paid at the desk',
      rejectionReason: null,
    });
    expect(details.data.history[0]).toMatchObject({ action: 'payment.verify', before: { paymentStatus: 'rejected' } });
  });

  test('the participant details modal says who else used the transaction ID', async () => {
    await nav('Users');
    await page.getByLabel('Search participants').fill(twin.email);
    await page.getByText('Showing 1–1 of 1 participant').waitFor();
    await page.getByRole('button', { name: `View ${twin.name}` }).click();
    const dialog = page.getByRole('dialog', { name: twin.name });
    await dialog.getByText('Possible duplicate payment').waitFor();
    expect(await dialog.locator('.also-used-by').textContent()).toBe(`Also used by ${wronglyRejected.name} (verified)`);
    await shoot('participant-duplicate');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.getByLabel('Search participants').fill('');
  });

  test('accommodation: payment status shown; a pending payer and a room of the other gender are refused with clear messages', async () => {
    await nav('Accommodations');
    const pendingRow = page.locator('tr', { hasText: pendingGuest.requestNumber! });
    await pendingRow.getByText('pending', { exact: true }).waitFor();
    const verifiedRow = page.locator('tr', { hasText: verifiedGuest.requestNumber! });
    await verifiedRow.locator('.status-badge', { hasText: 'verified' }).waitFor();
    await shoot('accommodations');

    // Not offered while the payment is pending (the API refuses it too: accommodation.test.ts): the row's Confirm is
    // there but disabled, the reason under it, and no dialog opens to say so afterwards.
    const pendingConfirm = pendingRow.getByRole('button', { name: `Confirm ${pendingGuest.requestNumber}` });
    expect(await pendingConfirm.isDisabled()).toBe(true);
    expect(
      await pendingConfirm.evaluate(
        (button) => document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent,
      ),
    ).toBe(M.confirmAwaitsPayment);
    await pendingConfirm.click({ force: true });
    expect(await page.getByRole('dialog', { name: 'Confirm accommodation' }).count()).toBe(0);
    expect(await verifiedRow.getByRole('button', { name: `Confirm ${verifiedGuest.requestNumber}` }).isDisabled()).toBe(
      false,
    );
    expect(await verifiedRow.getByText(M.confirmAwaitsPayment).count()).toBe(0);
    await shoot('confirm-room-pending');

    // On a phone (the dialog is a bottom sheet, its actions at the bottom): the refusal's error toast, which stays
    // until dismissed, must leave Confirm and Back to be tapped.
    await page.setViewportSize(MOBILE_VIEWPORT);
    await page.getByRole('button', { name: `Confirm ${verifiedGuest.requestNumber}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm accommodation' });
    await dialog.getByLabel('Room number').fill('G-1');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await dialog.getByText('Room G-1 is assigned to female participants.').waitFor();
    await toast(page, ADMIN_ALERTS.accommodationConfirmFailed);
    await saveScreenshot(page, { path: `${SHOTS}/confirm-room-refused-390.png` });
    for (const name of ['Confirm', 'Back']) {
      const button = dialog.getByRole('button', { name, exact: true });
      await button.scrollIntoViewIfNeeded();
      expect(await tappable(button), `${name} is under something`).toBe(true);
    }
    await dialog.getByLabel('Room number').fill('B-1');
    // The refusal was about G-1: it does not stay under B-1.
    expect(await dialog.getByText('Room G-1 is assigned to female participants.').count()).toBe(0);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await toast(page, ADMIN_ALERTS.accommodationConfirmed);
    await page.setViewportSize(DESKTOP_VIEWPORT);
    await verifiedRow.getByText('B-1').waitFor();
    expect(await pendingRow.getByText('requested').count()).toBe(1);
  });

  test('accommodation export: the button says what it exports (all, or the filtered ones shown), the file name too; Check-out is the morning of leaving', async () => {
    await nav('Accommodations');
    const all = await staffGet<{ total: number }>(server, admin, '/accommodation/admin/all?limit=1');
    const exportButton = page.locator('.admin-page-header').getByRole('button', { name: /^Export / });
    await page.getByRole('button', { name: `Export all ${all.total}` }).waitFor();
    const females = await staffGet<{ total: number }>(server, admin, '/accommodation/admin/all?limit=1&gender=female');
    expect(females.total).toBeLessThan(all.total);
    await page.getByLabel('Gender').selectOption({ label: 'Female' });
    await page.getByRole('button', { name: `Export ${females.total} shown` }).waitFor();
    for (const viewport of [MOBILE_VIEWPORT, DESKTOP_VIEWPORT]) {
      await page.setViewportSize(viewport);
      await saveScreenshot(page.locator('.admin-page-header'), {
        path: `${SHOTS}/accommodations-export-filtered-${viewport.width}.png`,
      });
    }

    const download = async () => {
      const [file] = await Promise.all([page.waitForEvent('download'), exportButton.click()]);
      const [header, ...rows] = parse(await fs.readFile((await file.path())!), { bom: true }) as string[][];
      return { name: file.suggestedFilename(), header: header!, rows };
    };
    const filtered = await download();
    expect(filtered.name).toMatch(
      new RegExp(`^mech-symposium-25-26-accommodations-filtered-${females.total}-\\d{4}-\\d{2}-\\d{2}\\.csv$`),
    );
    expect(filtered.rows).toHaveLength(females.total);
    expect(filtered.rows.map((r) => r[1])).toContain(roomHolder.name);
    // The register form's stay: check-in the first night, check-out the morning after the last night.
    const [checkIn, checkOut] = [filtered.header.indexOf('Check-in'), filtered.header.indexOf('Check-out')];
    const holderRow = filtered.rows.find((r) => r[1] === roomHolder.name)!;
    const morningAfter = new Date(`${LAST_NIGHT}T00:00:00Z`);
    morningAfter.setUTCDate(morningAfter.getUTCDate() + 1);
    expect([holderRow[checkIn], holderRow[checkOut]]).toEqual([FIRST_NIGHT, morningAfter.toISOString().slice(0, 10)]);

    await page.getByLabel('Gender').selectOption({ label: 'All genders' });
    await page.getByRole('button', { name: `Export all ${all.total}` }).waitFor();
    const everything = await download();
    expect(everything.name).toMatch(
      new RegExp(`^mech-symposium-25-26-accommodations-all-${all.total}-\\d{4}-\\d{2}-\\d{2}\\.csv$`),
    );
    expect(everything.rows).toHaveLength(all.total);
  });

  test('registrations count active ones; "Show withdrawn" lists the withdrawn one, labelled, and the CSV follows', async () => {
    await nav('Registrations');
    const card = page.locator('section.registration-group', {
      has: page.getByRole('heading', { name: 'SKY SHOT', exact: true }),
    });
    await card.getByText('1 registered', { exact: true }).waitFor();
    // The card's counts come first (GET /admin/registrations/counts), its table's page once it is opened.
    await card.getByRole('button', { name: 'SKY SHOT', exact: true }).click();
    await card.locator('tbody tr', { hasText: stayer.email }).waitFor();
    expect(await card.locator('tbody tr').count()).toBe(1);
    expect(await card.getByText(leaver.email).count()).toBe(0);
    const totalBefore = await page
      .locator('.admin-stat', { hasText: 'Total registrations' })
      .locator('.admin-stat-value')
      .textContent();
    expect(totalBefore).toBe('1');
    const [activeCsv] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('button', { name: 'CSV of SKY SHOT' }).click(),
    ]);
    expect(
      (parse(await fs.readFile((await activeCsv.path())!), { bom: true }) as string[][]).slice(1).map((r) => r[2]),
    ).toEqual([stayer.email]);

    await page.getByLabel('Show withdrawn').check();
    const withdrawnRow = card.locator('tr.row-withdrawn', { hasText: leaver.email });
    await withdrawnRow.getByText('withdrawn').waitFor();
    expect(await card.locator('.registration-counts li').allTextContents()).toEqual([
      '1 registered',
      '1 withdrawn',
      '0 checked in',
    ]);
    // Totals still count active registrations only.
    expect(
      await page.locator('.admin-stat', { hasText: 'Total registrations' }).locator('.admin-stat-value').textContent(),
    ).toBe('1');
    await shoot('registrations-withdrawn');
    expect(await seriousViolations(page)).toEqual([]);
    const [allCsv] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('button', { name: 'CSV of SKY SHOT' }).click(),
    ]);
    const rows = (parse(await fs.readFile((await allCsv.path())!), { bom: true }) as string[][]).slice(1);
    expect(rows.map((r) => [r[2], r[7]])).toEqual([
      [stayer.email, 'registered'],
      [leaver.email, 'cancelled'],
    ]);
  });

  test('the workshop form edits the coordinator and the rules, shown on the public workshops page', async () => {
    const workshop = (await getWorkshops(server)).workshops[0];
    await nav('Events');
    await page.getByRole('tab', { name: /Workshops/ }).click();
    await page.getByRole('button', { name: `Edit ${workshop.title}` }).click();
    const form = page.getByRole('dialog', { name: 'Edit Workshop' });
    await form.getByLabel('Coordinator name').fill('Karthik Raja');
    await form.getByLabel('Coordinator phone').fill('9876501234');
    await form.getByLabel('Rules (one per line)').fill('Bring your laptop\n\nSafety shoes in the lab');
    await shoot('workshop-form');
    await form.getByRole('button', { name: 'Update Workshop' }).click();
    await toast(page, ADMIN_ALERTS.updated);

    const saved = (await getWorkshops(server)).workshops.find((w) => w.id === workshop.id) as any;
    expect(saved.rules).toEqual(['Bring your laptop', 'Safety shoes in the lab']);
    expect(saved.coordinators[0]).toMatchObject({ name: 'Karthik Raja', phone: '9876501234' });
    await page.goto('/workshops');
    await page.getByText('Karthik Raja').first().waitFor();
    await page.locator('a[href="tel:9876501234"]').first().waitFor();

    // Reopened, the form shows what was saved.
    await page.goto('/admin/events');
    await page.getByRole('tab', { name: /Workshops/ }).click();
    await page.getByRole('button', { name: `Edit ${workshop.title}` }).click();
    const again = page.getByRole('dialog', { name: 'Edit Workshop' });
    expect(await again.getByLabel('Rules (one per line)').inputValue()).toBe(
      'Bring your laptop\nSafety shoes in the lab',
    );
    expect(await again.getByLabel('Coordinator name').inputValue()).toBe('Karthik Raja');
    await page.keyboard.press('Escape');
  });

  test('the event form refuses an end before the start, a team of at most 1 and a deadline after the event; an event people registered for is not deleted', async () => {
    await page.goto('/admin/events');
    await page.getByRole('button', { name: 'Create Event' }).click();
    const form = page.getByRole('dialog', { name: 'Create Event' });
    await form.getByLabel('Event name *').fill('BRIDGE BUILD');
    await form.getByLabel('Category *').selectOption('technical');
    await form.getByLabel('Description *').fill('Build a bridge from sticks that holds the most weight.');
    await form.getByLabel('Type *').selectOption('team');
    await form.getByLabel('Team size (min)').fill('1');
    await form.getByLabel('Team size (max)').fill('1');
    await form.getByLabel('Venue *').fill('Civil Block');
    await form.getByLabel('Date *').fill('2025-10-23');
    await form.getByLabel('Start time *').fill('12:00');
    await form.getByLabel('Registration deadline *').fill('2025-10-24T09:00');
    // Each message under its own field: the end time's, and the team's maximum, are not the start's or the minimum's.
    const errorUnder = (label: string) =>
      form
        .getByLabel(label, { exact: true })
        .evaluate(
          (input) =>
            document.getElementById(input.getAttribute('aria-describedby')!.split(' ').pop()!)?.textContent ?? '',
        );
    await form.getByRole('button', { name: 'Create Event' }).click();
    await form.getByText(M.endTimeRequired).waitFor();
    expect(await errorUnder('End time *')).toBe(M.endTimeRequired);
    expect(await errorUnder('Start time *')).toBe('');
    await form.getByLabel('End time *').fill('10:00');
    await form.getByRole('button', { name: 'Create Event' }).click();
    await form.getByText(M.teamSizeTeamMax).waitFor();
    await form.getByText(M.endTimeAfterStart).waitFor();
    expect(await errorUnder('End time *')).toBe(M.endTimeAfterStart);
    expect(await errorUnder('Start time *')).toBe('');
    expect(await errorUnder('Team size (max)')).toBe(M.teamSizeTeamMax);
    expect(await errorUnder('Team size (min)')).toBe('');
    await shoot('event-form-errors');

    await form.getByLabel('Team size (max)').fill('4');
    await form.getByLabel('End time *').fill('13:00');
    await form.getByRole('button', { name: 'Create Event' }).click();
    await form.getByText(M.deadlineAfterEvent).waitFor();
    expect(await form.getByText(M.endTimeAfterStart).count()).toBe(0);

    await form.getByLabel('Registration deadline *').fill('2025-10-22T18:00');
    await form.getByRole('button', { name: 'Create Event' }).click();
    await toast(page, ADMIN_ALERTS.created);
    const created = (await getEvents(server)).events.find((event) => event.name === 'BRIDGE BUILD') as any;
    expect(created).toMatchObject({ teamSize: { min: 1, max: 4 }, time: { start: '12:00', end: '13:00' } });

    // An event people are registered for is not deleted by a slip beside Edit: the refusal says why and what to do.
    await page.getByRole('button', { name: 'Delete SKY SHOT' }).click();
    await answerQuestion(page, 'yes');
    await toast(page, M.deleteWithRegistrations('SKY SHOT', 1));
    expect((await getEvents(server)).events.map((event) => event.name)).toContain('SKY SHOT');
    await page.getByRole('button', { name: 'Dismiss' }).first().click();
  });

  test('bulk email reports how many were sent; exporting a selection is a POST with the ids in the body', async () => {
    await nav('Users');
    await page.getByRole('button', { name: 'Bulk mode' }).click();
    await page.getByRole('checkbox', { name: `Select ${stayer.name}` }).check();
    await page.getByRole('checkbox', { name: `Select ${leaver.name}` }).check();
    await page.getByText('2 selected').waitFor();
    await page.getByRole('button', { name: 'Send email' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send email' });
    await dialog.getByRole('button', { name: 'Send email' }).click();
    await toast(page, `${ADMIN_ALERTS.emailsSent} Emails queued: 2.`);

    const requests: { method: string; url: string; body: string | null }[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/admin/users/export.csv'))
        requests.push({ method: request.method(), url: request.url(), body: request.postData() });
    });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export selected' }).click(),
    ]);
    const rows = (parse(await fs.readFile((await download.path())!), { bom: true }) as string[][]).slice(1);
    expect(rows.map((r) => r[2]).sort()).toEqual([stayer.email, leaver.email].sort());
    expect(requests).toHaveLength(1);
    expect(requests[0].method).toBe('POST');
    expect(new URL(requests[0].url).search).toBe('');
    expect(JSON.parse(requests[0].body!).userIds.sort()).toEqual([stayer.id, leaver.id].sort());
    await page.getByRole('button', { name: 'Bulk mode' }).click();
  });

  test('"Generate all IDs" asks first, saying how many are eligible; Cancel generates nothing', async () => {
    const eligible = (await staffGet<{ stats: { awaitingId: number } }>(server, admin, '/admin/users?limit=1')).stats
      .awaitingId;
    // Verified without an ID: the corrected payer, both verified stays, the two event registrants.
    expect(eligible).toBe(5);
    await page.getByRole('button', { name: 'Generate all IDs' }).click();
    let dialog = page.getByRole('dialog', { name: 'Generate participant IDs' });
    await dialog.getByText('5 verified participants have no participant ID yet.', { exact: false }).waitFor();
    await shoot('generate-ids-confirm');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(
      (await staffGet<{ stats: { awaitingId: number } }>(server, admin, '/admin/users?limit=1')).stats.awaitingId,
    ).toBe(5);

    await page.getByRole('button', { name: 'Generate all IDs' }).click();
    dialog = page.getByRole('dialog', { name: 'Generate participant IDs' });
    await dialog.getByRole('button', { name: 'Generate 5 IDs' }).click();
    await toast(page, ADMIN_ALERTS.generatedIds(5));
    expect(
      (await staffGet<{ stats: { awaitingId: number } }>(server, admin, '/admin/users?limit=1')).stats.awaitingId,
    ).toBe(0);

    // Nobody left: no question, the spec's message.
    await page.getByRole('button', { name: 'Generate all IDs' }).click();
    await toast(page, M.noEligibleUsers);
    expect(await page.getByRole('dialog', { name: 'Generate participant IDs' }).count()).toBe(0);
  });

  test('at 1280 px the accommodation and registration tables show every column, actions included, without sideways scrolling', async () => {
    // Names, addresses and colleges as long as real ones (the demo data's): the columns must still fit.
    const db = openServerDatabase(server);
    const longer = db.prepare('update users set name = ?, email = ?, college = ? where id = ?');
    const longerStay = db.prepare(
      'update accommodation_requests set name = ?, email = ?, college = ? where user_id = ?',
    );
    for (const [index, player] of [pendingGuest, verifiedGuest, roomHolder, stayer].entries()) {
      const values = [
        'Karthik Subramanian',
        `karthik.subramanian.${index}@example.com`,
        'Bannari Amman Institute of Technology',
        player.id,
      ];
      longer.run(...values);
      longerStay.run(...values);
    }
    db.close();
    await page.setViewportSize(DESKTOP_VIEWPORT);
    const sideways = () =>
      page
        .locator('.admin-table-wrap')
        .evaluateAll((wraps) => wraps.map((wrap) => wrap.scrollWidth - wrap.clientWidth));

    await page.goto('/admin/accommodations');
    const requested = page.locator('tr', { hasText: pendingGuest.requestNumber! });
    await requested.getByText('Karthik Subramanian').waitFor();
    expect(await sideways()).toEqual([0]);
    // Both actions of a requested stay are on screen, not behind a scroll.
    const cancel = requested.getByRole('button', { name: `Cancel Request ${pendingGuest.requestNumber}` });
    expect(await cancel.evaluate((button) => button.getBoundingClientRect().right <= window.innerWidth)).toBe(true);
    await saveScreenshot(page, { path: `${SHOTS}/accommodations-long-1280.png` });

    await page.goto('/admin/registrations');
    await page.getByRole('button', { name: 'SKY SHOT', exact: true }).click();
    await page.getByText('karthik.subramanian.3@example.com').waitFor();
    expect((await sideways()).filter((overflow) => overflow > 0)).toEqual([]);
    await saveScreenshot(page, { path: `${SHOTS}/registrations-long-1280.png` });
  });

  test('a list that fails to load shows the failure, not zero counts', async () => {
    const failing = ['**/api/v1/admin/registrations/counts**', '**/api/v1/events', '**/api/v1/workshops'];
    const fail = (route: import('playwright-core').Route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, message: 'Unavailable', error: 'UNAVAILABLE' }),
      });
    for (const pattern of failing) await page.route(pattern, fail);
    try {
      await page.goto('/admin/registrations');
      await page.getByRole('button', { name: 'Try Again' }).waitFor();
      expect(await page.locator('.admin-stat').count()).toBe(0);
      await page.goto('/admin/events');
      await page.getByRole('button', { name: 'Try Again' }).waitFor();
      expect(await page.locator('.admin-stat').count()).toBe(0);
      // No '0' beside the tab names either.
      expect(await page.locator('.admin-tab-count').count()).toBe(0);
      await shoot('events-load-failed');
    } finally {
      for (const pattern of failing) await page.unroute(pattern, fail);
    }
    await page.reload();
    await page.locator('.admin-stat', { hasText: 'Total events' }).waitFor();
  });

  test('a payment another admin verified meanwhile: the refusal is shown and the Pending list drops it without a Refresh', async () => {
    await page.goto('/admin/payments');
    const review = page.getByRole('button', { name: `Review payment of ${twin.name}` });
    await review.click();
    const dialog = page.getByRole('dialog', { name: `Payment of ${twin.name}` });
    await dialog.getByRole('button', { name: 'Verify payment' }).waitFor();
    await verifyPayment(server, admin, twin.id); // the other desk
    await dialog.getByRole('button', { name: 'Verify payment' }).click();
    await dialog.getByText(M.paymentAlreadyVerified).waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await review.waitFor({ state: 'detached' });
    await page.getByRole('tab', { name: /Verified/ }).click();
    await page.getByRole('button', { name: `View payment of ${twin.name}` }).waitFor();
  });
});
