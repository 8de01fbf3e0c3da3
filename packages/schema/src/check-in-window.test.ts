import { describe, expect, test } from 'vitest';
import {
  checkInWindow,
  clockTimesIn,
  describeCheckInWindow,
  eventTimes,
  isWithinWindow,
  workshopTimes,
} from './check-in-window';

const at = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString();

describe('the times an item names', () => {
  test('reads the forms organisers type', () => {
    expect(clockTimesIn('10:00')).toEqual(['10:00']);
    expect(clockTimesIn('10:00 AM - 1:00 PM')).toEqual(['10:00', '13:00']);
    expect(clockTimesIn('10 am – 4 pm')).toEqual(['10:00', '16:00']);
    expect(clockTimesIn('14.30-16.00')).toEqual(['14:30', '16:00']);
    expect(clockTimesIn('12:00 PM to 12:30 AM')).toEqual(['12:00', '00:30']);
    expect(clockTimesIn('9:30 a.m. onwards')).toEqual(['09:30']);
    expect(clockTimesIn('10:00 A.M - 1:00 P.M')).toEqual(['10:00', '13:00']); // the admin form's example
  });

  test('a range whose start leaves out AM or PM takes the half of the day that puts it before its end', () => {
    expect(clockTimesIn('10 - 12 PM')).toEqual(['10:00', '12:00']);
    expect(clockTimesIn('2 - 4 pm')).toEqual(['14:00', '16:00']);
    expect(clockTimesIn('11 – 1 PM')).toEqual(['11:00', '13:00']);
    expect(clockTimesIn('9 to 11 AM')).toEqual(['09:00', '11:00']);
    expect(clockTimesIn('10-11:30 AM')).toEqual(['10:00', '11:30']);
    expect(workshopTimes('2031-10-24', '10 - 12 PM')).toEqual({ date: '2031-10-24', start: '10:00', end: '12:00' });
  });

  test('a number that is not a time is left out', () => {
    expect(clockTimesIn('3 hours in Hall 2')).toEqual([]);
    expect(clockTimesIn('')).toEqual([]);
    expect(clockTimesIn('Room 2031, 25:00')).toEqual([]);
    expect(clockTimesIn('3 hours, 2 PM')).toEqual(['14:00']);
    expect(clockTimesIn('13 - 2 PM')).toEqual(['14:00']);
  });

  test('an event has its start and end, a workshop its one text', () => {
    expect(eventTimes('2031-10-23', '09:00', '12:00')).toEqual({ date: '2031-10-23', start: '09:00', end: '12:00' });
    expect(workshopTimes('2031-10-24', '10:00 AM - 1:00 PM')).toEqual({
      date: '2031-10-24',
      start: '10:00',
      end: '13:00',
    });
    expect(workshopTimes('2031-10-24', 'Full day')).toEqual({ date: '2031-10-24', start: null, end: null });
  });
});

describe('the check-in window on the venue clock', () => {
  const KOLKATA = 'Asia/Kolkata';

  test('opens an hour before the start and closes an hour after the end', () => {
    const window = checkInWindow(eventTimes('2031-10-23', '10:00', '12:00'), KOLKATA)!;
    expect(iso(window.opensAt)).toBe('2031-10-23T03:30:00.000Z'); // 09:00 in Kolkata
    expect(iso(window.closesAt)).toBe('2031-10-23T07:30:00.000Z'); // 13:00 in Kolkata
    expect(isWithinWindow(window, at('2031-10-23T09:00:00+05:30'))).toBe(true);
    expect(isWithinWindow(window, at('2031-10-23T08:59:59+05:30'))).toBe(false);
    expect(isWithinWindow(window, at('2031-10-23T13:00:00+05:30'))).toBe(true);
    expect(isWithinWindow(window, at('2031-10-23T13:00:01+05:30'))).toBe(false);
  });

  test('an event ending at 23:30 lets people in until 00:30 the next day', () => {
    const window = checkInWindow(eventTimes('2031-10-23', '21:00', '23:30'), KOLKATA)!;
    expect(isWithinWindow(window, at('2031-10-24T00:30:00+05:30'))).toBe(true);
    expect(isWithinWindow(window, at('2031-10-24T00:31:00+05:30'))).toBe(false);
  });

  test('an event starting at 00:30 opens at 23:30 the day before', () => {
    const window = checkInWindow(eventTimes('2031-10-24', '00:30', '02:00'), KOLKATA)!;
    expect(isWithinWindow(window, at('2031-10-23T23:30:00+05:30'))).toBe(true);
    expect(isWithinWindow(window, at('2031-10-23T23:29:00+05:30'))).toBe(false);
  });

  test('an end before the start is on the next day (a night event)', () => {
    const window = checkInWindow(workshopTimes('2031-10-23', '10 PM - 1 AM'), KOLKATA)!;
    expect(iso(window.closesAt)).toBe(iso(at('2031-10-24T02:00:00+05:30')));
  });

  test("a date is the venue's date, not UTC's: 23 October in Kolkata starts at 18:30 UTC on the 22nd", () => {
    const window = checkInWindow({ date: '2031-10-23', start: null, end: null }, KOLKATA)!;
    expect(iso(window.opensAt)).toBe('2031-10-22T18:30:00.000Z');
    expect(iso(window.closesAt)).toBe('2031-10-23T18:29:59.999Z');
    // 20:00 UTC on the 22nd is already the 23rd at the venue; 19:00 UTC on the 23rd is already the 24th.
    expect(isWithinWindow(window, at('2031-10-22T20:00:00Z'))).toBe(true);
    expect(isWithinWindow(window, at('2031-10-23T19:00:00Z'))).toBe(false);
    // The same date in UTC is another span of instants.
    const utc = checkInWindow({ date: '2031-10-23', start: null, end: null }, 'UTC')!;
    expect(iso(utc.opensAt)).toBe('2031-10-23T00:00:00.000Z');
  });

  test('a start without an end keeps the window open to the end of its date', () => {
    const window = checkInWindow(workshopTimes('2031-10-23', 'from 2 PM'), KOLKATA)!;
    expect(iso(window.opensAt)).toBe(iso(at('2031-10-23T13:00:00+05:30')));
    expect(iso(window.closesAt)).toBe(iso(at('2031-10-23T23:59:59.999+05:30')));
  });

  test('across a daylight-saving change the wall clock still decides', () => {
    // London leaves summer time at 02:00 on 26 October 2031: 09:00 that day is 09:00 GMT.
    const window = checkInWindow(eventTimes('2031-10-26', '09:00', '10:00'), 'Europe/London')!;
    expect(iso(window.opensAt)).toBe('2031-10-26T08:00:00.000Z');
  });

  test('no readable date, no window', () => {
    expect(checkInWindow({ date: '', start: '10:00', end: '11:00' }, KOLKATA)).toBeNull();
  });

  test('reads out in words on the venue clock', () => {
    const window = checkInWindow(eventTimes('2031-10-23', '10:00', '12:00'), KOLKATA)!;
    expect(describeCheckInWindow(window, KOLKATA)).toEqual({ date: '23 October 2031', from: '9:00 AM', to: '1:00 PM' });
    const night = checkInWindow(eventTimes('2031-10-23', '21:00', '23:30'), KOLKATA)!;
    expect(describeCheckInWindow(night, KOLKATA)).toEqual({ date: '23 October 2031', from: '8:00 PM', to: '12:30 AM' });
  });
});
