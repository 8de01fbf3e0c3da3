import { M } from '@symposium/schema/messages';
import { DEVICE_KEY_HEADER } from '@symposium/sync/protocol';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { adminToken, createTestContext, signInStaff, type TestContext } from '../../test-support/context';
import { issueKit, scannerDesk, verifiedParticipant } from './sync-test-kit';

// A scanner device is its key, not its id (docs/decisions/0019-scanner-devices.md): every kit and attendance record a desk pulls
// names the device that made it, so any coordinator knows every desk's id.

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestContext();
});
afterEach(async () => {
  await ctx.close();
});

const count = (sql: string) => (ctx.deps.db.sqlite.prepare(sql).get() as { n: number }).n;
const deviceRow = (id: string) =>
  ctx.deps.db.sqlite.prepare('select * from devices where id = ?').get(id) as Record<string, unknown>;

/** A push or pull as `token`, claiming `deviceId`, with `key` in the device-key header (or none). */
function syncAs(token: string, deviceId: string, key?: string) {
  const headers: Record<string, string> = key === undefined ? {} : { [DEVICE_KEY_HEADER]: key };
  return {
    push: (mutations: unknown[]) =>
      ctx.request('/api/v1/sync/push', {
        method: 'POST',
        token,
        headers,
        json: { deviceId, schemaVersion: 1, sentAt: new Date().toISOString(), queueSize: 0, mutations },
      }),
    pull: () =>
      ctx.request(`/api/v1/sync/pull?schemaVersion=1&queueSize=0&deviceId=${encodeURIComponent(deviceId)}`, {
        token,
        headers,
      }),
    register: (name: string, deviceKey?: string) =>
      ctx.request('/api/v1/sync/devices', {
        method: 'POST',
        token,
        json: { deviceId, name, ...(deviceKey ? { deviceKey } : {}) },
      }),
  };
}

