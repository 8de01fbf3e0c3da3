import fs from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { adminToken, apiCall, createVerifiedPass, getEvents } from '../support/api-calls';
import type { ApiServer } from '../support/api-server';
import { DESKTOP_VIEWPORT, MOBILE_VIEWPORT } from '../support/browser';
import { saveScreenshot } from '../support/screenshots';
import { useServerAndBrowser } from '../support/server-and-browser';
import { signInAsStaff } from '../support/staff-desk';

// The admin closes the finished edition on /admin/settings: the archive's CSV files are offered for download (with the
// admin's token), the live site keeps its catalogue and loses last year's participants.

const SHOTS = '/tmp/next-edition';

const suite = useServerAndBrowser();
let server: ApiServer;
let browser: Browser;
beforeAll(() => ({ server, browser } = suite));

let page: Page;
let passes: { participantId: string; passData: string }[];

beforeAll(async () => {
  await fs.mkdir(SHOTS, { recursive: true });
  const token = await adminToken(server);
  passes = [
    await createVerifiedPass(server, token, 'Kavya Raman'),
    await createVerifiedPass(server, token, 'Arjun Subramanian'),
  ];
  await apiCall(server, '/admin/team', {
    method: 'PUT',
    token,
    json: { sections: [{ title: 'Office Bearers', members: [{ name: 'Nila Bharathi', role: 'President' }] }] },
  });
  const context = await browser.newContext({
    viewport: DESKTOP_VIEWPORT,
    baseURL: server.baseUrl,
    acceptDownloads: true,
  });
  page = await context.newPage();
  await signInAsStaff(page, server.admin);
});

describe('/admin/settings: start the next edition', () => {
  test('the admin starts it after typing the current label; the CSVs download; users are gone, the catalogue and the team stay', async () => {
    const eventsBefore = (await getEvents(server)).events.map((e) => e.name);
    await page.goto('/admin/settings');
    const section = page.locator('section', { has: page.getByRole('heading', { name: 'Start the next edition' }) });
    await section
      .getByText(
        'Participants, their payments, registrations, check-ins, kits and accommodation are cleared from the live site.',
      )
      .waitFor();
    await section.getByLabel('New edition label').fill('26-27');
    await section.getByLabel('Symposium name (optional)').fill('GEAR FEST');
    await section.getByLabel('Start date').fill('2032-10-21');
    await section.getByLabel('End date').fill('2032-10-22');
    await section.getByLabel('Participant ID prefix').fill('GF26');
    const start = section.getByRole('button', { name: 'Start the next edition' });
    const confirm = section.getByLabel("Type the current edition's label, 25-26, to confirm");
    await confirm.fill('25-2');
    expect(await start.isDisabled()).toBe(true);
    await confirm.fill('25-26');
    expect(await start.isDisabled()).toBe(false);
    await section.scrollIntoViewIfNeeded();
    await saveScreenshot(page, { path: `${SHOTS}/before-1280.png`, fullPage: true });

    await start.click();
    const done = section.getByRole('status');
    await done.getByText('GEAR FEST 26-27 has started.').waitFor();
    await done.getByText(/2 participants, 0 check-ins, 0 kits/).waitFor();
    const files = done.getByRole('list', { name: 'CSV files of MECH SYMPOSIUM 25-26' });
    expect(await files.getByRole('button').allTextContents()).toEqual([
      'Participants (participants.csv)',
      'Payments (payments.csv)',
      'Event and workshop registrations (registrations.csv)',
      'Check-ins (attendance.csv)',
      'Kits issued (kits.csv)',
      'Accommodation (accommodation.csv)',
      'Event results (results.csv)',
      'Certificates (certificates.csv)',
    ]);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      files.getByRole('button', { name: 'Participants (participants.csv)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^25-26-.+-participants\.csv$/);
    const csv = await fs.readFile((await download.path())!, 'utf8');
    for (const pass of passes) expect(csv).toContain(pass.participantId);
    expect(csv).toContain('Kavya Raman');

    // The earlier editions' list holds it too, with the same downloads.
    const archives = page.locator('section', { has: page.getByRole('heading', { name: 'Earlier editions' }) });
    await archives.getByRole('heading', { name: 'MECH SYMPOSIUM 25-26' }).waitFor();
    const [again] = await Promise.all([
      page.waitForEvent('download'),
      archives.getByRole('button', { name: 'Payments (payments.csv)' }).click(),
    ]);
    expect(await fs.readFile((await again.path())!, 'utf8')).toContain('Arjun Subramanian');
    await saveScreenshot(page, { path: `${SHOTS}/after-1280.png`, fullPage: true });
    await page.setViewportSize(MOBILE_VIEWPORT);
    await saveScreenshot(section, { path: `${SHOTS}/section-after-390.png` });
    await saveScreenshot(archives, { path: `${SHOTS}/archives-390.png` });
    await page.setViewportSize(DESKTOP_VIEWPORT);

    // The live site: no participants, the whole catalogue, the new edition.
    await page.goto('/admin/users');
    await page.getByText('No participants match.').waitFor();
    expect(await page.getByText('Kavya Raman').count()).toBe(0);
    await page.goto('/admin/events');
    for (const name of eventsBefore) await page.getByText(name, { exact: true }).first().waitFor();
    // The team carries over: the public page still shows it.
    await page.goto('/team');
    await page.locator('.team-card-name', { hasText: 'Nila Bharathi' }).waitFor();
    const config = await apiCall<{ data: { edition: { label: string; participantIdPrefix: string } } }>(
      server,
      '/config',
    );
    expect(config.data.edition).toMatchObject({ label: '26-27', participantIdPrefix: 'GF26' });
  });
});
