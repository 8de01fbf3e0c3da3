import { z } from 'zod';
import { certificateTemplateSchema, DEFAULT_CERTIFICATE_TEMPLATE } from './certificates';
import { LIMITS } from './constants';
import type { PublicEdition } from './edition';
import { editionPatchSchema } from './edition-schema';
import { ACCOMMODATION_FEE, REGISTRATION_FEES } from './fees';

/**
 * A fee in whole rupees. A blank box (or null) is asked for, never read as ₹0: number coercion turns '' and null into 0,
 * which made an emptied fee box free registration.
 */
const fee = z
  .unknown()
  .refine(
    (value) => value !== undefined && value !== null && !(typeof value === 'string' && value.trim() === ''),
    'Enter a fee',
  )
  .pipe(
    z.coerce
      .number({ error: 'Fees must be numbers' })
      .int('Fees must be whole rupees')
      .min(LIMITS.feeMin, 'Fees cannot be negative')
      .max(100_000),
  );

/** Organiser-editable settings (admin only), stored in the database and read by the public site. */
export const settingsSchema = z.object({
  eventRegistrationOpen: z.boolean(),
  workshopRegistrationOpen: z.boolean(),
  fees: z.object({ general: fee, workshop: fee, both: fee }),
  accommodationFee: fee,
  upiId: z
    .string()
    .trim()
    .min(3, 'Enter the UPI id')
    .max(LIMITS.upiIdMax)
    .regex(/^[\w.-]+@[\w.-]+$/, 'Enter a valid UPI id (name@bank)'),
  upiPayeeName: z.string().trim().min(2, 'Enter the payee name').max(LIMITS.upiPayeeNameMax),
  contactEmail: z.string().trim().toLowerCase().email('Please enter a valid email address'),
  organiserEmail: z.string().trim().toLowerCase().email('Please enter a valid email address'),
  /** Who signs the certificates; their signature images are uploaded one by one (PUT /admin/certificates/signatories/:index/signature). */
  certificate: certificateTemplateSchema,
});
export type Settings = z.output<typeof settingsSchema>;

/** PUT /admin/settings takes any subset; the rest stays as it is. `edition` is any subset of the edition's fields. */
export const settingsUpdateSchema = settingsSchema.partial().extend({ edition: editionPatchSchema.optional() });

export const DEFAULT_SETTINGS: Omit<Settings, 'upiId' | 'upiPayeeName' | 'contactEmail' | 'organiserEmail'> = {
  // docs/product.md#registering-for-events-and-workshops: registration from the public cards is closed until organisers open it.
  eventRegistrationOpen: false,
  workshopRegistrationOpen: false,
  fees: { ...REGISTRATION_FEES },
  accommodationFee: ACCOMMODATION_FEE,
  certificate: DEFAULT_CERTIFICATE_TEMPLATE,
};

/** What GET /config answers to everyone. */
export interface PublicConfig {
  fees: Settings['fees'];
  accommodationFee: number;
  upi: { id: string; payeeName: string };
  contactEmail: string;
  eventRegistrationOpen: boolean;
  workshopRegistrationOpen: boolean;
  /** /register takes new players: the edition's registration state is 'open'. */
  registrationOpen: boolean;
  /** Some event's result is published: the site links to /results. */
  resultsPublished: boolean;
  /** This year's symposium: its identity, dates, people and texts, with where registration stands now. */
  edition: PublicEdition;
}
