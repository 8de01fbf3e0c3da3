import { z } from 'zod';
import { EVENT_CATEGORIES, EVENT_DEFAULTS, EVENT_STATUSES, WORKSHOP_DEFAULTS, WORKSHOP_STATUSES } from './catalogue';
import { LIMITS } from './constants';
import { M } from './messages';
import { deadlineInstant, venueDeadline } from './participation';

// The admin create/edit forms of /admin/events (the required fields and defaults of docs/product.md#events-and-workshops-catalogue). The same schema
// checks POST and PUT (PUT sends the full object, docs/product.md#events-and-workshops-catalogue); unknown keys such as _id are ignored.

const text = (required: string, max: number) =>
  z.string({ error: required }).trim().min(1, required).max(max, M.textTooLong);
const optionalText = (max: number) => z.string().trim().max(max, M.textTooLong).optional().default('');

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
/** A date-time as a datetime-local input sends it, optionally with seconds and an offset. */
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?$/;

/** A YYYY-MM-DD that names a day of the calendar (Date.parse would take 2025-02-31 as 3 March). */
export function isCalendarDate(value: string): boolean {
  const [y, m, d] = value.slice(0, 10).split('-').map(Number);
  const day = new Date(Date.UTC(y, m - 1, d));
  return day.getUTCFullYear() === y && day.getUTCMonth() === m - 1 && day.getUTCDate() === d;
}

const date = (required: string) => text(required, 10).regex(DATE, required).refine(isCalendarDate, M.dateNotReal);
const time = (required: string) => text(required, 5).regex(TIME, required);
const deadline = text(M.deadlineRequired, 40)
  .regex(DATE_TIME, M.deadlineRequired)
  .refine(isCalendarDate, M.deadlineNotReal)
  .transform(venueDeadline);

const validDate = (v: unknown): v is string => typeof v === 'string' && DATE.test(v) && isCalendarDate(v);
const validDeadline = (v: unknown): v is string => typeof v === 'string' && DATE_TIME.test(v) && isCalendarDate(v);

/** The deadline is later than `end` (a venue-local date-time), both read on the venue's clock. */
const deadlineAfter = (deadlineText: string, end: string) => deadlineInstant(deadlineText) > deadlineInstant(end);

/** The deadline falls after `endTime` on the item's day; false until the date and the deadline are valid on their own. */
const deadlineAfterDay = (v: { date?: unknown; registrationDeadline: unknown }, endTime: string) =>
  validDate(v.date) &&
  validDeadline(v.registrationDeadline) &&
  deadlineAfter(v.registrationDeadline, `${v.date}T${endTime}`);

/** A whole number from a number input (which may arrive as text), with a default when left empty. */
// `whole` answers a fraction (1.5 hours): "at least 1" would be untrue of it.
const count = (message: string, min: number, fallback: number, max = 100_000, whole = message) =>
  z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? undefined : v),
    // The ceiling first: a huge number (1e20, past the safe integers) is "too large", not "at least 1".
    z.coerce.number({ error: message }).max(max, M.numberTooLarge(max)).int(whole).min(min, message).default(fallback),
  );

/** A list of lines: an array, or a textarea's text with one entry per line. */
const lines = z.preprocess(
  (v) => (typeof v === 'string' ? v.split(/\r?\n/) : (v ?? [])),
  z
    .array(z.string().trim().max(500, M.textTooLong))
    .max(50, M.textTooLong)
    .transform((items) => items.filter(Boolean)),
);

const coordinators = z
  .array(
    z.object({
      name: z.string().trim().min(1, 'Coordinator name is required').max(LIMITS.coordinatorNameMax, M.textTooLong),
      phone: z.string().trim().max(LIMITS.coordinatorPhoneMax, M.textTooLong).optional().default(''),
      email: z.string().trim().max(LIMITS.emailMax, M.textTooLong).optional().default(''),
    }),
  )
  .max(10, M.textTooLong)
  .optional()
  .default([]);

// The rules events and workshops share (docs/product.md#events-and-workshops-catalogue): written once, used by both schemas.
const description = text(M.descriptionRequired, LIMITS.descriptionMax);
const venue = text(M.venueRequired, LIMITS.venueMax);
const maxParticipants = (fallback: number) =>
  count(M.maxParticipantsMin, LIMITS.maxParticipantsMin, fallback, undefined, M.maxParticipantsWhole);
const status = <S extends readonly [string, ...string[]]>(statuses: S, fallback: S[number]) =>
  z.enum(statuses, { error: M.statusRequired }).default(fallback);
/** A checkbox: true or false (a form may send 'true'/'false' or 'on'); left out, the item kind's default. */
const checkInRequiresRegistration = (fallback: boolean) =>
  z.preprocess(
    (v) => (v === 'true' || v === 'on' ? true : v === 'false' ? false : (v ?? undefined)),
    z.boolean({ error: 'checkInRequiresRegistration must be true or false' }).default(fallback),
  );

