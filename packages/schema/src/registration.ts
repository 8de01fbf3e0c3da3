import { z } from 'zod';
import { checkboxField } from './auth';
import { GENDERS, LIMITS } from './constants';
import { DEFAULT_FEE_TABLE, REGISTRATION_TYPES, registrationAmount, type FeeTable } from './fees';
import {
  COLLEGE_LOCATION_PATTERN,
  LETTERS_SPACES,
  NAME_PATTERN,
  newPasswordField,
  phoneField,
  registerEmailField,
  requiredText,
  TRANSACTION_ID_PATTERN,
} from './fields';
import { M } from './messages';
import { paymentReferenceField } from './payments';

const required = () => requiredText(M.personalDetailsRequired);

/** Step 1 of the register form (docs/product.md#registration), without the confirmation field. */
export const personalDetailsShape = {
  firstName: required()
    .regex(NAME_PATTERN, M.firstNameChars)
    .min(2, M.firstNameMin)
    .max(LIMITS.firstNameMax, M.firstNameMax),
  lastName: required().regex(NAME_PATTERN, M.lastNameChars).max(LIMITS.lastNameMax, M.lastNameMax),
  email: registerEmailField,
  phone: phoneField(M.personalDetailsRequired).pipe(
    z
      .string()
      .regex(/^\d{10}$/, M.registerPhone)
      .regex(/^[6-9]/, M.registerPhoneStart),
  ),
  college: required().regex(LETTERS_SPACES, M.collegeChars).min(3, M.collegeMin).max(LIMITS.collegeMax, M.collegeMax),
  department: required()
    .regex(LETTERS_SPACES, M.departmentChars)
    .min(2, M.departmentMin)
    .max(LIMITS.departmentMax, M.departmentMax),
  year: z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? undefined : Number(v)),
    z
      .number({ error: M.personalDetailsRequired })
      .int(M.yearRange)
      .min(LIMITS.yearMin, M.yearRange)
      .max(LIMITS.yearMax, M.yearRange),
  ),
  collegeLocation: required()
    .regex(COLLEGE_LOCATION_PATTERN, M.collegeLocationChars)
    .max(LIMITS.collegeLocationMax, M.collegeLocationMax),
  password: newPasswordField(M.personalDetailsRequired),
};

export const personalDetailsSchema = z
  .object({
    ...personalDetailsShape,
    confirmPassword: z.string({ error: M.personalDetailsRequired }).min(1, M.personalDetailsRequired),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: M.passwordsMismatch,
    path: ['confirmPassword'],
  });
export type PersonalDetailsInput = z.input<typeof personalDetailsSchema>;

/** Step 1's fields in the order the form shows them: the shape's, then the confirmation. */
export const PERSONAL_FIELDS = [
  ...(Object.keys(personalDetailsShape) as (keyof typeof personalDetailsShape)[]),
  'confirmPassword',
] as const;
export type PersonalField = (typeof PERSONAL_FIELDS)[number];

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

/** Step 2 of the register form, without the file (checked by checkScreenshot). */
export const paymentDetailsShape = {
  registrationType: z.enum(REGISTRATION_TYPES, { error: M.registrationTypeRequired }),
  transactionId: requiredText(M.transactionIdRequired)
    .regex(TRANSACTION_ID_PATTERN, M.transactionIdChars)
    .min(LIMITS.transactionIdMin, M.transactionIdMin)
    .max(LIMITS.transactionIdMax, M.transactionIdMax),
  termsAccepted: checkboxField.refine((v) => v, M.termsRequired),
  needsAccommodation: checkboxField,
  /** The 'accommodation rules' checkbox of docs/product.md#registration: the register form asks for it as /accommodation does. */
  accommodationRulesAccepted: checkboxField,
  accommodationCheckIn: optionalText,
  accommodationCheckOut: optionalText,
  accommodationGender: optionalText,
};

type AccommodationFields = {
  needsAccommodation: boolean;
  accommodationRulesAccepted: boolean;
  accommodationCheckIn?: string;
  accommodationCheckOut?: string;
  accommodationGender?: string;
};

const isAccommodationDate = (v: string | undefined) => !!v && /^\d{4}-\d{2}-\d{2}$/.test(v);

/**
 * Accommodation asks for two nights, a gender, and the rules accepted (docs/product.md#registration) — on /accommodation, on the
 * register form, at POST /auth/register and at the desk's Add a Stay alike. A check-out before the check-in is told
 * as such, on the check-out field. Whether the nights are the edition's is checked against the edition
 * (stayNightsOnOffer): the forms offer only those, and the API checks what arrives.
 */
