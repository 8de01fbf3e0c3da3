import type { PublicUser } from '@symposium/schema/user';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { isStaffPath } from '@symposium/schema/paths';
import { ApiError, holdRequestsUntil, onSessionEnded } from '../api-client';
import {
  announceSignOut,
  clearSession,
  getCachedUser,
  getRefreshToken,
  getToken,
  onSignedOutInAnotherTab,
  onTokenStored,
  setCachedUser,
  setTokens,
  tokenAccount,
} from '../session-storage';
import { forgetRefreshedToken } from '../token-handoff';
import { getMe } from './get-me';
import { login as loginRequest, type LoginCredentials } from './login';
import { logoutOnServer } from './logout';
import { AuthContext, type AuthContextValue } from './auth-context';
import { isStaffUser } from './is-staff';

/**
 * `drawnOnServer`: the session lives in the browser's storage, which the server cannot read. The page it draws
 * holds the session as unknown (no user, still loading), so it shows neither a visitor's nor a participant's view
 * (docs/decisions/0027-server-drawn-first-screen-and-shell.md, "The drawn page shows no sign-in state"); the browser app then renders the real one.
 */
/**
 * What the browser keeps of a session besides the tokens — the token hand-over row and the offline pass (email,
 * phone, the entry QR) — forgotten when the session ends, by logout or by a refused refresh: a shared college
 * computer keeps nothing of it for the next person (docs/decisions/0006-sessions-in-the-browser.md, "A session that ends takes the offline pass
 * with it"). The venue scanners' roster and queue are the device's, not the session's, and stay.
 */
async function forgetSessionData() {
  await forgetRefreshedToken();
  // Loaded on demand: the offline pass database is not needed on the first page.
  await import('../local-db').then(({ clearPasses }) => clearPasses()).catch(() => undefined);
}

const onStaffPage = () => isStaffPath(window.location.pathname);

/** A staff page kept under the sign-in dialog: who was signed in, and what the held requests get. */
interface PausedSession {
  user: PublicUser;
  release: (token: string | null) => void;
}

export function AuthProvider({ children, drawnOnServer = false }: { children: ReactNode; drawnOnServer?: boolean }) {
  const [user, setUser] = useState<PublicUser | null>(() => (!drawnOnServer && getToken() ? getCachedUser() : null));
  const [loading, setLoading] = useState(() => drawnOnServer || getToken() !== null);
  const [sessionEnded, setSessionEnded] = useState(false);
  const [sessionPaused, setSessionPaused] = useState(false);
  const paused = useRef<PausedSession | null>(null);
  const userNow = useRef(user);
  userNow.current = user;
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
      // docs/product.md#sessions-and-tokens: a refused session ends here. Offline or a server error keeps the tokens and the
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

  /** Ends the pause: the held requests go with `token` (the same account signed in again), or fail with null. */
  const releasePaused = useCallback((token: string | null) => {
    const session = paused.current;
    paused.current = null;
    setSessionPaused(false);
    session?.release(token);
  }, []);

  // The API client ends the session when a refresh is refused, from any request: what was kept of it goes too.
  // On a staff page the page stays, with what was typed into it, under a sign-in dialog (docs/decisions/0006-sessions-in-the-browser.md, "A staff
  // session that ends keeps the page"); its requests wait for the same account to sign in again.
  useEffect(
    () =>
      onSessionEnded(({ redirect }) => {
        void forgetSessionData();
        if (paused.current) return;
        const current = userNow.current;
        if (redirect && current && isStaffUser(current) && onStaffPage()) {
          let release: (token: string | null) => void = () => undefined;
          holdRequestsUntil(new Promise<string | null>((resolve) => (release = resolve)));
          paused.current = { user: current, release };
          setSessionPaused(true);
          setSessionEnded(true);
          return;
        }
        fetched.current = null;
        setUser(null);
        setUserFetchedAt(null);
        setSessionEnded(true);
      }),
    [],
  );

  // Another tab of this browser signed in (the tabs share the tokens): the same account's token resumes a paused page
  // as signing in here would, its held requests sent with that token; another account's leaves the dialog up for the
  // person here to choose (docs/decisions/0006-sessions-in-the-browser.md, "A sign-in in one tab resumes the others").
  useEffect(
    () =>
      onTokenStored((token, storedIn) => {
        const session = paused.current;
        if (storedIn !== 'another-tab' || !session || tokenAccount(token) !== session.user.id) return;
        fetched.current = null;
        const cached = getCachedUser();
        setUser(cached?.id === session.user.id ? cached : session.user);
        setSessionEnded(false);
        releasePaused(token);
      }),
    [releasePaused],
  );

  // A Logout in another tab is a sign-out here too (/login, no notice), not a session that ended: no dialog. A page
  // paused under another account's dialog stays for the person here to choose (docs/decisions/0006-sessions-in-the-browser.md, "A session that
  // ends in one tab ends in the others too").
  useEffect(
    () =>
      onSignedOutInAnotherTab((account) => {
        const session = paused.current;
        if (session && account !== null && account !== session.user.id) return;
        releasePaused(null);
        fetched.current = null;
        setUser(null);
        setUserFetchedAt(null);
        setSessionEnded(false);
      }),
    [releasePaused],
  );

  // 'Go to login' from the sign-in dialog: the session ends as it would anywhere else (RequireStaff goes to /login).
  const endPausedSession = useCallback(() => {
    releasePaused(null);
    fetched.current = null;
    setUser(null);
    setUserFetchedAt(null);
  }, [releasePaused]);

  const login = useCallback(
    async (credentials: LoginCredentials) => {
      const response = await loginRequest(credentials);
      fetched.current = null;
      setTokens(response.token, response.refreshToken);
      setCachedUser(response.data);
      setUser(response.data);
      setUserFetchedAt(Date.now());
      setSessionEnded(false);
      // Over a paused staff page, only the account that typed there gets its held requests sent.
      if (paused.current) releasePaused(paused.current.user.id === response.data.id ? response.token : null);
      return response.data;
    },
    [releasePaused],
  );

  const logout = useCallback(async () => {
    await logoutOnServer(getRefreshToken());
    const stored = getToken();
    const account = (stored && tokenAccount(stored)) ?? userNow.current?.id ?? null;
    releasePaused(null);
    fetched.current = null;
    clearSession();
    announceSignOut(account);
    setUser(null);
    setUserFetchedAt(null);
    setSessionEnded(false);
    await forgetSessionData();
  }, [releasePaused]);

  const value = useMemo<AuthContextValue>(
    () => ({
      user,
      userFetchedAt,
      loading,
      isStaff: isStaffUser(user),
      sessionEnded,
      sessionPaused,
      login,
      logout,
      endPausedSession,
      refreshUser: loadUser,
    }),
    [user, userFetchedAt, loading, sessionEnded, sessionPaused, login, logout, endPausedSession, loadUser],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
