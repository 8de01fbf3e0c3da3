import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import {
  accommodationSelectionText,
  clearAccommodationSelection,
  saveAccommodationSelection,
} from '../../lib/accommodation-selection';
import { memoryStorage } from '../../test/memory-storage';
import { readAccommodationPrefill } from './accommodation-prefill';

describe("the register form's stay, filled from the /accommodation choice", () => {
  beforeEach(() => {
    vi.stubGlobal('sessionStorage', memoryStorage());
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  test('is empty when no choice was made on /accommodation this session', () => {
    expect(readAccommodationPrefill()).toBeNull();
  });

  test('runs from the first night chosen to the last, whatever order they were ticked in, with the rules accepted', () => {
    saveAccommodationSelection({
      needsAccommodation: true,
      selectedDates: ['2031-10-24', '2031-10-22', '2031-10-23'],
      gender: 'female',
    });

    expect(readAccommodationPrefill()).toEqual({
      needsAccommodation: true,
      accommodationRulesAccepted: true,
      accommodationCheckIn: '2031-10-22',
      accommodationCheckOut: '2031-10-24',
      accommodationGender: 'female',
    });
  });

  test('a single night is both the check-in and the check-out night', () => {
    saveAccommodationSelection({ needsAccommodation: true, selectedDates: ['2031-10-23'], gender: 'male' });

    expect(readAccommodationPrefill()).toMatchObject({
      accommodationCheckIn: '2031-10-23',
      accommodationCheckOut: '2031-10-23',
    });
  });

  test('"no stay needed" fills the form with no stay and leaves the rules unticked', () => {
    saveAccommodationSelection({ needsAccommodation: false, selectedDates: [], gender: '' });

    expect(readAccommodationPrefill()).toEqual({
      needsAccommodation: false,
      accommodationRulesAccepted: false,
      accommodationCheckIn: '',
      accommodationCheckOut: '',
      accommodationGender: '',
    });
  });

  test('a stored value of another shape (dates as typed, an unknown gender, not JSON) fills nothing', () => {
    sessionStorage.setItem(
      'accommodationData',
      JSON.stringify({ needsAccommodation: true, selectedDates: ['23/10/2031'], gender: 'female' }),
    );
    expect(readAccommodationPrefill()).toBeNull();

    sessionStorage.setItem(
      'accommodationData',
      JSON.stringify({ needsAccommodation: true, selectedDates: ['2031-10-23'], gender: 'F' }),
    );
    expect(readAccommodationPrefill()).toBeNull();

    sessionStorage.setItem('accommodationData', 'needsAccommodation=true');
    expect(readAccommodationPrefill()).toBeNull();
  });

  test('once the registration went through the choice is gone, so the next person on the tab starts without it', () => {
    saveAccommodationSelection({ needsAccommodation: true, selectedDates: ['2031-10-23'], gender: 'male' });
    expect(accommodationSelectionText()).not.toBeNull();

    clearAccommodationSelection();

    expect(accommodationSelectionText()).toBeNull();
    expect(readAccommodationPrefill()).toBeNull();
  });
});