export function checkAccommodation(v: AccommodationFields, ctx: z.RefinementCtx) {
  if (!v.needsAccommodation) return;
  const datesOk = isAccommodationDate(v.accommodationCheckIn) && isAccommodationDate(v.accommodationCheckOut);
  if (!datesOk) {
    ctx.addIssue({ code: 'custom', message: M.accommodationDatesGender, path: ['accommodationCheckIn'] });
  } else if (v.accommodationCheckOut! < v.accommodationCheckIn!) {
    ctx.addIssue({ code: 'custom', message: M.accommodationCheckOutBeforeCheckIn, path: ['accommodationCheckOut'] });
  }
  if (!(GENDERS as readonly string[]).includes(v.accommodationGender ?? '')) {
    ctx.addIssue({ code: 'custom', message: M.accommodationDatesGender, path: ['accommodationGender'] });
  }
  if (!v.accommodationRulesAccepted) {
    ctx.addIssue({ code: 'custom', message: M.accommodationRules, path: ['accommodationRulesAccepted'] });
  }
}

export const paymentDetailsSchema = z.object(paymentDetailsShape).superRefine(checkAccommodation);

/**
 * A new payment proof after a rejected payment (PUT /auth/payment-proof): the transaction ID rule of
 * step 2, with the file checked by checkScreenshot like the register form's.
 */
export const paymentProofSchema = z.object({
  transactionId: paymentDetailsShape.transactionId,
  paymentReference: paymentReferenceField.optional(),
});
export type PaymentProofInput = z.input<typeof paymentProofSchema>;

/**
 * What POST /auth/register accepts, against the fee table in force. The spec's multipart sends `name`
 * (first plus last); the web form also sends firstName and lastName, and when only `name` comes the
 * last word is the last name.
 */
/**
 * The register form's random key, the same for every try of one form (kept for the session): a try whose answer
 * was lost on the way (the upload arrived, the phone's data dropped) is answered again when it is sent once more,
 * rather than refused as a taken email (docs/decisions/0037-register-form-keeps-what-was-typed.md, "A registration retried after a lost answer").
 */
export const SUBMISSION_KEY_PATTERN = /^[A-Za-z0-9_-]{22,64}$/;

export const registerRequestSchemaFor = (feeTable: FeeTable) =>
  z.preprocess(
    (raw) => {
      if (!raw || typeof raw !== 'object') return raw;
      const input = { ...(raw as Record<string, unknown>) };
      if (input.firstName === undefined && typeof input.name === 'string') {
        const words = input.name.trim().split(/\s+/);
        input.lastName = words.length > 1 ? words.pop() : '';
        input.firstName = words.join(' ');
      }
      return input;
    },
    z
      .object({
        ...personalDetailsShape,
        ...paymentDetailsShape,
        amount: z.preprocess(
          (v) => (v === '' || v === undefined || v === null ? undefined : Number(v)),
          z.number({ error: M.amountMismatch }).optional(),
        ),
        submissionKey: z.string().regex(SUBMISSION_KEY_PATTERN, M.submissionKeyInvalid).optional(),
        paymentReference: paymentReferenceField.optional(),
      })
      .superRefine(checkAccommodation)
      .superRefine((v, ctx) => {
        const expected = registrationAmount(v.registrationType, v.needsAccommodation, feeTable);
        if (v.amount !== undefined && v.amount !== expected) {
          ctx.addIssue({ code: 'custom', message: `${M.amountMismatch} (₹${expected})`, path: ['amount'] });
        }
      }),
  );
export const registerRequestSchema = registerRequestSchemaFor(DEFAULT_FEE_TABLE);
export type RegisterRequest = z.output<typeof registerRequestSchema>;

/**
 * What the register form sends, as its two steps' rules output it: every field of both steps (the confirmation
 * left out), the amount the person was shown and paid (the server refuses it when the fee table now says otherwise),
 * the form's submission key and the screenshot. The server works out `name` from the first and last names.
 */
export type RegistrationSubmission = z.output<z.ZodObject<typeof personalDetailsShape>> &
  z.output<z.ZodObject<typeof paymentDetailsShape>> & {
    amount: number;
    submissionKey: string;
    /** Shown before paying and carried in the UPI note (newPaymentReference). */
    paymentReference: string;
    paymentScreenshot: File;
  };

/** The file rule of step 2. `type` is the declared type on the client; the API checks magic bytes too. */
export function checkScreenshot(file: { size: number; type: string } | null | undefined): string | null {
  if (!file || file.size === 0) return M.screenshotRequired;
  if (!file.type.startsWith('image/')) return M.screenshotNotImage;
  if (file.size > LIMITS.screenshotMaxBytes) return M.screenshotTooLarge;
  return null;
}

/** Accommodation stays are counted in nights: 23 → 24 is two nights of the two on offer. */
export function accommodationNights(checkIn: string, checkOut: string): number {
  const day = 24 * 60 * 60 * 1000;
  return Math.round((Date.parse(checkOut) - Date.parse(checkIn)) / day) + 1;
}

/** Whether a stay's first and last nights are among the edition's nights (accommodationNights of the edition). */
export function stayNightsOnOffer(nights: readonly string[], checkIn: string, checkOut: string): boolean {
  return nights.includes(checkIn) && nights.includes(checkOut);
}
