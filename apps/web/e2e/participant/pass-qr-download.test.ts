import fs from 'node:fs';
import jsQR from 'jsqr';
import type { Browser, Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { beforeAll, expect, test } from 'vitest';
import { adminToken, createParticipant, generateParticipantId, verifyPayment } from '../support/api-calls';
import type { ApiServer } from '../support/api-server';
import { MOBILE_VIEWPORT } from '../support/browser';
import { readQr } from '../support/qr';
import { useServerAndBrowser } from '../support/server-and-browser';
import { signInAsParticipant } from '../support/sign-in';
import { saveScreenshot } from '../support/screenshots';

// docs/product.md#the-entry-pass: the entry-pass QR is downloadable as a PNG; where the browser cannot download, the image opens in
// a new tab instead. Both must hold the very pass the profile shows.

const suite = useServerAndBrowser();
let server: ApiServer;
let browser: Browser;
beforeAll(() => ({ server, browser } = suite));

let player: Awaited<ReturnType<typeof createParticipant>>;
let participantId: string;

beforeAll(async () => {
  const admin = await adminToken(server);
  player = await createParticipant(server, 'general', 'Lakshmi Narayanan');
  await verifyPayment(server, admin, player.id);
  participantId = await generateParticipantId(server, admin, player.id);
});

function decodePng(bytes: Buffer): string | null {
  const png = PNG.sync.read(bytes);
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? null;
}

async function openProfile(initScript?: () => void): Promise<Page> {
  const context = await browser.newContext({
    viewport: MOBILE_VIEWPORT,
    baseURL: server.baseUrl,
    acceptDownloads: true,
  });
  if (initScript) await context.addInitScript(initScript);
  const page = await context.newPage();
  await signInAsParticipant(page, player);
  return page;
}

/** The pass text the profile shows in its QR. */
async function shownPass(page: Page): Promise<string> {
  const text = await readQr(page.getByRole('img', { name: `Entry pass QR code for ${participantId}` }));
  expect(text).not.toBeNull();
  expect(JSON.parse(text!)).toMatchObject({ participantId });
  return text!;
}

test('Download QR saves a PNG whose QR is the pass', async () => {
  const page = await openProfile();
  const pass = await shownPass(page);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download QR' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${participantId}-entry-pass.png`);
  const bytes = fs.readFileSync((await download.path())!);
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  expect(decodePng(bytes)).toBe(pass);
  await page.context().close();
});

test('a browser without download links gets the PNG in a new tab instead', async () => {
  const page = await openProfile(() => {
    // Some in-app browsers have no download attribute on links.
    delete (HTMLAnchorElement.prototype as { download?: string }).download;
  });
  const pass = await shownPass(page);
  const [tab] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('button', { name: 'Download QR' }).click(),
  ]);
  await tab.waitForLoadState();
  expect(tab.url()).toMatch(/^blob:/);
  // The tab shows the image itself; its pixels are read back through a canvas (the page's CSP, which the
  // blob: document inherits, allows no fetch of it).
  const shown = await tab.evaluate(async () => {
    const image = document.querySelector('img')!;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.naturalWidth;
    canvas.height = image.naturalHeight;
    canvas.getContext('2d')!.drawImage(image, 0, 0);
    return { type: document.contentType, png: canvas.toDataURL('image/png').slice('data:image/png;base64,'.length) };
  });
  expect(shown.type).toBe('image/png');
  expect(decodePng(Buffer.from(shown.png, 'base64'))).toBe(pass);
  await saveScreenshot(tab, { path: '/tmp/e2e-pass-qr-new-tab-390.png' });
  await page.context().close();
});
