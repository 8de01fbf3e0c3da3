import { describe, expect, test } from 'vitest';
import { AUDIT_FIELDS, type AuditFormatters, auditActionLabel, describeAuditChanges, readableFieldName } from './audit';
import { DEFAULT_SETTINGS, settingsSchema } from './settings';

const format: AuditFormatters = {
  moment: (iso) => `moment(${iso.slice(0, 10)})`,
  money: (amount) => `₹${amount}`,
  date: (iso) => `date(${iso})`,
  clock: (hhmm) => `clock(${hhmm})`,
};

const lines = (before: unknown, after: unknown) =>
  describeAuditChanges(before, after, format).map((c) => `${c.label}: ${c.from} → ${c.to}`);

describe('the audit trail in staff words', () => {
  test('settings: registration switches read Open/Closed, fees as money, nested fees one line each', () => {
    const before = {
      ...DEFAULT_SETTINGS,
      upiId: 'sym@okaxis',
      upiPayeeName: 'Symposium',
      contactEmail: 'a@b.in',
      organiserEmail: 'o@b.in',
    };
    const after = {
      ...before,
      eventRegistrationOpen: true,
      fees: { ...before.fees, general: 349 },
      accommodationFee: 350,
    };
    expect(lines(before, after)).toEqual([
      'Event registration: Closed → Open',
      'General fee: ₹299 → ₹349',
      'Accommodation fee: ₹300 → ₹350',
    ]);
  });

  test('every settings field has staff words', () => {
    const paths = Object.entries(settingsSchema.shape).flatMap(([key, field]) =>
      'shape' in field ? Object.keys((field as { shape: object }).shape).map((inner) => `${key}.${inner}`) : [key],
    );
    expect(paths.filter((path) => !AUDIT_FIELDS[path])).toEqual([]);
  });

  test('a payment verified, rejected and resubmitted', () => {
    const pending = { paymentStatus: 'pending', rejectionReason: null, paymentNotes: null, verifiedAt: null };
    expect(
      lines(pending, {
        ...pending,
        paymentStatus: 'verified',
        paymentNotes: 'Matched bank SMS',
        verifiedAt: '2026-11-21T10:00:00.000Z',
      }),
    ).toEqual([
      'Payment status: Pending → Verified',
      'Payment notes: — → Matched bank SMS',
      'Verified on: — → moment(2026-11-21)',
    ]);
    expect(lines(pending, { ...pending, paymentStatus: 'rejected', rejectionReason: 'Blurred screenshot' })).toEqual([
      'Payment status: Pending → Rejected',
      'Rejection reason: — → Blurred screenshot',
    ]);
    const rejected = {
      paymentStatus: 'rejected',
      rejectionReason: 'Blurred',
      transactionId: 'UPI1',
      paymentScreenshot: 'a.png',
    };
    expect(
      lines(rejected, {
        paymentStatus: 'pending',
        rejectionReason: null,
        transactionId: 'UPI2',
        paymentScreenshot: 'b.png',
      }),
    ).toEqual(['Payment status: Rejected → Pending', 'Rejection reason: Blurred → —', 'Transaction ID: UPI1 → UPI2']);
  });

  test('a participant ID generated (the pass text is not shown)', () => {
    expect(lines({ participantId: null, passData: null }, { participantId: 'SYM25-0001', passData: 'v1.xyz' })).toEqual(
      ['Participant ID: — → SYM25-0001'],
    );
  });

  test('a stay confirmed and cancelled', () => {
    const requested = { requestNumber: 'ACC-0001', userId: 'u1', status: 'requested', roomNumber: null };
    expect(lines(requested, { ...requested, status: 'confirmed', roomNumber: 'A-101' })).toEqual([
      'Status: Requested → Confirmed',
      'Room number: — → A-101',
    ]);
    expect(lines({ ...requested, status: 'confirmed' }, { ...requested, status: 'cancelled' })).toEqual([
      'Status: Confirmed → Cancelled',
    ]);
  });

  test('an event edited: category, type, team size, time and deadline in words', () => {
    const event = {
      _id: 'e1',
      id: 'e1',
      name: 'Paper Presentation',
      symbol: 'square',
      category: 'technical',
      type: 'individual',
      isTeamEvent: false,
      teamSize: { min: 1, max: 1 },
      venue: 'Hall A',
      date: '2025-10-23',
      time: { start: '10:00', end: '12:00' },
      maxParticipants: 100,
      registrationDeadline: '2025-10-22T18:29:00.000Z',
      rules: ['One entry'],
      prizes: { first: '₹5000' },
      coordinators: [{ name: 'Anna', phone: '9' }],
      coordinator: { name: 'Anna', phone: '9' },
      status: 'upcoming',
      registrations: 3,
    };
    expect(
      lines(event, {
        ...event,
        category: 'non-technical',
        type: 'team',
        teamSize: { min: 2, max: 4 },
        isTeamEvent: true,
        symbol: 'circle',
      }),
    ).toEqual([
      'Category: Technical → Non-technical',
      'Type: Individual → Team',
      'Smallest team: 1 → 2',
      'Largest team: 1 → 4',
    ]);
    expect(
      lines(event, {
        ...event,
        date: '2025-10-24',
        time: { start: '11:00', end: '12:00' },
        coordinators: [{ name: 'Ravi', phone: '8' }],
        status: 'ongoing',
      }),
    ).toEqual([
      'Date: date(2025-10-23) → date(2025-10-24)',
      'Starts at: clock(10:00) → clock(11:00)',
      'Coordinators: Anna → Ravi',
      'Status: Upcoming → Ongoing',
    ]);
  });

  test('a workshop edited: its title once (not again as name), fee as money', () => {
    const workshop = {
      _id: 'w1',
      title: 'IoT',
      name: 'IoT',
      fee: 0,
      duration: { hours: 2 },
      instructor: { name: 'Dr. Rao' },
    };
    expect(
      lines(workshop, { ...workshop, title: 'IoT Basics', name: 'IoT Basics', fee: 199, duration: { hours: 3 } }),
    ).toEqual(['Title: IoT → IoT Basics', 'Fee: ₹0 → ₹199', 'Duration (hours): 2 → 3']);
  });

  test('a staff role change and a staff account disabled', () => {
    const staff = { id: 's1', name: 'Gate Desk', email: 'g@x.in', role: 'coordinator', disabled: false };
    expect(lines(staff, { ...staff, role: 'admin' })).toEqual(['Role: Coordinator → Admin']);
    expect(lines(staff, { ...staff, disabled: true })).toEqual(['Account: Active → Disabled']);
  });

  test('a scanner device revoked, and an offline conflict resolved', () => {
    const device = {
      deviceId: 'd1',
      name: 'Main desk',
      staff: { id: 's1', name: 'Gate' },
      registeredAt: '2026-11-20T09:00:00.000Z',
      lastSeenAt: null,
      lastSyncAt: null,
      queueSize: 0,
      revokedAt: null,
    };
    expect(lines(device, { ...device, revokedAt: '2026-11-21T09:00:00.000Z' })).toEqual([
      'Revoked on: — → moment(2026-11-21)',
    ]);
    const conflict = { resolvedAt: null, resolution: null, participantId: 'SYM25-0001', deskName: 'Main desk' };
    expect(
      lines(conflict, { ...conflict, resolvedAt: '2026-11-21T09:00:00.000Z', resolution: 'Second kit returned' }),
    ).toEqual(['Resolved on: — → moment(2026-11-21)', 'Resolution: — → Second kit returned']);
  });

  test('an unknown field falls back to a readable version of its name; creations list nothing', () => {
    expect(lines({ maxBedsPerRoom: 4 }, { maxBedsPerRoom: 5 })).toEqual(['Max beds per room: 4 → 5']);
    expect(readableFieldName('kit_desk.openAt')).toBe('Kit desk open at');
    expect(lines(null, { name: 'New event' })).toEqual([]);
  });

  test('every action has words; an unknown one reads as its name', () => {
    expect(auditActionLabel('payment.verify')).toBe('verified a payment');
    expect(auditActionLabel('staff.update')).toBe('changed a staff account');
    expect(auditActionLabel('kits.recount')).toBe('Kits recount');
  });
});
