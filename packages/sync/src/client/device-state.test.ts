import { ErrorCode } from '@symposium/schema/error-codes';
import { describe, expect, test } from 'vitest';
import {
  type DeviceEvent,
  type DeviceState,
  deviceNameOf,
  isMissingDeviceKey,
  isRefusalOfAnotherSession,
  isRefusedAs,
  LOADING,
  reduceDeviceState,
  revokedMessageOf,
  viewOfDevice,
} from './device-state';

const DEVICE_ID = '3f6c1d2e-8a4b-4c7d-9e1f-2a3b4c5d6e7f';
const REVOKED_WORDS = 'This scanner was revoked by an admin. Its scans stay on it until an admin restores it.';
const SESSION = 'eyJhbGciOiJIUzI1NiJ9.staff-1.sig';

const run = (events: DeviceEvent[], from: DeviceState = LOADING) => events.reduce(reduceDeviceState, from);

const loaded = (overrides: Partial<Extract<DeviceEvent, { type: 'loaded' }>> = {}): DeviceEvent => ({
  type: 'loaded',
  deviceId: DEVICE_ID,
  name: 'Main gate 1',
  hasDeviceKey: true,
  revokedMessage: null,
  ...overrides,
});

const refused = (code: string | null, token: string | null = SESSION): DeviceEvent => ({
  type: 'sync-refused',
  code,
  token,
});
/** The engine's report after a refusal: blocked, with the server's words. */
const blockedWith = (problem: string): DeviceEvent => ({
  type: 'sync-reported',
  blocked: true,
  problem,
  synced: false,
});
const SYNCED: DeviceEvent = { type: 'sync-reported', blocked: false, problem: null, synced: true };
const OFFLINE: DeviceEvent = {
  type: 'sync-reported',
  blocked: false,
  problem: 'Cannot reach the server. Scans are saved on this device.',
  synced: false,
};
const revokedBySync = [refused(ErrorCode.DEVICE_REVOKED), blockedWith(REVOKED_WORDS)];

describe('loading the device', () => {
  test('a device never set up is unregistered, with the id it was given', () => {
    expect(run([loaded({ name: null })])).toEqual({
      status: 'unregistered',
      deviceId: DEVICE_ID,
      clearedInAnotherTab: false,
    });
  });

  test('a registered device with its key scans', () => {
    const state = run([loaded()]);
    expect(state).toEqual({
      status: 'registered',
      deviceId: DEVICE_ID,
      name: 'Main gate 1',
      deviceKey: 'held',
      refusal: null,
      nameTaken: null,
    });
    expect(deviceNameOf(state)).toBe('Main gate 1');
    expect(isMissingDeviceKey(state)).toBe(false);
  });

  test('a device registered before devices had keys must claim its key', () => {
    expect(isMissingDeviceKey(run([loaded({ hasDeviceKey: false })]))).toBe(true);
  });

  test('a device revoked before the reload stays revoked, even before any sync (an offline reload)', () => {
    const state = run([loaded({ revokedMessage: REVOKED_WORDS })]);
    expect(state.status).toBe('revoked');
    expect(revokedMessageOf(state)).toBe(REVOKED_WORDS);
  });

  test('nothing but the load moves a loading device, and a second load changes nothing', () => {
    for (const event of [refused(ErrorCode.DEVICE_REVOKED), SYNCED, { type: 'registered', name: 'Hall B' } as const])
      expect(reduceDeviceState(LOADING, event)).toBe(LOADING);
    const state = run([loaded()]);
    expect(reduceDeviceState(state, loaded({ name: 'Another' }))).toBe(state);
  });
});

describe('registering', () => {
  test('a new device registers, and then holds its key', () => {
    const state = run([loaded({ name: null }), { type: 'registered', name: 'Hall B desk' }]);
    expect(state).toMatchObject({ status: 'registered', name: 'Hall B desk', deviceKey: 'held', refusal: null });
  });

  test('a device set up again after another tab cleared it no longer says it was cleared', () => {
    const cleared = run([loaded(), { type: 'cleared', byAnotherTab: true }]);
    expect(cleared).toEqual({ status: 'unregistered', deviceId: DEVICE_ID, clearedInAnotherTab: true });
    expect(run([{ type: 'registered', name: 'Main gate 1' }], cleared).status).toBe('registered');
  });

  test('a keyless device that registers again holds its key', () => {
    const state = run([loaded({ hasDeviceKey: false }), { type: 'registered', name: 'Main gate 1' }]);
    expect(isMissingDeviceKey(state)).toBe(false);
  });

  test('renaming keeps the device registered under the new name', () => {
    expect(deviceNameOf(run([loaded(), { type: 'registered', name: 'Main gate 2' }]))).toBe('Main gate 2');
  });
});

