import { describe, expect, test } from 'vitest';
import type { AttendanceRecord, RosterItem, RosterParticipant } from './protocol';
import { serverScanTime } from './scan-time';
import { isForceable, judgeCheckIn, ScanError, type CheckInContext } from './verdict';

const KOLKATA = 'Asia/Kolkata';
const OPENS = '2031-01-01T00:00:00+05:30'; // the edition's registration opened

const asha: RosterParticipant = {
  userId: 'u1',
  participantId: 'SYM31-0001',
  name: 'Asha Kumar',
  college: 'Example College',
  registrationType: 'both',
  paymentStatus: 'verified',
  revoked: false,
};
const roboRace: RosterItem = {
  id: 'e1',
  kind: 'event',
  name: 'Robo Race',
  category: 'technical',
  venue: 'Ground',
  date: '2031-10-23',
  timeStart: '10:00',
  timeEnd: '12:00',
  checkInRequiresRegistration: false,
  deleted: false,
};
const cadWorkshop: RosterItem = {
  id: 'w1',
  kind: 'workshop',
  name: 'CAD Workshop',
  category: 'workshop',
  venue: 'Lab 2',
  date: '2031-10-24',
  timeStart: '21:00',
  timeEnd: '23:30',
  checkInRequiresRegistration: true,
  deleted: false,
};
const registered = { status: 'registered' as const };

/**
 * The one rule run as the desk runs it (the device's clock) and as the server does (the device time it keeps: moved
 * onto its clock, never after it received the scan nor before the edition opened). A desk with a sound clock whose
 * scan reaches the server a few seconds later is judged the same on both.
 */
function bothWays(
  scanAt: string,
  item: RosterItem,
  ctx: Omit<CheckInContext, 'now' | 'timeZone'>,
  existing?: AttendanceRecord,
) {
  const deviceNow = Date.parse(scanAt);
  const device = judgeCheckIn(asha, item, existing, { ...ctx, now: deviceNow, timeZone: KOLKATA });
  const kept = serverScanTime(
    new Date(deviceNow).toISOString(),
    { clockOffsetMs: 0, receivedAt: new Date(deviceNow + 4_000) },
    OPENS,
  );
  const server = judgeCheckIn(asha, item, existing, { ...ctx, now: Date.parse(kept.at), timeZone: KOLKATA });
  expect(server).toEqual(device);
  return device;
}

describe('registration for items that require it', () => {
  test('a registered participant is admitted to a workshop', () => {
    expect(bothWays('2031-10-24T21:30:00+05:30', cadWorkshop, { registration: registered })).toEqual({
      status: 'applied',
    });
  });

  test('someone never registered is refused by name and item', () => {
    expect(bothWays('2031-10-24T21:30:00+05:30', cadWorkshop, { registration: undefined })).toEqual({
      status: 'rejected',
      error: ScanError.NOT_REGISTERED,
      message: 'Asha Kumar is not registered for CAD Workshop.',
    });
  });

  test('a withdrawn registration does not admit', () => {
    expect(bothWays('2031-10-24T21:30:00+05:30', cadWorkshop, { registration: { status: 'cancelled' } })).toMatchObject(
      {
        error: ScanError.NOT_REGISTERED,
      },
    );
  });

  test('an event that does not require it admits a general participant without one', () => {
    expect(bothWays('2031-10-23T10:30:00+05:30', roboRace, { registration: undefined })).toEqual({ status: 'applied' });
  });

  test('the access type is judged before the registration', () => {
    const general = { ...asha, registrationType: 'general' as const };
    expect(
      judgeCheckIn(general, cadWorkshop, undefined, {
        now: Date.parse('2031-10-24T21:30:00+05:30'),
        timeZone: KOLKATA,
        registration: undefined,
      }),
    ).toMatchObject({
      error: ScanError.ACCESS_DENIED,
    });
  });
});

