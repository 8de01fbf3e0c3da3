import { M } from '@symposium/schema/messages';
import type { Browser, Locator, Page } from 'playwright-core';
import { beforeAll, expect, test } from 'vitest';
import { registerForEvent } from '../support/admin-setup';
import {
  adminToken,
  createParticipant,
  getEvents,
  getWorkshops,
  updateSettings,
  verifyPayment,
} from '../support/api-calls';
import type { ApiServer } from '../support/api-server';
import { DESKTOP_VIEWPORT, MOBILE_VIEWPORT } from '../support/browser';
import { openServerDatabase } from '../support/database';
import { holdRequests } from '../support/held-requests';
import { useServerAndBrowser } from '../support/server-and-browser';
import { signInAsParticipant } from '../support/sign-in';
import { saveScreenshot } from '../support/screenshots';

// The public list carries each item's status, deadline, places and registrations: a full, closed or
// past-deadline item says so on its button up front (disabled) instead of 'Register Now' and a refusal.

const suite = useServerAndBrowser();
let server: ApiServer;
let browser: Browser;
beforeAll(() => ({ server, browser } = suite));

type Account = Awaited<ReturnType<typeof createParticipant>>;
let player: Account;
let karthik: Account;

beforeAll(async () => {
  const admin = await adminToken(server);
  await updateSettings(server, admin, { eventRegistrationOpen: true, workshopRegistrationOpen: true });
  const [first, other] = await Promise.all([
    createParticipant(server, 'both', 'Priya Raj'),
    createParticipant(server, 'general', 'Karthik S'),
  ]);
  player = first;
  karthik = other;
  await Promise.all([verifyPayment(server, admin, player.id), verifyPayment(server, admin, other.id)]);

  const db = openServerDatabase(server);
  // Open: SKY SHOT and the first workshop. Full: ENGINE GAMBLE (one place, taken below). Closed by staff:
  // MECH SHOWDOWN (cancelled). Every other seeded item keeps its deadline of 22 October 2025, long past.
  db.prepare(
    "update events set registration_deadline = '2099-12-31T23:59' where name in ('SKY SHOT', 'ENGINE GAMBLE', 'MECH SHOWDOWN')",
  ).run();
  db.prepare("update events set max_participants = 1 where name = 'ENGINE GAMBLE'").run();
  db.prepare("update events set status = 'cancelled' where name = 'MECH SHOWDOWN'").run();
  const [firstWorkshop] = (await getWorkshops(server)).workshops;
  db.prepare('update workshops set registration_deadline = ? where id = ?').run('2099-12-31T23:59', firstWorkshop!.id);
  db.close();
  const engineGamble = (await getEvents(server)).events.find((e) => e.name === 'ENGINE GAMBLE')!;
  const otherToken = await loginTokenOf(other);
  await registerForEvent(server, otherToken, engineGamble.id);
});

