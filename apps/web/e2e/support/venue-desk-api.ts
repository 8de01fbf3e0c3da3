import { randomUUID } from 'node:crypto';
import { DEVICE_KEY_HEADER } from '@symposium/sync/protocol';
import { apiCall } from './api-calls';
import type { ApiServer } from './api-server';

/**
 * Check-ins recorded as a scanner desk records them: a device registered by a coordinator's token, then one push of
 * the scans through the real sync API. For tests whose subject comes after the venue day (results, certificates);
 * the desk's own screens are proven in e2e/desk/.
 */
export async function checkInAtDesk(
  server: ApiServer,
  staffToken: string,
  scans: { participantId: string; itemId: string; itemType: 'event' | 'workshop' }[],
) {
  const deviceId = `device-${randomUUID()}`;
  const registered = await apiCall<{ data: { deviceKey: string } }>(server, '/sync/devices', {
    token: staffToken,
    json: { deviceId, name: 'Main desk' },
  });
  const mutations = scans.map((scan) => ({
    id: randomUUID(),
    type: 'check-in',
    participantId: scan.participantId,
    eventId: scan.itemId,
    eventType: scan.itemType,
    occurredAt: new Date().toISOString(),
  }));
  const pushed = await apiCall<{ results: { status: string }[] }>(server, '/sync/push', {
    token: staffToken,
    headers: { [DEVICE_KEY_HEADER]: registered.data.deviceKey },
    json: { deviceId, schemaVersion: 1, sentAt: new Date().toISOString(), mutations },
  });
  const refused = pushed.results.filter((r) => r.status !== 'applied');
  if (refused.length > 0) throw new Error(`check-ins not applied: ${JSON.stringify(pushed.results)}`);
}
