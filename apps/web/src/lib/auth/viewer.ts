import type { PublicUser } from '@symposium/schema/user';
import type { Viewer } from '../../components/registration/register-item-button';
import { isStaffUser } from './is-staff';

/**
 * Who is looking: a visitor, a participant, staff (who cannot register), or 'unknown' while the session is
 * still unread or being checked with no user known (the page the server drew: it cannot read the browser's
 * storage). An unknown viewer is shown neither a visitor's nor a participant's view, only the space for it.
 */
export function viewerOf(user: PublicUser | null, loading: boolean): Viewer {
  if (!user) return loading ? 'unknown' : 'visitor';
  return isStaffUser(user) ? 'staff' : 'participant';
}
