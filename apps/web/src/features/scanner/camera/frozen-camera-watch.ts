import {
  CAMERA_FROZEN_AFTER_MS,
  CAMERA_FROZEN_RETRY_MAX_MS,
  FROZEN_RESTARTS_BEFORE_NOTE,
  type QrCamera,
} from './qr-camera';

/**
 * How long a camera may show no new picture before it is started again, given how many times in a row it has already
 * been started again for a frozen picture with none since: CAMERA_FROZEN_AFTER_MS until the desk is told, then twice
 * as long each time, up to CAMERA_FROZEN_RETRY_MAX_MS.
 */
export function frozenAfterMs(restartsInARow: number): number {
  const beyondNote = restartsInARow - FROZEN_RESTARTS_BEFORE_NOTE + 1;
  if (beyondNote <= 0) return CAMERA_FROZEN_AFTER_MS;
  return Math.min(CAMERA_FROZEN_AFTER_MS * 2 ** beyondNote, CAMERA_FROZEN_RETRY_MAX_MS);
}

export type FrozenCameraLook = 'frozen' | 'picture' | null;

/**
 * One stretch of watching the camera while the desk scans, looked at about once a second. A look says 'frozen' when
 * no new picture came for `frozenAfterMs`, and 'picture' when pictures flow again: new ones at two looks in a row, so
 * the single stale frame a camera may show as it starts is not taken for its picture coming back. Looks while the page
 * is out of sight or the camera is starting do not count.
 */
export class FrozenCameraWatch {
  private camera: Pick<QrCamera, 'framesShown'> | null = null;
  private frames = 0;
  private movedAtLastLook = false;
  private flowing = false;

  constructor(private since: number) {}

  look(
    now: number,
    camera: Pick<QrCamera, 'framesShown'> | null,
    visible: boolean,
    restartsInARow: number,
  ): FrozenCameraLook {
    const shown = camera?.framesShown() ?? null;
    if (!visible || !camera || shown === null) {
      this.since = now;
      this.movedAtLastLook = false;
      return null;
    }
    if (camera !== this.camera) {
      this.camera = camera;
      this.frames = 0;
      this.movedAtLastLook = false;
      this.flowing = false;
    }
    const moved = shown > this.frames;
    this.frames = shown;
    if (moved) {
      this.since = now;
      const flowingNow = this.movedAtLastLook;
      this.movedAtLastLook = true;
      if (!flowingNow || this.flowing) return null;
      this.flowing = true;
      return 'picture';
    }
    this.movedAtLastLook = false;
    this.flowing = false;
    if (now - this.since < frozenAfterMs(restartsInARow)) return null;
    this.since = now;
    return 'frozen';
  }
}
