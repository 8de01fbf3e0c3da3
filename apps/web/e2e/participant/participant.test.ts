import { M } from '@symposium/schema/messages';
import type { Browser, Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import {
  adminToken,
  apiCall,
  createParticipant,
  generateParticipantId,
  getEvents,
  getWorkshops,
  rejectPayment,
  updateSettings,
  verifyPayment,
} from '../support/api-calls';
import type { ApiServer } from '../support/api-server';
import { seriousViolations } from '../support/axe';
import { DESKTOP_VIEWPORT, MOBILE_VIEWPORT } from '../support/browser';
import { openCheckInToday, openServerDatabase } from '../support/database';
import { readQr } from '../support/qr';
import { holdRequests } from '../support/held-requests';
import { useServerAndBrowser } from '../support/server-and-browser';
import { passSavedOnThisDevice, signedInContext, signedInStorage, signInAsParticipant } from '../support/sign-in';
import { reloadThroughWorker } from '../support/service-worker';
import { saveScreenshot } from '../support/screenshots';
import { FIRST_NIGHT, LAST_NIGHT } from '../support/test-edition';

const suite = useServerAndBrowser();
let server: ApiServer;
let browser: Browser;
beforeAll(() => ({ server, browser } = suite));

let admin: string;
type Account = Awaited<ReturnType<typeof createParticipant>>;
let player: Account; // general, verified, participant ID generated
let workshopPlayer: Account; // workshop, verified, no ID yet
let pendingPlayer: Account;
let rejectedPlayer: Account;
let participantId: string;

beforeAll(async () => {
  admin = await adminToken(server);
  [player, workshopPlayer, pendingPlayer, rejectedPlayer] = await Promise.all([
    createParticipant(server, 'general', 'Kavya Raman'),
    createParticipant(server, 'workshop', 'Nila Devi'),
    createParticipant(server, 'both', 'Arun Prakash'),
    createParticipant(server, 'general', 'Tamil Selvan'),
  ]);
  await verifyPayment(server, admin, player.id);
  participantId = await generateParticipantId(server, admin, player.id);
  await verifyPayment(server, admin, workshopPlayer.id);
  await rejectPayment(server, admin, rejectedPlayer.id, 'The screenshot does not show the transaction ID');
  // The seeded deadlines (22 October 2025) have passed; SKY SHOT stays open for these tests.
  const db = openServerDatabase(server);
  db.prepare("update events set registration_deadline = '2099-12-31T23:59' where name = 'SKY SHOT'").run();
  // A closed item says 'Registration Closed' up front; these tests register for the workshops too.
  db.prepare("update workshops set registration_deadline = '2099-12-31T23:59'").run();
  db.close();
});

/**
 * A participant's phone, signed in (through the API: the login form is register-login.test.ts's subject, and the new
 * phone's sign-in below is this file's), on their profile, where signing in lands them, or on the page `at` (a test
 * about the event lists opens them straight away: a profile loaded first and never looked at costs a page load).
 */
async function signedIn(
  account: Account,
  viewport = MOBILE_VIEWPORT,
  options: { serviceWorkers?: 'allow' | 'block'; at?: string } = {},
) {
  const context = await signedInContext(browser, server, account, { viewport, serviceWorkers: options.serviceWorkers });
  const page = await context.newPage();
  await page.goto(options.at ?? '/profile');
  return { context, page };
}

const visible = (page: Page, text: string) =>
  page.getByText(text, { exact: true }).first().waitFor({ state: 'visible', timeout: 10_000 });

/** `inner` (its button row and message) lies within `outer`'s box, horizontally. */
async function expectInside(inner: Locator, outer: Locator) {
  const [innerBox, outerBox] = await Promise.all([inner.boundingBox(), outer.boundingBox()]);
  expect(innerBox).not.toBeNull();
  expect(outerBox).not.toBeNull();
  expect(innerBox!.x).toBeGreaterThanOrEqual(outerBox!.x);
  expect(innerBox!.x + innerBox!.width).toBeLessThanOrEqual(outerBox!.x + outerBox!.width);
}

async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
  }));
  expect(widths.page).toBeLessThanOrEqual(widths.viewport);
}

