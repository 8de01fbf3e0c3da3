import { ErrorCode } from '@symposium/schema/error-codes';

/**
 * Why the server last refused this device's sync (the engine stays blocked until it is lifted): the error code, and the
 * session that was refused — a refusal that is not a revocation was about that session, so a new sign-in lifts it.
 */
export interface SyncRefusal {
  code: string | null;
  token: string | null;
}

/** A device the server accepted under a name. */
interface NamedDevice {
  deviceId: string;
  name: string;
  /**
   * The key the server hands a device when it registers (docs/sync.md "Devices"). 'missing': registered before devices
   * had keys — registering again under the same name claims it.
   */
  deviceKey: 'held' | 'missing';
  refusal: SyncRefusal | null;
  /** The server forgot this device and another device has its name now: the server's words, until it is renamed. */
  nameTaken: string | null;
}

/** The scanner desk's device, from its first read of the local database to its clearing. */
export type DeviceState =
  /** Its id and registration are being read from the local database. */
  | { status: 'loading' }
  /** No name the server accepted (a new device, or a cleared one): the set-up card shows. */
  | { status: 'unregistered'; deviceId: string; clearedInAnotherTab: boolean }
  /** Scans and syncs. */
  | ({ status: 'registered' } & NamedDevice)
  /**
   * Revoked by an admin: takes no scans, keeps its queue, and asks the server again on routine triggers; only an admin
   * lifts it (the first sync that works again). Kept across reloads, so an offline reload still refuses scans.
   */
  | ({ status: 'revoked'; message: string } & NamedDevice);

export type DeviceEvent =
  /** Read from the local database at start. */
  | {
      type: 'loaded';
      deviceId: string;
      name: string | null;
      hasDeviceKey: boolean;
      revokedMessage: string | null;
    }
  /** The server accepted a name (this tab's registration, or another tab's): a registration holds the key. */
  | { type: 'registered'; name: string }
  /** Registering again was refused because another device has the name. */
  | { type: 'name-taken'; message: string }
  /** The device's data was removed, in this tab or another. */
  | { type: 'cleared'; byAnotherTab: boolean }
  /** A push or pull was refused (the engine blocks). */
  | { type: 'sync-refused'; code: string | null; token: string | null }
  /** The refusal is lifted (a new session, 'Try again', a revocation asked about again, a registration). */
  | { type: 'unblocked' }
  /** The engine reported its status; `synced`: a sync that worked (no problem) ended since its last report. */
  | { type: 'sync-reported'; blocked: boolean; problem: string | null; synced: boolean }
  /** Another tab learned the device was revoked, or restored. */
  | { type: 'revoked'; message: string }
  | { type: 'restored' };

export const LOADING: DeviceState = { status: 'loading' };

const named = (state: DeviceState): state is Extract<DeviceState, NamedDevice> =>
  state.status === 'registered' || state.status === 'revoked';

function revoke(state: Extract<DeviceState, NamedDevice>, message: string): DeviceState {
  if (state.status === 'revoked' && state.message === message) return state;
  const { status: _status, ...device } = state;
  return { ...device, status: 'revoked', message };
}

function restore(state: DeviceState): DeviceState {
  if (state.status !== 'revoked') return state;
  const { status: _status, message: _message, ...device } = state;
  return { ...device, status: 'registered' };
}

/** The device's next state; the same object when the event changes nothing. */
export function reduceDeviceState(state: DeviceState, event: DeviceEvent): DeviceState {
  if (state.status === 'loading') {
    if (event.type !== 'loaded') return state;
    const { deviceId, name, hasDeviceKey, revokedMessage } = event;
    if (!name) return { status: 'unregistered', deviceId, clearedInAnotherTab: false };
    const device: NamedDevice = {
      deviceId,
      name,
      deviceKey: hasDeviceKey ? 'held' : 'missing',
      refusal: null,
      nameTaken: null,
    };
    return revokedMessage
      ? { ...device, status: 'revoked', message: revokedMessage }
      : { ...device, status: 'registered' };
  }
  switch (event.type) {
    case 'loaded':
      return state;
    case 'registered':
      // A revoked device the server took again stays revoked until its first sync that works.
      return named(state)
        ? { ...state, name: event.name, deviceKey: 'held', refusal: null, nameTaken: null }
        : {
            status: 'registered',
            deviceId: state.deviceId,
            name: event.name,
            deviceKey: 'held',
            refusal: null,
            nameTaken: null,
          };
    case 'name-taken':
      return named(state) ? { ...state, nameTaken: event.message } : state;
    case 'cleared':
      return {
        status: 'unregistered',
        deviceId: state.deviceId,
        clearedInAnotherTab: event.byAnotherTab || (state.status === 'unregistered' && state.clearedInAnotherTab),
      };
    case 'sync-refused':
      return named(state) ? { ...state, refusal: { code: event.code, token: event.token } } : state;
    case 'unblocked':
      return named(state) && state.refusal ? { ...state, refusal: null } : state;
    case 'sync-reported': {
      if (!named(state)) return state;
      if (event.synced) return restore(state);
      if (event.blocked && event.problem && state.refusal?.code === ErrorCode.DEVICE_REVOKED)
        return revoke(state, event.problem);
      return state;
    }
    case 'revoked':
      return named(state) ? revoke(state, event.message) : state;
    case 'restored':
      return restore(state);
  }
}

/** The name the server accepted; null until the device is registered. */
export const deviceNameOf = (state: DeviceState): string | null => (named(state) ? state.name : null);

/** The server's words for the revocation; null when the device is not revoked. */
export const revokedMessageOf = (state: DeviceState): string | null =>
  state.status === 'revoked' ? state.message : null;

/** Registered before devices had keys: it registers again under its name to claim one. */
export const isMissingDeviceKey = (state: DeviceState): boolean => named(state) && state.deviceKey === 'missing';

/** The device's sync was refused with this error code (and not lifted since). */
export const isRefusedAs = (state: DeviceState, code: string): boolean => named(state) && state.refusal?.code === code;

/**
 * A refusal a new sign-in lifts: the session that was refused is not the one signed in now (a 401, or another staff
 * member at the desk). A revocation is never about the session.
 */
export const isRefusalOfAnotherSession = (state: DeviceState, token: string | null): boolean =>
  named(state) &&
  state.refusal !== null &&
  state.refusal.code !== ErrorCode.DEVICE_REVOKED &&
  state.refusal.token !== token;

/** What the screens read of the device. */
export interface DeviceView {
  /** The device id has been read from (or written to) the local database. */
  ready: boolean;
  deviceId: string | null;
  /** The name the server accepted for this device; null until it is registered. */
  deviceName: string | null;
  /** Revoked: only an admin can lift it. The scan screens take no scans. */
  revoked: boolean;
  /** The server's words for it (null when not revoked). */
  revokedMessage: string | null;
  /** Another tab of this browser cleared the device (the scan screens say so instead of scanning). */
  clearedInAnotherTab: boolean;
  /**
   * The server forgot this device and another device has its name now (409 DEVICE_NAME_TAKEN when registering it
   * again): the server's words. The queue waits until the desk gives the device another name.
   */
  nameTaken: string | null;
}

export const viewOfDevice = (state: DeviceState): DeviceView => ({
  ready: state.status !== 'loading',
  deviceId: state.status === 'loading' ? null : state.deviceId,
  deviceName: deviceNameOf(state),
  revoked: state.status === 'revoked',
  revokedMessage: revokedMessageOf(state),
  clearedInAnotherTab: state.status === 'unregistered' && state.clearedInAnotherTab,
  nameTaken: named(state) ? state.nameTaken : null,
});
