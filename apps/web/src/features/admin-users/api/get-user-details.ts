import type { AccommodationRequest } from '@symposium/schema/accommodation';
import type { StaffUserView } from '@symposium/schema/admin-users';
import type { TransactionIdTwin } from '@symposium/schema/payments';
import type { EventRegistrationView } from '@symposium/schema/registrations-admin';
import type { AuditRecord } from '../../../components/admin/audit-list';
import { apiRequest } from '../../../lib/api-client';

export interface UserDetails {
  user: StaffUserView;
  accommodation: AccommodationRequest[];
  registrations: EventRegistrationView[];
  /** The participant's and their stays' audit trail, newest first. */
  history: AuditRecord[];
  /** Other registrations carrying the same transaction ID (a possible duplicate payment). */
  alsoUsedBy: TransactionIdTwin[];
}

export async function getUserDetails(userId: string): Promise<UserDetails> {
  const body = await apiRequest<{ data: UserDetails }>(`/admin/users/${encodeURIComponent(userId)}`);
  return body.data;
}
