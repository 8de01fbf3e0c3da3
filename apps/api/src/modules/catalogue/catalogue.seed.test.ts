import { describe, expect, test } from 'vitest';
import { SEED_EVENTS, SEED_WORKSHOPS } from './catalogue.seed';

const SYMPOSIUM_DAYS = ['2025-10-23', '2025-10-24'];
const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;
const countOf = (category: string) => SEED_EVENTS.filter((e) => e.category === category).length;

describe('seed catalogue', () => {
  test('seeds 6 technical, 4 non-technical and 2 special events', () => {
    expect(countOf('technical')).toBe(6);
    expect(countOf('non-technical')).toBe(4);
    expect(countOf('special')).toBe(2);
    expect(SEED_EVENTS).toHaveLength(12);
  });

  test('seeds the 2 workshops, both on 23 October', () => {
    expect(SEED_WORKSHOPS.map((w) => w.title)).toEqual([
      'Additive Manufacturing Workshop',
      'Smart Manufacturing Workshop',
    ]);
    for (const w of SEED_WORKSHOPS) {
      expect(w.date).toBe('2025-10-23');
      expect(w.name).toBe(w.title);
    }
  });

  test('gives every seeded item a unique seed key', () => {
    const keys = [...SEED_EVENTS, ...SEED_WORKSHOPS].map((item) => item.seedKey);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(key).toMatch(/^(event|workshop):[a-z0-9-]+$/);
  });

  test('gives every event and workshop a unique name', () => {
    const names = [...SEED_EVENTS.map((e) => e.name), ...SEED_WORKSHOPS.map((w) => w.title)];
    expect(new Set(names).size).toBe(names.length);
  });

  test('schedules everything on 23 or 24 October 2025', () => {
    for (const e of SEED_EVENTS) expect(SYMPOSIUM_DAYS).toContain(e.date);
    for (const w of SEED_WORKSHOPS) {
      expect(SYMPOSIUM_DAYS).toContain(w.date);
      for (const slot of w.schedule) expect(SYMPOSIUM_DAYS).toContain(slot.date);
    }
  });

  test('gives every event a 24-hour start before its end', () => {
    for (const e of SEED_EVENTS) {
      expect(e.time.start).toMatch(HH_MM);
      expect(e.time.end).toMatch(HH_MM);
      expect(e.time.start < e.time.end).toBe(true);
    }
  });

  test('never books one venue twice at the same time', () => {
    const slots = [
      ...SEED_EVENTS.map((e) => ({ name: e.name, venue: e.venue, date: e.date, start: e.time.start, end: e.time.end })),
      ...SEED_WORKSHOPS.flatMap((w) =>
        w.schedule.map((s) => ({ name: w.title, venue: w.venue, date: s.date, start: s.startTime, end: s.endTime })),
      ),
    ];
    for (const a of slots) {
      for (const b of slots) {
        if (a === b || a.venue !== b.venue || a.date !== b.date) continue;
        expect(a.start < b.end && b.start < a.end, `${a.name} and ${b.name} clash`).toBe(false);
      }
    }
  });

  test('keeps type, isTeamEvent and teamSize consistent', () => {
    for (const e of SEED_EVENTS) {
      expect(e.isTeamEvent).toBe(e.type === 'team');
      expect(e.teamSize.min).toBeLessThanOrEqual(e.teamSize.max);
      if (e.type === 'individual') expect(e.teamSize).toEqual({ min: 1, max: 1 });
    }
    const byName = (name: string) => SEED_EVENTS.find((e) => e.name === name);
    expect(byName('SKY SHOT')?.teamSize).toEqual({ min: 1, max: 2 });
    expect(byName('ENGINE GAMBLE')?.teamSize).toEqual({ min: 2, max: 2 });
    expect(byName('MECH SHOWDOWN')?.teamSize).toEqual({ min: 2, max: 2 });
  });

  test('uses the spec placeholders for rules that are not known yet', () => {
    for (const e of SEED_EVENTS) {
      if (e.category === 'special') expect(e.rules).toEqual(['TO BE ADDED']);
      else if (e.name !== 'SKY SHOT') expect(e.rules).toEqual(['To be added']);
    }
    expect(SEED_EVENTS.find((e) => e.name === 'SKY SHOT')?.rules.join(' ')).toContain('2.5 L');
  });

  test('opens registration until the evening before with the default capacities', () => {
    for (const e of SEED_EVENTS) {
      expect(e.registrationDeadline).toBe('2025-10-22T23:59:00+05:30');
      expect(e.maxParticipants).toBe(100);
      expect(e.status).toBe('upcoming');
      expect(e.coordinators.length).toBeGreaterThan(0);
    }
    for (const w of SEED_WORKSHOPS) {
      expect(w.registrationDeadline).toBe('2025-10-22T23:59:00+05:30');
      expect(w.maxParticipants).toBe(50);
      expect(w.fee).toBe(0);
      expect(w.status).toBe('upcoming');
    }
  });
});
