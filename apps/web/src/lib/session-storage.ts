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
