import { describe, expect, test } from 'vitest';
import { stayNightsOnScreen } from './stay-nights-on-screen';

const NBSP = '\u00a0';

describe('stayNightsOnScreen', () => {
  test('holds each date and the night count together, and lets the line break only around the dash', () => {
    const words = stayNightsOnScreen({ checkInDate: '2031-10-22', checkOutDate: '2031-10-24', numberOfDays: 3 });

    expect(words).toBe(`22${NBSP}Oct – 24${NBSP}Oct (3${NBSP}nights)`);
    expect(words.split(' ')).toEqual([`22${NBSP}Oct`, '–', `24${NBSP}Oct`, `(3${NBSP}nights)`]);
  });

  test('a single night reads as its date and one night, held together the same way', () => {
    expect(stayNightsOnScreen({ checkInDate: '2031-10-23', checkOutDate: '2031-10-23', numberOfDays: 1 })).toBe(
      `23${NBSP}Oct (1${NBSP}night)`,
    );
  });
});
