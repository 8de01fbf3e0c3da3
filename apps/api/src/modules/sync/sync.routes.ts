import { ErrorCode } from '@symposium/schema/error-codes';
import { M } from '@symposium/schema/messages';
import {
  DEVICE_KEY_HEADER,
  DEVICE_KEY_MISMATCH,
  deviceRegistrationSchema,
  pullQuerySchema,
  pushEnvelopeSchema,
  SCHEMA_VERSION_UNSUPPORTED,
  SYNC_SCHEMA_VERSION,
} from '@symposium/sync/protocol';
import { Hono } from 'hono';
import type { DevicesTable, UsersTable } from '../../db/database';
import { requireRole, requireStaff, requireUser } from '../../lib/auth';
import type { AppDeps, AppEnv } from '../../lib/context';
import { AppError, notFound } from '../../lib/errors';
import { timingSafeEqual } from 'node:crypto';
import { nowIso, randomToken, sha256 } from '../../lib/ids';
import { parseWith, readJson } from '../../lib/validate';
import { recordAudit } from '../audit/audit.repository';
import { applyAndStore, type StoredResult } from './sync.apply';
import { ApplyLookups } from './sync.lookups';
import { pullChanges } from './sync.pull';
import {
  activeDeviceNameClash,
  findDevice,
  findDeviceWithStaff,
  listDevices,
  setDeviceRevoked,
  touchDevice,
  upsertDevice,
} from './sync.repository';
import { BUSY_MESSAGES, syncWrite } from './sync-write';
import { pauseMidBatchForTests } from './test-only-pause';

export const DEVICE_MESSAGES = {
  notRegistered: 'This device is not registered for scanning yet. Open the scanner page online once to register it.',
  revoked:
    'This device has been revoked by an admin and can no longer sync. Ask an admin to restore it, or use another device.',
} as const;

/** What a device tells about itself when it asks to sync: who holds it, its key, and how many scans it still has. */
interface DeviceContact {
  staffUserId: string;
  /** The X-Device-Key header (undefined when absent). */
  deviceKey: string | undefined;
  /** Scans in the device's outbox; undefined when it did not say (an older app's pull). */
  queueSize?: number;
}

/**
 * Whether the caller holds the device: the key it was handed at registration. A device registered before keys
 * existed has none and is taken on its id alone until it registers again (docs/decisions/0019-scanner-devices.md, "A scanner device
 * is its key, not its id").
 */
export function holdsDevice(device: Pick<DevicesTable, 'key_hash'>, presentedKey: string | undefined): boolean {
  if (device.key_hash === null) return true;
  if (!presentedKey) return false;
  return timingSafeEqual(Buffer.from(sha256(presentedKey), 'hex'), Buffer.from(device.key_hash, 'hex'));
}

const keyMismatch = (status: 403 | 409) =>
  new AppError(status, ErrorCode.DEVICE_KEY_MISMATCH, DEVICE_KEY_MISMATCH.message);

/**
 * A device that may sync: registered and not revoked. Scans stay queued on the device otherwise. A revoked
 * device's refused attempt is still recorded — when it last tried, by which account, holding how many scans —
 * so admins see what it still holds; never its last sync. That bookkeeping is best effort: a busy database
 * skips it, and the answer stays the refusal (never a 503 the device would retry).
 */
export function usableDevice(deps: AppDeps, deviceId: string, contact: DeviceContact): DevicesTable {
  const device = findDevice(deps.db, deviceId);
  if (!device) throw new AppError(409, ErrorCode.DEVICE_NOT_REGISTERED, DEVICE_MESSAGES.notRegistered);
  // Before anything is recorded: a caller without the key must not move the device's bookkeeping either.
  if (!holdsDevice(device, contact.deviceKey)) throw keyMismatch(403);
  if (device.revoked_at) {
    try {
      syncWrite(deps.db, () =>
        touchDevice(deps.db, device.id, {
          last_seen_at: nowIso(),
          staff_user_id: contact.staffUserId,
          ...(contact.queueSize === undefined ? {} : { queue_size: contact.queueSize }),
        }),
      );
    } catch (error) {
      if (!(error instanceof AppError)) throw error; // busy (503): the refusal matters more than the bookkeeping
    }
    throw new AppError(403, ErrorCode.DEVICE_REVOKED, DEVICE_MESSAGES.revoked);
  }
  return device;
}

