import { M } from '@symposium/schema/messages';
import type { Browser, Page } from 'playwright-core';
import { beforeAll, expect, test } from 'vitest';
import { createStaff } from '../support/admin-setup';
import {
  adminToken,
  apiCall,
  createParticipant,
  generateParticipantId,
  updateSettings,
  verifyPayment,
} from '../support/api-calls';
import type { ApiServer } from '../support/api-server';
import { seriousViolations } from '../support/axe';
import { DESKTOP_VIEWPORT, MOBILE_VIEWPORT } from '../support/browser';
import { useServerAndBrowser } from '../support/server-and-browser';
import { signInAsStaff } from '../support/staff-desk';
import { saveScreenshot } from '../support/screenshots';
import { FIRST_NIGHT, LAST_NIGHT } from '../support/test-edition';
import { answerQuestion } from '../support/confirm-dialog';

// A registered participant asks for a room at the venue desk: the coordinator adds the stay on /admin/accommodations
// (docs/decisions/0035-stays-added-at-the-desk.md, "A stay added at the desk").

const suite = useServerAndBrowser();
let server: ApiServer;
let browser: Browser;
let admin: string;
let coordinator: { email: string; password: string };
let nandini: { id: string; participantId: string };
let booked: { id: string };
let namesake: { id: string };
let oldFee: { id: string };

beforeAll(async () => {
  ({ server, browser } = suite);
  admin = await adminToken(server);
  coordinator = await createStaff(server, admin, 'coordinator', 'Desk Coordinator');
  const guest = await createParticipant(server, 'general', 'Nandini Iyer');
  await verifyPayment(server, admin, guest.id);
  nandini = { id: guest.id, participantId: await generateParticipantId(server, admin, guest.id) };
  namesake = await createParticipant(server, 'workshop', 'Nandini Krishnan'); // a namesake the desk must tell apart
  booked = await createParticipant(server, 'general', 'Vikram Sethu', {
    checkIn: FIRST_NIGHT,
    checkOut: LAST_NIGHT,
    gender: 'male',
  });
  oldFee = await createParticipant(server, 'general', 'Ganesh Oldfee'); // paid ₹299 before the organisers raise the fee
});

async function openAccommodations(viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ viewport, baseURL: server.baseUrl });
  const page = await context.newPage();
  await signInAsStaff(page, coordinator);
  await page.goto('/admin/accommodations');
  await page.getByText(/^Showing /).waitFor();
  return page;
}

const dialogOf = (page: Page) => page.getByRole('dialog', { name: 'Add a Stay' });

