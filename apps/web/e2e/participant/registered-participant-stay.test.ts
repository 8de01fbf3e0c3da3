import { M } from '@symposium/schema/messages';
import type { Browser, Locator, Page } from 'playwright-core';
import { beforeAll, expect, test } from 'vitest';
import { adminToken, apiCall, createParticipant, verifyPayment } from '../support/api-calls';
import type { ApiServer } from '../support/api-server';
import { DESKTOP_VIEWPORT } from '../support/browser';
import { useServerAndBrowser } from '../support/server-and-browser';
import { signInAsParticipant } from '../support/sign-in';
import { reloadThroughWorker } from '../support/service-worker';
import { saveScreenshot } from '../support/screenshots';
import { FIRST_NIGHT, LAST_NIGHT } from '../support/test-edition';

// A participant who registered already and then thinks of a room: what /accommodation, /profile and /register
// tell them (docs/decisions/0034-accommodation-nights-rooms-confirmation.md, "A registered participant and accommodation").

const PHONE = { width: 360, height: 740 };

const suite = useServerAndBrowser();
let server: ApiServer;
let browser: Browser;
beforeAll(() => ({ server, browser } = suite));

async function signedIn(account: { email: string; password: string }, viewport = PHONE) {
  const context = await browser.newContext({
    viewport,
    baseURL: server.baseUrl,
    serviceWorkers: 'allow',
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await signInAsParticipant(page, account);
  return { context, page };
}

const accommodationCard = (page: Page) => page.getByRole('region', { name: 'Accommodation' });

/** How many lines of `region`, as drawn, the words take (the first place they occur; any space may be a no-break one). */
async function linesTakenBy(region: Locator, words: string): Promise<number> {
  return region.evaluate((root, words) => {
    const escaped = words.split(' ').map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    const pattern = new RegExp(escaped.join('\\s'));
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const match = pattern.exec(node.textContent ?? '');
      if (!match) continue;
      const range = document.createRange();
      range.setStart(node, match.index);
      range.setEnd(node, match.index + match[0].length);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.bottom))).size;
    }
    throw new Error(`'${words}' is not in the region`);
  }, words);
}

/** On a 360 px phone the nights break between their parts, never inside one ('(2' then 'nights)'). */
async function expectNightsUnbroken(region: Locator) {
  for (const part of ['23 Oct', '24 Oct', '(2 nights)']) expect(await linesTakenBy(region, part), part).toBe(1);
}

test('a participant with a stay sees its nights and room on the profile — offline too — and /accommodation points there', async () => {
  const admin = await adminToken(server);
  const guest = await createParticipant(server, 'both', 'Revathi Shankar', {
    checkIn: FIRST_NIGHT,
    checkOut: LAST_NIGHT,
    gender: 'female',
  });
  await verifyPayment(server, admin, guest.id);
  const stays = await apiCall<{ data: { id: string; email: string; requestNumber: string }[] }>(
    server,
    '/accommodation/admin/all',
    { token: admin },
  );
  const stay = stays.data.find((row) => row.email === guest.email)!;
  await apiCall(server, `/accommodation/${stay.id}/confirm`, {
    method: 'PUT',
    token: admin,
    json: { roomNumber: 'G-4' },
  });

  const { context, page } = await signedIn(guest);
  const card = accommodationCard(page);
  await card.getByText('Confirmed — Room G-4').waitFor();
  await card.getByText(stay.requestNumber, { exact: true }).waitFor();
  await card.getByText('23 Oct – 24 Oct (2 nights)').waitFor();
  await expectNightsUnbroken(card);
  expect(await card.getByText(M.accommodationAfterRegistration).count()).toBe(0);
  expect(await card.getByText('Stay fee', { exact: false }).count()).toBe(0); // paid with the registration: no desk fee
  await saveScreenshot(card, { path: '/tmp/e2e-profile-stay-mobile.png' });

  // At the hostel with no data: the room number is kept with the pass.
  await reloadThroughWorker(page);
  await card.getByText('Confirmed — Room G-4').waitFor();
  await context.setOffline(true);
  await page.reload();
  await page.getByText('Offline — showing the pass saved on this device.').waitFor();
  await card.getByText('Confirmed — Room G-4').waitFor();
  await context.setOffline(false);

  await page.goto('/accommodation');
  const yours = page.getByRole('region', { name: 'Your Stay' });
  await yours
    .getByText(`You asked for accommodation when you registered: ${stay.requestNumber}, 23 Oct – 24 Oct (2 nights).`, {
      exact: false,
    })
    .waitFor();
  await expectNightsUnbroken(yours);
  expect(await yours.getByRole('link', { name: 'Go to My Profile' }).getAttribute('href')).toBe('/profile');
  expect(await page.getByRole('button', { name: 'REGISTER' }).count()).toBe(0);
  await context.close();
});

