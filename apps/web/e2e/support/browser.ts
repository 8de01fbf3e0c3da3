import { existsSync } from 'node:fs';
import { type Browser, type BrowserContext, type BrowserContextOptions, chromium, type Page } from 'playwright-core';

/**
 * Which of Debian's two Chromium builds a test file drives (docs/decisions/0058-browser-tests-on-the-headless-shell.md).
 * 'headless-shell' (the package chromium-headless-shell): the same Chromium release — Blink, V8, the network stack,
 * service workers, IndexedDB, the fake camera — without the desktop browser's windows, profile services and WebUI; a
 * page costs about a fifth less CPU. 'chromium': the full browser, for a file that opens Chromium's own chrome://
 * pages (the IndexedDB internals page). Without the shell installed, every file gets the full browser.
 */
export type ChromiumBuild = 'headless-shell' | 'chromium';

function executablePath(build: ChromiumBuild): string {
  const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  if (build === 'chromium' || (process.env.CHROME_PATH && !process.env.CHROME_HEADLESS_SHELL_PATH)) return chromiumPath;
  const shellPath = process.env.CHROME_HEADLESS_SHELL_PATH ?? '/usr/lib/chromium/chromium-headless-shell';
  return existsSync(shellPath) ? shellPath : chromiumPath;
}

/** `extraArgs`: more Chromium switches (the scanner test adds a fake camera). */
export async function launchBrowser(
  extraArgs: string[] = [],
  build: ChromiumBuild = 'headless-shell',
): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: executablePath(build),
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      // Headless Chromium still makes each new window (every browser context) the address bar's two WebUI popups,
      // each a renderer loading its page: about half a second a context on this machine, for a bar nobody sees.
      '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
      // With no GPU the compositor's frames are drawn in software anyway; drawn in the renderer and the browser
      // instead of being sent on to the GPU process, a page load costs about a tenth less CPU (docs/performance.md).
      '--disable-gpu-compositing',
      ...extraArgs,
    ],
  });
  return withNavigationsThatWaitForTheApp(browser);
}

type ServiceWorkers = NonNullable<BrowserContextOptions['serviceWorkers']>;
let serviceWorkersByDefault: ServiceWorkers = 'allow';

/**
 * What a context gets when it does not name `serviceWorkers` (useServerAndBrowser sets it for each test file).
 * Installing the worker costs a context about a second of CPU (docs/performance.md), so a file whose subject is not
 * the worker blocks it and gives 'allow' only to the contexts that need it.
 */
export function setServiceWorkersByDefault(mode: ServiceWorkers) {
  serviceWorkersByDefault = mode;
}

/**
 * The public pages come drawn by the server and are inert until the app renders over them (docs/decisions/0027-server-drawn-first-screen-and-shell.md,
 * "The server draws the public pages' first screen"). A person waits for the page to respond; a test reading a
 * field's value or a heading right after goto() or reload() could read the drawn copy instead (an empty draft
 * field). So in these tests a navigation ends once the app has taken over, as it does for the person. Pages
 * without JavaScript keep the drawn copy and are left as they are.
 */
function withNavigationsThatWaitForTheApp(browser: Browser): Browser {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options?: BrowserContextOptions): Promise<BrowserContext> => {
    const context = await newContext({
      ...options,
      serviceWorkers: options?.serviceWorkers ?? serviceWorkersByDefault,
    });
    if (options?.javaScriptEnabled !== false) context.on('page', waitForTheAppAfterNavigations);
    return context;
  };
  // browser.newPage() makes its context through newContext(), so its pages wait too.
  return browser;
}

function waitForTheAppAfterNavigations(page: Page) {
  for (const method of ['goto', 'reload', 'goBack', 'goForward'] as const) {
    const navigate = page[method].bind(page) as (...args: unknown[]) => ReturnType<Page['reload']>;
    Object.assign(page, {
      [method]: async (...args: unknown[]) => {
        const response = await navigate(...args);
        // A page the app never takes over (offline without a cache, a failed load) is the test's to judge.
        await appTookOver(page, 30_000).catch(() => undefined);
        return response;
      },
    });
  }
}

export const MOBILE_VIEWPORT = { width: 390, height: 844 };
export const DESKTOP_VIEWPORT = { width: 1280, height: 900 };

/**
 * Waits until the app has rendered over the page the server drew (/, the event lists, /register: its controls do
 * nothing before). Actions wait by themselves (the drawn page is aria-disabled); a bare focus() does not.
 */
export const appTookOver = (page: Page, timeout?: number) =>
  page.locator('.first-screen').waitFor({ state: 'detached', timeout });
