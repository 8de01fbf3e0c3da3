import type { AttendanceRecord, KitRecord } from '@symposium/sync/protocol';
import type { RecentScan } from '../hooks/use-recent-scans';

/** One recent scan's sync state: waiting, synced, or the server's different verdict. */
export function RecentScanStatus({ scan }: { scan: RecentScan }) {
  const server = scan.server;
  if (!server) return <span className="recent-badge recent-badge-waiting">Waiting to sync</span>;
  if (server.status === 'applied') return <span className="recent-badge recent-badge-ok">Synced</span>;
  if (server.status === 'duplicate') {
    const record = server.record as AttendanceRecord | KitRecord | undefined;
    return <span className="recent-badge recent-badge-conflict">Server: duplicate{record ? ` — ${record.deskName} was first` : ''}</span>;
  }
  return <span className="recent-badge recent-badge-conflict">Server refused: {server.message ?? server.error}</span>;
}
