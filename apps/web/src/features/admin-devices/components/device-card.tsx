import { MonitorSmartphone } from 'lucide-react';
import { BusyButton } from '../../../components/ui/busy-button';
import { formatMoment } from '../../../lib/format-date';
import type { ScannerDevice } from '../api/devices';
import { SyncMoment } from './sync-moment';

interface DeviceCardProps {
  device: ScannerDevice;
  busy: boolean;
  onRevoke: () => void;
  onRestore: () => void;
}

const scansInWords = (n: number) => `${n.toLocaleString('en-IN')} ${n === 1 ? 'scan' : 'scans'}`;

/** One scanner device: who uses it, when it last synced, what it still holds, and Revoke or Restore. */
export function DeviceCard({ device, busy, onRevoke, onRestore }: DeviceCardProps) {
  const revoked = device.revokedAt !== null;
  const titleId = `device-${device.deviceId}`;
  const stranded = device.queueSize > 0;
  // A revoked device's refused attempts are recorded too (docs/sync.md, Devices): it is still in use.
  const triedSinceRevoked = revoked && device.lastSeenAt !== null && device.lastSeenAt >= device.revokedAt!;

  return (
    <li
      className={`device-card${revoked ? ' device-card-revoked' : ''}`}
      aria-labelledby={titleId}
      data-testid="device-card"
    >
      <div className="device-card-head">
        <MonitorSmartphone aria-hidden="true" size={20} className="device-card-icon" />
        <h3 id={titleId} className="device-card-name">
          {device.name}
        </h3>
        {revoked ? (
          <span className="status-badge status-danger">revoked</span>
        ) : (
          <span className="status-badge status-success">active</span>
        )}
      </div>
      <dl className="device-facts">
        <div>
          <dt>Staff account</dt>
          <dd>{device.staff.name ?? <span className="muted">Account removed</span>}</dd>
        </div>
        <div>
          <dt>Last sync</dt>
          <dd>
            <SyncMoment at={device.lastSyncAt} never="Never synced" />
          </dd>
        </div>
        <div>
          <dt>Queued on the device</dt>
          <dd className={stranded ? 'device-queue-waiting' : undefined} data-testid="device-queue">
            {stranded ? `${scansInWords(device.queueSize)} not yet on the server` : 'None'}
          </dd>
        </div>
        <div>
          <dt>Registered</dt>
          <dd>{formatMoment(device.registeredAt)}</dd>
        </div>
      </dl>
      {revoked && (
        <p className="device-card-note">
          Revoked {formatMoment(device.revokedAt!)}: its pushes and pulls are refused; its scans stay on the device
          until it is restored.
          {triedSinceRevoked && ` It last tried to sync ${formatMoment(device.lastSeenAt!)}.`}
        </p>
      )}
      {!revoked && stranded && (
        <p className="device-card-note device-card-note-warning">
          Scans waiting on this device reach the server only when it syncs again.
        </p>
      )}
      <div className="device-card-actions">
        {revoked ? (
          <BusyButton type="button" className="btn btn-outline btn-small" busy={busy} onClick={onRestore}>
            {busy ? 'Restoring...' : 'Restore'}
            <span className="visually-hidden"> {device.name}</span>
          </BusyButton>
        ) : (
          <BusyButton type="button" className="btn btn-ghost btn-danger btn-small" busy={busy} onClick={onRevoke}>
            {busy ? 'Revoking...' : 'Revoke'}
            <span className="visually-hidden"> {device.name}</span>
          </BusyButton>
        )}
      </div>
    </li>
  );
}
