import { Html5Qrcode, Html5QrcodeSupportedFormats } from 'html5-qrcode';
import { isIgnorableScanError, SCAN_SETTINGS, type CameraInfo, type QrCamera, type QrCameraFactory } from './qr-camera';

// Starting and stopping a camera are slow and must not overlap (a remount, a camera switch): one queue.
let queue: Promise<unknown> = Promise.resolve();
function serial<T>(work: () => Promise<T>): Promise<T> {
  const next = queue.then(work, work);
  queue = next.catch(() => undefined);
  return next;
}

class Html5QrcodeCamera implements QrCamera {
  private scanner: Html5Qrcode | null = null;
  private stopWatching: () => void = () => undefined;
  private frames: number | null = null;

  constructor(private readonly elementId: string) {}

  start(cameraId: string, onRead: (text: string) => void, onLost: () => void): Promise<void> {
    return serial(async () => {
      const scanner = new Html5Qrcode(this.elementId, {
        verbose: false,
        formatsToSupport: [Html5QrcodeSupportedFormats.QR_CODE],
        // The browser's own BarcodeDetector where it has one (faster, less battery); ZXing otherwise.
        useBarCodeDetectorIfSupported: true,
      });
      this.scanner = scanner;
      await scanner.start(cameraId, { ...SCAN_SETTINGS, qrbox: { ...SCAN_SETTINGS.qrbox } }, (text) => onRead(text), (message) => {
        if (!isIgnorableScanError(message)) console.debug('[scanner]', message);
      });
      this.watch(onLost);
    });
  }

  framesShown(): number | null {
    return this.frames;
  }

  /**
   * html5-qrcode keeps drawing the last frame of a camera that has ended: its end is reported instead. Each new
   * picture the video shows is counted, for the widget to tell a camera that froze (framesShown).
   */
  private watch(onLost: () => void) {
    const video = document.getElementById(this.elementId)?.querySelector('video');
    const track = video?.srcObject instanceof MediaStream ? video.srcObject.getVideoTracks()[0] : undefined;
    if (!video || !track) return;
    const ended = () => onLost();
    if (track.readyState === 'ended') {
      queueMicrotask(ended);
      return;
    }
    track.addEventListener('ended', ended, { once: true });
    let frameRequest: number | null = null;
    if ('requestVideoFrameCallback' in video) {
      const onFrame = () => {
        this.frames = (this.frames ?? 0) + 1;
        frameRequest = video.requestVideoFrameCallback(onFrame);
      };
      this.frames = 0;
      frameRequest = video.requestVideoFrameCallback(onFrame);
    }
    this.stopWatching = () => {
      track.removeEventListener('ended', ended);
      if (frameRequest !== null) video.cancelVideoFrameCallback(frameRequest);
      this.frames = null;
    };
  }

  pause(): void {
    try {
      this.scanner?.pause(true);
    } catch {
      // not scanning (already paused or stopping)
    }
  }

  resume(): void {
    try {
      this.scanner?.resume();
    } catch {
      // not paused
    }
  }

  stop(): Promise<void> {
    return serial(async () => {
      const scanner = this.scanner;
      this.scanner = null;
      this.stopWatching();
      this.stopWatching = () => undefined;
      if (!scanner) return;
      try {
        await scanner.stop();
      } catch {
        // never started or already stopped
      }
      try {
        scanner.clear();
      } catch {
        // element gone
      }
    });
  }
}

export const html5QrcodeFactory: QrCameraFactory = {
  async listCameras(): Promise<CameraInfo[]> {
    const cameras = await Html5Qrcode.getCameras();
    return cameras.map((camera, index) => ({ id: camera.id, label: camera.label || `Camera ${index + 1}` }));
  },
  create: (elementId) => new Html5QrcodeCamera(elementId),
};
