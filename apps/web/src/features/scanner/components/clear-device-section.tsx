import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { BusyButton } from '../../../components/ui/busy-button';
import { useScanner } from '../hooks/use-scanner';
import { TEXTS } from '../scan-texts';

const T = TEXTS.clearDevice;

/**
 * 'Clear this device' (docs/decisions/0019-scanner-devices.md, "Staff logout keeps the scanner's roster and queue"): offered only when no
 * scan waits to sync; asks once more, then removes the roster and the scan list. `onCleared` runs once it is done.
 */
export function ClearDeviceSection({ onCleared }: { onCleared: () => void }) {
  const scanner = useScanner();
  const [confirming, setConfirming] = useState(false);
  const [clearing, setClearing] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const queued = scanner.sync.queued;

  async function clear() {
    setClearing(true);
    setProblem(null);
    try {
      if (await scanner.runtime.clearDevice()) onCleared();
      else setProblem(T.queuedMeanwhile);
    } catch {
      setProblem(T.failed);
    } finally {
      setClearing(false);
      setConfirming(false);
    }
  }

  if (queued > 0) return <p className="muted small clear-device-waiting">{T.waiting(queued)}</p>;
  return (
    <div className="clear-device">
      {problem && (
        <p className="notice notice-warning" role="alert">
          {problem}
        </p>
      )}
      {confirming ? (
        <div className="clear-device-confirm" role="group" aria-label={T.action}>
          <p>{T.confirm}</p>
          <div className="clear-device-actions">
            <BusyButton
              type="button"
              className="btn btn-outline btn-danger btn-small"
              onClick={() => void clear()}
              busy={clearing}
            >
              {clearing ? T.clearing : T.confirmAction}
            </BusyButton>
            <BusyButton
              type="button"
              className="btn btn-ghost btn-small"
              onClick={() => setConfirming(false)}
              busy={clearing}
            >
              {T.cancel}
            </BusyButton>
          </div>
        </div>
      ) : (
        <>
          <p className="muted small">{T.explain}</p>
          <button type="button" className="btn btn-outline btn-small" onClick={() => setConfirming(true)}>
            <Trash2 aria-hidden="true" size={16} />
            {T.action}
          </button>
        </>
      )}
    </div>
  );
}
