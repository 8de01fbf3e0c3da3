import { describe, expect, test } from 'vitest';
import { parseAccommodationSelection } from './accommodation-selection';

describe('parseAccommodationSelection', () => {
  test("accepts the /accommodation page's session value", () => {
    const value = { needsAccommodation: true, selectedDates: ['2025-10-23', '2025-10-24'], gender: 'female' };
    expect(parseAccommodationSelection(value)).toEqual(value);
    expect(parseAccommodationSelection({ needsAccommodation: false, selectedDates: [], gender: '' })).toEqual({
      needsAccommodation: false,
      selectedDates: [],
      gender: '',
    });
  });

  test("refuses nights that are not calendar dates (which of them the edition offers is the page's to check)", () => {
    expect(
      parseAccommodationSelection({ needsAccommodation: true, selectedDates: ['Oct 25'], gender: 'male' }),
    ).toBeNull();
    expect(
      parseAccommodationSelection({ needsAccommodation: true, selectedDates: [20251025], gender: 'male' }),
    ).toBeNull();
    expect(
      parseAccommodationSelection({ needsAccommodation: true, selectedDates: ['2025-10-25'], gender: 'male' }),
    ).toEqual({
      needsAccommodation: true,
      selectedDates: ['2025-10-25'],
      gender: 'male',
    });
  });

  test('refuses anything else: unknown gender, missing fields, wrong types', () => {
    expect(parseAccommodationSelection({ needsAccommodation: true, selectedDates: [], gender: 'other' })).toBeNull();
    expect(parseAccommodationSelection({ needsAccommodation: 'yes', selectedDates: [], gender: '' })).toBeNull();
    expect(
      parseAccommodationSelection({ needsAccommodation: true, selectedDates: '2025-10-23', gender: '' }),
    ).toBeNull();
    expect(parseAccommodationSelection(null)).toBeNull();
    expect(parseAccommodationSelection('accommodation')).toBeNull();
  });
});
