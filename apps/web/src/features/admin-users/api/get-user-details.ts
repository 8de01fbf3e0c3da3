import type { AccommodationRequest } from '@symposium/schema/accommodation';
import type { MyCertificate } from '@symposium/schema/certificates';
import type { StaffUserView } from '@symposium/schema/admin-users';
import type { PaymentDeskStayFee, TransactionIdTwin } from '@symposium/schema/payments';
import type { EventRegistrationView } from '@symposium/schema/registrations-admin';
import type { CollectionPoint } from '@symposium/sync/protocol';
import type { AuditRecord } from '../../../components/admin/audit-list';
import { apiRequest } from '../../../lib/api-client';

/** What the scanner desks recorded for the participant at the venue. */
export interface ParticipantVenue {
  kit: {
    idCardNumber: string;
    issuedAt: string;
    deskName: string;
    issuedBy: string;
    collectionPoint: CollectionPoint;
  } | null;
  /** Oldest first. */
  checkIns: {
    itemType: 'event' | 'workshop';
    itemId: string;
    itemName: string;
    checkInTime: string;
    deskName: string;
    staffName: string;
  }[];
}

export interface UserDetails {
  user: StaffUserView;
  accommodation: AccommodationRequest[];
  registrations: EventRegistrationView[];
  /** The participant's and their stays' audit trail, newest first. */
  history: AuditRecord[];
  /** Other registrations carrying the same transaction ID (a possible duplicate payment). */
  alsoUsedBy: TransactionIdTwin[];
  /** The other registrations whose screenshot is the same picture. */
  proofAlsoUsedBy: TransactionIdTwin[];
  venue: ParticipantVenue;
  /** The certificates issued to the participant (empty until released), revoked ones included. */
  certificates: MyCertificate[];
  /** What the payment screenshot should show, and the fee of a stay added at the desk after paying (docs/api.md "Payments"). */
  payment: { proofAmount: number | null; deskStayFee: PaymentDeskStayFee | null };
}

export async function getUserDetails(userId: string): Promise<UserDetails> {
  const body = await apiRequest<{ data: UserDetails }>(`/admin/users/${encodeURIComponent(userId)}`);
  return body.data;
}
