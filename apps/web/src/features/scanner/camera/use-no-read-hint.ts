import { type RefObject, useEffect, useState } from 'react';
import { SCAN_HINT_AFTER_MS } from './qr-camera';

/**
 * Whether to show the desk SCAN_HINT: the camera has scanned (`scanning`: running, not paused after a read) for
 * SCAN_HINT_AFTER_MS without seeing a code. `codeSeenAt` is when the decoder last read one (performance.now()), a pass
 * still held up after its check-in included: that pass is in view, so the hint would be wrong.
 */
export function useNoReadHint(scanning: boolean, codeSeenAt: RefObject<number>): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    setShown(false);
    if (!scanning) return;
    const since = performance.now();
    const timer = setInterval(
      () => setShown(performance.now() - Math.max(since, codeSeenAt.current) >= SCAN_HINT_AFTER_MS),
      1000,
    );
    return () => clearInterval(timer);
  }, [scanning, codeSeenAt]);
  return shown;
}
