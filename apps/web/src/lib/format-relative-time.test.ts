import { describe, expect, test } from 'vitest';
import { formatRelativeTime } from './format-relative-time';

// The first morning of the symposium, at the registration desk (IST).
const now = Date.parse('2031-10-23T09:30:00+05:30');
const before = (ms: number) => new Date(now - ms).toISOString();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe('formatRelativeTime', () => {
  test('under a minute either way is just now', () => {
    expect(formatRelativeTime(before(0), now)).toBe('just now');
    expect(formatRelativeTime(before(59_000), now)).toBe('just now');
    expect(formatRelativeTime(before(-45_000), now)).toBe('just now');
  });

  test('counts minutes, then hours, then days, in the largest whole unit', () => {
    expect(formatRelativeTime(before(3 * MINUTE), now)).toBe('3 minutes ago');
    expect(formatRelativeTime(before(59 * MINUTE), now)).toBe('59 minutes ago');
    expect(formatRelativeTime(before(HOUR), now)).toBe('1 hour ago');
    expect(formatRelativeTime(before(5 * HOUR), now)).toBe('5 hours ago');
    expect(formatRelativeTime(before(3 * 24 * HOUR), now)).toBe('3 days ago');
  });

  test('says yesterday for a day ago, and rounds to the nearest of the unit', () => {
    expect(formatRelativeTime('2031-10-22T09:30:00+05:30', now)).toBe('yesterday');
    expect(formatRelativeTime(before(100 * MINUTE), now)).toBe('2 hours ago');
    expect(formatRelativeTime(before(80 * MINUTE), now)).toBe('1 hour ago');
  });

  test('a time ahead of this device (its clock runs slow) reads as to come, not as ago', () => {
    expect(formatRelativeTime(before(-2 * HOUR), now)).toBe('in 2 hours');
  });

  test('takes epoch milliseconds as well as ISO text', () => {
    expect(formatRelativeTime(now - 10 * MINUTE, now)).toBe('10 minutes ago');
  });
});
