import type { PublicUser } from '@symposium/schema/user';
import type { Viewer } from '../../components/registration/register-item-button';
import { isStaffUser } from './is-staff';

/** Who is looking at a register button: a visitor, a participant, or staff (who cannot register). */
export function viewerOf(user: PublicUser | null): Viewer {
  if (!user) return 'visitor';
  return isStaffUser(user) ? 'staff' : 'participant';
}
