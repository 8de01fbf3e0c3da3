import { describe, expect, test } from 'vitest';
import { canRegisterFor, itemAvailability } from './participation';

const NOW = Date.parse('2025-10-20T12:00:00+05:30');
const item = { status: 'upcoming', registrationDeadline: '2025-10-22T23:59', maxParticipants: 2, registrations: 0 };

describe('itemAvailability', () => {
  test('an upcoming item before its deadline with places left is open', () => {
    expect(itemAvailability(item, NOW)).toBe('open');
    expect(itemAvailability({ ...item, status: 'ongoing', registrations: 1 }, NOW)).toBe('open');
    expect(itemAvailability({ ...item, status: 'active' }, NOW)).toBe('open');
  });

  test('a passed deadline (venue time) closes it', () => {
    expect(itemAvailability(item, Date.parse('2025-10-22T23:59:30+05:30'))).toBe('closed');
    expect(itemAvailability(item, Date.parse('2025-10-22T23:58:59+05:30'))).toBe('open');
  });

  test('a cancelled or completed item is closed, even with places left', () => {
    expect(itemAvailability({ ...item, status: 'cancelled' }, NOW)).toBe('closed');
    expect(itemAvailability({ ...item, status: 'completed' }, NOW)).toBe('closed');
  });

  test('all places taken is full; closed wins over full', () => {
    expect(itemAvailability({ ...item, registrations: 2 }, NOW)).toBe('full');
    expect(itemAvailability({ ...item, registrations: 2, status: 'completed' }, NOW)).toBe('closed');
  });

  test('a missing deadline never closes registration', () => {
    expect(itemAvailability({ ...item, registrationDeadline: '' }, NOW)).toBe('open');
  });
});

test('canRegisterFor: the registration type decides what a participant may join', () => {
  expect(canRegisterFor('general', 'event')).toBe(true);
  expect(canRegisterFor('general', 'workshop')).toBe(false);
  expect(canRegisterFor('workshop', 'workshop')).toBe(true);
  expect(canRegisterFor('both', 'event')).toBe(true);
});
