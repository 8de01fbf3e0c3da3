import { type AuditFormatters, auditActionLabel, describeAuditChanges } from '@symposium/schema/audit';
import { formatCalendarDate, formatClockTime, formatMoment } from '../../lib/format-date';
import { formatRupees } from '../../lib/format-money';

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

/** The trail reads values as the rest of the staff screens do. */
const AUDIT_FORMAT: AuditFormatters = {
  moment: formatMoment,
  money: formatRupees,
  date: (iso) => formatCalendarDate(iso),
  clock: formatClockTime,
};

/** The fields an edit changed, in staff words: 'Payment status: Pending → Verified'. */
function describeChange(before: unknown, after: unknown): string[] {
  return describeAuditChanges(before, after, AUDIT_FORMAT).map(
    (change) => `${change.label}: ${change.from} → ${change.to}`,
  );
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
  // docs/product.md#participant-profile: a participant without a name at hand reads as the last 8 characters of the id, upper-cased.
  return entry.entityType === 'user'
    ? `participant ${entry.entityId.slice(-8).toUpperCase()}`
    : `${entry.entityType} ${entry.entityId.slice(-8)}`;
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
              <strong>{entry.actor.name}</strong> {auditActionLabel(entry.action)}
              {entry.entityType !== 'settings' && (
                <>
                  {' '}
                  · <span className="audit-subject">{subjectOf(entry)}</span>
                </>
              )}
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
