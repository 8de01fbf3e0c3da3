import type { BrowserContext, Page } from 'playwright-core';

// A backgrounded tab losing its IndexedDB connection, done by the browser itself. Chromium force-closes an
// origin's connections when it must (storage pressure, a backing-store error, site data being cleared); its
// own chrome://indexeddb-internals page has a 'Force close' control that runs that very path — the
// connections are closed by the browser, every open IDBDatabase gets its 'close' event, and the data stays.
// No DevTools protocol command does this without deleting the data, and closing the database from inside
// the page would be the app's own doing (an IDBDatabase closed by script never fires 'close').

/**
 * Records, for the database `name`, the connections the page opens and the 'close' events the browser
 * fires on them (window.__idbConnections) — observation only, added before the app's scripts run.
 */
export async function watchIndexedDbConnections(context: BrowserContext, name: string): Promise<void> {
  await context.addInitScript((database: string) => {
    const seen = { opened: 0, closedByBrowser: 0 };
    (window as unknown as { __idbConnections: typeof seen }).__idbConnections = seen;
    const open = IDBFactory.prototype.open;
    IDBFactory.prototype.open = function (this: IDBFactory, ...args: Parameters<IDBFactory['open']>) {
      const request = open.apply(this, args);
      if (args[0] === database) {
        request.addEventListener('success', () => {
          seen.opened++;
          request.result.addEventListener('close', () => seen.closedByBrowser++);
        });
      }
      return request;
    } as IDBFactory['open'];
  }, name);
}

export const indexedDbConnections = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { __idbConnections: { opened: number; closedByBrowser: number } }).__idbConnections,
  );

/** The browser force-closes every IndexedDB connection of the context's origins (their data is kept). */
export async function dropIndexedDbConnections(context: BrowserContext): Promise<void> {
  const internals = await context.newPage();
  try {
    await internals.goto('chrome://indexeddb-internals');
    const controls = internals.locator('.force-close');
    await controls.first().waitFor();
    for (const control of await controls.all()) await control.click();
  } finally {
    await internals.close();
  }
}

/**
 * The browser drops the connections of a page watched by watchIndexedDbConnections, and this returns once the page has
 * had a connection's 'close' event. Once in many runs a press of Chromium's control reached none of the page's
 * connections (the page saw no 'close' in 20 s; the cause is not known): the control is pressed again then.
 */
export async function dropWatchedConnections(context: BrowserContext, page: Page): Promise<void> {
  const closedBefore = (await indexedDbConnections(page)).closedByBrowser;
  for (let press = 0; press < 4; press++) {
    await dropIndexedDbConnections(context);
    for (
      const deadline = Date.now() + 5_000;
      Date.now() < deadline;
      await new Promise((resolve) => setTimeout(resolve, 100))
    ) {
      if ((await indexedDbConnections(page)).closedByBrowser > closedBefore) return;
    }
  }
  throw new Error("The browser did not drop the page's IndexedDB connection");
}

/** How many IndexedDB connections the browser holds open for the context's origins (its own count). */
export async function openIndexedDbConnections(context: BrowserContext): Promise<number> {
  const internals = await context.newPage();
  try {
    await internals.goto('chrome://indexeddb-internals');
    await internals.locator('.force-close').first().waitFor();
    const text = await internals.locator('body').innerText();
    return [...text.matchAll(/Open connections:\s*(\d+)/g)].reduce((sum, match) => sum + Number(match[1]), 0);
  } finally {
    await internals.close();
  }
}

/**
 * Runs `action` (a press, a click) with the page stopped (a debugger statement) at its first `method` call on the
 * object store `store` (with `key` as its first argument, when given), inside that call's transaction; while it is stopped the browser drops the connections;
 * then the page carries on, its transaction on the dead connection. The browser aborts that transaction before it
 * delivers the connection's 'close' event, so the app meets the drop in the middle of its own work.
 */
export async function dropConnectionsDuringStoreCall(
  context: BrowserContext,
  page: Page,
  call: { store: string; method: 'add' | 'put' | 'get' | 'count'; key?: string },
  action: () => Promise<unknown>,
): Promise<void> {
  await page.evaluate(({ store, method, key }) => {
    const prototype = IDBObjectStore.prototype as unknown as Record<string, (...args: unknown[]) => unknown>;
    const original = prototype[method];
    let stopped = false;
    prototype[method] = function (this: IDBObjectStore, ...args: unknown[]) {
      if (this.name === store && (key === undefined || args[0] === key) && !stopped) {
        stopped = true;
        debugger;
      }
      return original.apply(this, args);
    };
  }, call);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Debugger.enable');
  const paused = new Promise<void>((resolve) => cdp.once('Debugger.paused', () => resolve()));
  const acted = action();
  await paused;
  await dropIndexedDbConnections(context);
  await cdp.send('Debugger.resume');
  await acted;
  await cdp.detach();
}
