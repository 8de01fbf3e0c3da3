import type { AttendanceRecord, KitRecord } from '@symposium/sync/protocol';
import type { RecentScan } from '../hooks/use-recent-scans';
import { TEXTS } from '../scan-texts';

/** One recent scan's sync state: waiting, synced, or the server's different verdict (then not counted in the list's n). */
export function RecentScanStatus({ scan }: { scan: RecentScan }) {
  const server = scan.server;
  if (!server) return <span className="recent-badge recent-badge-waiting">Waiting to sync</span>;
  if (server.status === 'applied') return <span className="recent-badge recent-badge-ok">Synced</span>;
  const record = server.record as AttendanceRecord | KitRecord | undefined;
  return (
    <>
      <span className="recent-badge recent-badge-conflict">
        {server.status === 'duplicate'
          ? `Server: duplicate${record ? ` — ${record.deskName} was first` : ''}`
          : `Server refused: ${server.message ?? server.error}`}
      </span>
      <span className="recent-not-counted">{TEXTS.notCounted}</span>
    </>
  );
}
