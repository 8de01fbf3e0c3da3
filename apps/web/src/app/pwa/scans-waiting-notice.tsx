import { useScansWaitingOnDevice } from './use-queued-scans';

/**
 * On the login page of a device whose scanner still holds scans (a coordinator logged out, or a session ended,
 * before they synced): says they are kept and sent after the next staff login here (docs/decisions/0019-scanner-devices.md,
 * "Staff logout keeps the scanner's roster and queue"). Nothing on a visitor's browser.
 */
export function ScansWaitingNotice() {
  const queued = useScansWaitingOnDevice();
  if (!queued) return null;
  return (
    <p className="notice notice-info" role="status" data-testid="scans-waiting">
      {queued === 1 ? '1 scan' : `${queued} scans`} from this device’s scanner {queued === 1 ? 'is' : 'are'} waiting to
      sync. They stay saved here and are sent once a coordinator or admin logs in on this device.
    </p>
  );
}
