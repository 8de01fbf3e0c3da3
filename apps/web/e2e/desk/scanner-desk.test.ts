import { generateKeyPairSync } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { M } from '@symposium/schema/messages';
import { formatParticipantId } from '@symposium/schema/participant-id';
import { SCAN_MESSAGES } from '@symposium/sync/verdict';
import { beforeAll, expect, test } from 'vitest';
import { TEXTS } from '../../src/features/scanner/scan-texts';
import { adminToken, apiCall, createParticipant, getEvents, getWorkshops } from '../support/api-calls';
import type { ApiServer } from '../support/api-server';
import { seriousViolations } from '../support/axe';
import { DESKTOP_VIEWPORT, MOBILE_VIEWPORT } from '../support/browser';
import { openCheckInToday, openServerDatabase } from '../support/database';
import { holdRequests } from '../support/held-requests';
import { useServerAndBrowser } from '../support/server-and-browser';
import { signedInContext } from '../support/sign-in';
import { nameScannerDevice, openStaffTab } from '../support/staff-desk';
import { saveScreenshot } from '../support/screenshots';

// A desk at the venue, beyond the happy path of scanner.test.ts: a keyboard-wedge barcode scanner that
// never misses a scan, scanning only once the roster is here, a browser without WebCrypto Ed25519, a
// device that cannot save, a revoked device and a server that forgot the device.

// The worker blocked but for the desk that loads a page offline (docs/decisions/0051-browser-tests-block-the-service-worker.md).
const suite = useServerAndBrowser({
  browserArgs: ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'],
});
let server: ApiServer;
let browser: Browser;
beforeAll(() => ({ server, browser } = suite));

let admin: string;
let event: { id: string; name: string };
let otherEvent: { id: string; name: string };
const passes: { participantId: string; passData: string }[] = [];
/** Two more, kept out of `passes` (whose kits and check-ins the later tests count on): the wedge's double sends. */
const doubled: { participantId: string; passData: string }[] = [];
const coordinator = { email: 'wedge.coordinator@symposium.test', password: 'DeskPass123', name: 'Wedge Coordinator' };
const shots = path.join(os.tmpdir(), 'scanner-shots');

const api = <T = any>(pathname: string, init: { method?: string; token?: string; json?: unknown } = {}) =>
  apiCall<T>(server, pathname, init);

beforeAll(async () => {
  openCheckInToday(server); // the day of the event: check-ins fall in their windows
  fs.mkdirSync(shots, { recursive: true });
  admin = await adminToken(server);
  for (const name of ['Kavya Raman', 'Arjun Mehta', 'Divya Nair', 'Rahul Iyer', 'Sneha Pillai']) {
    const player = await createParticipant(server, 'both', name);
    await api(`/admin/payments/${player.id}/verify`, { method: 'PUT', token: admin, json: {} });
    passes.push(
      (
        await api<{ data: { participantId: string; passData: string } }>(
          `/admin/generate-participant-id/${player.id}`,
          { method: 'POST', token: admin },
        )
      ).data,
    );
  }
  for (const name of ['Farah Khan', 'Gokul Das']) {
    const player = await createParticipant(server, 'both', name);
    await api(`/admin/payments/${player.id}/verify`, { method: 'PUT', token: admin, json: {} });
    doubled.push(
      (
        await api<{ data: { participantId: string; passData: string } }>(
          `/admin/generate-participant-id/${player.id}`,
          { method: 'POST', token: admin },
        )
      ).data,
    );
  }
  await api('/admin/staff', { token: admin, json: { ...coordinator, role: 'coordinator' } });
  const events = (await getEvents(server)).events;
  event = events.find((e) => e.category === 'technical')!;
  otherEvent = events.find((e) => e.id !== event.id)!;
  // A camera with Chromium's test pattern: it runs, and reads no code.
});

/**
 * A fresh browser profile with the coordinator signed in (through the API: these tests are about the desk, not the
 * login form) and the camera allowed.
 */
const coordinatorContext = (options: Parameters<Browser['newContext']>[0] = {}) =>
  signedInContext(browser, server, coordinator, { viewport: DESKTOP_VIEWPORT, permissions: ['camera'], ...options });

/** A coordinator on a fresh browser profile names the device, without waiting for the roster. */
async function openDesk(
  name: string,
  options: {
    viewport?: { width: number; height: number };
    beforeRegister?: (context: BrowserContext) => Promise<void>;
    serviceWorkers?: 'allow' | 'block';
  } = {},
) {
  const context = await coordinatorContext({
    viewport: options.viewport ?? DESKTOP_VIEWPORT,
    serviceWorkers: options.serviceWorkers,
  });
  await options.beforeRegister?.(context);
  const page = await context.newPage();
  await nameScannerDevice(page, name, { waitForRoster: false });
  await page.getByTestId('sync-status').getByText(name).waitFor();
  return { context, page };
}

const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true });
const status = (page: Page) => page.getByTestId('sync-status');
const result = (page: Page) => page.getByTestId('scan-result');
const manualField = (page: Page) => page.getByLabel('Participant ID or pass text');
const focusedField = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('name') ?? document.activeElement?.tagName);

/** A keyboard-wedge barcode scanner: types the pass text into whatever has the focus, then Enter. Never clicks. */
async function wedgeScan(page: Page, text: string) {
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
}

let wedgeDesk: { context: BrowserContext; page: Page };