describe('a server that forgot the device (a restored database)', () => {
  const forgotten = [refused(ErrorCode.DEVICE_NOT_REGISTERED), blockedWith('This device is not registered.')];

  test('the refusal is remembered as such, and registering again lifts it', () => {
    const blocked = run([loaded(), ...forgotten]);
    expect(isRefusedAs(blocked, ErrorCode.DEVICE_NOT_REGISTERED)).toBe(true);
    expect(blocked.status).toBe('registered');
    const registered = run([{ type: 'registered', name: 'Main gate 1' }], blocked);
    expect(isRefusedAs(registered, ErrorCode.DEVICE_NOT_REGISTERED)).toBe(false);
  });

  test('another device with its name: the server’s words wait until the desk renames it', () => {
    const words = 'Another device is already named “Main gate 1”.';
    const taken = run([loaded(), ...forgotten, { type: 'name-taken', message: words }]);
    expect(viewOfDevice(taken).nameTaken).toBe(words);
    expect(isRefusedAs(taken, ErrorCode.DEVICE_NOT_REGISTERED)).toBe(true);
    const renamed = run([{ type: 'registered', name: 'Main gate 1b' }], taken);
    expect(viewOfDevice(renamed).nameTaken).toBeNull();
    expect(renamed).toMatchObject({ status: 'registered', name: 'Main gate 1b', refusal: null });
  });

  test('a name clash means nothing to a device that is not registered', () => {
    const state = run([loaded({ name: null })]);
    expect(reduceDeviceState(state, { type: 'name-taken', message: 'taken' })).toBe(state);
  });
});

describe('revocation', () => {
  test('a sync refused as revoked revokes the device with the server’s words', () => {
    const state = run([loaded(), ...revokedBySync]);
    expect(state).toMatchObject({ status: 'revoked', message: REVOKED_WORDS, name: 'Main gate 1' });
  });

  test('revoked while offline: the scans made meanwhile wait, and the first sync back is refused', () => {
    // Offline the desk keeps scanning; the network's failures say nothing about the device.
    const offline = run([loaded(), OFFLINE, OFFLINE]);
    expect(offline.status).toBe('registered');
    expect(run(revokedBySync, offline).status).toBe('revoked');
  });

  test('a refusal that is not a revocation does not revoke (a 401, an app too old)', () => {
    for (const code of [ErrorCode.UNAUTHORIZED, ErrorCode.SCHEMA_VERSION_UNSUPPORTED, null]) {
      const state = run([loaded(), refused(code), blockedWith('Sign in again to sync.')]);
      expect(state.status).toBe('registered');
      expect(state).toMatchObject({ refusal: { code, token: SESSION } });
    }
  });

  test('the engine blocked without words, or not blocked, revokes nothing', () => {
    const refusedOnly = run([loaded(), refused(ErrorCode.DEVICE_REVOKED)]);
    expect(run([{ type: 'sync-reported', blocked: true, problem: null, synced: false }], refusedOnly).status).toBe(
      'registered',
    );
    expect(run([OFFLINE], refusedOnly).status).toBe('registered');
  });

  test('refused again with the same words, nothing changes; with new words, they are the device’s', () => {
    const revoked = run([loaded(), ...revokedBySync]);
    expect(run([refused(ErrorCode.DEVICE_REVOKED), blockedWith(REVOKED_WORDS)], revoked)).toEqual(revoked);
    expect(revokedMessageOf(run([blockedWith('Revoked: the laptop was stolen.')], revoked))).toBe(
      'Revoked: the laptop was stolen.',
    );
  });

  test('the first sync that works again restores it (an admin lifted the revocation)', () => {
    const revoked = run([loaded({ revokedMessage: REVOKED_WORDS })]);
    const restored = run([{ type: 'unblocked' }, SYNCED], revoked);
    expect(restored).toEqual({
      status: 'registered',
      deviceId: DEVICE_ID,
      name: 'Main gate 1',
      deviceKey: 'held',
      refusal: null,
      nameTaken: null,
    });
  });

  test('a revoked device stays revoked while offline: only a sync that worked restores it', () => {
    const revoked = run([loaded(), ...revokedBySync]);
    expect(run([{ type: 'unblocked' }, OFFLINE, OFFLINE], revoked).status).toBe('revoked');
  });

  test('a revoked device the server registers again stays revoked until its first sync works', () => {
    const revoked = run([loaded(), ...revokedBySync]);
    const registered = run([{ type: 'registered', name: 'Main gate 1' }], revoked);
    expect(registered).toMatchObject({ status: 'revoked', message: REVOKED_WORDS, refusal: null });
    expect(run([SYNCED], registered).status).toBe('registered');
  });

  test('another tab learns the revocation, or the restoration, and this one follows at once', () => {
    const revoked = run([loaded(), { type: 'revoked', message: REVOKED_WORDS }]);
    expect(revokedMessageOf(revoked)).toBe(REVOKED_WORDS);
    expect(revoked).toMatchObject({ refusal: null });
    expect(run([{ type: 'restored' }], revoked).status).toBe('registered');
  });

  test('restoring in another tab keeps this tab’s own refusal, for the runtime to lift', () => {
    const state = run([loaded(), ...revokedBySync, { type: 'restored' }]);
    expect(state.status).toBe('registered');
    expect(isRefusedAs(state, ErrorCode.DEVICE_REVOKED)).toBe(true);
    expect(isRefusedAs(run([{ type: 'unblocked' }], state), ErrorCode.DEVICE_REVOKED)).toBe(false);
  });

  test('a device that is not registered cannot be revoked or restored', () => {
    const state = run([loaded({ name: null })]);
    for (const event of [{ type: 'revoked', message: REVOKED_WORDS }, { type: 'restored' }, ...revokedBySync] as const)
      expect(reduceDeviceState(state, event)).toBe(state);
  });
});