test('a coordinator finds a registered participant by participant ID, picks the nights, and the stay joins the list (1280 px)', async () => {
  const page = await openAccommodations(DESKTOP_VIEWPORT);
  await page.getByRole('button', { name: 'Add a Stay' }).click();
  const dialog = dialogOf(page);

  // Nothing chosen yet: the participant's own request's messages, and the desk's own for the person.
  await dialog.getByRole('button', { name: 'Add Stay' }).click();
  await dialog.getByText(M.stayParticipantRequired).waitFor();
  await dialog.getByText(M.accommodationDatesGender).waitFor();

  await dialog.getByLabel('Find the participant').fill('nandini');
  await dialog.getByText('2 participants match.').waitFor();
  await dialog.getByLabel('Find the participant').fill(nandini.participantId);
  await dialog.getByText('1 participant matches.').waitFor();
  await dialog.getByRole('button', { name: /Nandini Iyer/ }).click();
  await dialog.getByRole('group', { name: 'Participant' }).getByText(nandini.participantId, { exact: false }).waitFor();

  await dialog.getByRole('button', { name: 'OCT 23' }).click();
  await dialog.getByRole('button', { name: 'OCT 24' }).click();
  await dialog.getByLabel('Gender').selectOption('female');
  await dialog.getByRole('button', { name: 'Add Stay' }).click();
  await dialog.getByText(M.accommodationRules).waitFor();
  expect(await dialog.getByText(M.accommodationDatesGender).count()).toBe(0);

  await dialog.getByLabel('The participant has read and accepts the accommodation rules').check();
  expect(await dialog.getByText(M.accommodationRules).count()).toBe(0); // the message goes with the tick
  await dialog
    .getByText(
      "The stay adds ₹300: Nandini Iyer's registration amount becomes ₹599. Collect the ₹300 here and mark it collected in the list.",
    )
    .waitFor();
  expect(await seriousViolations(page)).toEqual([]);
  await saveScreenshot(page, { path: '/tmp/e2e-add-stay-1280.png' });

  await dialog.getByRole('button', { name: 'Add Stay' }).click();
  await page
    .locator('.toast')
    .getByText(/^Accommodation request ACC-\d{4} added\.$/)
    .waitFor();
  await dialog.waitFor({ state: 'detached' });
  const row = page.getByRole('row', { name: /Nandini Iyer/ });
  await row.getByText('requested').waitFor();
  // Her verified proof covered ₹299: the ₹300 is the desk's to take, on her row and in the cards, until recorded.
  await row.getByText('₹300 stay fee to collect').waitFor();
  const feeCard = page.locator('.admin-stat', { hasText: 'Stay fees to collect' });
  await feeCard.getByText('₹300', { exact: true }).waitFor();
  await feeCard.getByText(M.deskFeesDueDetail(1)).waitFor();
  await saveScreenshot(page, { path: '/tmp/e2e-add-stay-added-1280.png' });
  // Her row has every action (Confirm, Fee Collected, Cancel Request) and the fee note: at 1280 px beside the admin
  // menu the table still fits, no action behind a sideways scroll.
  expect(await page.locator('.admin-table-wrap').evaluate((wrap) => wrap.scrollWidth - wrap.clientWidth)).toBe(0);
  for (const action of ['Confirm', 'Fee Collected', 'Cancel Request']) {
    const button = row.getByRole('button', { name: new RegExp(`^${action} ACC-`) });
    const inside = await button.evaluate(
      (b) => b.getBoundingClientRect().right <= b.closest('.admin-table-wrap')!.getBoundingClientRect().right,
    );
    expect(inside, action).toBe(true);
  }
  // A 1024 px laptop shows the rows as cards: nothing sideways either.
  await page.setViewportSize({ width: 1024, height: 768 });
  await row.getByRole('button', { name: /^Fee Collected ACC-/ }).waitFor();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1024);
  await saveScreenshot(page, { path: '/tmp/e2e-add-stay-added-1024.png' });
  await page.setViewportSize(DESKTOP_VIEWPORT);
  const requestNumber = (await row.locator('td').first().textContent())!.trim();
  await row.getByRole('button', { name: `Fee Collected ${requestNumber}` }).click();
  const question = await answerQuestion(page, 'yes');
  await page.locator('.toast').getByText(M.stayFeeCollected(300, requestNumber)).waitFor();
  expect(question).toBe(`Record ₹300 for accommodation request ${requestNumber} as collected from Nandini Iyer?`);
  await row.getByText('₹300 stay fee collected').waitFor();
  await feeCard.getByText('₹0', { exact: true }).waitFor();
  // Not '0 stays added at the desk': one was added, and its fee taken.
  await feeCard.getByText('Nothing left to collect').waitFor();
  expect(await row.getByRole('button', { name: /^Fee Collected/ }).count()).toBe(0);

  const details = await apiCall<{
    data: {
      user: { paymentAmount: number };
      accommodation: { status: string; checkInDate: string; checkOutDate: string; gender: string }[];
    };
  }>(server, `/admin/users/${nandini.id}`, { token: admin });
  expect(details.data.user.paymentAmount).toBe(599);
  expect(details.data.accommodation.map((s) => [s.status, s.checkInDate, s.checkOutDate, s.gender])).toEqual([
    ['requested', FIRST_NIGHT, LAST_NIGHT, 'female'],
  ]);
  await page.context().close();
});

