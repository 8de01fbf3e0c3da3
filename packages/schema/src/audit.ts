// Zod-free: the staff dashboard and the participant details read it to word the audit trail.
//
// What the API stores in audit_log.before/after is the record's public shape at the time (camelCase fields:
// settings, a participant's payment state, a stay, an event or workshop, a staff account, a device, an offline
// conflict). This file says once, for every audited field, what staff call it and how its values read, so a
// history line says 'Payment status: Pending → Verified', not 'paymentStatus: pending → verified'.

/** Every audited action (apps/api recordAudit calls) and how the trail words it after the actor's name. */
export const AUDIT_ACTION_LABELS = {
  'settings.update': 'updated the settings',
  'payment.verify': 'verified a payment',
  'payment.verify-statement': 'verified a payment by statement match',
  'payment.reject': 'rejected a payment',
  'payment.resubmit': 'resubmitted a payment proof',
  'participant.generate-id': 'generated a participant ID',
  'pass.revoke': 'revoked an entry pass',
  'pass.restore': 'restored an entry pass',
  'users.bulk-email': 'sent a bulk email',
  'accommodation.add': 'added a stay at the desk',
  'accommodation.confirm': 'confirmed a stay',
  'accommodation.cancel': 'cancelled a stay',
  'accommodation.fee-collected': 'collected a stay fee at the desk',
  'event.create': 'created an event',
  'event.update': 'edited an event',
  'event.delete': 'deleted an event',
  'workshop.create': 'created a workshop',
  'workshop.update': 'edited a workshop',
  'workshop.delete': 'deleted a workshop',
  'staff.create': 'added a staff account',
  'staff.update': 'changed a staff account',
  'device.revoke': 'revoked a scanner device',
  'device.restore': 'restored a scanner device',
  'sync.conflict.resolve': 'resolved an offline scan conflict',
  'team.update': 'updated the team page',
  'team.photo': "changed a team member's photo",
  'edition.start': 'started the next edition',
  'result.enter': 'entered an event result',
  'result.publish': 'published an event result',
  'result.unpublish': 'unpublished an event result',
  'certificates.release': 'released the certificates',
  'certificate.revoke': 'revoked a certificate',
  'certificate.restore': 'restored a certificate',
  'certificate.image': 'changed a certificate image',
  'contact-message.handle': 'marked a contact message handled',
  'contact-message.reopen': 'marked a contact message open',
} as const satisfies Record<string, string>;
export type AuditAction = keyof typeof AUDIT_ACTION_LABELS;

/** An action's words; an action this build does not know yet (a newer server) reads as its own name. */
export const auditActionLabel = (action: string): string =>
  (AUDIT_ACTION_LABELS as Record<string, string>)[action] ?? readableFieldName(action);

/** How a field's values are shown: as words from a table, as money, a calendar date, a clock time, or as they are. */
type AuditValueKind = 'text' | 'money' | 'date' | 'clock';

interface AuditField {
  label: string;
  kind?: AuditValueKind;
  /** Words for stored values (true/false are looked up as 'true'/'false'). */
  values?: Readonly<Record<string, string>>;
}

const OPEN_CLOSED = { true: 'Open', false: 'Closed' } as const;
const STATUS_WORDS = {
  pending: 'Pending',
  verified: 'Verified',
  rejected: 'Rejected',
  requested: 'Requested',
  confirmed: 'Confirmed',
  cancelled: 'Cancelled',
  upcoming: 'Upcoming',
  ongoing: 'Ongoing',
  active: 'Active',
  completed: 'Completed',
} as const;

/**
 * Every field an audited record carries, by its path in before/after ('fees.general' for a nested one).
 * Fields not listed are shown with a readable version of their name (see readableFieldName).
 */