/** An out-of-date scanner app: a distinct refusal its transport stops on (it keeps its queue), never a retry loop. */
function refuseOtherSchemaVersion(body: unknown): void {
  const version =
    typeof body === 'object' && body !== null ? (body as { schemaVersion?: unknown }).schemaVersion : undefined;
  if (typeof version === 'number' && version !== SYNC_SCHEMA_VERSION) {
    throw new AppError(409, ErrorCode.SCHEMA_VERSION_UNSUPPORTED, SCHEMA_VERSION_UNSUPPORTED.message);
  }
}

/**
 * The PushResponse `{ success: true, results, serverTime }` written around the stored result texts, so a
 * batch's results are serialised once, when they are stored, and a replay answers the same bytes.
 */
export function pushResponseText(results: readonly StoredResult[], serverTime: string): string {
  return `{"success":true,"results":[${results.join(',')}],"serverTime":${JSON.stringify(serverTime)}}`;
}

// staff_name is required so a caller cannot hand over a bare devices row and answer `staff.name: null` by accident.
const publicDevice = (d: DevicesTable & { staff_name: string | null }) => ({
  deviceId: d.id,
  name: d.name,
  staff: { id: d.staff_user_id, name: d.staff_name },
  registeredAt: d.registered_at,
  lastSeenAt: d.last_seen_at,
  lastSyncAt: d.last_sync_at,
  queueSize: d.queue_size,
  revokedAt: d.revoked_at,
});

