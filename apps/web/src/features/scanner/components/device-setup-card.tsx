import { Smartphone } from 'lucide-react';
import { useScanner } from '../hooks/use-scanner';
import { TEXTS } from '../scan-texts';
import { DeviceNameForm } from './device-name-form';

/** Shown instead of a scanner until this device is registered (once, online). */
export function DeviceSetupCard() {
  const scanner = useScanner();
  return (
    <section className="scanner-card device-setup" aria-labelledby="device-setup-title">
      <h2 id="device-setup-title" className="scanner-card-title">
        <Smartphone aria-hidden="true" size={22} />
        Set up this device for scanning
      </h2>
      {scanner.clearedInAnotherTab && (
        <p className="notice notice-info" role="status">
          {TEXTS.clearDevice.doneInAnotherTab}
        </p>
      )}
      <p className="muted">
        Name this device once. It then downloads the participant roster so it can check passes even when the venue Wi-Fi
        drops; every scan is saved here and synced when the network allows.
      </p>
      {scanner.online ? (
        <DeviceNameForm />
      ) : (
        <p className="notice notice-warning" role="alert">
          This device is offline. Connect to the network once to set it up for scanning.
        </p>
      )}
    </section>
  );
}
