import fs from 'node:fs/promises';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { M } from '@symposium/schema/messages';
import { beforeAll, expect, test } from 'vitest';
import { createStaff, loginToken } from '../support/admin-setup';
import { adminToken, createParticipant, generateParticipantId, verifyPayment } from '../support/api-calls';
import type { ApiServer } from '../support/api-server';
import { seriousViolations } from '../support/axe';
import { DESKTOP_VIEWPORT, MOBILE_VIEWPORT } from '../support/browser';
import { useServerAndBrowser } from '../support/server-and-browser';
import { nameScannerDevice, signInAsStaff } from '../support/staff-desk';
import { saveScreenshot } from '../support/screenshots';
import { answerQuestion } from '../support/confirm-dialog';

// /admin/devices: a coordinator's desk registered through the real scanner page, a second device through
// the API; the admin sees both with their queues, revokes the desk (whose sync status then says so) and
// restores it.

const SHOTS = '/tmp/admin-devices';

const suite = useServerAndBrowser();
let server: ApiServer;
let browser: Browser;
beforeAll(() => ({ server, browser } = suite));

let admin: string;
let coordinator: { email: string; password: string; name: string };
let participantId: string;
let playerId: string;
let adminPage: Page;
let desk: { context: BrowserContext; page: Page };
let hallKey: string;