test('a keyboard-wedge scanner: every scan is recorded after any click, and a scan sent while one is being decided waits its turn', async () => {
  wedgeDesk = await openDesk('Wedge desk');
  const { page } = wedgeDesk;
  // The setup card went with 'Save device name': the focus is on the page heading, not back at the top of the document.
  expect(await page.evaluate(() => `${document.activeElement?.tagName} ${document.activeElement?.textContent}`)).toBe(
    'H1 QR Scanner',
  );
  await saveScreenshot(page, { path: path.join(shots, 'named-focus-1280.png') });
  await page.getByTestId('roster-state').getByText('Roster ready').waitFor();
  await page.goto(`/admin/event-checkin/${event.id}`);
  await heading(page, 'Ready to Scan').waitFor();
  await expect.poll(() => focusedField(page)).toBe('manualEntry');

  await wedgeScan(page, passes[0].passData);
  await heading(page, 'Check-In Successful!').waitFor();
  await result(page).getByText(passes[0].participantId).waitFor();
  // The coordinator clicks the big button; the next wedge scan must still land in the field.
  await page.getByRole('button', { name: 'Scan Next Participant' }).click();
  await heading(page, 'Ready to Scan').waitFor();
  await wedgeScan(page, passes[1].passData);
  await heading(page, 'Check-In Successful!').waitFor();
  await result(page).getByText(passes[1].participantId).waitFor();

  // The same after starting the camera, and after stopping it.
  await page.getByRole('button', { name: 'Scan Next Participant' }).click();
  await heading(page, 'Ready to Scan').waitFor();
  await page.getByRole('button', { name: 'Start Scanning' }).click();
  await page.getByRole('button', { name: 'Stop Scanning' }).waitFor();
  await wedgeScan(page, passes[2].passData);
  await result(page).getByText(passes[2].participantId).waitFor();
  await page.getByRole('button', { name: 'Scan Next Participant' }).click();
  await page.getByRole('button', { name: 'Stop Scanning' }).click();
  await heading(page, 'Ready to Scan').waitFor();
  // A click on the page itself (the focus leaves every field): the wedge's first key brings it back.
  await heading(page, event.name).click();
  await wedgeScan(page, passes[3].passData);
  await result(page).getByText(passes[3].participantId).waitFor();
  await heading(page, 'Recent Check-Ins (4)').waitFor();

  // A pass signed by a key this desk has not seen makes it fetch the keys (held here, a slow network);
  // meanwhile the wedge sends the next pass. The field empties at once and the second scan waits its turn.
  const keys = await holdRequests(page, '**/api/v1/sync/keys');
  const unknownKey = passes[0].passData.replace(/"k":"[^"]+"/, '"k":"unseen-key"');
  await wedgeScan(page, unknownKey);
  await keys.arrived();
  await wedgeScan(page, passes[4].passData);
  expect(await manualField(page).inputValue()).toBe('');
  await keys.release();
  await result(page).getByText(passes[4].participantId).waitFor();
  await heading(page, 'Check-In Successful!').waitFor();
  await heading(page, 'Recent Check-Ins (5)').waitFor();
  await saveScreenshot(page, { path: path.join(shots, 'wedge-desk-1280.png'), fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);

  // Opened again, the list shows once it is read from this device: never '(0)' and 'No check-ins yet' first.
  await page.addInitScript(() => {
    const seen: string[] = ((window as unknown as { recentSeen: string[] }).recentSeen = []);
    new MutationObserver(() => {
      const text = document.querySelector('.recent-scans')?.textContent;
      if (text && seen.at(-1) !== text) seen.push(text);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  await page.reload();
  await heading(page, 'Recent Check-Ins (5)').waitFor();
  const seen = await page.evaluate(() => (window as unknown as { recentSeen: string[] }).recentSeen);
  expect(seen.filter((text) => !text.startsWith('Recent Check-Ins (5)'))).toEqual([]);

  await status(page).getByText('All scans synced').waitFor({ timeout: 20_000 });
  for (const pass of passes) {
    const history = await api<{ attendance: { itemId: string; deskName: string }[] }>(
      `/qr-scan/history/${pass.participantId}`,
      { token: admin },
    );
    expect(history.attendance).toMatchObject([{ itemId: event.id, deskName: 'Wedge desk' }]);
  }
});

/**
 * Rows of this desk's scan journal: every scan queued for sync adds one, and it is never emptied by a sync (the
 * outbox is, at any moment, so it cannot tell).
 */
const journalSize = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('symposium');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction('scans', 'readonly');
          const scans = tx.objectStore('scans').count();
          tx.oncomplete = () => {
            resolve(scans.result);
            open.result.close();
          };
        };
      }),
  );

/** A wedge sends `passData` twice in a row: the first result shows, and a moment later no second one replaced it. */
async function sendTwice(page: Page, passData: string, firstResult: string, secondResult: string) {
  await wedgeScan(page, passData);
  await wedgeScan(page, passData);
  await heading(page, firstResult).waitFor();
  // A second decision would take milliseconds: a moment later the first result is still the one shown.
  await page.waitForTimeout(300);
  expect(await heading(page, secondResult).count()).toBe(0);
}

test('a wedge that sends the same pass twice keeps the first result and queues it once; a kit card typed in shows whole at 1280 × 800', async () => {
  const { page } = wedgeDesk;
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/admin/kit-distribution');
  await expect.poll(() => focusedField(page)).toBe('manualEntry');
  const before = await journalSize(page);
  await sendTwice(page, doubled[0].passData, 'Kit Issued Successfully!', 'Kit Already Issued');
  expect(await journalSize(page)).toBe(before + 1);
  // After 'Issue Next Kit' the same pass is decided as usual.
  await page.getByRole('button', { name: 'Issue Next Kit' }).click();
  await wedgeScan(page, doubled[0].passData);
  await heading(page, 'Kit Already Issued').waitFor();
  expect(await journalSize(page)).toBe(before + 2);

  // An ID typed with the page at its top: the whole card comes into sight, its title below the status bar and its kit
  // contents above the next-kit button (it was sticky over them) and the screen's foot.
  await page.getByRole('button', { name: 'Scan Next Participant' }).click();
  await page.evaluate(() => window.scrollTo(0, 0));
  await manualField(page).fill(doubled[1].participantId);
  await page.getByRole('button', { name: 'Issue Kit', exact: true }).click();
  await heading(page, 'Kit Issued Successfully!').waitFor();
  const box = (locator: ReturnType<Page['locator']>) => locator.boundingBox().then((b) => b!);
  await expect
    .poll(async () => (await box(result(page).locator('.result-title'))).y)
    .toBeGreaterThanOrEqual((await box(status(page))).y + (await box(status(page))).height);
  const [lastItem, button] = await Promise.all([
    box(result(page).locator('.kit-contents li').last()),
    box(page.getByRole('button', { name: 'Issue Next Kit' })),
  ]);
  expect(lastItem.y + lastItem.height).toBeLessThanOrEqual(Math.min(button.y, 800));
  await saveScreenshot(page, { path: path.join(shots, 'kit-success-1280x800.png') });
  expect(await journalSize(page)).toBe(before + 3);

  // At a check-in desk the same; another pass right after is decided as usual.
  await page.goto(`/admin/event-checkin/${otherEvent.id}`);
  await expect.poll(() => focusedField(page)).toBe('manualEntry');
  await sendTwice(page, doubled[1].passData, 'Check-In Successful!', 'Already Checked In');
  expect(await journalSize(page)).toBe(before + 4);
  await wedgeScan(page, doubled[0].passData);
  await result(page).getByText(doubled[0].participantId).waitFor();
  expect(await journalSize(page)).toBe(before + 5);
  await page.setViewportSize(DESKTOP_VIEWPORT);
});

test('Sync now pressed offline says it cannot sync and that the scans stay saved here; the note goes when the network returns', async () => {
  const { context, page } = wedgeDesk;
  const syncNow = status(page).getByRole('button', { name: 'Sync now' });
  const height = async () => (await status(page).boundingBox())!.height;
  const online = await height();
  // The note's empty live region takes no room in the bar.
  expect(
    await status(page)
      .locator('.sync-offline-slot')
      .evaluate((slot: HTMLElement) => {
        const bar = slot.parentElement!;
        const withSlot = bar.getBoundingClientRect().height;
        slot.style.display = 'none';
        const without = bar.getBoundingClientRect().height;
        slot.style.display = '';
        return Math.abs(withSlot - without);
      }),
  ).toBeLessThan(0.5);
  await context.setOffline(true);
  await status(page).getByText('Offline', { exact: true }).waitFor();
  expect(await syncNow.getAttribute('aria-disabled')).toBe('true');
  // Offline alone does not change the bar's height; the note is a line of its own once pressed.
  expect(await height()).toBe(online);
  // A keyboard press (the button is aria-disabled offline, which Playwright's click refuses; a person's click is the same).
  await syncNow.focus();
  await page.keyboard.press('Enter');
  const note = status(page).getByRole('status').getByText(TEXTS.syncOffline);
  await note.waitFor();
  expect(await syncNow.getAttribute('aria-describedby')).toBe('sync-offline-note');
  await saveScreenshot(status(page), { path: path.join(shots, 'sync-offline-note-1280.png') });
  await page.setViewportSize(MOBILE_VIEWPORT);
  await saveScreenshot(page, { path: path.join(shots, 'sync-offline-note-390.png') });
  await page.setViewportSize(DESKTOP_VIEWPORT);
  await context.setOffline(false);
  await note.waitFor({ state: 'detached' });
  expect(await syncNow.getAttribute('aria-disabled')).toBeNull();
});

test('text that is neither a pass nor a participant ID is refused at the field and never queued; an unknown ID is still not found', async () => {
  const { page } = wedgeDesk;
  const unknownId = formatParticipantId(9999);
  for (const screen of [`/admin/event-checkin/${event.id}`, '/admin/kit-distribution']) {
    await page.goto(screen);
    await expect.poll(() => focusedField(page)).toBe('manualEntry');
    const before = await journalSize(page);

    await wedgeScan(page, 'hello world');
    await page.getByText(M.manualEntryNotAnId).waitFor();
    // A desk with a precise pointer keeps the field focused: the next wedge scan lands in it.
    expect(await focusedField(page)).toBe('manualEntry');
    expect(await manualField(page).getAttribute('aria-invalid')).toBe('true');
    expect(await manualField(page).inputValue()).toBe('');
    expect(await result(page).count()).toBe(0);
    expect(await journalSize(page)).toBe(before);

    // Typing again clears the message; a well-shaped ID nobody holds is decided as before (docs/product.md#scanning-camera-and-manual-entry), in any case.
    await manualField(page).fill(unknownId.toLowerCase());
    expect(await page.getByText(M.manualEntryNotAnId).count()).toBe(0);
    await manualField(page).press('Enter');
    await result(page).getByText(SCAN_MESSAGES.USER_NOT_FOUND, { exact: true }).waitFor();
    await result(page).getByText(unknownId, { exact: true }).waitFor();
    expect(await journalSize(page)).toBe(before + 1);
    await page.getByRole('button', { name: 'Try Another Code' }).click();
  }
});

test('someone with no pass yet (verified, no participant ID): their email at the kit desk offers a search in Users, where an ID is generated, and that ID issues the kit', async () => {
  const { page } = wedgeDesk;
  const player = await createParticipant(server, 'general', 'Meera Subramanian');
  await api(`/admin/payments/${player.id}/verify`, { method: 'PUT', token: admin, json: {} });
  await page.goto('/admin/kit-distribution');
  await expect.poll(() => focusedField(page)).toBe('manualEntry');

  await wedgeScan(page, player.email);
  await page.getByText(M.manualEntryNotAnId).waitFor();
  await page.getByText(M.manualEntryNoPass).waitFor();
  await page.getByRole('link', { name: M.manualEntryFindInUsers(player.email) }).click();
  await page.waitForURL((url) => url.pathname === '/admin/users' && url.searchParams.get('q') === player.email);
  await page.getByRole('button', { name: `View ${player.name}` }).click();
  const dialog = page.getByRole('dialog', { name: player.name });
  await dialog.getByRole('button', { name: 'Generate participant ID' }).click();
  const idOf = async () =>
    (await api<{ data: { user: { participantId: string | null } } }>(`/admin/users/${player.id}`, { token: admin }))
      .data.user.participantId;
  await expect.poll(idOf).not.toBeNull();
  const participantId = (await idOf())!;
  await dialog.getByText(participantId, { exact: true }).first().waitFor();

  // Back at the desk the new ID is not on its roster yet: the online desk catches up before refusing, and issues the kit.
  await page.goto('/admin/kit-distribution');
  await expect.poll(() => focusedField(page)).toBe('manualEntry');
  await wedgeScan(page, participantId);
  await heading(page, 'Kit Issued Successfully!').waitFor();
  await result(page).getByText(player.name, { exact: true }).waitFor();
  await page.getByRole('button', { name: 'Issue Next Kit' }).click();
});

/** The top and bottom of what the locator shows lie inside the window (nothing to scroll to see it). */
const inView = (locator: ReturnType<Page['locator']>) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.top >= 0 && box.bottom <= window.innerHeight;
  });