test('on a phone, a participant who already has a stay is shown it when chosen and offered no second one; a stay another desk adds meanwhile is refused; an amount that already includes a stay is said to stay (390 px)', async () => {
  const page = await openAccommodations(MOBILE_VIEWPORT);
  await page.getByRole('button', { name: 'Add a Stay' }).click();
  const dialog = dialogOf(page);
  await dialog.getByLabel('Find the participant').fill('vikram');
  await dialog.getByRole('button', { name: /Vikram Sethu/ }).click();

  // Their stay from the registration shows at once, with its nights, status and room, in place of the form.
  const notice = dialog.getByRole('status').filter({ hasText: 'already has accommodation request' });
  await notice
    .getByText(
      /^This participant already has accommodation request ACC-\d{4} \(requested\)\. Cancel it before adding another\.$/,
    )
    .waitFor();
  await notice.getByText('23 Oct – 24 Oct (2 nights)').waitFor();
  await notice.getByText('Not Assigned').waitFor();
  expect(await dialog.getByRole('button', { name: 'Add Stay' }).count()).toBe(0);
  expect(await dialog.getByRole('button', { name: 'OCT 23' }).count()).toBe(0);
  expect(await seriousViolations(page)).toEqual([]);
  await saveScreenshot(page, { path: '/tmp/e2e-add-stay-existing-390.png' });
  // The dialog fits the phone: nothing scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE_VIEWPORT.width);

  // Another participant, no stay yet: the form is offered; another desk adds one before this desk submits.
  await dialog.getByRole('button', { name: 'Change participant' }).click();
  await dialog.getByLabel('Find the participant').fill('krishnan');
  await dialog.getByRole('button', { name: /Nandini Krishnan/ }).click();
  await dialog.getByRole('button', { name: 'OCT 24' }).click();
  await dialog.getByLabel('Gender').selectOption('female');
  await dialog.getByLabel('The participant has read and accepts the accommodation rules').check();
  const otherDesk = {
    userId: namesake.id,
    accommodationCheckIn: FIRST_NIGHT,
    accommodationCheckOut: FIRST_NIGHT,
    accommodationGender: 'female',
    accommodationRulesAccepted: true,
  };
  const otherDeskStay = await apiCall<{ data: { accommodation: { requestNumber: string } } }>(
    server,
    '/accommodation/admin/requests',
    { token: admin, json: otherDesk },
  );
  await dialog.getByRole('button', { name: 'Add Stay' }).click();
  await notice
    .getByText(
      /^This participant already has accommodation request ACC-\d{4} \(requested\)\. Cancel it before adding another\.$/,
    )
    .waitFor();
  await notice.getByText('23 Oct (1 night)').waitFor();
  expect(await dialog.getByRole('button', { name: 'Add Stay' }).count()).toBe(0);
  await saveScreenshot(page, { path: '/tmp/e2e-add-stay-raced-390.png' });

  // Someone whose stay was cancelled: the amount already includes accommodation, and the dialog says it stays.
  const cancelled = await createParticipant(server, 'general', 'Harish Cancelled', {
    checkIn: FIRST_NIGHT,
    checkOut: FIRST_NIGHT,
    gender: 'male',
  });
  const [stay] = (
    await apiCall<{ data: { accommodation: { id: string }[] } }>(server, `/admin/users/${cancelled.id}`, {
      token: admin,
    })
  ).data.accommodation;
  await apiCall(server, `/accommodation/${stay.id}/cancel`, { method: 'PUT', token: admin });
  await dialog.getByRole('button', { name: 'Change participant' }).click();
  await dialog.getByLabel('Find the participant').fill('harish');
  await dialog.getByRole('button', { name: /Harish Cancelled/ }).click();
  await dialog
    .getByText("Harish Cancelled's registration amount stays ₹599: it already includes accommodation.")
    .waitFor();
  expect(await dialog.getByText('The stay adds', { exact: false }).count()).toBe(0);

  for (const person of [booked, namesake]) {
    const details = await apiCall<{ data: { accommodation: unknown[] } }>(server, `/admin/users/${person.id}`, {
      token: admin,
    });
    expect(details.data.accommodation).toHaveLength(1);
  }

  // Her payment is still pending: the payments screen shows the raised amount, what her screenshot covers (the ₹199
  // paid at registration) and the stay's fee as the accommodations list has it, to collect at the desk.
  await page.keyboard.press('Escape');
  await page.goto('/admin/payments?q=krishnan');
  const payment = page.getByRole('row', { name: /Nandini Krishnan/ });
  await payment.getByText('₹499').waitFor();
  await payment.getByText(M.proofAmountWithoutDeskStay(199)).waitFor();
  await payment.getByText(M.deskStayFeeState(300, 'due')).waitFor();
  await payment.getByRole('button', { name: 'View payment of Nandini Krishnan' }).click();
  const review = page.getByRole('dialog', { name: 'Payment of Nandini Krishnan' });
  await review.getByText(M.proofBeforeDeskStay(199, 300, otherDeskStay.data.accommodation.requestNumber)).waitFor();
  expect(await seriousViolations(page)).toEqual([]);
  await saveScreenshot(page, { path: '/tmp/e2e-add-stay-payment-390.png' });
  // Her details on /admin/users (where an admin may verify too) say it above the screenshot.
  await page.goto('/admin/users?q=krishnan');
  await page.getByRole('button', { name: 'View Nandini Krishnan' }).click();
  const details = page.getByRole('dialog', { name: /Nandini Krishnan/ });
  await details
    .getByText(M.proofBeforeDeskStay(199, 300, otherDeskStay.data.accommodation.requestNumber), { exact: false })
    .waitFor();
  await page.keyboard.press('Escape');

  // Her stay is cancelled before the desk took its fee: the question says what becomes of the fee and the amount.
  const requestNumber = otherDeskStay.data.accommodation.requestNumber;
  await page.goto('/admin/accommodations?q=krishnan');
  await page.getByRole('button', { name: `Cancel Request ${requestNumber}` }).click();
  const question = await answerQuestion(page, 'yes');
  await page.locator('.toast').getByText('Accommodation cancelled').waitFor();
  expect(question).toBe(M.cancelStayQuestion(requestNumber, 'Nandini Krishnan', { amount: 300, collectedAt: null }));
  expect(question).toContain(
    'Its ₹300 stay fee has not been collected: the desk stops asking for it. The registration amount keeps the ₹300 (it is not lowered)',
  );
  // As said: the amount keeps it, nothing is left to collect, and a new stay for her adds nothing but carries the fee.
  const afterCancel = await apiCall<{ data: { user: { paymentAmount: number } } }>(
    server,
    `/admin/users/${namesake.id}`,
    { token: admin },
  );
  expect(afterCancel.data.user.paymentAmount).toBe(499);
  await page.locator('.admin-stat', { hasText: 'Stay fees to collect' }).getByText('Nothing left to collect').waitFor();
  await page.getByRole('button', { name: 'Add a Stay' }).click();
  await dialog.getByLabel('Find the participant').fill('krishnan');
  await dialog.getByRole('button', { name: /Nandini Krishnan/ }).click();
  await dialog
    .getByText(M.deskStayChargeNotice('Nandini Krishnan', { adds: 0, amountAfter: 499, carried: 300 }))
    .waitFor();
  await saveScreenshot(page, { path: '/tmp/e2e-add-stay-carried-390.png' });

  // The organisers raise the general fee after Ganesh paid ₹299: his stay adds the accommodation fee, nothing more.
  await updateSettings(server, admin, { fees: { general: 350, workshop: 199, both: 449 } });
  await page.reload();
  await page.getByRole('button', { name: 'Add a Stay' }).click();
  await dialog.getByLabel('Find the participant').fill('oldfee');
  await dialog.getByRole('button', { name: /Ganesh Oldfee/ }).click();
  await dialog
    .getByText(M.deskStayChargeNotice('Ganesh Oldfee', { adds: 300, amountAfter: 599, carried: 0 }))
    .waitFor();
  expect(await dialog.getByText('₹650', { exact: false }).count()).toBe(0);
  await dialog.getByRole('button', { name: 'OCT 23' }).click();
  await dialog.getByLabel('Gender').selectOption('male');
  await dialog.getByLabel('The participant has read and accepts the accommodation rules').check();
  await dialog.getByRole('button', { name: 'Add Stay' }).click();
  await dialog.waitFor({ state: 'detached' });
  const ganesh = await apiCall<{ data: { user: { paymentAmount: number } } }>(server, `/admin/users/${oldFee.id}`, {
    token: admin,
  });
  expect(ganesh.data.user.paymentAmount).toBe(599);
  await page.goto('/admin/accommodations?q=oldfee');
  await page
    .getByRole('row', { name: /Ganesh Oldfee/ })
    .getByText(M.deskStayFeeState(300, 'due'))
    .waitFor();
  // The table says the stay in the dialog's words: the night of the 23rd, not '23 Oct → 23 Oct · 1 day'.
  await page
    .getByRole('row', { name: /Ganesh Oldfee/ })
    .getByText('23 Oct (1 night)', { exact: true })
    .waitFor();
  await page.context().close();
});