describe('event and workshop registration', () => {
  test('while staff keep registration closed, Register Now shows the spec alert', async () => {
    const { page } = await signedIn(player, MOBILE_VIEWPORT, { at: '/events/technical' });
    const card = page.locator('.event-card', { hasText: 'SKY SHOT' });
    await card.getByRole('button', { name: 'Register Now' }).click();
    const eventAlert = card.getByRole('alert').filter({ hasText: M.eventRegistrationUnavailable });
    await eventAlert.waitFor();
    // The long alert wraps inside its card on a phone: nothing sticks out, the page never scrolls sideways.
    await expectInside(eventAlert, card);
    await expectNoSidewaysScroll(page);
    await saveScreenshot(card, { path: '/tmp/e2e-event-card-alert-mobile.png' });
    // Workshops are for a Workshop (or Both) registration: the general player's card says so without a press.
    const other = await signedIn(workshopPlayer, MOBILE_VIEWPORT, { at: '/workshops' });
    const workshopCard = other.page.locator('.workshop-card').first();
    await workshopCard.getByRole('button', { name: 'Register Now' }).click();
    await visible(other.page, M.workshopRegistrationUnavailable);
    await expectInside(workshopCard.getByRole('alert'), workshopCard);
    await expectNoSidewaysScroll(other.page);
  });

  test('once open, a participant registers: Register Now → Registering... → ✓ Registered, kept after a reload', async () => {
    await updateSettings(server, admin, { eventRegistrationOpen: true, workshopRegistrationOpen: true });
    const setEngineGambleDeadline = (deadline: string) => {
      const db = openServerDatabase(server);
      db.prepare("update events set registration_deadline = ? where name = 'ENGINE GAMBLE'").run(deadline);
      db.close();
    };
    setEngineGambleDeadline('2099-12-31T23:59');
    const { page } = await signedIn(player, MOBILE_VIEWPORT, { at: '/events/technical' });
    const card = page.locator('.event-card', { hasText: 'SKY SHOT' });
    const late = page.locator('.event-card', { hasText: 'ENGINE GAMBLE' });
    await late.getByRole('button', { name: 'Register Now' }).waitFor();
    // The answer is held until the busy state has been seen.
    const answer = await holdRequests(page, '**/api/v1/event-registrations');
    await card.getByRole('button', { name: 'Register Now' }).click();
    await card.getByRole('button', { name: 'Registering...' }).waitFor();
    await answer.release();
    const done = card.getByRole('button', { name: '✓ Registered' });
    await done.waitFor();
    expect(await done.isDisabled()).toBe(true);

    // A deadline that passes while the page is open is the server's answer, shown on the card.
    setEngineGambleDeadline('2025-10-22T23:59');
    await late.getByRole('button', { name: 'Register Now' }).click();
    await late.getByRole('alert').filter({ hasText: M.eventRegistrationClosed }).waitFor();

    await page.reload();
    await card.getByRole('button', { name: '✓ Registered' }).waitFor();
    await card.getByRole('button', { name: 'View Details' }).click();
    await page
      .getByRole('dialog', { name: 'SKY SHOT' })
      .getByRole('button', { name: '✓ Already Registered' })
      .waitFor();
    await page.keyboard.press('Escape');
    const { events } = await getEvents(server);
    expect(events.find((e) => e.name === 'SKY SHOT')).toMatchObject({ registrations: 1 });
    await saveScreenshot(page, { path: '/tmp/e2e-events-registered-mobile.png', fullPage: true });
  });

  test('the registration type decides access up front: an item outside it is disabled with the reason, never Register Now', async () => {
    const notIncluded = (scope: Locator | Page) =>
      scope.getByRole('button', { name: 'Not in Your Registration', exact: true });

    // A general player: every workshop says so before anyone presses, with the server's reason in words.
    const { page } = await signedIn(player, MOBILE_VIEWPORT, { at: '/workshops' });
    const workshopCards = page.locator('.workshop-card');
    await notIncluded(workshopCards.first()).waitFor();
    const workshops = await workshopCards.count();
    expect(workshops).toBeGreaterThan(0);
    expect(await notIncluded(page).count()).toBe(workshops);
    expect(await page.getByRole('button', { name: 'Register Now', exact: true }).count()).toBe(0);
    const button = notIncluded(workshopCards.first());
    expect(await button.isDisabled()).toBe(true);
    const reasonId = await button.getAttribute('aria-describedby');
    expect(await page.locator(`[id="${reasonId}"]`).textContent()).toBe(M.workshopAccessDenied);
    await expectInside(page.locator(`[id="${reasonId}"]`), workshopCards.first());
    await expectNoSidewaysScroll(page);
    await saveScreenshot(workshopCards.first(), { path: '/tmp/e2e-workshop-not-included-mobile.png' });
    expect(await seriousViolations(page)).toEqual([]);
    // The same general player still gets Register Now on events.
    await page.goto('/events/technical');
    await page
      .locator('.event-card', { hasText: 'SKY SHOT' })
      .getByRole('button', { name: /Register Now|✓ Registered/ })
      .waitFor();

    // A workshop player: the events' cards and the detail modal say so, on a phone and on a desktop.
    const other = await signedIn(workshopPlayer, DESKTOP_VIEWPORT, { at: '/events/technical' });
    const card = other.page.locator('.event-card', { hasText: 'SKY SHOT' });
    await notIncluded(card).waitFor();
    await card.getByText(M.eventAccessDenied, { exact: true }).waitFor();
    expect(await other.page.getByRole('button', { name: 'Register Now', exact: true }).count()).toBe(0);
    await saveScreenshot(other.page, { path: '/tmp/e2e-events-not-included-desktop.png', fullPage: true });
    await card.getByRole('button', { name: 'View Details' }).click();
    const dialog = other.page.getByRole('dialog', { name: 'SKY SHOT' });
    await notIncluded(dialog).waitFor();
    await dialog.getByText(M.eventAccessDenied, { exact: true }).waitFor();
    expect(await seriousViolations(other.page)).toEqual([]);
    await other.page.setViewportSize(MOBILE_VIEWPORT);
    await saveScreenshot(other.page, { path: '/tmp/e2e-event-modal-not-included-mobile.png' });
    await other.page.keyboard.press('Escape');

    // A Both registration includes everything; while its payment awaits verification, every card says that up front
    // (the server's next refusal, PAYMENT_NOT_VERIFIED) instead of a Register Now that can only be refused.
    const both = await signedIn(pendingPlayer, MOBILE_VIEWPORT, { at: '/workshops' });
    const pendingButton = both.page
      .locator('.workshop-card')
      .first()
      .getByRole('button', { name: M.registerPaymentPendingLabel, exact: true });
    await pendingButton.waitFor();
    expect(await pendingButton.isDisabled()).toBe(true);
    const pendingReasonId = await pendingButton.getAttribute('aria-describedby');
    expect(await both.page.locator(`[id="${pendingReasonId}"]`).textContent()).toBe(M.registrationPaymentPending);
    expect(await notIncluded(both.page).count()).toBe(0);
    expect(await both.page.getByRole('button', { name: 'Register Now', exact: true }).count()).toBe(0);
    await both.page.goto('/events/technical');
    await both.page
      .locator('.event-card', { hasText: 'SKY SHOT' })
      .getByText(M.registrationPaymentPending, { exact: true })
      .waitFor();
    await saveScreenshot(both.page, { path: '/tmp/e2e-events-payment-pending-mobile.png', fullPage: true });

    // A page load asks who is signed in once: the session check's answer is this visit's, so neither the cards'
    // fresh look at the payment nor the profile asks again; the profile's two registration cards share one
    // request for each list.
    const asked: string[] = [];
    both.page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/v1/')) asked.push(`${request.method()} ${pathname.slice('/api/v1'.length)}`);
    });
    const times = (call: string) => asked.filter((entry) => entry === call).length;
    await both.page.reload();
    await both.page
      .locator('.event-card', { hasText: 'SKY SHOT' })
      .getByText(M.registrationPaymentPending, { exact: true })
      .waitFor();
    await both.page.waitForLoadState('networkidle');
    expect(times('GET /auth/me')).toBe(1);
    asked.length = 0;
    await both.page.goto('/profile');
    await visible(both.page, M.passAwaitingPayment);
    await both.page.locator('#event-registrations-title').waitFor();
    await both.page.waitForLoadState('networkidle');
    expect([times('GET /auth/me'), times('GET /events'), times('GET /workshops')]).toEqual([1, 1, 1]);

    // The installed app stays open for days: a payment verified meanwhile opens the cards without a reload.
    const waiting = await createParticipant(server, 'both', 'Devi Lakshmi');
    const later = await signedIn(waiting, MOBILE_VIEWPORT, { at: '/events/technical' });
    await later.page
      .locator('.event-card', { hasText: 'SKY SHOT' })
      .getByText(M.registrationPaymentPending, { exact: true })
      .waitFor();
    await verifyPayment(server, admin, waiting.id);
    await later.page.evaluate(() => {
      history.pushState(null, '', '/workshops');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await later.page
      .locator('.workshop-card')
      .first()
      .getByRole('button', { name: 'Register Now', exact: true })
      .waitFor();

    // The server keeps its own refusal for anyone who calls it anyway.
    const { token } = await apiCall<{ token: string }>(server, '/auth/login', {
      json: { email: workshopPlayer.email, password: workshopPlayer.password, rememberMe: false },
    });
    const skyShot = (await getEvents(server)).events.find((e) => e.name === 'SKY SHOT')!;
    await expect(apiCall(server, '/event-registrations', { token, json: { eventId: skyShot.id } })).rejects.toThrow(
      /403.*ACCESS_DENIED/,
    );
  });
});

