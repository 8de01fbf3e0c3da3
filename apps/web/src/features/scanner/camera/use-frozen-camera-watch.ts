import { type RefObject, useEffect, useRef } from 'react';
import { FrozenCameraWatch } from './frozen-camera-watch';
import type { QrCamera } from './qr-camera';

interface FrozenCameraHandlers {
  /** No new picture for a while with the page in sight: the camera is to be started again. */
  onFrozen: () => void;
  /** Pictures flow (again). */
  onPicture: () => void;
}

/**
 * Watches the camera while `watching` (the desk is scanning, not paused after a read): see FrozenCameraWatch. The
 * time before watching began, or while the page was out of sight, does not count: a paused or hidden video shows no
 * pictures either. `restartsInARow` (restarts for a frozen picture with none since) sets how long a freeze must last.
 */
export function useFrozenCameraWatch(
  cameraRef: RefObject<QrCamera | null>,
  watching: boolean,
  restartsInARow: number,
  handlers: FrozenCameraHandlers,
) {
  const handlersRef = useRef(handlers);
  handlersRef.current = handlers;
  const restartsRef = useRef(restartsInARow);
  restartsRef.current = restartsInARow;
  useEffect(() => {
    if (!watching) return;
    const watch = new FrozenCameraWatch(performance.now());
    const timer = setInterval(() => {
      const look = watch.look(
        performance.now(),
        cameraRef.current,
        document.visibilityState === 'visible',
        restartsRef.current,
      );
      if (look === 'frozen') handlersRef.current.onFrozen();
      else if (look === 'picture') handlersRef.current.onPicture();
    }, 1000);
    return () => clearInterval(timer);
  }, [cameraRef, watching]);
}
