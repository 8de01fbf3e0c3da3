import type { BrowserContext, Page, Route } from 'playwright-core';

type UrlMatch = Parameters<Page['route']>[0];

/**
 * Holds every request to `url` (as for page.route: a glob, a RegExp or a URL test) on `target` until `release()`: a slow network under the test's
 * control, not a clock. A release that comes before the page's request has reached the route still lets it through,
 * and requests after the release go straight on (a gate made inside the route handler would miss an early release
 * and hold the request for good).
 */
export async function holdRequests(target: Pick<Page | BrowserContext, 'route' | 'unroute'>, url: UrlMatch) {
  const held: Route[] = [];
  const waiting: (() => void)[] = [];
  let released = false;
  await target.route(url, (route) => {
    if (released) return route.continue();
    held.push(route);
    waiting.splice(0).forEach((resolve) => resolve());
  });
  return {
    /** Resolves once at least one request is being held. */
    arrived: () => (held.length > 0 ? Promise.resolve() : new Promise<void>((resolve) => waiting.push(resolve))),
    async release() {
      released = true;
      // A request whose page went away cannot be continued; the page asks again.
      await Promise.all(held.splice(0).map((route) => route.continue().catch(() => undefined)));
      await target.unroute(url);
    },
  };
}
