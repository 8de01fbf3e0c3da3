import { zonedInstant } from '@symposium/schema/zoned-time';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { createTestContext, insertRegistration, signInStaff, type TestContext } from '../../test-support/context';
import { TEST_EDITION } from '../../test-support/test-edition';
import {
  checkIn,
  firstEvent,
  firstWorkshop,
  issueKit,
  openCheckInNow,
  scannerDesk,
  verifiedParticipant,
} from './sync-test-kit';

// Check-in rules that know the event (issue 22): registration, the check-in window, admit anyway, and scan times the
// server cannot believe. The desk runs the same verdict (packages/sync/src/verdict.test.ts).

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestContext();
});
afterEach(async () => {
  await ctx.close();
});

const HOUR = 3_600_000;
const sqlite = () => ctx.deps.db.sqlite;
const attendanceOf = (pid: string) =>
  sqlite().prepare('select * from attendance where participant_id = ?').all(pid) as any[];

/** An event's date and times as organisers would set them. */
function dateEventAt(id: string, date: string, start: string, end: string) {
  sqlite().prepare('update events set date = ?, time_start = ?, time_end = ? where id = ?').run(date, start, end, id);
}

describe('registration for items that require it', () => {
  test('a workshop admits only those registered for it, through a push and online', async () => {
    const asha = await verifiedParticipant(ctx, 'SYM25-0001', 'both');
    const ravi = await verifiedParticipant(ctx, 'SYM25-0002', 'both');
    const desk = await scannerDesk(ctx);
    const workshop = firstWorkshop(ctx);
    insertRegistration(ctx, asha.id, { itemType: 'workshop', itemId: workshop.id });
    insertRegistration(ctx, ravi.id, { itemType: 'workshop', itemId: workshop.id, status: 'cancelled' });

    const res = await desk.push([
      checkIn('SYM25-0001', workshop.id, undefined, { eventType: 'workshop' }),
      checkIn('SYM25-0002', workshop.id, undefined, { eventType: 'workshop' }),
    ]);
    expect(res.json.results.map((r) => [r.status, r.error, r.message])).toEqual([
      ['applied', undefined, undefined],
      ['rejected', 'NOT_REGISTERED', `${ravi.name} is not registered for ${workshop.title}.`],
    ]);

    const coordinator = (await signInStaff(ctx, 'coordinator')).token;
    const online = await ctx.request('/api/v1/qr-scan/scan-qr', {
      method: 'POST',
      token: coordinator,
      json: { qrData: ravi.pass_data, eventId: workshop.id, eventType: 'workshop' },
    });
    expect(online.status).toBe(403);
    expect(online.json).toMatchObject({
      success: false,
      error: 'NOT_REGISTERED',
      message: `${ravi.name} is not registered for ${workshop.title}.`,
    });
    const call = await ctx.request('/api/v1/qr-scan/check-in', {
      method: 'POST',
      token: coordinator,
      json: { participantId: 'SYM25-0002', eventId: workshop.id, eventType: 'workshop' },
    });
    expect(call.json).toMatchObject({ success: false, error: 'NOT_REGISTERED' });
    expect(attendanceOf('SYM25-0002')).toEqual([]);
  });

  test('an event admits without a registration until organisers say it requires one', async () => {
    await verifiedParticipant(ctx, 'SYM25-0003', 'general');
    const desk = await scannerDesk(ctx);
    const event = firstEvent(ctx);
    sqlite().prepare('update events set check_in_requires_registration = 1 where id = ?').run(event.id);
    const refused = await desk.push([checkIn('SYM25-0003', event.id)]);
    expect(refused.json.results[0]).toMatchObject({ status: 'rejected', error: 'NOT_REGISTERED' });
    sqlite().prepare('update events set check_in_requires_registration = 0 where id = ?').run(event.id);
    expect((await desk.push([checkIn('SYM25-0003', event.id)])).json.results[0].status).toBe('applied');
  });
});

