import type { BrowserContext, Page } from 'playwright-core';

/**
 * Holds every request to `url` (a Playwright URL glob) on `target` until `release()`. The gate exists before any
 * request does, so a release that comes before the page's request has reached the route still lets it through
 * (a gate made inside the route handler would miss it and hold the request for good).
 */
export async function holdRequests(target: Page | BrowserContext, url: string): Promise<{ release: () => void }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await target.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}
