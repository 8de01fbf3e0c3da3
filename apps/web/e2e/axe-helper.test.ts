import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { ruleViolations, seriousViolations } from './support/axe';
import { launchBrowser } from './support/browser';

// The accessibility checks of the other files pass when axe finds nothing; this proves the helpers do report what
// axe finds, with the options they pass (only violations gathered), so a green axe check means a clean page.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const BROKEN_PAGE = `<!doctype html><html lang="en"><head><title>Broken</title></head><body><main>
  <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">
  <button></button>
  <p style="color:#777;background:#888">Grey on grey</p>
  <input type="text">
</main></body></html>`;

test('the serious-violations helper reports a missing alt text, an unnamed button, low contrast and an unlabelled field', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.setContent(BROKEN_PAGE);
  const rules = (await seriousViolations(page)).map((violation) => violation.split(' ')[0]);
  expect(rules).toEqual(expect.arrayContaining(['image-alt', 'button-name', 'color-contrast', 'label']));
  await context.close();
});

test('the named-rules helper reports only the rules it is given, whatever their impact', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.setContent(BROKEN_PAGE);
  const found = await ruleViolations(page, ['image-alt']);
  expect(found).toHaveLength(1);
  expect(found[0]).toMatch(/^image-alt \(critical\)/);
  await context.close();
});
