import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { ruleViolations, seriousViolations } from './support/axe';
import { closeContexts, workerBrowser } from './support/server-and-browser';

// The accessibility checks of the other files pass when axe finds nothing; this proves the helpers do report what
// axe finds, with the options they pass (only violations gathered), so a green axe check means a clean page.

let browser: Browser;
beforeAll(async () => {
  browser = await workerBrowser();
});
afterAll(async () => {
  if (browser) await closeContexts(browser);
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

test('on one page the helper reports again after the page changed (axe stays in the page between runs)', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.setContent(
    '<!doctype html><html lang="en"><head><title>Clean</title></head><body><main><h1>Clean</h1></main></body></html>',
  );
  expect(await seriousViolations(page)).toEqual([]);
  // As the app's own route changes do: the same document, new content.
  await page.evaluate(() => {
    document.querySelector('main')!.innerHTML = '<button></button>';
  });
  expect((await seriousViolations(page)).map((violation) => violation.split(' ')[0])).toEqual(['button-name']);
  await context.close();
});

test('a violation inside a frame is reported too (pages with frames go through AxeBuilder, which reaches into them)', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.setContent(`<!doctype html><html lang="en"><head><title>Framed</title></head><body><main>
    <iframe title="Inner" srcdoc="<!doctype html><html lang='en'><head><title>Inner</title></head><body><main><button></button></main></body></html>"></iframe>
  </main></body></html>`);
  await expect.poll(() => page.frames().length).toBe(2);
  const found = await seriousViolations(page);
  expect(found.map((violation) => violation.split(' ')[0])).toContain('button-name');
  expect(found.find((violation) => violation.startsWith('button-name'))).toMatch(/iframe/);
  await context.close();
});
