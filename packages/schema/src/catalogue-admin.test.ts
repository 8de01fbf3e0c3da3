import { describe, expect, test } from 'vitest';
import { eventFormSchema, workshopFormSchema } from './catalogue-admin';
import { LIMITS } from './constants';

const event = {
  name: ' SKY SHOT ',
  description: 'Rockets',
  category: 'technical',
  type: 'individual',
  venue: 'Ground',
  date: '2025-10-23',
  time: { start: '09:30', end: '11:00' },
  registrationDeadline: '2025-10-22T23:59',
};

describe('admin event form', () => {
  test('catalogue defaults and trimming; rules from a textarea become a list', () => {
    expect(eventFormSchema.parse({ ...event, rules: 'Max 2.5 L water\n\n No glass ' })).toMatchObject({
      name: 'SKY SHOT',
      maxParticipants: 100,
      teamSize: { min: 1, max: 1 },
      status: 'upcoming',
      rules: ['Max 2.5 L water', 'No glass'],
      // Stored as the seeded events are: no empty prizes, the deadline with the venue's offset.
      prizes: {},
      registrationDeadline: '2025-10-22T23:59:00+05:30',
      coordinators: [],
    });
  });

  test('number inputs may send text; min 1 participant; times are HH:MM; deadlines are date-times', () => {
    expect(eventFormSchema.parse({ ...event, maxParticipants: '60' }).maxParticipants).toBe(60);
    const bad = eventFormSchema.safeParse({
      ...event,
      maxParticipants: 0,
      time: { start: '9.30', end: '11:00' },
      registrationDeadline: '2025-10-22',
    });
    expect(bad.error?.issues.map((i) => i.message)).toEqual([
      'Start time is required',
      'Max participants must be at least 1',
      'Registration deadline is required',
    ]);
  });
});

describe('the limits the form fields share with the schema (maxLength={LIMITS.…})', () => {
  const fits = (
    schema: { safeParse: (v: unknown) => { success: boolean } },
    input: (text: string) => unknown,
    max: number,
  ) => [schema.safeParse(input('x'.repeat(max))).success, schema.safeParse(input('x'.repeat(max + 1))).success];
  const workshop = {
    title: 'CAD',
    description: 'Solids',
    instructor: { name: 'Trainer' },
    venue: 'Lab',
    registrationDeadline: '2025-10-22T18:00',
  };

  test.each([
    ['event name', (v: string) => ({ ...event, name: v }), LIMITS.eventNameMax],
    ['description', (v: string) => ({ ...event, description: v }), LIMITS.descriptionMax],
    ['venue', (v: string) => ({ ...event, venue: v }), LIMITS.venueMax],
    ['prize', (v: string) => ({ ...event, prizes: { second: v } }), LIMITS.prizeMax],
    ['coordinator name', (v: string) => ({ ...event, coordinators: [{ name: v }] }), LIMITS.coordinatorNameMax],
    [
      'coordinator phone',
      (v: string) => ({ ...event, coordinators: [{ name: 'A', phone: v }] }),
      LIMITS.coordinatorPhoneMax,
    ],
    ['coordinator email', (v: string) => ({ ...event, coordinators: [{ name: 'A', email: v }] }), LIMITS.emailMax],
  ])('the event %s takes LIMITS characters and refuses one more', (_, input, max) => {
    expect(fits(eventFormSchema, input, max)).toEqual([true, false]);
  });

  test.each([
    ['title', (v: string) => ({ ...workshop, title: v }), LIMITS.workshopTitleMax],
    ['instructor name', (v: string) => ({ ...workshop, instructor: { name: v } }), LIMITS.instructorNameMax],
    [
      'designation',
      (v: string) => ({ ...workshop, instructor: { name: 'A', designation: v } }),
      LIMITS.instructorDesignationMax,
    ],
    [
      'organization',
      (v: string) => ({ ...workshop, instructor: { name: 'A', organization: v } }),
      LIMITS.instructorOrganizationMax,
    ],
    ['time', (v: string) => ({ ...workshop, time: v }), LIMITS.workshopTimeMax],
  ])('the workshop %s takes LIMITS characters and refuses one more', (_, input, max) => {
    expect(fits(workshopFormSchema, input, max)).toEqual([true, false]);
  });

  test("number fields start where the inputs' min does", () => {
    expect(eventFormSchema.safeParse({ ...event, maxParticipants: LIMITS.maxParticipantsMin - 1 }).success).toBe(false);
    expect(eventFormSchema.safeParse({ ...event, teamSize: { min: LIMITS.teamSizeMin - 1, max: 1 } }).success).toBe(
      false,
    );
    expect(
      workshopFormSchema.safeParse({ ...workshop, duration: { hours: LIMITS.durationHoursMin - 1 } }).success,
    ).toBe(false);
    expect(workshopFormSchema.safeParse({ ...workshop, fee: LIMITS.feeMin - 1 }).success).toBe(false);
    expect(
      workshopFormSchema.safeParse({ ...workshop, fee: LIMITS.feeMin, duration: { hours: LIMITS.durationHoursMin } })
        .success,
    ).toBe(true);
  });
});