describe('withdrawing', () => {
  test('Withdraw on the profile asks first: Keep My Place keeps it, Yes, Withdraw frees the place', async () => {
    await updateSettings(server, admin, { eventRegistrationOpen: true });
    const db = openServerDatabase(server);
    db.prepare("update events set registration_deadline = '2099-12-31T23:59' where name = 'MECH SHOWDOWN'").run();
    db.close();
    const { events } = await getEvents(server);
    const showdown = events.find((e) => e.name === 'MECH SHOWDOWN')!;
    const { token } = await apiCall<{ token: string }>(server, '/auth/login', {
      json: { email: player.email, password: player.password, rememberMe: false },
    });
    await apiCall(server, '/event-registrations', { token, json: { eventId: showdown.id } });

    const { page } = await signedIn(player);
    const item = page.locator('.registered-item', { hasText: 'MECH SHOWDOWN' });
    await item.getByRole('button', { name: 'Withdraw from MECH SHOWDOWN' }).click();
    const question = item.getByRole('group', { name: 'Withdraw from MECH SHOWDOWN?' });
    await question.getByText('Withdraw from MECH SHOWDOWN? Your place may go to another player.').waitFor();
    await saveScreenshot(page, { path: '/tmp/e2e-profile-withdraw-confirm-mobile.png', fullPage: true });
    await question.getByRole('button', { name: 'Keep My Place' }).click();
    await item.getByRole('button', { name: 'Withdraw from MECH SHOWDOWN' }).waitFor();
    const mine = () =>
      apiCall<{ data: { event: { _id: string } }[] }>(server, '/event-registrations/my-registrations', { token });
    expect((await mine()).data.map((r) => r.event._id)).toContain(showdown.id);

    await item.getByRole('button', { name: 'Withdraw from MECH SHOWDOWN' }).click();
    await item.getByRole('button', { name: 'Yes, Withdraw' }).click();
    await item.waitFor({ state: 'detached' });
    // The focused button went with its row: the focus stays in the card (a next Withdraw, Browse events or the title).
    expect(await page.evaluate(() => document.activeElement?.closest('section')?.getAttribute('aria-labelledby'))).toBe(
      'event-registrations-title',
    );
    expect((await mine()).data.map((r) => r.event._id)).not.toContain(showdown.id);
    await page.goto('/events/technical');
    await page
      .locator('.event-card', { hasText: 'MECH SHOWDOWN' })
      .getByRole('button', { name: 'Register Now' })
      .waitFor();
  });
});

