import { StatusBadge } from '../../../components/admin/status-badge';
import { formatMoment } from '../../../lib/format-date';
import type { LatestParticipant } from '../api/get-dashboard';

/** Spec §2: the 10 latest registrations (newest participant sign-ups). */
export function LatestRegistrationsTable({ participants }: { participants: readonly LatestParticipant[] }) {
  if (participants.length === 0) return <p className="muted empty-note">No registrations yet.</p>;
  return (
    <div className="admin-table-wrap" tabIndex={0} role="region" aria-label="Recent registrations table">
      <table className="admin-table">
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">College</th>
            <th scope="col">Type</th>
            <th scope="col">Payment</th>
            <th scope="col">Participant ID</th>
            <th scope="col">Registered</th>
          </tr>
        </thead>
        <tbody>
          {participants.map((p) => (
            <tr key={p._id}>
              <td>
                {p.name}
                <span className="cell-sub">{p.email}</span>
              </td>
              <td>{p.college}</td>
              <td>{p.registrationType ?? '—'}</td>
              <td>
                <StatusBadge status={p.paymentStatus} />
              </td>
              <td className="mono">{p.participantId ?? '—'}</td>
              <td>{formatMoment(p.createdAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