export const AUDIT_FIELDS: Readonly<Record<string, AuditField>> = {
  // Settings (settings.update)
  eventRegistrationOpen: { label: 'Event registration', values: OPEN_CLOSED },
  workshopRegistrationOpen: { label: 'Workshop registration', values: OPEN_CLOSED },
  'fees.general': { label: 'General fee', kind: 'money' },
  'fees.workshop': { label: 'Workshop fee', kind: 'money' },
  'fees.both': { label: 'General + workshop fee', kind: 'money' },
  accommodationFee: { label: 'Accommodation fee', kind: 'money' },
  upiId: { label: 'UPI ID' },
  upiPayeeName: { label: 'UPI payee name' },
  contactEmail: { label: 'Contact email' },
  organiserEmail: { label: 'Organiser email' },
  'certificate.signatories': { label: 'Certificate signatories' },
  // A participant's payment (payment.verify, payment.reject, payment.resubmit) and ID (participant.generate-id)
  paymentStatus: { label: 'Payment status', values: STATUS_WORDS },
  rejectionReason: { label: 'Rejection reason' },
  paymentNotes: { label: 'Payment notes' },
  verifiedAt: { label: 'Verified on' },
  transactionId: { label: 'Transaction ID' },
  paymentReference: { label: 'Payment reference' },
  statementLine: { label: 'Statement line' },
  participantId: { label: 'Participant ID' },
  // A participant's entry pass (pass.revoke, pass.restore)
  passRevoked: { label: 'Entry pass', values: { true: 'Revoked', false: 'Valid' } },
  passRevokedReason: { label: 'Revocation reason' },
  // An event's result (result.enter, result.publish, result.unpublish) and a certificate (certificate.revoke, .restore)
  published: { label: 'Result', values: { true: 'Published', false: 'Not published' } },
  revoked: { label: 'Certificate', values: { true: 'Revoked', false: 'Valid' } },
  revokedReason: { label: 'Revocation reason' },
  // A contact message (contact-message.handle, contact-message.reopen)
  handled: { label: 'Contact message', values: { true: 'Handled', false: 'Open' } },
  // A stay (accommodation.add, accommodation.confirm, accommodation.cancel, accommodation.fee-collected)
  requestNumber: { label: 'Request number' },
  roomNumber: { label: 'Room number' },
  paymentAmount: { label: 'Registration amount', kind: 'money' },
  deskFee: { label: 'Fee to collect at the desk', kind: 'money' },
  deskFeeCollectedAt: { label: 'Desk fee collected on' },
  status: { label: 'Status', values: STATUS_WORDS },
  // An event or a workshop (event.*, workshop.*)
  name: { label: 'Name' },
  title: { label: 'Title' },
  category: {
    label: 'Category',
    values: { technical: 'Technical', 'non-technical': 'Non-technical', special: 'Special' },
  },
  description: { label: 'Description' },
  type: { label: 'Type', values: { individual: 'Individual', team: 'Team' } },
  'teamSize.min': { label: 'Smallest team' },
  'teamSize.max': { label: 'Largest team' },
  venue: { label: 'Venue' },
  date: { label: 'Date', kind: 'date' },
  time: { label: 'Time' },
  'time.start': { label: 'Starts at', kind: 'clock' },
  'time.end': { label: 'Ends at', kind: 'clock' },
  maxParticipants: { label: 'Maximum participants' },
  registrationDeadline: { label: 'Registration deadline' },
  rules: { label: 'Rules' },
  'prizes.first': { label: 'First prize' },
  'prizes.second': { label: 'Second prize' },
  'prizes.third': { label: 'Third prize' },
  coordinators: { label: 'Coordinators' },
  'instructor.name': { label: 'Instructor' },
  'instructor.designation': { label: 'Instructor designation' },
  'instructor.organization': { label: 'Instructor organisation' },
  'instructor.bio': { label: 'Instructor bio' },
  trainer: { label: 'Trainer' },
  'duration.hours': { label: 'Duration (hours)' },
  schedule: { label: 'Schedule' },
  prerequisites: { label: 'Prerequisites' },
  learningOutcomes: { label: 'Learning outcomes' },
  materials: { label: 'Materials' },
  topics: { label: 'Topics' },
  fee: { label: 'Fee', kind: 'money' },
  // A staff account (staff.create, staff.update: role change, disable/enable)
  email: { label: 'Email' },
  role: { label: 'Role', values: { user: 'Participant', coordinator: 'Coordinator', admin: 'Admin' } },
  disabled: { label: 'Account', values: { true: 'Disabled', false: 'Active' } },
  // A scanner device (device.revoke, device.restore)
  revokedAt: { label: 'Revoked on' },
  lastSeenAt: { label: 'Last seen' },
  lastSyncAt: { label: 'Last synced' },
  registeredAt: { label: 'Registered on' },
  queueSize: { label: 'Scans waiting to sync' },
  'staff.name': { label: 'Staff member' },
  // An offline scan conflict (sync.conflict.resolve)
  resolvedAt: { label: 'Resolved on' },
  resolution: { label: 'Resolution' },
  deskName: { label: 'Desk' },
};