describe('a refusal of the session (a 401, another staff member)', () => {
  test('a new sign-in lifts it; the same session does not', () => {
    const state = run([loaded(), refused(ErrorCode.UNAUTHORIZED)]);
    expect(isRefusalOfAnotherSession(state, SESSION)).toBe(false);
    expect(isRefusalOfAnotherSession(state, 'eyJhbGciOiJIUzI1NiJ9.staff-2.sig')).toBe(true);
    expect(isRefusalOfAnotherSession(state, null)).toBe(true);
  });

  test('a revocation is never about the session', () => {
    const state = run([loaded(), ...revokedBySync]);
    expect(isRefusalOfAnotherSession(state, 'eyJhbGciOiJIUzI1NiJ9.staff-2.sig')).toBe(false);
  });

  test('once lifted, there is nothing left to lift', () => {
    const lifted = run([loaded(), refused(ErrorCode.UNAUTHORIZED), { type: 'unblocked' }]);
    expect(isRefusalOfAnotherSession(lifted, null)).toBe(false);
    expect(reduceDeviceState(lifted, { type: 'unblocked' })).toBe(lifted);
  });
});

describe('clearing the device', () => {
  test('clearing forgets the name, the revocation, the refusal and the name clash; the id stays', () => {
    const busy = run([loaded(), ...revokedBySync, { type: 'name-taken', message: 'taken' }]);
    expect(run([{ type: 'cleared', byAnotherTab: false }], busy)).toEqual({
      status: 'unregistered',
      deviceId: DEVICE_ID,
      clearedInAnotherTab: false,
    });
  });

  test('cleared in another tab, this tab says so until the device is set up again', () => {
    const state = run([loaded(), { type: 'cleared', byAnotherTab: true }]);
    expect(state).toMatchObject({ status: 'unregistered', clearedInAnotherTab: true });
    // Clearing it here too does not hide what the other tab did.
    expect(run([{ type: 'cleared', byAnotherTab: false }], state)).toMatchObject({ clearedInAnotherTab: true });
  });

  test('a refusal arriving after the device was cleared (a sync on its way) is dropped', () => {
    const cleared = run([loaded(), { type: 'cleared', byAnotherTab: false }]);
    expect(run(revokedBySync, cleared)).toBe(cleared);
    expect(deviceNameOf(cleared)).toBeNull();
  });
});

describe('what the screens read', () => {
  test('each state as the scan screens, the status bar and the set-up card see it', () => {
    expect(viewOfDevice(LOADING)).toEqual({
      ready: false,
      deviceId: null,
      deviceName: null,
      revoked: false,
      revokedMessage: null,
      clearedInAnotherTab: false,
      nameTaken: null,
    });
    expect(viewOfDevice(run([loaded(), { type: 'cleared', byAnotherTab: true }]))).toEqual({
      ready: true,
      deviceId: DEVICE_ID,
      deviceName: null,
      revoked: false,
      revokedMessage: null,
      clearedInAnotherTab: true,
      nameTaken: null,
    });
    expect(viewOfDevice(run([loaded(), ...revokedBySync, { type: 'name-taken', message: 'taken' }]))).toEqual({
      ready: true,
      deviceId: DEVICE_ID,
      deviceName: 'Main gate 1',
      revoked: true,
      revokedMessage: REVOKED_WORDS,
      clearedInAnotherTab: false,
      nameTaken: 'taken',
    });
  });
});
