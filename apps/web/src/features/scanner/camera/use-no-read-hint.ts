import { useEffect, useState } from 'react';
import { SCAN_HINT_AFTER_MS } from './qr-camera';

/**
 * Whether to show the desk SCAN_HINT: the camera has scanned for SCAN_HINT_AFTER_MS (`scanning`: running, not paused
 * after a read) without reading a code. Each read (`reads` moves on) starts the wait again and hides the hint.
 */
export function useNoReadHint(scanning: boolean, reads: number): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    setShown(false);
    if (!scanning) return;
    const timer = setTimeout(() => setShown(true), SCAN_HINT_AFTER_MS);
    return () => clearTimeout(timer);
  }, [scanning, reads]);
  return shown;
}
