import { formatMoment } from '../../lib/format-date';

/** An audit row as GET /admin/dashboard, /admin/audit and /admin/users/:id answer it (docs/api.md). */
export interface AuditRecord {
  id: number;
  actor: { id: string | null; name: string };
  action: string;
  entityType: string;
  entityId: string;
  /** The person the row is about, as the server names them now ('Name (SYM25-0001)'); null for other records. */
  subject: string | null;
  before: unknown;
  after: unknown;
  createdAt: string;
}

const ACTION_LABELS: Record<string, string> = {
  'settings.update': 'updated the settings',
  'payment.verify': 'verified a payment',
  'payment.reject': 'rejected a payment',
  'payment.resubmit': 'resubmitted a payment proof',
  'participant.generate-id': 'generated a participant ID',
  'users.bulk-email': 'sent a bulk email',
  'accommodation.confirm': 'confirmed a stay',
  'accommodation.cancel': 'cancelled a stay',
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
};

const SHOWN_VALUE_MAX = 40;

/** A stored moment ('2026-11-21T15:35:02.161Z'), shown as the rest of the screens show moments. */
const MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string' && MOMENT.test(value)) return formatMoment(value);
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  return text.length > SHOWN_VALUE_MAX ? `${text.slice(0, SHOWN_VALUE_MAX)}…` : text;
}

/** Bookkeeping fields and long machine text nobody reads in a history line. */
const HIDDEN_KEYS = new Set(['_id', 'id', 'passData', 'paymentScreenshot', 'symbol', 'isTeamEvent', 'coordinator', 'registrations', 'updatedAt', 'createdAt']);

/**
 * The fields an edit changed, as 'field: old → new' (at most four; objects are summarised). A creation
 * or deletion has no "before" or "after" worth listing: the action says it all.
 */
export function describeChange(before: unknown, after: unknown): string[] {
  if (!before || !after || typeof before !== 'object' || typeof after !== 'object') return [];
  const from = before as Record<string, unknown>;
  const to = after as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(from), ...Object.keys(to)])];
  return keys
    .filter((key) => !HIDDEN_KEYS.has(key) && JSON.stringify(from[key]) !== JSON.stringify(to[key]))
    .slice(0, 4)
    .map((key) => `${key}: ${shown(from[key])} → ${shown(to[key])}`);
}

function subjectOf(entry: AuditRecord): string {
  if (entry.subject) return entry.subject;
  const after = (entry.after ?? entry.before) as Record<string, unknown> | null;
  // A bulk email names no one record: what was sent, and to how many.
  if (entry.entityType === 'mail' && after && typeof after.recipients === 'number') {
    return `'${String(after.emailType)}' to ${after.recipients} participant${after.recipients === 1 ? '' : 's'}`;
  }
  const name = after && (after.name ?? after.title ?? after.requestNumber ?? after.participantId ?? after.email);
  if (typeof name === 'string') return name;
  // Spec §2: a participant without a name at hand reads as the last 8 characters of the id, upper-cased.
  return entry.entityType === 'user' ? `participant ${entry.entityId.slice(-8).toUpperCase()}` : `${entry.entityType} ${entry.entityId.slice(-8)}`;
}

/** Who did what to which record, and when (spec issue: the dashboard and the participant's history). */
export function AuditList({ entries, emptyLabel }: { entries: readonly AuditRecord[]; emptyLabel: string }) {
  if (entries.length === 0) return <p className="muted empty-note">{emptyLabel}</p>;
  return (
    <ol className="audit-list">
      {entries.map((entry) => {
        const changes = describeChange(entry.before, entry.after);
        return (
          <li key={entry.id} className="audit-item">
            <p className="audit-line">
              <strong>{entry.actor.name}</strong> {ACTION_LABELS[entry.action] ?? entry.action}
              {entry.entityType !== 'settings' && <> · <span className="audit-subject">{subjectOf(entry)}</span></>}
            </p>
            <p className="audit-meta">
              <time dateTime={entry.createdAt}>{formatMoment(entry.createdAt)}</time>
              {changes.length > 0 && <span className="audit-changes">{changes.join('; ')}</span>}
            </p>
          </li>
        );
      })}
    </ol>
  );
}
