import { describe, expect, test } from 'vitest';
import { eventFormSchema, workshopFormSchema } from './catalogue-admin';

const event = {
  name: ' SKY SHOT ',
  description: 'Rockets',
  category: 'technical',
  type: 'team',
  venue: 'Ground',
  date: '2025-10-23',
  time: { start: '09:30', end: '11:00' },
  registrationDeadline: '2025-10-22T23:59',
};

describe('admin event form', () => {
  test('spec §9 defaults and trimming; rules from a textarea become a list', () => {
    expect(eventFormSchema.parse({ ...event, rules: 'Max 2.5 L water\n\n No glass ' })).toMatchObject({
      name: 'SKY SHOT',
      maxParticipants: 100,
      teamSize: { min: 1, max: 1 },
      status: 'upcoming',
      rules: ['Max 2.5 L water', 'No glass'],
      prizes: { first: '', second: '', third: '' },
      coordinators: [],
    });
  });

  test('number inputs may send text; min 1 participant; times are HH:MM; deadlines are date-times', () => {
    expect(eventFormSchema.parse({ ...event, maxParticipants: '60' }).maxParticipants).toBe(60);
    const bad = eventFormSchema.safeParse({ ...event, maxParticipants: 0, time: { start: '9.30', end: '11:00' }, registrationDeadline: '2025-10-22' });
    expect(bad.error?.issues.map((i) => i.message)).toEqual([
      'Start time is required',
      'Max participants must be at least 1',
      'Registration deadline is required',
    ]);
  });
});

describe('admin workshop form', () => {
  test('title or name; spec §9 defaults (50 places, 2 hours, fee 0, upcoming)', () => {
    const parsed = workshopFormSchema.parse({
      name: 'Additive Manufacturing Workshop',
      description: '3D printing',
      instructor: { name: 'Trainer' },
      venue: 'Lab',
      registrationDeadline: '2025-10-22T18:00:00+05:30',
    });
    expect(parsed).toMatchObject({ title: 'Additive Manufacturing Workshop', maxParticipants: 50, duration: { hours: 2 }, fee: 0, status: 'upcoming' });
  });
});