/** Bookkeeping fields and long machine text nobody reads in a history line. */
const HIDDEN_FIELDS = new Set([
  '_id',
  'id',
  'userId',
  'deviceId',
  'staff.id',
  'passData',
  'paymentScreenshot',
  'symbol',
  'isTeamEvent',
  'coordinator',
  'registrations',
  'updatedAt',
  'createdAt',
]);

/** 'eventRegistrationOpen' → 'Event registration open'; 'fees.general' → 'Fees general'; 'max_people' → 'Max people'. */
export function readableFieldName(path: string): string {
  const words = path
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[._-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export const auditFieldLabel = (path: string): string => AUDIT_FIELDS[path]?.label ?? readableFieldName(path);

/** The screen's own ways of writing a moment, an amount and a date, so the trail reads like the rest of the app. */
export interface AuditFormatters {
  moment: (iso: string) => string;
  money: (amount: number) => string;
  date: (isoDate: string) => string;
  clock: (hhmm: string) => string;
}

export interface AuditChange {
  /** The field's path in the stored record ('paymentStatus', 'fees.general'). */
  field: string;
  label: string;
  from: string;
  to: string;
}

const SHOWN_VALUE_MAX = 40;
const MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;
const EMPTY = '—';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const cut = (text: string) => (text.length > SHOWN_VALUE_MAX ? `${text.slice(0, SHOWN_VALUE_MAX)}…` : text);

/** A list reads as its items ('Anna, Ravi'); a list of records by their name or title. */
function listText(items: unknown[]): string {
  if (items.length === 0) return EMPTY;
  return items
    .map((item) =>
      isPlainObject(item) ? String(item.name ?? item.title ?? item.topic ?? JSON.stringify(item)) : String(item),
    )
    .join(', ');
}

export function auditValueText(path: string, value: unknown, format: AuditFormatters): string {
  if (value === null || value === undefined || value === '') return EMPTY;
  const field = AUDIT_FIELDS[path];
  const word = field?.values?.[String(value)];
  if (word) return word;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number' && field?.kind === 'money') return format.money(value);
  if (typeof value === 'string') {
    if (MOMENT.test(value)) return format.moment(value);
    if (field?.kind === 'date') return format.date(value);
    if (field?.kind === 'clock') return format.clock(value);
  }
  if (Array.isArray(value)) return cut(listText(value));
  return cut(isPlainObject(value) ? JSON.stringify(value) : String(value));
}

/** The record's fields as paths: nested records open up ('fees' → 'fees.general', …); lists stay whole. */
function flatten(record: Record<string, unknown>, prefix = ''): Map<string, unknown> {
  const fields = new Map<string, unknown>();
  for (const [key, value] of Object.entries(record)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (isPlainObject(value)) for (const [inner, innerValue] of flatten(value, path)) fields.set(inner, innerValue);
    else fields.set(path, value);
  }
  return fields;
}

export const AUDIT_CHANGES_SHOWN_MAX = 4;

/**
 * The fields an edit changed, in staff words (at most four). A creation or deletion has no "before" or
 * "after" worth listing: the action says it all.
 */
export function describeAuditChanges(before: unknown, after: unknown, format: AuditFormatters): AuditChange[] {
  if (!isPlainObject(before) || !isPlainObject(after)) return [];
  const from = flatten(before);
  const to = flatten(after);
  // A workshop carries its title twice (title and name, for the public cards): one line is enough.
  const mirrorsTitle = to.has('title');
  const paths = [...new Set([...from.keys(), ...to.keys()])];
  return paths
    .filter((path) => !HIDDEN_FIELDS.has(path) && !(mirrorsTitle && path === 'name'))
    .filter((path) => JSON.stringify(from.get(path)) !== JSON.stringify(to.get(path)))
    .slice(0, AUDIT_CHANGES_SHOWN_MAX)
    .map((path) => ({
      field: path,
      label: auditFieldLabel(path),
      from: auditValueText(path, from.get(path), format),
      to: auditValueText(path, to.get(path), format),
    }));
}
