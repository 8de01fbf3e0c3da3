import { M } from '@symposium/schema/messages';
import type { Browser, Page } from 'playwright-core';
import { beforeAll, expect, test } from 'vitest';
import { adminToken, apiCall, updateSettings } from '../support/api-calls';
import { ruleViolations } from '../support/axe';
import type { ApiServer } from '../support/api-server';
import { DESKTOP_VIEWPORT, MOBILE_VIEWPORT } from '../support/browser';
import { useServerAndBrowser } from '../support/server-and-browser';
import { saveScreenshot } from '../support/screenshots';
import { FULL_TEAM, saveTeam } from '../support/team';

const suite = useServerAndBrowser();
let server: ApiServer;
let browser: Browser;
beforeAll(() => ({ server, browser } = suite));

async function openPage(viewport = MOBILE_VIEWPORT): Promise<Page> {
  const context = await browser.newContext({ viewport, baseURL: server.baseUrl });
  return context.newPage();
}

/** The avatar text of the team card of `name`. */
const avatarOf = (page: Page, name: string) =>
  page
    .locator('.team-card', { has: page.getByText(name, { exact: true }) })
    .locator('.avatar')
    .textContent();

test('team avatars: the first letters of the first and last words of the name, as a person writes initials', async () => {
  await saveTeam(server, await adminToken(server), FULL_TEAM);
  const page = await openPage(DESKTOP_VIEWPORT);
  await page.goto('/team');
  await page.locator('.team-card').first().waitFor();
  expect(await avatarOf(page, 'Dr. K. Senthil Kumar')).toBe('DK');
  expect(await avatarOf(page, 'Vignesh')).toBe('V');
  expect(await avatarOf(page, 'Meena Suresh')).toBe('MS');
  expect(await page.getByText('To be announced').count()).toBe(0);
  await saveScreenshot(page.locator('section.team-section').last(), { path: '/tmp/e2e-team-initials-1280.png' });
  await page.setViewportSize(MOBILE_VIEWPORT);
  await saveScreenshot(page.locator('section.team-section').last(), { path: '/tmp/e2e-team-initials-390.png' });
});

test('contact: every landmark has a unique name (one Follow Us region, the footer’s)', async () => {
  // None set (the default): no Follow Us in the footer, no placeholder people or numbers — the Official Email card alone.
  const before = await openPage();
  await before.goto('/contact');
  await before.locator('.footer-email').waitFor();
  await before.locator('main').getByRole('heading', { name: 'Official Email' }).waitFor();
  expect(await before.getByRole('contentinfo').getByRole('heading', { name: 'Follow Us' }).count()).toBe(0);
  expect(await before.locator('.contact-card').count()).toBe(1);
  expect(await before.getByText(/to be announced/i).count()).toBe(0);
  await before.context().close();

  // The footer has a Follow Us section only for an edition with social links: these organisers set one.
  const instagram = 'https://www.instagram.com/mech.symposium.e2e';
  await updateSettings(server, await adminToken(server), {
    edition: { socials: [{ network: 'instagram', url: instagram }] },
  });
  const page = await openPage();
  await page.goto('/contact');
  await page.locator('main').getByRole('heading', { name: 'Follow Us' }).waitFor();
  await page.getByRole('contentinfo').getByRole('heading', { name: 'Follow Us' }).waitFor();
  expect(await page.getByRole('heading', { name: 'Follow Us' }).count()).toBe(2);
  expect(await page.getByRole('region', { name: 'Follow Us' }).count()).toBe(1);
  expect(await ruleViolations(page, ['landmark-unique'])).toEqual([]);
  // Both lists lead to the organisers' own page.
  expect(await page.locator('main').getByRole('link', { name: 'Instagram' }).getAttribute('href')).toBe(instagram);
  expect(await page.getByRole('contentinfo').getByRole('link', { name: 'Instagram' }).getAttribute('href')).toBe(
    instagram,
  );
});

test('contact on a flaky phone: offline, and then too many messages, each says why after the spec text and keeps the message', async () => {
  const page = await openPage({ width: 360, height: 740 });
  await page.goto('/contact');
  const fill = async (message: string) => {
    await page.getByLabel('Name', { exact: true }).fill('Kavya');
    await page.getByLabel('Email', { exact: true }).fill('kavya@college.edu');
    await page.getByLabel('Phone', { exact: true }).fill('9876543210');
    await page.getByLabel('Subject', { exact: true }).fill('Rooms');
    await page.getByLabel('Message', { exact: true }).fill(message);
  };
  await fill('Are rooms near the venue?');
  await page.context().setOffline(true);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await page
    .getByRole('alert')
    .filter({ hasText: `${M.contactFailed} ${M.offline}` })
    .waitFor();
  expect(await page.getByLabel('Message', { exact: true }).inputValue()).toBe('Are rooms near the venue?');
  await saveScreenshot(page, { path: '/tmp/e2e-contact-offline-360.png' });
  await page.context().setOffline(false);

  // The address's contact limit used up (this runs last in the file): the server's own reason is given.
  const body = { name: 'Kavya', email: 'kavya@college.edu', phone: '9876543210', subject: 'Rooms', message: 'Filler' };
  let refused = false;
  for (let sent = 0; sent < 100 && !refused; sent++) {
    refused = await apiCall(server, '/contact', { json: body }).then(
      () => false,
      (error: Error) => error.message.includes('→ 429'),
    );
  }
  expect(refused).toBe(true);
  await page.getByRole('button', { name: 'Send Message' }).click();
  // The server's own reason, with how long to wait in words (the contact window is 10 minutes).
  const alert = page.getByRole('alert').filter({ hasText: M.contactFailed });
  await alert.waitFor();
  expect(await alert.textContent()).toMatch(
    /^✗ Failed to send message\. .+ Too many attempts\. Please try again in \d+ minutes\.$/,
  );
  await saveScreenshot(page, { path: '/tmp/e2e-contact-rate-limited-360.png' });
  expect(await page.getByLabel('Message', { exact: true }).inputValue()).toBe('Are rooms near the venue?');
});
