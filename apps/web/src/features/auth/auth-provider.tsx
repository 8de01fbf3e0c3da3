import type { PublicUser } from '@symposium/schema/user';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ApiError, onSessionEnded } from '../../lib/api-client';
import {
  clearSession,
  getCachedUser,
  getRefreshToken,
  getToken,
  setCachedUser,
  setTokens,
} from '../../lib/session-storage';
import { forgetRefreshedToken } from '../../lib/token-handoff';
import { getMe } from './api/get-me';
import { login as loginRequest, type LoginCredentials } from './api/login';
import { logoutOnServer } from './api/logout';
import { AuthContext, type AuthContextValue } from './auth-context';
import { isStaffUser } from './is-staff';

/**
 * `drawnOnServer`: the session lives in the browser's storage, which the server cannot read. The page it draws
 * holds the session as unknown (no user, still loading), so it shows neither a visitor's nor a participant's view
 * (docs/decisions.md, "The drawn page shows no sign-in state"); the browser app then renders the real one.
 */
/**
 * What the browser keeps of a session besides the tokens — the token hand-over row and the offline pass (email,
 * phone, the entry QR) — forgotten when the session ends, by logout or by a refused refresh: a shared college
 * computer keeps nothing of it for the next person (docs/decisions.md, "A session that ends takes the offline pass
 * with it"). The venue scanners' roster and queue are the device's, not the session's, and stay.
 */
async function forgetSessionData() {
  await forgetRefreshedToken();
  // Loaded on demand: the offline pass database is not needed on the first page.
  await import('../../lib/local-db').then(({ clearPasses }) => clearPasses()).catch(() => undefined);
}

export function AuthProvider({ children, drawnOnServer = false }: { children: ReactNode; drawnOnServer?: boolean }) {
  const [user, setUser] = useState<PublicUser | null>(() => (!drawnOnServer && getToken() ? getCachedUser() : null));
  const [loading, setLoading] = useState(() => drawnOnServer || getToken() !== null);
  const [sessionEnded, setSessionEnded] = useState(false);
  // The server's last answer to GET /auth/me, and when it came.
  const fetched = useRef<{ at: number; user: PublicUser } | null>(null);
  const [userFetchedAt, setUserFetchedAt] = useState<number | null>(null);

  const loadUser = useCallback(async (options: { unlessFetchedSince?: number } = {}): Promise<PublicUser | null> => {
    if (!getToken()) {
      fetched.current = null;
      clearSession();
      setUser(null);
      setUserFetchedAt(null);
      return null;
    }
    const last = fetched.current;
    if (last && options.unlessFetchedSince !== undefined && last.at >= options.unlessFetchedSince) return last.user;
    try {
      const me = await getMe();
      fetched.current = { at: Date.now(), user: me };
      setCachedUser(me);
      setUser(me);
      setUserFetchedAt(fetched.current.at);
      return me;
    } catch (error) {
      // Spec §4: a refused session ends here. Offline or a server error keeps the tokens and the
      // last known user, so a participant on a bad connection is not thrown out.
      if (error instanceof ApiError && error.status === 401) {
        fetched.current = null;
        clearSession();
        setUser(null);
        setUserFetchedAt(null);
        setSessionEnded(true);
      }
      return null;
    }
  }, []);

  useEffect(() => {
    let active = true;
    loadUser().finally(() => active && setLoading(false));
    return () => {
      active = false;
    };
  }, [loadUser]);

  // The API client ends the session when a refresh is refused, from any request: what was kept of it goes too.
  useEffect(
    () =>
      onSessionEnded(() => {
        fetched.current = null;
        setUser(null);
        setUserFetchedAt(null);
        setSessionEnded(true);
        void forgetSessionData();
      }),
    [],
  );

  const login = useCallback(async (credentials: LoginCredentials) => {
    const response = await loginRequest(credentials);
    fetched.current = null;
    setTokens(response.token, response.refreshToken);
    setCachedUser(response.data);
    setUser(response.data);
    setUserFetchedAt(Date.now());
    setSessionEnded(false);
    return response.data;
  }, []);

  const logout = useCallback(async () => {
    await logoutOnServer(getRefreshToken());
    fetched.current = null;
    clearSession();
    setUser(null);
    setUserFetchedAt(null);
    setSessionEnded(false);
    await forgetSessionData();
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({ user, userFetchedAt, loading, isStaff: isStaffUser(user), sessionEnded, login, logout, refreshUser: loadUser }),
    [user, userFetchedAt, loading, sessionEnded, login, logout, loadUser],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