test('a participant without a stay reads, on /accommodation, /profile and /register, that the organisers add one — no second payment form', async () => {
  const player = await createParticipant(server, 'general', 'Harish Kumar');
  const { context, page } = await signedIn(player);
  const card = accommodationCard(page);
  await card.getByText(M.accommodationNotAsked).waitFor();
  await card.getByText(M.accommodationAfterRegistration).waitFor();
  expect(await card.getByRole('link', { name: 'Contact the organisers' }).getAttribute('href')).toBe('/contact');
  await saveScreenshot(card, { path: '/tmp/e2e-profile-no-stay-mobile.png' });

  await page.goto('/accommodation');
  const yours = page.getByRole('region', { name: 'Your Stay' });
  await yours
    .getByText(`You are already registered. ${M.accommodationNotAsked} ${M.accommodationAfterRegistration}`)
    .waitFor();
  expect(await yours.getByRole('link', { name: 'Contact the organisers' }).getAttribute('href')).toBe('/contact');
  // The booking form (whose REGISTER leads to a second registration) is not offered.
  expect(await page.getByRole('button', { name: 'REGISTER' }).count()).toBe(0);
  expect(await page.getByRole('checkbox', { name: 'I have read and accept the accommodation rules' }).count()).toBe(0);
  await saveScreenshot(page, { path: '/tmp/e2e-accommodation-registered-mobile.png', fullPage: true });
  await page.setViewportSize(DESKTOP_VIEWPORT);
  await saveScreenshot(page, { path: '/tmp/e2e-accommodation-registered-desktop.png' });

  await page.goto('/register');
  await page.getByRole('status').filter({ hasText: M.registrationChangesByOrganisers }).waitFor();

  // The desk adds a night for him and cancels it before taking its fee: his amount keeps the ₹300, and /profile
  // says why, in the words of the cancellation mail.
  const admin = await adminToken(server);
  const added = await apiCall<{ data: { accommodation: { id: string; requestNumber: string } } }>(
    server,
    '/accommodation/admin/requests',
    {
      token: admin,
      json: {
        userId: player.id,
        accommodationCheckIn: LAST_NIGHT,
        accommodationCheckOut: LAST_NIGHT,
        accommodationGender: 'male',
        accommodationRulesAccepted: true,
      },
    },
  );
  await apiCall(server, `/accommodation/${added.data.accommodation.id}/cancel`, { method: 'PUT', token: admin });
  await page.setViewportSize(PHONE);
  await page.goto('/profile');
  await card.getByText(added.data.accommodation.requestNumber).waitFor();
  await card.getByText('24 Oct (1 night)').waitFor();
  await card.getByText(M.cancelledStayFee(300, false)).waitFor();
  await saveScreenshot(card, { path: '/tmp/e2e-profile-cancelled-desk-stay-mobile.png' });

  // The desk adds him two nights later: the uncollected ₹300 moves onto the new stay. /profile says where it is paid,
  // and /accommodation that the organisers added the stay at the desk — he never asked for it when he registered.
  const again = await apiCall<{ data: { accommodation: { id: string; requestNumber: string } } }>(
    server,
    '/accommodation/admin/requests',
    {
      token: admin,
      json: {
        userId: player.id,
        accommodationCheckIn: FIRST_NIGHT,
        accommodationCheckOut: LAST_NIGHT,
        accommodationGender: 'male',
        accommodationRulesAccepted: true,
      },
    },
  );
  const deskStay = again.data.accommodation.requestNumber;
  await page.reload();
  const deskStayRow = card.getByRole('definition').filter({ hasText: '23 Oct – 24 Oct (2 nights)' });
  await deskStayRow.getByText(M.activeStayFee(300, false)).waitFor();
  await saveScreenshot(card, { path: '/tmp/e2e-profile-desk-stay-fee-due-mobile.png' });
  await page.goto('/accommodation');
  await yours
    .getByText(
      `${M.yourStay('desk', deskStay, '23 Oct – 24 Oct (2 nights)')} Its status and room number are on your profile.`,
    )
    .waitFor();
  expect(await yours.getByText('when you registered', { exact: false }).count()).toBe(0);
  await saveScreenshot(yours, { path: '/tmp/e2e-accommodation-desk-stay-mobile.png' });

  // The desk takes the fee: /profile says it is paid — offline too, from the saved pass.
  await apiCall(server, `/accommodation/${again.data.accommodation.id}/collect-fee`, { method: 'PUT', token: admin });
  await page.goto('/profile');
  await deskStayRow.getByText(M.activeStayFee(300, true)).waitFor();
  await reloadThroughWorker(page);
  await deskStayRow.getByText(M.activeStayFee(300, true)).waitFor();
  await context.setOffline(true);
  await page.reload();
  await page.getByText('Offline — showing the pass saved on this device.').waitFor();
  await deskStayRow.getByText(M.activeStayFee(300, true)).waitFor();
  expect(await card.getByText(M.activeStayFee(300, false)).count()).toBe(0);
  await saveScreenshot(card, { path: '/tmp/e2e-profile-desk-stay-fee-paid-offline-mobile.png' });
  await context.setOffline(false);
  await context.close();
});