describe('device keys', () => {
  test('registering hands the device a key once; only its hash is stored, and no list shows it', async () => {
    const staff = await signInStaff(ctx, 'coordinator');
    const first = await syncAs(staff.token, 'desk-laptop-1').register('Main desk');
    expect(first.status).toBe(200);
    const key: string = first.json.data.deviceKey;
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(deviceRow('desk-laptop-1').key_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(deviceRow('desk-laptop-1'))).not.toContain(key);

    const renamed = await syncAs(staff.token, 'desk-laptop-1').register('Front desk', key);
    expect(renamed.status).toBe(200);
    expect(renamed.json.data).toMatchObject({ name: 'Front desk' });
    expect(renamed.json.data.deviceKey).toBeUndefined();

    const list = await ctx.request('/api/v1/admin/devices', { token: await adminToken(ctx) });
    expect(list.text).not.toContain(key);
    expect(list.text).not.toContain(String(deviceRow('desk-laptop-1').key_hash));
  });

  test('a coordinator who knows another desk’s id (from a pulled record) can neither push nor pull as it', async () => {
    await verifiedParticipant(ctx, 'SYM25-0001');
    const desk = await scannerDesk(ctx, 'Main desk');
    expect((await desk.push([issueKit('SYM25-0001')])).json.results[0].status).toBe('applied');
    const intruder = await scannerDesk(ctx, 'Side desk');
    const pulled = await intruder.pull();
    const deskId = pulled.json.changes.kits[0].deviceId;
    expect(deskId).toBe(desk.deviceId);
    const before = deviceRow(desk.deviceId);

    for (const key of [undefined, '', intruder.deviceKey, `${desk.deviceKey.slice(0, -1)}x`]) {
      const as = syncAs(intruder.staff.token, deskId, key);
      const push = await as.push([issueKit('SYM25-0001')]);
      expect(push.status).toBe(403);
      expect(push.json).toEqual({
        success: false,
        error: 'DEVICE_KEY_MISMATCH',
        message:
          'This device id belongs to another scanner (its device key does not match). Scans stay saved on this device; ask an admin.',
      });
      const pull = await as.pull();
      expect(pull.status).toBe(403);
      expect(pull.json.error).toBe('DEVICE_KEY_MISMATCH');
    }
    // Nothing was recorded under the desk's name, and its bookkeeping (last contact, account, queue) is untouched.
    expect(count('select count(*) n from scan_log')).toBe(1);
    expect(deviceRow(desk.deviceId)).toEqual(before);
  });

  test('nor register it again to take it over: its name, account and key stay', async () => {
    const desk = await scannerDesk(ctx, 'Main desk');
    const intruder = await signInStaff(ctx, 'coordinator');
    const before = deviceRow(desk.deviceId);
    for (const key of [undefined, 'guessed-key']) {
      const taken = await syncAs(intruder.token, desk.deviceId).register('Main desk', key);
      expect(taken.status).toBe(409);
      expect(taken.json.error).toBe('DEVICE_KEY_MISMATCH');
    }
    expect(deviceRow(desk.deviceId)).toEqual(before);
    expect((await desk.pull()).status).toBe(200);
  });

  test('registering, renaming, revoking and restoring answer the device with the name of the staff account holding it', async () => {
    const staff = await signInStaff(ctx, 'coordinator');
    ctx.deps.db.sqlite.prepare('update users set name = ? where id = ?').run('Kavya R', staff.id);
    const first = await syncAs(staff.token, 'desk-gate').register('Gate desk');
    expect(first.json.data.staff).toEqual({ id: staff.id, name: 'Kavya R' });
    const renamed = await syncAs(staff.token, 'desk-gate').register('Gate desk 2', first.json.data.deviceKey);
    expect(renamed.json.data.staff).toEqual({ id: staff.id, name: 'Kavya R' });

    const admin = await adminToken(ctx);
    for (const action of ['revoke', 'restore']) {
      const changed = await ctx.request(`/api/v1/admin/devices/desk-gate/${action}`, { method: 'PUT', token: admin });
      expect(changed.status).toBe(200);
      expect(changed.json.data.staff).toEqual({ id: staff.id, name: 'Kavya R' });
    }
    const audit = ctx.deps.db.sqlite.prepare("select after from audit_log where action = 'device.revoke'").get() as {
      after: string;
    };
    expect(JSON.parse(audit.after).staff).toEqual({ id: staff.id, name: 'Kavya R' });
  });

  test('a staff hand-over at a shared desk: the next account on the device syncs its queue with the device’s key', async () => {
    await verifiedParticipant(ctx, 'SYM25-0001');
    await verifiedParticipant(ctx, 'SYM25-0002');
    const desk = await scannerDesk(ctx, 'Main desk');
    const next = await signInStaff(ctx, 'coordinator');
    // The first coordinator logged out with scans queued; the second signs in on the same laptop.
    const handedOver = syncAs(next.token, desk.deviceId, desk.deviceKey);
    const pushed = await handedOver.push([issueKit('SYM25-0001'), issueKit('SYM25-0002')]);
    expect(pushed.status).toBe(200);
    expect(pushed.json.results.map((r: { status: string }) => r.status)).toEqual(['applied', 'applied']);
    expect((await handedOver.pull()).status).toBe(200);
    expect(deviceRow(desk.deviceId)).toMatchObject({ staff_user_id: next.id, name: 'Main desk' });
    // Renaming it from the new account works with the key too.
    expect((await handedOver.register('Main desk (afternoon)', desk.deviceKey)).status).toBe(200);
  });

  test('a device registered before keys existed syncs on its id until it registers again, which hands it a key', async () => {
    const desk = await scannerDesk(ctx, 'Old tablet');
    ctx.deps.db.sqlite.prepare('update devices set key_hash = null where id = ?').run(desk.deviceId);
    const legacy = syncAs(desk.staff.token, desk.deviceId);
    expect((await legacy.push([])).status).toBe(200);
    expect((await legacy.pull()).status).toBe(200);

    const claimed = await legacy.register('Old tablet');
    expect(claimed.status).toBe(200);
    const key: string = claimed.json.data.deviceKey;
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await legacy.push([])).status).toBe(403);
    expect((await syncAs(desk.staff.token, desk.deviceId, key).push([])).status).toBe(200);
  });

  test('a device the server forgot registers again and is handed a new key', async () => {
    const desk = await scannerDesk(ctx);
    ctx.deps.db.sqlite.prepare('delete from devices where id = ?').run(desk.deviceId);
    expect((await desk.pull()).json.error).toBe('DEVICE_NOT_REGISTERED');
    const again = await syncAs(desk.staff.token, desk.deviceId).register('Main desk', desk.deviceKey);
    expect(again.status).toBe(200);
    const key: string = again.json.data.deviceKey;
    expect(key).not.toBe(desk.deviceKey);
    expect((await syncAs(desk.staff.token, desk.deviceId, key).pull()).status).toBe(200);
  });

  test('a revoked device is still refused with its key, and an impostor’s call records nothing against it', async () => {
    const desk = await scannerDesk(ctx);
    const admin = await adminToken(ctx);
    await ctx.request(`/api/v1/admin/devices/${desk.deviceId}/revoke`, { method: 'PUT', token: admin });
    expect((await desk.push([])).json.error).toBe('DEVICE_REVOKED');
    const before = deviceRow(desk.deviceId);
    const intruder = await signInStaff(ctx, 'coordinator');
    expect((await syncAs(intruder.token, desk.deviceId).push([])).json.error).toBe('DEVICE_KEY_MISMATCH');
    expect(deviceRow(desk.deviceId)).toEqual(before);
  });
});

