import fs from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { ADMIN_ALERTS } from '@symposium/schema/admin-alerts';
import type { MailStatus } from '@symposium/schema/mail-status';
import type { Browser, Page } from 'playwright-core';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { adminToken, createParticipant } from '../support/api-calls';
import type { ApiServer } from '../support/api-server';
import { seriousViolations } from '../support/axe';
import { DESKTOP_VIEWPORT, MOBILE_VIEWPORT } from '../support/browser';
import { useServerAndBrowser } from '../support/server-and-browser';
import { signInAsStaff } from '../support/staff-desk';
import { saveScreenshot } from '../support/screenshots';

// Mail delivery as staff see it: the real API sending through a real local SMTP server that refuses
// the very first message for good (550), the dashboard's Mail card, and bulk email's honest toast.

const SHOTS = '/tmp/admin-mail';

let smtp: SMTPServer;
let smtpPort: number;
const delivered: string[] = [];

beforeAll(async () => {
  let recipients = 0;
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (++recipients > 1) return callback();
      callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
    },
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () => {
        delivered.push(...session.envelope.rcptTo.map((r) => r.address));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpPort = (smtp.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
});

const suite = useServerAndBrowser({
  server: () => ({ env: { SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, MAIL_SMTP_RATE_PER_SECOND: '0' } }),
});
let server: ApiServer;
let browser: Browser;
beforeAll(() => ({ server, browser } = suite));

let token: string;

beforeAll(async () => {
  await fs.mkdir(SHOTS, { recursive: true });
  token = await adminToken(server);
});

async function mailStatus(): Promise<MailStatus> {
  const response = await fetch(`${server.baseUrl}/api/v1/admin/mail/status`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as { data: MailStatus }).data;
}

/** Waits (generously) until the queue holds nothing and `sent` messages went out. */
async function drained(sent: number): Promise<MailStatus> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const status = await mailStatus();
    if (status.counts.queued === 0 && status.counts.sent >= sent) return status;
    if (Date.now() > deadline) throw new Error(`mail not drained: ${JSON.stringify(status)}\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const count = (page: Page, label: string) =>
  page.locator('.mail-card-counts div', { hasText: label }).locator('dd').textContent();

describe('mail on the admin dashboard', () => {
  test('the Mail card shows queued, sent and failed with the latest failure reason; bulk email says how many it queued', async () => {
    // Two registrations: the first one's "registration received" mail is refused (550), the second is delivered.
    const bounced = await createParticipant(server, 'general', 'Ravi Shankar');
    const welcomed = await createParticipant(server, 'general', 'Lakshmi Priya');
    const status = await drained(1);
    expect(status.counts).toMatchObject({ queued: 0, sent: 1, failed: 1 });
    expect(delivered).toEqual([welcomed.email]);

    const context = await browser.newContext({ viewport: DESKTOP_VIEWPORT, baseURL: server.baseUrl });
    const page = await context.newPage();
    await signInAsStaff(page, server.admin);
    const card = page.getByRole('region', { name: 'Mail' });
    await card.getByText('Latest failure:').waitFor();
    expect(await count(page, 'Queued')).toBe('0');
    expect(await count(page, 'Sent')).toBe('1');
    expect(await count(page, 'Failed')).toBe('1');
    expect(await card.locator('.mail-card-problem').textContent()).toContain(
      `550 Mailbox unavailable — to ${bounced.email}`,
    );
    await card.getByText('Sent through the SMTP server.').waitFor();
    await saveScreenshot(card, { path: `${SHOTS}/mail-card-1280.png` });
    await saveScreenshot(page, { path: `${SHOTS}/dashboard-1280.png`, fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);

    await page.setViewportSize(MOBILE_VIEWPORT);
    await card.scrollIntoViewIfNeeded();
    await saveScreenshot(page, { path: `${SHOTS}/mail-card-390.png` });
    expect(await card.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await page.setViewportSize(DESKTOP_VIEWPORT);

    // Bulk email to both from the users screen: the spec's alert, then the honest count.
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Users', exact: true }).click();
    await page.getByRole('button', { name: 'Bulk mode' }).click();
    await page.getByRole('checkbox', { name: 'Select all on this page' }).check();
    await page.getByText('2 selected').waitFor();
    await page.getByRole('button', { name: 'Send email' }).click();
    await page.getByRole('dialog', { name: 'Send email' }).getByRole('button', { name: 'Send email' }).click();
    await page.locator('.toast-message', { hasText: ADMIN_ALERTS.emailsSent }).first().waitFor();
    await page
      .locator('.toast-message', { hasText: "Emails queued: 2. Delivery shows on the dashboard's Mail card." })
      .first()
      .waitFor();
    await drained(3);

    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Dashboard', exact: true }).click();
    await card.waitFor();
    await page.getByRole('button', { name: 'Refresh' }).click();
    await page.locator('.mail-card-counts div', { hasText: 'Sent' }).locator('dd', { hasText: '3' }).waitFor();
    expect(await count(page, 'Failed')).toBe('1');
    expect(delivered.sort()).toEqual([welcomed.email, bounced.email, welcomed.email].sort());
    await context.close();
  });
});