describe('the check-in window', () => {
  test('an hour before the start is inside; a minute earlier is not', () => {
    expect(bothWays('2031-10-23T09:00:00+05:30', roboRace, { registration: undefined })).toEqual({ status: 'applied' });
    expect(bothWays('2031-10-23T08:59:00+05:30', roboRace, { registration: undefined })).toEqual({
      status: 'rejected',
      error: ScanError.OUTSIDE_CHECK_IN_TIME,
      message: 'Check-in for Robo Race is open on 23 October 2031, 9:00 AM–1:00 PM.',
    });
  });

  test('another day of the edition is outside, and so is last year', () => {
    expect(bothWays('2031-10-24T10:30:00+05:30', roboRace, { registration: undefined })).toMatchObject({
      error: ScanError.OUTSIDE_CHECK_IN_TIME,
    });
    const lastYear = { ...roboRace, date: '2030-10-23' };
    expect(bothWays('2031-10-23T10:30:00+05:30', lastYear, { registration: undefined })).toMatchObject({
      error: ScanError.OUTSIDE_CHECK_IN_TIME,
    });
  });

  test('a workshop ending at 23:30 admits until 00:30 the next day, on the venue clock', () => {
    expect(bothWays('2031-10-25T00:30:00+05:30', cadWorkshop, { registration: registered })).toEqual({
      status: 'applied',
    });
    // 19:01 UTC is 00:31 in Kolkata.
    expect(bothWays('2031-10-24T19:01:00Z', cadWorkshop, { registration: registered })).toMatchObject({
      error: ScanError.OUTSIDE_CHECK_IN_TIME,
      message: 'Check-in for CAD Workshop is open on 24 October 2031, 8:00 PM–12:30 AM.',
    });
  });

  test('an item without times is open its whole date', () => {
    const allDay = { ...roboRace, timeStart: null, timeEnd: null };
    expect(bothWays('2031-10-23T00:05:00+05:30', allDay, { registration: undefined })).toEqual({ status: 'applied' });
    expect(bothWays('2031-10-22T23:55:00+05:30', allDay, { registration: undefined })).toMatchObject({
      error: ScanError.OUTSIDE_CHECK_IN_TIME,
    });
  });

  test('someone already checked in is told so, whatever the clock says now', () => {
    const record = { id: 'a1', participantId: asha.participantId, itemType: 'event', itemId: 'e1' } as AttendanceRecord;
    expect(bothWays('2031-10-23T18:00:00+05:30', roboRace, { registration: undefined }, record)).toEqual({
      status: 'duplicate',
      record,
    });
  });

  test('the server judges a device clock it cannot believe at the moment it received the scan', () => {
    const received = new Date('2031-10-23T10:30:00+05:30');
    for (const deviceTime of ['1900-01-01T00:00:00Z', '2040-01-01T00:00:00Z']) {
      const kept = serverScanTime(deviceTime, { clockOffsetMs: 0, receivedAt: received }, OPENS);
      expect(kept).toEqual({ at: received.toISOString(), clamped: true });
      expect(
        judgeCheckIn(asha, roboRace, undefined, {
          now: Date.parse(kept.at),
          timeZone: KOLKATA,
          registration: undefined,
        }),
      ).toEqual({ status: 'applied' });
    }
    const sound = serverScanTime('2031-10-23T04:55:00.000Z', { clockOffsetMs: 0, receivedAt: received }, OPENS);
    expect(sound).toEqual({ at: '2031-10-23T04:55:00.000Z', clamped: false });
  });
});

describe('admit anyway', () => {
  const late = Date.parse('2031-10-24T10:00:00+05:30');

  test('overrides a refusal of registration, time or access type, and says which', () => {
    expect(
      judgeCheckIn(asha, cadWorkshop, undefined, {
        now: late,
        timeZone: KOLKATA,
        registration: undefined,
        force: true,
      }),
    ).toEqual({
      status: 'applied',
      overrode: { error: ScanError.NOT_REGISTERED, message: 'Asha Kumar is not registered for CAD Workshop.' },
    });
    expect(
      judgeCheckIn(asha, roboRace, undefined, { now: late, timeZone: KOLKATA, registration: undefined, force: true }),
    ).toMatchObject({
      status: 'applied',
      overrode: { error: ScanError.OUTSIDE_CHECK_IN_TIME },
    });
    const workshopOnly = { ...asha, registrationType: 'workshop' as const };
    expect(
      judgeCheckIn(workshopOnly, roboRace, undefined, {
        now: late,
        timeZone: KOLKATA,
        registration: undefined,
        force: true,
      }),
    ).toMatchObject({
      status: 'applied',
      overrode: { error: ScanError.ACCESS_DENIED },
    });
  });

  test('a force with nothing to override is an ordinary check-in', () => {
    const inTime = Date.parse('2031-10-23T10:30:00+05:30');
    expect(
      judgeCheckIn(asha, roboRace, undefined, { now: inTime, timeZone: KOLKATA, registration: undefined, force: true }),
    ).toEqual({ status: 'applied' });
  });

  test('never admits an unknown, unpaid or revoked pass, an unknown event, or a second check-in', () => {
    const ctx = { now: late, timeZone: KOLKATA, registration: undefined, force: true };
    expect(judgeCheckIn(undefined, roboRace, undefined, ctx)).toMatchObject({ error: ScanError.USER_NOT_FOUND });
    expect(judgeCheckIn({ ...asha, paymentStatus: 'pending' }, roboRace, undefined, ctx)).toMatchObject({
      error: ScanError.PAYMENT_NOT_VERIFIED,
    });
    expect(judgeCheckIn({ ...asha, revoked: true }, roboRace, undefined, ctx)).toMatchObject({
      error: ScanError.PAYMENT_NOT_VERIFIED,
    });
    expect(judgeCheckIn(asha, undefined, undefined, ctx)).toMatchObject({ error: ScanError.EVENT_NOT_FOUND });
    expect(judgeCheckIn(asha, { ...roboRace, deleted: true }, undefined, ctx)).toMatchObject({
      error: ScanError.EVENT_NOT_FOUND,
    });
    const record = { id: 'a1' } as AttendanceRecord;
    expect(judgeCheckIn(asha, roboRace, record, ctx)).toEqual({ status: 'duplicate', record });
  });

  test('only where and when can be forced', () => {
    expect(
      [ScanError.ACCESS_DENIED, ScanError.NOT_REGISTERED, ScanError.OUTSIDE_CHECK_IN_TIME].every(isForceable),
    ).toBe(true);
    expect(
      [
        ScanError.INVALID_QR,
        ScanError.USER_NOT_FOUND,
        ScanError.PAYMENT_NOT_VERIFIED,
        ScanError.EVENT_NOT_FOUND,
        undefined,
      ].some(isForceable),
    ).toBe(false);
  });
});
