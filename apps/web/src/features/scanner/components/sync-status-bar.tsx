import { RefreshCw, Wifi, WifiOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@symposium/schema/paths';
import { BusyButton } from '../../../components/ui/busy-button';
import { useRosterCounts } from '../hooks/use-roster';
import { useScanner } from '../hooks/use-scanner';
import { clockTime, queuedInWords, resendingInWords, TEXTS } from '../scan-texts';
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
  // 'Sync now' pressed offline: the bar says why nothing happens, until the network returns (and the desk syncs by itself).
  const [pressedOffline, setPressedOffline] = useState(false);
  const offlineNote = pressedOffline && !scanner.online;
  useEffect(() => {
    if (scanner.online) setPressedOffline(false);
  }, [scanner.online]);
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
      <span className={`sync-queued${sync.queued > 0 ? ' sync-queued-waiting' : ''}`}>
        {queuedInWords(sync.queued)}
      </span>
      {/* One line that never wraps (it ends in '…' when short of room): the sync time changes its width on every sync,
          and a wrap it caused moved everything below the bar. On a phone it has the bar's second line to itself. */}
      <span className="sync-meta">
        <span className="sync-last">
          {scanner.lastSyncAt ? `Last synced ${clockTime(scanner.lastSyncAt)}` : 'Not synced yet'}
        </span>
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
        // Offline it stays focusable but unavailable (aria-disabled, dimmed): a press says why, in the note it points to.
        <BusyButton
          type="button"
          className="sync-now"
          onClick={() => (scanner.online ? void scanner.runtime.sync() : setPressedOffline(true))}
          busy={sync.syncing}
          aria-disabled={!scanner.online || undefined}
          aria-describedby={offlineNote ? 'sync-offline-note' : undefined}
        >
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
          <BusyButton
            type="button"
            className="btn btn-outline btn-small"
            onClick={() => void scanner.runtime.retryBlocked()}
            busy={sync.syncing}
          >
            Try again
          </BusyButton>
        </p>
      )}
      {/* A live region that stays in the bar (an empty line takes no room), so the note is announced when it comes. */}
      <div className="sync-offline-slot" role="status">
        {offlineNote && (
          <p id="sync-offline-note" className="sync-offline-note">
            <WifiOff aria-hidden="true" size={16} />
            {TEXTS.syncOffline}
          </p>
        )}
      </div>
      {sync.resending > 0 && sync.queued > 0 && <p className="sync-resending">{resendingInWords(sync.resending)}.</p>}
      {retrying && <p className="sync-retry">{sync.problem} Retrying automatically.</p>}
    </div>
  );
}
