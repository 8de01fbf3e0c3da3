import type { Role } from './roles';
import type { RegistrationType } from './fees';

export const PAYMENT_STATUSES = ['pending', 'verified', 'rejected'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** A user as the API answers it (docs/product.md#data-the-product-keeps); never carries secrets. */
export interface PublicUser {
  _id: string;
  id: string;
  name: string;
  email: string;
  phone: string;
  college: string;
  department: string;
  year: number | null;
  collegeLocation: string;
  rollNumber: string | null;
  participantId: string | null;
  role: Role;
  paymentStatus: PaymentStatus;
  paymentAmount: number | null;
  transactionId: string | null;
  /** The reference carried in the UPI note (null for registrations made before references existed). */
  paymentReference: string | null;
  /** API path of the screenshot, readable with a staff token only. */
  paymentScreenshot: string | null;
  registrationType: RegistrationType | null;
  rejectionReason: string | null;
  /** The pass text the entry QR is drawn from; null until a participant ID is generated. */
  passData: string | null;
  /** Set when an admin revoked the entry pass (scanners refuse it); the reason is shown to the participant. */
  passRevokedAt: string | null;
  passRevokedReason: string | null;
  qrCode: string | null;
  createdAt: string;
  verifiedAt: string | null;
}

export interface LoginResponse {
  success: true;
  message: string;
  token: string;
  refreshToken: string;
  data: PublicUser;
}

/** docs/product.md#participant-profile: Player ID is participantId, else the last 8 characters of the registration id upper-cased. */
export function playerId(user: Pick<PublicUser, 'participantId' | '_id'>): string {
  return user.participantId || user._id.slice(-8).toUpperCase();
}

/** docs/product.md#header-footer-and-page-behaviour header: names longer than 15 characters are cut and followed by '...'. */
export function headerName(name: string, max = 15): string {
  return name.length > max ? `${name.slice(0, max)}...` : name;
}
