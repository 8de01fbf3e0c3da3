import { isStaffRole } from '@symposium/schema/roles';
import type { PublicUser } from '@symposium/schema/user';

export const isStaffUser = (user: Pick<PublicUser, 'role'> | null | undefined): boolean =>
  !!user && isStaffRole(user.role);