test('on a phone, what a manual entry brings is scrolled into view: a refusal with its Users link, and a result card', async () => {
  const context = await coordinatorContext({ viewport: MOBILE_VIEWPORT, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await nameScannerDevice(page, 'Phone desk', { waitForRoster: false });
  await page.getByTestId('roster-state').getByText('Roster ready').waitFor({ timeout: 20_000 });
  await page.goto(`/admin/event-checkin/${event.id}`);
  await heading(page, 'Ready to Scan').waitFor();
  // A phone: the field is not focused for it (the keyboard would cover the camera).
  expect(await page.evaluate(() => matchMedia('(pointer: fine)').matches)).toBe(false);
  expect(await focusedField(page)).not.toBe('manualEntry');

  await manualField(page).fill('kavya raman');
  await manualField(page).press('Enter');
  const link = page.getByRole('link', { name: M.manualEntryFindInUsers('kavya raman') });
  await link.waitFor();
  await expect.poll(() => inView(link)).toBe(true);
  expect(await inView(page.getByText(M.manualEntryNotAnId))).toBe(true);
  await saveScreenshot(page, { path: path.join(shots, 'manual-refusal-390.png') });

  // A result card that is taller than what is left of the screen above the field: its title comes into view.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await manualField(page).fill(passes[0].participantId);
  await manualField(page).press('Enter');
  await heading(page, 'Already Checked In').waitFor();
  await expect.poll(() => inView(heading(page, 'Already Checked In'))).toBe(true);
  await saveScreenshot(page, { path: path.join(shots, 'manual-result-390.png') });

  // The pressed next-scan button goes with the card: the desk's next step takes the focus, not the top of the page.
  await page.getByRole('button', { name: TEXTS.checkIn.next }).tap();
  await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(TEXTS.startScanning);
  await context.close();
});

test('offline, someone who forgot their phone is found by part of their name on the roster, picked by keyboard and checked in; the check-in syncs', async () => {
  const player = await createParticipant(server, 'both', 'Harini Venkatesan');
  await api(`/admin/payments/${player.id}/verify`, { method: 'PUT', token: admin, json: {} });
  const { participantId } = (
    await api<{ data: { participantId: string } }>(`/admin/generate-participant-id/${player.id}`, {
      method: 'POST',
      token: admin,
    })
  ).data;
  const { context, page } = await openDesk('Name desk', { viewport: MOBILE_VIEWPORT });
  await page.getByTestId('roster-state').getByText('Roster ready').waitFor({ timeout: 20_000 });
  await page.goto(`/admin/event-checkin/${event.id}`);
  await heading(page, 'Ready to Scan').waitFor();
  await expect.poll(() => focusedField(page)).toBe('manualEntry');
  await context.setOffline(true);

  // Every participant here studies at the same college: five are listed, and a line says how many more match.
  await wedgeScan(page, 'college of tech');
  const list = page.getByRole('list', { name: /on this device’s roster match “college of tech”/ });
  await expect.poll(() => list.getByRole('button').count()).toBe(5);
  await page.getByText(/^\d+ more match(es)? — type more of the name/).waitFor();
  await saveScreenshot(page, { path: path.join(shots, 'roster-matches-more-390.png') });

  // A wedge scan while the list shows still lands in the field; here, more of a name: one match, with the refusal kept.
  await wedgeScan(page, 'venkat');
  const match = page.getByRole('list', { name: M.manualEntryRosterMatches(1, 'venkat') }).getByRole('button', {
    name: new RegExp(`^${player.name}\\s*, Government College of Technology\\s*, ${participantId}$`),
  });
  await match.waitFor();
  await page.getByText(M.manualEntryNotAnId).waitFor();
  await page.getByRole('link', { name: M.manualEntryFindInUsers('venkat') }).waitFor();
  await saveScreenshot(page, { path: path.join(shots, 'roster-match-390.png') });
  await page.setViewportSize(DESKTOP_VIEWPORT);
  await saveScreenshot(page, { path: path.join(shots, 'roster-match-1280.png'), fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);

  // Reached with Tab, pressed with Enter: decided as if the ID had been typed, and queued on the device.
  await page.keyboard.press('Tab');
  await expect.poll(() => match.evaluate((button) => button === document.activeElement)).toBe(true);
  await page.keyboard.press('Enter');
  await heading(page, 'Check-In Successful!').waitFor();
  await result(page).getByText(participantId, { exact: true }).waitFor();
  await result(page).getByText(player.name, { exact: true }).waitFor();
  expect(await page.getByRole('list', { name: /on this device’s roster/ }).count()).toBe(0);
  await expect.poll(() => focusedField(page)).toBe('manualEntry');
  await status(page).getByText('1 scan waiting to sync').waitFor();

  await context.setOffline(false);
  await status(page).getByText('All scans synced').waitFor({ timeout: 20_000 });
  await expect
    .poll(
      async () =>
        (
          await api<{ attendance: { itemId: string; deskName: string }[] }>(`/qr-scan/history/${participantId}`, {
            token: admin,
          })
        ).attendance,
    )
    .toMatchObject([{ itemId: event.id, deskName: 'Name desk' }]);
  await context.close();
});

test('after a key rotation, a desk that cannot fetch the new key says it could not check the pass yet — never that it is forged — and records nothing', async () => {
  const player = await createParticipant(server, 'both', 'Lakshmi Menon');
  await api(`/admin/payments/${player.id}/verify`, { method: 'PUT', token: admin, json: {} });
  const pass = (
    await api<{ data: { participantId: string; passData: string } }>(`/admin/generate-participant-id/${player.id}`, {
      method: 'POST',
      token: admin,
    })
  ).data;
  const { context, page } = await openDesk('Rotation desk', { viewport: MOBILE_VIEWPORT });
  await page.getByTestId('roster-state').getByText('Roster ready').waitFor({ timeout: 20_000 });

  // The desk last fetched the keys before `npm run passes -- rotate`: it holds only the old key, and the venue
  // Wi-Fi now fails every request for the keys.
  const oldKey = { kid: 'before-rotation', x: generateKeyPairSync('ed25519').publicKey.export({ format: 'jwk' }).x };
  await page.evaluate(
    (keys) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('symposium');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction('meta', 'readwrite');
          tx.objectStore('meta').put({ key: 'passKeys', value: keys });
          tx.oncomplete = () => {
            open.result.close();
            resolve();
          };
        };
      }),
    [oldKey],
  );
  await page.route('**/api/v1/sync/keys', (route) => route.abort('connectionfailed'));
  await page.goto(`/admin/event-checkin/${event.id}`);
  await heading(page, 'Ready to Scan').waitFor();
  const before = await journalSize(page);

  await manualField(page).fill(pass.passData);
  await manualField(page).press('Enter');
  await heading(page, TEXTS.deskProblem['key-unknown'].title).waitFor();
  await page.getByText(TEXTS.deskProblem['key-unknown'].message).waitFor();
  expect(await heading(page, 'Check-In Failed').count()).toBe(0);
  expect(await page.getByText(SCAN_MESSAGES.INVALID_QR).count()).toBe(0);
  expect(await journalSize(page)).toBe(before);
  await saveScreenshot(page, { path: path.join(shots, 'checkin-key-unknown-390.png'), fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);

  // Offline (no fetch is even tried): the same.
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Try Again' }).click();
  await manualField(page).fill(pass.passData);
  await manualField(page).press('Enter');
  await heading(page, TEXTS.deskProblem['key-unknown'].title).waitFor();
  expect(await journalSize(page)).toBe(before);

  // Back online with the keys reachable: the pass names a key the desk has not seen, it fetches the keys and checks in.
  await context.setOffline(false);
  await page.unroute('**/api/v1/sync/keys');
  await page.getByRole('button', { name: 'Try Again' }).click();
  await manualField(page).fill(pass.passData);
  await manualField(page).press('Enter');
  await heading(page, 'Check-In Successful!').waitFor();
  await result(page).getByText(player.name, { exact: true }).waitFor();
  expect(await journalSize(page)).toBe(before + 1);
  await status(page).getByText('All scans synced').waitFor({ timeout: 20_000 });
  await expect
    .poll(
      async () =>
        (await api<{ attendance: { itemId: string }[] }>(`/qr-scan/history/${pass.participantId}`, { token: admin }))
          .attendance,
    )
    .toMatchObject([{ itemId: event.id }]);
  await context.close();
});

test('a second device cannot take a desk’s name: the form says which name clashes, and another name registers it', async () => {
  const context = await coordinatorContext({ viewport: MOBILE_VIEWPORT, permissions: [] });
  const page = await context.newPage();
  await nameScannerDevice(page, ' wedge DESK', { waitForRoster: false });
  const field = page.getByLabel('Device name');
  await page.getByText(M.deviceNameTaken('Wedge desk')).waitFor();
  expect(await field.getAttribute('aria-invalid')).toBe('true');
  await field.fill('Wedge desk 2');
  await page.getByRole('button', { name: 'Save device name' }).click();
  await status(page).getByText('Wedge desk 2').waitFor();

  // Rename: the field takes the focus, Cancel keeps the name, and Rename has the focus back after either way out.
  const rename = page.getByRole('button', { name: 'Rename', exact: true });
  const focused = () =>
    page.evaluate(() => document.activeElement?.getAttribute('name') ?? document.activeElement?.textContent);
  await rename.click();
  await expect.poll(focused).toBe('deviceName');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect.poll(focused).toBe('Rename');
  await rename.click();
  await field.fill('Wedge desk 3');
  await page.getByRole('button', { name: 'Rename device' }).click();
  await status(page).getByText('Wedge desk 3').waitFor();
  await expect.poll(focused).toBe('Rename');
  // Offline, Rename is disabled and says why (the server keeps the names); online again, it is back.
  await context.setOffline(true);
  await page.getByText(TEXTS.renameOffline).waitFor();
  expect(await rename.isDisabled()).toBe(true);
  expect(await rename.getAttribute('aria-describedby')).toBe(
    await page.getByText(TEXTS.renameOffline).getAttribute('id'),
  );
  await context.setOffline(false);
  await page.getByText(TEXTS.renameOffline).waitFor({ state: 'detached' });
  expect(await rename.isEnabled()).toBe(true);
  await context.close();
});

test('kit distribution waits for the roster; a browser without WebCrypto Ed25519 still checks passes; a device that cannot save says so', async () => {
  let roster!: Awaited<ReturnType<typeof holdRequests>>;
  const { page, context } = await openDesk('Kit desk', {
    viewport: MOBILE_VIEWPORT,
    beforeRegister: async (context) => {
      // The roster download is held: the kit screen must not take scans it would judge 'not found'.
      roster = await holdRequests(context, '**/api/v1/sync/pull**');
      // Chrome before 137 (and older Samsung Internet): WebCrypto has no Ed25519.
      await context.addInitScript(() => {
        const importKey = SubtleCrypto.prototype.importKey;
        SubtleCrypto.prototype.importKey = function (
          this: SubtleCrypto,
          ...args: Parameters<SubtleCrypto['importKey']>
        ) {
          const algorithm = args[2];
          const name = typeof algorithm === 'string' ? algorithm : algorithm.name;
          if (name === 'Ed25519') return Promise.reject(new DOMException('Unrecognized name.', 'NotSupportedError'));
          return importKey.apply(this, args);
        } as SubtleCrypto['importKey'];
      });
    },
  });
  await roster.arrived();
  await page.getByRole('link', { name: /Issue one registration kit/ }).click();
  await page.getByTestId('roster-pending').getByText('Downloading the participant roster').waitFor();
  expect(await manualField(page).count()).toBe(0);
  expect(await page.getByRole('button', { name: 'Start Scanning' }).count()).toBe(0);
  await saveScreenshot(page, { path: path.join(shots, 'kit-roster-pending-390.png'), fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);
  await roster.release();
  await heading(page, 'Ready to Issue Kits').waitFor({ timeout: 20_000 });

  // A collection point chosen with a click: the wedge scan still lands in the field.
  await page.getByLabel('Workshop desk').click();
  await wedgeScan(page, passes[0].passData);
  await heading(page, 'Kit Issued Successfully!').waitFor();
  await result(page).getByText('Workshop desk').waitFor();
  await result(page).getByText(passes[0].participantId, { exact: true }).waitFor();
  // The pure-JS verifier still refuses an edited pass.
  await page.getByRole('button', { name: 'Issue Next Kit' }).click();
  await wedgeScan(page, passes[1].passData.replace(passes[1].participantId, passes[2].participantId));
  await heading(page, 'Kit Issuance Failed').waitFor();
  await page.getByText('This QR code is not a valid symposium pass.').waitFor();

  // Storage full: the outbox refuses the write. That is this device's problem, not the participant's.
  await page.evaluate(() => {
    const add = IDBObjectStore.prototype.add;
    (window as unknown as { restoreAdd: () => void }).restoreAdd = () => {
      IDBObjectStore.prototype.add = add;
    };
    IDBObjectStore.prototype.add = function (this: IDBObjectStore, ...args: Parameters<IDBObjectStore['add']>) {
      if (this.name === 'outbox') throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      return add.apply(this, args);
    };
  });
  await page.getByRole('button', { name: 'Try Another Code' }).click();
  await wedgeScan(page, passes[1].passData);
  await heading(page, 'Scan not saved').waitFor();
  await page
    .getByText('This device could not save the scan — try again; if it keeps failing, use another device.')
    .waitFor();
  expect(await heading(page, 'Kit Issuance Failed').count()).toBe(0);
  await saveScreenshot(page, { path: path.join(shots, 'kit-not-saved-390.png'), fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);
  await page.evaluate(() => (window as unknown as { restoreAdd: () => void }).restoreAdd());
  await page.getByRole('button', { name: 'Try Again' }).click();
  await wedgeScan(page, passes[1].passData);
  await heading(page, 'Kit Issued Successfully!').waitFor();
  await heading(page, 'Recent Kit Issuances (2)').waitFor();
  await status(page).getByText('All scans synced').waitFor({ timeout: 20_000 });
  // 'All scans synced' may still be the status from before the scan: the server's record is what counts.
  await expect
    .poll(
      async () => (await api<{ kit: unknown }>(`/qr-scan/kit-status/${passes[1].participantId}`, { token: admin })).kit,
    )
    .toMatchObject({ deskName: 'Kit desk' });
  await context.close();
});

test('a revoked device takes no scans and shows its queue waiting; restored, it drains by itself', async () => {
  const { page, context } = wedgeDesk;
  await page.goto('/admin/kit-distribution');
  await heading(page, 'Ready to Issue Kits').waitFor();
  // A second tab of the same desk whose own syncs never reach the server: it can only learn from the first tab.
  const otherTab = await context.newPage();
  await otherTab.goto('/admin/kit-distribution');
  await heading(otherTab, 'Ready to Issue Kits').waitFor();
  const otherTabSync = await holdRequests(otherTab, '**/api/v1/sync/p*');
  await context.setOffline(true);
  await wedgeScan(page, passes[2].passData);
  await heading(page, 'Kit Issued Successfully!').waitFor();
  await status(page).getByText('1 scan waiting to sync').waitFor();

  const devices = await api<{ data: { deviceId: string; name: string }[] }>('/admin/devices', { token: admin });
  const device = devices.data.find((d) => d.name === 'Wedge desk')!;
  await api(`/admin/devices/${device.deviceId}/revoke`, { method: 'PUT', token: admin, json: {} });
  await context.setOffline(false);

  const card = page.getByTestId('device-revoked');
  await heading(page, 'This device was revoked by an admin').waitFor({ timeout: 20_000 });
  await card.getByText(/revoked by an admin and can no longer sync/).waitFor();
  await card.getByText('1 scan waiting to sync.').waitFor();
  expect(await manualField(page).count()).toBe(0);
  await status(page).getByRole('button', { name: 'Try again' }).waitFor();
  await page.getByTestId('recent-scan').getByText('Waiting to sync').waitFor();
  // The other tab refuses scans at once, with the same words, though its own sync never got an answer.
  await otherTab
    .getByTestId('device-revoked')
    .getByText(/revoked by an admin and can no longer sync/)
    .waitFor();
  expect(await manualField(otherTab).count()).toBe(0);
  await saveScreenshot(page, { path: path.join(shots, 'kit-device-revoked-1280.png'), fullPage: true });
  await page.setViewportSize(MOBILE_VIEWPORT);
  await saveScreenshot(page, { path: path.join(shots, 'kit-device-revoked-390.png'), fullPage: true });
  await page.setViewportSize(DESKTOP_VIEWPORT);
  expect(await seriousViolations(page)).toEqual([]);

  // After a reload the device knows before the server has answered (held here): it stays closed until
  // the server takes its scans again.
  const sync = await holdRequests(page, '**/api/v1/sync/p*');
  await page.reload();
  await heading(page, 'This device was revoked by an admin').waitFor();
  expect(await manualField(page).count()).toBe(0);
  const refused = page.waitForResponse(
    (response) => response.url().includes('/api/v1/sync/p') && response.status() === 403,
  );
  await sync.release();
  await refused;
  // The refused sync has ended (its Try again no longer busy). A routine trigger that comes while a sync is still
  // finishing waits for that sync instead of starting its own; the next one (30 s later) asks again.
  await status(page).locator('button:not([aria-disabled])', { hasText: 'Try again' }).waitFor();

  // Restored while nobody is at the desk: nothing tells it, so it asks again by itself on its routine triggers (the
  // 30 s interval, the tab coming into sight — fired here) and sends its queue; nobody has to press Try again.
  await api(`/admin/devices/${device.deviceId}/restore`, { method: 'PUT', token: admin, json: {} });
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  const ready = heading(page, 'Ready to Issue Kits');
  await ready.waitFor({ timeout: 20_000 });
  await status(page).getByText('All scans synced').waitFor({ timeout: 20_000 });
  // The restore reaches the other tab too.
  await heading(otherTab, 'Ready to Issue Kits').waitFor();
  await otherTabSync.release();
  await otherTab.close();
  expect(
    (await api<{ kit: unknown }>(`/qr-scan/kit-status/${passes[2].participantId}`, { token: admin })).kit,
  ).toMatchObject({ deskName: 'Wedge desk' });
});

test('a server that forgot the device: any block offers Try again, and a failed re-registration is retried when the network returns', async () => {
  const { page, context } = wedgeDesk;
  const devices = await api<{ data: { deviceId: string; name: string }[] }>('/admin/devices', { token: admin });
  const device = devices.data.find((d) => d.name === 'Wedge desk')!;
  const db = openServerDatabase(server);
  db.prepare('delete from devices where id = ?').run(device.deviceId);
  db.close();
  // Registering again fails too (the network drops it), so the device stays blocked as not registered.
  let registrations = 0;
  await page.route('**/api/v1/sync/devices', (route) => {
    registrations++;
    return route.abort();
  });
  const problem = status(page).getByText(/not registered for scanning/);
  const tryAgain = status(page).getByRole('button', { name: 'Try again' });
  await status(page).getByRole('button', { name: 'Sync now' }).click();
  await expect.poll(() => registrations, { timeout: 20_000 }).toBe(1);
  await problem.waitFor();
  // Not only a revoked device: any block offers Try again (here it registers again, and fails again).
  await tryAgain.click();
  await expect.poll(() => registrations).toBe(2);
  await problem.waitFor();
  await expect.poll(() => tryAgain.isEnabled()).toBe(true);

  // The network comes back: the runtime registers the device again by itself ('online', else the 30 s
  // interval when the first attempt went out before the network carried it), and syncs.
  await page.unroute('**/api/v1/sync/devices');
  await context.setOffline(true);
  await context.setOffline(false);
  await expect
    .poll(
      async () => (await api<{ data: { name: string }[] }>('/admin/devices', { token: admin })).data.map((d) => d.name),
      { timeout: 45_000 },
    )
    .toContain('Wedge desk');
  await problem.waitFor({ state: 'hidden' });
  await status(page).getByRole('button', { name: 'Sync now' }).waitFor();
  await context.close();
});

test('a forgotten desk whose name another device took meanwhile: the status bar says which name, the rename form opens, and the queued scan syncs', async () => {
  const player = await createParticipant(server, 'both', 'Meera Krishnan');
  await api(`/admin/payments/${player.id}/verify`, { method: 'PUT', token: admin, json: {} });
  const pass = (
    await api<{ data: { participantId: string; passData: string } }>(`/admin/generate-participant-id/${player.id}`, {
      method: 'POST',
      token: admin,
    })
  ).data;
  // The kit screen is loaded offline: through the worker.
  const { context, page } = await openDesk('Side door desk', { viewport: MOBILE_VIEWPORT, serviceWorkers: 'allow' });
  await page.getByTestId('roster-state').getByText('Roster ready').waitFor();

  // Offline, a kit is issued and queued; meanwhile the server forgets the desk and another device takes its name.
  await context.setOffline(true);
  await page.goto('/admin/kit-distribution');
  await manualField(page).fill(pass.passData);
  await page.keyboard.press('Enter');
  await heading(page, 'Kit Issued Successfully!').waitFor();
  await status(page).getByText('1 scan waiting to sync').waitFor();
  const devices = await api<{ data: { deviceId: string; name: string }[] }>('/admin/devices', { token: admin });
  const db = openServerDatabase(server);
  db.prepare('delete from devices where id = ?').run(devices.data.find((d) => d.name === 'Side door desk')!.deviceId);
  db.close();
  await api('/sync/devices', { token: admin, json: { deviceId: crypto.randomUUID(), name: 'Side door desk' } });

  // Back online: registering again under its name is refused, and the status bar says why — not "not registered".
  await context.setOffline(false);
  await status(page).getByText(M.deviceNameTaken('Side door desk'), { exact: false }).waitFor();
  expect(
    await status(page)
      .getByText(/not registered for scanning/)
      .count(),
  ).toBe(0);
  await status(page).getByText('1 scan waiting to sync').waitFor();
  await saveScreenshot(page, { path: path.join(shots, 'device-name-taken-status-390.png'), fullPage: true });
  await status(page).getByRole('link', { name: 'Rename this device' }).click();

  // The scanner home opens the rename form with the clash at the field; another name registers it and the scan syncs.
  const field = page.getByLabel('Device name');
  await page.locator('form.device-name-form').getByText(M.deviceNameTaken('Side door desk')).waitFor();
  expect(await field.getAttribute('aria-invalid')).toBe('true');
  await page.setViewportSize(DESKTOP_VIEWPORT);
  await saveScreenshot(page, { path: path.join(shots, 'device-name-taken-rename-1280.png'), fullPage: true });
  await field.fill('Side door desk 2');
  await page.getByRole('button', { name: 'Rename device' }).click();
  await status(page).getByText('All scans synced').waitFor();
  await status(page).getByText('Side door desk 2').waitFor();
  const kit = await api<{ kit: { idCardNumber: string } | null }>(`/qr-scan/kit-status/${pass.participantId}`, {
    token: admin,
  });
  expect(kit.kit).not.toBeNull();
  await context.close();
});

test('a person the desk turned away on an old roster: once synced, the card says they are eligible and a new scan issues the kit', async () => {
  const { page, context } = await openDesk('Gate desk', { viewport: MOBILE_VIEWPORT });
  await page.getByTestId('roster-state').getByText('Roster ready').waitFor();
  await page.goto('/admin/kit-distribution');
  await heading(page, 'Ready to Issue Kits').waitFor();
  // Verified at the registration desk after this desk's last pull: its roster does not know them yet.
  await context.setOffline(true);
  const player = await createParticipant(server, 'general', 'Latecomer Ananya');
  await api(`/admin/payments/${player.id}/verify`, { method: 'PUT', token: admin, json: {} });
  const pass = (
    await api<{ data: { participantId: string; passData: string } }>(`/admin/generate-participant-id/${player.id}`, {
      method: 'POST',
      token: admin,
    })
  ).data;
  await wedgeScan(page, pass.passData);
  await heading(page, 'Kit Issuance Failed').waitFor();

  // The server would have issued it (REFUSED_AT_DESK): never "the server agrees".
  await context.setOffline(false);
  await status(page).getByText('All scans synced').waitFor({ timeout: 20_000 });
  await result(page)
    .getByText(
      /Server verdict: the participant is eligible — this device's roster was out of date, so nothing was recorded\. Scan the pass again\./,
    )
    .waitFor();
  expect(await result(page).getByText('Synced — the server agrees').count()).toBe(0);
  await saveScreenshot(page, { path: path.join(shots, 'kit-refused-at-desk-390.png'), fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Try Another Code' }).click();
  await wedgeScan(page, pass.passData);
  await heading(page, 'Kit Issued Successfully!').waitFor();
  await status(page).getByText('All scans synced').waitFor({ timeout: 20_000 });
  // 'All scans synced' may still be the status from before the scan: the server's record is what counts.
  await expect
    .poll(async () => (await api<{ kit: unknown }>(`/qr-scan/kit-status/${pass.participantId}`, { token: admin })).kit)
    .toMatchObject({ deskName: 'Gate desk' });
  await context.close();
});

test('someone not registered for a workshop: the refusal offers Admit anyway, a second press admits, and admins review it on /admin', async () => {
  const workshop = (await getWorkshops(server)).workshops[0]!;
  const player = await createParticipant(server, 'both', 'Ishaan Verma');
  await api(`/admin/payments/${player.id}/verify`, { method: 'PUT', token: admin, json: {} });
  const pass = (
    await api<{ data: { participantId: string; passData: string } }>(`/admin/generate-participant-id/${player.id}`, {
      method: 'POST',
      token: admin,
    })
  ).data;
  const { page, context } = await openDesk('Lab desk', { viewport: MOBILE_VIEWPORT });
  await page.getByTestId('roster-state').getByText('Roster ready').waitFor();
  await page.goto(`/admin/event-checkin/${workshop.id}`);
  await heading(page, 'Ready to Scan').waitFor();

  // A workshop admits only those registered for it: typed at the desk, the ID is refused with its own guidance.
  const refusal = `Ishaan Verma is not registered for ${workshop.title}.`;
  await manualField(page).fill(pass.participantId);
  await manualField(page).press('Enter');
  await heading(page, 'Not Registered').waitFor();
  await result(page).getByText(refusal, { exact: true }).waitFor();
  await result(page).getByText(TEXTS.checkIn.guidance.NOT_REGISTERED!).waitFor();
  const admit = result(page).getByRole('button', { name: 'Admit anyway' });
  await admit.scrollIntoViewIfNeeded();
  await saveScreenshot(result(page), { path: path.join(shots, 'checkin-not-registered-admit-anyway-390.png') });
  expect(await seriousViolations(page)).toEqual([]);

  // The first press only arms it, naming the person; nothing is recorded until the second.
  await admit.click();
  const confirm = result(page).getByRole('button', { name: 'Confirm: admit Ishaan Verma' });
  await confirm.waitFor();
  await heading(page, 'Not Registered').waitFor();
  await saveScreenshot(result(page), { path: path.join(shots, 'checkin-admit-anyway-armed-390.png') });
  await confirm.click();
  await heading(page, 'Admitted Anyway').waitFor();
  await result(page).getByText(refusal, { exact: true }).waitFor();
  await heading(page, 'Recent Check-Ins (1)').waitFor();
  await page.locator('.recent-scans').getByText('Admitted anyway').waitFor();

  // The server records it as forced, by the coordinator at this desk, and lists it for the admins.
  await status(page).getByText('All scans synced').waitFor({ timeout: 20_000 });
  await expect
    .poll(
      async () =>
        (
          await api<{ attendance: { itemId: string; deskName: string }[] }>(`/qr-scan/history/${pass.participantId}`, {
            token: admin,
          })
        ).attendance,
    )
    .toMatchObject([{ itemId: workshop.id, deskName: 'Lab desk' }]);
  const dashboard = await openStaffTab(browser, server);
  const forced = dashboard.page.locator('.conflicts-panel .conflict-item', { hasText: pass.participantId });
  await forced.getByText('Admitted anyway', { exact: true }).waitFor();
  const detail = await forced.locator('.conflict-detail').innerText();
  expect(detail).toMatch(
    new RegExp(
      `^Admitted anyway to ${escapeRegExp(workshop.title)} by ${coordinator.name} at Lab desk on .+: ${escapeRegExp(refusal)}$`,
    ),
  );
  await saveScreenshot(dashboard.page.locator('.conflicts-panel'), {
    path: path.join(shots, 'dashboard-admitted-anyway-1280.png'),
  });
  await dashboard.context.close();
  await context.close();
});

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
