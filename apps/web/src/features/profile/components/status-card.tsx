import type { StoredPass } from '../../../lib/local-db';
import { passStatus } from '../pass-status';
import { PassBadge } from './pass-badge';

/** Spec §2 status card: the badge of spec §4 and what it means for the participant. */
export function StatusCard({ pass }: { pass: StoredPass }) {
  const status = passStatus(pass);
  return (
    <section className={`card status-card status-card-${status.tone}`} aria-labelledby="status-title">
      <h2 id="status-title" className="card-title">
        Registration Status
      </h2>
      <PassBadge text={status.badge} tone={status.tone} />
      {status.detail && <p className="card-text">{status.detail}</p>}
    </section>
  );
}
