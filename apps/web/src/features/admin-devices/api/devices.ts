import { apiRequest } from '../../../lib/api-client';

/** A scanner device as GET /admin/devices answers it (docs/sync.md, Devices). */
export interface ScannerDevice {
  deviceId: string;
  name: string;
  staff: { id: string; name: string | null };
  registeredAt: string;
  /** Its last call: a sync, a registration, or a revoked device's refused attempt. */
  lastSeenAt: string | null;
  lastSyncAt: string | null;
  /** Scans the device still held when it last called (after its last push; a revoked device's refused attempts count). */
  queueSize: number;
  revokedAt: string | null;
}

/** GET /admin/devices (admin): every scanner device, most recently seen first. */
export async function getDevices(): Promise<ScannerDevice[]> {
  const body = await apiRequest<{ data: ScannerDevice[] }>('/admin/devices');
  return body.data;
}

/** PUT /admin/devices/:deviceId/revoke or …/restore (admin, audited): its pushes and pulls are refused, or allowed again. */
export const setDeviceRevoked = (deviceId: string, revoked: boolean) =>
  apiRequest<{ data: ScannerDevice }>(
    `/admin/devices/${encodeURIComponent(deviceId)}/${revoked ? 'revoke' : 'restore'}`,
    { method: 'PUT' },
  );
