import type { PublicUser } from '@symposium/schema/user';
import { createContext } from 'react';
import type { LoginCredentials } from './api/login';

export interface AuthContextValue {
  /** The signed-in user, or the last one known when the server could not be reached. */
  user: PublicUser | null;
  /** True until the stored session has been checked once (spec §4: guarded routes wait for it). */
  loading: boolean;
  isStaff: boolean;
  login: (credentials: LoginCredentials) => Promise<PublicUser>;
  logout: () => Promise<void>;
  refreshUser: () => Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);
