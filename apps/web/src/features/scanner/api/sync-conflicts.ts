import type { AttendanceRecord, KitRecord } from '@symposium/sync/protocol';
import { apiRequest } from '../../../lib/api-client';

/** One scan where the desk and the server disagreed, or a check-in admitted anyway (docs/sync.md, reconciliation). */
export interface SyncConflict {
  id: number;
  kind: 'duplicate-kit' | 'rejected-after-scan' | 'refused-at-desk' | 'forced';
  type: 'check-in' | 'issue-kit';
  /** What the desk showed ('applied', 'duplicate', 'rejected'); null for online calls. */
  deskStatus: 'applied' | 'duplicate' | 'rejected' | null;
  participant: { id: string; name: string | null };
  scan: {
    deviceId: string;
    deskName: string;
    staffName: string;
    occurredAt: string;
    itemType: 'event' | 'workshop' | null;
    itemId: string | null;
    /** The event's or workshop's name for a check-in. */
    itemName: string | null;
  };
  /** For 'forced': the refusal it overrode, and its message. */
  error: string | null;
  message: string | null;
  winner: AttendanceRecord | KitRecord | null;
  resolvedAt: string | null;
  resolvedBy: string | null;
  resolution: string | null;
}

/** GET /admin/sync/conflicts (staff). */
export async function getSyncConflicts(includeResolved = false): Promise<SyncConflict[]> {
  const body = await apiRequest<{ data: SyncConflict[] }>(
    `/admin/sync/conflicts${includeResolved ? '?include=resolved' : ''}`,
  );
  return body.data;
}

/** PUT /admin/sync/conflicts/:id/resolve (admin), recorded in the audit trail. */
export async function resolveSyncConflict(id: number, resolution: string): Promise<void> {
  await apiRequest(`/admin/sync/conflicts/${id}/resolve`, { method: 'PUT', json: { resolution } });
}
