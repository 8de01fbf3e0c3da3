import fs from 'node:fs/promises';
import { M } from '@symposium/schema/messages';
import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { createStaff } from '../support/admin-setup';
import { adminToken } from '../support/api-calls';
import type { ApiServer } from '../support/api-server';
import { DESKTOP_VIEWPORT, MOBILE_VIEWPORT } from '../support/browser';
import { saveScreenshot } from '../support/screenshots';
import { useServerAndBrowser } from '../support/server-and-browser';
import { openStaffTab } from '../support/staff-desk';
import { teamPhoto } from '../support/team';
import { answerQuestion } from '../support/confirm-dialog';

// The team page as data: an admin builds it in /admin/team (sections, people, order, photos) and visitors see it on
// /team. A fresh install has no team, and the page says so in one line instead of showing placeholder people.

const SHOTS = '/tmp/admin-team';

const suite = useServerAndBrowser();
let server: ApiServer;
let browser: Browser;
beforeAll(async () => {
  ({ server, browser } = suite);
  await fs.mkdir(SHOTS, { recursive: true });
});

async function visitorPage(viewport = MOBILE_VIEWPORT): Promise<Page> {
  const context = await browser.newContext({ viewport, baseURL: server.baseUrl });
  return context.newPage();
}

const field = (page: Page, path: string) => page.locator(`[name="team.${path}"]`);

