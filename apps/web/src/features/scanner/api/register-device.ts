import { deviceRegistrationSchema } from '@symposium/sync/protocol';
import { apiRequest } from '../../../lib/api-client';

export { deviceRegistrationSchema };

export interface RegisteredDevice {
  deviceId: string;
  name: string;
  registeredAt: string;
  lastSyncAt: string | null;
  revokedAt: string | null;
  /** Handed out once, when the server gives this device its key (first registration); kept in `meta`. */
  deviceKey?: string;
}

/**
 * POST /sync/devices: registers (or renames) this scanner under the signed-in staff account, proving with
 * `deviceKey` (when it has one) that it is the device that registered that id.
 */
export async function registerDevice(
  deviceId: string,
  name: string,
  deviceKey: string | null,
): Promise<RegisteredDevice> {
  const json = deviceKey ? { deviceId, name, deviceKey } : { deviceId, name };
  const body = await apiRequest<{ data: RegisteredDevice }>('/sync/devices', { method: 'POST', json });
  return body.data;
}
