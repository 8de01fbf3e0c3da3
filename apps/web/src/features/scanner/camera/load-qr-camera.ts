import type { QrCameraFactory } from './qr-camera';

// Apart from qr-camera.ts: the camera module imports its settings and types from there.
export const loadQrCameraFactory = (): Promise<QrCameraFactory> =>
  import('./video-qr-camera').then((module) => module.videoQrCameraFactory);
