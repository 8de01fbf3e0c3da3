import { deviceRegistrationSchema } from '@symposium/sync/protocol';
import { apiRequest } from '../../../lib/api-client';

export { deviceRegistrationSchema };

export interface RegisteredDevice {
  deviceId: string;
  name: string;
  registeredAt: string;
  lastSyncAt: string | null;
  revokedAt: string | null;
}

/** POST /sync/devices: registers (or renames) this scanner under the signed-in staff account. */
export async function registerDevice(deviceId: string, name: string): Promise<RegisteredDevice> {
  const body = await apiRequest<{ data: RegisteredDevice }>('/sync/devices', { method: 'POST', json: { deviceId, name } });
  return body.data;
}
