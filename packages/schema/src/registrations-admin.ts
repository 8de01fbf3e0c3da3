import { z } from 'zod';
import type { EventCategory } from './catalogue';
import { LIMITS } from './constants';
import { enumParam, limitParam, pageParam, searchTextParam, trueOrFalseParam } from './query-params';

export const REGISTRATION_ITEM_TYPES = ['event', 'workshop'] as const;
export type RegistrationItemType = (typeof REGISTRATION_ITEM_TYPES)[number];

/** docs/product.md#event-wise-registrations "Event registration", as the staff lists receive it. eventType is the category, or 'workshop'. */
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
const includeWithdrawnParam = trueOrFalseParam('includeWithdrawn');

/** The per-event CSV: every registration of the item (withdrawn ones on request). */
export const registrationsExportQuerySchema = z.object({ includeWithdrawn: includeWithdrawnParam });

/** The /admin/registrations type filter: an event category, or 'workshop'. */
export const REGISTRATION_GROUP_TYPES = ['technical', 'non-technical', 'special', 'workshop'] as const;
export type RegistrationGroupType = (typeof REGISTRATION_GROUP_TYPES)[number];

/** docs/product.md#event-wise-registrations: the participant search of /admin/registrations (name, email or college, ignoring case). */
const participantSearch = { q: searchTextParam, includeWithdrawn: includeWithdrawnParam };

/**
 * GET /event-registrations/registrations/all: optionally one item's registrations (`itemType` and
 * `itemId`), a participant search, and paging. Without `page` and `limit` the answer is the whole
 * (filtered) list, as docs/product.md#event-wise-registrations reads it; with either, one page of `limit` (default 20) and the total
 * (docs/decisions/0011-staff-lists-search-paging-address.md, "Paged registration tables").
 */
export const registrationsListQuerySchema = z
  .object({
    ...participantSearch,
    itemType: z.enum(REGISTRATION_ITEM_TYPES, { error: 'Item type must be event or workshop' }).optional(),
    itemId: z.string().min(1).max(64).optional(),
    page: pageParam,
    limit: limitParam(LIMITS.userPageSizeMax),
  })
  .refine((query) => !query.itemId || query.itemType, { error: 'itemId needs itemType', path: ['itemId'] })
  .transform(({ page, limit, ...filters }) => ({
    ...filters,
    paging:
      page === undefined && limit === undefined ? undefined : { page: page ?? 1, limit: limit ?? LIMITS.userPageSize },
  }));
export type RegistrationsListQuery = z.output<typeof registrationsListQuerySchema>;

/** GET /admin/registrations/counts: the cards of /admin/registrations, filtered like the screen. */
export const registrationCountsQuerySchema = z.object({
  ...participantSearch,
  // An empty select ('All types') or a missing parameter means every type.
  type: enumParam('Type', REGISTRATION_GROUP_TYPES),
});
export type RegistrationCountsQuery = z.output<typeof registrationCountsQuerySchema>;

/** How many registrations of one event or workshop are active and withdrawn, and how many people were checked in. */
export interface RegistrationTally {
  registered: number;
  withdrawn: number;
  /** Checked in at the venue (registered or not: access goes by registration type). */
  checkedIn: number;
}

/**
 * One card of /admin/registrations: an event or workshop of the catalogue, its counts (all of its registrations,
 * whatever the search) and, while searching, how many of them match (`matching`; null without a search), so a card
 * says '6 of 40 registered match' rather than mixing a filtered count with an unfiltered one.
 */
export interface RegistrationCount extends RegistrationTally {
  itemType: RegistrationItemType;
  itemId: string;
  name: string;
  eventType: EventCategory | 'workshop';
  matching: RegistrationTally | null;
}

/**
 * GET /admin/registrations/:itemType/:itemId: one page of one card's table (LIMITS.userPageSize rows), with the
 * participant search of the counts.
 */
export const itemRegistrationsQuerySchema = z.object({ ...participantSearch, page: pageParam });

/** One page of registrations and the paging figures. */
export interface RegistrationsPage {
  data: EventRegistrationView[];
  total: number;
  page: number;
  limit: number;
  totalPages: number;
}

export const registrationExportParamsSchema = z.object({
  itemType: z.enum(REGISTRATION_ITEM_TYPES, { error: 'Item type must be event or workshop' }),
  itemId: z.string().min(1).max(64),
});

/** docs/product.md#event-wise-registrations /admin/registrations table columns, in order; 'N/A' where a value is missing. */
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

/**
 * The attendance CSV of one event or workshop (beyond the spec: who was checked in at the venue, for certificates and
 * head counts), earliest check-in first. 'Registered' says whether they had registered for it ('Yes' / 'No').
 */
export const ATTENDANCE_CSV_COLUMNS = [
  'S.No',
  'Participant ID',
  'Name',
  'Email',
  'Phone',
  'College',
  'Department',
  'Registered',
  'Checked In At',
  'Desk',
  'Checked In By',
] as const;
