import { describe, expect, test } from 'vitest';
import { M } from './messages';
import { retryAfterSeconds, waitInWords } from './wait-in-words';

describe('waitInWords', () => {
  test.each([
    [1, 'in 1 second'],
    [30, 'in 30 seconds'],
    [59, 'in 59 seconds'],
    [60, 'in 1 minute'],
    [61, 'in 2 minutes'],
    [7 * 60, 'in 7 minutes'],
    [14 * 60 + 1, 'in 15 minutes'],
    [3600, 'in 1 hour'],
    [3600 + 5 * 60, 'in 1 hour and 5 minutes'],
    [2 * 3600 + 60, 'in 2 hours and 1 minute'],
  ])('%i seconds reads "%s"', (seconds, words) => {
    expect(waitInWords(seconds)).toBe(words);
  });

  test('never says less than a second', () => {
    expect(waitInWords(0)).toBe('in 1 second');
    expect(waitInWords(0.2)).toBe('in 1 second');
  });
});

describe('retryAfterSeconds', () => {
  test('reads whole seconds and HTTP dates, and nothing else', () => {
    expect(retryAfterSeconds('420')).toBe(420);
    expect(retryAfterSeconds(' 30 ')).toBe(30);
    const now = Date.parse('2025-10-23T10:00:00Z');
    expect(retryAfterSeconds('Thu, 23 Oct 2025 10:07:00 GMT', now)).toBe(420);
    expect(retryAfterSeconds(null)).toBeNull();
    expect(retryAfterSeconds('')).toBeNull();
    expect(retryAfterSeconds('soon')).toBeNull();
  });
});

describe('M.tooManyRequests', () => {
  test('says how long to wait when the wait is known', () => {
    expect(M.tooManyRequests(420)).toBe('Too many attempts. Please try again in 7 minutes.');
    expect(M.tooManyRequests(30)).toBe('Too many attempts. Please try again in 30 seconds.');
    expect(M.tooManyRequests(null)).toBe('Too many attempts. Please wait a moment and try again.');
  });
});
