import type { Browser, BrowserContextOptions } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { type ApiServer, startApiServer } from './api-server';
import { type ChromiumBuild, launchBrowser, setServiceWorkersByDefault } from './browser';

export interface ServerAndBrowser {
  server: ApiServer;
  browser: Browser;
}

/**
 * The Chromium of this Vitest worker, launched with `args`. A worker runs its files one after another in one
 * process (isolate: false), so the files that ask for the same switches share one Chromium instead of launching
 * their own (about half a CPU-second and three seconds a file on the CI machine): each file's contexts are closed
 * when it ends (useServerAndBrowser), and contexts share no storage, cache or worker, so a file finds the browser
 * as new. Another set of switches (a fake camera), the other build (ChromiumBuild) or a browser that crashed or was
 * closed gets a new launch.
 */
let workerChromium: { args: string; browser: Promise<Browser> } | undefined;

export async function workerBrowser(args: string[] = [], build: ChromiumBuild = 'headless-shell'): Promise<Browser> {
  const key = [build, ...args].join('\n');
  if (workerChromium?.args === key) {
    const browser = await workerChromium.browser.catch(() => undefined);
    if (browser?.isConnected()) return browser;
  }
  const previous = workerChromium?.browser;
  workerChromium = { args: key, browser: launchBrowser(args, build) };
  await previous?.then((browser) => browser.close()).catch(() => undefined);
  return workerChromium.browser;
}

/** Closes every context a file left open, so the next file on this worker starts with an empty browser. */
export async function closeContexts(browser: Browser) {
  if (browser.isConnected())
    await Promise.all(browser.contexts().map((context) => context.close().catch(() => undefined)));
}

/**
 * One API server for a test file, and this worker's Chromium (workerBrowser): started in a beforeAll, the server
 * stopped and the file's browser contexts closed in an afterAll, both registered where this is called. Vitest runs
 * beforeAll hooks in the order they are registered and afterAll hooks in reverse, so a file's own hooks registered
 * after this call find the server and the browser running, in both.
 * `server`: the server's options, asked for when the hook runs, so that a beforeAll registered before this call can
 * make what they name (the mail test's SMTP server, the update test's copy of the built app).
 * `browserArgs`: more Chromium switches (a fake camera).
 * `browser`: 'chromium' for a file that opens Chromium's own chrome:// pages; the others drive the headless shell
 * (browser.ts, ChromiumBuild).
 * `serviceWorkers`: what the file's contexts get when they do not say (browser.ts, setServiceWorkersByDefault):
 * 'block' unless the file says 'allow' — a test whose subject is the service worker (or a page loaded offline) gives
 * 'allow' to the contexts that need it (docs/decisions/0051-browser-tests-block-the-service-worker.md).
 */
export function useServerAndBrowser(
  options: {
    server?: () => Parameters<typeof startApiServer>[0];
    browserArgs?: string[];
    browser?: ChromiumBuild;
    serviceWorkers?: NonNullable<BrowserContextOptions['serviceWorkers']>;
  } = {},
): ServerAndBrowser {
  const running: Partial<ServerAndBrowser> = {};
  beforeAll(async () => {
    setServiceWorkersByDefault(options.serviceWorkers ?? 'block');
    // Both settle before a failure is thrown, so the afterAll below still stops the server if it started.
    const [server, browser] = await Promise.allSettled([
      startApiServer(options.server?.()),
      workerBrowser(options.browserArgs, options.browser),
    ]);
    if (server.status === 'fulfilled') running.server = server.value;
    if (browser.status === 'fulfilled') running.browser = browser.value;
    if (server.status === 'rejected') throw server.reason;
    if (browser.status === 'rejected') throw browser.reason;
  });
  afterAll(async () => {
    if (running.browser) await closeContexts(running.browser);
    setServiceWorkersByDefault('allow');
    await running.server?.stop();
  });
  // Read only from hooks and tests, which run after the beforeAll above has filled it.
  return running as ServerAndBrowser;
}
