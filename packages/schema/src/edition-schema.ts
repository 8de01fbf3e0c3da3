import { z } from 'zod';
import { CONTACT_ROLES, editionDays, KIT_TYPES, SOCIAL_NETWORKS, type Edition } from './edition';
import { isKnownTimeZone } from './zoned-time';

const text = (label: string, max: number) =>
  z
    .string({ error: `Enter the ${label}` })
    .trim()
    .min(1, `Enter the ${label}`)
    .max(max, `The ${label} is at most ${max} characters`);

const calendarDate = (label: string) =>
  z
    .string({ error: `Enter the ${label}` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `The ${label} must be a date (YYYY-MM-DD)`)
    .refine(
      (v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
      `The ${label} is not a real date`,
    );

const dateTime = (label: string) =>
  z.iso.datetime({
    offset: true,
    error: `The ${label} must be a date and time with its offset, such as 2026-08-01T09:00:00+05:30`,
  });

const webUrl = (label: string) =>
  z
    .string({ error: `Enter the ${label}` })
    .trim()
    .max(500, `The ${label} is at most 500 characters`)
    .refine((v) => {
      try {
        const url = new URL(v);
        return url.protocol === 'https:' || url.protocol === 'http:';
      } catch {
        return false;
      }
    }, `The ${label} must be a web address starting with https://`);

const lines = (label: string) =>
  z
    .array(
      z.string().trim().min(1, `A ${label} line cannot be empty`).max(500, `A ${label} line is at most 500 characters`),
    )
    .max(30, `At most 30 ${label} lines`);

const kitItems = z
  .array(
    z.object({
      item: text('kit item', 60),
      quantity: z.coerce
        .number({ error: 'Quantities must be numbers' })
        .int('Quantities are whole numbers')
        .min(1, 'A quantity is at least 1')
        .max(20, 'A quantity is at most 20'),
    }),
  )
  .max(20, 'At most 20 kit items');

/** The whole edition, as stored; every message is what the organiser reads beside the field. */
const editionObject = z.object({
  name: text('symposium name', 60),
  label: text('edition label', 20).regex(
    /^[\w .'-]+$/,
    'The edition label may use letters, digits, spaces, dots and dashes',
  ),
  tagline: text('tagline', 120),
  collegeName: text('college name', 150),
  associationName: text('association name', 150),
  startDate: calendarDate('start date'),
  endDate: calendarDate('end date'),
  timeZone: z
    .string({ error: 'Enter the time zone' })
    .trim()
    .refine(isKnownTimeZone, 'Enter a time zone such as Asia/Kolkata'),
  reportBy: z
    .string({ error: 'Enter the report-by time' })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'The report-by time is HH:MM (24-hour), such as 09:00'),
  playerCapacity: z.coerce
    .number({ error: 'The capacity must be a number' })
    .int('The capacity is a whole number')
    .min(1, 'The capacity is at least 1')
    .max(100_000, 'The capacity is at most 100,000'),
  participantIdPrefix: z
    .string({ error: 'Enter the participant ID prefix' })
    .trim()
    .toUpperCase()
    .regex(
      /^[A-Z][A-Z0-9]{1,9}$/,
      'The ID prefix is 2 to 10 letters and digits, starting with a letter, such as SYM26',
    ),
  registration: z
    .object({
      opensAt: dateTime('registration opening'),
      closesAt: z.preprocess((v) => (v === '' ? null : v), dateTime('registration closing').nullable()),
    })
    .refine((r) => r.closesAt === null || Date.parse(r.closesAt) > Date.parse(r.opensAt), {
      message: 'Registration must close after it opens',
      path: ['closesAt'],
    }),
  venue: z.object({
    name: text('venue name', 150),
    address: text('venue address', 300),
    mapUrl: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), webUrl('map link').nullable()),
  }),
  supportEmail: z
    .string({ error: 'Enter the support email' })
    .trim()
    .toLowerCase()
    .email('Please enter a valid email address'),
  contacts: z
    .array(
      z.object({
        role: z.enum(CONTACT_ROLES, { error: 'Choose the contact’s role' }),
        name: text('contact name', 100),
        phone: z
          .string({ error: 'Enter the contact phone' })
          .trim()
          .regex(/^\+?[\d\s-]{10,20}$/, 'Enter a phone number of at least 10 digits'),
      }),
    )
    .max(12, 'At most 12 contacts'),
  socials: z
    .array(z.object({ network: z.enum(SOCIAL_NETWORKS, { error: 'Choose the network' }), url: webUrl('link') }))
    .max(10, 'At most 10 social links'),
  terms: lines('terms'),
  instructions: lines('instructions'),
  accommodationRules: lines('accommodation rules'),
  kits: z.object(
    Object.fromEntries(KIT_TYPES.map((type) => [type, kitItems])) as Record<
      (typeof KIT_TYPES)[number],
      typeof kitItems
    >,
  ),
});

/** An edition's dates in order and 1 to 5 days long: the edition form's rule and the next edition's alike. */
function checkEditionDates(e: { startDate: string; endDate: string }, ctx: z.RefinementCtx) {
  if (e.endDate < e.startDate) {
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'The end date cannot be before the start date' });
  } else if (editionDays(e).length > 5) {
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'An edition lasts 1 to 5 days' });
  }
}

export const editionSchema = editionObject.superRefine(checkEditionDates);

/** PUT /admin/settings' `edition`: any subset of the top-level fields; the result is checked whole. */
export const editionPatchSchema = z
  .record(z.string(), z.unknown())
  .refine((patch) => Object.keys(patch).every((key) => key in editionObject.shape), 'Unknown edition field');

/** `current` with `patch`'s fields over it (objects one level deep: registration, venue and kits merge). */
export function mergeEdition(current: Edition, patch: Record<string, unknown>): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...current };
  for (const [key, value] of Object.entries(patch)) {
    const before = (current as unknown as Record<string, unknown>)[key];
    const isPlainObject = (v: unknown) => typeof v === 'object' && v !== null && !Array.isArray(v);
    merged[key] =
      isPlainObject(before) && isPlainObject(value) ? { ...(before as object), ...(value as object) } : value;
  }
  return merged;
}

/** POST /admin/editions: the next edition, confirmed by typing the current edition's label. */
export const nextEditionSchema = z
  .object({
    label: text('new edition label', 20).regex(
      /^[\w .'-]+$/,
      'The edition label may use letters, digits, spaces, dots and dashes',
    ),
    name: text('symposium name', 60).optional(),
    startDate: calendarDate('start date'),
    endDate: calendarDate('end date'),
    participantIdPrefix: editionObject.shape.participantIdPrefix,
    confirm: z
      .string({ error: 'Type the current edition’s label to confirm' })
      .trim()
      .min(1, 'Type the current edition’s label to confirm'),
  })
  .superRefine(checkEditionDates);
export type NextEditionInput = z.output<typeof nextEditionSchema>;
