import type { AttendanceRecord, KitRecord } from '@symposium/sync/protocol';
import { apiRequest } from '../../../lib/api-client';

/** One scan a desk accepted offline that the server saw differently (docs/sync.md, reconciliation). */
export interface SyncConflict {
  id: number;
  kind: 'duplicate-kit' | 'rejected-after-scan';
  type: 'check-in' | 'issue-kit';
  participant: { id: string; name: string | null };
  scan: { deviceId: string; deskName: string; staffName: string; occurredAt: string; itemType: 'event' | 'workshop' | null; itemId: string | null };
  error: string | null;
  message: string | null;
  winner: AttendanceRecord | KitRecord | null;
  resolvedAt: string | null;
  resolvedBy: string | null;
  resolution: string | null;
}

/** GET /admin/sync/conflicts (staff). */
export async function getSyncConflicts(includeResolved = false): Promise<SyncConflict[]> {
  const body = await apiRequest<{ data: SyncConflict[] }>(`/admin/sync/conflicts${includeResolved ? '?include=resolved' : ''}`);
  return body.data;
}

/** PUT /admin/sync/conflicts/:id/resolve (admin), recorded in the audit trail. */
export async function resolveSyncConflict(id: number, resolution: string): Promise<void> {
  await apiRequest(`/admin/sync/conflicts/${id}/resolve`, { method: 'PUT', json: { resolution } });
}