describe('admin workshop form', () => {
  test('title or name; catalogue defaults (50 places, 2 hours, fee 0, upcoming)', () => {
    const parsed = workshopFormSchema.parse({
      name: 'Additive Manufacturing Workshop',
      description: '3D printing',
      instructor: { name: 'Trainer' },
      venue: 'Lab',
      registrationDeadline: '2025-10-22T18:00:00+05:30',
    });
    expect(parsed).toMatchObject({
      title: 'Additive Manufacturing Workshop',
      maxParticipants: 50,
      duration: { hours: 2 },
      fee: 0,
      status: 'upcoming',
    });
  });
});

describe('impossible values are refused with a field message', () => {
  const issues = (input: unknown, schema: { safeParse: (v: unknown) => any } = eventFormSchema) =>
    (schema.safeParse(input).error?.issues ?? []).map((i: any) => [i.path[0], i.message]);

  test('a date that is not on the calendar (2025-02-31), for the event, its deadline and a workshop', () => {
    expect(issues({ ...event, date: '2025-02-31' })).toEqual([['date', 'Please enter a real calendar date']]);
    expect(issues({ ...event, date: '2025-13-01' })).toEqual([['date', 'Please enter a real calendar date']]);
    expect(issues({ ...event, registrationDeadline: '2025-09-31T10:00' })).toEqual([
      ['registrationDeadline', 'The registration deadline is not a real date and time'],
    ]);
    expect(issues({ ...event, date: '2028-02-29', registrationDeadline: '2028-02-28T10:00' })).toEqual([]);
    const workshop = {
      title: 'W',
      description: 'd',
      instructor: { name: 'T' },
      venue: 'Lab',
      registrationDeadline: '2025-10-22T18:00',
    };
    expect(issues({ ...workshop, date: '2025-02-30' }, workshopFormSchema)).toEqual([
      ['date', 'Please enter a real calendar date'],
    ]);
  });

  test('the end before (or at) the start', () => {
    expect(issues({ ...event, time: { start: '11:00', end: '09:30' } })).toEqual([
      ['time', 'End time must be after the start time'],
    ]);
    expect(issues({ ...event, time: { start: '11:00', end: '11:00' } })).toEqual([
      ['time', 'End time must be after the start time'],
    ]);
  });

  test('a registration deadline after the event ends (venue time, with or without an offset)', () => {
    expect(issues({ ...event, registrationDeadline: '2025-10-23T11:01' })).toEqual([
      ['registrationDeadline', 'The registration deadline must not be after the event ends'],
    ]);
    expect(issues({ ...event, registrationDeadline: '2025-10-23T11:00' })).toEqual([]);
    // 05:31 UTC is 11:01 in India.
    expect(issues({ ...event, registrationDeadline: '2025-10-23T05:31:00Z' })).toHaveLength(1);
    const workshop = { title: 'W', description: 'd', instructor: { name: 'T' }, venue: 'Lab', date: '2025-10-23' };
    expect(issues({ ...workshop, registrationDeadline: '2025-10-24T09:00' }, workshopFormSchema)).toEqual([
      ['registrationDeadline', 'The registration deadline must not be after the workshop day'],
    ]);
    expect(issues({ ...workshop, registrationDeadline: '2025-10-23T09:00' }, workshopFormSchema)).toEqual([]);
  });

  test('a team event needs a maximum team size of 2 or more, and min ≤ max', () => {
    expect(issues({ ...event, type: 'team', teamSize: { min: 1, max: 1 } })).toEqual([
      ['teamSize', 'A team event needs a maximum team size of at least 2'],
    ]);
    expect(issues({ ...event, type: 'team', teamSize: { min: 3, max: 2 } })).toEqual([
      ['teamSize', 'Minimum team size cannot be larger than the maximum'],
    ]);
    expect(issues({ ...event, type: 'team', teamSize: { min: 2, max: 4 } })).toEqual([]);
    expect(issues({ ...event, type: 'individual', teamSize: { min: 1, max: 1 } })).toEqual([]);
  });

  test('a fraction is answered as not whole, not as below the minimum', () => {
    expect(issues({ ...event, maxParticipants: 2.5 })).toEqual([
      ['maxParticipants', 'Max participants must be a whole number'],
    ]);
    const workshop = {
      title: 'W',
      description: 'd',
      instructor: { name: 'T' },
      venue: 'Lab',
      registrationDeadline: '2025-10-22T18:00',
    };
    expect(issues({ ...workshop, duration: { hours: 1.5 }, fee: 12.5 }, workshopFormSchema)).toEqual([
      ['duration', 'Duration must be a whole number of hours'],
      ['fee', 'Fee must be in whole rupees'],
    ]);
  });
});
