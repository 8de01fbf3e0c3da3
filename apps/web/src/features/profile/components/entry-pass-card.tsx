import { Ban, QrCode, RefreshCw, WifiOff } from 'lucide-react';
import { editionDateLabel, editionTitle } from '@symposium/schema/edition';
import { BusyButton } from '../../../components/ui/busy-button';
import { BusyLabel } from '../../../components/ui/busy-label';
import { formatMoment } from '../../../lib/format-date';
import { useEdition } from '../../../lib/site-config';
import type { StoredPass } from '../../../lib/local-db';
import type { PassSource } from '../hooks/use-profile-pass';
import { passStatus } from '../pass-status';
import { PassBadge } from './pass-badge';
import { PassQr } from './pass-qr';

interface EntryPassCardProps {
  pass: StoredPass;
  source: PassSource;
  onRefresh: () => void;
}

/** The entry pass: QR (when generated), name, Player ID, status badge, and when it was last refreshed. */
export function EntryPassCard({ pass, source, onRefresh }: EntryPassCardProps) {
  const status = passStatus(pass);
  const revoked = Boolean(pass.passRevokedAt);
  const showQr = !revoked && pass.paymentStatus === 'verified' && pass.passData;
  // The festival the pass admits to: this year's edition, as the config (kept offline by the service worker) says.
  const edition = useEdition();
  return (
    <section className="card pass-card" aria-labelledby="pass-title">
      <h2 id="pass-title" className="card-title">
        Entry Pass
      </h2>
      {/* Its line is kept while the config comes, so the pass below it does not move. */}
      <p className="pass-festival">{edition ? `${editionTitle(edition)} · ${editionDateLabel(edition)}` : '\u00a0'}</p>
      {showQr ? (
        <PassQr passData={pass.passData!} playerId={pass.playerId} />
      ) : revoked ? (
        <div className="pass-qr-placeholder pass-qr-revoked">
          <Ban aria-hidden="true" size={56} />
          <span>This entry pass has been revoked. See the reason under Registration Status.</span>
        </div>
      ) : (
        <div className="pass-qr-placeholder">
          <QrCode aria-hidden="true" size={56} />
          <span>Your QR code appears here once your payment is verified and your ID is generated.</span>
        </div>
      )}
      <p className="pass-name">{pass.name}</p>
      <p className="pass-player-id">
        <span className="muted">Player ID</span> <strong className="mono">{pass.playerId}</strong>
      </p>
      <PassBadge text={status.badge} tone={status.tone} />
      <div className="pass-refresh" aria-live="polite">
        {source === 'saved' && (
          <p className="pass-offline">
            <WifiOff aria-hidden="true" size={16} />
            Offline — showing the pass saved on this device.
          </p>
        )}
        <p className="muted small">
          {pass.refreshedAt ? `Last refreshed: ${formatMoment(pass.refreshedAt)}` : 'Not saved on this device yet.'}
        </p>
        <BusyButton type="button" className="btn btn-ghost btn-small" onClick={onRefresh} busy={source === 'loading'}>
          <RefreshCw aria-hidden="true" size={16} />
          <BusyLabel busy={source === 'loading'} idle="Refresh" working="Refreshing..." />
        </BusyButton>
      </div>
    </section>
  );
}