export function syncRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  const staff = [requireUser(deps), requireStaff()] as const;

  routes.get('/sync/keys', ...staff, (c) => c.json({ success: true, keys: deps.passKeys.publicKeys }));

  /**
   * Registers a device, renames it, or lets the staff member now at it take it over — with its key. A new device
   * (or one registered before keys existed) is handed its key here, once; only its hash is kept.
   */
  routes.post('/sync/devices', ...staff, async (c) => {
    const input = parseWith(deviceRegistrationSchema, await readJson(c));
    const user = c.get('user');
    const newKey = syncWrite(
      deps.db,
      () => {
        const existing = findDevice(deps.db, input.deviceId);
        if (existing && !holdsDevice(existing, input.deviceKey)) throw keyMismatch(409);
        if (existing?.revoked_at) throw new AppError(403, ErrorCode.DEVICE_REVOKED, DEVICE_MESSAGES.revoked);
        const clash = activeDeviceNameClash(deps.db, input.name, input.deviceId);
        if (clash !== undefined) throw new AppError(409, ErrorCode.DEVICE_NAME_TAKEN, M.deviceNameTaken(clash));
        const key = existing?.key_hash ? null : randomToken();
        const now = nowIso();
        upsertDevice(deps.db, {
          id: input.deviceId,
          name: input.name,
          staff_user_id: user.id,
          registered_at: existing?.registered_at ?? now,
          last_seen_at: now,
          last_sync_at: existing?.last_sync_at ?? null,
          queue_size: existing?.queue_size ?? 0,
          revoked_at: null,
          revoked_by: null,
          key_hash: key ? sha256(key) : existing!.key_hash,
        });
        return key;
      },
      BUSY_MESSAGES.other,
    );
    const data = publicDevice(findDeviceWithStaff(deps.db, input.deviceId)!);
    return c.json({ success: true, data: newKey ? { ...data, deviceKey: newKey } : data });
  });

  routes.post('/sync/push', ...staff, async (c) => {
    const body = await readJson(c);
    refuseOtherSchemaVersion(body);
    const request = parseWith(pushEnvelopeSchema, body);
    const user: UsersTable = c.get('user');
    // Refused, the device keeps the whole batch: its outbox as it reported it, at least the batch.
    const device = usableDevice(deps, request.deviceId, {
      staffUserId: user.id,
      deviceKey: c.req.header(DEVICE_KEY_HEADER),
      queueSize: Math.max(request.queueSize ?? 0, request.mutations.length),
    });
    const receivedAt = new Date();
    const source = {
      deviceId: device.id,
      deskName: device.name,
      staff: { id: user.id, name: user.name },
      clockOffsetMs: receivedAt.getTime() - Date.parse(request.sentAt),
      receivedAt,
    };
    const pauseMs = deps.env.TEST_SYNC_APPLY_PAUSE_MS;
    const pauseAt = pauseMs ? Math.floor(request.mutations.length / 2) : -1;
    const results = syncWrite(deps.db, () => {
      const lookups = ApplyLookups.forBatch(deps.db, request.mutations);
      const out = request.mutations.map((m, i) => {
        if (i === pauseAt) pauseMidBatchForTests(pauseMs!);
        return applyAndStore(deps, lookups, m, source);
      });
      touchDevice(deps.db, device.id, {
        last_seen_at: receivedAt.toISOString(),
        last_sync_at: receivedAt.toISOString(),
        queue_size: Math.max(0, (request.queueSize ?? request.mutations.length) - request.mutations.length),
        staff_user_id: user.id,
      });
      return out;
    });
    return c.body(pushResponseText(results, new Date().toISOString()), 200, { 'Content-Type': 'application/json' });
  });

  routes.get('/sync/pull', ...staff, (c) => {
    const query = parseWith(pullQuerySchema, c.req.query());
    const user: UsersTable = c.get('user');
    const device = usableDevice(deps, query.deviceId, {
      staffUserId: user.id,
      deviceKey: c.req.header(DEVICE_KEY_HEADER),
      queueSize: query.queueSize,
    });
    const answer = syncWrite(deps.db, () => {
      const page = pullChanges(deps.db, query);
      const now = nowIso();
      touchDevice(deps.db, device.id, {
        last_seen_at: now,
        last_sync_at: now,
        ...(query.queueSize === undefined ? {} : { queue_size: query.queueSize }),
        staff_user_id: user.id,
      });
      return page;
    });
    return c.json(answer);
  });

  routes.get('/admin/devices', requireUser(deps), requireRole('admin'), (c) =>
    c.json({ success: true, data: listDevices(deps.db).map(publicDevice) }),
  );

  for (const [action, revoked] of [
    ['revoke', true],
    ['restore', false],
  ] as const) {
    routes.put(`/admin/devices/:deviceId/${action}`, requireUser(deps), requireRole('admin'), (c) => {
      const id = c.req.param('deviceId');
      const actor = c.get('user');
      const data = syncWrite(
        deps.db,
        () => {
          const before = findDeviceWithStaff(deps.db, id);
          if (!before) throw notFound('Device not found');
          // No two active devices share a name (docs/decisions/0019-scanner-devices.md): a restored device must not bring back a clash.
          const clash = revoked || !before.revoked_at ? undefined : activeDeviceNameClash(deps.db, before.name, id);
          if (clash !== undefined)
            throw new AppError(409, ErrorCode.DEVICE_NAME_TAKEN, M.deviceRestoreNameTaken(clash));
          setDeviceRevoked(deps.db, id, revoked ? nowIso() : null, revoked ? actor.id : null);
          const after = findDeviceWithStaff(deps.db, id)!;
          recordAudit(deps.db, {
            actor,
            action: `device.${action}`,
            entityType: 'device',
            entityId: id,
            before: publicDevice(before),
            after: publicDevice(after),
          });
          return publicDevice(after);
        },
        BUSY_MESSAGES.other,
      );
      return c.json({ success: true, data });
    });
  }

  return routes;
}
