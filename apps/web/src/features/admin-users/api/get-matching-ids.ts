import type { AdminUserIdsAnswer } from '@symposium/schema/admin-users';
import { apiRequest } from '../../../lib/api-client';
import { type UsersQuery, usersFilterParams } from './get-users';

/** GET /admin/users/ids: every participant id the list's filters match (at most the bulk limit), and their count. */
export const getMatchingIds = (query: Omit<UsersQuery, 'page'>) =>
  apiRequest<AdminUserIdsAnswer>(`/admin/users/ids?${usersFilterParams(query)}`);
