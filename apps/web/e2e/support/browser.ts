import { type Browser, chromium, type Page } from 'playwright-core';

/** `extraArgs`: more Chromium switches (the scanner test adds a fake camera). */
export function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      ...extraArgs,
    ],
  });
}

export const MOBILE_VIEWPORT = { width: 390, height: 844 };
export const DESKTOP_VIEWPORT = { width: 1280, height: 900 };

/**
 * Waits until the app has rendered over the page the server drew (/, the event lists, /register: its controls do
 * nothing before). Actions wait by themselves (the drawn page is aria-disabled); a bare focus() does not.
 */
export const appTookOver = (page: Page) => page.locator('.first-screen').waitFor({ state: 'detached' });
