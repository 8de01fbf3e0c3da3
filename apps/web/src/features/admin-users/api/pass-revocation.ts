import type { StaffUserView } from '@symposium/schema/admin-users';
import { apiRequest } from '../../../lib/api-client';

/** POST /admin/users/:id/revoke-pass (admin): the scanners refuse the pass; the participant is mailed the reason. */
export const revokePass = (userId: string, reason: string) =>
  apiRequest<{ message: string; data: StaffUserView }>(`/admin/users/${encodeURIComponent(userId)}/revoke-pass`, {
    json: { reason },
  });

/** POST /admin/users/:id/restore-pass (admin): the pass is accepted again. */
export const restorePass = (userId: string) =>
  apiRequest<{ message: string; data: StaffUserView }>(`/admin/users/${encodeURIComponent(userId)}/restore-pass`, {
    method: 'POST',
  });