describe('the check-in window', () => {
  test('a scan outside the event’s hours is refused with the hours on the venue clock, through a push and online', async () => {
    await verifiedParticipant(ctx, 'SYM25-0004', 'general');
    const desk = await scannerDesk(ctx);
    const event = firstEvent(ctx);
    // Held on the edition's first day (23 October 2031), 10:00 to 12:00: today is not that day.
    dateEventAt(event.id, TEST_EDITION.startDate, '10:00', '12:00');
    const expected = `Check-in for ${event.name} is open on 23 October 2031, 9:00 AM–1:00 PM.`;
    const res = await desk.push([checkIn('SYM25-0004', event.id)]);
    expect(res.json.results[0]).toMatchObject({
      status: 'rejected',
      error: 'OUTSIDE_CHECK_IN_TIME',
      message: expected,
    });

    const coordinator = (await signInStaff(ctx, 'coordinator')).token;
    const call = await ctx.request('/api/v1/qr-scan/check-in', {
      method: 'POST',
      token: coordinator,
      json: { participantId: 'SYM25-0004', eventId: event.id, eventType: 'event' },
    });
    expect(call.status).toBe(403);
    expect(call.json).toMatchObject({ error: 'OUTSIDE_CHECK_IN_TIME', message: expected });
    expect(attendanceOf('SYM25-0004')).toEqual([]);
  });

  test('the server judges the window on its own clock: a device clock a day ahead is corrected by the push’s sentAt', async () => {
    await verifiedParticipant(ctx, 'SYM25-0005', 'general');
    const desk = await scannerDesk(ctx); // events run from two hours ago for twelve hours
    const event = firstEvent(ctx);
    const tomorrow = new Date(Date.now() + 24 * HOUR).toISOString();
    // The push carries the same wrong clock (sentAt): the offset moves the scan back to now.
    const corrected = await desk.push([checkIn('SYM25-0005', event.id, tomorrow)], tomorrow);
    expect(corrected.json.results[0].status).toBe('applied');
  });
});

describe('admit anyway', () => {
  test('a forced check-in is recorded with who forced it, answered forced, and listed for admins', async () => {
    const asha = await verifiedParticipant(ctx, 'SYM25-0006', 'both');
    const desk = await scannerDesk(ctx, 'Lab desk');
    const workshop = firstWorkshop(ctx);
    const res = await desk.push([
      checkIn('SYM25-0006', workshop.id, undefined, { eventType: 'workshop', localStatus: 'applied', force: true }),
    ]);
    const message = `${asha.name} is not registered for ${workshop.title}.`;
    expect(res.json.results[0]).toMatchObject({
      status: 'applied',
      forced: true,
      overrode: { error: 'NOT_REGISTERED', message },
      record: { participantId: 'SYM25-0006', deskName: 'Lab desk', forced: true },
    });
    expect(attendanceOf('SYM25-0006')).toEqual([
      expect.objectContaining({
        forced_by_user_id: desk.staff.id,
        forced_by_name: 'Test coordinator',
        forced_error: 'NOT_REGISTERED',
      }),
    ]);

    const list = await ctx.request('/api/v1/admin/sync/conflicts', { token: desk.staff.token });
    expect(list.json.data).toEqual([
      expect.objectContaining({
        kind: 'forced',
        deskStatus: 'applied',
        participant: { id: 'SYM25-0006', name: asha.name },
        scan: expect.objectContaining({
          deskName: 'Lab desk',
          staffName: 'Test coordinator',
          itemName: workshop.title,
        }),
        error: 'NOT_REGISTERED',
        message,
      }),
    ]);
    // The roster the desks pull marks it too (the recent lists say who was admitted anyway).
    const pulled = await desk.pull();
    expect(pulled.json.changes.attendance).toEqual([
      expect.objectContaining({ participantId: 'SYM25-0006', forced: true }),
    ]);
  });

  test('the online check-in call takes force too; outside the window it admits, and says so', async () => {
    await verifiedParticipant(ctx, 'SYM25-0007', 'general');
    openCheckInNow(ctx);
    const event = firstEvent(ctx);
    dateEventAt(event.id, TEST_EDITION.startDate, '10:00', '12:00');
    const coordinator = await signInStaff(ctx, 'coordinator');
    const call = await ctx.request('/api/v1/qr-scan/check-in', {
      method: 'POST',
      token: coordinator.token,
      json: { participantId: 'SYM25-0007', eventId: event.id, eventType: 'event', force: true },
    });
    expect(call.status).toBe(200);
    expect(call.json).toMatchObject({
      success: true,
      alreadyCheckedIn: false,
      forced: true,
      overrode: { error: 'OUTSIDE_CHECK_IN_TIME' },
    });
    expect(attendanceOf('SYM25-0007')).toEqual([
      expect.objectContaining({ forced_by_user_id: coordinator.id, forced_error: 'OUTSIDE_CHECK_IN_TIME' }),
    ]);
  });

  test('never past an unpaid pass, an unknown event, nor for a kit; a force with nothing to override is ordinary', async () => {
    await verifiedParticipant(ctx, 'SYM25-0008', 'general');
    await verifiedParticipant(ctx, 'SYM25-0009', 'general');
    sqlite().prepare("update users set payment_status = 'pending' where participant_id = 'SYM25-0009'").run();
    const desk = await scannerDesk(ctx);
    const event = firstEvent(ctx);
    const res = await desk.push([
      checkIn('SYM25-0009', event.id, undefined, { force: true }),
      checkIn('SYM25-0008', 'no-such-event', undefined, { force: true }),
      checkIn('SYM25-0008', event.id, undefined, { force: true }),
      issueKit('SYM25-0008'),
      { ...issueKit('SYM25-0008'), force: true } as any,
    ]);
    expect(res.json.results.map((r) => [r.status, r.error ?? null, r.forced ?? null])).toEqual([
      ['rejected', 'PAYMENT_NOT_VERIFIED', null],
      ['rejected', 'EVENT_NOT_FOUND', null],
      ['applied', null, null],
      ['applied', null, null],
      ['duplicate', null, null],
    ]);
    expect(attendanceOf('SYM25-0008')).toEqual([
      expect.objectContaining({ forced_by_user_id: null, forced_error: null }),
    ]);
    expect((await ctx.request('/api/v1/admin/sync/conflicts', { token: desk.staff.token })).json.data).toEqual([]);
  });
});

