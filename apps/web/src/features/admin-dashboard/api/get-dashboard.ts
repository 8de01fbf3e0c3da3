import type { AccommodationStats } from '@symposium/schema/accommodation';
import type { RegistrationType } from '@symposium/schema/fees';
import type { PaymentStats } from '@symposium/schema/payments';
import type { EventRegistrationView } from '@symposium/schema/registrations-admin';
import type { PaymentStatus } from '@symposium/schema/user';
import type { AuditRecord } from '../../../components/admin/audit-list';
import { apiRequest } from '../../../lib/api-client';

export interface TopEvent {
  _id: string;
  name: string;
  category: string;
  itemType: 'event' | 'workshop';
  registrations: number;
  /** Registrations against 70, capped at 100 (docs/product.md#dashboard-and-setup-checklist), computed by the server. */
  barPercent: number;
}

export interface LatestParticipant {
  _id: string;
  name: string;
  email: string;
  college: string;
  registrationType: RegistrationType | null;
  paymentStatus: PaymentStatus;
  participantId: string | null;
  createdAt: string;
}

/** GET /admin/dashboard (docs/api.md "Dashboard and audit"). */
export interface Dashboard {
  participants: {
    total: number;
    byPaymentStatus: Record<PaymentStatus, number>;
    byRegistrationType: Record<RegistrationType, number>;
  };
  revenue: { total: number; byType: PaymentStats['revenueByType'] };
  accommodations: AccommodationStats & {
    active: number;
    activeByGender: { male: number; female: number };
    roomsByGender: { male: number; female: number };
    roomsRequired: number;
  };
  kitsIssued: number;
  /** The contact messages nobody has marked handled yet (/admin/messages). */
  contactMessages: { open: number };
  topEvents: TopEvent[];
  latestRegistrations: LatestParticipant[];
  latestEventRegistrations: EventRegistrationView[];
  recentActivity: AuditRecord[];
}

export const DASHBOARD_KEY = 'admin:dashboard';

export async function getDashboard(): Promise<Dashboard> {
  const body = await apiRequest<{ data: Dashboard }>('/admin/dashboard');
  return body.data;
}
