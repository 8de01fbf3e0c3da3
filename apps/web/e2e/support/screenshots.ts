import type { Locator, LocatorScreenshotOptions, Page, PageScreenshotOptions } from 'playwright-core';

/** Screenshots are taken where a person looks at them: on a developer's machine, or in CI with E2E_SCREENSHOTS=1. */
const takingScreenshots = !process.env.CI || process.env.E2E_SCREENSHOTS === '1';

/**
 * A picture of a page or an element saved for a person to look at (the file at `options.path`): what a screen looks
 * like is checked by eye when it is built, never by the picture (the tests assert on the page itself). CI, where
 * nobody opens them, skips them: a capture costs about a second of a busy core (a full page is laid out again at
 * its whole height), some 250 of them four minutes of the suite. E2E_SCREENSHOTS=1 takes them in CI too.
 */
export async function saveScreenshot(
  target: Page | Locator,
  options: (PageScreenshotOptions | LocatorScreenshotOptions) & { path: string },
) {
  if (!takingScreenshots) return;
  if ('goto' in target) await target.screenshot(options as PageScreenshotOptions);
  else await target.screenshot(options as LocatorScreenshotOptions);
}
