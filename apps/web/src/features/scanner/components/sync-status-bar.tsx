import { RefreshCw, Wifi, WifiOff } from 'lucide-react';
import { Link } from 'react-router-dom';
import { paths } from '@symposium/schema/paths';
import { BusyButton } from '../../../components/ui/busy-button';
import { useRosterCounts } from '../hooks/use-roster';
import { useScanner } from '../hooks/use-scanner';
import { clockTime, queuedInWords, resendingInWords } from '../scan-texts';
import '../../../styles/scanner.css';

/**
 * The staff status bar (admin layout's status-bar slot): online or offline, scans waiting to sync, the
 * last successful sync, the roster download, the scans sent again to a restored server, and the problem in plain words when sync is blocked.
 * Renders nothing on a device that has never been set up for scanning and has nothing queued.
 */
export function SyncStatusBar() {
  const scanner = useScanner();
  const { sync } = scanner;
  const downloading = sync.pulling && !scanner.rosterReady;
  const counts = useRosterCounts(downloading);
  if (!scanner.ready || (!scanner.deviceName && sync.queued === 0)) return null;
  // A revoked device stays blocked across reloads, before the server has been asked again.
  // A forgotten device whose name another device took: the clash, not the "not registered" block behind it.
  const blockedBy = scanner.nameTaken ?? (sync.blocked ? sync.problem : scanner.revokedMessage);
  const retrying = !blockedBy && sync.problem !== null && scanner.online;

  return (
    <div className={`sync-status${blockedBy ? ' sync-status-blocked' : ''}`} data-testid="sync-status">
      <span className={`sync-chip ${scanner.online ? 'sync-chip-online' : 'sync-chip-offline'}`}>
        {scanner.online ? <Wifi aria-hidden="true" size={16} /> : <WifiOff aria-hidden="true" size={16} />}
        {scanner.online ? 'Online' : 'Offline'}
      </span>
      <span className={`sync-queued${sync.queued > 0 ? ' sync-queued-waiting' : ''}`}>{queuedInWords(sync.queued)}</span>
      {/* One line that never wraps (it ends in '…' when short of room): the sync time changes its width on every sync,
          and a wrap it caused moved everything below the bar. On a phone it has the bar's second line to itself. */}
      <span className="sync-meta">
        <span className="sync-last">{scanner.lastSyncAt ? `Last synced ${clockTime(scanner.lastSyncAt)}` : 'Not synced yet'}</span>
        {scanner.deviceName && <span className="sync-device">{scanner.deviceName}</span>}
      </span>
      {downloading && (
        <span className="sync-download">
          <progress className="sync-progress" aria-label="Roster download" />
          Downloading roster — {(counts?.participants ?? 0).toLocaleString('en-IN')} participants so far
        </span>
      )}
      {scanner.deviceName && !blockedBy && (
        // Named by its text ('Sync now', 'Syncing…'), which on a phone is visually hidden but still read: a fixed
        // aria-label said 'Sync now' while the button showed 'Syncing…' (axe: label-content-name-mismatch).
        <BusyButton type="button" className="sync-now" onClick={() => void scanner.runtime.sync()} busy={sync.syncing}>
          <RefreshCw aria-hidden="true" size={16} className={sync.syncing ? 'sync-spin' : undefined} />
          <span className="sync-now-label">{sync.syncing ? 'Syncing…' : 'Sync now'}</span>
        </BusyButton>
      )}
      {blockedBy && (
        <p className="sync-problem" role="alert">
          {blockedBy} Scans stay saved on this device.
          {scanner.nameTaken && (
            <Link to={paths.adminScanner} className="btn btn-primary btn-small">
              Rename this device
            </Link>
          )}
          <BusyButton type="button" className="btn btn-outline btn-small" onClick={() => void scanner.runtime.retryBlocked()} busy={sync.syncing}>
            Try again
          </BusyButton>
        </p>
      )}
      {sync.resending > 0 && sync.queued > 0 && <p className="sync-resending">{resendingInWords(sync.resending)}.</p>}
      {retrying && <p className="sync-retry">{sync.problem} Retrying automatically.</p>}
    </div>
  );
}
