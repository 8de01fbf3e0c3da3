import { randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { beforeAll, expect, test } from 'vitest';
import { createStaff, loginToken } from '../support/admin-setup';
import {
  adminToken,
  apiCall,
  createParticipant,
  generateParticipantId,
  getWorkshops,
  verifyPayment,
} from '../support/api-calls';
import type { ApiServer } from '../support/api-server';
import { seriousViolations } from '../support/axe';
import { DESKTOP_VIEWPORT } from '../support/browser';
import { useServerAndBrowser } from '../support/server-and-browser';
import { signInAsStaff } from '../support/staff-desk';
import { saveScreenshot } from '../support/screenshots';

// Reconciliation of a desk that turned someone away: an offline desk refused a kit (its roster was older
// than the payment verification), the server would have accepted it. Nothing is recorded; the dashboard
// lists it so an admin can call the participant back; the staff actions trail names who each row is about.

const suite = useServerAndBrowser();
let server: ApiServer;
let browser: Browser;
beforeAll(() => ({ server, browser } = suite));

let participantId: string;
let workshopTitle: string;

beforeAll(async () => {
  const admin = await adminToken(server);
  const player = await createParticipant(server, 'both', 'Arjun Prakash');
  await verifyPayment(server, admin, player.id);
  participantId = await generateParticipantId(server, admin, player.id);
  const coordinator = await createStaff(server, admin, 'coordinator', 'Gate Coordinator');
  const token = await loginToken(server, coordinator.email, coordinator.password);
  const deviceId = `device-${randomUUID()}`;
  const { data: device } = await apiCall<{ data: { deviceKey: string } }>(server, '/sync/devices', {
    token,
    json: { deviceId, name: 'Gate desk' },
  });
  const headers = { 'X-Device-Key': device.deviceKey };
  const mutation = {
    id: randomUUID(),
    type: 'issue-kit',
    participantId,
    collectionPoint: 'main-desk',
    occurredAt: new Date().toISOString(),
    localStatus: 'rejected',
  };
  const pushed = await apiCall(server, '/sync/push', {
    token,
    headers,
    json: { deviceId, schemaVersion: 1, sentAt: new Date().toISOString(), mutations: [mutation] },
  });
  expect(pushed.results[0]).toMatchObject({ status: 'rejected', error: 'REFUSED_AT_DESK' });

  // A desk let a general (events only) participant into a workshop; the server refuses it after the fact.
  const general = await createParticipant(server, 'general', 'Nila Devi');
  await verifyPayment(server, admin, general.id);
  const generalId = await generateParticipantId(server, admin, general.id);
  const workshop = (await getWorkshops(server)).workshops[0];
  workshopTitle = workshop.title;
  const checkIn = {
    id: randomUUID(),
    type: 'check-in',
    participantId: generalId,
    eventId: workshop.id,
    eventType: 'workshop',
    occurredAt: new Date().toISOString(),
    localStatus: 'applied',
  };
  const refused = await apiCall(server, '/sync/push', {
    token,
    headers,
    json: { deviceId, schemaVersion: 1, sentAt: new Date().toISOString(), mutations: [checkIn] },
  });
  expect(refused.results[0]).toMatchObject({ status: 'rejected', error: 'ACCESS_DENIED' });
});

test('a kit refused at a desk that the server would have issued is listed on the dashboard, and an admin resolves it', async () => {
  const context = await browser.newContext({ viewport: DESKTOP_VIEWPORT, baseURL: server.baseUrl });
  const page = await context.newPage();
  await signInAsStaff(page, server.admin);
  const panel = page.locator('.conflicts-panel');
  await panel.getByText('Turned away at the desk').waitFor();
  await panel.getByText(participantId).waitFor();
  await panel.getByText(/Kit refused at Gate desk by Gate Coordinator/).waitFor();
  await panel.getByText(/the server would have accepted it; nothing was recorded/).waitFor();
  // A check-in says where it was (the workshop), and the server's own full stop is not doubled.
  const refusedCheckIn = panel
    .locator('.conflict-item', { hasText: 'Scan refused after the fact' })
    .locator('.conflict-detail');
  await refusedCheckIn.getByText(`Checked in to ${workshopTitle} at Gate desk by Gate Coordinator`).waitFor();
  expect(await refusedCheckIn.innerText()).toMatch(
    /the server refused it: General \(events only\) registration does not give access to workshops\.$/,
  );
  expect(await seriousViolations(page)).toEqual([]);
  await saveScreenshot(page, { path: path.join(os.tmpdir(), 'dashboard-refused-at-desk-1280.png'), fullPage: true });

  const turnedAway = panel.locator('.conflict-item', { hasText: 'Turned away at the desk' });
  await turnedAway.getByRole('button', { name: 'Resolve' }).click();
  await turnedAway
    .getByLabel('How was this resolved?')
    .fill('Called the participant back; kit handed out at the main desk.');
  await turnedAway.getByRole('button', { name: 'Mark resolved' }).click();
  await turnedAway.waitFor({ state: 'detached' });
  await panel.locator('.conflict-item').getByText('Scan refused after the fact').waitFor();

  // The latest staff actions name the participant (and their ID) and say what was resolved.
  await page.getByRole('button', { name: 'Refresh' }).click();
  const trail = page.locator('.audit-list');
  await trail
    .locator('.audit-line', { hasText: 'verified a payment' })
    .getByText(`Arjun Prakash (${participantId})`)
    .waitFor();
  await trail.locator('.audit-line', { hasText: 'resolved an offline scan conflict' }).waitFor();
  await context.close();
});
