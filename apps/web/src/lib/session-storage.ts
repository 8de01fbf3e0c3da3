import type { PublicUser } from '@symposium/schema/user';

// docs/product.md#sessions-and-tokens: the token and refresh token live in local storage. The user object is cached beside them
// so an offline start can still show who is signed in.
const TOKEN_KEY = 'token';
const REFRESH_TOKEN_KEY = 'refreshToken';
const USER_KEY = 'user';

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null; // storage disabled (private mode, policy): behave as signed out
  }
}

function write(key: string, value: string | null) {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // storage full or disabled: the session lasts as long as the page
  }
}

// Whether this tab has had a session that nothing in this tab has closed since: a token read or stored by it, until it
// clears the session or hears of a logout. Stored tokens gone while it is set were removed by another tab whose session
// ended (sessionClearedByAnotherTab).
let hadSession = false;

export function getToken() {
  const token = read(TOKEN_KEY);
  if (token) hadSession = true;
  return token;
}
export const getRefreshToken = () => read(REFRESH_TOKEN_KEY);

export function setTokens(token: string, refreshToken: string | null | undefined) {
  write(TOKEN_KEY, token);
  if (refreshToken) write(REFRESH_TOKEN_KEY, refreshToken);
  hadSession = true;
  for (const listener of tokenListeners) listener(token, 'this-tab');
}

/**
 * True once when the session this tab had is gone from storage although this tab neither cleared it nor heard of a
 * logout: another tab's refresh was refused (docs/decisions/0006-sessions-in-the-browser.md, "A session that ends in one tab ends in the others
 * too"). Forgets it, so the next tokenless request is a visitor's again.
 */
export function sessionClearedByAnotherTab(): boolean {
  const cleared = hadSession && read(TOKEN_KEY) === null;
  if (cleared) hadSession = false;
  return cleared;
}

/** Where a new access token was stored: by this tab (a login, a refresh), or by another tab of this browser. */
export type TokenStoredIn = 'this-tab' | 'another-tab';
type TokenListener = (token: string, storedIn: TokenStoredIn) => void;
const tokenListeners = new Set<TokenListener>();
let watchingOtherTabs = false;

/**
 * Called with every access token stored from now on, by this tab or another (a `storage` event: the tabs share
 * localStorage). Not when the session is cleared. Returns the unsubscribe.
 */
export function onTokenStored(listener: TokenListener): () => void {
  tokenListeners.add(listener);
  if (!watchingOtherTabs && typeof window !== 'undefined') {
    watchingOtherTabs = true;
    window.addEventListener('storage', (event) => {
      if (event.key !== TOKEN_KEY || !event.newValue || event.newValue === event.oldValue) return;
      for (const each of tokenListeners) each(event.newValue, 'another-tab');
    });
  }
  return () => tokenListeners.delete(listener);
}

/**
 * The id of the account a token was issued to (its JWT subject), or null when it is not one of ours. Read without
 * checking the signature: the server checks it on every request, so a token whose subject is not the truth is refused
 * and carries nothing to anyone.
 */
export function tokenAccount(token: string): string | null {
  try {
    const payload = token.split('.')[1];
    if (!payload) return null;
    const bytes = Uint8Array.from(atob(payload.replace(/-/g, '+').replace(/_/g, '/')), (char) => char.charCodeAt(0));
    const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
    const subject = claims && typeof claims === 'object' ? (claims as { sub?: unknown }).sub : undefined;
    return typeof subject === 'string' && subject !== '' ? subject : null;
  } catch {
    return null;
  }
}

export function getCachedUser(): PublicUser | null {
  const raw = read(USER_KEY);
  if (!raw) return null;
  try {
    const user = JSON.parse(raw) as PublicUser;
    return user && typeof user === 'object' && typeof user.name === 'string' ? user : null;
  } catch {
    return null;
  }
}

export const setCachedUser = (user: PublicUser) => write(USER_KEY, JSON.stringify(user));

export function clearSession() {
  write(TOKEN_KEY, null);
  write(REFRESH_TOKEN_KEY, null);
  write(USER_KEY, null);
  hadSession = false;
}

// A logout is told to the other tabs of this browser, so they sign out too rather than take the cleared tokens for a
// session that ended (which offers to sign in again over the page).
const SIGN_OUT_CHANNEL = 'symposium-sign-out';
type SignOutListener = (account: string | null) => void;
const signOutListeners = new Set<SignOutListener>();
let signOutChannel: BroadcastChannel | null | undefined;

function signOutChannelOfThisTab(): BroadcastChannel | null {
  if (signOutChannel === undefined) {
    signOutChannel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(SIGN_OUT_CHANNEL);
    signOutChannel?.addEventListener('message', (event: MessageEvent<unknown>) => {
      const account =
        event.data && typeof event.data === 'object' ? (event.data as { account?: unknown }).account : undefined;
      hadSession = false;
      for (const listener of signOutListeners) listener(typeof account === 'string' ? account : null);
    });
  }
  return signOutChannel;
}

/** A deliberate logout in this tab, told to the others once the session is cleared. `account`: whose it was. */
export function announceSignOut(account: string | null) {
  signOutChannelOfThisTab()?.postMessage({ account });
}

/** Called when another tab of this browser logged out, with the account that did (null if unknown). Returns the unsubscribe. */
export function onSignedOutInAnotherTab(listener: SignOutListener): () => void {
  signOutChannelOfThisTab();
  signOutListeners.add(listener);
  return () => signOutListeners.delete(listener);
}