describe('device names', () => {
  test('a name another active device uses is refused, trimmed and in any case, on registration and on rename; the device itself may register again under it', async () => {
    const staff = await signInStaff(ctx, 'coordinator');
    const main = await syncAs(staff.token, 'desk-main').register('Main desk');
    expect(main.status).toBe(200);
    const mainKey: string = main.json.data.deviceKey;

    const twin = await syncAs(staff.token, 'desk-twin').register('  main DESK ');
    expect(twin.status).toBe(409);
    expect(twin.json).toMatchObject({
      success: false,
      error: 'DEVICE_NAME_TAKEN',
      message: M.deviceNameTaken('Main desk'),
    });
    expect(count("select count(*) as n from devices where id = 'desk-twin'")).toBe(0);

    const side = await syncAs(staff.token, 'desk-side').register('Side desk');
    expect(side.status).toBe(200);
    const renamed = await syncAs(staff.token, 'desk-side').register('Main Desk', side.json.data.deviceKey);
    expect(renamed.status).toBe(409);
    expect(renamed.json.error).toBe('DEVICE_NAME_TAKEN');
    expect(deviceRow('desk-side').name).toBe('Side desk');

    const again = await syncAs(staff.token, 'desk-main').register('Main desk', mainKey);
    expect(again.status).toBe(200);
    const recased = await syncAs(staff.token, 'desk-main').register('MAIN DESK', mainKey);
    expect(recased.json.data).toMatchObject({ name: 'MAIN DESK' });
  });

  test('a revoked device’s name is free for another device', async () => {
    const staff = await signInStaff(ctx, 'coordinator');
    expect((await syncAs(staff.token, 'lost-tablet').register('Gate desk')).status).toBe(200);
    const revoked = await ctx.request('/api/v1/admin/devices/lost-tablet/revoke', {
      method: 'PUT',
      token: await adminToken(ctx),
    });
    expect(revoked.status).toBe(200);
    const replacement = await syncAs(staff.token, 'new-tablet').register('Gate desk');
    expect(replacement.status).toBe(200);
  });

  test('restoring a revoked device whose name another active device took meanwhile is refused, and allowed once the name is free', async () => {
    const staff = await signInStaff(ctx, 'coordinator');
    const admin = await adminToken(ctx);
    expect((await syncAs(staff.token, 'lost-tablet').register('Gate desk')).status).toBe(200);
    await ctx.request('/api/v1/admin/devices/lost-tablet/revoke', { method: 'PUT', token: admin });
    const replacement = await syncAs(staff.token, 'new-tablet').register('gate desk ');
    expect(replacement.status).toBe(200);

    const refused = await ctx.request('/api/v1/admin/devices/lost-tablet/restore', { method: 'PUT', token: admin });
    expect(refused.status).toBe(409);
    expect(refused.json).toMatchObject({
      success: false,
      error: 'DEVICE_NAME_TAKEN',
      message: M.deviceRestoreNameTaken('gate desk'),
    });
    expect(deviceRow('lost-tablet').revoked_at).not.toBeNull();
    expect(count("select count(*) as n from audit_log where action = 'device.restore'")).toBe(0);

    // The replacement renamed at its desk frees the name: the found tablet comes back.
    expect(
      (await syncAs(staff.token, 'new-tablet').register('Side gate', replacement.json.data.deviceKey)).status,
    ).toBe(200);
    const restored = await ctx.request('/api/v1/admin/devices/lost-tablet/restore', { method: 'PUT', token: admin });
    expect(restored.status).toBe(200);
    expect(restored.json.data).toMatchObject({ name: 'Gate desk', revokedAt: null });
  });
});
