import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { type ApiServer, startApiServer } from './api-server';
import { launchBrowser } from './browser';

export interface ServerAndBrowser {
  server: ApiServer;
  browser: Browser;
}

/**
 * One API server and one Chromium for a test file: started in a beforeAll, closed in an afterAll, both registered
 * where this is called. Vitest runs beforeAll hooks in the order they are registered and afterAll hooks in reverse,
 * so a file's own hooks registered after this call find the server and the browser running, in both.
 * `server`: the server's options, asked for when the hook runs, so that a beforeAll registered before this call can
 * make what they name (the mail test's SMTP server, the update test's copy of the built app).
 * `browserArgs`: more Chromium switches (a fake camera).
 */
export function useServerAndBrowser(
  options: { server?: () => Parameters<typeof startApiServer>[0]; browserArgs?: string[] } = {},
): ServerAndBrowser {
  const running: Partial<ServerAndBrowser> = {};
  beforeAll(async () => {
    // Both settle before a failure is thrown, so the afterAll below still closes whichever one started.
    const [server, browser] = await Promise.allSettled([startApiServer(options.server?.()), launchBrowser(options.browserArgs)]);
    if (server.status === 'fulfilled') running.server = server.value;
    if (browser.status === 'fulfilled') running.browser = browser.value;
    if (server.status === 'rejected') throw server.reason;
    if (browser.status === 'rejected') throw browser.reason;
  });
  afterAll(async () => {
    await running.browser?.close();
    await running.server?.stop();
  });
  // Read only from hooks and tests, which run after the beforeAll above has filled it.
  return running as ServerAndBrowser;
}
