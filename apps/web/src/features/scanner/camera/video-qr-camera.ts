import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';
import decodeWorkerUrl from './decode/decode-worker.ts?worker&url';
import type { DecodeReply, DecodeRequest } from './decode/decode-messages';
import { SCAN_SETTINGS, type CameraInfo, type QrCamera, type QrCameraFactory } from './qr-camera';

// Starting and stopping a camera are slow and must not overlap (a remount, a camera switch): one queue.
let queue: Promise<unknown> = Promise.resolve();
function serial<T>(work: () => Promise<T>): Promise<T> {
  const next = queue.then(work, work);
  queue = next.catch(() => undefined);
  return next;
}

/**
 * The camera's picture at its own resolution, ten frames a second, each handed whole to the decode worker
 * (decode/decode-worker.ts); a frame is skipped while the worker is still busy with the last one.
 */
class VideoQrCamera implements QrCamera {
  private stream: MediaStream | null = null;
  private video: HTMLVideoElement | null = null;
  private worker: Worker | null = null;
  private grabTimer: ReturnType<typeof setInterval> | undefined;
  private decoding = false;
  private paused = false;
  private stopWatching: () => void = () => undefined;
  private frames: number | null = null;

  constructor(private readonly elementId: string) {}

  start(cameraId: string, onRead: (text: string) => void, onLost: () => void): Promise<void> {
    return serial(async () => {
      // The camera's own resolution, up to 1280 × 720: a pass held further away still has pixels enough a module.
      const stream = await navigator.mediaDevices.getUserMedia({
        audio: false,
        video: { deviceId: { exact: cameraId }, width: { ideal: 1280 }, height: { ideal: 720 } },
      });
      this.stream = stream;
      const element = document.getElementById(this.elementId);
      const video = document.createElement('video');
      video.muted = true;
      video.playsInline = true;
      video.srcObject = stream;
      this.video = video;
      try {
        if (!element) throw new Error('The camera preview is no longer on the page');
        element.replaceChildren(video);
        await video.play();
      } catch (error) {
        stream.getTracks().forEach((track) => track.stop());
        throw error;
      }
      const worker = new Worker(decodeWorkerUrl, { type: 'module' });
      worker.onmessage = (event: MessageEvent<DecodeReply>) => {
        this.decoding = false;
        if (event.data.error) console.debug('[scanner]', event.data.error);
        if (event.data.text !== null && !this.paused) onRead(event.data.text);
      };
      this.worker = worker;
      this.paused = false;
      this.grabTimer = setInterval(() => void this.grab(), 1000 / SCAN_SETTINGS.fps);
      this.watch(video, onLost);
    });
  }

  private async grab() {
    const video = this.video;
    const worker = this.worker;
    if (
      !video ||
      !worker ||
      this.paused ||
      this.decoding ||
      video.readyState < HTMLMediaElement.HAVE_CURRENT_DATA ||
      !video.videoWidth
    )
      return;
    this.decoding = true;
    try {
      const frame = await createImageBitmap(video);
      if (this.worker !== worker) {
        frame.close();
        return;
      }
      worker.postMessage({ frame } satisfies DecodeRequest, [frame]);
    } catch {
      // The video had no picture to give at this moment (it is changing size, or stopping): the next tick tries again.
      this.decoding = false;
    }
  }

  framesShown(): number | null {
    return this.frames;
  }

  /** Reports the camera's end (another app took it, the system ended it), and counts each new picture the video shows. */
  private watch(video: HTMLVideoElement, onLost: () => void) {
    const track = this.stream?.getVideoTracks()[0];
    if (!track) return;
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

  private track(): MediaStreamTrack | undefined {
    return this.stream?.getVideoTracks()[0];
  }

  hasTorch(): boolean {
    const track = this.track();
    const capabilities = track?.getCapabilities?.() as (MediaTrackCapabilities & { torch?: boolean }) | undefined;
    return track?.readyState === 'live' && capabilities?.torch === true;
  }

  async setTorch(on: boolean): Promise<void> {
    await this.track()?.applyConstraints({ advanced: [{ torch: on } as MediaTrackConstraintSet] });
  }

  pause(): void {
    this.paused = true;
    this.video?.pause();
  }

  resume(): void {
    this.paused = false;
    void this.video?.play().catch(() => undefined);
  }

  stop(): Promise<void> {
    return serial(async () => {
      clearInterval(this.grabTimer);
      this.stopWatching();
      this.stopWatching = () => undefined;
      this.worker?.terminate();
      this.worker = null;
      this.decoding = false;
      const shown = this.video?.srcObject;
      for (const stream of new Set([this.stream, shown instanceof MediaStream ? shown : null]))
        stream?.getTracks().forEach((track) => track.stop());
      this.stream = null;
      if (this.video) {
        this.video.srcObject = null;
        this.video.remove();
      }
      this.video = null;
    });
  }
}

/** Asks for camera permission (the labels come with it) and lists the cameras. */
async function listCameras(): Promise<CameraInfo[]> {
  const permission = await navigator.mediaDevices.getUserMedia({ video: true, audio: false });
  permission.getTracks().forEach((track) => track.stop());
  const devices = await navigator.mediaDevices.enumerateDevices();
  return devices
    .filter((device) => device.kind === 'videoinput')
    .map((device, index) => ({ id: device.deviceId, label: device.label || `Camera ${index + 1}` }));
}

export const videoQrCameraFactory: QrCameraFactory = {
  listCameras,
  create: (elementId) => new VideoQrCamera(elementId),
  offlineFiles: [decodeWorkerUrl, wasmUrl],
};
