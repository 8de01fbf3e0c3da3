import { z } from 'zod';
import { LIMITS } from './constants';
import { M } from './messages';
import { enumParam, limitParam, pageParam, searchTextParam } from './query-params';
import { checkAccommodation, paymentDetailsShape } from './registration';
import { GENDERS, type Gender } from './constants';
import { PAYMENT_STATUSES, type PaymentStatus } from './user';

export const ACCOMMODATION_STATUSES = ['requested', 'confirmed', 'cancelled'] as const;
export type AccommodationStatus = (typeof ACCOMMODATION_STATUSES)[number];

/** How a stay was booked: asked for with the registration, or added by staff at the desk afterwards. */
export const STAY_SOURCES = ['registration', 'desk'] as const;
export type StaySource = (typeof STAY_SOURCES)[number];

/** docs/product.md#accommodation-requests accommodation request, as the API answers it. */
export interface AccommodationRequest {
  _id: string;
  id: string;
  requestNumber: string;
  userId: string;
  name: string;
  email: string;
  phone: string;
  college: string;
  gender: Gender;
  checkInDate: string;
  checkOutDate: string;
  numberOfDays: number;
  roomNumber: string | null;
  status: AccommodationStatus;
  createdAt: string;
  /**
   * 'registration' for a stay asked for with the registration, 'desk' for one staff added at the desk (which may have
   * no `deskFee`: one adds none when the amount already carried accommodation).
   */
  source: StaySource;
  /**
   * A stay added at the desk: what it added to the registration's amount, which no payment proof covered, and
   * when the desk collected it (null while due). Null for a stay booked with the registration. The participant's
   * own answer carries it too: their new payment proof leaves it out (docs/decisions/0035-stays-added-at-the-desk.md).
   */
  deskFee: StayDeskFee | null;
}

export interface StayDeskFee {
  amount: number;
  collectedAt: string | null;
}

/** A request as the staff list answers it: with the participant's payment status (rooms need a verified payment). */
export interface StaffAccommodationRequest extends AccommodationRequest {
  paymentStatus: PaymentStatus;
}

/**
 * The stay added at the desk whose fee raised the registration's amount after the payment, if any. Adding a stay
 * moves an earlier uncollected desk fee onto the new one, so there is at most one; were there more, the latest.
 */
export const deskStayOf = <T extends { deskFee?: StayDeskFee | null }>(
  stays: readonly T[],
): (T & { deskFee: StayDeskFee }) | undefined =>
  stays.findLast((stay): stay is T & { deskFee: StayDeskFee } => !!stay.deskFee);

/** What adding a stay at the desk does to a participant's amount, and what the desk collects for it. */
export interface DeskStayCharge {
  /** Added to the registration's amount: the accommodation fee, or 0 when the amount already carries a stay. */
  adds: number;
  /** The registration's amount afterwards (null: no amount on record, left alone). */
  amountAfter: number | null;
  /** An earlier, cancelled desk stay's fee the desk never took: it moves onto the new stay. */
  carried: number;
  /** The new stay's fee for the desk to collect: `adds` plus `carried`. */
  deskFee: number;
}

/**
 * The one rule for a stay added at the desk (docs/decisions/0035-stays-added-at-the-desk.md, "A stay added at the desk" and "A desk stay's fee is
 * the accommodation fee"), which the API applies and the Add a Stay dialog announces. The participant's first stay adds
 * the accommodation fee in force (the settings') to the amount already on record — never the amount recomputed with
 * today's fee table, since a type fee changed after they registered is not the stay's. Any earlier stay (one booked
 * with the registration, or a desk stay, since cancelled) already put the fee in the amount: nothing is added twice,
 * and an earlier desk stay's uncollected fee moves onto the new stay.
 */
export function deskStayCharge(
  paymentAmount: number | null,
  earlierStays: readonly Pick<AccommodationRequest, 'deskFee'>[],
  accommodationFee: number,
): DeskStayCharge {
  const adds = paymentAmount === null || earlierStays.length > 0 ? 0 : accommodationFee;
  const carried = earlierStays.reduce(
    (sum, stay) => sum + (stay.deskFee && stay.deskFee.collectedAt === null ? stay.deskFee.amount : 0),
    0,
  );
  return { adds, amountAfter: paymentAmount === null ? null : paymentAmount + adds, carried, deskFee: adds + carried };
}

