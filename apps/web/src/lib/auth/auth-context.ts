import type { PublicUser } from '@symposium/schema/user';
import { createContext } from 'react';
import type { LoginCredentials } from './login';

export interface AuthContextValue {
  /** The signed-in user, or the last one known when the server could not be reached. */
  user: PublicUser | null;
  /**
   * When the server answered with `user` (ms since the epoch: this page load's session check, a refresh, a login);
   * null while `user` is the copy kept from an earlier visit.
   */
  userFetchedAt: number | null;
  /**
   * True until the stored session has been checked once (docs/product.md#sessions-and-tokens: guarded routes wait for it). With no user,
   * nobody knows yet who is looking (the page the server drew, a session being checked): viewerOf says 'unknown'.
   */
  loading: boolean;
  isStaff: boolean;
  /**
   * The stored session was refused by the server (ended elsewhere, expired), not closed by a logout: the way to
   * /login then says why (M.sessionExpired). False again after a login.
   */
  sessionEnded: boolean;
  /**
   * The session ended while a staff page was open: `user` is still the account that was signed in, and the page stays
   * under a sign-in dialog. A login as that account continues (requests held meanwhile are sent); a login as another
   * account, or endPausedSession, ends it.
   */
  sessionPaused: boolean;
  login: (credentials: LoginCredentials) => Promise<PublicUser>;
  logout: () => Promise<void>;
  /** 'Go to login' over a paused staff page: the session ends as anywhere else. */
  endPausedSession: () => void;
  /**
   * Asks the server again; the fresh user, or null when signed out or the server could not be reached.
   * `unlessFetchedSince` (ms since the epoch): a user the server answered with at or after that moment (the
   * session check of this very page load) is returned without asking again.
   */
  refreshUser: (options?: { unlessFetchedSince?: number }) => Promise<PublicUser | null>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);
