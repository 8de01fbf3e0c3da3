import { ShieldOff } from 'lucide-react';
import { BusyButton } from '../../../components/ui/busy-button';
import { useScanner } from '../hooks/use-scanner';
import { queuedInWords, TEXTS } from '../scan-texts';

const T = TEXTS.revoked;

/**
 * Instead of the scanner on a revoked device: its scans could never sync, so it takes none. The words are
 * the server's, as in the status bar; the scans already queued stay here, waiting.
 */
export function RevokedDeviceCard() {
  const scanner = useScanner();
  const queued = scanner.sync.queued;
  return (
    <section className="scanner-card revoked-card" aria-labelledby="revoked-title" data-testid="device-revoked">
      <h2 id="revoked-title" className="scanner-card-title">
        <ShieldOff aria-hidden="true" size={22} />
        {T.title}
      </h2>
      <p>{scanner.revokedMessage}</p>
      {queued > 0 && (
        <p className="revoked-queue">
          <strong>{queuedInWords(queued)}.</strong> {T.waiting}
        </p>
      )}
      <BusyButton
        type="button"
        className="btn btn-outline"
        onClick={() => void scanner.runtime.retryBlocked()}
        busy={scanner.sync.syncing}
      >
        {T.tryAgain}
      </BusyButton>
    </section>
  );
}
