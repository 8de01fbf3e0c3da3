import { useCallback, useEffect, useRef, useState } from 'react';
import { CAMERA_RESTART_DELAY_MS, CAMERA_RESTART_WINDOW_MS, CAMERA_RESTARTS } from './qr-camera';

/**
 * When the scanner widget starts its camera again: `generation` is bumped for each start after the first.
 *
 * `restartLater` is for a camera that ended under the desk (another app took it, the phone ended it while the screen
 * was off) or a restart that failed (the system still releasing it): it starts again CAMERA_RESTART_DELAY_MS later,
 * once the page is in sight; one that keeps ending or failing (more than CAMERA_RESTARTS times within
 * CAMERA_RESTART_WINDOW_MS) is a camera this desk cannot use, and `onUnusable` is called instead.
 * `restartNow` is for a camera whose picture froze. `cancelRestart` drops a restart not yet begun (the camera changed).
 */
export function useCameraRestarts(onUnusable: () => void) {
  const [generation, setGeneration] = useState(0);
  const restartTimes = useRef<number[]>([]);
  const cancelPending = useRef<(() => void) | null>(null);
  const onUnusableRef = useRef(onUnusable);
  onUnusableRef.current = onUnusable;

  const cancelRestart = useCallback(() => {
    cancelPending.current?.();
    cancelPending.current = null;
  }, []);

  const restartNow = useCallback(() => {
    cancelRestart();
    setGeneration((n) => n + 1);
  }, [cancelRestart]);

  const restartLater = useCallback(() => {
    const now = Date.now();
    restartTimes.current = [...restartTimes.current.filter((at) => now - at < CAMERA_RESTART_WINDOW_MS), now];
    cancelRestart();
    if (restartTimes.current.length > CAMERA_RESTARTS) {
      onUnusableRef.current();
      return;
    }
    const restartWhenVisible = () => {
      if (document.visibilityState === 'visible') restartNow();
    };
    const timer = setTimeout(restartWhenVisible, CAMERA_RESTART_DELAY_MS);
    document.addEventListener('visibilitychange', restartWhenVisible);
    cancelPending.current = () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', restartWhenVisible);
    };
  }, [cancelRestart, restartNow]);

  useEffect(() => cancelRestart, [cancelRestart]);

  return { generation, restartLater, restartNow, cancelRestart };
}