/** Whether every photo on the page has loaded as a picture (not a broken image). */
const photosLoaded = (page: Page, selector: string) =>
  page
    .locator(selector)
    .evaluateAll((images) =>
      images.map((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0),
    );

describe('/team and /admin/team', () => {
  test('a fresh install: /team says the team will be announced soon, with no placeholder cards', async () => {
    const page = await visitorPage();
    await page.goto('/team');
    await page.getByText(M.teamEmpty, { exact: true }).waitFor();
    expect(await page.locator('.team-card').count()).toBe(0);
    expect(await page.getByText('To be announced').count()).toBe(0);
    expect(await page.getByText('23 October').count()).toBe(0);
    await saveScreenshot(page, { path: `${SHOTS}/team-empty-390.png`, fullPage: true });
    await page.context().close();
  });

  test('an admin builds two sections with a photo; a visitor sees them; an emptied section is left out', async () => {
    const { context, page } = await openStaffTab(browser, server);
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Team', exact: true }).click();
    await page.waitForURL('**/admin/team');
    await page.getByText('No sections yet').waitFor();

    await page.getByRole('button', { name: 'Add section' }).click();
    await field(page, 'sections.0.title').fill('Office Bearers');
    await field(page, 'sections.0.members.0.name').fill('Arjun Das');
    await field(page, 'sections.0.members.0.role').fill('Secretary');
    await page.getByRole('button', { name: 'Add member to Office Bearers' }).click();
    await field(page, 'sections.0.members.1.name').fill('Kavya Raman');
    await field(page, 'sections.0.members.1.role').fill('President');
    await field(page, 'sections.0.members.1.profileUrl').fill('linkedin.com/in/kavya-raman');
    // The President first.
    await page.getByRole('button', { name: 'Move Kavya Raman up' }).click();
    expect(await field(page, 'sections.0.members.0.name').inputValue()).toBe('Kavya Raman');

    await page.getByRole('button', { name: 'Add section' }).click();
    await field(page, 'sections.1.title').fill('Coordinators');
    await field(page, 'sections.1.members.0.name').fill('Meena Iyer');
    await field(page, 'sections.1.members.0.role').fill('Student Coordinator');

    // A link without its https:// is refused under its own field, which takes the focus; nothing is saved.
    await page.getByRole('button', { name: 'Save team' }).click();
    const linkError = page.locator('.field-error', { hasText: M.teamProfileUrlInvalid });
    await linkError.waitFor();
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe(
      'team.sections.0.members.0.profileUrl',
    );
    await saveScreenshot(page, { path: `${SHOTS}/admin-team-error-1280.png`, fullPage: true });
    await field(page, 'sections.0.members.0.profileUrl').fill('https://www.linkedin.com/in/kavya-raman');
    await page.getByRole('button', { name: 'Save team' }).click();
    await page.getByText('Team saved').first().waitFor();
    await page.getByText('All changes saved').waitFor();

    // A photo for the President: seen before it is sent, then the server's square.
    const kavya = page.locator('.team-member-editor', { has: page.locator('[name="team.sections.0.members.0.name"]') });
    // A text file is refused by the server, whose message shows beside the member.
    await kavya.locator('input[type="file"]').setInputFiles({
      name: 'photo.jpg',
      mimeType: 'image/jpeg',
      buffer: await fs.readFile(teamPhoto('make-photos.sh')),
    });
    await kavya.getByRole('button', { name: 'Upload photo' }).click();
    await kavya.getByText(M.teamPhotoNotImage).waitFor();
    await kavya.getByRole('button', { name: 'Cancel' }).click();

    await kavya.locator('input[type="file"]').setInputFiles(teamPhoto('phone-portrait-exif6.jpg'));
    const preview = kavya.getByRole('img', { name: 'Preview of the photo chosen for Kavya Raman' });
    await preview.waitFor();
    await expect.poll(() => photosLoaded(page, '.team-member-editor img')).toEqual([true]);
    await saveScreenshot(page, { path: `${SHOTS}/admin-team-preview-1280.png`, fullPage: true });
    await kavya.getByRole('button', { name: 'Upload photo' }).click();
    await kavya.getByText('Photo saved').waitFor();
    const photo = kavya.getByRole('img', { name: 'Photo of Kavya Raman' });
    await photo.waitFor();
    expect(await photo.getAttribute('src')).toMatch(/^\/api\/v1\/team\/photos\/[a-f0-9]{32}\.webp$/);
    await expect.poll(() => photosLoaded(page, '.team-member-editor img')).toEqual([true]);
    await saveScreenshot(page, { path: `${SHOTS}/admin-team-1280.png`, fullPage: true });
    await page.setViewportSize(MOBILE_VIEWPORT);
    await saveScreenshot(page, { path: `${SHOTS}/admin-team-390.png`, fullPage: true });
    await page.setViewportSize(DESKTOP_VIEWPORT);

    // A visitor sees both sections in order, the names and roles, the photo and the profile link.
    const visitor = await visitorPage(DESKTOP_VIEWPORT);
    await visitor.goto('/team');
    await visitor.locator('.team-card').first().waitFor();
    expect(await visitor.locator('section.team-section h2').allTextContents()).toEqual([
      'Office Bearers (2)',
      'Coordinators (1)',
    ]);
    expect(await visitor.locator('.team-card-name').allTextContents()).toEqual([
      'Kavya Raman',
      'Arjun Das',
      'Meena Iyer',
    ]);
    expect(await visitor.locator('.team-card-role').allTextContents()).toEqual([
      'President',
      'Secretary',
      'Student Coordinator',
    ]);
    await expect.poll(() => photosLoaded(visitor, '.team-card img')).toEqual([true]);
    expect(await visitor.locator('.team-card', { hasText: 'Arjun Das' }).locator('.avatar').textContent()).toBe('AD');
    expect(await visitor.getByRole('link', { name: 'Profile of Kavya Raman' }).getAttribute('href')).toBe(
      'https://www.linkedin.com/in/kavya-raman',
    );
    expect(await visitor.getByText('To be announced').count()).toBe(0);
    expect(await visitor.getByText(M.teamEmpty).count()).toBe(0);
    await saveScreenshot(visitor, { path: `${SHOTS}/team-1280.png`, fullPage: true });
    await visitor.setViewportSize(MOBILE_VIEWPORT);
    await saveScreenshot(visitor, { path: `${SHOTS}/team-390.png`, fullPage: true });

    // The admin empties Coordinators: the section stays in /admin/team, and the public page leaves it out.
    await page.getByRole('button', { name: 'Remove Meena Iyer' }).click();
    await page.getByText('No members: the public page leaves this section out.').waitFor();
    await page.getByText('Unsaved changes').waitFor();
    // Leaving for another staff screen asks first; staying keeps the changes.
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Settings' }).click();
    expect(await answerQuestion(page, 'no', { title: 'Leave without saving?' })).toBe(M.teamLeaveUnsaved);
    await page.getByText('Unsaved changes').waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/team');
    await page.getByRole('button', { name: 'Save team' }).click();
    await page.getByText('All changes saved').waitFor();
    await visitor.reload();
    await visitor.locator('.team-card').first().waitFor();
    expect(await visitor.locator('section.team-section h2').allTextContents()).toEqual(['Office Bearers (2)']);
    expect(await visitor.getByText('Meena Iyer').count()).toBe(0);
    await visitor.context().close();
    await context.close();
  });

  test('a coordinator has no Team tab, and /admin/team says it is for admins', async () => {
    const coordinator = await createStaff(server, await adminToken(server), 'coordinator', 'Harish Balaji');
    const { context, page } = await openStaffTab(browser, server, coordinator);
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Dashboard' }).waitFor();
    expect(
      await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Team', exact: true }).count(),
    ).toBe(0);
    await page.goto('/admin/team');
    await page.getByText('Only admins can change the team page.').waitFor();
    expect(await page.getByRole('button', { name: 'Save team' }).count()).toBe(0);
    await context.close();
  });
});
