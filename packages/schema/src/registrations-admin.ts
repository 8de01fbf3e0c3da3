import { z } from 'zod';
import type { EventCategory } from './catalogue';

export const REGISTRATION_ITEM_TYPES = ['event', 'workshop'] as const;
export type RegistrationItemType = (typeof REGISTRATION_ITEM_TYPES)[number];

/** Spec §3 "Event registration", as the staff lists receive it. eventType is the category, or 'workshop'. */
export interface EventRegistrationView {
  _id: string;
  id: string;
  itemType: RegistrationItemType;
  event: { _id: string; name: string; title?: string; category: EventCategory | 'workshop' };
  eventName: string;
  eventType: EventCategory | 'workshop';
  user: { _id: string; name: string; email: string; phone: string; college: string; department: string };
  registeredAt: string;
  status: 'registered' | 'cancelled';
}

/**
 * The staff lists and per-event CSV count active registrations, as the dashboard does; withdrawn
 * (cancelled) ones only on request (`?includeWithdrawn=true`).
 */
export const registrationsListQuerySchema = z.object({
  includeWithdrawn: z
    .enum(['true', 'false'], { error: 'includeWithdrawn must be true or false' })
    .optional()
    .transform((v) => v === 'true'),
});

export const registrationExportParamsSchema = z.object({
  itemType: z.enum(REGISTRATION_ITEM_TYPES, { error: 'Item type must be event or workshop' }),
  itemId: z.string().min(1).max(64),
});

/** Spec §2 /admin/registrations table columns, in order; 'N/A' where a value is missing. */
export const REGISTRATION_CSV_COLUMNS = [
  'S.No',
  'Name',
  'Email',
  'Phone',
  'College',
  'Department',
  'Registered On',
  'Status',
] as const;
export const MISSING_VALUE = 'N/A';