describe('profile', () => {
  test('a verified participant with an ID sees QR CODE VERIFIED & ACTIVE and a QR holding their participant ID', async () => {
    const { page } = await signedIn(player, DESKTOP_VIEWPORT);
    await page.getByRole('heading', { name: 'Player Profile' }).waitFor();
    await visible(page, M.passActive);
    await visible(page, participantId);
    const qr = page.getByRole('img', { name: `Entry pass QR code for ${participantId}` });
    await qr.waitFor();
    const text = await readQr(qr);
    expect(text).not.toBeNull();
    expect(JSON.parse(text!)).toMatchObject({ participantId });
    await page.getByRole('heading', { name: 'Registered Events' }).waitFor();
    await visible(page, 'SKY SHOT');
    await visible(page, `Report to the registration desk by 9:00 AM on 23 October to collect your kit.`);
    await page.getByText(/^Last refreshed: /).waitFor();
    await saveScreenshot(page, { path: '/tmp/e2e-profile-desktop.png', fullPage: true });
    await page.setViewportSize(MOBILE_VIEWPORT);
    await saveScreenshot(page, { path: '/tmp/e2e-profile-mobile.png', fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download QR' }).click();
    expect((await download).suggestedFilename()).toBe(`${participantId}-entry-pass.png`);
  });

  test("'Registered Events' lists what the participant attended: a registered event checked in, and one attended without registering", async () => {
    const events = await apiCall<{ events: { id: string; name: string }[] }>(server, '/events');
    const idOf = (name: string) => events.events.find((e) => e.name === name)!.id;
    openCheckInToday(server, [idOf('SKY SHOT'), idOf('ROBO RUMBLE')]); // the desks admit on the day of the event
    for (const name of ['SKY SHOT', 'ROBO RUMBLE']) {
      await apiCall(server, '/qr-scan/check-in', {
        token: admin,
        json: { participantId, eventId: idOf(name), eventType: 'event' },
      });
    }
    const { page, context } = await signedIn(player);
    const card = page.getByRole('region', { name: /Registered Events/ });
    await card.getByRole('heading', { name: 'Registered Events (2)' }).waitFor();
    for (const name of ['SKY SHOT', 'ROBO RUMBLE']) {
      const row = card.getByRole('listitem').filter({ hasText: name });
      await row.getByText(/Attended · checked in /).waitFor();
      // Checked in: there is nothing left to withdraw from.
      expect(await row.getByRole('button', { name: /Withdraw/ }).count()).toBe(0);
    }
    await saveScreenshot(page, { path: '/tmp/e2e-profile-attended-mobile.png', fullPage: true });
    await context.close();
  });

  test('the badge follows the payment: generating, awaiting verification, verification required with the reason', async () => {
    const verified = await signedIn(workshopPlayer);
    await visible(verified.page, M.passGenerating);
    // No participant ID yet: the Player ID is the last 8 characters of the registration id.
    await visible(verified.page, workshopPlayer.id.slice(-8).toUpperCase());

    const pending = await signedIn(pendingPlayer);
    await visible(pending.page, M.passAwaitingPayment);
    // Nothing registered yet: the card says why registering waits, beside its Browse link; a verified player's does not.
    const pendingEvents = pending.page.locator('section', {
      has: pending.page.getByRole('heading', { name: /^Registered Events/ }),
    });
    await pendingEvents.getByText(`No events yet. ${M.registrationPaymentPending}`).waitFor();
    await pendingEvents.getByRole('link', { name: 'Browse events' }).waitFor();
    await verified.page.getByRole('heading', { name: /^Registered Workshops \(\d+\)/ }).waitFor();
    expect(await verified.page.getByText(M.registrationPaymentPending).count()).toBe(0);

    const rejected = await signedIn(rejectedPlayer);
    await visible(rejected.page, M.passPaymentRequired);
    await visible(rejected.page, 'Reason: The screenshot does not show the transaction ID');
    await saveScreenshot(rejected.page, { path: '/tmp/e2e-profile-rejected-mobile.png', fullPage: true });
  });

  test('/profile opened on a slow connection: nothing shows under the session check that the profile then pushes away', async () => {
    const { context, page } = await signedIn(pendingPlayer);
    // A slow network: the session check (GET /auth/me) answers once the page has been seen waiting for it.
    const session = await holdRequests(page, '**/api/v1/auth/me');
    await page.goto('/profile');
    await visible(page, 'Checking your session...');
    // The footer and its links wait below the screen: the profile would push them down from under a finger.
    const footerTop = () => page.getByRole('contentinfo').evaluate((footer) => footer.getBoundingClientRect().top);
    expect(await footerTop()).toBeGreaterThanOrEqual(MOBILE_VIEWPORT.height);
    await saveScreenshot(page, { path: '/tmp/e2e-profile-checking-session-mobile.png' });
    await session.release();
    await page.getByRole('heading', { name: 'Player Profile' }).waitFor();
    await visible(page, M.passAwaitingPayment);
    await context.close();
  });

  test('signing in on a new phone: the registered workshops show once fetched, never "No workshops yet." meanwhile', async () => {
    const newPhoneUser = await createParticipant(server, 'both', 'Meena Kumari');
    await verifyPayment(server, admin, newPhoneUser.id);
    await updateSettings(server, admin, { workshopRegistrationOpen: true });
    const [workshop] = (await getWorkshops(server)).workshops;
    const login = await apiCall<{ token: string }>(server, '/auth/login', {
      json: { email: newPhoneUser.email, password: newPhoneUser.password },
    });
    await apiCall(server, '/registrations', { token: login.token, json: { workshopId: workshop!.id } });

    const context = await browser.newContext({ viewport: MOBILE_VIEWPORT, baseURL: server.baseUrl });
    const page = await context.newPage();
    // A slow network: the registrations answer after the profile has shown the signed-in user.
    const list = await holdRequests(page, '**/api/v1/registrations/my-registrations');
    await signInAsParticipant(page, newPhoneUser);
    const workshops = page.getByRole('region', { name: /^Registered Workshops/ });
    await workshops.getByText('Loading your workshops...', { exact: true }).waitFor();
    expect(await workshops.getByText('No workshops yet.', { exact: false }).count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'Registered Events (0)' }).count()).toBe(0);

    await list.release();
    await workshops.getByText(workshop!.title, { exact: true }).waitFor();
    expect(await workshops.getByRole('heading').textContent()).toBe('Registered Workshops (1)');
    await page.getByRole('heading', { name: 'Registered Events (0)' }).waitFor();
    await context.close();
  });

  test('the profile points each participant at what their registration type includes', async () => {
    const workshopOnly = await signedIn(workshopPlayer);
    const events = workshopOnly.page.getByRole('region', { name: /Registered Events/ });
    await events.getByText(M.eventAccessDenied, { exact: true }).waitFor();
    expect(await events.getByRole('link', { name: 'Browse events' }).count()).toBe(0);
    // What to do about it: the organisers change a registration type.
    expect(await events.getByRole('link', { name: M.registrationTypeChange }).getAttribute('href')).toBe('/contact');
    const more = workshopOnly.page.getByRole('link', { name: 'Register for More Workshops' });
    expect(await more.getAttribute('href')).toBe('/workshops');
    expect(await workshopOnly.page.getByRole('link', { name: 'Register for More Events' }).count()).toBe(0);
    await saveScreenshot(workshopOnly.page, { path: '/tmp/e2e-profile-workshop-only-mobile.png', fullPage: true });

    const general = await signedIn(player);
    const workshops = general.page.getByRole('region', { name: /Registered Workshops/ });
    await workshops.getByText(M.workshopAccessDenied, { exact: true }).waitFor();
    expect(await general.page.getByRole('link', { name: 'Register for More Events' }).getAttribute('href')).toBe(
      '/events',
    );
  });

  test('/profile keeps its place while its data comes: the pass at once, the parts below where they stay', async () => {
    // A general player with a stay and an event: every part below the pass has something to show.
    const guest = await createParticipant(server, 'general', 'Divya Bharathi', {
      checkIn: FIRST_NIGHT,
      checkOut: LAST_NIGHT,
      gender: 'female',
    });
    await verifyPayment(server, admin, guest.id);
    await generateParticipantId(server, admin, guest.id);
    await updateSettings(server, admin, { eventRegistrationOpen: true });
    const skyShot = (await getEvents(server)).events.find((e) => e.name === 'SKY SHOT')!;
    const login = await apiCall<{ token: string }>(server, '/auth/login', {
      json: { email: guest.email, password: guest.password },
    });
    await apiCall(server, '/event-registrations', { token: login.token, json: { eventId: skyShot.id } });

    // What a finger may be on its way to: the rules, the profile's Logout (the last action), the pass's Refresh.
    const watched = [
      '#instructions-title',
      'section[aria-labelledby="actions-title"] button:last-child',
      '.pass-refresh button',
    ];
    const storageState = await signedInStorage(server, guest);
    const held = [
      '/auth/me',
      '/registrations/my-registrations',
      '/accommodation/mine',
      '/events',
      '/workshops',
      '/config',
    ];
    // On the phone a participant holds (the cards stack, so every part below the pass sits under the others).
    const viewport = MOBILE_VIEWPORT;
    for (const path of held) {
      const context = await browser.newContext({ baseURL: server.baseUrl, viewport, storageState });
      // Each place a watched element shows at (as in admin-tables' "keep their place"), from the moment the app
      // switches to the web fonts, one frame after its first render: the text face can move a centred button by
      // 2 px (docs/decisions/0028-csp-compression-and-the-first-load.md, "The display face's stand-in draws capitals until the web fonts join"), which is
      // not this test's subject.
      await context.addInitScript((selectors) => {
        const seen: Record<string, string[]> = Object.fromEntries(selectors.map((selector) => [selector, []]));
        Object.assign(window, { seenPlaces: seen });
        new MutationObserver(() => {
          if (!document.documentElement.classList.contains('web-fonts')) return;
          for (const selector of selectors) {
            const box = document.querySelector(selector)?.getBoundingClientRect();
            // Whole pixels: no sub-pixel noise. A box of no size is not shown.
            const place =
              box && (box.width || box.height)
                ? `${Math.round(box.top + scrollY)}, ${Math.round(box.left)}`
                : undefined;
            if (place !== undefined && place !== seen[selector]!.at(-1)) seen[selector]!.push(place);
          }
        }).observe(document, { childList: true, subtree: true, characterData: true, attributeFilter: ['class'] });
      }, watched);
      const page = await context.newPage();
      // Held until the pass shows (the session check: until the page says it is checking), as on a slow network.
      const shown = page.locator('.pass-card .pass-player-id').or(page.getByText('Checking your session...'));
      await page.route(
        (url) => url.pathname === `/api/v1${path}`,
        (route) =>
          shown
            .first()
            .waitFor()
            .then(() => route.continue()),
      );
      // A first visit on this device (nothing saved yet); for the session and the lists, also a return to it (the saved
      // pass and lists show first, the server's answer comes over them).
      const visits =
        path === '/auth/me' || path === '/registrations/my-registrations' ? ['first visit', 'return'] : ['first visit'];
      for (const visit of visits) {
        await (visit === 'first visit' ? page.goto('/profile') : page.reload());
        await page.getByText('SKY SHOT', { exact: true }).waitFor();
        await page.locator('section[aria-labelledby="accommodation-title"] dt').waitFor();
        await passSavedOnThisDevice(page);
        const seen = await page.evaluate(
          () => (window as unknown as { seenPlaces: Record<string, string[]> }).seenPlaces,
        );
        for (const selector of watched)
          expect(seen[selector], `${viewport.width} px, ${path} held, ${visit}: ${selector}`).toHaveLength(1);
      }
      if (path === '/config')
        await saveScreenshot(page, { path: `/tmp/e2e-profile-settled-${viewport.width}.png`, fullPage: true });
      await context.close();
    }
  });

  test('offline after one visit, the installed app still shows the pass with its last-refreshed time', async () => {
    const { context, page } = await signedIn(player, MOBILE_VIEWPORT, { serviceWorkers: 'allow' });
    await visible(page, M.passActive);
    // The worker controls pages loaded after it activated.
    await reloadThroughWorker(page);
    await visible(page, M.passActive);
    await passSavedOnThisDevice(page);

    await context.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { name: 'Player Profile' }).waitFor();
    await visible(page, 'Offline — showing the pass saved on this device.');
    await visible(page, M.passActive);
    await page.getByText(/^Last refreshed: /).waitFor();
    const qr = page.getByRole('img', { name: `Entry pass QR code for ${participantId}` });
    expect(JSON.parse((await readQr(qr))!)).toMatchObject({ participantId });
    await visible(page, 'SKY SHOT');
    await saveScreenshot(page, { path: '/tmp/e2e-profile-offline-mobile.png', fullPage: true });
    await context.setOffline(false);
  });
});
