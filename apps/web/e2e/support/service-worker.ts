import type { Page } from 'playwright-core';

/** The page's service worker has installed and activated (the app shell and its data are cached). */
export const workerActive = (page: Page) =>
  page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });

/** The page goes through the active service worker: it takes charge of the page it was installed from. */
export async function workerInControl(page: Page) {
  await workerActive(page);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** Once the worker is active, the page is loaded again through it (so its requests fill the worker's caches). */
export async function reloadThroughWorker(page: Page) {
  await workerActive(page);
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}
