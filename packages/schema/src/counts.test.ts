import { describe, expect, test } from 'vitest';
import { ADMIN_ALERTS } from './admin-alerts';
import { countOf } from './counts';

describe('counts read properly for one', () => {
  test('a count takes the singular for exactly one, the plural otherwise', () => {
    expect(countOf(1, 'user')).toBe('1 user');
    expect(countOf(5, 'user')).toBe('5 users');
    expect(countOf(0, 'request')).toBe('0 requests');
    expect(countOf(2, 'match', 'matches')).toBe('2 matches');
  });

  test("the generated-IDs alert: 'an ID for 1 user', 'IDs for 5 users'", () => {
    expect(ADMIN_ALERTS.generatedIds(1)).toBe('Generated an ID for 1 user!');
    expect(ADMIN_ALERTS.generatedIds(5)).toBe('Generated IDs for 5 users!');
  });
});
