import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { apiCall } from './api-calls';
import type { ApiServer } from './api-server';

/** Signs in through the real login form and waits for the page the app takes the account to (a URL glob). */
export async function signInThroughLoginForm(
  page: Page,
  account: { email: string; password: string },
  landing: string,
) {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL(landing);
}

/**
 * What signing in leaves in the browser (docs/product.md#sessions-and-tokens: the token, the refresh token and the user in localStorage), got from
 * the real POST /auth/login rather than through the form: for a context whose test is about what comes after signing
 * in. Its pages open signed in, as a returning person's do; the app checks the session with the server (GET /auth/me)
 * on each load as it always does. The form itself is proven in register-login.test.ts, admin.test.ts and the tests
 * whose subject is a sign-in (a shift change, the sign-in-again dialog).
 */
export async function signedInStorage(
  server: ApiServer,
  account: { email: string; password: string },
): Promise<NonNullable<BrowserContextOptions['storageState']>> {
  const session = await apiCall<{ token: string; refreshToken: string; data: unknown }>(server, '/auth/login', {
    json: { email: account.email, password: account.password, rememberMe: false },
  });
  const localStorage = [
    { name: 'token', value: session.token },
    { name: 'refreshToken', value: session.refreshToken },
    { name: 'user', value: JSON.stringify(session.data) },
  ];
  return { cookies: [], origins: [{ origin: server.baseUrl, localStorage }] };
}

/** A new context on the server (`options` as for browser.newContext) whose pages open signed in as `account`. */
export async function signedInContext(
  browser: Browser,
  server: ApiServer,
  account: { email: string; password: string },
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  return browser.newContext({
    baseURL: server.baseUrl,
    ...options,
    storageState: await signedInStorage(server, account),
  });
}

/** A participant signs in and lands on their profile. */
export async function signInAsParticipant(page: Page, participant: { email: string; password: string }) {
  await signInThroughLoginForm(page, participant, '**/profile');
}

/**
 * /profile has finished its refresh, so the pass it shows is saved on this device: 'Last refreshed' alone is not
 * enough (it shows the server's answer while the save is still under way, and a busy phone can be slower to save
 * than a test is to go offline or away); the button reads 'Refresh' again only after the save.
 */
export async function passSavedOnThisDevice(page: Page) {
  await page.getByText(/^Last refreshed: /).waitFor();
  await page.getByRole('button', { name: 'Refresh', exact: true }).waitFor();
}

/**
 * The page's session ends on the server (as a password reset or its end date would: its refresh token is logged out)
 * and its access token has run out. Answers the ended refresh token.
 */
export async function endSessionOnServer(page: Page, baseUrl: string): Promise<string> {
  const refreshToken = await page.evaluate(() => localStorage.getItem('refreshToken'));
  const ended = await fetch(`${baseUrl}/api/v1/auth/logout`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ refreshToken }),
  });
  if (ended.status !== 200) throw new Error(`POST /auth/logout answered ${ended.status}`);
  await page.evaluate(() => localStorage.setItem('token', 'expired-token'));
  return refreshToken!;
}