export interface AccommodationStats {
  total: number;
  totalMale: number;
  totalFemale: number;
  requested: number;
  confirmed: number;
  cancelled: number;
  /** Requested or confirmed stays added at the desk whose fee the desk has not collected yet, and their sum. */
  deskFeesDue: number;
  deskFeesDueAmount: number;
}

/** GET /accommodation/admin/all and its CSV (docs/product.md#accommodation-requests: search over name, email, phone, college, request number). */
export const accommodationListQuerySchema = z.object({
  limit: limitParam(LIMITS.accommodationListLimit).transform((v) => v ?? LIMITS.accommodationListLimit),
  /** Which page of `limit` rows (docs/decisions/0011-staff-lists-search-paging-address.md, "Accommodation requests page"); the first by default. */
  page: pageParam.transform((v) => v ?? 1),
  q: searchTextParam,
  status: enumParam('Status', ACCOMMODATION_STATUSES),
  gender: enumParam('Gender', GENDERS),
  /** The participant's payment: a room can be confirmed only for a verified one. */
  paymentStatus: enumParam('Payment status', PAYMENT_STATUSES),
});
export type AccommodationListQuery = z.output<typeof accommodationListQuerySchema>;

/** PUT /accommodation/:id/confirm */
export const confirmAccommodationSchema = z.object({
  roomNumber: z
    .string({ error: M.roomNumberRequired })
    .trim()
    .min(1, M.roomNumberRequired)
    .max(LIMITS.roomNumberMax, M.roomNumberMax)
    // Rooms are compared ignoring case; stored one way, 'h3-301' and 'H3-301' are one room in the CSV too.
    .transform((room) => room.toUpperCase()),
});

/**
 * POST /accommodation/admin/requests: staff add a stay for a registered participant who asks at the desk. The
 * nights, gender and rules are the participant's own request's (checkAccommodation, the same messages).
 */
export const deskStaySchema = z
  .object({
    userId: z.string({ error: M.stayParticipantRequired }).trim().min(1, M.stayParticipantRequired),
    accommodationRulesAccepted: paymentDetailsShape.accommodationRulesAccepted,
    accommodationCheckIn: paymentDetailsShape.accommodationCheckIn,
    accommodationCheckOut: paymentDetailsShape.accommodationCheckOut,
    accommodationGender: paymentDetailsShape.accommodationGender,
  })
  .superRefine((v, ctx) => checkAccommodation({ ...v, needsAccommodation: true }, ctx));
export type DeskStayInput = z.input<typeof deskStaySchema>;
export type DeskStayRequest = z.output<typeof deskStaySchema>;

/** Accommodation CSV columns of docs/product.md#csv-exports, in order; empty cells read 'Not Assigned'. */
export const ACCOMMODATION_CSV_COLUMNS = [
  'Request Number',
  'Name',
  'Email',
  'Phone',
  'College',
  'Gender',
  'Check-in',
  'Check-out',
  'Status',
  'Room Number',
] as const;
export const NOT_ASSIGNED = 'Not Assigned';

type StayRoom = Pick<AccommodationRequest, 'status' | 'roomNumber'>;

/**
 * The room a stay holds now. A cancelled stay released its bed: its room number stays on the record (and in the
 * audit) but it holds no room, so the CSV reads 'Not Assigned' for it (docs/decisions/0034-accommodation-nights-rooms-confirmation.md).
 */
export function heldRoom(stay: StayRoom): string | null {
  return stay.status === 'cancelled' ? null : stay.roomNumber;
}

/** The room in staff words: the room held, 'Released (was H3-301)' for a cancelled stay's, or 'Not Assigned'. */
export function roomLabel(stay: StayRoom): string {
  const held = heldRoom(stay);
  if (held) return held;
  return stay.roomNumber ? `Released (was ${stay.roomNumber})` : NOT_ASSIGNED;
}
