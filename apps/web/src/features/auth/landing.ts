import { isStaffPath, paths } from '@symposium/schema/paths';
import type { PublicUser } from '@symposium/schema/user';
import { isStaffUser } from '../../lib/auth/is-staff';

/** What a guard hands /login: the page the person was sent away from, and why (a session that ended). */
export interface LoginState {
  from?: string;
  notice?: string;
}

/**
 * Where a sign-in lands: the page the person was sent away from (a desk's bookmarked scanner, the page a session
 * ended on), when it is one their account opens; else their home — /admin for staff, /profile for participants. Only
 * a path of this site is followed.
 */
export function landingAfterSignIn(user: Pick<PublicUser, 'role'>, from: unknown): string {
  const staff = isStaffUser(user);
  const home = staff ? paths.admin : paths.profile;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) return home;
  const pathname = from.split(/[?#]/)[0];
  return isStaffPath(pathname) === staff ? from : home;
}
