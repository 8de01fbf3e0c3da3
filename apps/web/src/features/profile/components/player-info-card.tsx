import { REGISTRATION_TYPE_LABELS } from '@symposium/schema/fees';
import type { StoredPass } from '../../../lib/local-db';

/** docs/product.md#participant-profile player information. */
export function PlayerInfoCard({ pass }: { pass: StoredPass }) {
  const rows: [string, string][] = [
    ['Player ID', pass.playerId],
    ['Name', pass.name],
    ['Email', pass.email],
    ['Phone', pass.phone],
    ['College', pass.college],
    ['Department', pass.department],
    ['Year', pass.year ? String(pass.year) : '—'],
    ['Registration Type', pass.registrationType ? REGISTRATION_TYPE_LABELS[pass.registrationType] : '—'],
  ];
  return (
    <section className="card" aria-labelledby="player-info-title">
      <h2 id="player-info-title" className="card-title">
        Player Information
      </h2>
      <dl className="info-list">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
