import type { AdminUsersPage, StaffUserView } from '@symposium/schema/admin-users';
import { apiRequest } from '../../../lib/api-client';

/** Matches shown at once in the add-a-stay dialog: enough to tell namesakes apart, few enough for a phone. */
export const PARTICIPANT_MATCHES = 5;

/** GET /admin/users?q=… — participants whose name, email, phone, participant ID or college contains `q`. */
export async function findParticipants(q: string): Promise<{ matches: StaffUserView[]; total: number }> {
  const params = new URLSearchParams({ q: q.trim(), limit: String(PARTICIPANT_MATCHES), sort: 'name', order: 'asc' });
  const body = await apiRequest<AdminUsersPage>(`/admin/users?${params}`);
  return { matches: body.users, total: body.total };
}