async function loginTokenOf(account: Account): Promise<string> {
  const response = await fetch(`${server.baseUrl}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password, rememberMe: false }),
  });
  return ((await response.json()) as { token: string }).token;
}

async function newPage(viewport = MOBILE_VIEWPORT): Promise<Page> {
  const context = await browser.newContext({ viewport, baseURL: server.baseUrl });
  return context.newPage();
}

const eventCard = (page: Page, name: string) => page.locator('.event-card', { hasText: name });

async function expectState(card: Locator, text: string, disabled: boolean) {
  const button = card.getByRole('button', { name: text, exact: true });
  await button.waitFor();
  expect(await button.isDisabled()).toBe(disabled);
}

test('a participant sees Full and Registration Closed up front, disabled, and Register Now where places are open', async () => {
  const page = await newPage(DESKTOP_VIEWPORT);
  await signInAsParticipant(page, player);
  await page.goto('/events/technical');
  await expectState(eventCard(page, 'SKY SHOT'), 'Register Now', false);
  await expectState(eventCard(page, 'ENGINE GAMBLE'), 'Full', true);
  await expectState(eventCard(page, 'MECH SHOWDOWN'), 'Registration Closed', true);
  await expectState(eventCard(page, 'INNOVATION DUEL'), 'Registration Closed', true); // past deadline
  expect(await page.getByRole('button', { name: 'Register Now', exact: true }).count()).toBe(1);
  await saveScreenshot(page, { path: '/tmp/e2e-register-states-1280.png' });

  // The modal says the same.
  await page.getByRole('button', { name: 'View details of ENGINE GAMBLE' }).click();
  await expectState(page.getByRole('dialog', { name: 'ENGINE GAMBLE' }), 'Full', true);
  await page.keyboard.press('Escape');

  // The open one still registers as the spec says.
  await eventCard(page, 'SKY SHOT').getByRole('button', { name: 'Register Now' }).click();
  await expectState(eventCard(page, 'SKY SHOT'), '✓ Registered', true);

  await page.goto('/workshops');
  const workshops = page.locator('.workshop-card');
  await workshops.first().waitFor();
  await expectState(workshops.nth(0), 'Register Now', false);
  await expectState(workshops.nth(1), 'Registration Closed', true);
  await page.setViewportSize(MOBILE_VIEWPORT);
  await saveScreenshot(page, { path: '/tmp/e2e-register-states-workshops-390.png', fullPage: true });
});

test('visitors see the state too; an open item still asks them to log in', async () => {
  const page = await newPage();
  await page.goto('/events/technical');
  await expectState(eventCard(page, 'ENGINE GAMBLE'), 'Full', true);
  await expectState(eventCard(page, 'INNOVATION DUEL'), 'Registration Closed', true);
  await eventCard(page, 'SKY SHOT').getByRole('link', { name: 'Login to Register' }).click();
  await page.waitForURL('**/login');
  await page.getByText(M.loginToRegisterEvents, { exact: true }).waitFor();
});

test("a participant's buttons wait for their own registrations; the next person on a shared phone never sees them", async () => {
  const technical = (await getEvents(server)).events.filter((e) => e.category === 'technical');
  const used = new Set(['SKY SHOT', 'ENGINE GAMBLE', 'MECH SHOWDOWN', 'INNOVATION DUEL']);
  const pick = technical.find((e) => !used.has(e.name))!;
  const db = openServerDatabase(server);
  db.prepare("update events set registration_deadline = '2099-12-31T23:59' where id = ?").run(pick.id);
  db.close();
  await registerForEvent(server, await loginTokenOf(karthik), pick.id);

  const page = await newPage(DESKTOP_VIEWPORT);
  await signInAsParticipant(page, karthik);
  // Hold the participant's list of registrations until the test lets it through.
  const holdMyRegistrations = () => holdRequests(page, '**/api/v1/registrations/my-registrations');
  let myRegistrations = await holdMyRegistrations();
  await page.goto('/events/technical');
  const card = eventCard(page, pick.name);
  await card.waitFor();
  // Not knowing yet whether Karthik is registered, the card keeps the button's place and offers nothing.
  expect(await card.locator('.register-item-pending').count()).toBe(1);
  expect(await card.getByRole('button', { name: 'Register Now' }).count()).toBe(0);
  await myRegistrations.release();
  await expectState(card, '✓ Registered', true);
  await page.unrouteAll();

  // Karthik logs out and Priya logs in on the same phone, without the page ever reloading.
  await page.getByRole('button', { name: 'Logout', exact: true }).first().click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByRole('link', { name: 'Login', exact: true }).first().click();
  await page.getByLabel('Email', { exact: true }).fill(player.email);
  await page.getByLabel('Password', { exact: true }).fill(player.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL('**/profile');
  myRegistrations = await holdMyRegistrations();
  await page.evaluate(() => {
    history.pushState(null, '', '/events/technical');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await card.waitFor();
  expect(await card.getByRole('button', { name: '✓ Registered' }).count()).toBe(0);
  expect(await card.locator('.register-item-pending').count()).toBe(1);
  await myRegistrations.release();
  await expectState(card, 'Register Now', false);
});

test('the last place taken while the page was open: the refused press turns the button into Full, with the reason', async () => {
  const db = openServerDatabase(server);
  db.prepare(
    "update events set registration_deadline = '2099-12-31T23:59', max_participants = 1 where name = 'FILM QUEST'",
  ).run();
  db.close();
  const page = await newPage();
  await signInAsParticipant(page, player);
  await page.goto('/events/non-technical');
  const card = eventCard(page, 'FILM QUEST');
  await expectState(card, 'Register Now', false);

  const filmQuest = (await getEvents(server)).events.find((e) => e.name === 'FILM QUEST')!;
  await registerForEvent(server, await loginTokenOf(karthik), filmQuest.id);
  await card.getByRole('button', { name: 'Register Now' }).click();
  await expectState(card, 'Full', true);
  expect(await card.getByRole('alert').textContent()).toBe(M.eventFull);
  await saveScreenshot(card, { path: '/tmp/e2e-register-refused-full-390.png' });

  // The event's detail modal learned it too: no 'Register for this Event' until a reload.
  await card.getByRole('button', { name: 'View details of FILM QUEST' }).click();
  const modal = page.getByRole('dialog', { name: 'FILM QUEST' });
  await expectState(modal, 'Full', true);
  expect(await modal.getByRole('button', { name: 'Register for this Event' }).count()).toBe(0);
  await saveScreenshot(modal, { path: '/tmp/e2e-register-refused-full-modal-390.png' });
});

test('on the profile, an event whose registration has closed, or is switched off by staff, says why it offers no Withdraw', async () => {
  const db = openServerDatabase(server);
  db.prepare("update events set registration_deadline = '2020-01-01T00:00' where name = 'ENGINE GAMBLE'").run();
  db.close();
  const skyShot = (await getEvents(server)).events.find((e) => e.name === 'SKY SHOT')!;
  await registerForEvent(server, await loginTokenOf(karthik), skyShot.id);
  const admin = await adminToken(server);
  await updateSettings(server, admin, { eventRegistrationOpen: false });
  const page = await newPage();
  await signInAsParticipant(page, karthik);
  const item = page.locator('.registered-item', { hasText: 'ENGINE GAMBLE' });
  await item.getByText(M.withdrawClosed).waitFor();
  expect(await item.getByRole('button', { name: /Withdraw/ }).count()).toBe(0);
  await saveScreenshot(item, { path: '/tmp/e2e-profile-withdraw-closed-390.png' });
  // Still open by its deadline, but the staff switch is off: the server refuses a withdrawal, and the note says so.
  const switchedOff = page.locator('.registered-item', { hasText: 'SKY SHOT' });
  await switchedOff.getByText(M.withdrawUnavailable).waitFor();
  expect(await switchedOff.getByRole('button', { name: /Withdraw/ }).count()).toBe(0);
  await saveScreenshot(switchedOff, { path: '/tmp/e2e-profile-withdraw-unavailable-390.png' });
  await page.setViewportSize(DESKTOP_VIEWPORT);
  await saveScreenshot(switchedOff, { path: '/tmp/e2e-profile-withdraw-unavailable-1280.png' });
  await updateSettings(server, admin, { eventRegistrationOpen: true });
});

test('Register Now pressed from the keyboard keeps the focus through Registering... to ✓ Registered; a second press sends nothing', async () => {
  const target = (await getEvents(server)).events.find(
    (e) => e.category === 'non-technical' && e.name !== 'FILM QUEST',
  )!;
  const db = openServerDatabase(server);
  db.prepare("update events set registration_deadline = '2099-12-31T23:59' where id = ?").run(target.id);
  db.close();
  const page = await newPage(DESKTOP_VIEWPORT);
  await signInAsParticipant(page, player);
  // The registration is held until the test lets it through: the button stays busy meanwhile.
  let posts = 0;
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === '/api/v1/event-registrations',
    async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      posts++;
      await released;
      await route.continue();
    },
  );
  await page.goto('/events/non-technical');
  const card = eventCard(page, target.name);
  const button = card.locator('.register-item-button');
  await expectState(card, 'Register Now', false);
  const isFocused = () => button.evaluate((el) => el === document.activeElement);

  await button.focus();
  await page.keyboard.press('Enter');
  await card.getByRole('button', { name: 'Registering...', exact: true }).waitFor();
  await expect.poll(() => posts).toBe(1);
  // Busy: announced as unavailable (aria-disabled), yet not disabled, so the focus is still on it, not on the body.
  expect(await isFocused()).toBe(true);
  expect(await button.getAttribute('aria-disabled')).toBe('true');
  expect(await button.getAttribute('disabled')).toBeNull();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Space');
  await page.waitForTimeout(500);
  expect(posts).toBe(1);
  expect(await isFocused()).toBe(true);

  release();
  await expectState(card, '✓ Registered', true);
  expect(await button.getAttribute('aria-disabled')).toBe('true');
  expect(await isFocused()).toBe(true);
  await page.keyboard.press('Enter');
  await page.waitForTimeout(300);
  expect(posts).toBe(1);
  await page.context().close();
});
