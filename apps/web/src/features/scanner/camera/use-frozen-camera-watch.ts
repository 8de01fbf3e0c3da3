import { type RefObject, useEffect, useRef } from 'react';
import { CAMERA_FROZEN_AFTER_MS, type QrCamera } from './qr-camera';

/**
 * Calls `onFrozen` when the camera, while `watching` (the desk is scanning, not paused after a read), has shown no new
 * picture for CAMERA_FROZEN_AFTER_MS with the page in sight. The time before watching began, or while the page was out
 * of sight, does not count: a paused or hidden video shows no pictures either.
 */
export function useFrozenCameraWatch(cameraRef: RefObject<QrCamera | null>, watching: boolean, onFrozen: () => void) {
  const onFrozenRef = useRef(onFrozen);
  onFrozenRef.current = onFrozen;
  useEffect(() => {
    if (!watching) return;
    let since = performance.now();
    const timer = setInterval(() => {
      const now = performance.now();
      const lastFrame = cameraRef.current?.lastFrameAt() ?? null;
      if (document.visibilityState !== 'visible' || lastFrame === null) {
        since = now;
        return;
      }
      if (now - Math.max(lastFrame, since) < CAMERA_FROZEN_AFTER_MS) return;
      since = now;
      onFrozenRef.current();
    }, 1000);
    return () => clearInterval(timer);
  }, [cameraRef, watching]);
}
