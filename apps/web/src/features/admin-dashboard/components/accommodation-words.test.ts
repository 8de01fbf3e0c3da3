import { describe, expect, test } from 'vitest';
import type { Dashboard } from '../api/get-dashboard';
import { roomsRequiredWords, stayRequestsWords } from './accommodation-words';

// 65 requests: 33 men (1 cancelled), 32 women (1 cancelled) — the dashboard's 'Female 32' beside 'Female 31'.
const stays: Dashboard['accommodations'] = {
  total: 65,
  totalMale: 33,
  totalFemale: 32,
  requested: 43,
  confirmed: 20,
  cancelled: 2,
  deskFeesDue: 0,
  deskFeesDueAmount: 0,
  active: 63,
  activeByGender: { male: 32, female: 31 },
  roomsByGender: { male: 8, female: 8 },
  roomsRequired: 16,
};

describe('the dashboard’s accommodation figures in words', () => {
  test('Accommodations counts every request, cancelled ones too, by gender and status', () => {
    expect(stayRequestsWords(stays)).toBe(
      '65 stay requests of any status: 33 male, 32 female · 43 requested · 20 confirmed · 2 cancelled',
    );
  });

  test('Rooms required counts the stays requested or confirmed, per gender, four to a room', () => {
    expect(roomsRequiredWords(stays)).toBe(
      'For the 63 stays requested or confirmed (cancelled left out), 4 to a room of one gender: 32 male → 8 rooms · 31 female → 8 rooms',
    );
  });

  test('one of a thing reads as one', () => {
    const one = {
      ...stays,
      total: 1,
      active: 1,
      activeByGender: { male: 1, female: 0 },
      roomsByGender: { male: 1, female: 0 },
    };
    expect(stayRequestsWords(one)).toMatch(/^1 stay request of any status/);
    expect(roomsRequiredWords(one)).toBe(
      'For the 1 stay requested or confirmed (cancelled left out), 4 to a room of one gender: 1 male → 1 room · 0 female → 0 rooms',
    );
  });
});