describe('scan times the server cannot believe', () => {
  test('a scan dated 1900 moves no check-in; its own record takes the receive time and keeps the device time', async () => {
    await verifiedParticipant(ctx, 'SYM25-0010', 'general');
    const main = await scannerDesk(ctx, 'Main desk');
    const side = await scannerDesk(ctx, 'Side desk');
    const event = firstEvent(ctx);
    const earlier = new Date(Date.now() - 30 * 60_000).toISOString();
    const first = await main.push([checkIn('SYM25-0010', event.id, earlier)]);
    const kept = (first.json.results[0].record as any).checkInTime as string;
    expect(Math.abs(Date.parse(kept) - Date.parse(earlier))).toBeLessThan(5_000);

    const before = Date.now();
    const ancient = await side.push([
      checkIn('SYM25-0010', event.id, '1900-01-01T00:00:00.000Z', { localStatus: 'applied' }),
    ]);
    expect(ancient.json.results[0]).toMatchObject({
      status: 'duplicate',
      record: { checkInTime: kept, deskName: 'Main desk' },
    });
    expect(attendanceOf('SYM25-0010')).toEqual([expect.objectContaining({ check_in_time: kept })]);
    const log = sqlite()
      .prepare("select occurred_at, device_occurred_at from scan_log where device_occurred_at like '1900%'")
      .get() as any;
    expect(Date.parse(log.occurred_at)).toBeGreaterThanOrEqual(before - 1000);

    // A kit scanned "in 1900" is issued at the receive time, and keeps the device's time beside it.
    const kit = await side.push([issueKit('SYM25-0010', '1900-01-01T00:00:00.000Z')]);
    expect(Date.parse((kit.json.results[0].record as any).issuedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(sqlite().prepare("select device_occurred_at from kits where participant_id = 'SYM25-0010'").get()).toEqual({
      device_occurred_at: '1900-01-01T00:00:00.000Z',
    });
  });

  test('a scan dated before the edition opened, or in the future, is kept at the receive time with the device time beside it', async () => {
    await verifiedParticipant(ctx, 'SYM25-0011', 'general');
    await verifiedParticipant(ctx, 'SYM25-0012', 'general');
    const desk = await scannerDesk(ctx);
    const event = firstEvent(ctx);
    const beforeOpening = new Date(Date.parse(TEST_EDITION.registration.opensAt) - HOUR).toISOString();
    const future = new Date(Date.now() + 5 * HOUR).toISOString();
    const sent = new Date().toISOString();
    const res = await desk.push(
      [checkIn('SYM25-0011', event.id, beforeOpening), checkIn('SYM25-0012', event.id, future)],
      sent,
    );
    expect(res.json.results.map((r) => r.status)).toEqual(['applied', 'applied']);
    for (const [pid, deviceTime] of [
      ['SYM25-0011', beforeOpening],
      ['SYM25-0012', future],
    ] as const) {
      const [row] = attendanceOf(pid);
      expect(row.device_occurred_at).toBe(deviceTime);
      expect(Math.abs(Date.parse(row.check_in_time) - Date.parse(sent))).toBeLessThan(5_000);
    }
  });
});

describe('the roster pull', () => {
  test('carries the registrations, withdrawals included and incrementally, and each item’s times and rule', async () => {
    const asha = await verifiedParticipant(ctx, 'SYM25-0013', 'both');
    const desk = await scannerDesk(ctx);
    const workshop = firstWorkshop(ctx);
    const event = firstEvent(ctx);
    sqlite()
      .prepare("update workshops set time = '10:00 AM - 1:00 PM', date = '2031-10-24' where id = ?")
      .run(workshop.id);
    dateEventAt(event.id, '2031-10-23', '21:00', '23:30');
    insertRegistration(ctx, asha.id, { itemType: 'workshop', itemId: workshop.id });

    const full = await desk.pull();
    const registration = { userId: asha.id, itemType: 'workshop', itemId: workshop.id, status: 'registered' };
    expect(full.json.changes.registrations).toEqual([expect.objectContaining(registration)]);
    const items = full.json.changes.items as any[];
    expect(items.find((i) => i.id === workshop.id)).toMatchObject({
      date: '2031-10-24',
      timeStart: '10:00',
      timeEnd: '13:00',
      checkInRequiresRegistration: true,
    });
    expect(items.find((i) => i.id === event.id)).toMatchObject({
      date: '2031-10-23',
      timeStart: '21:00',
      timeEnd: '23:30',
      checkInRequiresRegistration: false,
    });

    sqlite().prepare("update registrations set status = 'cancelled' where user_id = ?").run(asha.id);
    const later = await desk.pull(full.json.cursor);
    expect(later.json.changes.registrations).toEqual([
      expect.objectContaining({ ...registration, status: 'cancelled' }),
    ]);
    expect(later.json.changes.items).toEqual([]);
  });

  test('an event ending at 23:30 admits until 00:30 the next day on the venue clock, and not at 00:31', async () => {
    await verifiedParticipant(ctx, 'SYM25-0014', 'general');
    await verifiedParticipant(ctx, 'SYM25-0015', 'general');
    const desk = await scannerDesk(ctx);
    const event = firstEvent(ctx);
    // Two days ago at the venue, 21:00 to 23:30: its window closed at 00:30 yesterday — both scans below lie in the
    // past whatever the hour of the run (a scan dated after its receipt would be clamped to it).
    const { timeZone } = TEST_EDITION;
    const today = new Date(Date.now()).toLocaleDateString('en-CA', { timeZone });
    const daysBefore = (days: number) =>
      new Date(Date.parse(`${today}T12:00:00Z`) - days * 24 * HOUR).toISOString().slice(0, 10);
    dateEventAt(event.id, daysBefore(2), '21:00', '23:30');
    // A few seconds early: the push's clock offset (sentAt to receipt) moves a scan by milliseconds.
    const lastMinute = zonedInstant(daysBefore(1), '00:30', timeZone) - 5_000;
    const tooLate = zonedInstant(daysBefore(1), '00:31', timeZone);
    const res = await desk.push([
      checkIn('SYM25-0014', event.id, new Date(lastMinute).toISOString()),
      checkIn('SYM25-0015', event.id, new Date(tooLate).toISOString()),
    ]);
    expect(res.json.results.map((r) => [r.status, r.error ?? null])).toEqual([
      ['applied', null],
      ['rejected', 'OUTSIDE_CHECK_IN_TIME'],
    ]);
  });
});
