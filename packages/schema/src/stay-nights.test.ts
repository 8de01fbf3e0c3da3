import { describe, expect, test } from 'vitest';
import { checkInDayLabel, checkOutDayLabel, checkOutMorning, formatStayNights } from './stay-nights';

describe('formatStayNights', () => {
  test('two nights read as a range of the nights, one night as its date', () => {
    expect(formatStayNights({ checkInDate: '2025-10-23', checkOutDate: '2025-10-24', numberOfDays: 2 })).toBe(
      '23 Oct – 24 Oct (2 nights)',
    );
    expect(formatStayNights({ checkInDate: '2025-10-24', checkOutDate: '2025-10-24', numberOfDays: 1 })).toBe(
      '24 Oct (1 night)',
    );
    expect(formatStayNights({ checkInDate: '2025-10-23', checkOutDate: '2025-10-23', numberOfDays: 1 })).toBe(
      '23 Oct (1 night)',
    );
  });

  test('reads the calendar date as written, whatever the time zone (the first and last of a month too)', () => {
    expect(formatStayNights({ checkInDate: '2025-10-31', checkOutDate: '2025-11-01', numberOfDays: 2 })).toBe(
      '31 Oct – 1 Nov (2 nights)',
    );
  });

  test('a date it cannot read is shown as it is', () => {
    expect(formatStayNights({ checkInDate: 'soon', checkOutDate: 'soon', numberOfDays: 1 })).toBe('soon (1 night)');
  });
});

describe('the register form’s check-in and check-out choices', () => {
  test('check-in names the day of the first night', () => {
    expect(checkInDayLabel('2025-10-23')).toBe('Thu, 23 Oct');
    expect(checkInDayLabel('2025-10-24')).toBe('Fri, 24 Oct');
  });

  test('check-out, stored as the last night, names the morning the participant leaves', () => {
    expect(checkOutDayLabel('2025-10-23')).toBe('Fri, 24 Oct (morning)');
    expect(checkOutDayLabel('2025-10-24')).toBe('Sat, 25 Oct (morning)');
    expect(checkOutDayLabel('2025-10-31')).toBe('Sat, 1 Nov (morning)');
  });
});

describe('checkOutMorning: the CSV’s Check-out', () => {
  test('is the day after the last night, across a month’s end too', () => {
    expect(checkOutMorning('2025-10-23')).toBe('2025-10-24');
    expect(checkOutMorning('2025-10-31')).toBe('2025-11-01');
    expect(checkOutMorning('2025-12-31')).toBe('2026-01-01');
  });
});
