import type { AdminUsersPage, KitStatus, PassStatus, UserSortField } from '@symposium/schema/admin-users';
import type { RegistrationType } from '@symposium/schema/fees';
import type { PaymentStatus } from '@symposium/schema/user';
import { apiRequest } from '../../../lib/api-client';

/** The /admin/users screen's filters, as GET /admin/users and its CSV take them (docs/api.md). */
export interface UsersQuery {
  page: number;
  q: string;
  registrationType: RegistrationType | '';
  paymentStatus: PaymentStatus | '';
  kitStatus: KitStatus | '';
  passStatus: PassStatus | '';
  sort: UserSortField;
  order: 'asc' | 'desc';
}

/** The filters as query parameters; empty ones are left out (the API reads a missing one as "all"). */
export function usersFilterParams(query: Omit<UsersQuery, 'page'>): URLSearchParams {
  const params = new URLSearchParams();
  if (query.q.trim()) params.set('q', query.q.trim());
  if (query.registrationType) params.set('registrationType', query.registrationType);
  if (query.paymentStatus) params.set('paymentStatus', query.paymentStatus);
  if (query.kitStatus) params.set('kitStatus', query.kitStatus);
  if (query.passStatus) params.set('passStatus', query.passStatus);
  params.set('sort', query.sort);
  params.set('order', query.order);
  return params;
}

export function getUsers(query: UsersQuery, limit: number): Promise<AdminUsersPage> {
  const params = usersFilterParams(query);
  params.set('page', String(query.page));
  params.set('limit', String(limit));
  return apiRequest<AdminUsersPage>(`/admin/users?${params}`);
}
