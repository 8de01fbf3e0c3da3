// The scanner widget's own small interface over a camera QR decoder (issue 5: the decoder can be swapped
// without touching the screens). The implementation is video-qr-camera.ts (the camera's own <video>, frames decoded
// whole in a worker: docs/decisions/0022-the-camera-at-the-desk.md), loaded on demand so it never
// ships with pages that do not scan.

export interface CameraInfo {
  id: string;
  label: string;
}

export interface QrCamera {
  /**
   * Starts the camera and calls `onRead` with each decoded text (the caller pauses as it wishes), and `onLost` once
   * should the camera end while in use (another app took it, it was unplugged, the system ended it in the background).
   */
  start(cameraId: string, onRead: (text: string) => void, onLost: () => void): Promise<void>;
  /**
   * How many new pictures the video has shown since the camera started, or null where the browser cannot tell (or the
   * camera is not running): a camera whose count stops while it should be scanning has frozen.
   */
  framesShown(): number | null;
  /** Whether the running camera has a light the desk can turn on (a phone's flash). */
  hasTorch(): boolean;
  setTorch(on: boolean): Promise<void>;
  /** Pauses decoding and the video. */
  pause(): void;
  resume(): void;
  stop(): Promise<void>;
}

export interface QrCameraFactory {
  /** Asks for camera permission and lists the cameras; rejects when access is refused. */
  listCameras(): Promise<CameraInfo[]>;
  /** A camera that renders into the element with this id. */
  create(elementId: string): QrCamera;
  /**
   * Files the camera loads only once it runs (the decoder's worker and WebAssembly): a staff device keeps them for
   * offline use (src/app/pwa/warm-staff-app.ts).
   */
  offlineFiles: readonly string[];
}

/**
 * docs/product.md#scanning-camera-and-manual-entry: 10 frames per second, a 250 × 250 scan box, flipped codes read too. The box is a guide drawn for people
 * (scanner.css, .scanner-guide); the decoder reads the whole frame, mirrored too.
 */
export const SCAN_SETTINGS = { fps: 10, qrbox: { width: 250, height: 250 } } as const;

/**
 * A camera that ended while in use is started again, at most this many times within `CAMERA_RESTART_WINDOW_MS`;
 * one that keeps ending is reported as a camera the desk cannot use.
 */
export const CAMERA_RESTARTS = 3;
export const CAMERA_RESTART_WINDOW_MS = 30_000;
/** How long after a camera ended (or a restart failed) it is started again: the system may still be releasing it. */
export const CAMERA_RESTART_DELAY_MS = 1000;

/**
 * A camera that shows no new picture for this long while the desk is scanning (and the page is in sight) has frozen
 * — Chrome on Android does this to a check-in page after some minutes (reported for html5-qrcode's pages, issue 550,
 * and not known to be its doing) — and is started again.
 */
export const CAMERA_FROZEN_AFTER_MS = 8000;
/**
 * A frozen camera started again this many times in a row with no picture since (the first restart did not bring it
 * back, the second is under way) is one the desk is told about: CAMERA_FROZEN_NOTE by the camera.
 */
export const FROZEN_RESTARTS_BEFORE_NOTE = 2;
/** Restarts after the note come further apart (each one blanks the preview for a moment), at most this far. */
export const CAMERA_FROZEN_RETRY_MAX_MS = 30_000;

/** docs/product.md#scanning-camera-and-manual-entry: after a read the scanner pauses and resumes after this long if still scanning. */
export const RESUME_AFTER_MS = 2000;

/**
 * The same pass read again after resuming is the one still held up to the camera, not the next person: it
 * counts again only once it has been out of sight this long. A code held in view is still missed now and
 * then (a hand, glare, a shaky phone), so a single miss must not count as the pass having left.
 */
export const SAME_CODE_GONE_MS = 1000;

/** docs/product.md#scanning-camera-and-manual-entry camera texts (other camera errors are not shown). */
export const CAMERA_MESSAGES = {
  noCamera: 'No cameras found on this device',
  permission: 'Failed to access camera. Please grant camera permissions.',
} as const;

/**
 * Guidance, not one of the camera errors (docs/product.md#scanning-camera-and-manual-entry: other camera errors are not shown): the camera is still tried in
 * the background, and the manual field below (also a barcode scanner's) checks people in meanwhile.
 */
export const CAMERA_FROZEN_NOTE = 'The camera picture has stopped. Type the participant ID below, or reload the page.';

/** docs/product.md#scanning-camera-and-manual-entry: prefer a camera whose label says back, rear or environment, else the first. */
export function preferredCamera(cameras: readonly CameraInfo[]): CameraInfo | undefined {
  return cameras.find((camera) => /back|rear|environment/i.test(camera.label)) ?? cameras[0];
}

/** How long the desk scans without a read before the hint below shows (it goes with the next read). */
export const SCAN_HINT_AFTER_MS = 8000;
export const SCAN_HINT = 'Hold the pass still, about 20 cm from the camera';
