import type { PublicUser } from '@symposium/schema/user';

// Spec §3: the token and refresh token live in local storage. The user object is cached beside them
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

export const getToken = () => read(TOKEN_KEY);
export const getRefreshToken = () => read(REFRESH_TOKEN_KEY);

export function setTokens(token: string, refreshToken: string | null | undefined) {
  write(TOKEN_KEY, token);
  if (refreshToken) write(REFRESH_TOKEN_KEY, refreshToken);
  for (const listener of tokenListeners) listener(token, 'this-tab');
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
}