async function api<T = any>(
  pathname: string,
  init: { method?: string; token: string; json?: unknown; headers?: Record<string, string> },
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${server.baseUrl}/api/v1${pathname}`, {
    method: init.method ?? (init.json !== undefined ? 'POST' : 'GET'),
    headers: {
      authorization: `Bearer ${init.token}`,
      ...(init.json !== undefined ? { 'content-type': 'application/json' } : {}),
      ...init.headers,
    },
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  });
  return { status: response.status, body: (await response.json()) as T };
}

beforeAll(async () => {
  await fs.mkdir(SHOTS, { recursive: true });
  admin = await adminToken(server);
  coordinator = await createStaff(server, admin, 'coordinator', 'Desk Coordinator');
  const player = await createParticipant(server, 'both', 'Kavya Raman');
  await verifyPayment(server, admin, player.id);
  playerId = player.id;
  participantId = await generateParticipantId(server, admin, player.id);
});

const card = (page: Page, name: string) =>
  page.getByTestId('device-card').filter({ has: page.getByRole('heading', { name, exact: true }) });
const deskStatus = () => desk.page.getByTestId('sync-status');

test('before any desk is set up the admin sees the empty state, and the Devices link sits next to Scanner', async () => {
  const context = await browser.newContext({ viewport: DESKTOP_VIEWPORT, baseURL: server.baseUrl });
  adminPage = await context.newPage();
  await signInAsStaff(adminPage, server.admin);
  const adminNav = adminPage.getByRole('navigation', { name: 'Admin' });
  await adminNav.getByRole('link', { name: 'Devices' }).waitFor();
  const links = await adminNav.getByRole('link').allTextContents();
  expect(links.slice(links.indexOf('Scanner'), links.indexOf('Scanner') + 2)).toEqual(['Scanner', 'Devices']);
  await adminPage.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Devices' }).click();
  await adminPage.getByRole('heading', { name: 'Devices', level: 1 }).waitFor();
  await adminPage.getByText('No scanner devices yet.', { exact: false }).waitFor();
  expect(await seriousViolations(adminPage)).toEqual([]);
});

test('the admin sees the desks with their staff, last sync and queue; a backlog is highlighted', async () => {
  // A coordinator sets up 'Main desk' through the real scanner page and hands out a kit.
  const context = await browser.newContext({ viewport: MOBILE_VIEWPORT, baseURL: server.baseUrl });
  desk = { context, page: await context.newPage() };
  await signInAsStaff(desk.page, coordinator);
  await nameScannerDevice(desk.page, 'Main desk');
  await desk.page.goto('/admin/kit-distribution');
  await desk.page.getByLabel('Participant ID or pass text').fill(participantId);
  await desk.page.getByLabel('Participant ID or pass text').press('Enter');
  await desk.page.getByRole('heading', { name: 'Kit Issued Successfully!' }).waitFor();
  // The desk's kit is on the server before the second device's scan of the same kit arrives ('All scans synced'
  // could still be the status from before the scan), so the desk's stays the kit and the tablet's the duplicate.
  await expect
    .poll(
      async () =>
        (
          await api<{ data: { venue: { kit: { deskName: string } | null } } }>(`/admin/users/${playerId}`, {
            token: admin,
          })
        ).body.data.venue.kit?.deskName,
    )
    .toBe('Main desk');
  await deskStatus().getByText('All scans synced').waitFor();

  // A second device, through the API, last pushed one scan of three: two were still waiting on it.
  const token = await loginToken(server, coordinator.email, coordinator.password);
  const deviceId = 'hall-b-tablet-0001';
  const registered = await api<{ data: { deviceKey: string } }>('/sync/devices', {
    token,
    json: { deviceId, name: 'Hall B tablet' },
  });
  expect(registered.status).toBe(200);
  hallKey = registered.body.data.deviceKey;
  const push = await api('/sync/push', {
    token,
    headers: { 'X-Device-Key': registered.body.data.deviceKey },
    json: {
      deviceId,
      schemaVersion: 1,
      sentAt: new Date().toISOString(),
      queueSize: 3,
      mutations: [
        {
          id: 'hall-b-scan-0001',
          type: 'issue-kit',
          participantId,
          collectionPoint: 'main-desk',
          occurredAt: new Date().toISOString(),
        },
      ],
    },
  });
  expect(push.status).toBe(200);

  await adminPage.getByRole('button', { name: 'Refresh' }).click();
  await adminPage.getByRole('heading', { name: 'Scanner devices (2)' }).waitFor();
  const main = card(adminPage, 'Main desk');
  await main.getByText('Desk Coordinator').waitFor();
  await main.getByText('just now').waitFor();
  expect(await main.getByTestId('device-queue').textContent()).toBe('None');
  expect(await main.locator('time').getAttribute('datetime')).toMatch(/^\d{4}-\d\d-\d\dT/);
  await main.getByText('active', { exact: true }).waitFor();
  const hall = card(adminPage, 'Hall B tablet');
  expect(await hall.getByTestId('device-queue').textContent()).toBe('2 scans not yet on the server');
  expect(await hall.getByTestId('device-queue').getAttribute('class')).toContain('device-queue-waiting');
  await adminPage.getByText('2 scans are still waiting on devices', { exact: false }).waitFor();
  await saveScreenshot(adminPage, { path: path.join(SHOTS, 'devices-1280.png'), fullPage: true });
  expect(await seriousViolations(adminPage)).toEqual([]);
  await adminPage.setViewportSize(MOBILE_VIEWPORT);
  await saveScreenshot(adminPage, { path: path.join(SHOTS, 'devices-390.png'), fullPage: true });
  expect(await seriousViolations(adminPage)).toEqual([]);
  await adminPage.setViewportSize(DESKTOP_VIEWPORT);

  // Left open, the page keeps 'last sync' true: two minutes on, the desk no longer reads 'just now' (no Refresh).
  const watching = await adminPage.context().newPage();
  await watching.clock.install();
  await watching.goto('/admin/devices');
  await card(watching, 'Main desk').getByText('just now').waitFor();
  await watching.clock.fastForward('02:00');
  await card(watching, 'Main desk').getByText('2 minutes ago').waitFor();
  await watching.close();
});

test('revoking asks first; a revoked desk’s sync status says so and keeps its scans; restoring lets it sync again', async () => {
  const main = card(adminPage, 'Main desk');
  // Cancelling the question changes nothing.
  await main.getByRole('button', { name: 'Revoke Main desk' }).click();
  await answerQuestion(adminPage, 'no');
  await main.getByRole('button', { name: 'Revoke Main desk' }).waitFor();
  await main.getByRole('button', { name: 'Revoke Main desk' }).click();
  const question = await answerQuestion(adminPage, 'yes');
  await main.getByRole('button', { name: 'Restore Main desk' }).waitFor();
  expect(question).toMatch(/^Revoke this device\? Its scans will stop syncing/);
  await main.getByText('revoked', { exact: true }).waitFor();
  await adminPage.locator('.toast-message', { hasText: 'Main desk revoked' }).waitFor();
  await saveScreenshot(adminPage, { path: path.join(SHOTS, 'devices-revoked-1280.png'), fullPage: true });
  expect(await seriousViolations(adminPage)).toEqual([]);
  const listed = await api<{ data: { name: string; revokedAt: string | null }[] }>('/admin/devices', { token: admin });
  expect(listed.body.data.map((d) => [d.name, d.revokedAt !== null]).sort()).toEqual([
    ['Hall B tablet', false],
    ['Main desk', true],
  ]);

  // The desk scans once more and tries to sync: refused, with the server's words, and the scan stays queued.
  await desk.page.getByRole('button', { name: 'Issue Next Kit' }).click();
  await desk.page.getByLabel('Participant ID or pass text').fill(participantId);
  await desk.page.getByLabel('Participant ID or pass text').press('Enter');
  await desk.page.getByRole('heading', { name: 'Kit Already Issued' }).waitFor();
  const problem = deskStatus().getByRole('alert');
  await problem.getByText(/This device has been revoked by an admin/).waitFor();
  await problem.getByText(/Scans stay saved on this device/).waitFor();
  await deskStatus().getByText('1 scan waiting to sync').waitFor();
  await saveScreenshot(desk.page, { path: path.join(SHOTS, 'desk-revoked-390.png'), fullPage: true });
  // The admin sees the revoked desk still trying, and the scan it holds (recorded from the refused sync).
  await adminPage.getByRole('button', { name: 'Refresh' }).click();
  await card(adminPage, 'Main desk').getByTestId('device-queue').getByText('1 scan not yet on the server').waitFor();
  await card(adminPage, 'Main desk')
    .getByText(/It last tried to sync/)
    .waitFor();
  await saveScreenshot(adminPage, { path: path.join(SHOTS, 'devices-revoked-trying-1280.png'), fullPage: true });
  await adminPage.setViewportSize(MOBILE_VIEWPORT);
  await saveScreenshot(adminPage, { path: path.join(SHOTS, 'devices-revoked-trying-390.png'), fullPage: true });
  await adminPage.setViewportSize(DESKTOP_VIEWPORT);

  // Meanwhile the tablet took the name: restoring would make two active 'Main desk's, so it is refused, and on a
  // phone the error toast sits at the top (as it does over a dialog), off the cards' buttons.
  const hallDevice = { deviceId: 'hall-b-tablet-0001', deviceKey: hallKey };
  const coordinatorToken = await loginToken(server, coordinator.email, coordinator.password);
  expect(
    (await api('/sync/devices', { token: coordinatorToken, json: { ...hallDevice, name: 'Main desk' } })).status,
  ).toBe(200);
  await adminPage.setViewportSize(MOBILE_VIEWPORT);
  await card(adminPage, 'Main desk').getByRole('button', { name: 'Restore Main desk' }).click();
  const refused = adminPage.locator('.toast-error', { hasText: M.deviceRestoreNameTaken('Main desk') });
  await refused.waitFor();
  const box = (await refused.boundingBox())!;
  expect(box.y + box.height).toBeLessThan(MOBILE_VIEWPORT.height / 2);
  await saveScreenshot(adminPage, { path: path.join(SHOTS, 'devices-restore-name-taken-390.png') });
  expect(
    (await api<{ data: { name: string; revokedAt: string | null }[] }>('/admin/devices', { token: admin })).body.data
      .filter((d) => d.revokedAt === null)
      .map((d) => d.name),
  ).toEqual(['Main desk']);
  await refused.getByRole('button', { name: /Dismiss/ }).click();
  expect(
    (await api('/sync/devices', { token: coordinatorToken, json: { ...hallDevice, name: 'Hall B tablet' } })).status,
  ).toBe(200);
  await adminPage.setViewportSize(DESKTOP_VIEWPORT);

  await card(adminPage, 'Main desk').getByRole('button', { name: 'Restore Main desk' }).click();
  await card(adminPage, 'Main desk').getByRole('button', { name: 'Revoke Main desk' }).waitFor();
  await adminPage.locator('.toast-message', { hasText: 'Main desk restored' }).waitFor();
  await problem.getByRole('button', { name: 'Try again' }).click();
  await deskStatus().getByText('All scans synced').waitFor();
  // The block lifts with the sync that worked (a sync already in flight may settle a moment later).
  await deskStatus().getByRole('alert').waitFor({ state: 'detached', timeout: 10_000 });
  await desk.context.close();
});

test('coordinators have no Devices link, and the page tells them it is for admins', async () => {
  const context = await browser.newContext({ viewport: DESKTOP_VIEWPORT, baseURL: server.baseUrl });
  const page = await context.newPage();
  await signInAsStaff(page, coordinator);
  const nav = page.getByRole('navigation', { name: 'Admin' });
  await nav.getByRole('link', { name: 'Scanner' }).waitFor();
  expect(await nav.getByRole('link', { name: 'Devices' }).count()).toBe(0);
  await page.goto('/admin/devices');
  await page.getByText('Only admins can see and revoke scanner devices.').waitFor();
  expect(await page.getByTestId('device-card').count()).toBe(0);
  await context.close();
});
