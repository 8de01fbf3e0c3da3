import { describe, expect, test } from 'vitest';
import {
  ACCOMMODATION_FEE,
  REGISTRATION_FEES,
  REGISTRATION_TYPE_LABELS,
  REGISTRATION_TYPES,
  registrationAmount,
} from './fees';

describe('registration fees', () => {
  test('charges 299 for general, 199 for workshop only and 449 for both', () => {
    expect(REGISTRATION_FEES).toEqual({ general: 299, workshop: 199, both: 449 });
  });

  test('charges 300 for accommodation', () => {
    expect(ACCOMMODATION_FEE).toBe(300);
  });

  test.each([
    ['general', 299, 599],
    ['workshop', 199, 499],
    ['both', 449, 749],
  ] as const)('totals %s as %i, or %i with accommodation', (type, without, withStay) => {
    expect(registrationAmount(type, false)).toBe(without);
    expect(registrationAmount(type, true)).toBe(withStay);
  });

  test('offers exactly the three registration types, each with a label', () => {
    expect(REGISTRATION_TYPES).toEqual(['general', 'workshop', 'both']);
    for (const type of REGISTRATION_TYPES) expect(REGISTRATION_TYPE_LABELS[type]).toBeTruthy();
  });
});