export const eventFormSchema = z
  .object({
    name: text(M.eventNameRequired, LIMITS.eventNameMax),
    description,
    category: z.enum(EVENT_CATEGORIES, { error: M.categoryRequired }),
    type: z.enum(['individual', 'team'], { error: M.eventTypeRequired }),
    teamSize: z
      .object({
        min: count(
          'Team size must be a whole number from 1',
          LIMITS.teamSizeMin,
          EVENT_DEFAULTS.teamSize.min,
          LIMITS.teamSizeMax,
        ),
        max: count(
          'Team size must be a whole number from 1',
          LIMITS.teamSizeMin,
          EVENT_DEFAULTS.teamSize.max,
          LIMITS.teamSizeMax,
        ),
      })
      .optional()
      .default({ ...EVENT_DEFAULTS.teamSize }),
    venue,
    date: date(M.dateRequired),
    time: z.object({ start: time(M.startTimeRequired), end: time(M.endTimeRequired) }, { error: M.startTimeRequired }),
    maxParticipants: maxParticipants(EVENT_DEFAULTS.maxParticipants),
    registrationDeadline: deadline,
    rules: lines,
    // Only the prizes given, as the seeded events store them ({} for none): an unchanged form changes nothing.
    prizes: z
      .object({
        first: optionalText(LIMITS.prizeMax),
        second: optionalText(LIMITS.prizeMax),
        third: optionalText(LIMITS.prizeMax),
      })
      .optional()
      .default({ first: '', second: '', third: '' })
      .transform(
        (prizes) =>
          Object.fromEntries(Object.entries(prizes).filter(([, prize]) => prize)) as {
            first?: string;
            second?: string;
            third?: string;
          },
      ),
    coordinators,
    status: status(EVENT_STATUSES, EVENT_DEFAULTS.status),
    checkInRequiresRegistration: checkInRequiresRegistration(EVENT_DEFAULTS.checkInRequiresRegistration),
  })
  // Rules between fields; each runs only once the fields it reads are valid on their own.
  .superRefine((v, ctx) => {
    if (v.teamSize.min > v.teamSize.max) ctx.addIssue({ code: 'custom', message: M.teamSizeOrder, path: ['teamSize'] });
    else if (v.type === 'team' && v.teamSize.max < 2)
      ctx.addIssue({ code: 'custom', message: M.teamSizeTeamMax, path: ['teamSize', 'max'] });
    if (!v.time || !TIME.test(v.time.start) || !TIME.test(v.time.end)) return;
    if (v.time.end <= v.time.start)
      ctx.addIssue({ code: 'custom', message: M.endTimeAfterStart, path: ['time', 'end'] });
    else if (deadlineAfterDay(v, v.time.end))
      ctx.addIssue({ code: 'custom', message: M.deadlineAfterEvent, path: ['registrationDeadline'] });
  });
export type EventForm = z.output<typeof eventFormSchema>;
export type EventFormInput = z.input<typeof eventFormSchema>;

export const workshopFormSchema = z.preprocess(
  // docs/product.md#events-and-workshops-catalogue: a workshop has a title "or name"; the form may send either.
  (raw) =>
    raw && typeof raw === 'object' && !('title' in raw) && 'name' in raw
      ? { ...(raw as Record<string, unknown>), title: (raw as Record<string, unknown>).name }
      : raw,
  z
    .object({
      title: text(M.workshopTitleRequired, LIMITS.workshopTitleMax),
      description,
      instructor: z.object(
        {
          name: text(M.instructorNameRequired, LIMITS.instructorNameMax),
          designation: optionalText(LIMITS.instructorDesignationMax),
          organization: optionalText(LIMITS.instructorOrganizationMax),
          bio: optionalText(1000),
        },
        { error: M.instructorNameRequired },
      ),
      trainer: optionalText(100),
      duration: z
        .object({
          hours: count(
            M.durationMin,
            LIMITS.durationHoursMin,
            WORKSHOP_DEFAULTS.durationHours,
            LIMITS.durationHoursMax,
            M.durationWhole,
          ),
        })
        .optional()
        .default({ hours: WORKSHOP_DEFAULTS.durationHours }),
      schedule: z
        .array(
          z.object({
            date: z.string().trim().max(10),
            startTime: z.string().trim().max(20),
            endTime: z.string().trim().max(20),
            topic: z.string().trim().max(200),
          }),
        )
        .max(20)
        .optional()
        .default([]),
      venue,
      // The public workshops page shows a date; the admin form does not require one (docs/product.md#events-and-workshops-catalogue): the server then gives
      // the workshop the edition's first day.
      date: z.preprocess((v) => (v === '' || v == null ? undefined : v), date(M.dateRequired).optional()),
      time: optionalText(LIMITS.workshopTimeMax),
      maxParticipants: maxParticipants(WORKSHOP_DEFAULTS.maxParticipants),
      registrationDeadline: deadline,
      prerequisites: lines,
      learningOutcomes: lines,
      materials: lines,
      topics: lines,
      rules: lines,
      fee: count(M.feeMin, LIMITS.feeMin, WORKSHOP_DEFAULTS.fee, undefined, M.feeWhole),
      coordinators,
      status: status(WORKSHOP_STATUSES, WORKSHOP_DEFAULTS.status),
      checkInRequiresRegistration: checkInRequiresRegistration(WORKSHOP_DEFAULTS.checkInRequiresRegistration),
    })
    .refine((v) => !deadlineAfterDay(v, '23:59'), {
      message: M.deadlineAfterWorkshop,
      path: ['registrationDeadline'],
    }),
);
export type WorkshopForm = z.output<typeof workshopFormSchema>;
export type WorkshopFormInput = z.input<typeof workshopFormSchema>;
