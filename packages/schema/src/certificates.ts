import { z } from 'zod';
import { LIMITS } from './constants';
import { POSITION_LABELS, type ResultPosition } from './results';

// Certificates (docs/product.md "Results and certificates"): their kinds, the template organisers edit in the settings,
// the wire types of /certificates and the texts the API and the screens share.

export const CERTIFICATE_KINDS = ['participation', 'workshop', 'merit'] as const;
export type CertificateKind = (typeof CERTIFICATE_KINDS)[number];

export const CERTIFICATE_KIND_LABELS: Record<CertificateKind, string> = {
  participation: 'Certificate of Participation',
  workshop: 'Certificate of Completion',
  merit: 'Certificate of Merit',
};

/** 128 random bits in base64url: 22 characters. Anything else is not a certificate's id (404 at once). */
export const CERTIFICATE_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

export const CERTIFICATE_LIMITS = {
  signatoriesMax: 3,
  signatoryNameMax: 80,
  signatoryTitleMax: 100,
  /** A signature or logo as uploaded (a phone photo of a signed sheet included), before the server makes it small. */
  imageMaxBytes: 8 * 1024 * 1024,
  /** The image the server keeps: at most this many pixels wide and high (about 250 dpi where the PDF draws it). */
  signatureBox: { width: 450, height: 180 },
  logoBox: { width: 400, height: 400 },
  pdfMaxBytes: 300 * 1024,
} as const;

export const CERTIFICATE_MESSAGES = {
  notFound: 'Certificate not found',
  revokeReasonRequired: 'Give the reason for revoking this certificate',
  alreadyRevoked: 'This certificate is already revoked',
  notRevoked: 'This certificate is not revoked',
  released: (issued: number, mailed: number) =>
    issued === 0
      ? 'No new certificates: every certificate earned so far has been issued'
      : `${issued} certificate${issued === 1 ? '' : 's'} issued; ${mailed} participant${mailed === 1 ? '' : 's'} told by mail`,
  signatoryNotFound: (index: number) =>
    `There is no signatory ${index + 1}: add them in the settings (certificate signatories) first`,
  imageRequired: 'Choose an image to upload',
  imageTooLarge: `The image must be at most ${CERTIFICATE_LIMITS.imageMaxBytes / (1024 * 1024)} MB`,
  imageNotPngOrJpeg: 'The image must be a PNG or JPEG',
  imageUnreadable: 'This image could not be read. It may be damaged: export it again as PNG or JPEG and retry.',
  imageBodyNotMultipart: (field: string) => `Send the image as multipart/form-data, in the field ${field}.`,
  notRevokedReason: 'Valid certificate',
  revokedWords: 'This certificate has been revoked',
} as const;

const signatorySchema = z.object({
  name: z
    .string({ error: 'Enter the signatory’s name' })
    .trim()
    .min(1, 'Enter the signatory’s name')
    .max(CERTIFICATE_LIMITS.signatoryNameMax, `A name is at most ${CERTIFICATE_LIMITS.signatoryNameMax} characters`),
  title: z
    .string({ error: 'Enter the signatory’s title' })
    .trim()
    .min(1, 'Enter the signatory’s title')
    .max(CERTIFICATE_LIMITS.signatoryTitleMax, `A title is at most ${CERTIFICATE_LIMITS.signatoryTitleMax} characters`),
});

/** The settings' `certificate`: who signs (their signature images are uploaded one by one). */
export const certificateTemplateSchema = z.object({
  signatories: z
    .array(signatorySchema)
    .max(CERTIFICATE_LIMITS.signatoriesMax, `At most ${CERTIFICATE_LIMITS.signatoriesMax} signatories`),
});
export type CertificateTemplate = z.output<typeof certificateTemplateSchema>;

export const DEFAULT_CERTIFICATE_TEMPLATE: CertificateTemplate = { signatories: [] };

/** POST /admin/certificates/:id/revoke. */
export const certificateRevocationSchema = z.object({
  reason: z
    .string({ error: CERTIFICATE_MESSAGES.revokeReasonRequired })
    .trim()
    .min(1, CERTIFICATE_MESSAGES.revokeReasonRequired)
    .max(LIMITS.rejectionReasonMax, `The reason is at most ${LIMITS.rejectionReasonMax} characters`),
});

export interface CertificateItem {
  id: string;
  name: string;
  type: 'event' | 'workshop';
}

/** GET /certificates/mine, and the participant's details for staff. */
export interface MyCertificate {
  id: string;
  kind: CertificateKind;
  item: CertificateItem;
  position?: ResultPosition;
  issuedAt: string;
  revoked: boolean;
  revokedReason?: string;
}

/** GET /certificates/:id/verify (public). */
export interface CertificateVerification {
  valid: boolean;
  kind: CertificateKind;
  name: string;
  college: string;
  item: CertificateItem;
  position?: ResultPosition;
  edition: string;
  issuedAt: string;
  revoked?: boolean;
  /** When it was revoked (ISO time): the page says 'revoked on …'. */
  revokedAt?: string;
  reason?: string;
}

/** GET /admin/certificates/template: who signs, and which of the template's images are uploaded. */
export interface CertificateTemplateState {
  signatories: { name: string; title: string; hasSignature: boolean }[];
  hasLogo: boolean;
}

/** What a certificate was given for, in a list: 'First place · SKY SHOT' for merit, else the event or workshop. */
export const certificateSubject = (c: Pick<MyCertificate, 'kind' | 'item' | 'position'>): string =>
  c.kind === 'merit' && c.position ? `${POSITION_LABELS[c.position]} · ${c.item.name}` : c.item.name;

/**
 * The order a participant's certificates are listed in, by the server (GET /certificates/mine, the participant
 * details) and on the device that keeps them: prizes above participation, then by the event's or workshop's name.
 */
export const compareCertificates = (
  a: Pick<MyCertificate, 'kind' | 'item'>,
  b: Pick<MyCertificate, 'kind' | 'item'>,
): number =>
  Number(b.kind === 'merit') - Number(a.kind === 'merit') ||
  (a.item.name < b.item.name ? -1 : a.item.name > b.item.name ? 1 : 0) ||
  (a.kind < b.kind ? -1 : a.kind > b.kind ? 1 : 0);
